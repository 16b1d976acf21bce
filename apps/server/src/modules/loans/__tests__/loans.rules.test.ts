import { describe, expect, it } from 'vitest';
import {
  addMonths,
  amountDue,
  customInstalmentProblem,
  equalInstalments,
  flatInterest,
  rescheduled,
  runningBalances,
} from '../loans.rules.ts';

describe('loan schedules', () => {
  it('counts pay months across years', () => {
    expect(addMonths('2026-11', 0)).toBe('2026-11');
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-01', 23)).toBe('2027-12');
  });

  it('splits a total into equal instalments whose sum is the total to the cent, the last taking the rounding', () => {
    expect(equalInstalments('1000.00', 3, '2026-12')).toEqual([
      { period: '2026-12', amount: '333.33' },
      { period: '2027-01', amount: '333.33' },
      { period: '2027-02', amount: '333.34' },
    ]);
    expect(equalInstalments('0.05', 2, '2026-01').map((instalment) => instalment.amount)).toEqual(['0.02', '0.03']);
    expect(equalInstalments('2400', 1, '2026-05')).toEqual([{ period: '2026-05', amount: '2400.00' }]);
  });

  it('charges flat interest on the principal for the months it runs, to the cent', () => {
    // 5,000 at 6 % a year for 10 months: 5,000 × 0.06 × 10 / 12 = 250.
    expect(flatInterest('5000.00', '6', 10)).toBe('250.00');
    // 1,234.56 at 3.5 % for 7 months: 25.2055… → 25.21.
    expect(flatInterest('1234.56', '3.5', 7)).toBe('25.21');
    expect(flatInterest('800', '0', 4)).toBe('0.00');
  });

  it('takes custom instalments only in month order, from the first month, adding up to what is owed', () => {
    const total = '1000.00';
    expect(
      customInstalmentProblem(
        [
          { period: '2026-12', amount: '600' },
          { period: '2027-02', amount: '400' },
        ],
        total,
        '2026-12',
      ),
    ).toBeNull();
    expect(
      customInstalmentProblem(
        [
          { period: '2026-12', amount: '600' },
          { period: '2027-01', amount: '399.99' },
        ],
        total,
        '2026-12',
      ),
    ).toEqual({
      problem: 'sumMismatch',
      sum: '999.99',
    });
    expect(customInstalmentProblem([{ period: '2026-11', amount: '1000' }], total, '2026-12')).toEqual({
      problem: 'beforeFirstPeriod',
      index: 0,
    });
    expect(
      customInstalmentProblem(
        [
          { period: '2027-01', amount: '500' },
          { period: '2027-01', amount: '500' },
        ],
        total,
        '2026-12',
      ),
    ).toEqual({
      problem: 'notInOrder',
      index: 1,
    });
  });

  it("takes a month's instalment and any missed before it, never more than is owed, nothing while paused", () => {
    const planned = [
      { period: '2026-11', amount: '300.00' },
      { period: '2026-12', amount: '300.00' },
      { period: '2027-01', amount: '400.00' },
    ];
    expect(amountDue({ planned, period: '2026-10', balance: '1000.00', pausedFrom: null })).toBe('0.00');
    expect(amountDue({ planned, period: '2026-11', balance: '1000.00', pausedFrom: null })).toBe('300.00');
    expect(amountDue({ planned, period: '2026-12', balance: '1000.00', pausedFrom: null })).toBe('600.00');
    // A repayment outside payroll left less owed than the schedule says.
    expect(amountDue({ planned, period: '2027-01', balance: '250.50', pausedFrom: null })).toBe('250.50');
    expect(amountDue({ planned, period: '2026-12', balance: '1000.00', pausedFrom: '2026-12' })).toBe('0.00');
    expect(amountDue({ planned, period: '2026-11', balance: '1000.00', pausedFrom: '2026-12' })).toBe('300.00');
  });

  it('moves the instalments not taken to consecutive months from the month it resumes, amounts kept', () => {
    expect(
      rescheduled(
        [
          { period: '2026-12', amount: '300.00' },
          { period: '2027-01', amount: '400.00' },
        ],
        '2027-03',
      ),
    ).toEqual([
      { period: '2027-03', amount: '300.00' },
      { period: '2027-04', amount: '400.00' },
    ]);
  });

  it('gives each ledger entry the balance after it', () => {
    expect(runningBalances([{ amount: '1000.00' }, { amount: '50.00' }, { amount: '-350.00' }]).map((entry) => entry.balance)).toEqual([
      '1000.00',
      '1050.00',
      '700.00',
    ]);
  });
});
