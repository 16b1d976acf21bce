import { describe, expect, it } from 'vitest';
import { defaultAttendanceSetting, overtimeTemplate } from '@tenaga/domain';
import { mondayOnOrBefore, rotatingCycle, summarise } from '../components/roster-pattern.ts';
import { periodAround, stepPeriod, weekdayOf } from '../components/roster-period.ts';
import { settingOf, settingValues } from '../components/setting-values.ts';
import { SHIFT_COLOURS, textOn } from '../components/shift-words.tsx';

const base = defaultAttendanceSetting(overtimeTemplate({ country: 'SG', asOf: '2026-03-10', workWeek: 'fiveDay' })!.policy);

describe('the setting drawer’s values', () => {
  it('give back the same setting when nothing changes', () => {
    expect(settingOf(base, settingValues(base))).toEqual(base);
  });

  it('turn hours into minutes, 0 into no rounding, and an empty limit into none', () => {
    const values = {
      ...settingValues(base),
      roundInUnit: 15,
      roundInDirection: 'up' as const,
      dailyAfterHours: 8.5,
      weeklyAfterHours: null,
      unscheduledBreak: false,
    };
    const setting = settingOf(base, values);
    expect(setting.rounding).toEqual({ clockIn: { unitMinutes: 15, direction: 'up' }, clockOut: null });
    expect(setting.overtime.dailyAfterMinutes).toBe(510);
    expect(setting.overtime.weeklyAfterMinutes).toBeNull();
    expect(setting.unscheduledBreak).toBeNull();
    // The bands and tables are the base's.
    expect(setting.overtime.restDay).toEqual(base.overtime.restDay);
  });

  it('change the pay of a band, keeping its kind and id', () => {
    const values = settingValues(base);
    values.bands = values.bands.map((pay) => (pay.kind === 'hourly' ? { ...pay, times: '2' } : pay));
    const bands = settingOf(base, values).overtime.bands;
    expect(bands.find((band) => band.id === 'sg.overtime')!.pay).toEqual({ kind: 'hourly', times: '2' });
    expect(bands.map((band) => band.id)).toEqual(base.overtime.bands.map((band) => band.id));
  });

  it('edit the rest-day and public-holiday tiers and the night window; off counts the day as a working day', () => {
    const values = {
      ...settingValues(base),
      restDayTiers: [
        { fromHours: 0, band: 'sg.restDay' },
        { fromHours: 4.5, band: 'sg.overtime' },
      ],
      publicHolidayCounted: false,
      nightCounted: true,
      nightStart: '22:00',
      nightEnd: '06:00',
      nightBand: 'sg.overtime',
    };
    const { overtime } = settingOf(base, values);
    expect(overtime.restDay).toEqual({
      tiers: [
        { fromMinute: 0, band: 'sg.restDay' },
        { fromMinute: 270, band: 'sg.overtime' },
      ],
    });
    expect(overtime.publicHoliday).toBeNull();
    expect(overtime.night).toEqual({ start: '22:00', end: '06:00', band: 'sg.overtime' });
    expect(settingOf(base, { ...values, nightCounted: false, nightBand: '' }).overtime.night).toBeNull();
    expect(settingOf(base, { ...values, nightBand: '' }).overtime.night).toMatchObject({ band: null });
  });

  it('keep a part-time setting part time', () => {
    const partTime = { ...base, employment: 'partTime' as const, partTime: { fullTimeDailyMinutes: 480, extraBand: 'sg.overtime' } };
    expect(settingOf(partTime, { ...settingValues(partTime), fullTimeDailyHours: 7.5 }).partTime).toEqual({
      fullTimeDailyMinutes: 450,
      extraBand: 'sg.overtime',
    });
  });
});

describe('roster patterns', () => {
  it.each([
    ['2026-03-10', '2026-03-09'],
    ['2026-03-09', '2026-03-09'],
    ['2026-03-15', '2026-03-09'],
  ])('the Monday on or before %s is %s', (date, monday) => {
    expect(mondayOnOrBefore(date)).toBe(monday);
  });

  it('reads back what the drawer builds', () => {
    expect(summarise({ anchor: '2026-03-10', cycle: rotatingCycle('d', 4, 2) })).toEqual({ kind: 'rotating', shiftId: 'd', on: 4, off: 2 });
    const week = ['d', 'd', 'd', 'd', 'n', null, null];
    expect(summarise({ anchor: '2026-03-09', cycle: week })).toEqual({ kind: 'weekly', days: week });
    expect(summarise({ anchor: '2026-03-10', cycle: ['d', null, 'n'] })).toEqual({ kind: 'cycle', days: ['d', null, 'n'] });
  });
});

describe('roster periods', () => {
  it('are a week from Monday or a month, stepping across years', () => {
    expect(periodAround('2026-03-12', 'week')).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(periodAround('2026-02-12', 'month')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(stepPeriod('2026-12-01', 'month', 1)).toEqual({ from: '2027-01-01', to: '2027-01-31' });
    expect(stepPeriod('2026-03-09', 'week', -1)).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(weekdayOf('2026-03-15')).toBe(6);
  });
});

describe('a shift’s colour', () => {
  it('takes white text on every colour of the palette, and dark text where white would be hard to read', () => {
    expect(SHIFT_COLOURS.map(textOn)).toEqual(SHIFT_COLOURS.map(() => '#fff'));
    // Colours stored before the palette was darkened: white on them is under 4.5:1.
    expect(textOn('#1677ff')).toBe('rgba(0, 0, 0, 0.88)');
    expect(textOn('#13a8a8')).toBe('rgba(0, 0, 0, 0.88)');
    expect(textOn('#000000')).toBe('#fff');
  });
});
