import { addMonths, civilOf, dayNumberOf, fromDayNumber, requireDayNumber } from './leave-dates.ts';
import type { LeavePolicy } from './policy.types.ts';

/** A leave year as day numbers, both ends inclusive. */
export interface LeaveYearDays {
  readonly start: number;
  readonly end: number;
}

/**
 * The leave year holding a day. By calendar: 1 Jan–31 Dec. By hiring date: from an anniversary of
 * hiring to the day before the next (hired 15 Mar: 15 Mar–14 Mar); days before hiring belong to
 * the years counted back from it the same way.
 */
export function leaveYearDaysOf(kind: LeavePolicy['leaveYear'], hired: number, day: number): LeaveYearDays {
  if (kind === 'calendar') {
    const { year } = civilOf(day);
    return { start: dayNumberOf(year, 1, 1), end: dayNumberOf(year, 12, 31) };
  }
  const hire = civilOf(hired);
  const { year } = civilOf(day);
  let years = year - hire.year;
  if (addMonths(hired, years * 12) > day) years -= 1;
  return { start: addMonths(hired, years * 12), end: addMonths(hired, (years + 1) * 12) - 1 };
}

export interface LeaveYear {
  /** YYYY-MM-DD, inclusive. */
  readonly start: string;
  readonly end: string;
}

/** leaveYearDaysOf for dates as strings. */
export function leaveYearOf(policy: Pick<LeavePolicy, 'leaveYear'>, hiringDate: string, date: string): LeaveYear {
  const year = leaveYearDaysOf(policy.leaveYear, requireDayNumber(hiringDate, 'hiringDate'), requireDayNumber(date, 'date'));
  return { start: fromDayNumber(year.start), end: fromDayNumber(year.end) };
}
