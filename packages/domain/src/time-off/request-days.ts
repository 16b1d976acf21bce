import type { WorkingDay } from '../work-calendar/working-days.ts';
import { fromDayNumber, requireDayNumber } from './leave-dates.ts';
import { Decimal, daysString, toDays, ZERO } from './leave-decimal.ts';
import { leaveYearDaysOf } from './leave-year.ts';
import type { LeavePolicy } from './policy.types.ts';

/** Which half of a day a request takes on its first or last day; null: the whole day. */
export type DayHalf = 'morning' | 'afternoon';

export interface LeaveRequestSpan {
  /** Inclusive dates, YYYY-MM-DD. */
  readonly from: string;
  readonly to: string;
  /** Only this half of the first day (e.g. 'afternoon': leave from noon). */
  readonly firstDayHalf?: DayHalf | null;
  /** Only this half of the last day ('morning': back at noon). On a one-day request give one of the two. */
  readonly lastDayHalf?: DayHalf | null;
  /** Hours on a one-day request (policies in hours). */
  readonly hours?: string | null;
}

export interface CountLeaveQuery {
  readonly policy: Pick<LeavePolicy, 'unit' | 'counting' | 'hoursPerDay' | 'leaveYear'>;
  readonly request: LeaveRequestSpan;
  readonly hiringDate: string;
  /**
   * The employee's working days over the request's dates (employeeWorkingDaysByDate): each date's
   * fraction (1, 0.5 for a half working day or a half-day holiday, 0 for a rest day or a holiday).
   * Not needed when the policy counts calendar days.
   */
  readonly workingDays?: readonly WorkingDay[];
}

export type CountProblem =
  'dateOrder' | 'halfDayNotAllowed' | 'hoursNotAllowed' | 'hoursOnOneDayOnly' | 'hoursTooMany' | 'workingDaysMissing';

export interface CountedLeave {
  /** Days counted, a decimal string. */
  readonly days: string;
  readonly byDate: readonly { readonly date: string; readonly days: string; readonly reason: WorkingDay['reason'] | 'calendar' }[];
  /** The days charged to each leave year the request touches (a request across a year's end is split). */
  readonly byLeaveYear: readonly { readonly start: string; readonly end: string; readonly days: string }[];
  readonly problems: readonly CountProblem[];
}

const HALF = new Decimal('0.5');

/** What a half of a day leaves to count: the morning is the first half a day has, the afternoon the rest. */
function halfOf(fraction: Decimal, half: DayHalf): Decimal {
  return half === 'morning' ? Decimal.min(fraction, HALF) : Decimal.max(ZERO, fraction.minus(HALF));
}

/**
 * Days a request counts: per date the working fraction (or 1 for calendar days), a half day
 * taken on the first or last date, hours converted at the policy's hours a day; split per leave year.
 * A policy in whole days counts a date worth half a day as a whole one (MOM: leave on a half
 * working day counts as a full day unless half days are allowed).
 */
export function countLeaveDays(query: CountLeaveQuery): CountedLeave {
  const { policy, request } = query;
  const problems: CountProblem[] = [];
  const first = requireDayNumber(request.from, 'request.from');
  const last = requireDayNumber(request.to, 'request.to');
  if (last < first) return { days: '0', byDate: [], byLeaveYear: [], problems: ['dateOrder'] };
  const hasHalf = Boolean(request.firstDayHalf || request.lastDayHalf);
  const hours = request.hours ?? null;
  if (hasHalf && policy.unit === 'day') problems.push('halfDayNotAllowed');
  if (hours !== null && policy.unit !== 'hour') problems.push('hoursNotAllowed');
  if (hours !== null && last !== first) problems.push('hoursOnOneDayOnly');
  const byDay = new Map<string, WorkingDay>();
  if (policy.counting === 'workingDays') {
    for (const day of query.workingDays ?? []) byDay.set(day.date, day);
  }
  const hired = requireDayNumber(query.hiringDate, 'hiringDate');
  const byDate: { date: string; days: string; reason: WorkingDay['reason'] | 'calendar' }[] = [];
  const years = new Map<number, { start: number; end: number; days: Decimal }>();
  let total = ZERO;
  for (let day = first; day <= last; day += 1) {
    const date = fromDayNumber(day);
    let fraction: Decimal;
    let reason: WorkingDay['reason'] | 'calendar' = 'calendar';
    if (policy.counting === 'calendarDays') fraction = new Decimal(1);
    else {
      const working = byDay.get(date);
      if (!working) {
        if (!problems.includes('workingDaysMissing')) problems.push('workingDaysMissing');
        continue;
      }
      fraction = new Decimal(working.fraction);
      reason = working.reason;
    }
    if (day === first && request.firstDayHalf) fraction = halfOf(fraction, request.firstDayHalf);
    // On a one-day request the two halves are the same day: the first-day half already applies.
    if (day === last && request.lastDayHalf && !(day === first && request.firstDayHalf)) fraction = halfOf(fraction, request.lastDayHalf);
    if (policy.unit === 'day' && !fraction.isZero()) fraction = fraction.ceil();
    if (hours !== null && policy.unit === 'hour' && policy.hoursPerDay !== null && !fraction.isZero()) {
      const asked = toDays(hours, 'request.hours').dividedBy(toDays(policy.hoursPerDay, 'hoursPerDay'));
      if (asked.greaterThan(fraction)) problems.push('hoursTooMany');
      fraction = Decimal.min(asked, fraction).toDecimalPlaces(4);
    }
    byDate.push({ date, days: daysString(fraction), reason });
    total = total.plus(fraction);
    const year = leaveYearDaysOf(policy.leaveYear, hired, day);
    const bucket = years.get(year.start) ?? { ...year, days: ZERO };
    bucket.days = bucket.days.plus(fraction);
    years.set(year.start, bucket);
  }
  return {
    days: daysString(total),
    byDate,
    byLeaveYear: [...years.values()].map((year) => ({
      start: fromDayNumber(year.start),
      end: fromDayNumber(year.end),
      days: daysString(year.days),
    })),
    problems,
  };
}
