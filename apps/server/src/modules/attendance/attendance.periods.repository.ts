import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { attendanceAdjustments, attendancePeriodLocks, attendancePeriodSettings } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';

export type PeriodLockRow = typeof attendancePeriodLocks.$inferSelect;
export type AdjustmentRow = typeof attendanceAdjustments.$inferSelect;

const lockKey = (companyId: string) => `attendance-periods:${companyId}`;

/**
 * Writes that change timesheets hold this shared (they go on side by side); locking and unlocking
 * hold it alone, so a punch is never written into a period being locked under it.
 */
export async function holdPeriodsShared(db: Queryable, companyId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock_shared(hashtextextended(${lockKey(companyId)}, 0))`);
}

export async function holdPeriodsExclusive(db: Queryable, companyId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockKey(companyId)}, 0))`);
}

export async function periodSetting(db: Queryable, companyId: string) {
  const [row] = await db.select().from(attendancePeriodSettings).where(eq(attendancePeriodSettings.companyId, companyId));
  return row;
}

/** The first saved setting: version 2, since the default it replaces was read as version 1. */
export async function insertPeriodSetting(db: Queryable, companyId: string, startDay: number, now: Date) {
  const [row] = await db
    .insert(attendancePeriodSettings)
    .values({ companyId, startDay, updatedAt: now, version: 2 })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updatePeriodSetting(db: Queryable, companyId: string, input: { startDay: number; version: number; now: Date }) {
  const [row] = await db
    .update(attendancePeriodSettings)
    .set({ startDay: input.startDay, updatedAt: input.now, version: sql`${attendancePeriodSettings.version} + 1` })
    .where(and(eq(attendancePeriodSettings.companyId, companyId), eq(attendancePeriodSettings.version, input.version)))
    .returning();
  return row;
}

/** The lock covering the date, if any. */
export async function lockCovering(db: Queryable, companyId: string, date: string): Promise<PeriodLockRow | undefined> {
  const [row] = await db
    .select()
    .from(attendancePeriodLocks)
    .where(
      and(
        eq(attendancePeriodLocks.companyId, companyId),
        lte(attendancePeriodLocks.fromDate, date),
        gte(attendancePeriodLocks.toDate, date),
      ),
    )
    .limit(1);
  return row;
}

/** Locks overlapping [from, to], oldest first. */
export async function locksOverlapping(db: Queryable, companyId: string, from: string, to: string): Promise<PeriodLockRow[]> {
  return db
    .select()
    .from(attendancePeriodLocks)
    .where(
      and(eq(attendancePeriodLocks.companyId, companyId), lte(attendancePeriodLocks.fromDate, to), gte(attendancePeriodLocks.toDate, from)),
    )
    .orderBy(asc(attendancePeriodLocks.fromDate));
}

export async function insertLock(db: Queryable, row: typeof attendancePeriodLocks.$inferInsert): Promise<PeriodLockRow | undefined> {
  const [created] = await db.insert(attendancePeriodLocks).values(row).onConflictDoNothing().returning();
  return created;
}

export async function deleteLock(db: Queryable, companyId: string, fromDate: string): Promise<PeriodLockRow | undefined> {
  const [removed] = await db
    .delete(attendancePeriodLocks)
    .where(and(eq(attendancePeriodLocks.companyId, companyId), eq(attendancePeriodLocks.fromDate, fromDate)))
    .returning();
  return removed;
}

export async function insertAdjustment(db: Queryable, row: typeof attendanceAdjustments.$inferInsert): Promise<AdjustmentRow> {
  const [created] = await db.insert(attendanceAdjustments).values(row).returning();
  return created!;
}

/** Some employees' adjustments dated in [from, to], oldest first (as a period's lines read). */
export async function adjustmentsOfMany(
  db: Queryable,
  companyId: string,
  input: { employeeIds: readonly string[]; from: string; to: string },
): Promise<AdjustmentRow[]> {
  if (input.employeeIds.length === 0) return [];
  return db
    .select()
    .from(attendanceAdjustments)
    .where(
      and(
        eq(attendanceAdjustments.companyId, companyId),
        inArray(attendanceAdjustments.employeeId, [...input.employeeIds]),
        gte(attendanceAdjustments.date, input.from),
        lte(attendanceAdjustments.date, input.to),
      ),
    )
    .orderBy(asc(attendanceAdjustments.date), asc(attendanceAdjustments.lockedDate), asc(attendanceAdjustments.createdAt));
}

/** One employee's adjustments dated in [from, to], newest first. */
export async function adjustmentsBetween(
  db: Queryable,
  companyId: string,
  input: { employeeId: string; from: string; to: string },
): Promise<AdjustmentRow[]> {
  return db
    .select()
    .from(attendanceAdjustments)
    .where(
      and(
        eq(attendanceAdjustments.companyId, companyId),
        eq(attendanceAdjustments.employeeId, input.employeeId),
        gte(attendanceAdjustments.date, input.from),
        lte(attendanceAdjustments.date, input.to),
      ),
    )
    .orderBy(desc(attendanceAdjustments.date), desc(attendanceAdjustments.createdAt));
}
