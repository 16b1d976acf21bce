import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { attendanceEvents, companies, employees, sites } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';
import { updateVersioned } from '../../db/update-versioned.ts';
import { fullName } from '../../lib/names.ts';

export type EventRow = typeof attendanceEvents.$inferSelect;
export type SiteRow = typeof sites.$inferSelect;

export async function companyTimezone(db: Queryable, companyId: string): Promise<string> {
  const [row] = await db.select({ timezone: companies.timezone }).from(companies).where(eq(companies.id, companyId));
  return row?.timezone ?? 'UTC';
}

export async function employeeOf(db: Queryable, companyId: string, employeeId: string) {
  const [row] = await db
    .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName, siteId: employees.siteId })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)));
  return row ? { id: row.id, name: fullName(row.firstName, row.lastName), siteId: row.siteId } : undefined;
}

/** Every site of the company, by name, with how many employees it is the site of. */
export async function allSites(db: Queryable, companyId: string) {
  const usage = sql<number>`(select count(*) from employees e where e.company_id = ${sites.companyId} and e.site_id = ${sites.id})`.mapWith(
    Number,
  );
  return db
    .select({ site: sites, employeeCount: usage })
    .from(sites)
    .where(eq(sites.companyId, companyId))
    .orderBy(sql`lower(${sites.name})`, sites.id);
}

/** Every site of the company as clocking in needs them (no counts: this runs on every punch). */
export async function clockSites(db: Queryable, companyId: string): Promise<SiteRow[]> {
  return db
    .select()
    .from(sites)
    .where(eq(sites.companyId, companyId))
    .orderBy(sql`lower(${sites.name})`, sites.id);
}

export async function findSite(db: Queryable, companyId: string, id: string): Promise<SiteRow | undefined> {
  const [row] = await db
    .select()
    .from(sites)
    .where(and(eq(sites.companyId, companyId), eq(sites.id, id)));
  return row;
}

export async function updateSite(
  db: Queryable,
  companyId: string,
  update: { id: string; expectedVersion: number; changes: Partial<typeof sites.$inferInsert> },
) {
  return updateVersioned(db, companyId, { table: sites, id: update.id, expectedVersion: update.expectedVersion, set: update.changes });
}

/**
 * One employee's punches at a time: two taps with different keys, or a replay racing a live
 * punch, are decided one after the other (held to the end of the transaction).
 */
