import { and, asc, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ClaimStatus, ClaimTableRequest, TableRequest } from '@tenaga/contracts';
import { CLAIM_COUNTED_STATUSES } from '@tenaga/contracts';
import { claims, claimTypes, employees, payItemCategories } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';
import { updateVersioned } from '../../db/update-versioned.ts';
import { likePattern, orderOf, pageOf } from '../../lib/table.ts';

export type ClaimTypeRow = typeof claimTypes.$inferSelect;
export type ClaimRow = typeof claims.$inferSelect;
export type ClaimInsert = typeof claims.$inferInsert;

/** Whose claims the caller sees: everyone's (HR), or their own. */
export type ClaimReach = { kind: 'all' } | { kind: 'self'; employeeId: string };

// ---- policies

const joinCategory = and(eq(payItemCategories.companyId, claimTypes.companyId), eq(payItemCategories.id, claimTypes.payItemCategoryId));
const typeColumns = { type: claimTypes, categoryName: payItemCategories.name };
export type ClaimTypeListRow = { type: ClaimTypeRow; categoryName: string };

export async function typeTable(db: Queryable, companyId: string, request: TableRequest) {
  const scope = eq(claimTypes.companyId, companyId);
  const text = request.search.value.trim();
  const search = text ? or(ilike(claimTypes.name, likePattern(text)), ilike(claimTypes.description, likePattern(text))) : undefined;
  const sortable = { name: sql`lower(${claimTypes.name})`, limitAmount: claimTypes.limitAmount, updatedAt: claimTypes.updatedAt };
  const { limit, offset } = pageOf(request);
  const rows = await db
    .select(typeColumns)
    .from(claimTypes)
    .innerJoin(payItemCategories, joinCategory)
    .where(and(scope, search))
    .orderBy(...orderOf(request, sortable, [sql`lower(${claimTypes.name})`, sql`${claimTypes.id}`]))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ value: count() }).from(claimTypes).where(scope);
  const [filtered] = search ? await db.select({ value: count() }).from(claimTypes).where(and(scope, search)) : [total];
  return { rows, recordsTotal: total?.value ?? 0, recordsFiltered: filtered?.value ?? 0 };
}

export async function typeOptions(db: Queryable, companyId: string): Promise<ClaimTypeListRow[]> {
  return db
    .select(typeColumns)
    .from(claimTypes)
    .innerJoin(payItemCategories, joinCategory)
    .where(eq(claimTypes.companyId, companyId))
    .orderBy(sql`lower(${claimTypes.name})`);
}

export async function findType(db: Queryable, companyId: string, id: string): Promise<ClaimTypeListRow | undefined> {
  const [row] = await db
    .select(typeColumns)
    .from(claimTypes)
    .innerJoin(payItemCategories, joinCategory)
    .where(and(eq(claimTypes.companyId, companyId), eq(claimTypes.id, id)));
  return row;
}

/** The policy's row, locked for this transaction: claims against one limit are counted one at a time. */
export async function lockType(db: Queryable, companyId: string, id: string): Promise<ClaimTypeRow | undefined> {
  const [row] = await db
    .select()
    .from(claimTypes)
    .where(and(eq(claimTypes.companyId, companyId), eq(claimTypes.id, id)))
    .for('update');
  return row;
}

