import type { DomainCountry } from '../../countries/index.ts';
import type { LeaveCategoryCode } from '../categories.ts';
import type { LeaveEligibility, LeavePolicy } from '../policy.types.ts';

/** Where a fact comes from, and whether it was checked against that public page. */
export interface LeaveSource {
  readonly law: string;
  readonly section: string;
  readonly url: string;
  /** The day the fact was last looked up, YYYY-MM-DD. */
  readonly checked: string;
  /** false: from the statute as commonly cited, not confirmed against a stored public page on `checked`. */
  readonly verified: boolean;
}

/** One statutory default policy of a country, in force over dates (for family leaves: by the child's birth date). */
export interface StatutoryLeaveDefault {
  readonly country: DomainCountry;
  readonly category: LeaveCategoryCode;
  /** Inclusive dates, YYYY-MM-DD; `to` null: still in force. */
  readonly inForce: { readonly from: string; readonly to: string | null };
  readonly policy: LeavePolicy;
  readonly sources: readonly LeaveSource[];
  /** What the law says that the policy cannot (per occasion, per child, who pays) and the defaults chosen. */
  readonly note: string;
}

export const CHECKED = '2026-11-27';

export const ANYONE: LeaveEligibility = {
  genders: null,
  employmentTypes: null,
  confirmedOnly: false,
  minimumServiceMonths: 0,
  serviceBeforeEligibility: 'counts',
  nationalities: null,
};

/** A policy of fixed days a year, credited at once, counted on working days: what most statutory leaves are. */
export function fixedLeave(category: LeaveCategoryCode, days: string, changes: Partial<LeavePolicy> = {}): LeavePolicy {
  return {
    category,
    entitlement: { kind: 'fixed', days },
    accrual: { method: 'upfront' },
    proRating: null,
    leaveYear: 'calendar',
    carryForward: null,
    unit: 'day',
    hoursPerDay: null,
    counting: 'workingDays',
    minimumNoticeDays: 0,
    maximumConsecutiveDays: null,
    attachmentAfterDays: null,
    negativeBalanceDays: '0',
    eligibility: ANYONE,
    ...changes,
  };
}

/** A leave taken once per event (a wedding, a birth, a death): at most `days` a request. */
export const perOccasion = (category: LeaveCategoryCode, days: string, changes: Partial<LeavePolicy> = {}): LeavePolicy =>
  fixedLeave(category, days, { maximumConsecutiveDays: days, ...changes });

export const female = (minimumServiceMonths = 0): LeaveEligibility => ({ ...ANYONE, genders: ['female'], minimumServiceMonths });
export const male = (minimumServiceMonths = 0): LeaveEligibility => ({ ...ANYONE, genders: ['male'], minimumServiceMonths });
export const afterMonths = (
  minimumServiceMonths: number,
  serviceBeforeEligibility: LeaveEligibility['serviceBeforeEligibility'] = 'counts',
): LeaveEligibility => ({
  ...ANYONE,
  minimumServiceMonths,
  serviceBeforeEligibility,
});
