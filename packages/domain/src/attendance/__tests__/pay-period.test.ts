import { describe, expect, it } from 'vitest';
import { payPeriodContaining, payPeriodEndingIn } from '../pay-period.ts';

describe('pay periods', () => {
  it('run from the 26th to the 25th, named by the month they end in', () => {
    expect(payPeriodEndingIn({ year: 2026, month: 3, startDay: 26 })).toEqual({ from: '2026-02-26', to: '2026-03-25' });
    expect(payPeriodEndingIn({ year: 2026, month: 1, startDay: 26 })).toEqual({ from: '2025-12-26', to: '2026-01-25' });
    expect(payPeriodContaining({ date: '2026-03-25', startDay: 26 })).toEqual({ from: '2026-02-26', to: '2026-03-25' });
    expect(payPeriodContaining({ date: '2026-03-26', startDay: 26 })).toEqual({ from: '2026-03-26', to: '2026-04-25' });
    expect(payPeriodContaining({ date: '2026-12-31', startDay: 26 })).toEqual({ from: '2026-12-26', to: '2027-01-25' });
  });

  it('are calendar months from the 1st, and start on a short month’s last day', () => {
    expect(payPeriodContaining({ date: '2028-02-10', startDay: 1 })).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(payPeriodEndingIn({ year: 2026, month: 3, startDay: 31 })).toEqual({ from: '2026-02-28', to: '2026-03-30' });
    expect(payPeriodContaining({ date: '2026-03-31', startDay: 31 })).toEqual({ from: '2026-03-31', to: '2026-04-29' });
  });

  it('refuse a start day that is no day of a month', () => {
    expect(() => payPeriodEndingIn({ year: 2026, month: 3, startDay: 0 })).toThrow(RangeError);
    expect(() => payPeriodContaining({ date: '2026-02-30', startDay: 26 })).toThrow(RangeError);
  });
});
