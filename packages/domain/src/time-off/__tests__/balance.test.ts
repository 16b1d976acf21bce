import { describe, expect, it } from 'vitest';
import { leaveBalanceAt, lowestBalanceFrom, statutoryLeaveDefaults, type LeavePolicy } from '../index.ts';
import { MONTHLY_14, query, taken } from './fixtures.ts';

const statutory = (country: 'SG' | 'MY' | 'ID', category: string, date = '2026-01-01'): LeavePolicy =>
  statutoryLeaveDefaults(country, date).find((row) => row.category === category)!.policy;

describe('golden: MOM’s pro-rated annual leave for an incomplete year of service', () => {
  it('hired 14 Mar 2014, left 31 Jul 2014: 4 completed months of 7 days, 2.33 rounds down to 2', () => {
    const balance = leaveBalanceAt(
      query(statutory('SG', 'annual'), '2014-07-31', {
        assignment: { from: '2014-03-14' },
        employee: { hiringDate: '2014-03-14', cessationDate: '2014-07-31' },
      }),
    );
    expect(balance.entitled).toBe('2');
    expect(balance.balance).toBe('2');
    // Credited on the first day of eligibility, after 3 months of service.
    expect(balance.trace).toEqual([expect.objectContaining({ date: '2014-06-14', kind: 'accrual', days: '2' })]);
  });

  it('5 completed months (6 Dec 2019 to 10 May 2020) of 11 days: 4.58 rounds up to 5', () => {
    const policy: LeavePolicy = { ...statutory('SG', 'annual'), entitlement: { kind: 'fixed', days: '11' } };
    const balance = leaveBalanceAt(
      query(policy, '2020-05-10', {
        assignment: { from: '2019-12-06' },
        employee: { hiringDate: '2019-12-06', cessationDate: '2020-05-10' },
      }),
    );
    expect(balance.entitled).toBe('5');
  });

  it('a full year of service in the 3rd year: 9 days, without pro-rating', () => {
    const balance = leaveBalanceAt(
      query(statutory('SG', 'annual'), '2015-03-14', {
        employee: { hiringDate: '2013-03-14', cessationDate: null },
        assignment: { from: '2013-03-14' },
      }),
    );
    expect(balance.leaveYear).toEqual({ start: '2015-03-14', end: '2016-03-13' });
    expect(balance.entitled).toBe('9');
  });
});

