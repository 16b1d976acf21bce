import { RESOLUTIONS, type Resolution } from '@tenaga/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';

/**
 * A day's resolutions that are not punches (an excused absence, accepted unscheduled work) are
 * kept in the audit trail itself, as entries of the entity 'attendanceDay' keyed by employee and
 * date: the entry is the record, with who, when and why, and no table of its own is needed.
 */
export const DAY_ENTITY = 'attendanceDay';

export interface DayResolutionRow {
  readonly key: string;
  readonly at: Date;
  readonly resolution: Resolution;
  readonly reason: string;
}

const isResolution = (value: unknown): value is Resolution => (RESOLUTIONS as readonly unknown[]).includes(value);

/** The resolutions of these days (dayKey), newest first. */
export async function dayResolutions(db: Queryable, companyId: string, keys: readonly string[]): Promise<DayResolutionRow[]> {
  const rows: DayResolutionRow[] = [];
  // Bound parameters are limited per statement; a range of two months of a large company is many days.
  for (let start = 0; start < keys.length; start += 5_000) {
    const chunk = keys.slice(start, start + 5_000);
    const found = await db
      .select({ key: auditLog.entityId, at: auditLog.at, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), eq(auditLog.entity, DAY_ENTITY), inArray(auditLog.entityId, chunk)))
      .orderBy(desc(auditLog.at));
    for (const row of found) {
      const after = (row.after ?? {}) as { resolution?: unknown; reason?: unknown };
      if (isResolution(after.resolution))
        rows.push({ key: row.key, at: row.at, resolution: after.resolution, reason: typeof after.reason === 'string' ? after.reason : '' });
    }
  }
  return rows;
}

/** One day's resolutions are decided one after the other (held to the end of the transaction). */
export async function lockDay(db: Queryable, companyId: string, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`attendance-resolve:${companyId}:${key}`}, 0))`);
}
