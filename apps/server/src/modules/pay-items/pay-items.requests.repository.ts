import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PayItemRequestTableBody } from '@tenaga/contracts';
import { employees, payItemCategories, payItemPolicies, payItemRequests } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';
import { likePattern, orderOf, pageOf } from '../../lib/table.ts';
import type { Reach } from './pay-items.repository.ts';

export type RequestRow = typeof payItemRequests.$inferSelect;
export type RequestInsert = typeof payItemRequests.$inferInsert;

const employeeName = sql<string>`trim(${employees.firstName} || ' ' || ${employees.lastName})`;
const joinEmployee = and(eq(employees.companyId, payItemRequests.companyId), eq(employees.id, payItemRequests.employeeId));
const joinPolicy = and(eq(payItemPolicies.companyId, payItemRequests.companyId), eq(payItemPolicies.id, payItemRequests.policyId));
const joinCategory = and(eq(payItemCategories.companyId, payItemPolicies.companyId), eq(payItemCategories.id, payItemPolicies.categoryId));
const listColumns = {
  request: payItemRequests,
  employeeName,
  employmentNumber: employees.employmentNumber,
  policyName: payItemPolicies.name,
  recurrence: payItemPolicies.recurrence,
  kind: payItemCategories.kind,
};
export type RequestListRow = {
  request: RequestRow;
  employeeName: string;
  employmentNumber: string;
  policyName: string;
  recurrence: string;
  kind: string;
};

const reachCondition = (reach: Reach): SQL | undefined =>
  reach.kind === 'all' ? undefined : eq(payItemRequests.employeeId, reach.employeeId);

const listFrom = (db: Queryable) =>
  db
    .select(listColumns)
    .from(payItemRequests)
    .innerJoin(employees, joinEmployee)
    .innerJoin(payItemPolicies, joinPolicy)
    .innerJoin(payItemCategories, joinCategory);

export async function table(db: Queryable, companyId: string, input: { request: PayItemRequestTableBody; reach: Reach }) {
  const { request, reach } = input;
  const scope = and(eq(payItemRequests.companyId, companyId), reachCondition(reach));
  const text = request.search.value.trim();
  const search = text
    ? or(
        ilike(employeeName, likePattern(text)),
        ilike(employees.employmentNumber, likePattern(text)),
        ilike(payItemPolicies.name, likePattern(text)),
        ilike(payItemRequests.reason, likePattern(text)),
      )
    : undefined;
  const narrowed = request.status ? eq(payItemRequests.status, request.status) : undefined;
  const counted = (where: SQL | undefined) =>
    db
      .select({ value: count() })
      .from(payItemRequests)
      .innerJoin(employees, joinEmployee)
      .innerJoin(payItemPolicies, joinPolicy)
      .where(where);
  const sortable = {
    employeeName: sql`lower(${employeeName})`,
    policyName: sql`lower(${payItemPolicies.name})`,
    effectiveFrom: payItemRequests.effectiveFrom,
    amount: payItemRequests.amount,
    status: payItemRequests.status,
    createdAt: payItemRequests.createdAt,
  };
  const { limit, offset } = pageOf(request);
  const rows = await listFrom(db)
    .where(and(scope, search, narrowed))
    .orderBy(...orderOf(request, sortable, [sql`${payItemRequests.createdAt} desc`, sql`${payItemRequests.id}`]))
    .limit(limit)
    .offset(offset);
  const [total] = await counted(scope);
  const [filtered] = search || narrowed ? await counted(and(scope, search, narrowed)) : [total];
  return { rows: rows as RequestListRow[], recordsTotal: total?.value ?? 0, recordsFiltered: filtered?.value ?? 0 };
}

export async function find(db: Queryable, companyId: string, id: string): Promise<RequestListRow | undefined> {
  const [row] = await listFrom(db).where(and(eq(payItemRequests.companyId, companyId), eq(payItemRequests.id, id)));
  return row as RequestListRow | undefined;
}

/** The request's row, locked for this transaction: changes to one request happen one at a time. */
export async function lock(db: Queryable, companyId: string, id: string): Promise<RequestRow | undefined> {
  const [row] = await db
    .select()
    .from(payItemRequests)
    .where(and(eq(payItemRequests.companyId, companyId), eq(payItemRequests.id, id)))
    .for('update');
  return row;
}

export async function insert(db: Queryable, row: RequestInsert): Promise<RequestRow> {
  const [created] = await db.insert(payItemRequests).values(row).returning();
  return created!;
}

export async function set(db: Queryable, companyId: string, id: string, changes: Partial<RequestInsert>): Promise<RequestRow> {
  const [row] = await db
    .update(payItemRequests)
    .set({ ...changes, version: sql`${payItemRequests.version} + 1` })
    .where(and(eq(payItemRequests.companyId, companyId), eq(payItemRequests.id, id)))
    .returning();
  return row!;
}

/** The requests these approval requests are about. */
export async function byApprovalRequests(db: Queryable, companyId: string, requestIds: readonly string[]): Promise<RequestListRow[]> {
  if (requestIds.length === 0) return [];
  const rows = await listFrom(db)
    .where(and(eq(payItemRequests.companyId, companyId), inArray(payItemRequests.approvalRequestId, [...requestIds])))
    .orderBy(asc(payItemRequests.createdAt), asc(payItemRequests.id));
  return rows as RequestListRow[];
}

/** How many requests name a policy (a policy requested cannot be deleted: the requests keep their history). */
export async function countForPolicy(db: Queryable, companyId: string, policyId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(payItemRequests)
    .where(and(eq(payItemRequests.companyId, companyId), eq(payItemRequests.policyId, policyId)));
  return row?.value ?? 0;
}

/** A request's supporting document, as a list (none or one): what its approvers open from the approval request. */
export async function attachmentIds(db: Queryable, companyId: string, id: string): Promise<string[]> {
  const [row] = await db
    .select({ fileId: payItemRequests.attachmentFileId })
    .from(payItemRequests)
    .where(and(eq(payItemRequests.companyId, companyId), eq(payItemRequests.id, id)));
  return row?.fileId ? [row.fileId] : [];
}
