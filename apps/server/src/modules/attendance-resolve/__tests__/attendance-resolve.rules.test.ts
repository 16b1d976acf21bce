import { describe, expect, it } from 'vitest';
import { resolutionApplies } from '@tenaga/contracts';
import {
  ABSENCE_KIND_OF,
  dayProblems,
  localInstant,
  missingPunchPlan,
  rangeProblem,
  resolutionOfAbsence,
  type ResolveDayFacts,
} from '../attendance-resolve.rules.ts';

const WITA = 'Asia/Makassar';
const at = (date: string, time: string) => Date.parse(`${date}T${time}:00+08:00`);
const shift = (date: string, start: string, end: string, nextDay = false) => ({
  start: at(date, start),
  end: at(nextDay ? new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10) : date, end),
});

const day = (overrides: Partial<ResolveDayFacts>): ResolveDayFacts => ({
  date: '2026-03-02',
  issues: [],
  punches: [],
  shiftAt: shift('2026-03-02', '09:00', '18:00'),
  ...overrides,
});
const punch = (id: string, action: 'in' | 'out', time: string, flagged = false, date = '2026-03-02') => ({
  id,
  action,
  at: at(date, time),
  flagged,
});

describe('absence resolutions', () => {
  it.each([
    ['excuse', 'excused'],
    ['unpaidAbsence', 'unpaid'],
    ['confirmAbsence', 'absentConfirmed'],
  ] as const)('%s is an absence record of kind %s, and back', (resolution, kind) => {
    expect(ABSENCE_KIND_OF[resolution]).toBe(kind);
    expect(resolutionOfAbsence(kind)).toBe(resolution);
  });
  it('other resolutions are no absence record', () => {
    expect(ABSENCE_KIND_OF.addPunch).toBeUndefined();
    expect(ABSENCE_KIND_OF.acceptUnscheduled).toBeUndefined();
  });
});

describe('dayProblems', () => {
  it.each([
    ['a clock-in without its clock-out', day({ issues: ['missingClockOut'] }), [], ['missingClockOut']],
    ['a flagged punch', day({ punches: [punch('a', 'in', '09:00', true), punch('b', 'out', '18:00')] }), [], ['outsideGeofence']],
    [
      'issues and a flag, in the fixed order',
      day({ issues: ['workWithoutSchedule', 'missingClockOut'], punches: [punch('a', 'in', '09:00', true)] }),
      [],
      ['missingClockOut', 'outsideGeofence', 'workWithoutSchedule'],
    ],
    // An absence is settled by its record, which the timesheet reads (it then has no 'absent' issue).
    ['an absence with an old excuse in the audit trail', day({ issues: ['absent'] }), ['excuse'], ['absent']],
    ['accepted unscheduled work', day({ issues: ['workWithoutSchedule'] }), ['acceptUnscheduled'], []],
    ['an excuse does not settle a missing punch', day({ issues: ['missingClockIn'] }), ['excuse'], ['missingClockIn']],
    ['a normal day', day({ punches: [punch('a', 'in', '09:00'), punch('b', 'out', '18:00')] }), [], []],
  ] as const)('%s', (_, facts, settled, expected) => {
    expect(dayProblems(facts, settled)).toEqual(expected);
  });
});

describe('resolutionApplies', () => {
  it.each([
    ['addPunch', ['missingClockOut'], true],
    ['addPunch', ['missingClockIn'], true],
    ['addPunch', ['absent'], false],
    ['acceptFlagged', ['outsideGeofence'], true],
    ['excuse', ['absent', 'outsideGeofence'], true],
    ['unpaidAbsence', ['missingClockOut'], false],
    ['acceptUnscheduled', ['workWithoutSchedule'], true],
  ] as const)('%s on %j: %s', (resolution, problems, expected) => {
    expect(resolutionApplies(resolution, problems)).toBe(expected);
  });
});

