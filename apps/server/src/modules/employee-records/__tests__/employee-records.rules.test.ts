import { describe, expect, it } from 'vitest';
import {
  continuousServiceFrom,
  documentStatus,
  expiryRemindersDue,
  hoursOn,
  periodProblems,
  weeklyHours,
} from '../employee-records.rules.ts';

describe('documentStatus: valid, expiring from 90 days before, expired after the date', () => {
  it.each([
    [null, 'valid'],
    ['2026-10-01', 'valid'],
    ['2026-09-30', 'expiring'],
    ['2026-07-02', 'expiring'],
    ['2026-07-01', 'expired'],
  ] as const)('%s on 2026-07-02 → %s', (expiry, status) => {
    expect(documentStatus(expiry, '2026-07-02')).toBe(status);
  });

  it('reminds of the expiring ones only', () => {
    const documents = [{ expiryDate: '2026-09-30' }, { expiryDate: '2026-10-01' }, { expiryDate: null }, { expiryDate: '2026-07-01' }];
    expect(expiryRemindersDue(documents, '2026-07-02')).toEqual([{ expiryDate: '2026-09-30' }]);
  });
});

describe('continuousServiceFrom', () => {
  const period = (hiringDate: string, endDate: string, continuity: 'continuous' | 'broken') => ({ hiringDate, endDate, continuity });

  it('is the hiring date without earlier employment, or after a break', () => {
    expect(continuousServiceFrom('2024-01-02', [])).toBe('2024-01-02');
    expect(continuousServiceFrom('2024-01-02', [period('2020-01-01', '2023-06-30', 'broken')])).toBe('2024-01-02');
    expect(continuousServiceFrom(null, [period('2020-01-01', '2023-06-30', 'continuous')])).toBeNull();
  });

  it('goes back through carried-over periods until the first broken one', () => {
    const periods = [
      period('2015-01-01', '2016-12-31', 'continuous'),
      period('2017-02-01', '2019-12-31', 'broken'),
      period('2020-03-01', '2021-12-31', 'continuous'),
      period('2022-01-03', '2023-12-29', 'continuous'),
    ];
    expect(continuousServiceFrom('2024-01-02', periods)).toBe('2020-03-01');
  });
});

describe('periodProblems', () => {
  const others = [{ id: 'a', hiringDate: '2018-01-01', endDate: '2019-12-31', continuity: 'broken' as const }];
  it.each([
    [{ hiringDate: '2020-01-01', endDate: '2019-01-01' }, { endDate: 'validation:endBeforeStart' }],
    [{ hiringDate: '2020-01-01', endDate: '2024-01-02' }, { endDate: 'employeeRecords:hiringDates.endsAfterCurrent' }],
    [{ hiringDate: '2019-12-31', endDate: '2020-05-01' }, { hiringDate: 'employeeRecords:hiringDates.overlaps' }],
    [{ hiringDate: '2020-01-01', endDate: '2024-01-01' }, {}],
  ])('%j → %j', (dates, problems) => {
    expect(periodProblems({ period: { ...dates, continuity: 'broken' }, hiringDate: '2024-01-02', others })).toEqual(problems);
  });

  it('does not compare a period with itself', () => {
    expect(periodProblems({ period: { ...others[0]!, endDate: '2020-01-31' }, hiringDate: '2024-01-02', others })).toEqual({});
  });
});

describe('weeklyHours', () => {
  it.each([
    [
      { hoursPerDay: '8', daysPerWeek: '5.5', hoursPerWeek: null },
      { ok: true, value: '44.00' },
    ],
    [
      { hoursPerDay: '7.5', daysPerWeek: '5', hoursPerWeek: '37.5' },
      { ok: true, value: '37.50' },
    ],
    [
      { hoursPerDay: '6', daysPerWeek: '4', hoursPerWeek: '24.01' },
      { ok: false, field: 'hoursPerWeek', error: 'employeeRecords:workHours.weekTooLong' },
    ],
    [
      { hoursPerDay: '24', daysPerWeek: '7.5', hoursPerWeek: null },
      { ok: false, field: 'hoursPerWeek', error: 'validation:invalidValue' },
    ],
  ])('%j → %j', (input, result) => {
    expect(weeklyHours(input)).toEqual(result);
  });
});

describe('hoursOn', () => {
  const entries = [{ effectiveFrom: '2026-05-01' }, { effectiveFrom: '2024-01-02' }];
  it('is the latest entry on or before the day', () => {
    expect(hoursOn(entries, '2024-01-01')).toBeNull();
    expect(hoursOn(entries, '2024-01-02')).toBe(entries[1]);
    expect(hoursOn(entries, '2026-04-30')).toBe(entries[1]);
    expect(hoursOn(entries, '2026-05-01')).toBe(entries[0]);
  });
});
