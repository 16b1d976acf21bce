import { fromDayNumber, isIsoDateShape, requireDayNumber, weekdayIndex } from './day-numbers.ts';
import type { DatedWorkingWeek, DayFraction, WorkingWeek } from './working-week.ts';
import { isWorkingWeek } from './working-week.ts';

export interface WorkingDaysQuery {
  /** Inclusive calendar dates, YYYY-MM-DD. */
  readonly from: string;
  readonly to: string;
  /** The employee's working weeks over time; before the first one's date there are no working days. */
  readonly weeks: readonly DatedWorkingWeek[];
  /** Dates (YYYY-MM-DD) that are holidays for this employee. */
  readonly holidays: ReadonlySet<string> | readonly string[];
  /**
   * Dates that are half-day holidays (a company holiday from noon): half a day off a working day,
   * so a full day counts 0.5 and a half day 0. A date in both lists is a whole holiday.
   */
  readonly halfDayHolidays?: ReadonlySet<string> | readonly string[];
  /** Outside [joinDate, leaveDate] no day is a working day. */
  readonly joinDate?: string | null;
  readonly leaveDate?: string | null;
}

/**
 * Why a date counts as it does. A holiday on a rest day is reported as 'holiday' (the calendar
 * shows its name); either way it is worth 0.
 */
export type WorkingDayReason = 'working' | 'rest' | 'holiday' | 'notEmployed';

export interface WorkingDay {
  readonly date: string;
  readonly fraction: DayFraction;
  readonly reason: WorkingDayReason;
}

/** A week from a day number on (inside the package: the dated weeks already parsed). */
export interface WeekFromDay {
  readonly start: number;
  readonly week: WorkingWeek;
}

interface ResolvedQuery {
  readonly first: number;
  readonly last: number;
  /** Week changes in date order; each applies from its start day until the next one's. */
  readonly weeks: readonly { readonly start: number; readonly week: WorkingWeek }[];
  readonly holidays: ReadonlySet<number>;
  readonly halfDayHolidays: ReadonlySet<number>;
  readonly employedFrom: number;
  readonly employedTo: number;
}

type Query = Omit<WorkingDaysQuery, 'weeks'>;

/** Checks and converts the query once, so that the day loop works on plain numbers. */
function resolve(query: WorkingDaysQuery): ResolvedQuery {
  const weeks = query.weeks
    .map((dated, index) => {
      if (!isWorkingWeek(dated.week)) throw new RangeError(`weeks[${index}].week is not seven fractions of 0, 0.5 or 1`);
      return { start: requireDayNumber(dated.from, `weeks[${index}].from`), week: dated.week, index };
    })
    // Two weeks from the same date: the later one in the list wins (sort is stable).
    .sort((a, b) => a.start - b.start || a.index - b.index);
  return resolveWith(query, weeks);
}

/** The same with weeks already checked, parsed and in order (weeksInForce's, at no second parse). */
function resolveWith(query: Query, weeks: readonly WeekFromDay[]): ResolvedQuery {
  const first = requireDayNumber(query.from, 'from');
  const last = requireDayNumber(query.to, 'to');
  const holidays = datesInRange(query, query.holidays, 'holidays');
  const halfDayHolidays = datesInRange(query, query.halfDayHolidays ?? [], 'halfDayHolidays');
  for (const day of holidays) halfDayHolidays.delete(day);
  const employedFrom = query.joinDate ? requireDayNumber(query.joinDate, 'joinDate') : -Infinity;
  const employedTo = query.leaveDate ? requireDayNumber(query.leaveDate, 'leaveDate') : Infinity;
  return { first, last, weeks, holidays, halfDayHolidays, employedFrom, employedTo };
}

function datesInRange(range: { from: string; to: string }, dates: ReadonlySet<string> | readonly string[], what: string): Set<number> {
  const days = new Set<number>();
  for (const date of dates) {
    // ISO dates order as strings: only the holidays inside the range are parsed (the hot path
    // of a payrun passes a year's list for a month); any entry that is not a date still throws.
    if (date >= range.from && date <= range.to) days.add(requireDayNumber(date, what));
    else if (!isIsoDateShape(date)) throw new RangeError(`${what} is not a calendar date (YYYY-MM-DD): ${JSON.stringify(date)}`);
  }
  return days;
}

