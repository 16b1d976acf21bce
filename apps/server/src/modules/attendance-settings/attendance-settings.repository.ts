import { and, asc, count, eq, gte, ilike, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Employment, TableRequest } from '@tenaga/contracts';
import {
  attendanceSettingAssignments,
  attendanceSettings,
  employees,
  rosterAssignments,
  rosterOverrides,
  shifts,
} from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';
import { likePattern, orderOf, pageOf } from '../../lib/table.ts';

export type SettingRow = typeof attendanceSettings.$inferSelect;
export type SettingAssignmentRow = typeof attendanceSettingAssignments.$inferSelect;
export type ShiftRow = typeof shifts.$inferSelect;
export type RosterRow = typeof rosterAssignments.$inferSelect;
export type OverrideRow = typeof rosterOverrides.$inferSelect;

const fullNameSql = sql<string>`trim(${employees.firstName} || ' ' || ${employees.lastName})`;

// ———————————————————————————————— settings ————————————————————————————————

const SETTING_SORTS = { name: sql`lower(${attendanceSettings.name})`, updatedAt: attendanceSettings.updatedAt };

export async function settingsTable(db: Queryable, companyId: string, employment: Employment, request: TableRequest) {
  const scope = and(eq(attendanceSettings.companyId, companyId), eq(attendanceSettings.employment, employment));
  const text = request.search.value.trim();
  const search = text ? ilike(attendanceSettings.name, likePattern(text)) : undefined;
  const { limit, offset } = pageOf(request);
  const rows = await db
    .select()
    .from(attendanceSettings)
    .where(and(scope, search))
    .orderBy(...orderOf(request, SETTING_SORTS, [sql`lower(${attendanceSettings.name})`, sql`${attendanceSettings.id}`]))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ value: count() }).from(attendanceSettings).where(scope);
  const [filtered] = search ? await db.select({ value: count() }).from(attendanceSettings).where(and(scope, search)) : [total];
  return { rows, recordsTotal: total?.value ?? 0, recordsFiltered: filtered?.value ?? 0 };
}