export async function typeNameTaken(db: Queryable, companyId: string, { name, exceptId }: { name: string; exceptId?: string }) {
  const [row] = await db
    .select({ id: claimTypes.id })
    .from(claimTypes)
    .where(
      and(
        eq(claimTypes.companyId, companyId),
        sql`lower(${claimTypes.name}) = lower(${name})`,
        exceptId ? ne(claimTypes.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The company's pay item categories of these ids that a claim may be paid under (earnings and benefits). */
export async function payableCategories(db: Queryable, companyId: string, ids?: readonly string[]) {
  return db
    .select({ id: payItemCategories.id, name: payItemCategories.name, kind: payItemCategories.kind })
    .from(payItemCategories)
    .where(
      and(
        eq(payItemCategories.companyId, companyId),
        inArray(payItemCategories.kind, ['earning', 'benefit']),
        ids ? inArray(payItemCategories.id, [...ids]) : undefined,
      ),
    )
    .orderBy(sql`lower(${payItemCategories.name})`);
}

export async function insertType(db: Queryable, row: typeof claimTypes.$inferInsert): Promise<ClaimTypeRow> {
  const [created] = await db.insert(claimTypes).values(row).returning();
  return created!;
}

export function updateType(
  db: Queryable,
  companyId: string,
  change: { id: string; expectedVersion: number; set: Partial<typeof claimTypes.$inferInsert> },
) {
  return updateVersioned(db, companyId, { table: claimTypes, id: change.id, expectedVersion: change.expectedVersion, set: change.set });
}

export async function typeInUse(db: Queryable, companyId: string, id: string) {
  const [row] = await db
    .select({ id: claims.id })
    .from(claims)
    .where(and(eq(claims.companyId, companyId), eq(claims.typeId, id)))
    .limit(1);
  return row !== undefined;
}

export async function removeType(db: Queryable, companyId: string, id: string) {
  await db.delete(claimTypes).where(and(eq(claimTypes.companyId, companyId), eq(claimTypes.id, id)));
}

// ---- claims

const employeeName = sql<string>`trim(${employees.firstName} || ' ' || ${employees.lastName})`;
const joinEmployee = and(eq(employees.companyId, claims.companyId), eq(employees.id, claims.employeeId));
const joinType = and(eq(claimTypes.companyId, claims.companyId), eq(claimTypes.id, claims.typeId));
const listColumns = { claim: claims, employeeName, employmentNumber: employees.employmentNumber, typeName: claimTypes.name };
export type ClaimListRow = { claim: ClaimRow; employeeName: string; employmentNumber: string; typeName: string };

const reachCondition = (reach: ClaimReach): SQL | undefined => (reach.kind === 'all' ? undefined : eq(claims.employeeId, reach.employeeId));

export async function table(db: Queryable, companyId: string, input: { request: ClaimTableRequest; reach: ClaimReach }) {
  const { request, reach } = input;
  const scope = and(eq(claims.companyId, companyId), reachCondition(reach));
  const text = request.search.value.trim();
  const search = text
    ? or(
        ilike(employeeName, likePattern(text)),
        ilike(employees.employmentNumber, likePattern(text)),
        ilike(claimTypes.name, likePattern(text)),
        ilike(claims.description, likePattern(text)),
      )
    : undefined;
  const narrowed = request.status ? eq(claims.status, request.status) : undefined;
  const counted = (where: SQL | undefined) =>
    db.select({ value: count() }).from(claims).innerJoin(employees, joinEmployee).innerJoin(claimTypes, joinType).where(where);
  const sortable = {
    employeeName: sql`lower(${employeeName})`,
    typeName: sql`lower(${claimTypes.name})`,
    expenseDate: claims.expenseDate,
    amount: claims.amount,
    status: claims.status,
    createdAt: claims.createdAt,
  };
  const { limit, offset } = pageOf(request);
  const rows = await db
    .select(listColumns)
    .from(claims)
    .innerJoin(employees, joinEmployee)
    .innerJoin(claimTypes, joinType)
    .where(and(scope, search, narrowed))
    .orderBy(...orderOf(request, sortable, [sql`${claims.createdAt} desc`, sql`${claims.id}`]))
    .limit(limit)
    .offset(offset);
  const [total] = await counted(scope);
  const [filtered] = search || narrowed ? await counted(and(scope, search, narrowed)) : [total];
  return { rows: rows as ClaimListRow[], recordsTotal: total?.value ?? 0, recordsFiltered: filtered?.value ?? 0 };
}

export async function findMany(db: Queryable, companyId: string, ids: readonly string[]): Promise<ClaimListRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(listColumns)
    .from(claims)
    .innerJoin(employees, joinEmployee)
    .innerJoin(claimTypes, joinType)
    .where(and(eq(claims.companyId, companyId), inArray(claims.id, [...ids])))
    .orderBy(asc(claims.createdAt), asc(claims.id));
  return rows as ClaimListRow[];
}

export async function find(db: Queryable, companyId: string, id: string): Promise<ClaimListRow | undefined> {
  return (await findMany(db, companyId, [id]))[0];
}

/** The claim's row, locked for this transaction: changes to one claim happen one at a time. */
export async function lock(db: Queryable, companyId: string, id: string): Promise<ClaimRow | undefined> {
  const [row] = await db
    .select()
    .from(claims)
    .where(and(eq(claims.companyId, companyId), eq(claims.id, id)))
    .for('update');
  return row;
}

export async function insert(db: Queryable, row: ClaimInsert): Promise<ClaimRow> {
  const [created] = await db.insert(claims).values(row).returning();
  return created!;
}

export async function set(db: Queryable, companyId: string, id: string, changes: Partial<ClaimInsert>): Promise<ClaimRow> {
  const [row] = await db
    .update(claims)
    .set({ ...changes, version: sql`${claims.version} + 1` })
    .where(and(eq(claims.companyId, companyId), eq(claims.id, id)))
    .returning();
  return row!;
}

/** The amounts an employee claimed of a policy with expense dates in a period, in the statuses that count against its limit. */
export async function claimedAmounts(
  db: Queryable,
  companyId: string,
  input: { employeeId: string; typeId: string; start: string; end: string },
): Promise<string[]> {
  const rows = await db
    .select({ amount: claims.amount })
    .from(claims)
    .where(
      and(
        eq(claims.companyId, companyId),
        eq(claims.employeeId, input.employeeId),
        eq(claims.typeId, input.typeId),
        inArray(claims.status, [...CLAIM_COUNTED_STATUSES]),
        sql`${claims.expenseDate} between ${input.start} and ${input.end}`,
      ),
    );
  return rows.map((row) => row.amount);
}

/** Approved claims not paid yet of these employees with expense dates up to a day, with their pay item category. */
export async function approvedUnpaid(db: Queryable, companyId: string, input: { employeeIds: readonly string[]; until: string }) {
  if (input.employeeIds.length === 0) return [];
  return db
    .select({
      id: claims.id,
      employeeId: claims.employeeId,
      expenseDate: claims.expenseDate,
      amount: claims.amount,
      description: claims.description,
      typeId: claims.typeId,
      typeName: claimTypes.name,
      categoryId: payItemCategories.id,
      categoryName: payItemCategories.name,
      kind: payItemCategories.kind,
      treatment: payItemCategories.treatment,
    })
    .from(claims)
    .innerJoin(claimTypes, joinType)
    .innerJoin(payItemCategories, joinCategory)
    .where(
      and(
        eq(claims.companyId, companyId),
        inArray(claims.employeeId, [...input.employeeIds]),
        eq(claims.status, 'approved' satisfies ClaimStatus),
        sql`${claims.expenseDate} <= ${input.until}`,
      ),
    )
    .orderBy(asc(claims.employeeId), asc(claims.expenseDate), asc(claims.id));
}

/** Marks approved claims paid by a payrun; answers the ids it marked (those still approved and unpaid). */
export async function markPaid(db: Queryable, companyId: string, input: { ids: readonly string[]; payrunId: string; now: Date }) {
  if (input.ids.length === 0) return [];
  const rows = await db
    .update(claims)
    .set({ status: 'paid', payrunId: input.payrunId, paidAt: input.now, updatedAt: input.now, version: sql`${claims.version} + 1` })
    .where(and(eq(claims.companyId, companyId), inArray(claims.id, [...input.ids]), eq(claims.status, 'approved' satisfies ClaimStatus)))
    .returning({ id: claims.id, employeeId: claims.employeeId, amount: claims.amount });
  return rows;
}

/** The claims these approval requests are about. */
export async function byApprovalRequests(db: Queryable, companyId: string, requestIds: readonly string[]): Promise<ClaimListRow[]> {
  if (requestIds.length === 0) return [];
  const rows = await db
    .select(listColumns)
    .from(claims)
    .innerJoin(employees, joinEmployee)
    .innerJoin(claimTypes, joinType)
    .where(and(eq(claims.companyId, companyId), inArray(claims.approvalRequestId, [...requestIds])))
    .orderBy(asc(claims.createdAt), asc(claims.id));
  return rows as ClaimListRow[];
}

/** A claim's receipts (kept files), in the order given: what its approvers open. */
export async function receiptIdsOf(db: Queryable, companyId: string, claimId: string): Promise<string[]> {
  const [row] = await db
    .select({ fileIds: claims.receiptFileIds })
    .from(claims)
    .where(and(eq(claims.companyId, companyId), eq(claims.id, claimId)));
  return row?.fileIds ?? [];
}
