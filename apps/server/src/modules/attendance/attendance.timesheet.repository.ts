import { and, asc, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { attendanceEvents, companies, employees, sites } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';
import { likePattern } from '../../lib/table.ts';

/** Whom a timesheet query covers: everyone, a manager's team (with themselves), or one person. */
export type TimesheetReach = { kind: 'all' } | { kind: 'team'; employeeId: string } | { kind: 'self'; employeeId: string };

export interface TimesheetPerson {
  id: string;
  firstName: string;
  lastName: string;
  employmentNumber: string;
  managerId: string | null;
  /** The site's timezone when the employee has a site with one. */
  siteTimezone: string | null;
}

/** The employees a reach covers, past and present, by name (the power-edit host's employee list). */
export async function reachedEmployees(db: Queryable, companyId: string, reach: TimesheetReach) {
  return db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      employmentNumber: employees.employmentNumber,
      cessationDate: employees.cessationDate,
      employmentType: employees.employmentType,
      jobTitleId: employees.jobTitleId,
      departmentId: employees.departmentId,
    })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), reachCondition(reach)))
    .orderBy(sql`lower(${employees.firstName} || ' ' || ${employees.lastName})`, employees.id);
}

const personColumns = {
  id: employees.id,
  firstName: employees.firstName,
  lastName: employees.lastName,
  employmentNumber: employees.employmentNumber,
  managerId: employees.managerId,
  siteTimezone: sites.timezone,
};

function reachCondition(reach: TimesheetReach): SQL | undefined {
  if (reach.kind === 'all') return undefined;
  if (reach.kind === 'self') return eq(employees.id, reach.employeeId);
  return or(eq(employees.id, reach.employeeId), eq(employees.managerId, reach.employeeId));
}

export async function companyFacts(db: Queryable, companyId: string): Promise<{ countryCode: string; timezone: string }> {
  const [row] = await db
    .select({ countryCode: companies.countryCode, timezone: companies.timezone })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? { countryCode: '', timezone: 'UTC' };
}

export async function timesheetPerson(db: Queryable, companyId: string, employeeId: string): Promise<TimesheetPerson | undefined> {
  const [row] = await db
    .select(personColumns)
    .from(employees)
    .leftJoin(sites, and(eq(sites.companyId, employees.companyId), eq(sites.id, employees.siteId)))
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)));
  return row;
}

/**
 * The employees a reach covers who were employed at some point of [from, to], matching the search
 * (name or employment number), by name.
 */
export async function timesheetPeople(
  db: Queryable,
  companyId: string,
  input: { reach: TimesheetReach; from: string; to: string; search?: string | undefined; employeeIds?: readonly string[] | null },
): Promise<TimesheetPerson[]> {
  const search = input.search?.trim();
  const pattern = search ? likePattern(search.toLowerCase()) : null;
  return db
    .select(personColumns)
    .from(employees)
    .leftJoin(sites, and(eq(sites.companyId, employees.companyId), eq(sites.id, employees.siteId)))
    .where(
      and(
        eq(employees.companyId, companyId),
        reachCondition(input.reach),
        input.employeeIds ? inArray(employees.id, [...input.employeeIds]) : undefined,
        or(isNull(employees.hiringDate), lte(employees.hiringDate, input.to)),
        or(isNull(employees.cessationDate), gte(employees.cessationDate, input.from)),
        pattern
          ? or(
              sql`lower(${employees.firstName} || ' ' || ${employees.lastName}) like ${pattern}`,
              sql`lower(${employees.employmentNumber}) like ${pattern}`,
            )
          : undefined,
      ),
    )
    .orderBy(sql`lower(${employees.firstName} || ' ' || ${employees.lastName})`, employees.id);
}

export interface TimesheetPunchRow {
  id: string;
  employeeId: string;
  action: string;
  at: Date;
  flagged: boolean;
}

/**
 * Every punch of these employees in [since, until), oldest first, in one query. Corrected punches
 * are left out: a correction names the punch it replaces, and only the correction counts.
 */
export async function punchesBetween(
  db: Queryable,
  companyId: string,
  input: { employeeIds: readonly string[]; since: Date; until: Date },
): Promise<TimesheetPunchRow[]> {
  if (input.employeeIds.length === 0) return [];
  return db
    .select({
      id: attendanceEvents.id,
      employeeId: attendanceEvents.employeeId,
      action: attendanceEvents.action,
      at: attendanceEvents.at,
      flagged: attendanceEvents.flagged,
    })
    .from(attendanceEvents)
    .where(
      and(
        eq(attendanceEvents.companyId, companyId),
        inArray(attendanceEvents.employeeId, [...input.employeeIds]),
        gte(attendanceEvents.at, input.since),
        lt(attendanceEvents.at, input.until),
        eq(attendanceEvents.voided, false),
        sql`not exists (select 1 from attendance_events c where c.company_id = ${attendanceEvents.companyId} and c.corrects_id = ${attendanceEvents.id})`,
      ),
    )
    .orderBy(asc(attendanceEvents.employeeId), asc(attendanceEvents.at), asc(attendanceEvents.createdAt));
}
