import { describe, expect, it } from 'vitest';
import { defaultAttendanceSetting } from '../attendance-setting.ts';
import type { ShiftInstance } from '../schedule.types.ts';
import type { AttendanceSetting } from '../setting.types.ts';
import { shiftInstance } from '../shift-instances.ts';
import { overtimeTemplate } from '../templates/index.ts';
import { computeTimesheetDay } from '../timesheet-day.ts';
import type { DayContext, Punch } from '../timesheet.types.ts';
import { at, dayShift, JAKARTA, nightShift, punch, setting, WITA, working } from './fixtures.ts';

const D = '2026-03-03';

function compute(options: {
  punches: Punch[];
  instance?: ShiftInstance | null;
  setting?: AttendanceSetting;
  day?: DayContext;
  timeZone?: string;
  weekRegularMinutesBefore?: number;
}) {
  return computeTimesheetDay({
    day: options.day ?? working(D),
    instance: options.instance === undefined ? dayShift(D, options.timeZone) : options.instance,
    punches: options.punches,
    setting: options.setting ?? setting(),
    timeZone: options.timeZone ?? WITA,
    restDays: 'calendar',
    weekRegularMinutesBefore: options.weekRegularMinutesBefore ?? 0,
  });
}

const keys = (result: { explanations: readonly { key: string }[] }) => result.explanations.map((entry) => entry.key);
const template = (country: 'SG' | 'MY' | 'ID' | 'VN' | 'PH', workWeek: 'fiveDay' | 'sixDay' = 'fiveDay') =>
  defaultAttendanceSetting(overtimeTemplate({ country, asOf: '2026-03-01', workWeek })!.policy);

describe('late arrival and early leave', () => {
  it('count all late minutes past the grace, only those past it in beyondGrace mode, none within it', () => {
    const punches = [punch('in', D, '08:07'), punch('out', D, '17:00')];
    const whole = compute({ punches, setting: setting({ lateGraceMinutes: 5 }) });
    expect(whole.lateMinutes).toBe(7);
    expect(whole.workedMinutes).toBe(473);
    const late = whole.explanations.find((entry) => entry.figure === 'late')!;
    expect(late).toMatchObject({
      key: 'attendance:explain.late',
      values: { minutes: 7, start: '08:00', clockIn: '08:07', grace: 5 },
      rule: 'lateGraceMinutes',
    });
    expect(late.events).toEqual([punches[0]!.id]);
    expect(compute({ punches, setting: setting({ lateGraceMinutes: 5, graceMode: 'beyondGrace' }) }).lateMinutes).toBe(2);
    const within = compute({ punches: [punch('in', D, '08:04'), punch('out', D, '17:00')], setting: setting({ lateGraceMinutes: 5 }) });
    expect(within.lateMinutes).toBe(0);
    expect(keys(within)).toContain('attendance:explain.lateWithinGrace');
  });

  it('read the clock minute, so 08:00:59 is not a minute late and no minute is lost to seconds', () => {
    const clockIn = { id: 'a', action: 'in' as const, at: at(D, '08:00') + 59_000 };
    const clockOut = { id: 'b', action: 'out' as const, at: at(D, '17:00') + 10_000 };
    const result = compute({ punches: [clockIn, clockOut] });
    expect(result.lateMinutes).toBe(0);
    expect(result.workedMinutes).toBe(480);
  });

  it('count scheduled working minutes, not clock minutes: arriving at 13:00 is 240 late, not 300', () => {
    const result = compute({ punches: [punch('in', D, '13:00'), punch('out', D, '16:30')] });
    expect(result.lateMinutes).toBe(240);
    expect(result.earlyLeaveMinutes).toBe(30);
    expect(result.workedMinutes).toBe(210);
  });

  it('apply the early-leave grace', () => {
    const punches = [punch('in', D, '08:00'), punch('out', D, '16:50')];
    expect(compute({ punches, setting: setting({ earlyLeaveGraceMinutes: 10 }) }).earlyLeaveMinutes).toBe(0);
    expect(compute({ punches, setting: setting({ earlyLeaveGraceMinutes: 5 }) }).earlyLeaveMinutes).toBe(10);
  });

  it('move the start to mid-shift on a morning off, and never mark a day of leave absent', () => {
    const afternoon = compute({ punches: [punch('in', D, '13:10'), punch('out', D, '17:00')], day: { ...working(D), leave: 'firstHalf' } });
    expect(afternoon.lateMinutes).toBe(10);
    const onLeave = compute({ punches: [], day: { ...working(D), leave: 'full' } });
    expect(onLeave.absent).toBe(false);
    expect(keys(onLeave)).toContain('attendance:explain.onLeave');
  });
});

