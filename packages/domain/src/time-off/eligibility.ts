import { addMonths, fromDayNumber, requireDayNumber } from './leave-dates.ts';
import type { EmployeeGender, LeavePolicy } from './policy.types.ts';

export interface LeaveEmployee {
  /** YYYY-MM-DD */
  readonly hiringDate: string;
  /** The last day of service, YYYY-MM-DD; null while employed. */
  readonly cessationDate: string | null;
  readonly gender?: EmployeeGender | null;
  readonly employmentType?: string | null;
  /** The confirmation (end of probation) date, YYYY-MM-DD; null: not confirmed. */
  readonly confirmationDate?: string | null;
  /** ISO 3166-1 alpha-2. */
  readonly nationality?: string | null;
}

export type EligibilityReason = 'gender' | 'employmentType' | 'notConfirmed' | 'minimumService' | 'nationality' | 'notEmployed';

/** The first day leave may be taken: hiring plus the minimum service. */
export function eligibleFrom(policy: LeavePolicy, hiringDate: string): string {
  const hired = requireDayNumber(hiringDate, 'hiringDate');
  return fromDayNumber(addMonths(hired, policy.eligibility.minimumServiceMonths));
}

/** Why the employee may not take this leave on `date` (YYYY-MM-DD); empty when they may. */
export function eligibilityProblems(policy: LeavePolicy, employee: LeaveEmployee, date: string): EligibilityReason[] {
  const reasons: EligibilityReason[] = [];
  const { eligibility } = policy;
  if (date < employee.hiringDate || (employee.cessationDate !== null && date > employee.cessationDate)) reasons.push('notEmployed');
  if (eligibility.genders && (!employee.gender || !eligibility.genders.includes(employee.gender))) reasons.push('gender');
  if (eligibility.employmentTypes && (!employee.employmentType || !eligibility.employmentTypes.includes(employee.employmentType)))
    reasons.push('employmentType');
  if (eligibility.confirmedOnly && (!employee.confirmationDate || employee.confirmationDate > date)) reasons.push('notConfirmed');
  if (date < eligibleFrom(policy, employee.hiringDate)) reasons.push('minimumService');
  if (eligibility.nationalities && (!employee.nationality || !eligibility.nationalities.includes(employee.nationality)))
    reasons.push('nationality');
  return reasons;
}
