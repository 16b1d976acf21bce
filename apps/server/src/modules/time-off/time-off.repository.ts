import { and, asc, count, desc, eq, gte, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TableRequest } from '@tenaga/contracts';
import {
  companies,
  employees,
  leaveAssignments,
  leaveCategories,
  leavePolicies,
  leaveProfilePolicies,
  leaveProfiles,
  leaveRequests,
  leaveSetups,
  users,
} from '../../db/schema/index.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/tenant.ts';
import { updateVersioned } from '../../db/update-versioned.ts';
import { likePattern, orderOf, pageOf } from '../../lib/table.ts';

export type CategoryRow = typeof leaveCategories.$inferSelect;
export type PolicyRow = typeof leavePolicies.$inferSelect;
export type ProfileRow = typeof leaveProfiles.$inferSelect;
export type AssignmentRow = typeof leaveAssignments.$inferSelect;
export type RequestRow = typeof leaveRequests.$inferSelect;

/** Whose records the caller reaches: everyone, their team (themselves and their direct reports), or themselves. */
export type Reach = { kind: 'all' } | { kind: 'team'; employeeId: string } | { kind: 'self'; employeeId: string };

export const employeeName = sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`;

export function reachCondition(reach: Reach): SQL | undefined {
  if (reach.kind === 'all') return undefined;
  if (reach.kind === 'self') return eq(employees.id, reach.employeeId);
  return or(eq(employees.id, reach.employeeId), eq(employees.managerId, reach.employeeId));
}

const searchTable = async <T>(
  build: (where: SQL | undefined) => { rows: Promise<T[]>; count: (where: SQL | undefined) => Promise<{ value: number }[]> },
  scope: SQL | undefined,
  search: SQL | undefined,
) => {
  const query = build(and(scope, search));
  const rows = await query.rows;
  const [total] = await query.count(scope);
  const [filtered] = search ? await query.count(and(scope, search)) : [total];
  return { rows, recordsTotal: total?.value ?? 0, recordsFiltered: filtered?.value ?? 0 };
};

// ---- the company

export async function companyFacts(db: Queryable, companyId: string) {
  const [row] = await db
    .select({
      country: companies.countryCode,
      timezone: companies.timezone,
      language: companies.language,
      preference: companies.preference,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

/** Claims the company's one-time setup: true for the caller that does it (the others wait on the key, then get false). */
export async function claimSetup(db: Queryable, companyId: string, country: string): Promise<boolean> {
  const rows = await db
    .insert(leaveSetups)
    .values({ companyId, country })
    .onConflictDoNothing()
    .returning({ companyId: leaveSetups.companyId });
  return rows.length > 0;
}

export async function isSetUp(db: Queryable, companyId: string): Promise<boolean> {
  const [row] = await db.select({ companyId: leaveSetups.companyId }).from(leaveSetups).where(eq(leaveSetups.companyId, companyId));
  return row !== undefined;
}

// ---- categories

const policyCount = sql<number>`(select count(*)::int from ${leavePolicies} p where p.company_id = "leave_categories"."company_id" and p.category_id = "leave_categories"."id")`;

export async function categoryTable(db: Queryable, companyId: string, request: TableRequest) {
  const text = request.search.value.trim();
  const { limit, offset } = pageOf(request);
  const sortable = { name: sql`lower(${leaveCategories.name})`, updatedAt: leaveCategories.updatedAt };
  return searchTable(
    (where) => ({
      rows: db
        .select({ category: leaveCategories, policies: policyCount })
        .from(leaveCategories)
        .where(where)
        .orderBy(...orderOf(request, sortable, [sql`lower(${leaveCategories.name})`, sql`${leaveCategories.id}`]))
        .limit(limit)
        .offset(offset),
      count: (filter) => db.select({ value: count() }).from(leaveCategories).where(filter),
    }),
    eq(leaveCategories.companyId, companyId),
    text ? or(ilike(leaveCategories.name, likePattern(text)), ilike(leaveCategories.description, likePattern(text))) : undefined,
  );
}

export async function findCategory(db: Queryable, companyId: string, id: string) {
  const [row] = await db
    .select({ category: leaveCategories, policies: policyCount })
    .from(leaveCategories)
    .where(and(eq(leaveCategories.companyId, companyId), eq(leaveCategories.id, id)));
  return row;
}

/** A category by its id or its code. */
export async function categoryByType(db: Queryable, companyId: string, type: string) {
  const isId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(type);
  const [row] = await db
    .select()
    .from(leaveCategories)
    .where(and(eq(leaveCategories.companyId, companyId), isId ? eq(leaveCategories.id, type) : eq(leaveCategories.code, type)));
  return row;
}

export async function categoryNameTaken(db: Queryable, companyId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: leaveCategories.id })
    .from(leaveCategories)
    .where(
      and(
        eq(leaveCategories.companyId, companyId),
        sql`lower(${leaveCategories.name}) = lower(${name})`,
        exceptId ? ne(leaveCategories.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertCategory(db: Queryable, row: typeof leaveCategories.$inferInsert) {
  const [created] = await db.insert(leaveCategories).values(row).returning();
  return created!;
}

export const updateCategory = (
  db: Queryable,
  companyId: string,
  change: { id: string; expectedVersion: number; set: Partial<typeof leaveCategories.$inferInsert> },
) => updateVersioned(db, companyId, { table: leaveCategories, ...change });

export async function categoryInUse(db: Queryable, companyId: string, id: string) {
  const [request] = await db
    .select({ id: leaveRequests.id })
    .from(leaveRequests)
    .where(and(eq(leaveRequests.companyId, companyId), eq(leaveRequests.categoryId, id)))
    .limit(1);
  const [policy] = await db
    .select({ id: leavePolicies.id })
    .from(leavePolicies)
    .where(and(eq(leavePolicies.companyId, companyId), eq(leavePolicies.categoryId, id)))
    .limit(1);
  return request !== undefined || policy !== undefined;
}

export async function removeCategory(db: Queryable, companyId: string, id: string) {
  await db.delete(leaveCategories).where(and(eq(leaveCategories.companyId, companyId), eq(leaveCategories.id, id)));
}

// ---- policies

const profileCount = sql<number>`(select count(*)::int from ${leaveProfilePolicies} pp where pp.company_id = "leave_policies"."company_id" and pp.policy_id = "leave_policies"."id")`;
const policyColumns = {
  policy: leavePolicies,
  categoryName: leaveCategories.name,
  categoryCode: leaveCategories.code,
  profiles: profileCount,
};
const categoryJoin = and(eq(leaveCategories.companyId, leavePolicies.companyId), eq(leaveCategories.id, leavePolicies.categoryId));
export type PolicyListRow = { policy: PolicyRow; categoryName: string; categoryCode: string | null; profiles: number };

export async function policyTable(db: Queryable, companyId: string, request: TableRequest) {
  const text = request.search.value.trim();
  const { limit, offset } = pageOf(request);
  const sortable = {
    name: sql`lower(${leavePolicies.name})`,
    categoryName: sql`lower(${leaveCategories.name})`,
    updatedAt: leavePolicies.updatedAt,
  };
  return searchTable<PolicyListRow>(
    (where) => ({
      rows: db
        .select(policyColumns)
        .from(leavePolicies)
        .innerJoin(leaveCategories, categoryJoin)
        .where(where)
        .orderBy(
          ...orderOf(request, sortable, [sql`lower(${leaveCategories.name})`, sql`lower(${leavePolicies.name})`, sql`${leavePolicies.id}`]),
        )
        .limit(limit)
        .offset(offset),
      count: (filter) => db.select({ value: count() }).from(leavePolicies).innerJoin(leaveCategories, categoryJoin).where(filter),
    }),
    eq(leavePolicies.companyId, companyId),
    text ? or(ilike(leavePolicies.name, likePattern(text)), ilike(leaveCategories.name, likePattern(text))) : undefined,
  );
}

export async function findPolicy(db: Queryable, companyId: string, id: string): Promise<PolicyListRow | undefined> {
  const [row] = await db
    .select(policyColumns)
    .from(leavePolicies)
    .innerJoin(leaveCategories, categoryJoin)
    .where(and(eq(leavePolicies.companyId, companyId), eq(leavePolicies.id, id)));
  return row;
}

export async function policiesByIds(db: Queryable, companyId: string, ids: readonly string[]): Promise<PolicyListRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(policyColumns)
    .from(leavePolicies)
    .innerJoin(leaveCategories, categoryJoin)
    .where(and(eq(leavePolicies.companyId, companyId), inArray(leavePolicies.id, [...ids])));
}

export async function policyNameTaken(db: Queryable, companyId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: leavePolicies.id })
    .from(leavePolicies)
    .where(
      and(
        eq(leavePolicies.companyId, companyId),
        sql`lower(${leavePolicies.name}) = lower(${name})`,
        exceptId ? ne(leavePolicies.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertPolicy(db: Queryable, row: typeof leavePolicies.$inferInsert) {
  const [created] = await db.insert(leavePolicies).values(row).returning();
  return created!;
}

export const updatePolicy = (
  db: Queryable,
  companyId: string,
  change: { id: string; expectedVersion: number; set: Partial<typeof leavePolicies.$inferInsert> },
) => updateVersioned(db, companyId, { table: leavePolicies, ...change });

export async function removePolicy(db: Queryable, companyId: string, id: string) {
  await db.delete(leavePolicies).where(and(eq(leavePolicies.companyId, companyId), eq(leavePolicies.id, id)));
}

// ---- profiles

const assignmentCount = sql<number>`(select count(distinct a.employee_id)::int from ${leaveAssignments} a where a.company_id = ${leaveProfiles.companyId} and a.profile_id = ${leaveProfiles.id})`;

export async function profileTable(db: Queryable, companyId: string, request: TableRequest) {
  const text = request.search.value.trim();
  const { limit, offset } = pageOf(request);
  const sortable = { name: sql`lower(${leaveProfiles.name})`, updatedAt: leaveProfiles.updatedAt };
  return searchTable(
    (where) => ({
      rows: db
        .select({ profile: leaveProfiles, assignments: assignmentCount })
        .from(leaveProfiles)
        .where(where)
        .orderBy(...orderOf(request, sortable, [sql`lower(${leaveProfiles.name})`, sql`${leaveProfiles.id}`]))
        .limit(limit)
        .offset(offset),
      count: (filter) => db.select({ value: count() }).from(leaveProfiles).where(filter),
    }),
    eq(leaveProfiles.companyId, companyId),
    text ? ilike(leaveProfiles.name, likePattern(text)) : undefined,
  );
}

export async function findProfile(db: Queryable, companyId: string, id: string) {
  const [row] = await db
    .select({ profile: leaveProfiles, assignments: assignmentCount })
    .from(leaveProfiles)
    .where(and(eq(leaveProfiles.companyId, companyId), eq(leaveProfiles.id, id)));
  return row;
}

/** Each profile's policies with their categories. */
export async function profilePolicies(db: Queryable, companyId: string, profileIds: readonly string[]) {
  if (profileIds.length === 0) return [];
  return db
    .select({ profileId: leaveProfilePolicies.profileId, ...policyColumns })
    .from(leaveProfilePolicies)
    .innerJoin(
      leavePolicies,
      and(eq(leavePolicies.companyId, leaveProfilePolicies.companyId), eq(leavePolicies.id, leaveProfilePolicies.policyId)),
    )
    .innerJoin(leaveCategories, categoryJoin)
    .where(and(eq(leaveProfilePolicies.companyId, companyId), inArray(leaveProfilePolicies.profileId, [...profileIds])))
    .orderBy(asc(sql`lower(${leaveCategories.name})`));
}

export async function profileNameTaken(db: Queryable, companyId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: leaveProfiles.id })
    .from(leaveProfiles)
    .where(
      and(
        eq(leaveProfiles.companyId, companyId),
        sql`lower(${leaveProfiles.name}) = lower(${name})`,
        exceptId ? ne(leaveProfiles.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertProfile(db: Queryable, row: typeof leaveProfiles.$inferInsert) {
  const [created] = await db.insert(leaveProfiles).values(row).returning();
  return created!;
}

export const updateProfile = (
  db: Queryable,
  companyId: string,
  change: { id: string; expectedVersion: number; set: Partial<typeof leaveProfiles.$inferInsert> },
) => updateVersioned(db, companyId, { table: leaveProfiles, ...change });

export async function setProfilePolicies(db: Queryable, companyId: string, profileId: string, policyIds: readonly string[]) {
  await db
    .delete(leaveProfilePolicies)
    .where(and(eq(leaveProfilePolicies.companyId, companyId), eq(leaveProfilePolicies.profileId, profileId)));
  if (policyIds.length) await db.insert(leaveProfilePolicies).values(policyIds.map((policyId) => ({ companyId, profileId, policyId })));
}

export async function removeProfile(db: Queryable, companyId: string, id: string) {
  await db.delete(leaveProfiles).where(and(eq(leaveProfiles.companyId, companyId), eq(leaveProfiles.id, id)));
}

// ---- assignments

const assignmentColumns = {
  assignment: leaveAssignments,
  employeeName,
  employmentNumber: employees.employmentNumber,
  profileName: leaveProfiles.name,
};
const assignmentEmployeeJoin = and(eq(employees.companyId, leaveAssignments.companyId), eq(employees.id, leaveAssignments.employeeId));
const assignmentProfileJoin = and(
  eq(leaveProfiles.companyId, leaveAssignments.companyId),
  eq(leaveProfiles.id, leaveAssignments.profileId),
);
export type AssignmentListRow = { assignment: AssignmentRow; employeeName: string; employmentNumber: string; profileName: string };

/** Each employee's assignment in force on `date` (the latest from on or before it). */
export async function assignedTable(db: Queryable, companyId: string, request: TableRequest, date: string) {
  const text = request.search.value.trim();
  const { limit, offset } = pageOf(request);
  const latest = sql`${leaveAssignments.effectiveFrom} = (select max(b.effective_from) from ${leaveAssignments} b where b.company_id = ${leaveAssignments.companyId} and b.employee_id = ${leaveAssignments.employeeId} and b.effective_from <= ${date})`;
  const sortable = {
    employeeName: sql`lower(${employeeName})`,
    profileName: sql`lower(${leaveProfiles.name})`,
    effectiveFrom: leaveAssignments.effectiveFrom,
  };
  return searchTable<AssignmentListRow>(
    (where) => ({
      rows: db
        .select(assignmentColumns)
        .from(leaveAssignments)
        .innerJoin(employees, assignmentEmployeeJoin)
        .innerJoin(leaveProfiles, assignmentProfileJoin)
        .where(where)
        .orderBy(...orderOf(request, sortable, [sql`lower(${employeeName})`, sql`${leaveAssignments.id}`]))
        .limit(limit)
        .offset(offset),
      count: (filter) =>
        db
          .select({ value: count() })
          .from(leaveAssignments)
          .innerJoin(employees, assignmentEmployeeJoin)
          .innerJoin(leaveProfiles, assignmentProfileJoin)
          .where(filter),
    }),
    and(eq(leaveAssignments.companyId, companyId), latest),
    text ? or(ilike(employeeName, likePattern(text)), ilike(employees.employmentNumber, likePattern(text))) : undefined,
  );
}

export async function assignmentHistory(db: Queryable, companyId: string, employeeId: string): Promise<AssignmentListRow[]> {
  return db
    .select(assignmentColumns)
    .from(leaveAssignments)
    .innerJoin(employees, assignmentEmployeeJoin)
    .innerJoin(leaveProfiles, assignmentProfileJoin)
    .where(and(eq(leaveAssignments.companyId, companyId), eq(leaveAssignments.employeeId, employeeId)))
    .orderBy(desc(leaveAssignments.effectiveFrom));
}

export async function findAssignment(db: Queryable, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(leaveAssignments)
    .where(and(eq(leaveAssignments.companyId, companyId), eq(leaveAssignments.id, id)));
  return row;
}

/** Adds the assignment, or replaces the one of the same employee and date. */
export async function upsertAssignment(db: Queryable, row: typeof leaveAssignments.$inferInsert) {
  const [written] = await db
    .insert(leaveAssignments)
    .values(row)
    .onConflictDoUpdate({
      target: [leaveAssignments.companyId, leaveAssignments.employeeId, leaveAssignments.effectiveFrom],
      set: { profileId: row.profileId, startingDays: row.startingDays, createdBy: row.createdBy, createdAt: row.createdAt },
    })
    .returning();
  return written!;
}

export async function removeAssignment(db: Queryable, companyId: string, id: string) {
  await db.delete(leaveAssignments).where(and(eq(leaveAssignments.companyId, companyId), eq(leaveAssignments.id, id)));
}

export async function profileAssigned(db: Queryable, companyId: string, profileId: string) {
  const [row] = await db
    .select({ id: leaveAssignments.id })
    .from(leaveAssignments)
    .where(and(eq(leaveAssignments.companyId, companyId), eq(leaveAssignments.profileId, profileId)))
    .limit(1);
  return row !== undefined;
}

/** Every assignment of these employees, oldest first (the one in force on a date is the last on or before it). */
export async function assignmentsOf(db: Queryable, companyId: string, employeeIds: readonly string[]): Promise<AssignmentRow[]> {
  if (employeeIds.length === 0) return [];
  return db
    .select()
    .from(leaveAssignments)
    .where(and(eq(leaveAssignments.companyId, companyId), inArray(leaveAssignments.employeeId, [...employeeIds])))
    .orderBy(asc(leaveAssignments.effectiveFrom));
}

// ---- balance reads (the ledger of some employees on a date)

/**
 * Lists of employees up to this long (the balance routes' limit) are read by id; a longer one (a
 * payrun's thousands) by company, one scan of each table, and matched in memory by the caller: the
 * database matches a list of thousands of ids more slowly than it reads the company's rows.
 */
export const READ_BY_ID_UP_TO = 500;

/** The condition on an employee column of a balance read: the ids, or none (the whole company) for a long list. */
export const employeesAmong = (column: AnyPgColumn, employeeIds: readonly string[]): SQL | undefined =>
  employeeIds.length > READ_BY_ID_UP_TO ? undefined : inArray(column, [...employeeIds]);

/**
 * The assignments from on or before `through` (the one in force on a date is the last on or before
 * it), oldest first, each with what a balance reads of its employee; an employee without one has no balance.
 */
export async function balanceAssignments(db: Queryable, companyId: string, employeeIds: readonly string[], through: string) {
  if (employeeIds.length === 0) return [];
  return db
    .select({
      employeeId: leaveAssignments.employeeId,
      profileId: leaveAssignments.profileId,
      effectiveFrom: leaveAssignments.effectiveFrom,
      startingDays: leaveAssignments.startingDays,
      name: employeeName,
      hiringDate: employees.hiringDate,
      cessationDate: employees.cessationDate,
    })
    .from(leaveAssignments)
    .innerJoin(employees, assignmentEmployeeJoin)
    .where(
      and(
        eq(leaveAssignments.companyId, companyId),
        employeesAmong(leaveAssignments.employeeId, employeeIds),
        lte(leaveAssignments.effectiveFrom, through),
      ),
    )
    .orderBy(asc(leaveAssignments.effectiveFrom));
}

/**
 * The requests holding days (pending or approved) a balance on `through` counts: from on or before
 * it (the balance at the end of a day reads no later entry), of the categories asked for.
 */
export async function balanceRequests(
  db: Queryable,
  companyId: string,
  employeeIds: readonly string[],
  narrow: { through: string; categoryIds?: readonly string[] | undefined },
) {
  if (employeeIds.length === 0 || narrow.categoryIds?.length === 0) return [];
  return db
    .select({
      id: leaveRequests.id,
      employeeId: leaveRequests.employeeId,
      categoryId: leaveRequests.categoryId,
      status: leaveRequests.status,
      byDate: leaveRequests.byDate,
    })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.companyId, companyId),
        employeesAmong(leaveRequests.employeeId, employeeIds),
        inArray(leaveRequests.status, ['pending', 'approved']),
        lte(leaveRequests.fromDate, narrow.through),
        narrow.categoryIds ? inArray(leaveRequests.categoryId, [...narrow.categoryIds]) : undefined,
      ),
    );
}

/** The policies of these profiles (of the categories asked for), with their categories, by category name. */
export async function balancePolicies(
  db: Queryable,
  companyId: string,
  profileIds: readonly string[],
  categoryIds?: readonly string[] | undefined,
) {
  if (profileIds.length === 0 || categoryIds?.length === 0) return [];
  return db
    .select({
      profileId: leaveProfilePolicies.profileId,
      policy: leavePolicies,
      categoryName: leaveCategories.name,
      categoryCode: leaveCategories.code,
    })
    .from(leaveProfilePolicies)
    .innerJoin(
      leavePolicies,
      and(eq(leavePolicies.companyId, leaveProfilePolicies.companyId), eq(leavePolicies.id, leaveProfilePolicies.policyId)),
    )
    .innerJoin(leaveCategories, categoryJoin)
    .where(
      and(
        eq(leaveProfilePolicies.companyId, companyId),
        inArray(leaveProfilePolicies.profileId, [...profileIds]),
        categoryIds ? inArray(leavePolicies.categoryId, [...categoryIds]) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${leaveCategories.name})`));
}