export async function lockEmployeeClock(db: Queryable, companyId: string, employeeId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`attendance:${companyId}:${employeeId}`}, 0))`);
}

export async function eventByKey(db: Queryable, companyId: string, employeeId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(attendanceEvents)
    .where(
      and(
        eq(attendanceEvents.companyId, companyId),
        eq(attendanceEvents.employeeId, employeeId),
        eq(attendanceEvents.idempotencyKey, idempotencyKey),
      ),
    );
  return row;
}

export async function qrTokenUsed(db: Queryable, companyId: string, employeeId: string, qrToken: string): Promise<boolean> {
  const [row] = await db
    .select({ id: attendanceEvents.id })
    .from(attendanceEvents)
    .where(
      and(eq(attendanceEvents.companyId, companyId), eq(attendanceEvents.employeeId, employeeId), eq(attendanceEvents.qrToken, qrToken)),
    )
    .limit(1);
  return !!row;
}

/** The employee's last punch at or before `at` (the latest, without `at`). */
/** Counts: neither a voiding correction nor a punch some correction replaced. */
const counting = () =>
  and(
    eq(attendanceEvents.voided, false),
    sql`not exists (select 1 from attendance_events c where c.company_id = ${attendanceEvents.companyId} and c.employee_id = ${attendanceEvents.employeeId} and c.corrects_id = ${attendanceEvents.id})`,
  );

export async function lastEvent(db: Queryable, companyId: string, employeeId: string, at?: Date): Promise<EventRow | undefined> {
  const [row] = await db
    .select()
    .from(attendanceEvents)
    .where(
      and(
        eq(attendanceEvents.companyId, companyId),
        eq(attendanceEvents.employeeId, employeeId),
        at ? lte(attendanceEvents.at, at) : undefined,
        counting(),
      ),
    )
    .orderBy(desc(attendanceEvents.at), desc(attendanceEvents.createdAt))
    .limit(1);
  return row;
}

/**
 * Inserts the punch unless one with its idempotency key exists (a concurrent identical request
 * that got there first): undefined then, and the caller reads that one.
 */
export async function insertEvent(db: Queryable, row: typeof attendanceEvents.$inferInsert): Promise<EventRow | undefined> {
  const [created] = await db
    .insert(attendanceEvents)
    .values(row)
    .onConflictDoNothing({ target: [attendanceEvents.companyId, attendanceEvents.employeeId, attendanceEvents.idempotencyKey] })
    .returning();
  return created;
}

/** The employee's punches from `since`, oldest first, with their sites' names. */
export async function eventsSince(db: Queryable, companyId: string, employeeId: string, since: Date) {
  return db
    .select({ event: attendanceEvents, siteName: sites.name })
    .from(attendanceEvents)
    .leftJoin(sites, and(eq(sites.companyId, attendanceEvents.companyId), eq(sites.id, attendanceEvents.siteId)))
    .where(and(eq(attendanceEvents.companyId, companyId), eq(attendanceEvents.employeeId, employeeId), gte(attendanceEvents.at, since)))
    .orderBy(asc(attendanceEvents.at), asc(attendanceEvents.createdAt));
}

/** The employee's first punch at or after `at`. */
export async function nextEvent(db: Queryable, companyId: string, employeeId: string, at: Date): Promise<EventRow | undefined> {
  const [row] = await db
    .select()
    .from(attendanceEvents)
    .where(
      and(eq(attendanceEvents.companyId, companyId), eq(attendanceEvents.employeeId, employeeId), gte(attendanceEvents.at, at), counting()),
    )
    .orderBy(asc(attendanceEvents.at), asc(attendanceEvents.createdAt))
    .limit(1);
  return row;
}

/** Punches by id with their sites' names, of one employee. */
export async function eventsByIds(db: Queryable, companyId: string, employeeId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ event: attendanceEvents, siteName: sites.name })
    .from(attendanceEvents)
    .leftJoin(sites, and(eq(sites.companyId, attendanceEvents.companyId), eq(sites.id, attendanceEvents.siteId)))
    .where(
      and(eq(attendanceEvents.companyId, companyId), eq(attendanceEvents.employeeId, employeeId), inArray(attendanceEvents.id, [...ids])),
    )
    .orderBy(asc(attendanceEvents.at), asc(attendanceEvents.createdAt));
}

/** Whether a correction names the punch already. */
export async function isCorrected(db: Queryable, companyId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: attendanceEvents.id })
    .from(attendanceEvents)
    .where(and(eq(attendanceEvents.companyId, companyId), eq(attendanceEvents.correctsId, id)))
    .limit(1);
  return !!row;
}

/** The company's employees with these biometric numbers, with their sites' timezones. */
export async function employeesByBiometricNumber(db: Queryable, companyId: string, numbers: readonly string[]) {
  if (numbers.length === 0) return [];
  return db
    .select({
      id: employees.id,
      biometricNumber: employees.biometricNumber,
      siteId: employees.siteId,
      siteTimezone: sites.timezone,
    })
    .from(employees)
    .leftJoin(sites, and(eq(sites.companyId, employees.companyId), eq(sites.id, employees.siteId)))
    .where(and(eq(employees.companyId, companyId), inArray(employees.biometricNumber, [...numbers])));
}

/** The punches of these employees in [since, until], as employee, instant and action. */
export async function punchKeysBetween(
  db: Queryable,
  companyId: string,
  input: { employeeIds: readonly string[]; since: Date; until: Date },
) {
  if (input.employeeIds.length === 0) return [];
  return db
    .select({ employeeId: attendanceEvents.employeeId, at: attendanceEvents.at, action: attendanceEvents.action })
    .from(attendanceEvents)
    .where(
      and(
        eq(attendanceEvents.companyId, companyId),
        inArray(attendanceEvents.employeeId, [...input.employeeIds]),
        gte(attendanceEvents.at, input.since),
        lte(attendanceEvents.at, input.until),
      ),
    );
}

/** Inserts punches, leaving out those whose idempotency key is there already; the ones inserted. */
export async function insertEvents(db: Queryable, rows: readonly (typeof attendanceEvents.$inferInsert)[]): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < rows.length; start += 1_000) {
    const created = await db
      .insert(attendanceEvents)
      .values(rows.slice(start, start + 1_000) as (typeof attendanceEvents.$inferInsert)[])
      .onConflictDoNothing({ target: [attendanceEvents.companyId, attendanceEvents.employeeId, attendanceEvents.idempotencyKey] })
      .returning({ id: attendanceEvents.id });
    inserted += created.length;
  }
  return inserted;
}
