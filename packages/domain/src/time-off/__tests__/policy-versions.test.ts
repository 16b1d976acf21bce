import { describe, expect, it } from 'vitest';
import { leaveBalanceAt, leaveBalanceFiguresAt, lowestBalanceFrom, policyInForceOn, type LeavePolicy } from '../index.ts';
import { MONTHLY_14, query, taken } from './fixtures.ts';

const MONTHLY_18: LeavePolicy = { ...MONTHLY_14, entitlement: { kind: 'fixed', days: '18' } };
const CARRY_5: LeavePolicy = { ...MONTHLY_14, carryForward: { maxDays: '5', expiryMonths: null } };
const CARRY_2: LeavePolicy = { ...MONTHLY_14, carryForward: { maxDays: '2', expiryMonths: null } };

describe('dated versions of a policy', () => {
  it('a version from 1 Jan 2027 earns 18 days in 2027; 2026 and its balances stay as they were', () => {
    const versions = [{ from: '2027-01-01', policy: MONTHLY_18 }];
    const before = leaveBalanceAt(query(MONTHLY_14, '2026-06-30'));
    expect(leaveBalanceAt(query(MONTHLY_14, '2026-06-30', { versions }))).toEqual(before);
    expect(leaveBalanceAt(query(MONTHLY_14, '2026-12-31', { versions })).entitled).toBe('14');
    const june2027 = leaveBalanceAt(query(MONTHLY_14, '2027-06-30', { versions }));
    expect(june2027.entitled).toBe('18');
    expect(june2027.accrued).toBe('9');
  });

  it('a version dated in the middle of a leave year applies from the next one: a year begun keeps its rules', () => {
    const versions = [{ from: '2026-07-01', policy: MONTHLY_18 }];
    expect(leaveBalanceAt(query(MONTHLY_14, '2026-12-31', { versions })).entitled).toBe('14');
    expect(leaveBalanceAt(query(MONTHLY_14, '2027-12-31', { versions })).entitled).toBe('18');
  });

  it('someone who joins after the version’s date has its rules from their first day, in a year begun before', () => {
    const joiner = { employee: { hiringDate: '2026-08-01', cessationDate: null }, assignment: { from: '2026-08-01' } };
    const versions = [{ from: '2026-07-01', policy: MONTHLY_18 }];
    // 5 completed months of 18 days: 7.5 (of 14 days it would be 5.83).
    expect(leaveBalanceAt(query(MONTHLY_14, '2026-12-31', { ...joiner, versions })).entitled).toBe('7.5');
  });

  it('leave years by hiring date change at each employee’s first anniversary on or after the date', () => {
    const policy: LeavePolicy = { ...MONTHLY_14, leaveYear: 'hiringDate' };
    const versions = [{ from: '2026-03-01', policy: { ...MONTHLY_18, leaveYear: 'hiringDate' as const } }];
    const person = { employee: { hiringDate: '2020-04-15', cessationDate: null }, assignment: { from: '2020-04-15' } };
    const yearBegun = leaveBalanceAt(query(policy, '2026-04-14', { ...person, versions }));
    expect(yearBegun.leaveYear).toEqual({ start: '2025-04-15', end: '2026-04-14' });
    expect(yearBegun.entitled).toBe('14');
    expect(leaveBalanceAt(query(policy, '2026-04-15', { ...person, versions })).entitled).toBe('18');
  });

  it('the year receiving the days applies its own carry-forward cap', () => {
    const entries = [taken('2026-03-02', '4')];
    const hired2026 = { employee: { hiringDate: '2026-01-01', cessationDate: null }, assignment: { from: '2026-01-01' } };
    // 2026 closes at 10 days: 5 carry under the old rules, 2 under the version from 2027.
    const old = leaveBalanceAt(query(CARRY_5, '2027-01-01', { ...hired2026, entries }));
    expect(old.carriedForward).toBe('10');
    expect(old.expired).toBe('5');
    const changed = leaveBalanceAt(
      query(CARRY_5, '2027-01-01', { ...hired2026, entries, versions: [{ from: '2027-01-01', policy: CARRY_2 }] }),
    );
    expect(changed.expired).toBe('8');
    expect(old.balance).toBe('5');
    expect(changed.balance).toBe('2');
  });

  it('the list’s figures and the lowest balance read the same versions', () => {
    const versions = [{ from: '2027-01-01', policy: MONTHLY_18 }];
    const full = leaveBalanceAt(query(MONTHLY_14, '2027-03-31', { versions }));
    const { trace: _trace, ...figures } = full;
    expect(leaveBalanceFiguresAt(query(MONTHLY_14, '2027-03-31', { versions }))).toEqual(figures);
    // 1.5 a month in 2027 (nothing carried): 1.5 at the end of January, less 3 taken on 10 February.
    const entries = [taken('2027-02-10', '3')];
    expect(lowestBalanceFrom(query(MONTHLY_14, '2027-02-10', { versions, entries }), '2027-02-10', '2027-02-10')).toBe('-1.5');
  });

  it('refuses versions out of order or changing the kind of leave year', () => {
    const later = { from: '2027-01-01', policy: MONTHLY_18 };
    expect(() => leaveBalanceAt(query(MONTHLY_14, '2027-03-31', { versions: [later, { ...later, from: '2026-01-01' }] }))).toThrow(
      RangeError,
    );
    const byHiring = { from: '2027-01-01', policy: { ...MONTHLY_18, leaveYear: 'hiringDate' as const } };
    expect(() => leaveBalanceAt(query(MONTHLY_14, '2027-03-31', { versions: [byHiring] }))).toThrow(/leave year/);
  });

  it('policyInForceOn: the version whose date is the latest on or before the day', () => {
    const versions = [
      { from: '2027-01-01', policy: MONTHLY_18 },
      { from: '2028-01-01', policy: CARRY_2 },
    ];
    expect(policyInForceOn(MONTHLY_14, versions, '2026-12-31')).toBe(MONTHLY_14);
    expect(policyInForceOn(MONTHLY_14, versions, '2027-01-01')).toBe(MONTHLY_18);
    expect(policyInForceOn(MONTHLY_14, versions, '2030-05-05')).toBe(CARRY_2);
    expect(policyInForceOn(MONTHLY_14, undefined, '2030-05-05')).toBe(MONTHLY_14);
  });
});
