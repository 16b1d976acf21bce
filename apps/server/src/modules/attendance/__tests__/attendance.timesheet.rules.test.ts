import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@tenaga/i18n';
import { EXPLANATION_KEYS, EXPLANATION_VALUES, shiftInstance, TEMPLATE_BAND_IDS } from '@tenaga/domain';
import { pageOfRows } from '../attendance.timesheet.service.ts';
import {
  addDays,
  defaultSetting,
  fixedHoursShift,
  periodProblem,
  reachesPerson,
  timesheetReachOf,
  withAbsences,
  withDaysNotOver,
  workWeekOf,
} from '../attendance.timesheet.rules.ts';

describe('fixedHoursShift', () => {
  it.each([
    [undefined, '09:00', '18:00', 480],
    ['8.00', '09:00', '18:00', 480],
    ['7.50', '09:00', '17:30', 450],
    ['4.00', '09:00', '13:00', 240],
    ['0.00', '09:00', '18:00', 480],
    ['30.00', '09:00', '18:00', 480],
  ])('hours per day %s: %s–%s, %i minutes of work', (hours, start, end, minutes) => {
    const shift = fixedHoursShift(hours);
    expect([shift.start, shift.end]).toEqual([start, end]);
    expect(shiftInstance({ shift, date: '2026-03-02', timeZone: 'Asia/Makassar' }).scheduledMinutes).toBe(minutes);
  });
});

describe('periodProblem', () => {
  it.each([
    ['2026-03-01', '2026-03-31', null],
    ['2026-03-01', '2026-03-01', null],
    ['2026-03-02', '2026-03-01', 'validation:endBeforeStart'],
    ['2026-01-01', '2026-03-03', null],
    ['2026-01-01', '2026-03-04', 'validation:periodTooLong'],
  ])('%s to %s: %s', (from, to, problem) => {
    expect(periodProblem({ from, to })).toBe(problem);
  });
  it('steps dates across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
  });
});

describe('whose timesheets a caller reaches', () => {
  const me = 'me';
  it.each([
    [{ attendanceTimesheet: 'view' as const }, 'all' as const, me, { kind: 'all' }],
    [{ attendanceTimesheet: 'view' as const }, 'team' as const, me, { kind: 'team', employeeId: me }],
    [{ attendanceTimesheet: 'view' as const }, 'team' as const, null, null],
    [{ home: 'view' as const }, 'all' as const, me, { kind: 'self', employeeId: me }],
    [{ home: 'view' as const }, 'self' as const, null, null],
  ])('%o with scope %s', (menuGrants, dataScope, employeeId, reach) => {
    expect(timesheetReachOf({ menuGrants, dataScope, employeeId })).toEqual(reach);
  });
  it('a team is the manager and those they manage', () => {
    const team = { kind: 'team', employeeId: me } as const;
    expect(reachesPerson(team, { id: me, managerId: null })).toBe(true);
    expect(reachesPerson(team, { id: 'x', managerId: me })).toBe(true);
    expect(reachesPerson(team, { id: 'x', managerId: 'y' })).toBe(false);
  });
});

describe('the default setting', () => {
  it('is the country’s statutory template for its working week', () => {
    expect(defaultSetting({ countryCode: 'SG', asOf: '2026-03-01', workWeek: 'fiveDay' }).overtime.dailyAfterMinutes).toBe(540);
    expect(defaultSetting({ countryCode: 'SG', asOf: '2026-03-01', workWeek: 'sixDay' }).overtime.dailyAfterMinutes).toBe(480);
    // Before the law's first template: that first template.
    expect(defaultSetting({ countryCode: 'ID', asOf: '2020-01-01', workWeek: 'fiveDay' }).overtime.bands[0]!.id).toBe(
      'id.overtimeFirstHour',
    );
  });
  it('counts a six-day week when more than five and a half days a week are worked', () => {
    const week = (fractions: number[]) => fractions.map((fraction) => ({ fraction }));
    expect(workWeekOf(week([1, 1, 1, 1, 1, 0, 0]))).toBe('fiveDay');
    expect(workWeekOf(week([1, 1, 1, 1, 1, 0.5, 0]))).toBe('fiveDay');
    expect(workWeekOf(week([1, 1, 1, 1, 1, 1, 0]))).toBe('sixDay');
  });
});

describe('pageOfRows', () => {
  const row = (name: string, worked: number) => ({
    employeeId: name,
    employeeName: name,
    employmentNumber: name,
    workedMinutes: worked,
    lateMinutes: 0,
    earlyLeaveMinutes: 0,
    absentDays: 0,
    unpaidAbsentDays: 0,
    overtimeMinutes: 0,
    restAndHolidayMinutes: 0,
    issueDays: 0,
  });
  const rows = [row('Ana', 300), row('Budi', 500), row('Citra', 300)];
  it('sorts by a sortable column, equal figures keeping the order by name, then pages', () => {
    const request = { order: [{ column: 0, dir: 'desc' as const }], columns: [{ data: 'workedMinutes' }], start: 0, length: 2 };
    expect(pageOfRows(rows, request).map((entry) => entry.employeeName)).toEqual(['Budi', 'Ana']);
    expect(pageOfRows(rows, { ...request, start: 2 }).map((entry) => entry.employeeName)).toEqual(['Citra']);
    expect(pageOfRows(rows, { ...request, length: -1 })).toHaveLength(3);
  });
  it('ignores a column that is not sortable (an inherited property name)', () => {
    const request = { order: [{ column: 0, dir: 'asc' as const }], columns: [{ data: 'constructor' }], start: 0, length: 10 };
    expect(pageOfRows(rows, request).map((entry) => entry.employeeName)).toEqual(['Ana', 'Budi', 'Citra']);
  });
});

