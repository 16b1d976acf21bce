import { and, asc, desc, eq, inArray, isNotNull, lte, gte, ne, sql } from 'drizzle-orm';
import { employeeIdentifications, employeeServicePeriods, employeeWorkHours, identificationReminders } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';

export type IdentificationRow = typeof employeeIdentifications.$inferSelect;
export type PeriodRow = typeof employeeServicePeriods.$inferSelect;
export type WorkHoursRow = typeof employeeWorkHours.$inferSelect;

type Owned = { companyId: string; employeeId: string; id: string };

// Identifications --------------------------------------------------------------------------------

export async function identificationsOf(db: Queryable, companyId: string, employeeId: string): Promise<IdentificationRow[]> {
  return db
    .select()
    .from(employeeIdentifications)
    .where(and(eq(employeeIdentifications.companyId, companyId), eq(employeeIdentifications.employeeId, employeeId)))
    .orderBy(asc(employeeIdentifications.documentType), asc(employeeIdentifications.createdAt));
}

export async function findIdentification(db: Queryable, key: Owned): Promise<IdentificationRow | undefined> {
  const [row] = await db
    .select()
    .from(employeeIdentifications)
    .where(
      and(
        eq(employeeIdentifications.companyId, key.companyId),
        eq(employeeIdentifications.employeeId, key.employeeId),
        eq(employeeIdentifications.id, key.id),
      ),
    );
  return row;
}

/** Whether another document of the type already has this number in the company (the one being changed excepted). */
export async function identificationTaken(
  db: Queryable,
  companyId: string,
  input: { documentType: string; number: string; exceptId?: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: employeeIdentifications.id })
    .from(employeeIdentifications)
    .where(
      and(
        eq(employeeIdentifications.companyId, companyId),
        eq(employeeIdentifications.documentType, input.documentType),
        eq(employeeIdentifications.number, input.number),
        input.exceptId ? ne(employeeIdentifications.id, input.exceptId) : undefined,
      ),
    );
  return row !== undefined;
}

export async function countIdentifications(db: Queryable, companyId: string, employeeId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(employeeIdentifications)
    .where(and(eq(employeeIdentifications.companyId, companyId), eq(employeeIdentifications.employeeId, employeeId)));
  return row?.count ?? 0;
}

export async function insertIdentification(db: Queryable, values: typeof employeeIdentifications.$inferInsert): Promise<IdentificationRow> {
  const [row] = await db.insert(employeeIdentifications).values(values).returning();
  return row!;
}

/** Null when the version is stale or the document is not this employee's. */
export async function updateIdentification(
  db: Queryable,
  key: Owned & { expectedVersion: number; changes: Partial<typeof employeeIdentifications.$inferInsert> },
): Promise<IdentificationRow | null> {
  const [row] = await db
    .update(employeeIdentifications)
    .set({ ...key.changes, version: sql`${employeeIdentifications.version} + 1` })
    .where(
      and(
        eq(employeeIdentifications.companyId, key.companyId),
        eq(employeeIdentifications.employeeId, key.employeeId),
        eq(employeeIdentifications.id, key.id),
        eq(employeeIdentifications.version, key.expectedVersion),
      ),
    )
    .returning();
  return row ?? null;
}

export async function deleteIdentification(db: Queryable, key: Owned): Promise<IdentificationRow | undefined> {
  const [row] = await db
    .delete(employeeIdentifications)
    .where(
      and(
        eq(employeeIdentifications.companyId, key.companyId),
        eq(employeeIdentifications.employeeId, key.employeeId),
        eq(employeeIdentifications.id, key.id),
      ),
    )
    .returning();
  return row;
}

/** Documents of the company expiring from `from` to `to` (inclusive): the reminders' candidates. */
export async function expiringIdentifications(db: Queryable, companyId: string, range: { from: string; to: string }) {
  return db
    .select()
    .from(employeeIdentifications)
    .where(
      and(
        eq(employeeIdentifications.companyId, companyId),
        isNotNull(employeeIdentifications.expiryDate),
        gte(employeeIdentifications.expiryDate, range.from),
        lte(employeeIdentifications.expiryDate, range.to),
      ),
    );
}

