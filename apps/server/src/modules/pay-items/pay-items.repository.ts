import { and, asc, count, eq, gte, ilike, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PayItemAssignmentTableBody, TableRequest } from '@tenaga/contracts';
import {
  employees,
  payItemAssignments,
  payItemCategories,
  payItemPolicies,
  payItemProfileItems,
  payItemProfiles,
  payItemSetups,
} from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';
import { updateVersioned } from '../../db/update-versioned.ts';
import { likePattern, orderOf, pageOf } from '../../lib/table.ts';

export type CategoryRow = typeof payItemCategories.$inferSelect;
export type PolicyRow = typeof payItemPolicies.$inferSelect;
export type ProfileRow = typeof payItemProfiles.$inferSelect;
export type AssignmentRow = typeof payItemAssignments.$inferSelect;

/** Whose assignments the caller reaches: everyone's, or their own. */
export type Reach = { kind: 'all' } | { kind: 'self'; employeeId: string };
const reachCondition = (reach: Reach): SQL | undefined => (reach.kind === 'all' ? undefined : eq(employees.id, reach.employeeId));
const employeeName = sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`;

type Table = typeof payItemCategories | typeof payItemPolicies | typeof payItemProfiles;

export async function nameTaken(db: Queryable, companyId: string, input: { table: Table; name: string; exceptId?: string }) {
  const { table } = input;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        eq(table.companyId, companyId),
        sql`lower(${table.name}) = lower(${input.name})`,
        input.exceptId ? ne(table.id, input.exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

// ---- setup

export async function isSetUp(db: Queryable, companyId: string) {
  const [row] = await db.select({ companyId: payItemSetups.companyId }).from(payItemSetups).where(eq(payItemSetups.companyId, companyId));
  return row !== undefined;
}

/** Claims the company's one-time setup: true for the caller that does it. */
export async function claimSetup(db: Queryable, companyId: string) {
  const rows = await db.insert(payItemSetups).values({ companyId }).onConflictDoNothing().returning({ companyId: payItemSetups.companyId });
  return rows.length > 0;
}

// ---- categories

// Qualified by hand: in a one-table select drizzle leaves columns unqualified, and they would bind to the subquery's table.
const policyCount = sql<number>`(select count(*)::int from ${payItemPolicies} p where p.company_id = "pay_item_categories"."company_id" and p.category_id = "pay_item_categories"."id")`;

export async function categoryTable(db: Queryable, companyId: string, request: TableRequest) {
  const scope = eq(payItemCategories.companyId, companyId);
  const text = request.search.value.trim();
  const search = text
    ? or(ilike(payItemCategories.name, likePattern(text)), ilike(payItemCategories.description, likePattern(text)))
    : undefined;
  const { limit, offset } = pageOf(request);
  const sortable = { name: sql`lower(${payItemCategories.name})`, kind: payItemCategories.kind, updatedAt: payItemCategories.updatedAt };
  const rows = await db
    .select({ category: payItemCategories, policies: policyCount })
    .from(payItemCategories)
    .where(and(scope, search))
    .orderBy(...orderOf(request, sortable, [sql`lower(${payItemCategories.name})`, sql`${payItemCategories.id}`]))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ value: count() }).from(payItemCategories).where(scope);
  const [filtered] = search ? await db.select({ value: count() }).from(payItemCategories).where(and(scope, search)) : [total];
  return { rows, recordsTotal: total?.value ?? 0, recordsFiltered: filtered?.value ?? 0 };
}

export async function findCategory(db: Queryable, companyId: string, id: string) {
  const [row] = await db
    .select({ category: payItemCategories, policies: policyCount })
    .from(payItemCategories)
    .where(and(eq(payItemCategories.companyId, companyId), eq(payItemCategories.id, id)));
  return row;
}

export async function insertCategory(db: Queryable, row: typeof payItemCategories.$inferInsert): Promise<CategoryRow> {
  const [created] = await db.insert(payItemCategories).values(row).returning();
  return created!;
}

export const updateCategory = (
  db: Queryable,
  companyId: string,
  change: { id: string; expectedVersion: number; set: Partial<typeof payItemCategories.$inferInsert> },
) => updateVersioned(db, companyId, { table: payItemCategories, id: change.id, expectedVersion: change.expectedVersion, set: change.set });

export async function removeCategory(db: Queryable, companyId: string, id: string) {
  await db.delete(payItemCategories).where(and(eq(payItemCategories.companyId, companyId), eq(payItemCategories.id, id)));
}

// ---- policies

const assignmentCount = sql<number>`(select count(*)::int from ${payItemAssignments} a where a.company_id = "pay_item_policies"."company_id" and a.policy_id = "pay_item_policies"."id")`;
const policySelection = {
  policy: payItemPolicies,
  categoryName: payItemCategories.name,
  kind: payItemCategories.kind,
  assignments: assignmentCount,
};
export type PolicyListRow = { policy: PolicyRow; categoryName: string; kind: string; assignments: number };

const policyJoin = and(eq(payItemCategories.companyId, payItemPolicies.companyId), eq(payItemCategories.id, payItemPolicies.categoryId));

export async function policyTable(db: Queryable, companyId: string, request: TableRequest & { recurrence?: string | undefined }) {
  const scope = eq(payItemPolicies.companyId, companyId);
  const text = request.search.value.trim();
  const search = text ? or(ilike(payItemPolicies.name, likePattern(text)), ilike(payItemCategories.name, likePattern(text))) : undefined;
  const recurrence = request.recurrence ? eq(payItemPolicies.recurrence, request.recurrence) : undefined;
  const { limit, offset } = pageOf(request);
  const sortable = {
    name: sql`lower(${payItemPolicies.name})`,
    categoryName: sql`lower(${payItemCategories.name})`,
    amount: payItemPolicies.amount,
    recurrence: payItemPolicies.recurrence,
  };
  const rows = await db
    .select(policySelection)
    .from(payItemPolicies)
    .innerJoin(payItemCategories, policyJoin)
    .where(and(scope, search, recurrence))
    .orderBy(...orderOf(request, sortable, [sql`lower(${payItemPolicies.name})`, sql`${payItemPolicies.id}`]))
    .limit(limit)
    .offset(offset);
  const counted = (where: SQL | undefined) =>
    db.select({ value: count() }).from(payItemPolicies).innerJoin(payItemCategories, policyJoin).where(where);
  const [total] = await counted(scope);
  const [filtered] = search || recurrence ? await counted(and(scope, search, recurrence)) : [total];
  return { rows: rows as PolicyListRow[], recordsTotal: total?.value ?? 0, recordsFiltered: filtered?.value ?? 0 };
}

export async function policiesWhere(db: Queryable, companyId: string, ids: readonly string[] | null): Promise<PolicyListRow[]> {
  if (ids && ids.length === 0) return [];
  const rows = await db
    .select(policySelection)
    .from(payItemPolicies)
    .innerJoin(payItemCategories, policyJoin)
    .where(and(eq(payItemPolicies.companyId, companyId), ids ? inArray(payItemPolicies.id, [...ids]) : undefined))
    .orderBy(sql`lower(${payItemPolicies.name})`, asc(payItemPolicies.id));
  return rows as PolicyListRow[];
}

export async function insertPolicy(db: Queryable, row: typeof payItemPolicies.$inferInsert): Promise<PolicyRow> {
  const [created] = await db.insert(payItemPolicies).values(row).returning();
  return created!;
}

export const updatePolicy = (
  db: Queryable,
  companyId: string,
  change: { id: string; expectedVersion: number; set: Partial<typeof payItemPolicies.$inferInsert> },
) => updateVersioned(db, companyId, { table: payItemPolicies, id: change.id, expectedVersion: change.expectedVersion, set: change.set });

export async function removePolicy(db: Queryable, companyId: string, id: string) {
  await db.delete(payItemPolicies).where(and(eq(payItemPolicies.companyId, companyId), eq(payItemPolicies.id, id)));
}

/** The assignments (with their employee) and profiles that use a policy. */
export async function policyUsage(db: Queryable, companyId: string, policyId: string) {
  const assignments = await db
    .select({
      employeeId: payItemAssignments.employeeId,
      employeeName,
      employmentNumber: employees.employmentNumber,
      effectiveFrom: payItemAssignments.effectiveFrom,
      endedOn: payItemAssignments.endedOn,
    })
    .from(payItemAssignments)
    .innerJoin(employees, and(eq(employees.companyId, payItemAssignments.companyId), eq(employees.id, payItemAssignments.employeeId)))
    .where(and(eq(payItemAssignments.companyId, companyId), eq(payItemAssignments.policyId, policyId)))
    .orderBy(sql`lower(${employeeName})`, asc(payItemAssignments.effectiveFrom));
  const profiles = await db
    .select({ id: payItemProfiles.id, name: payItemProfiles.name })
    .from(payItemProfileItems)
    .innerJoin(
      payItemProfiles,
      and(eq(payItemProfiles.companyId, payItemProfileItems.companyId), eq(payItemProfiles.id, payItemProfileItems.profileId)),
    )
    .where(and(eq(payItemProfileItems.companyId, companyId), eq(payItemProfileItems.policyId, policyId)))
    .orderBy(sql`lower(${payItemProfiles.name})`);
  return { assignments, profiles };
}

// ---- profiles

export async function profileTable(db: Queryable, companyId: string, request: TableRequest) {
  const scope = eq(payItemProfiles.companyId, companyId);
  const text = request.search.value.trim();
  const search = text
    ? or(ilike(payItemProfiles.name, likePattern(text)), ilike(payItemProfiles.description, likePattern(text)))
    : undefined;
  const { limit, offset } = pageOf(request);
  const sortable = { name: sql`lower(${payItemProfiles.name})`, updatedAt: payItemProfiles.updatedAt };
  const rows = await db
    .select()
    .from(payItemProfiles)
    .where(and(scope, search))
    .orderBy(...orderOf(request, sortable, [sql`lower(${payItemProfiles.name})`, sql`${payItemProfiles.id}`]))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ value: count() }).from(payItemProfiles).where(scope);
  const [filtered] = search ? await db.select({ value: count() }).from(payItemProfiles).where(and(scope, search)) : [total];
  return { rows, recordsTotal: total?.value ?? 0, recordsFiltered: filtered?.value ?? 0 };
}

export async function findProfile(db: Queryable, companyId: string, id: string): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(payItemProfiles)
    .where(and(eq(payItemProfiles.companyId, companyId), eq(payItemProfiles.id, id)));
  return row;
}

export async function profileItems(db: Queryable, companyId: string, profileIds: readonly string[]) {
  if (profileIds.length === 0) return [];
  return db
    .select({
      profileId: payItemProfileItems.profileId,
      policyId: payItemProfileItems.policyId,
      description: payItemProfileItems.description,
      amount: payItemProfileItems.amount,
      policyName: payItemPolicies.name,
      policyAmount: payItemPolicies.amount,
      recurrence: payItemPolicies.recurrence,
      kind: payItemCategories.kind,
    })
    .from(payItemProfileItems)
    .innerJoin(
      payItemPolicies,
      and(eq(payItemPolicies.companyId, payItemProfileItems.companyId), eq(payItemPolicies.id, payItemProfileItems.policyId)),
    )
    .innerJoin(payItemCategories, policyJoin)
    .where(and(eq(payItemProfileItems.companyId, companyId), inArray(payItemProfileItems.profileId, [...profileIds])))
    .orderBy(asc(payItemProfileItems.position));
}

export async function insertProfile(db: Queryable, row: typeof payItemProfiles.$inferInsert): Promise<ProfileRow> {
  const [created] = await db.insert(payItemProfiles).values(row).returning();
  return created!;
}

export const updateProfile = (
  db: Queryable,
  companyId: string,
  change: { id: string; expectedVersion: number; set: Partial<typeof payItemProfiles.$inferInsert> },
) => updateVersioned(db, companyId, { table: payItemProfiles, id: change.id, expectedVersion: change.expectedVersion, set: change.set });

export async function setProfileItems(
  db: Queryable,
  companyId: string,
  profileId: string,
  items: readonly { policyId: string; description: string; amount: string | null }[],
) {
  await db
    .delete(payItemProfileItems)
    .where(and(eq(payItemProfileItems.companyId, companyId), eq(payItemProfileItems.profileId, profileId)));
  if (items.length === 0) return;
  await db.insert(payItemProfileItems).values(items.map((item, position) => ({ companyId, profileId, position, ...item })));
}

export async function removeProfile(db: Queryable, companyId: string, id: string) {
  await db.delete(payItemProfiles).where(and(eq(payItemProfiles.companyId, companyId), eq(payItemProfiles.id, id)));
}

// ---- assignments

const assignmentSelection = {
  assignment: payItemAssignments,
  employeeName,
  employmentNumber: employees.employmentNumber,
  policyName: payItemPolicies.name,
  recurrence: payItemPolicies.recurrence,
  formulaId: payItemPolicies.formulaId,
  categoryName: payItemCategories.name,
  kind: payItemCategories.kind,
  treatment: payItemCategories.treatment,
};
export type AssignmentListRow = {
  assignment: AssignmentRow;
  employeeName: string;
  employmentNumber: string;
  policyName: string;
  recurrence: string;
  formulaId: string | null;
  categoryName: string;
  kind: string;
  treatment: CategoryRow['treatment'];
};

const assignmentFrom = (db: Queryable) =>
  db
    .select(assignmentSelection)
    .from(payItemAssignments)
    .innerJoin(employees, and(eq(employees.companyId, payItemAssignments.companyId), eq(employees.id, payItemAssignments.employeeId)))
    .innerJoin(
      payItemPolicies,
      and(eq(payItemPolicies.companyId, payItemAssignments.companyId), eq(payItemPolicies.id, payItemAssignments.policyId)),
    )
    .innerJoin(payItemCategories, policyJoin);

/** In force on a date: a recurring one from its start to its last day, a one-off on its date. */
const inForceOn = (date: string) =>
  and(
    lte(payItemAssignments.effectiveFrom, date),
    or(isNull(payItemAssignments.endedOn), gte(payItemAssignments.endedOn, date)),
    sql`${payItemAssignments.endedOn} is null or ${payItemAssignments.endedOn} >= ${payItemAssignments.effectiveFrom}`,
    or(eq(payItemPolicies.recurrence, 'recurring'), eq(payItemAssignments.effectiveFrom, date)),
  );

export async function assignmentTable(db: Queryable, companyId: string, input: { request: PayItemAssignmentTableBody; reach: Reach }) {
  const { request, reach } = input;
  const scope = and(eq(payItemAssignments.companyId, companyId), reachCondition(reach));
  const text = request.search.value.trim();
  const filters = and(
    text
      ? or(
          ilike(employeeName, likePattern(text)),
          ilike(employees.employmentNumber, likePattern(text)),
          ilike(payItemPolicies.name, likePattern(text)),
        )
      : undefined,
    request.employeeId ? eq(payItemAssignments.employeeId, request.employeeId) : undefined,
    request.date ? inForceOn(request.date) : undefined,
  );
  const sortable = {
    employeeName: sql`lower(${employeeName})`,
    policyName: sql`lower(${payItemPolicies.name})`,
    effectiveFrom: payItemAssignments.effectiveFrom,
    amount: payItemAssignments.amount,
  };
  const { limit, offset } = pageOf(request);
  const rows = await assignmentFrom(db)
    .where(and(scope, filters))
    .orderBy(
      ...orderOf(request, sortable, [
        sql`lower(${employeeName})`,
        sql`${payItemAssignments.effectiveFrom} desc`,
        sql`${payItemAssignments.id}`,
      ]),
    )
    .limit(limit)
    .offset(offset);
  const counted = (where: SQL | undefined) =>
    db
      .select({ value: count() })
      .from(payItemAssignments)
      .innerJoin(employees, and(eq(employees.companyId, payItemAssignments.companyId), eq(employees.id, payItemAssignments.employeeId)))
      .innerJoin(
        payItemPolicies,
        and(eq(payItemPolicies.companyId, payItemAssignments.companyId), eq(payItemPolicies.id, payItemAssignments.policyId)),
      )
      .where(where);
  const [total] = await counted(scope);
  const [filtered] = filters ? await counted(and(scope, filters)) : [total];
  return { rows: rows as AssignmentListRow[], recordsTotal: total?.value ?? 0, recordsFiltered: filtered?.value ?? 0 };
}

export async function findAssignment(db: Queryable, companyId: string, id: string): Promise<AssignmentListRow | undefined> {
  const [row] = await assignmentFrom(db).where(and(eq(payItemAssignments.companyId, companyId), eq(payItemAssignments.id, id)));
  return row as AssignmentListRow | undefined;
}

/** Every assignment of these employees (all: null) that may touch the days from `from` to `to`. */
/** What a due pay item takes of its assignment (a payrun reads one per person and item: only these columns). */
const dueSelection = {
  assignment: {
    id: payItemAssignments.id,
    employeeId: payItemAssignments.employeeId,
    policyId: payItemAssignments.policyId,
    amount: payItemAssignments.amount,
    description: payItemAssignments.description,
    effectiveFrom: payItemAssignments.effectiveFrom,
    endedOn: payItemAssignments.endedOn,
  },
  employeeName,
  employmentNumber: employees.employmentNumber,
  policyName: payItemPolicies.name,
  recurrence: payItemPolicies.recurrence,
  formulaId: payItemPolicies.formulaId,
  categoryName: payItemCategories.name,
  kind: payItemCategories.kind,
  treatment: payItemCategories.treatment,
};

export async function assignmentsBetween(
  db: Queryable,
  companyId: string,
  input: { employeeIds: readonly string[] | null; from: string; to: string; reach: Reach },
) {
  if (input.employeeIds && input.employeeIds.length === 0) return [];
  return db
    .select(dueSelection)
    .from(payItemAssignments)
    .innerJoin(employees, and(eq(employees.companyId, payItemAssignments.companyId), eq(employees.id, payItemAssignments.employeeId)))
    .innerJoin(
      payItemPolicies,
      and(eq(payItemPolicies.companyId, payItemAssignments.companyId), eq(payItemPolicies.id, payItemAssignments.policyId)),
    )
    .innerJoin(payItemCategories, policyJoin)
    .where(
      and(
        eq(payItemAssignments.companyId, companyId),
        reachCondition(input.reach),
        input.employeeIds ? inArray(payItemAssignments.employeeId, [...input.employeeIds]) : undefined,
        lte(payItemAssignments.effectiveFrom, input.to),
        or(isNull(payItemAssignments.endedOn), gte(payItemAssignments.endedOn, input.from)),
      ),
    )
    .orderBy(
      sql`lower(${employeeName})`,
      asc(payItemAssignments.employeeId),
      asc(payItemAssignments.effectiveFrom),
      asc(payItemAssignments.id),
    );
}

/** The recurring assignments of these employees, for the overlap check. */
export async function recurringOf(db: Queryable, companyId: string, employeeIds: readonly string[]) {
  return db
    .select({
      employeeId: payItemAssignments.employeeId,
      policyId: payItemAssignments.policyId,
      effectiveFrom: payItemAssignments.effectiveFrom,
      endedOn: payItemAssignments.endedOn,
    })
    .from(payItemAssignments)
    .innerJoin(
      payItemPolicies,
      and(eq(payItemPolicies.companyId, payItemAssignments.companyId), eq(payItemPolicies.id, payItemAssignments.policyId)),
    )
    .where(
      and(
        eq(payItemAssignments.companyId, companyId),
        inArray(payItemAssignments.employeeId, [...employeeIds]),
        eq(payItemPolicies.recurrence, 'recurring'),
      ),
    );
}

/**
 * The employees, locked for this transaction in id order: two assignments to one person happen one
 * after the other, so the overlap check sees the first. Their names, for messages.
 */
export async function lockEmployees(db: Queryable, companyId: string, employeeIds: readonly string[]) {
  return db
    .select({ id: employees.id, name: employeeName })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), inArray(employees.id, [...employeeIds])))
    .orderBy(asc(employees.id))
    .for('update');
}

/** The company's employees by employment number (as compared: trimmed, lower case), with their names for messages. */
export async function employeesByNumber(db: Queryable, companyId: string) {
  const rows = await db
    .select({ id: employees.id, employmentNumber: employees.employmentNumber, name: employeeName })
    .from(employees)
    .where(eq(employees.companyId, companyId));
  return new Map(rows.map((row) => [row.employmentNumber.trim().toLowerCase(), { id: row.id, name: row.name }]));
}

export async function insertAssignments(db: Queryable, rows: (typeof payItemAssignments.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db.insert(payItemAssignments).values(rows).returning({ id: payItemAssignments.id });
}

export const updateAssignment = (
  db: Queryable,
  companyId: string,
  change: { id: string; expectedVersion: number; set: Partial<typeof payItemAssignments.$inferInsert> },
) => updateVersioned(db, companyId, { table: payItemAssignments, id: change.id, expectedVersion: change.expectedVersion, set: change.set });

export async function removeAssignment(db: Queryable, companyId: string, id: string) {
  await db.delete(payItemAssignments).where(and(eq(payItemAssignments.companyId, companyId), eq(payItemAssignments.id, id)));
}

export async function reachableEmployeeIds(
  db: Queryable,
  companyId: string,
  input: { reach: Reach; employeeIds: readonly string[] | null },
) {
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, companyId),
        reachCondition(input.reach),
        input.employeeIds ? inArray(employees.id, [...input.employeeIds]) : undefined,
      ),
    );
  return rows.map((row) => row.id);
}

export const categoriesTable = payItemCategories;
export const policiesTable = payItemPolicies;
export const profilesTable = payItemProfiles;
