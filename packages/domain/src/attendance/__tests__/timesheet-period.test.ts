import { describe, expect, it } from 'vitest';
import { STANDARD_WORKING_WEEKS } from '../../work-calendar/working-week.ts';
import { defaultAttendanceSetting } from '../attendance-setting.ts';
import { dayContexts } from '../day-contexts.ts';
import { calendarInstances, rosterInstances, weeklyPattern } from '../shift-instances.ts';
import { overtimeTemplate } from '../templates/index.ts';
import { computeTimesheet, timesheetSummary } from '../timesheet-period.ts';
import type { DayContext, Punch } from '../timesheet.types.ts';
import { DAY_SHIFT, NIGHT_SHIFT, punch, setting, WITA } from './fixtures.ts';

const datesBetween = (from: string, to: string) => {
  const dates: string[] = [];
  for (let day = Date.parse(`${from}T00:00:00Z`); day <= Date.parse(`${to}T00:00:00Z`); day += 86_400_000)
    dates.push(new Date(day).toISOString().slice(0, 10));
  return dates;
};
const calendar = (from: string, to: string, rest: readonly string[] = []): DayContext[] =>
  datesBetween(from, to).map((date) => ({ date, calendar: rest.includes(date) ? 'rest' : 'working' }));

describe('a period with a roster change in the middle (Makassar, WITA)', () => {
  // Monday 2 to Sunday 8 March 2026: day shifts to Wednesday, then nights two on one off.
  const instances = rosterInstances({
    from: '2026-03-01',
    to: '2026-03-09',
    timeZone: WITA,
    shifts: [DAY_SHIFT, NIGHT_SHIFT],
    assignments: [
      { from: '2026-01-01', pattern: weeklyPattern(['day', 'day', 'day', 'day', 'day', null, null]) },
      { from: '2026-03-05', pattern: { anchor: '2026-03-05', cycle: ['night', 'night', null] } },
    ],
  });
  const punches: Punch[] = [
    punch('in', '2026-03-02', '07:58'),
    punch('out', '2026-03-02', '17:00'),
    punch('in', '2026-03-03', '08:10'),
    punch('out', '2026-03-03', '17:00'),
    // Wednesday absent. Thursday and Friday nights, the second one leaving late.
    punch('in', '2026-03-05', '21:58'),
    punch('out', '2026-03-06', '06:00'),
    punch('in', '2026-03-06', '22:00'),
    punch('out', '2026-03-07', '07:00'),
    // Sunday the 8th is a night shift again; it forgets to clock out.
    punch('in', '2026-03-08', '22:12'),
  ];
  const timesheet = computeTimesheet({
    from: '2026-03-02',
    to: '2026-03-08',
    timeZone: WITA,
    setting: setting({ lateGraceMinutes: 5 }),
    days: calendar('2026-03-02', '2026-03-08'),
    instances,
    punches,
    restDays: 'roster',
  });

  it('follows each date’s shift and counts each night on the date it started', () => {
    expect(timesheet.days.map((day) => [day.date, day.shiftId, day.kind, day.workedMinutes, day.lateMinutes, day.absent])).toEqual([
      ['2026-03-02', 'day', 'working', 480, 0, false],
      ['2026-03-03', 'day', 'working', 470, 10, false],
      ['2026-03-04', 'day', 'working', 0, 0, true],
      ['2026-03-05', 'night', 'working', 450, 0, false],
      ['2026-03-06', 'night', 'working', 510, 0, false],
      ['2026-03-07', null, 'rest', 0, 0, false],
      ['2026-03-08', 'night', 'working', 0, 12, false],
    ]);
    expect(timesheet.days[6]!.issues).toEqual(['missingClockOut']);
  });

  it('adds the days up, bands in the policy’s order', () => {
    expect(timesheet.totals).toMatchObject({
      workedMinutes: 1910,
      lateMinutes: 22,
      earlyLeaveMinutes: 0,
      absentDays: 1,
      overtimeMinutes: 60,
      nightMinutes: 900,
    });
    expect(timesheet.totals.overtime).toEqual([
      { band: 'ot', minutes: 60 },
      { band: 'night', minutes: 900 },
    ]);
  });

  it('answers the fixed shape of the timesheet route and nothing more', () => {
    const summary = timesheetSummary(timesheet);
    expect(Object.keys(summary)).toEqual(['days', 'totals']);
    expect(Object.keys(summary.days[0]!)).toEqual(['date', 'workedMinutes', 'lateMinutes', 'earlyLeaveMinutes', 'absent', 'overtime']);
    expect(Object.keys(summary.totals)).toEqual(['workedMinutes', 'lateMinutes', 'earlyLeaveMinutes', 'absentDays', 'overtime']);
    expect(summary.days[5]).toEqual({
      date: '2026-03-07',
      workedMinutes: 0,
      lateMinutes: 0,
      earlyLeaveMinutes: 0,
      absent: false,
      overtime: [],
    });
  });

  it('refuses a period with a date missing from the calendar, and an invalid setting', () => {
    expect(() =>
      computeTimesheet({
        from: '2026-03-02',
        to: '2026-03-03',
        timeZone: WITA,
        setting: setting(),
        days: calendar('2026-03-02', '2026-03-02'),
        instances: [],
        punches: [],
        restDays: 'calendar',
      }),
    ).toThrow(/2026-03-03/);
    expect(() =>
      computeTimesheet({
        from: '2026-03-02',
        to: '2026-03-02',
        timeZone: WITA,
        setting: setting({ lateGraceMinutes: -1 }),
        days: calendar('2026-03-02', '2026-03-02'),
        instances: [],
        punches: [],
        restDays: 'calendar',
      }),
    ).toThrow(/lateGraceMinutes/);
  });
});