/**
 * Walks the employed days of the range week segment by week segment, calling visit for each day
 * with the week in force (undefined before the first week).
 */
function walk(resolved: ResolvedQuery, visit: (day: number, week: WorkingWeek | undefined) => void): void {
  const { weeks } = resolved;
  let next = 0; // index of the first week that starts after the current day
  let week: WorkingWeek | undefined;
  for (let day = resolved.first; day <= resolved.last; day += 1) {
    while (next < weeks.length && weeks[next]!.start <= day) {
      week = weeks[next]!.week;
      next += 1;
    }
    visit(day, week);
  }
}

/** What is left of a day's fraction once half a day is off: a full day keeps half, a half day nothing. */
const afterHalfDayOff = (fraction: DayFraction): DayFraction => (fraction === 1 ? 0.5 : 0);

/** Working days in [from, to], a multiple of 0.5 (exact: halves add up without rounding). */
export function countWorkingDays(query: WorkingDaysQuery): number {
  return countResolved(resolve(query));
}

/** countWorkingDays on weeks already parsed, in date order (for the package's own callers). */
export function countWorkingDaysFrom(query: Query, weeks: readonly WeekFromDay[]): number {
  return countResolved(resolveWith(query, weeks));
}

/** workingDaysByDate on weeks already parsed, in date order. */
export function workingDaysByDateFrom(query: Query, weeks: readonly WeekFromDay[]): readonly WorkingDay[] {
  return byDateResolved(resolveWith(query, weeks));
}

function countResolved(resolved: ResolvedQuery): number {
  const { weeks, holidays, halfDayHolidays } = resolved;
  // Only employed days count: narrow the range once instead of testing every day.
  const first = Math.max(resolved.first, resolved.employedFrom);
  const last = Math.min(resolved.last, resolved.employedTo);
  let total = 0;
  for (let index = 0; index < weeks.length; index += 1) {
    const segmentStart = Math.max(first, weeks[index]!.start);
    const segmentEnd = Math.min(last, index + 1 < weeks.length ? weeks[index + 1]!.start - 1 : last);
    const week = weeks[index]!.week;
    let weekday = weekdayIndex(segmentStart);
    for (let day = segmentStart; day <= segmentEnd; day += 1) {
      if (!holidays.has(day)) total += halfDayHolidays.has(day) ? afterHalfDayOff(week[weekday]!) : week[weekday]!;
      weekday = weekday === 6 ? 0 : weekday + 1;
    }
  }
  return total;
}

/** The same count, day by day, with the reason for each date's fraction. */
export function workingDaysByDate(query: WorkingDaysQuery): readonly WorkingDay[] {
  return byDateResolved(resolve(query));
}

function byDateResolved(resolved: ResolvedQuery): readonly WorkingDay[] {
  const { holidays, halfDayHolidays, employedFrom, employedTo } = resolved;
  const days: WorkingDay[] = [];
  walk(resolved, (day, week) => {
    const date = fromDayNumber(day);
    if (day < employedFrom || day > employedTo) days.push({ date, fraction: 0, reason: 'notEmployed' });
    else if (holidays.has(day)) days.push({ date, fraction: 0, reason: 'holiday' });
    else {
      const fraction = week === undefined ? 0 : week[weekdayIndex(day)]!;
      if (fraction !== 0 && halfDayHolidays.has(day)) {
        const left = afterHalfDayOff(fraction);
        // Half a day off a full day leaves a working half day; off a half day, nothing is left to work.
        days.push({ date, fraction: left, reason: left === 0 ? 'holiday' : 'working' });
      } else days.push({ date, fraction, reason: fraction === 0 ? 'rest' : 'working' });
    }
  });
  return days;
}
