import { isCalendarDate } from '../calendar.ts';
import { isLeaveCategoryCode } from './categories.ts';
import { isLeaveDays } from './leave-decimal.ts';
import type { LeavePolicy } from './policy.types.ts';

const MAX_MONTHS = 12 * 60;
const isCount = (value: unknown, max: number) => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= max;
const isNonNegativeDays = (value: unknown) => isLeaveDays(value) && !(value as string).startsWith('-');
const isIsoDate = (value: unknown) =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  isCalendarDate(Number(value.slice(0, 4)), Number(value.slice(5, 7)), Number(value.slice(8, 10)));

/**
 * What is wrong with a policy, as paths ('entitlement.steps[1].fromMonths'); empty when the engine
 * can compute with it. The contract's schema bounds the same values; this keeps the engine safe alone.
 */
export function leavePolicyProblems(policy: LeavePolicy): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, path: string) => {
    if (!ok) problems.push(path);
  };
  check(isLeaveCategoryCode(policy.category), 'category');
  const { entitlement } = policy;
  if (entitlement.kind === 'fixed') check(isNonNegativeDays(entitlement.days), 'entitlement.days');
  else {
    check(entitlement.steps.length > 0 && entitlement.steps[0]!.fromMonths === 0, 'entitlement.steps');
    entitlement.steps.forEach((step, index) => {
      check(isNonNegativeDays(step.days), `entitlement.steps[${index}].days`);
      check(
        isCount(step.fromMonths, MAX_MONTHS) && (index === 0 || step.fromMonths > entitlement.steps[index - 1]!.fromMonths),
        `entitlement.steps[${index}].fromMonths`,
      );
    });
  }
  if (policy.accrual.method === 'perPayPeriod' && policy.accrual.period !== 'semiMonthly')
    check(isIsoDate(policy.accrual.anchor), 'accrual.anchor');
  if (policy.carryForward) {
    check(policy.carryForward.maxDays === null || isNonNegativeDays(policy.carryForward.maxDays), 'carryForward.maxDays');
    check(policy.carryForward.expiryMonths === null || isCount(policy.carryForward.expiryMonths, 12), 'carryForward.expiryMonths');
  }
  check(
    policy.unit !== 'hour' || (isNonNegativeDays(policy.hoursPerDay) && Number(policy.hoursPerDay) > 0 && Number(policy.hoursPerDay) <= 24),
    'hoursPerDay',
  );
  check(isCount(policy.minimumNoticeDays, 366), 'minimumNoticeDays');
  check(policy.maximumConsecutiveDays === null || isNonNegativeDays(policy.maximumConsecutiveDays), 'maximumConsecutiveDays');
  check(policy.attachmentAfterDays === null || isNonNegativeDays(policy.attachmentAfterDays), 'attachmentAfterDays');
  check(policy.negativeBalanceDays === null || isNonNegativeDays(policy.negativeBalanceDays), 'negativeBalanceDays');
  const { eligibility } = policy;
  check(isCount(eligibility.minimumServiceMonths, MAX_MONTHS), 'eligibility.minimumServiceMonths');
  check(eligibility.genders === null || eligibility.genders.length > 0, 'eligibility.genders');
  check(eligibility.employmentTypes === null || eligibility.employmentTypes.length > 0, 'eligibility.employmentTypes');
  check(
    eligibility.nationalities === null ||
      (eligibility.nationalities.length > 0 && eligibility.nationalities.every((code) => /^[A-Z]{2}$/.test(code))),
    'eligibility.nationalities',
  );
  return problems;
}