describe('entitlement', () => {
  it('pro-rates a joiner by completed months: hired 15 Apr, 8 months by 31 Dec, 14 × 8/12 = 9.33', () => {
    const balance = leaveBalanceAt(
      query(MONTHLY_14, '2025-12-31', { assignment: { from: '2025-04-15' }, employee: { hiringDate: '2025-04-15', cessationDate: null } }),
    );
    expect(balance.entitled).toBe('9.33');
    expect(balance.accrued).toBe('9.33');
    expect(balance.trace[0]).toMatchObject({ date: '2025-05-31', days: '1.17', period: { from: '2025-05-01', to: '2025-05-31' } });
  });

  it('pro-rates a leaver: left 30 Sep after 9 months of the year, 10.5 days, nothing more after', () => {
    const leaver = { hiringDate: '2020-01-01', cessationDate: '2025-09-30' };
    expect(leaveBalanceAt(query(MONTHLY_14, '2025-09-30', { employee: leaver, assignment: { from: '2025-01-01' } })).balance).toBe('10.5');
    expect(leaveBalanceAt(query(MONTHLY_14, '2025-12-31', { employee: leaver, assignment: { from: '2025-01-01' } })).entitled).toBe('10.5');
  });

  it('pro-rates by days when the policy says so', () => {
    const byDays: LeavePolicy = { ...MONTHLY_14, proRating: { basis: 'days', rounding: { step: '0.01', mode: 'nearest' } } };
    // 1 Jul to 31 Dec 2025: 184 of 365 days × 14 = 7.057…
    const balance = leaveBalanceAt(
      query(byDays, '2025-12-31', { employee: { hiringDate: '2025-07-01', cessationDate: null }, assignment: { from: '2025-07-01' } }),
    );
    expect(balance.entitled).toBe('7.06');
  });

  it('changes the years-of-service step on the anniversary (leave year by hiring date)', () => {
    const sg = statutory('SG', 'annual');
    const at = (date: string) =>
      leaveBalanceAt(query(sg, date, { employee: { hiringDate: '2020-03-14', cessationDate: null }, assignment: { from: '2020-03-14' } }))
        .entitled;
    expect(at('2022-03-13')).toBe('8');
    expect(at('2022-03-14')).toBe('9');
    expect(at('2027-03-13')).toBe('13');
    expect(at('2027-03-14')).toBe('14');
    expect(at('2035-06-01')).toBe('14');
  });

  it('splits a calendar year at the anniversary: 6 months of 8 and 6 of 12 make 10 (Malaysia, 2 years on 1 Jul)', () => {
    const balance = leaveBalanceAt(
      query(statutory('MY', 'annual'), '2025-12-31', {
        employee: { hiringDate: '2023-07-01', cessationDate: null },
        assignment: { from: '2023-07-01' },
      }),
    );
    expect(balance.entitled).toBe('10');
  });

  it('grows Singapore’s sick leave with the months of service: 5, 8, 11 then 14 days', () => {
    const sick = statutory('SG', 'sick');
    const at = (date: string) =>
      leaveBalanceAt(query(sick, date, { employee: { hiringDate: '2026-01-01', cessationDate: null }, assignment: { from: '2026-01-01' } }))
        .balance;
    expect([at('2026-03-31'), at('2026-04-01'), at('2026-04-30'), at('2026-05-31'), at('2026-06-30'), at('2026-12-31')]).toEqual([
      '0',
      '5',
      '8',
      '11',
      '14',
      '14',
    ]);
  });

  it('earns nothing in the first 12 months when that service does not count (Indonesia: 12 days after 12 months)', () => {
    const annual = statutory('ID', 'annual');
    const at = (date: string) =>
      leaveBalanceAt(
        query(annual, date, { employee: { hiringDate: '2023-05-10', cessationDate: null }, assignment: { from: '2023-05-10' } }),
      );
    expect(at('2024-05-09').balance).toBe('0');
    expect(at('2024-05-10')).toMatchObject({ balance: '12', leaveYear: { start: '2024-05-10', end: '2025-05-09' } });
    // Nothing carries: the year's 12 lapse on the next year's first day, which brings its own 12.
    expect(at('2025-05-10')).toMatchObject({ carriedForward: '12', expired: '12', accrued: '12', balance: '12' });
  });
});

