import { and, eq, gte, isNull, lte, ne } from 'drizzle-orm';
import { companyHolidays, holidayCalendars, holidayExclusions } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';
import { updateVersioned } from '../../db/update-versioned.ts';

export type CalendarRow = typeof holidayCalendars.$inferSelect;
export type CompanyHolidayRow = typeof companyHolidays.$inferSelect;

const atLocation = (column: typeof holidayCalendars.locationId | typeof holidayExclusions.locationId, locationId: string | null) =>
  locationId ? eq(column, locationId) : isNull(column);

export function calendars(db: Queryable, companyId: string): Promise<CalendarRow[]> {
  return db.select().from(holidayCalendars).where(eq(holidayCalendars.companyId, companyId));
}

/** Adopting again replaces the country (and state) the calendar follows. */
export async function upsertCalendar(
  db: Queryable,
  row: { companyId: string; locationId: string | null; country: string; state: string | null; now: Date },
): Promise<CalendarRow | undefined> {
  const [before] = await db
    .select()
    .from(holidayCalendars)
    .where(and(eq(holidayCalendars.companyId, row.companyId), atLocation(holidayCalendars.locationId, row.locationId)));
  if (before) {
    await db
      .update(holidayCalendars)
      .set({ country: row.country, state: row.state, updatedAt: row.now })
      .where(and(eq(holidayCalendars.companyId, row.companyId), eq(holidayCalendars.id, before.id)));
  } else {
    await db.insert(holidayCalendars).values({
      companyId: row.companyId,
      locationId: row.locationId,
      country: row.country,
      state: row.state,
      createdAt: row.now,
      updatedAt: row.now,
    });
  }
  return before;
}

export function exclusions(db: Queryable, companyId: string, range: { from: string; to: string }) {
  return db
    .select({ locationId: holidayExclusions.locationId, date: holidayExclusions.date })
    .from(holidayExclusions)
    .where(and(eq(holidayExclusions.companyId, companyId), gte(holidayExclusions.date, range.from), lte(holidayExclusions.date, range.to)));
}

/** True when the exclusion was added (false: it was there already). */
export async function addExclusion(db: Queryable, row: { companyId: string; locationId: string | null; date: string; now: Date }) {
  const added = await db
    .insert(holidayExclusions)
    .values({ companyId: row.companyId, locationId: row.locationId, date: row.date, createdAt: row.now })
    .onConflictDoNothing()
    .returning({ id: holidayExclusions.id });
  return added.length > 0;
}

/** True when there was one to remove. */
export async function removeExclusion(db: Queryable, row: { companyId: string; locationId: string | null; date: string }) {
  const removed = await db
    .delete(holidayExclusions)
    .where(
      and(
        eq(holidayExclusions.companyId, row.companyId),
        atLocation(holidayExclusions.locationId, row.locationId),
        eq(holidayExclusions.date, row.date),
      ),
    )
    .returning({ id: holidayExclusions.id });
  return removed.length > 0;
}

export function companyHolidaysBetween(db: Queryable, companyId: string, range: { from: string; to: string }) {
  return db
    .select()
    .from(companyHolidays)
    .where(and(eq(companyHolidays.companyId, companyId), gte(companyHolidays.date, range.from), lte(companyHolidays.date, range.to)))
    .orderBy(companyHolidays.date);
}

export async function findCompanyHoliday(db: Queryable, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(companyHolidays)
    .where(and(eq(companyHolidays.companyId, companyId), eq(companyHolidays.id, id)));
  return row;
}

export async function dateTaken(db: Queryable, companyId: string, { date, exceptId }: { date: string; exceptId?: string }) {
  const [row] = await db
    .select({ id: companyHolidays.id })
    .from(companyHolidays)
    .where(
      and(
        eq(companyHolidays.companyId, companyId),
        eq(companyHolidays.date, date),
        exceptId ? ne(companyHolidays.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertCompanyHoliday(db: Queryable, row: typeof companyHolidays.$inferInsert): Promise<CompanyHolidayRow> {
  const [created] = await db.insert(companyHolidays).values(row).returning();
  return created!;
}

export function updateCompanyHoliday(
  db: Queryable,
  companyId: string,
  change: { id: string; expectedVersion: number; set: Partial<typeof companyHolidays.$inferInsert> },
) {
  return updateVersioned(db, companyId, {
    table: companyHolidays,
    id: change.id,
    expectedVersion: change.expectedVersion,
    set: change.set,
  });
}

export async function removeCompanyHoliday(db: Queryable, companyId: string, id: string) {
  await db.delete(companyHolidays).where(and(eq(companyHolidays.companyId, companyId), eq(companyHolidays.id, id)));
}