describe('the weekly threshold (Singapore, 44 hours)', () => {
  it('makes the hours past 44 in a Monday-to-Sunday week overtime, and starts again on Monday', () => {
    const sg = defaultAttendanceSetting(overtimeTemplate({ country: 'SG', asOf: '2026-03-01', workWeek: 'fiveDay' })!.policy);
    // A 9-hour day (08:00–18:00 less an hour) Monday to Friday is 45 hours.
    const shift = {
      id: 'sg',
      start: '08:00',
      end: '18:00',
      breaks: [{ kind: 'fixed' as const, start: '12:00', end: '13:00', paid: false }],
    };
    const days = calendar('2026-03-02', '2026-03-10', ['2026-03-07', '2026-03-08']);
    const instances = calendarInstances({
      shift,
      timeZone: 'Asia/Singapore',
      days: days.map((day) => ({ date: day.date, fraction: day.calendar === 'working' ? 1 : 0 })),
    });
    const punches = instances.flatMap((instance) => [
      { id: `${instance.date}-in`, action: 'in' as const, at: instance.start },
      { id: `${instance.date}-out`, action: 'out' as const, at: instance.end },
    ]);
    const timesheet = computeTimesheet({
      from: '2026-03-02',
      to: '2026-03-10',
      timeZone: 'Asia/Singapore',
      setting: sg,
      days,
      instances,
      punches,
      restDays: 'calendar',
    });
    expect(timesheet.days.map((day) => day.overtimeMinutes)).toEqual([0, 0, 0, 0, 60, 0, 0, 0, 0]);
    expect(timesheet.days[4]!.explanations.find((entry) => entry.key === 'attendance:explain.weeklyThreshold')!.values).toEqual({
      minutes: 60,
      threshold: 2640,
      weekMinutes: 2700,
    });
    expect(timesheet.totals.overtime).toEqual([{ band: 'sg.overtime', minutes: 60 }]);
  });

  it('carries the regular minutes of the week before the period starts', () => {
    const shift = { ...DAY_SHIFT, breaks: [] };
    const days = calendar('2026-03-06', '2026-03-06');
    const instances = calendarInstances({ shift, timeZone: WITA, days: [{ date: '2026-03-06', fraction: 1 }] });
    const punches = [punch('in', '2026-03-06', '08:00'), punch('out', '2026-03-06', '17:00')];
    const timesheet = computeTimesheet({
      from: '2026-03-06',
      to: '2026-03-06',
      timeZone: WITA,
      setting: setting({}, { weeklyAfterMinutes: 2400 }),
      days,
      instances,
      punches,
      restDays: 'calendar',
      weekRegularMinutesBefore: 2160,
    });
    expect(timesheet.days[0]).toMatchObject({ regularMinutes: 240, overtimeMinutes: 300 });
  });
});

describe('day contexts from the work calendar', () => {
  it('mark working days, rest days and holidays, and a holiday on a rest day or a half day', () => {
    const contexts = dayContexts({
      from: '2026-03-06',
      to: '2026-03-09',
      plan: { company: [{ from: '2020-01-01', week: STANDARD_WORKING_WEEKS.fiveAndHalfDay }], locations: new Map() },
      holidays: ['2026-03-07', '2026-03-08'],
      holidayTypes: new Map([['2026-03-08', 'special' as const]]),
      leave: new Map([['2026-03-09', 'full' as const]]),
      joinDate: '2020-01-01',
    });
    expect(contexts).toEqual([
      { date: '2026-03-06', calendar: 'working' },
      { date: '2026-03-07', calendar: 'holiday', holidayType: 'public', onShortestDay: true },
      { date: '2026-03-08', calendar: 'holiday', holidayType: 'special', onRestDay: true },
      { date: '2026-03-09', calendar: 'working', leave: 'full' },
    ]);
  });
});
