import { describe, expect, it } from 'vitest';
import type { ShiftBreak } from '@tenaga/domain';
import {
  assignmentStatuses,
  crossesMidnight,
  datesBetween,
  rosterCells,
  settingFieldErrors,
  shiftFieldErrors,
  startingSetting,
  workMinutes,
} from '../attendance-settings.rules.ts';

const fixed = (start: string, end: string, paid = false): ShiftBreak => ({ kind: 'fixed', start, end, paid });
const flexible = (minutes: number, paid = false): ShiftBreak => ({ kind: 'flexible', minutes, paid });

describe('startingSetting', () => {
  it.each([
    ['SG', 'SG', '2019-04-01'],
    ['MY', 'MY', expect.any(String)],
    ['ID', 'ID', expect.any(String)],
    ['VN', 'VN', expect.any(String)],
    ['PH', 'PH', expect.any(String)],
    // A country without a template starts from Singapore's rules, saying it is not its own law.
    ['TH', 'SG', null],
    [null, 'SG', null],
  ])('%s starts from the law of %s', (country, expected, effectiveFrom) => {
    const start = startingSetting({ country, today: '2026-03-10', employment: 'fullTime' });
    expect(start).toMatchObject({ country: expected, effectiveFrom });
    expect(start.sources.length).toBeGreaterThan(0);
    expect(settingFieldErrors(start.setting, 'fullTime')).toEqual({});
  });

  it('gives a part-time setting its extra hours up to a full day, in a band of the template', () => {
    const { setting } = startingSetting({ country: 'MY', today: '2026-03-10', employment: 'partTime' });
    expect(setting.employment).toBe('partTime');
    expect(setting.partTime!.fullTimeDailyMinutes).toBe(480);
    expect(setting.overtime.bands.map((band) => band.id)).toContain(setting.partTime!.extraBand);
    expect(settingFieldErrors(setting, 'partTime')).toEqual({});
    expect(settingFieldErrors(setting, 'fullTime')).toEqual({
      'setting.employment': 'validation:invalidOption',
      'setting.partTime': 'validation:invalidValue',
    });
  });
});

describe('settingFieldErrors', () => {
  const { setting } = startingSetting({ country: 'SG', today: '2026-03-10', employment: 'fullTime' });
  it.each([
    [
      'a tier naming an unknown band',
      { ...setting, overtime: { ...setting.overtime, normalDay: { tiers: [{ fromMinute: 0, band: 'x' }] } } },
      'setting.overtime.normalDay.tiers[0].band',
    ],
    [
      'a first tier not from minute 0',
      { ...setting, overtime: { ...setting.overtime, normalDay: { tiers: [{ fromMinute: 5, band: 'sg.overtime' }] } } },
      'setting.overtime.normalDay.tiers',
    ],
    [
      'a rounding unit that does not divide the hour',
      { ...setting, rounding: { clockIn: { unitMinutes: 7, direction: 'up' as const }, clockOut: null } },
      'setting.rounding.clockIn.unitMinutes',
    ],
    ['a day boundary that is no time', { ...setting, dayBoundary: '4am' }, 'setting.dayBoundary'],
  ])('refuses %s', (_, broken, path) => {
    expect(Object.keys(settingFieldErrors(broken, 'fullTime'))).toEqual([path]);
  });
});

describe('shifts', () => {
  it.each([
    ['09:00', '18:00', [fixed('13:00', '14:00')], false, 480],
    ['09:00', '18:00', [fixed('13:00', '14:00', true)], false, 540],
    ['22:00', '06:00', [flexible(30)], true, 450],
    ['22:00', '06:00', [fixed('02:00', '02:30')], true, 450],
    ['07:00', '07:00', [], true, 1440],
  ])('%s–%s with %j: crosses midnight %s, %i minutes of work', (start, end, breaks, crosses, minutes) => {
    expect(shiftFieldErrors({ start, end, breaks })).toEqual({});
    expect(crossesMidnight({ start, end })).toBe(crosses);
    expect(workMinutes({ start, end, breaks })).toBe(minutes);
  });

  it.each([
    [
      'a fixed break after the end',
      '09:00',
      '18:00',
      [fixed('19:00', '19:30')],
      { 'breaks.0': 'attendanceSettings:validation.breakOutsideShift' },
    ],
    [
      'a flexible break as long as the shift',
      '09:00',
      '10:00',
      [flexible(60)],
      { 'breaks.0': 'attendanceSettings:validation.breakOutsideShift' },
    ],
    [
      'breaks that overlap',
      '09:00',
      '18:00',
      [fixed('12:00', '13:00'), fixed('12:30', '13:30')],
      { 'breaks.1': 'attendanceSettings:validation.breaksOverlap' },
    ],
    [
      'unpaid breaks filling the shift',
      '09:00',
      '10:00',
      [fixed('09:00', '09:30'), fixed('09:30', '10:00')],
      { breaks: 'attendanceSettings:validation.breakOutsideShift' },
    ],
  ])('refuses %s', (_, start, end, breaks, errors) => {
    expect(shiftFieldErrors({ start, end, breaks })).toEqual(errors);
  });
});

describe('assignmentStatuses', () => {
  it.each([
    ['one started', [{ id: 'a', fromDate: '2026-01-01' }], { a: 'current' }],
    [
      'a later one replaced it',
      [
        { id: 'a', fromDate: '2026-01-01' },
        { id: 'b', fromDate: '2026-03-01' },
      ],
      { a: 'past', b: 'current' },
    ],
    [
      'one from a later date',
      [
        { id: 'a', fromDate: '2026-01-01' },
        { id: 'b', fromDate: '2026-04-01' },
      ],
      { a: 'current', b: 'scheduled' },
    ],
    [
      'a closed period over, the open one before it again',
      [
        { id: 'a', fromDate: '2026-01-01' },
        { id: 'b', fromDate: '2026-02-01', toDate: '2026-02-28' },
      ],
      { a: 'current', b: 'past' },
    ],
    [
      'a closed period running',
      [
        { id: 'a', fromDate: '2026-01-01' },
        { id: 'b', fromDate: '2026-03-01', toDate: '2026-03-31' },
      ],
      { a: 'past', b: 'current' },
    ],
  ])('%s', (_, rows, expected) => {
    expect(Object.fromEntries(assignmentStatuses(rows, '2026-03-10'))).toEqual(expected);
  });
});

describe('rosterCells', () => {
  const shifts = [{ id: 'd', start: '09:00', end: '17:00', breaks: [] }];
  it('runs 4 on 2 off from its anchor, marks the grid changes, and leaves dates without a roster off', () => {
    const cells = rosterCells({
      dates: datesBetween('2026-02-27', '2026-03-09'),
      shifts,
      assignments: [{ from: '2026-03-01', to: '2026-03-08', pattern: { anchor: '2026-03-01', cycle: ['d', 'd', 'd', 'd', null, null] } }],
      overrides: [{ date: '2026-03-02', shiftId: null }],
    });
    expect(cells.map((cell) => (cell.shiftId ? 'D' : '-')).join('')).toBe('--D-DD--DD-');
    expect(cells.filter((cell) => cell.override).map((cell) => cell.date)).toEqual(['2026-03-02']);
    // Before and after the roster the calendar's fixed hours apply: those dates are not rostered days off.
    expect(cells.map((cell) => (cell.rostered ? 'R' : '.')).join('')).toBe('..RRRRRRRR.');
  });

  it('has no cells without dates, and the dates run across a month end', () => {
    expect(rosterCells({ dates: [], shifts, assignments: [], overrides: [] })).toEqual([]);
    expect(datesBetween('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });
});
