import Decimal from 'decimal.js';

/**
 * How a month's salary is split over its days when it changes inside the period:
 * - calendarDays: each calendar day of the period is an equal share;
 * - workingDays: each working day of the period (the employee's calendar) is an equal share;
 * - fixed26 / fixed30: each working day (26) or calendar day (30) is 1/26 or 1/30 of the salary,
 *   and the last rate takes what is left of the month, so a month without a change pays exactly
 *   the salary whatever its length (the fixed-divisor practice of many Asian payrolls).
 */
export const PRORATION_BASES = ['calendarDays', 'workingDays', 'fixed26', 'fixed30'] as const;
export type ProrationBasis = (typeof PRORATION_BASES)[number];

export interface SalaryRate {
  /** The first day it is in force, ISO YYYY-MM-DD. */
  readonly from: string;
  /** The monthly salary, a decimal string. */
  readonly salary: string;
}

export interface ProratedPart {
  readonly from: string;
  readonly to: string;
  readonly salary: string;
  /** The days counted for this part (calendar or working days by the basis). */
  readonly days: number;
  /** What this part pays, rounded to the cent. */
  readonly amount: string;
}

export interface ProratedSalary {
  readonly parts: readonly ProratedPart[];
  /** The sum of the parts (lines always sum to their total). */
  readonly total: string;
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * The salary of a period whose rate changes inside it (an increment from the 16th), in parts by
 * rate. `rates` holds every rate that may touch the period, in any order; the one in force on the
 * period's first day is the latest from on or before it. `isWorkingDay` says which days are working
 * days for the employee (needed by workingDays and fixed26). Days before the first rate pay nothing.
 */
export function proratedSalary(input: {
  readonly period: { readonly from: string; readonly to: string };
  readonly rates: readonly SalaryRate[];
  readonly basis: ProrationBasis;
  readonly isWorkingDay?: (date: string) => boolean;
}): ProratedSalary {
  const { period, basis } = input;
  const first = dayNumber(period.from);
  const last = dayNumber(period.to);
  if (!(last >= first)) throw new RangeError('The period ends before it starts');
  const countsWorkingDays = basis === 'workingDays' || basis === 'fixed26';
  if (countsWorkingDays && !input.isWorkingDay) throw new RangeError(`The ${basis} basis needs the working days`);
  const counts = (day: number) => !countsWorkingDays || input.isWorkingDay!(dateOf(day));

  const sorted = [...input.rates].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  // The parts: from each rate's first day in the period (or the period's start) to the day before the next.
  const spans: { from: number; to: number; salary: string }[] = [];
  sorted.forEach((rate, index) => {
    const next = sorted[index + 1];
    const from = Math.max(dayNumber(rate.from), first);
    const to = Math.min(next ? dayNumber(next.from) - 1 : last, last);
    if (from <= to) spans.push({ from, to, salary: rate.salary });
  });
  const daysIn = (from: number, to: number) => {
    let days = 0;
    for (let day = from; day <= to; day++) if (counts(day)) days++;
    return days;
  };
  const divisor = basis === 'fixed26' ? 26 : basis === 'fixed30' ? 30 : daysIn(first, last);

  let used = 0;
  const parts = spans.map((span, index): ProratedPart => {
    const days = daysIn(span.from, span.to);
    const isLast = index === spans.length - 1 && span.to === last;
    const fixed = basis === 'fixed26' || basis === 'fixed30';
    // The last part of a fixed basis pays the rest of the month's divisor (never below nothing).
    const share = fixed && isLast && spans[0]!.from === first ? Math.max(divisor - used, 0) : days;
    used += days;
    const amount = divisor === 0 ? new Decimal(0) : new Decimal(span.salary).times(share).dividedBy(divisor);
    return {
      from: dateOf(span.from),
      to: dateOf(span.to),
      salary: span.salary,
      days,
      amount: amount.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
    };
  });
  const total = parts.reduce((sum, part) => sum.plus(part.amount), new Decimal(0)).toFixed(2);
  return { parts, total };
}
