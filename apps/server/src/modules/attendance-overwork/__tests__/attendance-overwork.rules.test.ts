import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  approvedMinutesOf,
  conversionProblem,
  firstMinutesByBand,
  initialStatus,
  leaveDays,
  overtimePastThreshold,
  sumBands,
  thresholdOn,
  weekStartOf,
  type DatedThreshold,
  type ThresholdLimits,
} from '../attendance-overwork.rules.ts';

const limits = (
  dailyMinutes: number | null,
  weeklyMinutes: number | null = null,
  monthlyMinutes: number | null = null,
): ThresholdLimits => ({
  dailyMinutes,
  weeklyMinutes,
  monthlyMinutes,
});

describe('thresholdOn', () => {
  const assignments: DatedThreshold[] = [
    { targetType: 'location', targetId: 'site', effectiveFrom: '2026-01-01', limits: limits(240) },
    { targetType: 'location', targetId: 'site', effectiveFrom: '2026-06-01', limits: limits(180) },
    { targetType: 'employee', targetId: 'budi', effectiveFrom: '2026-03-01', limits: limits(0) },
    { targetType: 'employee', targetId: 'other', effectiveFrom: '2026-01-01', limits: limits(10) },
  ];
  it.each([
    ['before anything', { employeeId: 'andi', siteId: 'site' }, '2025-12-31', null],
    ['the location’s first', { employeeId: 'andi', siteId: 'site' }, '2026-01-01', limits(240)],
    ['the location’s next, from its date', { employeeId: 'andi', siteId: 'site' }, '2026-06-01', limits(180)],
    ['the location’s before the employee’s own starts', { employeeId: 'budi', siteId: 'site' }, '2026-02-28', limits(240)],
    ['the employee’s own over the location’s', { employeeId: 'budi', siteId: 'site' }, '2026-03-01', limits(0)],
    ['the employee’s own, still, after the location’s changes', { employeeId: 'budi', siteId: 'site' }, '2026-07-01', limits(0)],
    ['none without a site or an own one', { employeeId: 'andi', siteId: null }, '2026-07-01', null],
  ])('%s', (_name, who, date, expected) => {
    expect(thresholdOn(assignments, who, date)).toEqual(expected);
  });
});

describe('overtimePastThreshold', () => {
  it('counts the day’s minutes over the daily limit', () => {
    const result = overtimePastThreshold(
      [
        { date: '2026-11-03', minutes: 30 },
        { date: '2026-11-04', minutes: 150 },
      ],
      () => limits(60),
    );
    expect(result.map((day) => day.excessMinutes)).toEqual([0, 90]);
  });

  it('counts the week’s overtime so far against the weekly limit, from the week’s first day', () => {
    // Monday 2 to Sunday 8 November, then Monday 9 starts again.
    const days = ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-09'].map((date) => ({ date, minutes: 60 }));
    expect(overtimePastThreshold(days, () => limits(null, 150)).map((day) => day.excessMinutes)).toEqual([0, 0, 30, 0]);
  });

  it('counts the month’s overtime against the monthly limit and takes the largest excess', () => {
    const days = [
      { date: '2026-10-31', minutes: 100 },
      { date: '2026-11-01', minutes: 100 },
      { date: '2026-11-02', minutes: 100 },
    ];
    expect(overtimePastThreshold(days, () => limits(90, null, 150)).map((day) => day.excessMinutes)).toEqual([10, 10, 50]);
  });

  it('no threshold: nothing needs approval', () => {
    expect(overtimePastThreshold([{ date: '2026-11-02', minutes: 600 }], () => null)[0]!.excessMinutes).toBe(0);
  });

  it('never asks for more than the day’s overtime, nor less than its daily excess', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 600 }), { minLength: 1, maxLength: 40 }),
        fc.option(fc.integer({ min: 0, max: 600 })),
        fc.option(fc.integer({ min: 0, max: 3000 })),
        (minutes, daily, weekly) => {
          const days = minutes.map((value, index) => ({ date: `2026-01-${String(index + 1).padStart(2, '0')}`, minutes: value }));
          for (const day of overtimePastThreshold(days.slice(0, 31), () => limits(daily, weekly))) {
            expect(day.excessMinutes).toBeLessThanOrEqual(day.overtimeMinutes);
            expect(day.excessMinutes).toBeGreaterThanOrEqual(daily === null ? 0 : Math.max(0, day.overtimeMinutes - daily));
          }
        },
      ),
    );
  });
});

describe('weekStartOf', () => {
  it.each([
    ['2026-11-04', 0, '2026-11-02'],
    ['2026-11-02', 0, '2026-11-02'],
    ['2026-11-08', 0, '2026-11-02'],
    ['2026-11-04', 6, '2026-11-01'],
  ])('%s, weeks from day %i: %s', (date, weekStartsOn, expected) => {
    expect(weekStartOf(date, weekStartsOn)).toBe(expected);
  });
});

describe('approval and pay', () => {
  it('is approved at once only with nothing past the threshold', () => {
    expect(initialStatus(0)).toBe('approved');
    expect(initialStatus(1)).toBe('pending');
  });

  it.each([
    ['approved', 150],
    ['pending', 60],
    ['rejected', 60],
  ])('a %s day counts %i of its 150 minutes (90 past the threshold)', (status, expected) => {
    expect(approvedMinutesOf({ overtimeMinutes: 150, excessMinutes: 90, status })).toBe(expected);
  });

  it('pays the first minutes by band, in the bands’ order, and sums bands', () => {
    const bands = [
      { band: 'first', minutes: 60 },
      { band: 'after', minutes: 90 },
    ];
    expect(firstMinutesByBand(bands, 90)).toEqual([
      { band: 'first', minutes: 60 },
      { band: 'after', minutes: 30 },
    ]);
    expect(firstMinutesByBand(bands, 0)).toEqual([]);
    expect(firstMinutesByBand(bands, 500)).toEqual(bands);
    expect(sumBands([[{ band: 'first', minutes: 30 }], bands])).toEqual([
      { band: 'first', minutes: 90 },
      { band: 'after', minutes: 90 },
    ]);
  });
});

describe('conversion', () => {
  it.each([
    [{ approvedMinutes: 150, alreadyConverted: false, minutes: 150 }, null],
    [{ approvedMinutes: 150, alreadyConverted: false, minutes: 151 }, 'overApproved'],
    [{ approvedMinutes: 0, alreadyConverted: false, minutes: 1 }, 'notApproved'],
    [{ approvedMinutes: 150, alreadyConverted: true, minutes: 10 }, 'alreadyConverted'],
  ] as const)('%o: %s', (input, expected) => {
    expect(conversionProblem(input)).toBe(expected);
  });

  it.each([
    [60, '8', '0.1250'],
    [480, '8', '1.0000'],
    [90, '7.5', '0.2000'],
    [100, '7', '0.2381'],
  ])('%i minutes at %s hours a day make %s days', (minutes, hours, expected) => {
    expect(leaveDays(minutes, hours)).toBe(expected);
  });

  it('refuses working hours that are not positive', () => {
    expect(() => leaveDays(60, '0')).toThrow(RangeError);
  });
});
