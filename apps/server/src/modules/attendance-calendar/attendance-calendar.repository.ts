import { and, count, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { employees, sites } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';
import { likePattern } from '../../lib/table.ts';
import type { CalendarReach } from './attendance-calendar.rules.ts';

export interface CalendarPerson {
  id: string;
  firstName: string;
  lastName: string;
  employmentNumber: string;
  managerId: string | null;
  /** The site's timezone when the employee has a site with one. */
  siteTimezone: string | null;
}

const personColumns = {
  id: employees.id,
  firstName: employees.firstName,
  lastName: employees.lastName,
  employmentNumber: employees.employmentNumber,
  managerId: employees.managerId,
  siteTimezone: sites.timezone,
};

function reachCondition(reach: CalendarReach): SQL | undefined {
  if (reach.kind === 'all') return undefined;
  if (reach.kind === 'self') return eq(employees.id, reach.employeeId);
  return or(eq(employees.id, reach.employeeId), eq(employees.managerId, reach.employeeId));
}

const employedIn = (range: { from: string; to: string }) =>
  and(
    or(isNull(employees.hiringDate), lte(employees.hiringDate, range.to)),
    or(isNull(employees.cessationDate), gte(employees.cessationDate, range.from)),
  );

export async function calendarPerson(db: Queryable, companyId: string, employeeId: string): Promise<CalendarPerson | undefined> {
  const [row] = await db
    .select(personColumns)
    .from(employees)
    .leftJoin(sites, and(eq(sites.companyId, employees.companyId), eq(sites.id, employees.siteId)))
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)));
  return row;
}

/** How many employees the reach covers who were employed at some point of the range. */
export async function reachedCount(db: Queryable, companyId: string, input: { reach: CalendarReach; from: string; to: string }) {
  const [row] = await db
    .select({ total: count() })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), reachCondition(input.reach), employedIn(input)));
  return row?.total ?? 0;
}

/**
 * The employees a reach covers who were employed at some point of [from, to], among `ids` when
 * given (the advanced filter's), matching the search (name or employment number): a page of them
 * by name, and how many there are.
 */
export async function calendarPeople(
  db: Queryable,
  companyId: string,
  input: { reach: CalendarReach; from: string; to: string; ids: readonly string[] | null; search: string; start: number; length: number },
): Promise<{ people: CalendarPerson[]; filtered: number }> {
  if (input.ids !== null && input.ids.length === 0) return { people: [], filtered: 0 };
  const search = input.search.trim();
  const pattern = search ? likePattern(search.toLowerCase()) : null;
  const where = and(
    eq(employees.companyId, companyId),
    reachCondition(input.reach),
    employedIn(input),
    input.ids ? inArray(employees.id, [...input.ids]) : undefined,
    pattern
      ? or(
          sql`lower(${employees.firstName} || ' ' || ${employees.lastName}) like ${pattern}`,
          sql`lower(${employees.employmentNumber}) like ${pattern}`,
        )
      : undefined,
  );
  const [people, [counted]] = await Promise.all([
    db
      .select(personColumns)
      .from(employees)
      .leftJoin(sites, and(eq(sites.companyId, employees.companyId), eq(sites.id, employees.siteId)))
      .where(where)
      .orderBy(sql`lower(${employees.firstName} || ' ' || ${employees.lastName})`, employees.id)
      .limit(input.length)
      .offset(input.start),
    db.select({ total: count() }).from(employees).where(where),
  ]);
  return { people, filtered: counted?.total ?? 0 };
}

/** Everyone of the company employed at some point of the range (the no-attendance check's people). */
export async function employedPeople(db: Queryable, companyId: string, range: { from: string; to: string }): Promise<CalendarPerson[]> {
  return db
    .select(personColumns)
    .from(employees)
    .leftJoin(sites, and(eq(sites.companyId, employees.companyId), eq(sites.id, employees.siteId)))
    .where(and(eq(employees.companyId, companyId), employedIn(range)))
    .orderBy(employees.id);
}
