import type { LeaveBalanceQuery, LeaveLedgerEntry, LeavePolicy } from '../index.ts';
import { fixedLeave } from '../statutory/statutory.types.ts';

/** 14 days a year by calendar year, accrued monthly, pro-rated by completed months to hundredths. */
export const MONTHLY_14: LeavePolicy = fixedLeave('annual', '14', {
  accrual: { method: 'monthly' },
  proRating: { basis: 'completedMonths', rounding: { step: '0.01', mode: 'nearest' } },
  unit: 'halfDay',
});

export function query(policy: LeavePolicy, date: string, changes: Partial<LeaveBalanceQuery> = {}): LeaveBalanceQuery {
  return {
    policy,
    assignment: { from: '2020-01-01' },
    employee: { hiringDate: '2020-01-01', cessationDate: null },
    entries: [],
    date,
    ...changes,
  };
}

export const taken = (date: string, days: string): LeaveLedgerEntry => ({ kind: 'taken', date, days: `-${days}` });
