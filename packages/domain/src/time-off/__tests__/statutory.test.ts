import { describe, expect, it } from 'vitest';
import { DOMAIN_COUNTRIES } from '../../countries/index.ts';
import { eligibilityProblems, leavePolicyProblems, STATUTORY_LEAVE, statutoryLeaveDefaults } from '../index.ts';

const all = DOMAIN_COUNTRIES.flatMap((country) => STATUTORY_LEAVE[country]);

describe('statutory leave defaults', () => {
  it('are valid policies, of their own category, dated and cited', () => {
    for (const row of all) {
      expect(leavePolicyProblems(row.policy), `${row.country} ${row.category}`).toEqual([]);
      expect(row.policy.category).toBe(row.category);
      expect(row.inForce.to === null || row.inForce.from <= row.inForce.to).toBe(true);
      expect(row.sources.length).toBeGreaterThan(0);
      for (const source of row.sources) {
        expect(source.url).toMatch(/^https:\/\//);
        expect(source.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      expect(row.note.length).toBeGreaterThan(20);
    }
  });

  it('have one policy per category in force on any date', () => {
    for (const country of DOMAIN_COUNTRIES) {
      for (const date of ['2015-06-01', '2023-01-01', '2024-06-01', '2025-03-31', '2025-04-01', '2026-03-31', '2026-04-01', '2026-11-27']) {
        const categories = statutoryLeaveDefaults(country, date).map((row) => row.category);
        expect(new Set(categories).size, `${country} ${date}`).toBe(categories.length);
      }
    }
  });

  it('follow the law in force on the date', () => {
    const days = (country: 'SG' | 'MY', category: string, date: string) => {
      const policy = statutoryLeaveDefaults(country, date).find((row) => row.category === category)?.policy;
      return policy?.entitlement.kind === 'fixed' ? policy.entitlement.days : undefined;
    };
    expect(days('SG', 'paternity', '2025-03-31')).toBe('10');
    expect(days('SG', 'paternity', '2025-04-01')).toBe('20');
    expect(days('SG', 'sharedParental', '2025-03-31')).toBeUndefined();
    expect(days('SG', 'sharedParental', '2025-04-01')).toBe('30');
    expect(days('SG', 'sharedParental', '2026-04-01')).toBe('50');
    expect(days('MY', 'maternity', '2022-12-31')).toBe('60');
    expect(days('MY', 'maternity', '2023-01-01')).toBe('98');
    expect(days('MY', 'hospitalisation', '2022-12-31')).toBeUndefined();
  });

  it('offer every country its annual leave and maternity leave', () => {
    for (const country of DOMAIN_COUNTRIES) {
      const categories = statutoryLeaveDefaults(country, '2026-11-27').map((row) => row.category);
      expect(
        categories.some((category) => category === 'annual' || category === 'ph.serviceIncentive'),
        country,
      ).toBe(true);
      expect(categories, country).toContain('maternity');
    }
  });

  it('say who is eligible: Malaysian paternity leave for a man after 12 months', () => {
    const paternity = statutoryLeaveDefaults('MY', '2026-01-01').find((row) => row.category === 'paternity')!.policy;
    const employee = { hiringDate: '2025-03-01', cessationDate: null, gender: 'male' as const };
    expect(eligibilityProblems(paternity, employee, '2026-02-28')).toEqual(['minimumService']);
    expect(eligibilityProblems(paternity, employee, '2026-03-01')).toEqual([]);
    expect(eligibilityProblems(paternity, { ...employee, gender: 'female' }, '2026-03-01')).toEqual(['gender']);
  });
});

describe('policy problems', () => {
  const policy = statutoryLeaveDefaults('SG', '2026-01-01').find((row) => row.category === 'annual')!.policy;

  it('names each bad value by its path', () => {
    expect(
      leavePolicyProblems({
        ...policy,
        entitlement: {
          kind: 'byService',
          steps: [
            { fromMonths: 3, days: '7' },
            { fromMonths: 2, days: 'x' },
          ],
        },
        carryForward: { maxDays: '-1', expiryMonths: 13 },
        unit: 'hour',
        hoursPerDay: null,
        minimumNoticeDays: -1,
        eligibility: { ...policy.eligibility, nationalities: ['sg'] },
      }),
    ).toEqual([
      'entitlement.steps',
      'entitlement.steps[1].days',
      'entitlement.steps[1].fromMonths',
      'carryForward.maxDays',
      'carryForward.expiryMonths',
      'hoursPerDay',
      'minimumNoticeDays',
      'eligibility.nationalities',
    ]);
  });

  it('wants an anchor date for weekly accrual', () => {
    expect(leavePolicyProblems({ ...policy, accrual: { method: 'perPayPeriod', period: 'weekly', anchor: '2025-02-30' } })).toEqual([
      'accrual.anchor',
    ]);
  });
});
