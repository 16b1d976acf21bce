import Decimal from 'decimal.js';
import { IDENTIFICATION_EXPIRY_REMINDER_DAYS, type ServiceContinuity } from '@tenaga/contracts';

/** Adds days to an ISO calendar date (no time zone involved: both are calendar dates). */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

// Identifications --------------------------------------------------------------------------------

export type DocumentStatus = 'valid' | 'expiring' | 'expired';

/** Expired after its expiry date; expiring from the reminder's days before it. */
export function documentStatus(expiryDate: string | null, today: string): DocumentStatus {
  if (!expiryDate) return 'valid';
  if (expiryDate < today) return 'expired';
  return addDays(today, IDENTIFICATION_EXPIRY_REMINDER_DAYS) >= expiryDate ? 'expiring' : 'valid';
}

/** A document's dates in order: issued before it expires. */
export function documentDateProblems(input: { issueDate: string | null; expiryDate: string | null }): Record<string, string> {
  return input.issueDate && input.expiryDate && input.expiryDate < input.issueDate ? { expiryDate: 'validation:endBeforeStart' } : {};
}

/** The expiry reminders due today: documents expiring within the reminder's days, not expired yet. */
export function expiryRemindersDue<D extends { expiryDate: string | null }>(documents: readonly D[], today: string): D[] {
  return documents.filter((document) => document.expiryDate !== null && documentStatus(document.expiryDate, today) === 'expiring');
}

// Hiring dates -----------------------------------------------------------------------------------

export interface Period {
  readonly id?: string;
  readonly hiringDate: string;
  readonly endDate: string;
  readonly continuity: ServiceContinuity;
}

/**
 * Where unbroken service starts: from the current hiring date back through each earlier period whose
 * following employment carried its service over. Periods are read latest first; a broken one stops it.
 */
export function continuousServiceFrom(hiringDate: string | null, periods: readonly Period[]): string | null {
  if (!hiringDate) return null;
  let from = hiringDate;
  for (const period of [...periods].sort((a, b) => b.hiringDate.localeCompare(a.hiringDate))) {
    if (period.endDate >= from || period.continuity !== 'continuous') break;
    from = period.hiringDate;
  }
  return from;
}

/**
 * An earlier period ends after it starts, before the current employment began, and overlaps no
 * other earlier period (the one being changed excepted).
 */
export function periodProblems(input: { period: Period; hiringDate: string | null; others: readonly Period[] }): Record<string, string> {
  const { period } = input;
  if (period.endDate < period.hiringDate) return { endDate: 'validation:endBeforeStart' };
  if (input.hiringDate && period.endDate >= input.hiringDate) return { endDate: 'employeeRecords:hiringDates.endsAfterCurrent' };
  const overlaps = input.others.some(
    (other) => other.id !== period.id && other.hiringDate <= period.endDate && period.hiringDate <= other.endDate,
  );
  return overlaps ? { hiringDate: 'employeeRecords:hiringDates.overlaps' } : {};
}

// Work hours -------------------------------------------------------------------------------------

/**
 * The week's hours: as given, or hours per day × days per week. Given, they may not exceed a full
 * day on each working day (a half day counts half), so the three stay consistent for proration.
 */
export function weeklyHours(input: {
  hoursPerDay: string;
  daysPerWeek: string;
  hoursPerWeek: string | null;
}): { ok: true; value: string } | { ok: false; field: 'hoursPerWeek'; error: string } {
  const most = new Decimal(input.hoursPerDay).times(input.daysPerWeek);
  if (input.hoursPerWeek === null) {
    if (most.greaterThan(168)) return { ok: false, field: 'hoursPerWeek', error: 'validation:invalidValue' };
    return { ok: true, value: most.toFixed(2) };
  }
  const given = new Decimal(input.hoursPerWeek);
  if (given.greaterThan(most)) return { ok: false, field: 'hoursPerWeek', error: 'employeeRecords:workHours.weekTooLong' };
  return { ok: true, value: given.toFixed(2) };
}

/** The entry in force on a day: the latest effective on or before it. */
export function hoursOn<E extends { effectiveFrom: string }>(entries: readonly E[], day: string): E | null {
  return (
    [...entries].filter((entry) => entry.effectiveFrom <= day).sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom))[0] ?? null
  );
}

// Salary history ---------------------------------------------------------------------------------

/** A salary as the audit trail holds it (a decimal string, or null when cleared). */
export const salaryValue = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
