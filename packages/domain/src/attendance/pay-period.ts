import { isCalendarDate } from '../calendar.ts';
import { requireDayNumber } from '../work-calendar/day-numbers.ts';

export interface PayPeriod {
  /** Inclusive, YYYY-MM-DD. */
  readonly from: string;
  readonly to: string;
}

const pad = (value: number) => String(value).padStart(2, '0');
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The day a period starts on in a month: the start day, or the month's last day when it is shorter (31 → 28 Feb). */
function startIn(year: number, month: number, startDay: number): string {
  return `${year}-${pad(month)}-${pad(Math.min(startDay, daysIn(year, month)))}`;
}

function previousDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
}

function checkStartDay(startDay: number): void {
  if (!Number.isInteger(startDay) || startDay < 1 || startDay > 31) throw new RangeError('startDay is a day of the month, 1 to 31');
}

/**
 * The pay period that ends in a month: with startDay 26, March's is 26 February to 25 March; with
 * 1, the calendar month. A start day past a month's end starts on its last day.
 */
export function payPeriodEndingIn(query: { readonly year: number; readonly month: number; readonly startDay: number }): PayPeriod {
  checkStartDay(query.startDay);
  if (!isCalendarDate(query.year, query.month, 1)) throw new RangeError('year and month are not a calendar month');
  if (query.startDay === 1)
    return {
      from: `${query.year}-${pad(query.month)}-01`,
      to: `${query.year}-${pad(query.month)}-${pad(daysIn(query.year, query.month))}`,
    };
  const previousYear = query.month === 1 ? query.year - 1 : query.year;
  const previousMonth = query.month === 1 ? 12 : query.month - 1;
  return { from: startIn(previousYear, previousMonth, query.startDay), to: previousDay(startIn(query.year, query.month, query.startDay)) };
}

/** The pay period a date falls in (startDay 26: 2026-03-27 is in 26 March to 25 April). */
export function payPeriodContaining(query: { readonly date: string; readonly startDay: number }): PayPeriod {
  checkStartDay(query.startDay);
  requireDayNumber(query.date, 'date');
  const [year, month] = query.date.split('-').map(Number) as [number, number];
  const thisMonth = payPeriodEndingIn({ year, month, startDay: query.startDay });
  if (query.date <= thisMonth.to) return thisMonth;
  return payPeriodEndingIn({ year: month === 12 ? year + 1 : year, month: month === 12 ? 1 : month + 1, startDay: query.startDay });
}
