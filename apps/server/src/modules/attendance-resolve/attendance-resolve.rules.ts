import {
  RESOLVE_LIMITS,
  RESOLVE_PROBLEMS,
  type AbsenceKind,
  type ErrorCode,
  type Resolution,
  type ResolveProblem,
} from '@tenaga/contracts';
import { fromLocal, pairPunches, parseLocalTime, type AttendanceIssue } from '@tenaga/domain';
import type { MissingPunch } from '../attendance/index.ts';

const MS_PER_DAY = 86_400_000;
const MS_PER_MINUTE = 60_000;

/** A computed work date as Resolve reads it (the timesheet's day). */
export interface ResolveDayFacts {
  readonly date: string;
  readonly issues: readonly AttendanceIssue[];
  readonly punches: readonly { readonly id: string; readonly action: 'in' | 'out'; readonly at: number; readonly flagged: boolean }[];
  /** The scheduled shift's instants; null on a day without a schedule. */
  readonly shiftAt: { readonly start: number; readonly end: number } | null;
}

/** Resolutions kept for a day without a punch (in the audit trail): they settle its unscheduled work. */
const SETTLES: Partial<Record<Resolution, ResolveProblem>> = {
  acceptUnscheduled: 'workWithoutSchedule',
};

/** Resolutions that settle an absence: an absence record the timesheet reads (it then no longer lists the day as absent). */
export const ABSENCE_KIND_OF: Partial<Record<Resolution, AbsenceKind>> = {
  excuse: 'excused',
  unpaidAbsence: 'unpaid',
  confirmAbsence: 'absentConfirmed',
};

/** The resolution an absence record stands for. */
export const resolutionOfAbsence = (kind: AbsenceKind): Resolution =>
  (Object.keys(ABSENCE_KIND_OF) as Resolution[]).find((resolution) => ABSENCE_KIND_OF[resolution] === kind)!;

/** Whether a resolution is kept as a day's resolution rather than as a punch. */
export const isDayResolution = (resolution: Resolution): boolean => SETTLES[resolution] !== undefined;

/**
 * What still needs resolving on a day, in the order of RESOLVE_PROBLEMS: the timesheet's issues
 * (a missing punch, work without a schedule, an absence) and punches flagged outside a geofence,
 * less what the day's resolutions settled.
 */
export function dayProblems(day: ResolveDayFacts, settled: readonly Resolution[]): ResolveProblem[] {
  const found = new Set<ResolveProblem>(day.issues);
  if (day.punches.some((punch) => punch.flagged)) found.add('outsideGeofence');
  for (const resolution of settled) {
    const problem = SETTLES[resolution];
    if (problem) found.delete(problem);
  }
  return RESOLVE_PROBLEMS.filter((problem) => found.has(problem));
}

/** A date and a local 'HH:MM' in a timezone as an instant (epoch ms). */
export function localInstant(date: string, time: string, timeZone: string): number {
  const day = Math.floor(Date.parse(`${date}T00:00:00Z`) / MS_PER_DAY);
  return fromLocal(timeZone, day, parseLocalTime(time)!) * MS_PER_MINUTE;
}

/**
 * The punch that completes a day's pair: a clock-out for the open clock-in (at `time` on the work
 * date, the next day when that is not after the clock-in, else at the shift's end), or else a
 * clock-in for the first clock-out without one (at `time`, else the shift's start). Within a day of
 * its partner, and on the right side of it.
 */
export function missingPunchPlan(input: {
  day: ResolveDayFacts;
  time: string | undefined;
  timeZone: string;
}): { at: number; pairsWith: MissingPunch } | { error: ErrorCode } {
  const { day, time, timeZone } = input;
  const paired = pairPunches(day.punches);
  if (paired.openIn) {
    const inAt = paired.openIn.at;
    let at = time ? localInstant(day.date, time, timeZone) : (day.shiftAt?.end ?? null);
    if (at !== null && time && at <= inAt) at = localInstant(nextDate(day.date), time, timeZone);
    if (at === null || at <= inAt || at - inAt >= MS_PER_DAY) return { error: 'RESOLVE_TIME_INVALID' };
    return { at, pairsWith: { action: 'out', closes: paired.openIn.id } };
  }
  const stray = paired.strayOuts[0];
  if (stray) {
    const at = time ? localInstant(day.date, time, timeZone) : (day.shiftAt?.start ?? null);
    if (at === null || at >= stray.at || stray.at - at >= MS_PER_DAY) return { error: 'RESOLVE_TIME_INVALID' };
    return { at, pairsWith: { action: 'in', opens: stray.id } };
  }
  return { error: 'RESOLVE_NOT_NEEDED' };
}

const nextDate = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + MS_PER_DAY).toISOString().slice(0, 10);

/** What is wrong with a range of dates; null when it can be looked at. */
export function rangeProblem(range: { from: string; to: string }): 'validation:endBeforeStart' | 'validation:periodTooLong' | null {
  if (range.to < range.from) return 'validation:endBeforeStart';
  const days = Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / MS_PER_DAY) + 1;
  return days > RESOLVE_LIMITS.maxDays ? 'validation:periodTooLong' : null;
}

/** The audit trail's key of one employee's work date. */
export const dayKey = (employeeId: string, date: string): string => `${employeeId}:${date}`;
