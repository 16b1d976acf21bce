import { requireDayNumber } from '../work-calendar/day-numbers.ts';

/**
 * Month arithmetic on day numbers (days since 1970-01-01) for service, leave years and accrual
 * periods. A month added to the 31st lands on the month's last day (31 Jan + 1 month = 28 Feb).
 */
interface Civil {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** H. Hinnant's civil_from_days: no Date per call (this runs for every employee's every period). */
export function civilOf(dayNumber: number): Civil {
  const z = dayNumber + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Days since 1970-01-01 of a valid civil date (days_from_civil). */
export function dayNumberOf(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  return era * 146_097 + yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear - 719_468;
}

/** The same day of the month `months` later (or earlier), clamped to the month's last day. */
export function addMonths(dayNumber: number, months: number): number {
  const { year, month, day } = civilOf(dayNumber);
  const index = year * 12 + (month - 1) + months;
  const toYear = Math.floor(index / 12);
  const toMonth = index - toYear * 12 + 1;
  return dayNumberOf(toYear, toMonth, Math.min(day, daysInMonth(toYear, toMonth)));
}

/**
 * Completed months from `start` to the end of day `end` (MOM: service from 14 Mar 2014 to 31 Jul
 * 2014 is 4 completed months, 14 Mar–13 Jul; 14–31 Jul is not a completed month). Each month runs
 * from the start's day of the month, so the months are the employee's months of service.
 */
export function completedMonths(start: number, end: number): number {
  if (end < start) return 0;
  const a = civilOf(start);
  const b = civilOf(end + 1);
  let months = (b.year - a.year) * 12 + (b.month - a.month);
  if (addMonths(start, months) > end + 1) months -= 1;
  return Math.max(0, months);
}

const pad2 = (value: number) => (value < 10 ? `0${value}` : String(value));

/** 'YYYY-MM-DD' of a day number, by arithmetic (every ledger line is dated: no Date per line). */
export function fromDayNumber(dayNumber: number): string {
  const { year, month, day } = civilOf(dayNumber);
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

export { requireDayNumber };
