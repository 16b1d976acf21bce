import { describe, expect, it } from 'vitest';
import { attendanceSettingProblems, defaultAttendanceSetting } from '../attendance-setting.ts';
import { OVERTIME_TEMPLATES, overtimeTemplate } from '../templates/index.ts';

describe('statutory overtime templates', () => {
  it('are each a valid policy with a source for every template', () => {
    for (const template of OVERTIME_TEMPLATES) {
      expect(attendanceSettingProblems(defaultAttendanceSetting(template.policy)), `${template.country} ${template.effectiveFrom}`).toEqual(
        [],
      );
      expect(template.sources.length).toBeGreaterThan(0);
      for (const band of template.policy.bands) expect(band.id.startsWith(`${template.country.toLowerCase()}.`)).toBe(true);
    }
  });

  it('cover the five countries and both working weeks', () => {
    for (const country of ['SG', 'MY', 'ID', 'VN', 'PH'] as const)
      for (const workWeek of ['fiveDay', 'sixDay'] as const)
        expect(overtimeTemplate({ country, asOf: '2026-01-01', workWeek })).not.toBeNull();
  });

  it('are dated: Malaysia’s week is 48 hours before 2023 and 45 from 1 January 2023', () => {
    expect(overtimeTemplate({ country: 'MY', asOf: '2022-12-31', workWeek: 'fiveDay' })!.policy.weeklyAfterMinutes).toBe(48 * 60);
    expect(overtimeTemplate({ country: 'MY', asOf: '2023-01-01', workWeek: 'fiveDay' })!.policy.weeklyAfterMinutes).toBe(45 * 60);
    expect(overtimeTemplate({ country: 'ID', asOf: '2020-12-31', workWeek: 'fiveDay' })).toBeNull();
  });

  it('carry the rates the laws set', () => {
    const rate = (country: 'SG' | 'MY' | 'ID' | 'VN' | 'PH', id: string, workWeek: 'fiveDay' | 'sixDay' = 'fiveDay') =>
      overtimeTemplate({ country, asOf: '2026-01-01', workWeek })!.policy.bands.find((band) => band.id === id)!.pay;
    expect(rate('SG', 'sg.overtime')).toEqual({ kind: 'hourly', times: '1.5' });
    expect(rate('SG', 'sg.restDay')).toEqual({ kind: 'days', halfOrLess: '1', moreThanHalf: '2' });
    expect(rate('MY', 'my.restDayOvertime')).toEqual({ kind: 'hourly', times: '2' });
    expect(rate('MY', 'my.publicHolidayOvertime')).toEqual({ kind: 'hourly', times: '3' });
    expect(rate('ID', 'id.overtimeFirstHour')).toEqual({ kind: 'hourly', times: '1.5' });
    expect(rate('ID', 'id.overtime')).toEqual({ kind: 'hourly', times: '2' });
    expect(rate('VN', 'vn.holidayOvertime')).toEqual({ kind: 'hourly', times: '3' });
    expect(rate('VN', 'vn.night')).toEqual({ kind: 'addition', percent: '30' });
    expect(rate('VN', 'vn.nightOvertime')).toEqual({ kind: 'addition', percent: '20' });
    expect(rate('VN', 'vn.nightRestDayOvertime')).toEqual({ kind: 'addition', percent: '40' });
    expect(rate('VN', 'vn.nightHolidayOvertime')).toEqual({ kind: 'addition', percent: '60' });
    expect(rate('PH', 'ph.overtime')).toEqual({ kind: 'hourly', times: '1.25' });
    expect(rate('PH', 'ph.regularHoliday')).toEqual({ kind: 'hourly', times: '2' });
    expect(rate('PH', 'ph.nightDifferential')).toEqual({ kind: 'addition', percent: '10' });
    // The night differential is 10 % of the hour's own rate: a rest day's 130 % gives 13, a regular holiday's 200 % gives 20.
    expect(rate('PH', 'ph.restDayNight')).toEqual({ kind: 'addition', percent: '13' });
    expect(rate('PH', 'ph.regularHolidayOnRestDayNight')).toEqual({ kind: 'addition', percent: '26' });
    const indonesiaSix = overtimeTemplate({ country: 'ID', asOf: '2026-01-01', workWeek: 'sixDay' })!.policy;
    expect(indonesiaSix.restDay!.tiers.map((tier) => tier.fromMinute)).toEqual([0, 420, 480]);
    expect(indonesiaSix.publicHolidayOnShortestDay!.tiers.map((tier) => tier.fromMinute)).toEqual([0, 300, 360]);
    expect(
      overtimeTemplate({ country: 'ID', asOf: '2026-01-01', workWeek: 'fiveDay' })!.policy.restDay!.tiers.map((tier) => tier.fromMinute),
    ).toEqual([0, 480, 540]);
  });
});