describe('absence and missing punches', () => {
  it('marks a scheduled day without a punch absent', () => {
    const result = compute({ punches: [] });
    expect(result).toMatchObject({ absent: true, workedMinutes: 0, issues: ['absent'] });
    expect(result.explanations.find((entry) => entry.figure === 'absent')!.values).toEqual({ start: '08:00', end: '17:00' });
  });

  it('counts nothing for a clock-in without a clock-out and flags it, still measuring late', () => {
    const result = compute({ punches: [punch('in', D, '08:20')] });
    expect(result).toMatchObject({ absent: false, workedMinutes: 0, lateMinutes: 20, earlyLeaveMinutes: 0, issues: ['missingClockOut'] });
  });

  it('flags a clock-out without a clock-in', () => {
    const result = compute({ punches: [punch('out', D, '17:00')] });
    expect(result).toMatchObject({ absent: false, workedMinutes: 0, issues: ['missingClockIn'] });
  });

  it('ignores a double click and says so', () => {
    const first = punch('in', D, '08:00');
    const again = { ...punch('in', D, '08:00'), at: first.at + 20_000 };
    const result = compute({ punches: [first, again, punch('out', D, '17:00')] });
    expect(result.workedMinutes).toBe(480);
    expect(result.explanations.find((entry) => entry.key === 'attendance:explain.repeatedPunch')!.events).toEqual([again.id]);
  });
});

describe('breaks', () => {
  const flexibleShift = shiftInstance({
    shift: { id: 'flex', start: '09:00', end: '18:00', breaks: [{ kind: 'flexible', minutes: 60, paid: false }] },
    date: D,
    timeZone: WITA,
  });

  it('deduct what is left of a flexible break after the time out already taken', () => {
    const result = compute({
      instance: flexibleShift,
      punches: [punch('in', D, '09:00'), punch('out', D, '12:10'), punch('in', D, '12:55'), punch('out', D, '18:00')],
    });
    expect(result.workedMinutes).toBe(480);
    expect(result.breakMinutes).toBe(60);
    expect(result.explanations.find((entry) => entry.key === 'attendance:explain.flexibleBreak')!.values).toEqual({
      minutes: 60,
      taken: 45,
      deducted: 15,
    });
  });

  it('take a fixed unpaid break off even when worked through, and count a paid one', () => {
    expect(compute({ punches: [punch('in', D, '08:00'), punch('out', D, '17:00')] })).toMatchObject({
      workedMinutes: 480,
      breakMinutes: 60,
    });
    const paid = shiftInstance({
      shift: { id: 'paid', start: '08:00', end: '17:00', breaks: [{ kind: 'fixed', start: '12:00', end: '13:00', paid: true }] },
      date: D,
      timeZone: WITA,
    });
    expect(compute({ instance: paid, punches: [punch('in', D, '08:00'), punch('out', D, '17:00')] })).toMatchObject({
      workedMinutes: 540,
      breakMinutes: 0,
    });
  });
});

