import { describe, expect, it } from 'vitest';
import type { LeaveRules } from '@tenaga/contracts/modules/time-off.contracts';
import { STATUTORY_LEAVE } from '@tenaga/domain/time-off';
import { NEW_POLICY, toFormValues, toRules } from '../components/policy-form-model.ts';

const statutory = Object.values(STATUTORY_LEAVE)
  .flat()
  .map((row) => {
    const { category, ...rules } = row.policy;
    // The engine's readonly lists, as the contract's plain ones (the same values).
    return [`${row.country} ${category} from ${row.inForce.from}`, rules as LeaveRules] as const;
  });

describe('the policy form’s fields', () => {
  it.each(statutory)('keep every rule of %s when read and written back unchanged', (_name, rules) => {
    expect(toRules(toFormValues(rules))).toEqual(rules);
  });

  it('a new policy’s defaults make rules the engine accepts: monthly, pro-rated to half days, nothing below zero', () => {
    const rules = toRules({ ...NEW_POLICY, categoryId: 'x', name: 'Annual' });
    expect(rules).toMatchObject({
      entitlement: { kind: 'fixed', days: '14' },
      accrual: { method: 'monthly' },
      proRating: { basis: 'completedMonths', rounding: { step: '0.5', mode: 'nearest' } },
      carryForward: null,
      negativeBalanceDays: '0',
      eligibility: { genders: null, employmentTypes: null, nationalities: null },
    });
  });

  it('switches turn parts off: no carry-forward, no limit below zero; blank limits are none', () => {
    const rules = toRules({ ...NEW_POLICY, carries: false, limitNegative: false, maximumConsecutiveDays: ' ', attachmentAfterDays: '2' });
    expect(rules).toMatchObject({ carryForward: null, negativeBalanceDays: null, maximumConsecutiveDays: null, attachmentAfterDays: '2' });
  });

  it('employment types and nationalities ticked are the only ones eligible; none ticked is anyone', () => {
    const rules = toRules({ ...NEW_POLICY, employmentTypes: ['1'], nationalities: ['SG', 'MY'] });
    expect(rules.eligibility).toMatchObject({ employmentTypes: ['1'], nationalities: ['SG', 'MY'] });
    expect(toRules({ ...NEW_POLICY, employmentTypes: [], nationalities: [] }).eligibility).toMatchObject({
      employmentTypes: null,
      nationalities: null,
    });
  });

  it('a fortnightly accrual keeps its anchor; hours a day only for a policy in hours', () => {
    const rules = toRules({ ...NEW_POLICY, accrual: 'fortnightly', anchor: '2026-01-05', unit: 'day', hoursPerDay: '8' });
    expect(rules.accrual).toEqual({ method: 'perPayPeriod', period: 'fortnightly', anchor: '2026-01-05' });
    expect(rules.hoursPerDay).toBeNull();
  });
});