// ---- employees

/** What the engine needs of each employee, with their sign-in (the approval's requester). */
export async function employeeFacts(db: Queryable, companyId: string, employeeIds: readonly string[]) {
  if (employeeIds.length === 0) return [];
  return db
    .select({
      id: employees.id,
      name: employeeName,
      employmentNumber: employees.employmentNumber,
      hiringDate: employees.hiringDate,
      cessationDate: employees.cessationDate,
      gender: employees.gender,
      employmentType: employees.employmentType,
      confirmationDate: employees.confirmationDate,
      nationality: employees.nationality,
      managerId: employees.managerId,
      userId: users.id,
    })
    .from(employees)
    .leftJoin(users, and(eq(users.companyId, employees.companyId), eq(users.employeeId, employees.id)))
    .where(and(eq(employees.companyId, companyId), inArray(employees.id, [...employeeIds])));
}

/** The ids of the employees the caller reaches, among `ids` (or the first `limit` by name). */
export async function reachableEmployeeIds(
  db: Queryable,
  companyId: string,
  reach: Reach,
  ids: readonly string[] | undefined,
  limit: number,
) {
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, companyId),
        reachCondition(reach),
        ids ? (ids.length ? inArray(employees.id, [...ids]) : sql`false`) : undefined,
      ),
    )
    .orderBy(sql`lower(${employeeName})`)
    .limit(limit);
  return rows.map((row) => row.id);
}

