import {
  attendancePeriodOf,
  type AttendanceAdjustment,
  type AttendancePeriodSetting,
  type AttendancePeriodState,
  type CreateAttendanceAdjustmentBody,
  type PeriodLocker,
  type UpdateAttendancePeriodSettingBody,
} from '@tenaga/contracts';
import type { TenantRunner, Transaction, Queryable } from '../../db/tenant.ts';
import { AppError, notFound, versionConflict } from '../../lib/app-error.ts';
import { writeAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import * as repo from './attendance.repository.ts';
import * as periods from './attendance.periods.repository.ts';

export const PERIOD_ENTITY = 'attendancePeriod';
const DEFAULT_START_DAY = 1;
/** Locked periods in a row an adjustment looks past for an open one: two years of monthly payruns. */
const MAX_LOCKED_IN_A_ROW = 24;

export async function startDayOf(db: Queryable, companyId: string): Promise<number> {
  return (await periods.periodSetting(db, companyId))?.startDay ?? DEFAULT_START_DAY;
}

const stateOf = (period: { from: string; to: string }, lock: periods.PeriodLockRow | undefined): AttendancePeriodState => ({
  from: period.from,
  to: period.to,
  locked: lock !== undefined,
  lockedBy: (lock?.lockedBy as PeriodLocker | undefined) ?? null,
  lockedAt: lock?.createdAt.getTime() ?? null,
});

/**
 * Refuses a change to a timesheet on any of the dates (work dates, YYYY-MM-DD) that lie in a locked
 * period. Called inside the writing transaction; it holds the periods' lock shared to its end, so
 * a period cannot be locked under a write in progress.
 */
export async function assertPeriodsOpen(tx: Transaction, companyId: string, dates: readonly string[]): Promise<void> {
  await periods.holdPeriodsShared(tx, companyId);
  for (const date of new Set(dates)) {
    const lock = await periods.lockCovering(tx, companyId, date);
    if (lock) throw new AppError('PERIOD_LOCKED', { values: { date, from: lock.fromDate, to: lock.toDate } });
  }
}

/**
 * The company's attendance periods (pay periods): their start day, their locks, and the dated
 * adjustments that change a locked period's days in the next open one.
 */
export function createAttendancePeriods(deps: { tenant: TenantRunner; clock: Clock }) {
  const { tenant, clock } = deps;

  /** The period the date is in: a locked period by its stored dates (the start day may have changed since), else by the start day. */
  async function periodAt(tx: Queryable, companyId: string, date: string) {
    const lock = await periods.lockCovering(tx, companyId, date);
    if (lock) return { period: { from: lock.fromDate, to: lock.toDate }, lock };
    const period = attendancePeriodOf(date, await startDayOf(tx, companyId));
    // A lock made under another start day may overlap this period's edge: the period stops short of it.
    const overlapping = await periods.locksOverlapping(tx, companyId, period.from, period.to);
    const before = overlapping.filter((row) => row.toDate < date).at(-1);
    const after = overlapping.find((row) => row.fromDate > date);
    return {
      period: {
        from: before ? dayAfter(before.toDate) : period.from,
        to: after ? dayBefore(after.fromDate) : period.to,
      },
      lock: undefined,
    };
  }

  return {
    async setting(companyId: string): Promise<AttendancePeriodSetting> {
      return tenant(companyId, async (tx) => {
        const row = await periods.periodSetting(tx, companyId);
        return { startDay: row?.startDay ?? DEFAULT_START_DAY, version: row?.version ?? 1 };
      });
    },

    async updateSetting(companyId: string, actor: Actor, body: UpdateAttendancePeriodSettingBody): Promise<AttendancePeriodSetting> {
      return tenant(companyId, async (tx) => {
        const now = clock.now();
        const before = await periods.periodSetting(tx, companyId);
        const saved = before
          ? await periods.updatePeriodSetting(tx, companyId, { startDay: body.startDay, version: body.version, now })
          : body.version === 1
            ? await periods.insertPeriodSetting(tx, companyId, body.startDay, now)
            : undefined;
        if (!saved) throw versionConflict();
        await writeAudit(tx, actor, {
          entity: 'attendancePeriodSetting',
          entityId: companyId,
          action: 'update',
          before: { startDay: before?.startDay ?? DEFAULT_START_DAY },
          after: { startDay: saved.startDay },
        });
        return { startDay: saved.startDay, version: saved.version };
      });
    },

    /** PUBLIC FACE (the payrun): the attendance period a date is in and whether it is locked. */
    async periodFor(companyId: string, date: string): Promise<AttendancePeriodState> {
      return tenant(companyId, async (tx) => {
        const { period, lock } = await periodAt(tx, companyId, date);
        return stateOf(period, lock);
      });
    },

    /** The periods overlapping [from, to], in order. */
    async list(companyId: string, range: { from: string; to: string }): Promise<AttendancePeriodState[]> {
      if (range.to < range.from || daysBetween(range.from, range.to) > 400)
        throw new AppError('VALIDATION_FAILED', { fieldErrors: { to: 'validation:periodTooLong' } });
      return tenant(companyId, async (tx) => {
        const states: AttendancePeriodState[] = [];
        let date = range.from;
        while (date <= range.to) {
          const { period, lock } = await periodAt(tx, companyId, date);
          states.push(stateOf(period, lock));
          date = dayAfter(period.to);
        }
        return states;
      });
    },

    /**
     * Locks the period the date is in. PUBLIC FACE: the payrun locks the period it has read (`by:
     * 'payroll'`; a period locked already is left as it is). HR locking a locked period: 409.
     */
    async lockPeriod(companyId: string, actor: Actor, input: { date: string; by: PeriodLocker }): Promise<AttendancePeriodState> {
      return tenant(companyId, async (tx) => {
        await periods.holdPeriodsExclusive(tx, companyId);
        const { period, lock } = await periodAt(tx, companyId, input.date);
        if (lock) {
          if (input.by === 'payroll') return stateOf(period, lock);
          throw new AppError('PERIOD_ALREADY_LOCKED', { values: { from: period.from, to: period.to } });
        }
        const created = await periods.insertLock(tx, {
          companyId,
          fromDate: period.from,
          toDate: period.to,
          lockedBy: input.by,
          lockedByUser: actor.userId,
          createdAt: clock.now(),
        });
        if (!created) throw new AppError('PERIOD_ALREADY_LOCKED', { values: { from: period.from, to: period.to } });
        await writeAudit(tx, actor, {
          entity: PERIOD_ENTITY,
          entityId: companyId,
          action: 'lock',
          subject: `${period.from} – ${period.to}`,
          after: { from: period.from, to: period.to, lockedBy: input.by },
        });
        return stateOf(period, created);
      });
    },

    async unlockPeriod(companyId: string, actor: Actor, input: { date: string; reason: string }): Promise<AttendancePeriodState> {
      return tenant(companyId, async (tx) => {
        await periods.holdPeriodsExclusive(tx, companyId);
        const lock = await periods.lockCovering(tx, companyId, input.date);
        if (!lock) throw new AppError('PERIOD_NOT_LOCKED');
        await periods.deleteLock(tx, companyId, lock.fromDate);
        await writeAudit(tx, actor, {
          entity: PERIOD_ENTITY,
          entityId: companyId,
          action: 'unlock',
          subject: `${lock.fromDate} – ${lock.toDate}`,
          before: { from: lock.fromDate, to: lock.toDate, lockedBy: lock.lockedBy },
          after: { reason: input.reason.trim() },
        });
        const { period } = await periodAt(tx, companyId, input.date);
        return stateOf(period, undefined);
      });
    },

    /** A change to a locked day, dated on the first day of the next open period. */
    async createAdjustment(companyId: string, actor: Actor, body: CreateAttendanceAdjustmentBody): Promise<AttendanceAdjustment> {
      return tenant(companyId, async (tx) => {
        const employee = await repo.employeeOf(tx, companyId, body.employeeId);
        if (!employee) throw notFound();
        await periods.holdPeriodsShared(tx, companyId);
        const locked = await periods.lockCovering(tx, companyId, body.lockedDate);
        if (!locked) throw new AppError('PERIOD_NOT_LOCKED');
        let next = await periodAt(tx, companyId, dayAfter(locked.toDate));
        for (let hops = 0; next.lock && hops < MAX_LOCKED_IN_A_ROW; hops += 1)
          next = await periodAt(tx, companyId, dayAfter(next.period.to));
        if (next.lock)
          throw new AppError('PERIOD_LOCKED', { values: { date: next.period.from, from: next.period.from, to: next.period.to } });
        const created = await periods.insertAdjustment(tx, {
          companyId,
          employeeId: employee.id,
          date: next.period.from,
          lockedDate: body.lockedDate,
          minutes: body.minutes,
          reason: body.reason.trim(),
          createdBy: actor.userId,
          createdAt: clock.now(),
        });
        await writeAudit(tx, actor, {
          entity: 'attendanceAdjustment',
          entityId: created.id,
          action: 'create',
          subject: employee.name,
          after: { date: created.date, lockedDate: created.lockedDate, minutes: created.minutes, reason: created.reason },
        });
        return adjustmentOf(created);
      });
    },

    /** Some employees' adjustments counted in [from, to], oldest first. */
    async adjustmentsOfMany(
      companyId: string,
      input: { employeeIds: readonly string[]; from: string; to: string },
    ): Promise<AttendanceAdjustment[]> {
      if (input.employeeIds.length === 0) return [];
      return tenant(companyId, async (tx) => (await periods.adjustmentsOfMany(tx, companyId, input)).map(adjustmentOf));
    },

    /** One employee's adjustments counted in [from, to]. */
    async adjustments(companyId: string, input: { employeeId: string; from: string; to: string }): Promise<AttendanceAdjustment[]> {
      return tenant(companyId, async (tx) => (await periods.adjustmentsBetween(tx, companyId, input)).map(adjustmentOf));
    },
  };
}

const adjustmentOf = (row: periods.AdjustmentRow): AttendanceAdjustment => ({
  id: row.id,
  employeeId: row.employeeId,
  date: row.date,
  lockedDate: row.lockedDate,
  minutes: row.minutes,
  reason: row.reason,
  createdAt: row.createdAt.getTime(),
});

const MS_PER_DAY = 86_400_000;
const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);
export const dayAfter = (date: string) => shift(date, 1);
export const dayBefore = (date: string) => shift(date, -1);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / MS_PER_DAY);

export type AttendancePeriods = ReturnType<typeof createAttendancePeriods>;
