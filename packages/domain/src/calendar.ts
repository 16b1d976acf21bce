/** Calendar-date helpers for numbers that carry a date (MyKad, NIK) and for ages. */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one (UTC: no time zone can shift it).
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** 'YYYY-MM-DD' as its parts, or null when it is not a real calendar date. */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isCalendarDate(year, month, day) ? { year, month, day } : null;
}

/** Negative, zero or positive as a is before, on or after b. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * A two-digit year is a real date in the 1900s or the 2000s (MyKad and NIK do not say which
 * century): true when either reading is a calendar date ('000229' is 29 Feb 2000).
 */
export function isDateInEitherCentury(yearOfCentury: number, month: number, day: number): boolean {
  return isCalendarDate(1900 + yearOfCentury, month, day) || isCalendarDate(2000 + yearOfCentury, month, day);
}