// ---- requests

const requestColumns = {
  request: leaveRequests,
  employeeName,
  employmentNumber: employees.employmentNumber,
  categoryName: leaveCategories.name,
};
const requestEmployeeJoin = and(eq(employees.companyId, leaveRequests.companyId), eq(employees.id, leaveRequests.employeeId));
const requestCategoryJoin = and(eq(leaveCategories.companyId, leaveRequests.companyId), eq(leaveCategories.id, leaveRequests.categoryId));
export type RequestListRow = { request: RequestRow; employeeName: string; employmentNumber: string; categoryName: string };

export async function requestTable(
  db: Queryable,
  companyId: string,
  input: { reach: Reach; request: TableRequest; status?: string | undefined; employeeId?: string | undefined },
) {
  const text = input.request.search.value.trim();
  const { limit, offset } = pageOf(input.request);
  const sortable = { from: leaveRequests.fromDate, employeeName: sql`lower(${employeeName})`, createdAt: leaveRequests.createdAt };
  return searchTable<RequestListRow>(
    (where) => ({
      rows: db
        .select(requestColumns)
        .from(leaveRequests)
        .innerJoin(employees, requestEmployeeJoin)
        .innerJoin(leaveCategories, requestCategoryJoin)
        .where(where)
        .orderBy(
          ...orderOf(input.request, sortable, [desc(leaveRequests.fromDate), desc(leaveRequests.createdAt), sql`${leaveRequests.id}`]),
        )
        .limit(limit)
        .offset(offset),
      count: (filter) =>
        db
          .select({ value: count() })
          .from(leaveRequests)
          .innerJoin(employees, requestEmployeeJoin)
          .innerJoin(leaveCategories, requestCategoryJoin)
          .where(filter),
    }),
    and(
      eq(leaveRequests.companyId, companyId),
      reachCondition(input.reach),
      input.status ? eq(leaveRequests.status, input.status) : undefined,
      input.employeeId ? eq(leaveRequests.employeeId, input.employeeId) : undefined,
    ),
    text ? or(ilike(employeeName, likePattern(text)), ilike(leaveCategories.name, likePattern(text))) : undefined,
  );
}