describe('rounding and the overtime minimum', () => {
  it('rounds clock-ins up and clock-outs down on the local quarter hour for worked time', () => {
    const rounded = setting({
      rounding: { clockIn: { unitMinutes: 15, direction: 'up' }, clockOut: { unitMinutes: 15, direction: 'down' } },
    });
    const result = compute({ punches: [punch('in', D, '07:52'), punch('out', D, '17:20')], setting: rounded });
    expect(result.workedMinutes).toBe(495);
    expect(result.overtime).toEqual([{ band: 'ot', minutes: 15 }]);
    expect(result.explanations.filter((entry) => entry.key === 'attendance:explain.rounded').map((entry) => entry.values)).toEqual([
      { action: 'in', from: '07:52', to: '08:00', unit: 15 },
      { action: 'out', from: '17:20', to: '17:15', unit: 15 },
    ]);
    const nearest = setting({
      rounding: { clockIn: { unitMinutes: 10, direction: 'nearest' }, clockOut: { unitMinutes: 10, direction: 'nearest' } },
    });
    const late = compute({ punches: [punch('in', D, '08:04'), punch('out', D, '17:05')], setting: nearest });
    // Late is measured on the real minute; worked time on the rounded ones (08:00–17:10).
    expect(late.lateMinutes).toBe(4);
    expect(late.workedMinutes).toBe(490);
  });

  it('counts no stretch shorter than the minimum and overtime in whole blocks', () => {
    const shortOvertime = compute({
      punches: [punch('in', D, '08:00'), punch('out', D, '17:20')],
      setting: setting({}, { minimumMinutes: 30 }),
    });
    expect(shortOvertime).toMatchObject({ workedMinutes: 480, overtimeMinutes: 0, uncountedMinutes: 20 });
    expect(keys(shortOvertime)).toContain('attendance:explain.belowMinimum');
    const blocks = compute({ punches: [punch('in', D, '08:00'), punch('out', D, '17:40')], setting: setting({}, { blockMinutes: 15 }) });
    expect(blocks).toMatchObject({ workedMinutes: 510, overtimeMinutes: 30, uncountedMinutes: 10 });
  });

  it('does not count an early clock-in unless the policy counts work before the start', () => {
    const punches = [punch('in', D, '07:00'), punch('out', D, '17:00')];
    expect(compute({ punches })).toMatchObject({ workedMinutes: 480, overtimeMinutes: 0, uncountedMinutes: 60 });
    expect(compute({ punches, setting: setting({}, { beforeShiftStart: true }) })).toMatchObject({
      workedMinutes: 540,
      overtimeMinutes: 60,
    });
  });
});

describe('overtime by band', () => {
  it('Indonesia: the first overtime hour at 1.5×, the next at 2×', () => {
    const result = compute({
      timeZone: JAKARTA,
      instance: dayShift(D, JAKARTA),
      setting: template('ID'),
      punches: [punch('in', D, '08:00', JAKARTA), punch('out', D, '19:30', JAKARTA)],
    });
    expect(result).toMatchObject({ workedMinutes: 630, regularMinutes: 480, overtimeMinutes: 150 });
    expect(result.overtime).toEqual([
      { band: 'id.overtimeFirstHour', minutes: 60 },
      { band: 'id.overtime', minutes: 90 },
    ]);
  });

  it('counts work past the daily threshold inside a long shift', () => {
    const long = shiftInstance({
      shift: { id: 'long', start: '07:00', end: '18:00', breaks: [{ kind: 'fixed', start: '12:00', end: '13:00', paid: false }] },
      date: D,
      timeZone: JAKARTA,
    });
    const result = compute({
      timeZone: JAKARTA,
      instance: long,
      setting: template('ID'),
      punches: [punch('in', D, '07:00', JAKARTA), punch('out', D, '18:00', JAKARTA)],
    });
    expect(result).toMatchObject({ workedMinutes: 600, regularMinutes: 480, overtimeMinutes: 120 });
    expect(result.explanations.find((entry) => entry.key === 'attendance:explain.dailyThreshold')!.values).toEqual({
      minutes: 120,
      threshold: 480,
    });
  });

  it('turns regular minutes past the weekly threshold into overtime', () => {
    const result = compute({
      punches: [punch('in', D, '08:00'), punch('out', D, '17:00')],
      setting: setting({}, { weeklyAfterMinutes: 2640 }),
      weekRegularMinutesBefore: 2400,
    });
    expect(result).toMatchObject({ workedMinutes: 480, regularMinutes: 240, overtimeMinutes: 240 });
  });
});