describe('the ledger', () => {
  const capped: LeavePolicy = { ...MONTHLY_14, carryForward: { maxDays: '5', expiryMonths: 3 } };
  const employee = { hiringDate: '2020-01-01', cessationDate: null };
  const entries = [taken('2024-06-03', '4'), taken('2025-02-03', '2')];
  const at = (date: string) => leaveBalanceAt(query(capped, date, { employee, assignment: { from: '2024-01-01' }, entries }));

  it('ends a calendar leave year on 31 Dec with its days still there', () => {
    expect(at('2024-12-31')).toMatchObject({
      leaveYear: { start: '2024-01-01', end: '2024-12-31' },
      accrued: '14',
      taken: '4',
      balance: '10',
    });
  });

  it('carries up to the cap, and the carried days unused by their expiry lapse', () => {
    // 10 brought in, 5 over the cap lapse on 1 Jan; 2 taken in February come out of the 5 carried.
    expect(at('2025-03-30')).toMatchObject({ carriedForward: '10', expired: '5', accrued: '2.33', taken: '2', balance: '5.33' });
    expect(at('2025-03-31')).toMatchObject({ carriedForward: '10', expired: '8', accrued: '3.5', taken: '2', balance: '3.5' });
    expect(at('2025-03-31').trace.map((line) => [line.date, line.kind, line.days, line.reason])).toEqual([
      ['2025-01-01', 'carryForward', '10', 'carryForward'],
      ['2025-01-01', 'expiry', '-5', 'yearEnd'],
      ['2025-01-31', 'accrual', '1.17', 'accrual'],
      ['2025-02-03', 'taken', '-2', 'taken'],
      ['2025-02-28', 'accrual', '1.16', 'accrual'],
      ['2025-03-31', 'accrual', '1.17', 'accrual'],
      ['2025-03-31', 'expiry', '-3', 'carryForwardExpired'],
    ]);
  });

  it('projects a future date’s accruals and counts a past date’s entries only up to it', () => {
    const future = leaveBalanceAt(query(MONTHLY_14, '2030-06-30', { entries: [taken('2030-07-01', '3')] }));
    expect(future).toMatchObject({ accrued: '7', taken: '0', balance: '7' });
    const past = leaveBalanceAt(query(MONTHLY_14, '2021-02-28', { entries: [taken('2021-02-10', '1'), taken('2021-03-10', '1')] }));
    expect(past).toMatchObject({ accrued: '2.33', taken: '1', balance: '1.33' });
  });

  it('starts from the assignment’s starting value, with accruals after it only', () => {
    const balance = leaveBalanceAt(query(MONTHLY_14, '2025-12-31', { assignment: { from: '2025-07-01', startingDays: '6.5' } }));
    expect(balance).toMatchObject({ carriedForward: '6.5', accrued: '7', balance: '13.5' });
  });

  it('keeps entries append-only: a cancellation reverses the days taken', () => {
    const balance = leaveBalanceAt(
      query(MONTHLY_14, '2025-12-31', {
        assignment: { from: '2025-01-01' },
        entries: [
          taken('2025-05-05', '2'),
          { kind: 'taken', date: '2025-05-05', days: '2', reason: 'cancelled' },
          { kind: 'pending', date: '2025-12-22', days: '-1.5' },
        ],
      }),
    );
    expect(balance).toMatchObject({ taken: '0', pending: '1.5', balance: '12.5' });
  });

  it('counts adjustments, encashment and time off in lieu as adjusted', () => {
    const balance = leaveBalanceAt(
      query(MONTHLY_14, '2025-12-31', {
        assignment: { from: '2025-01-01' },
        entries: [
          { kind: 'adjustment', date: '2025-03-01', days: '1', reason: 'correction' },
          { kind: 'convertedLeave', date: '2025-04-01', days: '0.5' },
          { kind: 'encashment', date: '2025-12-31', days: '-3' },
        ],
      }),
    );
    expect(balance).toMatchObject({ adjusted: '-1.5', balance: '12.5' });
  });

  it('is empty before the assignment’s first leave year', () => {
    expect(leaveBalanceAt(query(MONTHLY_14, '2019-06-01'))).toMatchObject({ balance: '0', trace: [] });
  });

  it('refuses a policy that is not valid and a date that is not one', () => {
    expect(() => leaveBalanceAt(query({ ...MONTHLY_14, entitlement: { kind: 'fixed', days: '-1' } }, '2025-01-01'))).toThrow(
      /entitlement.days/,
    );
    expect(() => leaveBalanceAt(query(MONTHLY_14, '2025-02-30'))).toThrow(RangeError);
    expect(() =>
      leaveBalanceAt(query(MONTHLY_14, '2025-02-01', { entries: [{ kind: 'taken', date: '2025-01-02', days: '1e3' }] })),
    ).toThrow(RangeError);
  });
});

describe('the lowest balance ahead (for the insufficient-balance rule)', () => {
  const base = query(MONTHLY_14, '2025-01-01', { assignment: { from: '2025-01-01' } });

  it('finds the balance running out before a later credit', () => {
    // By 10 Mar 2025 only Jan and Feb are credited (2.33): 10 days then leave it at -7.67.
    const withRequest = { ...base, entries: [{ kind: 'pending' as const, date: '2025-03-10', days: '-10' }] };
    expect(lowestBalanceFrom(withRequest, '2025-03-10', '2025-03-10')).toBe('-7.67');
    expect(lowestBalanceFrom(base, '2025-03-10', '2025-03-10')).toBe('2.33');
  });

  it('sees a later request that the new one would leave uncovered', () => {
    const entries = [
      { kind: 'pending' as const, date: '2025-12-15', days: '-12' },
      { kind: 'pending' as const, date: '2025-06-02', days: '-3' },
    ];
    // 15 Dec: 12.83 credited, 15 taken.
    expect(lowestBalanceFrom({ ...base, entries }, '2025-06-02', '2025-06-02')).toBe('-2.17');
  });
});
