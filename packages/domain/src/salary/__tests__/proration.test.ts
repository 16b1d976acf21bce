import { describe, expect, it } from 'vitest';
import { proratedSalary, type ProrationBasis } from '../proration.ts';

// Worked example: March 2026 (31 calendar days; the 1st is a Sunday, so 22 working days Monday to
// Friday: 10 up to the 15th, 12 from the 16th). The salary is 3000.00, raised to 3300.00 from the 16th.
const period = { from: '2026-03-01', to: '2026-03-31' };
const rates = [
  { from: '2025-01-01', salary: '3000.00' },
  { from: '2026-03-16', salary: '3300.00' },
];
const weekday = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day !== 0 && day !== 6;
};
const run = (basis: ProrationBasis, input: Partial<Parameters<typeof proratedSalary>[0]> = {}) =>
  proratedSalary({ period, rates, basis, isWorkingDay: weekday, ...input });

describe('proratedSalary: an increment from 16 March 2026 (3000.00 → 3300.00)', () => {
  it.each([
    // 3000 × 15/31 = 1451.61; 3300 × 16/31 = 1703.23
    ['calendarDays', [15, 16], ['1451.61', '1703.23'], '3154.84'],
    // 3000 × 10/22 = 1363.64; 3300 × 12/22 = 1800.00
    ['workingDays', [10, 12], ['1363.64', '1800.00'], '3163.64'],
    // 3000 × 15/30 = 1500.00; the rest of the 30: 3300 × 15/30 = 1650.00
    ['fixed30', [15, 16], ['1500.00', '1650.00'], '3150.00'],
    // 3000 × 10/26 = 1153.85; the rest of the 26: 3300 × 16/26 = 2030.77
    ['fixed26', [10, 12], ['1153.85', '2030.77'], '3184.62'],
  ] as const)('by %s', (basis, days, amounts, total) => {
    const result = run(basis);
    expect(result.parts.map((part) => part.days)).toEqual(days);
    expect(result.parts.map((part) => part.amount)).toEqual(amounts);
    expect(result.parts.map((part) => [part.from, part.to])).toEqual([
      ['2026-03-01', '2026-03-15'],
      ['2026-03-16', '2026-03-31'],
    ]);
    expect(result.total).toBe(total);
  });

  it('pays exactly the salary for a month without a change, on every basis and month length', () => {
    for (const basis of ['calendarDays', 'workingDays', 'fixed26', 'fixed30'] as const)
      for (const month of [
        { from: '2026-02-01', to: '2026-02-28' },
        { from: '2026-03-01', to: '2026-03-31' },
      ])
        expect(
          proratedSalary({ period: month, rates: [{ from: '2024-01-01', salary: '4321.09' }], basis, isWorkingDay: weekday }).total,
        ).toBe('4321.09');
  });

  it('pays nothing for the days before the first rate (a joiner) and takes rates in any order', () => {
    const result = run('calendarDays', { rates: [{ from: '2026-03-16', salary: '3100.00' }] });
    expect(result.parts).toHaveLength(1);
    expect(result.total).toBe('1600.00'); // 3100 × 16/31
    expect(run('calendarDays', { rates: [...rates].reverse() }).total).toBe('3154.84');
  });

  it('a fixed basis pays a joiner by the day, without the remainder', () => {
    expect(run('fixed30', { rates: [{ from: '2026-03-16', salary: '3000.00' }] }).total).toBe('1600.00'); // 16/30
  });

  it('refuses a period ending before it starts, and working-day bases without working days', () => {
    expect(() => proratedSalary({ period: { from: '2026-03-31', to: '2026-03-01' }, rates, basis: 'fixed30' })).toThrow(RangeError);
    expect(() => proratedSalary({ period, rates, basis: 'workingDays' })).toThrow(RangeError);
  });
});