describe('a night shift across midnight in Makassar (WITA)', () => {
  it('counts the night on the date it started, with its break and night minutes', () => {
    const result = compute({
      instance: nightShift(D),
      punches: [punch('in', D, '21:55'), punch('out', '2026-03-04', '07:00')],
    });
    expect(result).toMatchObject({
      date: D,
      shiftId: 'night',
      workedMinutes: 510,
      regularMinutes: 450,
      overtimeMinutes: 60,
      nightMinutes: 450,
      breakMinutes: 30,
      uncountedMinutes: 5,
      lateMinutes: 0,
    });
    expect(result.overtime).toEqual([
      { band: 'ot', minutes: 60 },
      { band: 'night', minutes: 450 },
    ]);
  });

  it('puts overtime that runs into the night into the night-overtime band', () => {
    const evening = shiftInstance({ shift: { id: 'evening', start: '14:00', end: '22:00', breaks: [] }, date: D, timeZone: WITA });
    const result = compute({ instance: evening, punches: [punch('in', D, '14:00'), punch('out', D, '23:30')] });
    expect(result.overtime).toEqual([
      { band: 'ot', minutes: 90 },
      { band: 'night', minutes: 90 },
      { band: 'nightOt', minutes: 90 },
    ]);
  });
});

describe('night differential by the rate of the hour (the Philippines)', () => {
  it('gives regular night hours the night differential and overtime night hours the overtime one', () => {
    const night = shiftInstance({
      shift: { id: 'n', start: '22:00', end: '06:00', breaks: [{ kind: 'fixed', start: '02:00', end: '03:00', paid: false }] },
      date: D,
      timeZone: WITA,
    });
    const regular = compute({
      instance: night,
      setting: template('PH'),
      punches: [punch('in', D, '22:00'), punch('out', '2026-03-04', '08:00')],
    });
    expect(regular.overtime).toEqual([
      { band: 'ph.overtime', minutes: 120 },
      { band: 'ph.nightDifferential', minutes: 420 },
    ]);
    const evening = shiftInstance({ shift: { id: 'e', start: '14:00', end: '22:00', breaks: [] }, date: D, timeZone: WITA });
    const late = compute({
      instance: evening,
      setting: template('PH'),
      punches: [punch('in', D, '14:00'), punch('out', '2026-03-04', '00:00')],
    });
    expect(late.overtime).toEqual([
      { band: 'ph.overtime', minutes: 120 },
      { band: 'ph.overtimeNight', minutes: 120 },
    ]);
  });

  it('takes a rest day’s night hours, and those past 8 hours, at their own night rates', () => {
    const result = compute({
      instance: null,
      day: { date: D, calendar: 'rest' },
      setting: { ...template('PH'), unscheduledBreak: null },
      punches: [punch('in', D, '16:00'), punch('out', '2026-03-04', '02:00')],
    });
    // 16:00–00:00 are the first 8 hours (22:00–00:00 at night), 00:00–02:00 the overtime, all at night.
    expect(result.overtime).toEqual([
      { band: 'ph.restDay', minutes: 480 },
      { band: 'ph.restDayOvertime', minutes: 120 },
      { band: 'ph.restDayNight', minutes: 120 },
      { band: 'ph.restDayOvertimeNight', minutes: 120 },
    ]);
  });
});

