import { requireDayNumber } from './leave-dates.ts';
import { Decimal, toDays } from './leave-decimal.ts';
import type { LeavePolicy } from './policy.types.ts';

export type RequestRule = 'overlap' | 'minimumNotice' | 'maximumConsecutive' | 'attachmentRequired' | 'insufficientBalance';

export interface RequestCheckQuery {
  readonly policy: Pick<LeavePolicy, 'minimumNoticeDays' | 'maximumConsecutiveDays' | 'attachmentAfterDays' | 'negativeBalanceDays'>;
  readonly request: { readonly from: string; readonly to: string; readonly days: string; readonly hasAttachment: boolean };
  /** The company's today (its timezone), YYYY-MM-DD. */
  readonly today: string;
  /** The employee's other requests that still hold their days (pending or approved), any category. */
  readonly otherRequests: readonly { readonly from: string; readonly to: string }[];
  /** lowestBalanceFrom with the request's days added; omit for a category without a balance. */
  readonly lowestBalanceAfter?: string;
}

/**
 * The rules a request would break, by name (empty: none). Overlap compares whole dates; a
 * half-day pair on one date is the caller's to allow before calling.
 */
export function leaveRequestProblems(query: RequestCheckQuery): RequestRule[] {
  const { policy, request } = query;
  const rules: RequestRule[] = [];
  if (query.otherRequests.some((other) => other.from <= request.to && other.to >= request.from)) rules.push('overlap');
  const noticeDays = requireDayNumber(request.from, 'request.from') - requireDayNumber(query.today, 'today');
  if (noticeDays < policy.minimumNoticeDays) rules.push('minimumNotice');
  const days = toDays(request.days, 'request.days');
  if (policy.maximumConsecutiveDays !== null && days.greaterThan(toDays(policy.maximumConsecutiveDays, 'maximumConsecutiveDays')))
    rules.push('maximumConsecutive');
  if (
    policy.attachmentAfterDays !== null &&
    !request.hasAttachment &&
    days.greaterThan(toDays(policy.attachmentAfterDays, 'attachmentAfterDays'))
  )
    rules.push('attachmentRequired');
  if (query.lowestBalanceAfter !== undefined && policy.negativeBalanceDays !== null) {
    const floor = new Decimal(toDays(policy.negativeBalanceDays, 'negativeBalanceDays')).negated();
    if (toDays(query.lowestBalanceAfter, 'lowestBalanceAfter').lessThan(floor)) rules.push('insufficientBalance');
  }
  return rules;
}