describe('the texts of every explanation and every band', () => {
  const catalog = (language: string) =>
    JSON.parse(
      readFileSync(new URL(`../../../../../../packages/i18n/locales/${language}/attendance.json`, import.meta.url), 'utf8'),
    ) as Record<string, unknown>;
  const lookup = (tree: unknown, path: string) =>
    path
      .split('.')
      .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);

  it.each(LANGUAGE_CODES)('%s has each explanation with exactly its placeholders, and each band’s name', (language) => {
    const texts = catalog(language);
    for (const key of EXPLANATION_KEYS) {
      const text = lookup(texts, key.slice('attendance:'.length));
      expect(typeof text, key).toBe('string');
      const placeholders = [...new Set([...(text as string).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]))].sort();
      expect(placeholders, key).toEqual([...EXPLANATION_VALUES[key]].sort());
    }
    for (const band of TEMPLATE_BAND_IDS) expect(typeof lookup(texts, `bands.${band}`), band).toBe('string');
  });
});

describe('withDaysNotOver', () => {
  const day = (date: string, absent: boolean, issues: ('absent' | 'missingClockOut')[]) => ({
    date,
    kind: 'working' as const,
    shiftId: 'day',
    workedMinutes: 0,
    regularMinutes: 0,
    lateMinutes: 0,
    earlyLeaveMinutes: 0,
    absent,
    breakMinutes: 0,
    nightMinutes: 0,
    overtimeMinutes: 0,
    restDayMinutes: 0,
    holidayMinutes: 0,
    uncountedMinutes: 0,
    overtime: [],
    issues,
    explanations: absent ? [{ figure: 'absent' as const, key: 'attendance:explain.absent' as const, values: {}, events: [] }] : [],
  });
  const totals = {
    workedMinutes: 0,
    regularMinutes: 0,
    lateMinutes: 0,
    earlyLeaveMinutes: 0,
    absentDays: 3,
    breakMinutes: 0,
    nightMinutes: 0,
    overtimeMinutes: 0,
    restDayMinutes: 0,
    holidayMinutes: 0,
    overtime: [],
  };
  const timesheet = {
    from: '2026-03-02',
    to: '2026-03-04',
    days: [day('2026-03-02', true, ['absent']), day('2026-03-03', true, ['absent']), day('2026-03-04', true, ['absent'])],
    totals,
  };
  const shift = (date: string, end: number) => ({
    date,
    shiftId: 'day',
    start: end - 9,
    end,
    fixedBreaks: [],
    flexibleBreaks: [],
    scheduledMinutes: 480,
  });

  it('keeps days whose shift has ended, and clears the absence of those not over', () => {
    const result = withDaysNotOver(timesheet, {
      now: 100,
      today: '2026-03-03',
      instances: [shift('2026-03-02', 50), shift('2026-03-03', 150)],
    });
    expect(result.days.map((entry) => [entry.date, entry.absent, entry.issues, entry.explanations.length])).toEqual([
      ['2026-03-02', true, ['absent'], 1],
      ['2026-03-03', false, [], 0],
      // No shift known for the date: it is judged by the date, still to come.
      ['2026-03-04', false, [], 0],
    ]);
    expect(result.totals.absentDays).toBe(1);
  });
  it('leaves a past period as it is', () => {
    expect(withDaysNotOver(timesheet, { now: 1000, today: '2026-03-10', instances: [] })).toBe(timesheet);
  });

  describe('withAbsences', () => {
    const worked = { ...day('2026-03-05', false, []), workedMinutes: 480 };
    const week = { ...timesheet, to: '2026-03-05', days: [...timesheet.days, worked] };
    const settled = new Map([
      ['2026-03-02', { kind: 'excused' as const, reason: 'Doctor' }],
      ['2026-03-03', { kind: 'unpaid' as const, reason: 'No notice' }],
      ['2026-03-04', { kind: 'absentConfirmed' as const, reason: 'No show' }],
      // A record on a day that became worked changes nothing.
      ['2026-03-05', { kind: 'unpaid' as const, reason: 'Stale' }],
    ]);

    it('excused: not absent, explained; unpaid and confirmed: absent, explained; each no longer an issue', () => {
      const result = withAbsences(week, settled);
      expect(
        result.days.map((entry) => [entry.date, entry.absent, entry.issues, entry.explanations.map((e) => [e.key, e.values])]),
      ).toEqual([
        ['2026-03-02', false, [], [['attendance:explain.absenceExcused', { reason: 'Doctor' }]]],
        [
          '2026-03-03',
          true,
          [],
          [
            ['attendance:explain.absent', {}],
            ['attendance:explain.absenceUnpaid', { reason: 'No notice' }],
          ],
        ],
        [
          '2026-03-04',
          true,
          [],
          [
            ['attendance:explain.absent', {}],
            ['attendance:explain.absenceConfirmed', { reason: 'No show' }],
          ],
        ],
        ['2026-03-05', false, [], []],
      ]);
      expect(result.totals.absentDays).toBe(2);
    });
    it('without records, the timesheet as it is', () => {
      expect(withAbsences(week, new Map())).toBe(week);
    });
  });
});