export async function findRequest(db: Queryable, companyId: string, id: string, reach: Reach): Promise<RequestListRow | undefined> {
  const [row] = await db
    .select(requestColumns)
    .from(leaveRequests)
    .innerJoin(employees, requestEmployeeJoin)
    .innerJoin(leaveCategories, requestCategoryJoin)
    .where(and(eq(leaveRequests.companyId, companyId), eq(leaveRequests.id, id), reachCondition(reach)));
  return row;
}

export async function lockRequest(db: Queryable, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(leaveRequests)
    .where(and(eq(leaveRequests.companyId, companyId), eq(leaveRequests.id, id)))
    .for('update');
  return row;
}

export async function insertRequest(db: Queryable, row: typeof leaveRequests.$inferInsert) {
  const [created] = await db.insert(leaveRequests).values(row).returning();
  return created!;
}

export async function setRequest(db: Queryable, companyId: string, id: string, set: Partial<typeof leaveRequests.$inferInsert>) {
  await db
    .update(leaveRequests)
    .set({ ...set, version: sql`${leaveRequests.version} + 1` })
    .where(and(eq(leaveRequests.companyId, companyId), eq(leaveRequests.id, id)));
}

/** Requests that hold days (pending or approved) of these employees, optionally over [from, to]. */
export async function holdingRequests(
  db: Queryable,
  companyId: string,
  employeeIds: readonly string[],
  range?: { from: string; to: string },
): Promise<RequestRow[]> {
  if (employeeIds.length === 0) return [];
  return db
    .select()
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.companyId, companyId),
        inArray(leaveRequests.employeeId, [...employeeIds]),
        inArray(leaveRequests.status, ['pending', 'approved']),
        range ? and(lte(leaveRequests.fromDate, range.to), gte(leaveRequests.toDate, range.from)) : undefined,
      ),
    );
}

export async function upcoming(db: Queryable, companyId: string, employeeIds: readonly string[], from: string): Promise<RequestListRow[]> {
  if (employeeIds.length === 0) return [];
  return db
    .select(requestColumns)
    .from(leaveRequests)
    .innerJoin(employees, requestEmployeeJoin)
    .innerJoin(leaveCategories, requestCategoryJoin)
    .where(
      and(
        eq(leaveRequests.companyId, companyId),
        inArray(leaveRequests.employeeId, [...employeeIds]),
        inArray(leaveRequests.status, ['pending', 'approved']),
        gte(leaveRequests.toDate, from),
      ),
    )
    .orderBy(asc(leaveRequests.fromDate), asc(employeeName))
    .limit(200);
}

/** The attachment of a leave request, as a list (none or one): what its approvers open. */
export async function requestAttachmentIds(db: Queryable, companyId: string, requestId: string): Promise<string[]> {
  const [row] = await db
    .select({ fileId: leaveRequests.attachmentFileId })
    .from(leaveRequests)
    .where(and(eq(leaveRequests.companyId, companyId), eq(leaveRequests.id, requestId)));
  return row?.fileId ? [row.fileId] : [];
}