/** Records a reminder as sent; false when it was sent before (once per document and expiry date). */
export async function claimExpiryReminder(
  db: Queryable,
  input: { companyId: string; employeeId: string; document: string; expiryDate: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .insert(identificationReminders)
    .values({
      companyId: input.companyId,
      employeeId: input.employeeId,
      document: input.document,
      expiryDate: input.expiryDate,
      sentAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ document: identificationReminders.document });
  return rows.length > 0;
}

// Service periods --------------------------------------------------------------------------------

export async function periodsOf(db: Queryable, companyId: string, employeeId: string): Promise<PeriodRow[]> {
  return db
    .select()
    .from(employeeServicePeriods)
    .where(and(eq(employeeServicePeriods.companyId, companyId), eq(employeeServicePeriods.employeeId, employeeId)))
    .orderBy(desc(employeeServicePeriods.hiringDate));
}

export async function insertPeriod(db: Queryable, values: typeof employeeServicePeriods.$inferInsert): Promise<PeriodRow> {
  const [row] = await db.insert(employeeServicePeriods).values(values).returning();
  return row!;
}

export async function updatePeriod(
  db: Queryable,
  key: Owned & { expectedVersion: number; changes: Partial<typeof employeeServicePeriods.$inferInsert> },
): Promise<PeriodRow | null> {
  const [row] = await db
    .update(employeeServicePeriods)
    .set({ ...key.changes, version: sql`${employeeServicePeriods.version} + 1` })
    .where(
      and(
        eq(employeeServicePeriods.companyId, key.companyId),
        eq(employeeServicePeriods.employeeId, key.employeeId),
        eq(employeeServicePeriods.id, key.id),
        eq(employeeServicePeriods.version, key.expectedVersion),
      ),
    )
    .returning();
  return row ?? null;
}

export async function deletePeriod(db: Queryable, key: Owned): Promise<PeriodRow | undefined> {
  const [row] = await db
    .delete(employeeServicePeriods)
    .where(
      and(
        eq(employeeServicePeriods.companyId, key.companyId),
        eq(employeeServicePeriods.employeeId, key.employeeId),
        eq(employeeServicePeriods.id, key.id),
      ),
    )
    .returning();
  return row;
}

// Work hours -------------------------------------------------------------------------------------

export async function workHoursOf(db: Queryable, companyId: string, employeeId: string): Promise<WorkHoursRow[]> {
  return db
    .select()
    .from(employeeWorkHours)
    .where(and(eq(employeeWorkHours.companyId, companyId), eq(employeeWorkHours.employeeId, employeeId)))
    .orderBy(desc(employeeWorkHours.effectiveFrom));
}

/** The work hours entries of these employees, newest first, in one query (a payrun's batch read). */
export async function workHoursOfMany(db: Queryable, companyId: string, employeeIds: readonly string[]): Promise<WorkHoursRow[]> {
  if (employeeIds.length === 0) return [];
  return db
    .select()
    .from(employeeWorkHours)
    .where(and(eq(employeeWorkHours.companyId, companyId), inArray(employeeWorkHours.employeeId, [...employeeIds])))
    .orderBy(desc(employeeWorkHours.effectiveFrom));
}

/** The hours per day in force on a day of each of these employees that has some, in one query. */
export async function hoursPerDayOn(
  db: Queryable,
  companyId: string,
  input: { employeeIds: readonly string[]; day: string },
): Promise<Map<string, string>> {
  if (input.employeeIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([employeeWorkHours.employeeId], {
      employeeId: employeeWorkHours.employeeId,
      hoursPerDay: employeeWorkHours.hoursPerDay,
    })
    .from(employeeWorkHours)
    .where(
      and(
        eq(employeeWorkHours.companyId, companyId),
        inArray(employeeWorkHours.employeeId, [...input.employeeIds]),
        lte(employeeWorkHours.effectiveFrom, input.day),
      ),
    )
    .orderBy(employeeWorkHours.employeeId, desc(employeeWorkHours.effectiveFrom));
  return new Map(rows.map((row) => [row.employeeId, row.hoursPerDay]));
}

/** Inserts an entry; null when the employee already has one from that date. */
export async function insertWorkHours(db: Queryable, values: typeof employeeWorkHours.$inferInsert): Promise<WorkHoursRow | null> {
  const [row] = await db.insert(employeeWorkHours).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateWorkHours(
  db: Queryable,
  key: Owned & { expectedVersion: number; changes: Partial<typeof employeeWorkHours.$inferInsert> },
): Promise<WorkHoursRow | null> {
  const [row] = await db
    .update(employeeWorkHours)
    .set({ ...key.changes, version: sql`${employeeWorkHours.version} + 1` })
    .where(
      and(
        eq(employeeWorkHours.companyId, key.companyId),
        eq(employeeWorkHours.employeeId, key.employeeId),
        eq(employeeWorkHours.id, key.id),
        eq(employeeWorkHours.version, key.expectedVersion),
      ),
    )
    .returning();
  return row ?? null;
}

export async function findWorkHours(db: Queryable, key: Owned): Promise<WorkHoursRow | undefined> {
  const [row] = await db
    .select()
    .from(employeeWorkHours)
    .where(
      and(
        eq(employeeWorkHours.companyId, key.companyId),
        eq(employeeWorkHours.employeeId, key.employeeId),
        eq(employeeWorkHours.id, key.id),
      ),
    );
  return row;
}

export async function findPeriod(db: Queryable, key: Owned): Promise<PeriodRow | undefined> {
  const [row] = await db
    .select()
    .from(employeeServicePeriods)
    .where(
      and(
        eq(employeeServicePeriods.companyId, key.companyId),
        eq(employeeServicePeriods.employeeId, key.employeeId),
        eq(employeeServicePeriods.id, key.id),
      ),
    );
  return row;
}

export async function deleteWorkHours(db: Queryable, key: Owned): Promise<WorkHoursRow | undefined> {
  const [row] = await db
    .delete(employeeWorkHours)
    .where(
      and(
        eq(employeeWorkHours.companyId, key.companyId),
        eq(employeeWorkHours.employeeId, key.employeeId),
        eq(employeeWorkHours.id, key.id),
      ),
    )
    .returning();
  return row;
}
