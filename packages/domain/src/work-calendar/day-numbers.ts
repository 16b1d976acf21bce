/**
 * Calendar dates as whole day numbers (days since 1970-01-01), so that counting and stepping over
 * dates never builds a Date per day and never depends on the server's timezone.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** The day number of 'YYYY-MM-DD', or null when it is not a real calendar date. */
export function toDayNumber(isoDate: string): number | null {
  if (!ISO_DATE.test(isoDate)) return null;
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  const day = Number(isoDate.slice(8, 10));
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return daysFromCivil(year, month, day);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * Days since 1970-01-01 of a proleptic Gregorian date, by arithmetic (H. Hinnant's days_from_civil):
 * parsing is on the counting path for every holiday of every employee, so it builds no Date.
 */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** True when the value has the YYYY-MM-DD shape (toDayNumber also checks the day exists). */
export function isIsoDateShape(value: string): boolean {
  return typeof value === 'string' && ISO_DATE.test(value);
}

/** toDayNumber for a date the caller promises is valid; a RangeError names the bad value. */
export function requireDayNumber(isoDate: string, what: string): number {
  const day = toDayNumber(isoDate);
  if (day === null) throw new RangeError(`${what} is not a calendar date (YYYY-MM-DD): ${JSON.stringify(isoDate)}`);
  return day;
}

export function fromDayNumber(dayNumber: number): string {
  return new Date(dayNumber * MS_PER_DAY).toISOString().slice(0, 10);
}

/** ISO weekday index, Monday 0 … Sunday 6 (1970-01-01 was a Thursday, index 3). */
export function weekdayIndex(dayNumber: number): number {
  return (((dayNumber + 3) % 7) + 7) % 7;
}

export const WEEKDAY = { monday: 0, tuesday: 1, wednesday: 2, thursday: 3, friday: 4, saturday: 5, sunday: 6 } as const;
