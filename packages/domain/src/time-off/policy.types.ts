import type { LeaveCategoryCode } from './categories.ts';

/** Days of leave as an exact decimal string ('14', '7.5', '1.17'); never a float. */
export type LeaveDays = string;

/** From `fromMonths` completed months of service on, `days` a leave year (steps in ascending order, the first from 0). */
export interface ServiceStep {
  readonly fromMonths: number;
  readonly days: LeaveDays;
}

export type LeaveEntitlement =
  | { readonly kind: 'fixed'; readonly days: LeaveDays }
  /** The step in force changes on the anniversary of hiring (years of service as months: 12, 24 …). */
  | { readonly kind: 'byService'; readonly steps: readonly ServiceStep[] };

/**
 * How the year's entitlement reaches the balance. upfront: all of it on the first day of the leave
 * year (or of service, or of eligibility); monthly: at the end of each month of the leave year;
 * perPayPeriod: at the end of each pay period ending in the leave year (semi-monthly: the 15th and
 * the month's end; weekly/fortnightly: every 7/14 days from `anchor`, a period's first day).
 */
export type LeaveAccrual =
  | { readonly method: 'upfront' }
  | { readonly method: 'monthly' }
  | { readonly method: 'perPayPeriod'; readonly period: 'semiMonthly' }
  | { readonly method: 'perPayPeriod'; readonly period: 'weekly' | 'fortnightly'; readonly anchor: string };

/** Rounding of a pro-rated or accrued amount: to whole days, half days or hundredths. */
export interface LeaveRounding {
  readonly step: '1' | '0.5' | '0.01';
  /** nearest: a half or more rounds up (MOM's rule for pro-rated annual leave). */
  readonly mode: 'nearest' | 'down' | 'up';
}

/**
 * Pro-rating for a joiner or a leaver (and for a step that changes mid-year): the share of the
 * year served, by completed months of service (each twelfth of the year's days) or by days.
 */
export interface LeaveProRating {
  readonly basis: 'completedMonths' | 'days';
  readonly rounding: LeaveRounding;
}

/** Unused days at a leave year's end: up to `maxDays` (null: all) carry on, and expire `expiryMonths` after the year's end (null: never). */
export interface LeaveCarryForward {
  readonly maxDays: LeaveDays | null;
  readonly expiryMonths: number | null;
}

export type EmployeeGender = 'female' | 'male';

export interface LeaveEligibility {
  /** null: anyone. */
  readonly genders: readonly EmployeeGender[] | null;
  /** Employment type codes (e.g. 'permanent', 'contract', 'partTime'); null: any. */
  readonly employmentTypes: readonly string[] | null;
  readonly confirmedOnly: boolean;
  /** Months of service before leave may be taken. */
  readonly minimumServiceMonths: number;
  /**
   * Whether the months before eligibility earn leave: 'counts' (Singapore: after 3 months the
   * leave is pro-rated from the first day) or 'doesNotCount' (Indonesia: 12 days after 12 months).
   */
  readonly serviceBeforeEligibility: 'counts' | 'doesNotCount';
  /** ISO 3166-1 alpha-2 nationalities; null: any. */
  readonly nationalities: readonly string[] | null;
}

export interface LeavePolicy {
  readonly category: LeaveCategoryCode;
  readonly entitlement: LeaveEntitlement;
  readonly accrual: LeaveAccrual;
  /** null: not pro-rated, a joiner gets the whole days of the step reached (credited as the accrual says). */
  readonly proRating: LeaveProRating | null;
  /** calendar: 1 Jan–31 Dec; hiringDate: from each anniversary of hiring to the day before the next. */
  readonly leaveYear: 'calendar' | 'hiringDate';
  /** null: nothing carries; unused days expire at the year's end. */
  readonly carryForward: LeaveCarryForward | null;
  readonly unit: 'day' | 'halfDay' | 'hour';
  /** Hours in a day of leave, for unit 'hour' (e.g. '8'). */
  readonly hoursPerDay: LeaveDays | null;
  /** workingDays: the employee's work calendar (rest days and holidays are not counted); calendarDays: every day. */
  readonly counting: 'workingDays' | 'calendarDays';
  readonly minimumNoticeDays: number;
  /** The most days one request may count; null: no limit. */
  readonly maximumConsecutiveDays: LeaveDays | null;
  /** A request counting more than this many days needs an attachment (a medical certificate); null: never. */
  readonly attachmentAfterDays: LeaveDays | null;
  /** How far below zero the balance may go: '0' not at all; null: no limit (unpaid leave). */
  readonly negativeBalanceDays: LeaveDays | null;
  readonly eligibility: LeaveEligibility;
}