describe('missingPunchPlan', () => {
  const open = day({ issues: ['missingClockOut'], punches: [punch('in1', 'in', '08:55')] });

  it('closes the open clock-in at the shift’s end without a time', () => {
    expect(missingPunchPlan({ day: open, time: undefined, timeZone: WITA })).toEqual({
      at: at('2026-03-02', '18:00'),
      pairsWith: { action: 'out', closes: 'in1' },
    });
  });

  it('reads a given time in the site’s zone, not UTC', () => {
    expect(missingPunchPlan({ day: open, time: '17:30', timeZone: WITA })).toMatchObject({ at: Date.parse('2026-03-02T09:30:00Z') });
    expect(missingPunchPlan({ day: open, time: '17:30', timeZone: 'Asia/Jakarta' })).toMatchObject({
      at: Date.parse('2026-03-02T10:30:00Z'),
    });
  });

  it('puts a clock-out earlier than the clock-in on the next day (a night shift), and refuses one a day or more after', () => {
    const night = day({
      issues: ['missingClockOut'],
      punches: [punch('n', 'in', '22:00')],
      shiftAt: shift('2026-03-02', '22:00', '06:00', true),
    });
    expect(missingPunchPlan({ day: night, time: '06:00', timeZone: WITA })).toMatchObject({ at: at('2026-03-03', '06:00') });
    expect(missingPunchPlan({ day: night, time: undefined, timeZone: WITA })).toMatchObject({ at: at('2026-03-03', '06:00') });
    expect(missingPunchPlan({ day: night, time: '22:00', timeZone: WITA })).toEqual({ error: 'RESOLVE_TIME_INVALID' });
  });

  it('needs a time on a day without a schedule', () => {
    const unscheduled = day({ issues: ['missingClockOut', 'workWithoutSchedule'], punches: [punch('u', 'in', '10:00')], shiftAt: null });
    expect(missingPunchPlan({ day: unscheduled, time: undefined, timeZone: WITA })).toEqual({ error: 'RESOLVE_TIME_INVALID' });
    expect(missingPunchPlan({ day: unscheduled, time: '14:00', timeZone: WITA })).toMatchObject({ at: at('2026-03-02', '14:00') });
  });

  it('opens a clock-out without a clock-in at the shift’s start or the given time, which must come before it', () => {
    const stray = day({ issues: ['missingClockIn'], punches: [punch('o', 'out', '18:00')] });
    expect(missingPunchPlan({ day: stray, time: undefined, timeZone: WITA })).toEqual({
      at: at('2026-03-02', '09:00'),
      pairsWith: { action: 'in', opens: 'o' },
    });
    expect(missingPunchPlan({ day: stray, time: '08:30', timeZone: WITA })).toMatchObject({ at: at('2026-03-02', '08:30') });
    expect(missingPunchPlan({ day: stray, time: '19:00', timeZone: WITA })).toEqual({ error: 'RESOLVE_TIME_INVALID' });
  });

  it('has nothing to add to a day whose punches pair', () => {
    const paired = day({ punches: [punch('a', 'in', '09:00'), punch('b', 'out', '18:00')] });
    expect(missingPunchPlan({ day: paired, time: undefined, timeZone: WITA })).toEqual({ error: 'RESOLVE_NOT_NEEDED' });
  });
});

describe('rangeProblem and localInstant', () => {
  it.each([
    [{ from: '2026-03-01', to: '2026-03-31' }, null],
    [{ from: '2026-03-08', to: '2026-03-02' }, 'validation:endBeforeStart'],
    [{ from: '2026-01-01', to: '2026-03-03' }, null],
    [{ from: '2026-01-01', to: '2026-03-04' }, 'validation:periodTooLong'],
  ])('%j → %s', (range, expected) => {
    expect(rangeProblem(range)).toBe(expected);
  });

  it('reads a local time on a date across a daylight-saving change', () => {
    // Sydney moves from UTC+11 to UTC+10 on 5 April 2026.
    expect(localInstant('2026-04-04', '09:00', 'Australia/Sydney')).toBe(Date.parse('2026-04-03T22:00:00Z'));
    expect(localInstant('2026-04-06', '09:00', 'Australia/Sydney')).toBe(Date.parse('2026-04-05T23:00:00Z'));
  });
});