export async function findSetting(db: Queryable, companyId: string, id: string, options: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(attendanceSettings)
    .where(and(eq(attendanceSettings.companyId, companyId), eq(attendanceSettings.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function settingNameTaken(db: Queryable, companyId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: attendanceSettings.id })
    .from(attendanceSettings)
    .where(
      and(
        eq(attendanceSettings.companyId, companyId),
        sql`lower(${attendanceSettings.name}) = lower(${name})`,
        exceptId ? ne(attendanceSettings.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export function settingOptions(db: Queryable, companyId: string) {
  return db
    .select({ id: attendanceSettings.id, name: attendanceSettings.name, employment: attendanceSettings.employment })
    .from(attendanceSettings)
    .where(eq(attendanceSettings.companyId, companyId))
    .orderBy(asc(sql`lower(${attendanceSettings.name})`));
}

/** Employees each setting is assigned to, by setting id. */
export async function settingEmployeeCounts(db: Queryable, companyId: string, settingIds: readonly string[]) {
  if (settingIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({
      settingId: attendanceSettingAssignments.settingId,
      value: sql<number>`count(distinct ${attendanceSettingAssignments.employeeId})::int`,
    })
    .from(attendanceSettingAssignments)
    .where(and(eq(attendanceSettingAssignments.companyId, companyId), inArray(attendanceSettingAssignments.settingId, [...settingIds])))
    .groupBy(attendanceSettingAssignments.settingId);
  return new Map(rows.map((row) => [row.settingId, Number(row.value)]));
}

// ———————————————————————————————— setting assignments ————————————————————————————————

export function settingAssignmentsWithNames(db: Queryable, companyId: string, search: string) {
  const text = search.trim();
  return db
    .select({
      id: attendanceSettingAssignments.id,
      employeeId: attendanceSettingAssignments.employeeId,
      settingId: attendanceSettingAssignments.settingId,
      fromDate: attendanceSettingAssignments.fromDate,
      employeeName: fullNameSql,
      employmentNumber: employees.employmentNumber,
      settingName: attendanceSettings.name,
      employment: attendanceSettings.employment,
    })
    .from(attendanceSettingAssignments)
    .innerJoin(
      employees,
      and(eq(employees.companyId, attendanceSettingAssignments.companyId), eq(employees.id, attendanceSettingAssignments.employeeId)),
    )
    .innerJoin(
      attendanceSettings,
      and(
        eq(attendanceSettings.companyId, attendanceSettingAssignments.companyId),
        eq(attendanceSettings.id, attendanceSettingAssignments.settingId),
      ),
    )
    .where(
      and(
        eq(attendanceSettingAssignments.companyId, companyId),
        text
          ? or(ilike(employees.searchName, likePattern(text.toLowerCase())), ilike(attendanceSettings.name, likePattern(text)))
          : undefined,
      ),
    )
    .orderBy(asc(attendanceSettingAssignments.employeeId), asc(attendanceSettingAssignments.fromDate));
}

/** The setting assignments of these employees from on or before `until`, oldest first. */
export function settingAssignmentsOf(db: Queryable, companyId: string, employeeIds: readonly string[], until: string) {
  return db
    .select({
      employeeId: attendanceSettingAssignments.employeeId,
      fromDate: attendanceSettingAssignments.fromDate,
      setting: attendanceSettings,
    })
    .from(attendanceSettingAssignments)
    .innerJoin(
      attendanceSettings,
      and(
        eq(attendanceSettings.companyId, attendanceSettingAssignments.companyId),
        eq(attendanceSettings.id, attendanceSettingAssignments.settingId),
      ),
    )
    .where(
      and(
        eq(attendanceSettingAssignments.companyId, companyId),
        inArray(attendanceSettingAssignments.employeeId, [...employeeIds]),
        lte(attendanceSettingAssignments.fromDate, until),
      ),
    )
    .orderBy(asc(attendanceSettingAssignments.fromDate));
}

// ———————————————————————————————— shifts ————————————————————————————————

export function shiftsOf(db: Queryable, companyId: string, ids?: readonly string[]) {
  return db
    .select()
    .from(shifts)
    .where(and(eq(shifts.companyId, companyId), ids ? inArray(shifts.id, [...ids]) : undefined))
    .orderBy(asc(sql`lower(${shifts.name})`));
}

export async function findShift(db: Queryable, companyId: string, id: string, options: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(shifts)
    .where(and(eq(shifts.companyId, companyId), eq(shifts.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function shiftNameTaken(db: Queryable, companyId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: shifts.id })
    .from(shifts)
    .where(
      and(eq(shifts.companyId, companyId), sql`lower(${shifts.name}) = lower(${name})`, exceptId ? ne(shifts.id, exceptId) : undefined),
    )
    .limit(1);
  return row !== undefined;
}

/** The employees whose rosters or grid changes name each shift, by shift id. */
export async function shiftUsage(db: Queryable, companyId: string, shiftId?: string): Promise<Map<string, Set<string>>> {
  const [patterns, changes] = await Promise.all([
    db
      .select({ employeeId: rosterAssignments.employeeId, cycle: rosterAssignments.cycle })
      .from(rosterAssignments)
      .where(
        and(
          eq(rosterAssignments.companyId, companyId),
          shiftId ? sql`${rosterAssignments.cycle} @> ${JSON.stringify([shiftId])}::jsonb` : undefined,
        ),
      ),
    db
      .selectDistinct({ employeeId: rosterOverrides.employeeId, shiftId: rosterOverrides.shiftId })
      .from(rosterOverrides)
      .where(
        and(eq(rosterOverrides.companyId, companyId), shiftId ? eq(rosterOverrides.shiftId, shiftId) : isNotNull(rosterOverrides.shiftId)),
      ),
  ]);
  const usage = new Map<string, Set<string>>();
  const add = (shift: string, employeeId: string) => usage.set(shift, (usage.get(shift) ?? new Set()).add(employeeId));
  for (const row of patterns) for (const day of row.cycle) if (day) add(day, row.employeeId);
  for (const row of changes) if (row.shiftId) add(row.shiftId, row.employeeId);
  return usage;
}

// ———————————————————————————————— rosters and the grid ————————————————————————————————

export function rostersWithNames(db: Queryable, companyId: string, search: string) {
  const text = search.trim();
  return db
    .select({ roster: rosterAssignments, employeeName: fullNameSql, employmentNumber: employees.employmentNumber })
    .from(rosterAssignments)
    .innerJoin(employees, and(eq(employees.companyId, rosterAssignments.companyId), eq(employees.id, rosterAssignments.employeeId)))
    .where(and(eq(rosterAssignments.companyId, companyId), text ? ilike(employees.searchName, likePattern(text.toLowerCase())) : undefined))
    .orderBy(asc(rosterAssignments.employeeId), asc(rosterAssignments.fromDate), asc(rosterAssignments.createdAt));
}

/** The rosters of these employees in force at some point of [from, to], oldest first (a later one wins on a date). */
export function rostersOf(db: Queryable, companyId: string, employeeIds: readonly string[], range: { from: string; to: string }) {
  return db
    .select()
    .from(rosterAssignments)
    .where(
      and(
        eq(rosterAssignments.companyId, companyId),
        inArray(rosterAssignments.employeeId, [...employeeIds]),
        lte(rosterAssignments.fromDate, range.to),
        or(isNull(rosterAssignments.toDate), gte(rosterAssignments.toDate, range.from)),
      ),
    )
    .orderBy(asc(rosterAssignments.fromDate), asc(rosterAssignments.createdAt));
}

export function overridesOf(db: Queryable, companyId: string, employeeIds: readonly string[], range: { from: string; to: string }) {
  return db
    .select()
    .from(rosterOverrides)
    .where(
      and(
        eq(rosterOverrides.companyId, companyId),
        inArray(rosterOverrides.employeeId, [...employeeIds]),
        gte(rosterOverrides.date, range.from),
        lte(rosterOverrides.date, range.to),
      ),
    );
}

// ———————————————————————————————— employees ————————————————————————————————

const workingOn = (date: string) => or(isNull(employees.cessationDate), gte(employees.cessationDate, date));

/**
 * The employees a bulk assignment reaches: those picked (who must exist), and everyone working on
 * `from` in the departments and sites named. Unknown picked ids come back as `unknown`.
 */
export async function selectedEmployees(
  db: Queryable,
  companyId: string,
  selection: { employeeIds: readonly string[]; departmentIds: readonly string[]; siteIds: readonly string[] },
  from: string,
) {
  const picked = selection.employeeIds.length
    ? await db
        .select({ id: employees.id })
        .from(employees)
        .where(and(eq(employees.companyId, companyId), inArray(employees.id, [...selection.employeeIds])))
    : [];
  const groups =
    selection.departmentIds.length || selection.siteIds.length
      ? await db
          .select({ id: employees.id })
          .from(employees)
          .where(
            and(
              eq(employees.companyId, companyId),
              workingOn(from),
              or(
                selection.departmentIds.length ? inArray(employees.departmentId, [...selection.departmentIds]) : undefined,
                selection.siteIds.length ? inArray(employees.siteId, [...selection.siteIds]) : undefined,
              ),
            ),
          )
      : [];
  const found = new Set(picked.map((row) => row.id));
  return {
    ids: [...new Set([...found, ...groups.map((row) => row.id)])],
    unknown: selection.employeeIds.filter((id) => !found.has(id)),
  };
}

/** A page of the employees working at some point of [from, to] (or only `onlyId`), by name, and how many match. */
export async function gridEmployees(
  db: Queryable,
  companyId: string,
  query: { from: string; to: string; search: string; start: number; limit: number; onlyIds?: readonly string[] },
) {
  const text = query.search.trim().toLowerCase();
  const where = and(
    eq(employees.companyId, companyId),
    workingOn(query.from),
    or(isNull(employees.hiringDate), lte(employees.hiringDate, query.to)),
    text ? ilike(employees.searchName, likePattern(text)) : undefined,
    query.onlyIds ? inArray(employees.id, [...query.onlyIds]) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: employees.id, name: fullNameSql, employmentNumber: employees.employmentNumber })
      .from(employees)
      .where(where)
      .orderBy(asc(employees.sortName), asc(employees.id))
      .limit(query.limit)
      .offset(query.start),
    db.select({ value: count() }).from(employees).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
