import { PayrollInputError } from './errors.ts';

/** A pay month, 'YYYY-MM'. */
export type Period = `${number}-${number}`;

export interface ParsedPeriod {
  readonly year: number;
  readonly month: number; // 1..12
  readonly key: string; // 'YYYY-MM', comparable as a string
}

const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DATE = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * Parsed months and dates, by their text: both are pure functions of the string and the results are
 * read-only, so each distinct month or date is parsed once (a calendar's worth of keys at most).
 */
const PERIODS = new Map<string, ParsedPeriod>();
const DATES = new Map<string, ParsedDate>();

export function parsePeriod(value: unknown, field = 'period'): ParsedPeriod {
  if (typeof value === 'string') {
    const known = PERIODS.get(value);
    if (known) return known;
  }
  const match = typeof value === 'string' ? PERIOD.exec(value) : null;
  if (!match) throw new PayrollInputError(field, 'must be a pay month written YYYY-MM');
  const parsed: ParsedPeriod = Object.freeze({ year: Number(match[1]), month: Number(match[2]), key: value as string });
  PERIODS.set(value as string, parsed);
  return parsed;
}

export interface ParsedDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly key: string;
}

export function parseDate(value: unknown, field: string): ParsedDate {
  if (typeof value === 'string') {
    const known = DATES.get(value);
    if (known) return known;
  }
  const match = typeof value === 'string' ? DATE.exec(value) : null;
  if (!match) throw new PayrollInputError(field, 'must be a date written YYYY-MM-DD');
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1) throw new PayrollInputError(field, `${value as string} is not a calendar date`);
  const parsed: ParsedDate = Object.freeze({ year, month, day, key: value as string });
  DATES.set(value as string, parsed);
  return parsed;
}

/** Months from `from` to `to` (positive when `to` is later). */
export function monthsBetween(from: { year: number; month: number }, to: { year: number; month: number }): number {
  return (to.year - from.year) * 12 + (to.month - from.month);
}

/**
 * Birthdays that fell in a month before the pay month. CPF and EPF move an employee to the next age
 * band from the month after the birthday month, so "above 55" means this count is at least 55:
 * someone born 1971-01-15 is still "55 and below" in 2026-01 and "above 55" from 2026-02.
 */
export function birthdaysBeforeMonth(birth: ParsedDate, period: ParsedPeriod): number {
  return period.year - birth.year - (period.month <= birth.month ? 1 : 0);
}

/** Age in whole years on the last day of the pay month (the common reading elsewhere). */
export function ageAtEndOfMonth(birth: ParsedDate, period: ParsedPeriod): number {
  return period.year - birth.year - (period.month < birth.month ? 1 : 0);
}

/** The number of days in the pay month (Gregorian leap years). */
export function daysInMonth(period: ParsedPeriod): number {
  if (period.month === 2) {
    const leap = (period.year % 4 === 0 && period.year % 100 !== 0) || period.year % 400 === 0;
    return leap ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(period.month) ? 30 : 31;
}
