import { and, count, desc, eq, gte, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { OverworkStatus, TableRequest, ThresholdTarget } from '@tenaga/contracts';
import {
  convertedLeaves,
  employees,
  overworkRequests,
  overworkThresholdAssignments,
  overworkThresholds,
  sites,
  users,
} from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';
import { updateVersioned } from '../../db/update-versioned.ts';
import { likePattern, orderOf, pageOf } from '../../lib/table.ts';
import type { DatedThreshold } from './attendance-overwork.rules.ts';

export type ThresholdRow = typeof overworkThresholds.$inferSelect & { assignments: number };
export type OverworkRequestRow = typeof overworkRequests.$inferSelect;
export type ConvertedLeaveRow = typeof convertedLeaves.$inferSelect;

/** Whose overwork a caller reaches: everyone, a manager's team (with themselves), or themselves. */
export type OverworkReach = { kind: 'all' } | { kind: 'team'; employeeId: string } | { kind: 'self'; employeeId: string };

const employeeName = sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`;

// ---- thresholds

const assignmentCount = sql<number>`(select count(*)::int from ${overworkThresholdAssignments} a where a.company_id = "overwork_thresholds"."company_id" and a.threshold_id = "overwork_thresholds"."id")`;

export async function thresholdTable(db: Queryable, companyId: string, request: TableRequest) {
  const scope = eq(overworkThresholds.companyId, companyId);
  const text = request.search.value.trim();
  const search = text ? sql`lower(${overworkThresholds.name}) like ${likePattern(text.toLowerCase())}` : undefined;
  const { limit, offset } = pageOf(request);
  const rows = await db
    .select({ threshold: overworkThresholds, assignments: assignmentCount })
    .from(overworkThresholds)
    .where(and(scope, search))
    .orderBy(
      ...orderOf(request, { name: sql`lower(${overworkThresholds.name})`, updatedAt: overworkThresholds.updatedAt }, [
        sql`lower(${overworkThresholds.name})`,
        sql`${overworkThresholds.id}`,
      ]),
    )
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ value: count() }).from(overworkThresholds).where(scope);
  const [filtered] = search ? await db.select({ value: count() }).from(overworkThresholds).where(and(scope, search)) : [total];
  return {
    rows: rows.map((row) => ({ ...row.threshold, assignments: row.assignments })),
    recordsTotal: total?.value ?? 0,
    recordsFiltered: filtered?.value ?? 0,
  };
}

export async function findThreshold(db: Queryable, companyId: string, id: string): Promise<ThresholdRow | undefined> {
  const [row] = await db
    .select({ threshold: overworkThresholds, assignments: assignmentCount })
    .from(overworkThresholds)
    .where(and(eq(overworkThresholds.companyId, companyId), eq(overworkThresholds.id, id)));
  return row && { ...row.threshold, assignments: row.assignments };
}

export async function thresholdNameTaken(db: Queryable, companyId: string, input: { name: string; exceptId?: string | undefined }) {
  const [row] = await db
    .select({ id: overworkThresholds.id })
    .from(overworkThresholds)
    .where(
      and(
        eq(overworkThresholds.companyId, companyId),
        sql`lower(${overworkThresholds.name}) = lower(${input.name})`,
        input.exceptId ? ne(overworkThresholds.id, input.exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertThreshold(db: Queryable, row: typeof overworkThresholds.$inferInsert) {
  const [created] = await db.insert(overworkThresholds).values(row).returning();
  return created!;
}

export function updateThreshold(
  db: Queryable,
  companyId: string,
  change: { id: string; expectedVersion: number; set: Partial<typeof overworkThresholds.$inferInsert> },
) {
  return updateVersioned(db, companyId, {
    table: overworkThresholds,
    id: change.id,
    expectedVersion: change.expectedVersion,
    set: change.set,
  });
}

export async function deleteThreshold(db: Queryable, companyId: string, id: string) {
  await db.delete(overworkThresholds).where(and(eq(overworkThresholds.companyId, companyId), eq(overworkThresholds.id, id)));
}

// ---- assignments

/** Which of these ids are the company's employees or sites. */
export async function existingTargets(db: Queryable, companyId: string, targetType: ThresholdTarget, ids: readonly string[]) {
  const table = targetType === 'employee' ? employees : sites;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.companyId, companyId), inArray(table.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/** Assigns from a date; the same target and date again takes the new threshold. */
export async function upsertAssignments(
  db: Queryable,
  companyId: string,
  input: { thresholdId: string; targetType: ThresholdTarget; targetIds: readonly string[]; effectiveFrom: string },
) {
  if (input.targetIds.length === 0) return;
  await db
    .insert(overworkThresholdAssignments)
    .values(
      input.targetIds.map((targetId) => ({
        companyId,
        thresholdId: input.thresholdId,
        targetType: input.targetType,
        targetId,
        effectiveFrom: input.effectiveFrom,
      })),
    )
    .onConflictDoUpdate({
      target: [
        overworkThresholdAssignments.companyId,
        overworkThresholdAssignments.targetType,
        overworkThresholdAssignments.targetId,
        overworkThresholdAssignments.effectiveFrom,
      ],
      set: { thresholdId: input.thresholdId },
    });
}

export async function assignmentTable(db: Queryable, companyId: string, targetType: ThresholdTarget, request: TableRequest) {
  const a = overworkThresholdAssignments;
  const text = request.search.value.trim().toLowerCase();
  const pattern = text ? likePattern(text) : null;
  const isEmployee = targetType === 'employee';
  const targetName = isEmployee ? employeeName : sql<string>`${sites.name}`;
  const joined = (select: Parameters<Queryable['select']>[0]) => {
    const base = db
      .select(select)
      .from(a)
      .innerJoin(overworkThresholds, and(eq(overworkThresholds.companyId, a.companyId), eq(overworkThresholds.id, a.thresholdId)));
    return isEmployee
      ? base.innerJoin(employees, and(eq(employees.companyId, a.companyId), eq(employees.id, a.targetId)))
      : base.innerJoin(sites, and(eq(sites.companyId, a.companyId), eq(sites.id, a.targetId)));
  };
  const scope = and(eq(a.companyId, companyId), eq(a.targetType, targetType));
  const search: SQL | undefined = pattern
    ? isEmployee
      ? or(sql`lower(${employeeName}) like ${pattern}`, sql`lower(${employees.employmentNumber}) like ${pattern}`)
      : sql`lower(${sites.name}) like ${pattern}`
    : undefined;
  const { limit, offset } = pageOf(request);
  const rows = (await joined({
    id: a.id,
    targetType: a.targetType,
    targetId: a.targetId,
    targetName,
    employmentNumber: isEmployee ? employees.employmentNumber : sql<string>`''`,
    thresholdId: a.thresholdId,
    thresholdName: overworkThresholds.name,
    effectiveFrom: a.effectiveFrom,
  })
    .where(and(scope, search))
    .orderBy(
      ...orderOf(
        request,
        { targetName: sql`lower(${targetName})`, effectiveFrom: a.effectiveFrom, thresholdName: sql`lower(${overworkThresholds.name})` },
        [sql`lower(${targetName})`, desc(a.effectiveFrom), sql`${a.id}`],
      ),
    )
    .limit(limit)
    .offset(offset)) as {
    id: string;
    targetType: ThresholdTarget;
    targetId: string;
    targetName: string;
    employmentNumber: string;
    thresholdId: string;
    thresholdName: string;
    effectiveFrom: string;
  }[];
  const [total] = (await joined({ value: count() }).where(scope)) as { value: number }[];
  const [filtered] = search ? ((await joined({ value: count() }).where(and(scope, search))) as { value: number }[]) : [total];
  return { rows, recordsTotal: total?.value ?? 0, recordsFiltered: filtered?.value ?? 0 };
}

export async function findAssignment(db: Queryable, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(overworkThresholdAssignments)
    .where(and(eq(overworkThresholdAssignments.companyId, companyId), eq(overworkThresholdAssignments.id, id)));
  return row;
}

export async function deleteAssignment(db: Queryable, companyId: string, id: string) {
  await db
    .delete(overworkThresholdAssignments)
    .where(and(eq(overworkThresholdAssignments.companyId, companyId), eq(overworkThresholdAssignments.id, id)));
}

/** Every assignment of the company with its limits, for resolving thresholds in bulk. */
export async function datedThresholds(db: Queryable, companyId: string): Promise<DatedThreshold[]> {
  const rows = await db
    .select({
      targetType: overworkThresholdAssignments.targetType,
      targetId: overworkThresholdAssignments.targetId,
      effectiveFrom: overworkThresholdAssignments.effectiveFrom,
      dailyMinutes: overworkThresholds.dailyMinutes,
      weeklyMinutes: overworkThresholds.weeklyMinutes,
      monthlyMinutes: overworkThresholds.monthlyMinutes,
    })
    .from(overworkThresholdAssignments)
    .innerJoin(
      overworkThresholds,
      and(
        eq(overworkThresholds.companyId, overworkThresholdAssignments.companyId),
        eq(overworkThresholds.id, overworkThresholdAssignments.thresholdId),
      ),
    )
    .where(eq(overworkThresholdAssignments.companyId, companyId));
  return rows.map((row) => ({
    targetType: row.targetType as ThresholdTarget,
    targetId: row.targetId,
    effectiveFrom: row.effectiveFrom,
    limits: { dailyMinutes: row.dailyMinutes, weeklyMinutes: row.weeklyMinutes, monthlyMinutes: row.monthlyMinutes },
  }));
}

// ---- employees as this module needs them

/** Each employee's site and sign-in account (the requester of their overwork), when they have them. */
export async function peopleFacts(db: Queryable, companyId: string, employeeIds: readonly string[]) {
  if (employeeIds.length === 0) return new Map<string, { siteId: string | null; userId: string | null; name: string }>();
  const rows = await db
    .select({ id: employees.id, siteId: employees.siteId, userId: users.id, name: employeeName })
    .from(employees)
    .leftJoin(users, and(eq(users.companyId, employees.companyId), eq(users.employeeId, employees.id)))
    .where(and(eq(employees.companyId, companyId), inArray(employees.id, [...employeeIds])));
  return new Map(rows.map((row) => [row.id, { siteId: row.siteId, userId: row.userId, name: row.name }]));
}

// ---- overwork requests

export async function overworkDates(db: Queryable, companyId: string, input: { from: string; to: string }) {
  const rows = await db
    .select({ employeeId: overworkRequests.employeeId, workDate: overworkRequests.workDate })
    .from(overworkRequests)
    .where(
      and(eq(overworkRequests.companyId, companyId), gte(overworkRequests.workDate, input.from), lte(overworkRequests.workDate, input.to)),
    );
  return new Set(rows.map((row) => `${row.employeeId}|${row.workDate}`));
}

/** The new request, or undefined when the employee's date already has one (a concurrent check made it). */
export async function insertOverwork(db: Queryable, row: typeof overworkRequests.$inferInsert) {
  const [created] = await db.insert(overworkRequests).values(row).onConflictDoNothing().returning();
  return created;
}

export async function setApprovalRequest(db: Queryable, companyId: string, id: string, approvalRequestId: string) {
  await db
    .update(overworkRequests)
    .set({ approvalRequestId })
    .where(and(eq(overworkRequests.companyId, companyId), eq(overworkRequests.id, id)));
}

export async function lockOverwork(db: Queryable, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(overworkRequests)
    .where(and(eq(overworkRequests.companyId, companyId), eq(overworkRequests.id, id)))
    .for('update');
  return row;
}

export async function decide(
  db: Queryable,
  companyId: string,
  id: string,
  input: { status: OverworkStatus; decidedAt: Date; decidedBy: string | null; comment: string | null },
) {
  await db
    .update(overworkRequests)
    .set({
      status: input.status,
      decidedAt: input.decidedAt,
      decidedBy: input.decidedBy,
      decisionComment: input.comment,
      updatedAt: input.decidedAt,
      version: sql`${overworkRequests.version} + 1`,
    })
    .where(and(eq(overworkRequests.companyId, companyId), eq(overworkRequests.id, id)));
}

function reachCondition(reach: OverworkReach): SQL | undefined {
  if (reach.kind === 'all') return undefined;
  if (reach.kind === 'self') return eq(employees.id, reach.employeeId);
  return or(eq(employees.id, reach.employeeId), eq(employees.managerId, reach.employeeId));
}

const overworkColumns = {
  request: overworkRequests,
  employeeName,
  employmentNumber: employees.employmentNumber,
  convertedLeaveId: convertedLeaves.id,
  convertedMinutes: convertedLeaves.minutes,
};

export type OverworkListRow = {
  request: OverworkRequestRow;
  employeeName: string;
  employmentNumber: string;
  convertedLeaveId: string | null;
  convertedMinutes: number | null;
};

export async function overworkTable(
  db: Queryable,
  companyId: string,
  input: {
    reach: OverworkReach;
    request: TableRequest;
    status?: OverworkStatus[] | undefined;
    from?: string | undefined;
    to?: string | undefined;
    /** Only dates whose overtime counts: approved, or rejected with minutes within the threshold. */
    counting?: boolean;
  },
) {
  const joined = (select: typeof overworkColumns | { value: ReturnType<typeof count> }) =>
    db
      .select(select)
      .from(overworkRequests)
      .innerJoin(employees, and(eq(employees.companyId, overworkRequests.companyId), eq(employees.id, overworkRequests.employeeId)))
      .leftJoin(
        convertedLeaves,
        and(eq(convertedLeaves.companyId, overworkRequests.companyId), eq(convertedLeaves.overworkId, overworkRequests.id)),
      );
  const scope = and(
    eq(overworkRequests.companyId, companyId),
    reachCondition(input.reach),
    input.status ? inArray(overworkRequests.status, input.status) : undefined,
    input.from ? gte(overworkRequests.workDate, input.from) : undefined,
    input.to ? lte(overworkRequests.workDate, input.to) : undefined,
    input.counting
      ? or(eq(overworkRequests.status, 'approved'), sql`${overworkRequests.overtimeMinutes} > ${overworkRequests.excessMinutes}`)
      : undefined,
  );
  const text = input.request.search.value.trim().toLowerCase();
  const pattern = text ? likePattern(text) : null;
  const search = pattern
    ? or(sql`lower(${employeeName}) like ${pattern}`, sql`lower(${employees.employmentNumber}) like ${pattern}`)
    : undefined;
  const { limit, offset } = pageOf(input.request);
  const rows = (await joined(overworkColumns)
    .where(and(scope, search))
    .orderBy(
      ...orderOf(
        input.request,
        {
          workDate: overworkRequests.workDate,
          employeeName: sql`lower(${employeeName})`,
          overtimeMinutes: overworkRequests.overtimeMinutes,
          excessMinutes: overworkRequests.excessMinutes,
          status: overworkRequests.status,
        },
        [desc(overworkRequests.workDate), sql`lower(${employeeName})`, sql`${overworkRequests.id}`],
      ),
    )
    .limit(limit)
    .offset(offset)) as OverworkListRow[];
  const [total] = (await joined({ value: count() }).where(scope)) as { value: number }[];
  const [filtered] = search ? ((await joined({ value: count() }).where(and(scope, search))) as { value: number }[]) : [total];
  return { rows, recordsTotal: total?.value ?? 0, recordsFiltered: filtered?.value ?? 0 };
}

export async function findOverwork(db: Queryable, companyId: string, id: string, reach: OverworkReach) {
  const [row] = (await db
    .select(overworkColumns)
    .from(overworkRequests)
    .innerJoin(employees, and(eq(employees.companyId, overworkRequests.companyId), eq(employees.id, overworkRequests.employeeId)))
    .leftJoin(
      convertedLeaves,
      and(eq(convertedLeaves.companyId, overworkRequests.companyId), eq(convertedLeaves.overworkId, overworkRequests.id)),
    )
    .where(and(eq(overworkRequests.companyId, companyId), eq(overworkRequests.id, id), reachCondition(reach)))) as OverworkListRow[];
  return row;
}

/** Requests of these employees in [from, to] with the minutes converted from each. */
export async function overworkBetween(
  db: Queryable,
  companyId: string,
  input: { employeeIds: readonly string[]; from: string; to: string },
) {
  if (input.employeeIds.length === 0) return [];
  return db
    .select({ request: overworkRequests, convertedMinutes: convertedLeaves.minutes })
    .from(overworkRequests)
    .leftJoin(
      convertedLeaves,
      and(eq(convertedLeaves.companyId, overworkRequests.companyId), eq(convertedLeaves.overworkId, overworkRequests.id)),
    )
    .where(
      and(
        eq(overworkRequests.companyId, companyId),
        inArray(overworkRequests.employeeId, [...input.employeeIds]),
        gte(overworkRequests.workDate, input.from),
        lte(overworkRequests.workDate, input.to),
      ),
    );
}

// ---- converted leave

export async function insertConverted(db: Queryable, row: typeof convertedLeaves.$inferInsert) {
  const [created] = await db.insert(convertedLeaves).values(row).returning();
  return created!;
}

const convertedColumns = {
  leave: convertedLeaves,
  employeeName,
  createdByName: sql<
    string | null
  >`(select trim(u.first_name || ' ' || u.last_name) from ${users} u where u.company_id = ${convertedLeaves.companyId} and u.id = ${convertedLeaves.createdBy})`,
};

export async function findConverted(db: Queryable, companyId: string, id: string, reach: OverworkReach) {
  const [row] = await db
    .select(convertedColumns)
    .from(convertedLeaves)
    .innerJoin(employees, and(eq(employees.companyId, convertedLeaves.companyId), eq(employees.id, convertedLeaves.employeeId)))
    .where(and(eq(convertedLeaves.companyId, companyId), eq(convertedLeaves.id, id), reachCondition(reach)));
  return row;
}

/** The converted leave of these employees on the work dates of [from, to], by work date. */
export async function convertedBetween(
  db: Queryable,
  companyId: string,
  input: { employeeIds: readonly string[]; from: string; to: string },
) {
  if (input.employeeIds.length === 0) return [];
  return db
    .select(convertedColumns)
    .from(convertedLeaves)
    .innerJoin(employees, and(eq(employees.companyId, convertedLeaves.companyId), eq(employees.id, convertedLeaves.employeeId)))
    .where(
      and(
        eq(convertedLeaves.companyId, companyId),
        inArray(convertedLeaves.employeeId, [...input.employeeIds]),
        gte(convertedLeaves.workDate, input.from),
        lte(convertedLeaves.workDate, input.to),
      ),
    )
    .orderBy(convertedLeaves.workDate);
}