describe('rest-day and holiday work', () => {
  it('Indonesia, five-day week: a rest day’s hours 1–8 at 2×, the 9th at 3×, then 4×', () => {
    const result = compute({
      timeZone: JAKARTA,
      instance: null,
      day: { date: '2026-03-07', calendar: 'rest' },
      setting: template('ID'),
      punches: [punch('in', '2026-03-07', '08:00', JAKARTA), punch('out', '2026-03-07', '19:00', JAKARTA)],
    });
    expect(result).toMatchObject({
      kind: 'rest',
      workedMinutes: 600,
      restDayMinutes: 600,
      regularMinutes: 0,
      breakMinutes: 60,
      issues: ['workWithoutSchedule'],
    });
    expect(result.overtime).toEqual([
      { band: 'id.offDay2x', minutes: 480 },
      { band: 'id.offDay3x', minutes: 60 },
      { band: 'id.offDay4x', minutes: 60 },
    ]);
  });

  it('Indonesia, six-day week: a holiday on the shortest day has its own table', () => {
    const result = compute({
      timeZone: JAKARTA,
      instance: null,
      day: { date: '2026-03-07', calendar: 'holiday', holidayType: 'public', onShortestDay: true },
      setting: template('ID', 'sixDay'),
      punches: [punch('in', '2026-03-07', '08:00', JAKARTA), punch('out', '2026-03-07', '16:00', JAKARTA)],
    });
    expect(result).toMatchObject({ kind: 'publicHoliday', holidayMinutes: 420 });
    expect(result.overtime).toEqual([
      { band: 'id.offDay2x', minutes: 300 },
      { band: 'id.offDay3x', minutes: 60 },
      { band: 'id.offDay4x', minutes: 60 },
    ]);
  });

  it('the Philippines: a regular holiday on a rest day at 260 %, beyond 8 hours at 338 %, and a special day', () => {
    const punches = [punch('in', '2026-03-08', '08:00'), punch('out', '2026-03-08', '18:00')];
    const holiday = compute({
      instance: null,
      day: { date: '2026-03-08', calendar: 'holiday', holidayType: 'public', onRestDay: true },
      setting: template('PH'),
      punches,
    });
    expect(holiday.overtime).toEqual([
      { band: 'ph.regularHolidayOnRestDay', minutes: 480 },
      { band: 'ph.regularHolidayOnRestDayOvertime', minutes: 60 },
    ]);
    const special = compute({
      instance: null,
      day: { date: '2026-03-08', calendar: 'holiday', holidayType: 'special' },
      setting: template('PH'),
      punches,
    });
    expect(special).toMatchObject({ kind: 'specialDay', holidayMinutes: 540 });
    expect(special.overtime[0]).toEqual({ band: 'ph.specialDay', minutes: 480 });
  });

  it('Malaysia: four hours on a rest day is day-rated rest-day work, beyond the normal hours 2×', () => {
    const short = compute({
      instance: null,
      day: { date: '2026-03-08', calendar: 'rest' },
      setting: template('MY'),
      punches: [punch('in', '2026-03-08', '08:00'), punch('out', '2026-03-08', '12:00')],
    });
    expect(short.overtime).toEqual([{ band: 'my.restDay', minutes: 240 }]);
  });

  it('a scheduled shift on a holiday is holiday work, and absent when not worked', () => {
    const worked = compute({
      day: { date: D, calendar: 'holiday', holidayType: 'public' },
      punches: [punch('in', D, '08:00'), punch('out', D, '17:00')],
    });
    expect(worked).toMatchObject({
      kind: 'publicHoliday',
      holidayMinutes: 480,
      regularMinutes: 0,
      overtime: [{ band: 'holiday', minutes: 480 }],
    });
    expect(compute({ day: { date: D, calendar: 'holiday' }, punches: [] }).absent).toBe(true);
  });

  it('work on a working day without a schedule is regular up to the daily threshold, and flagged', () => {
    const result = compute({
      instance: null,
      setting: setting({}, { dailyAfterMinutes: 480 }),
      punches: [punch('in', D, '08:00'), punch('out', D, '18:00')],
    });
    expect(result).toMatchObject({
      kind: 'unscheduled',
      workedMinutes: 540,
      regularMinutes: 480,
      overtimeMinutes: 60,
      issues: ['workWithoutSchedule'],
    });
  });
});

describe('part time', () => {
  it('pays the hours past their own shift as extra hours up to a full-timer’s day, overtime beyond', () => {
    const morning = shiftInstance({ shift: { id: 'am', start: '09:00', end: '13:00', breaks: [] }, date: D, timeZone: WITA });
    const result = compute({
      instance: morning,
      setting: setting({ employment: 'partTime', partTime: { fullTimeDailyMinutes: 480, extraBand: 'extra' }, unscheduledBreak: null }),
      punches: [punch('in', D, '09:00'), punch('out', D, '19:00')],
    });
    expect(result).toMatchObject({ workedMinutes: 600, regularMinutes: 240, overtimeMinutes: 120 });
    expect(result.overtime).toEqual([
      { band: 'ot', minutes: 120 },
      { band: 'extra', minutes: 240 },
    ]);
  });
});
