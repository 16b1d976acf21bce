import { describe, expect, it } from 'vitest';
import type { DayContext, ShiftInstance } from '@tenaga/domain';
import { expectedAt, missingAttendance, type ScheduledPerson } from '../no-attendance.rules.ts';

const MINUTE = 60_000;
// 09:00–18:00 in Singapore (UTC+8) on Wednesday 2 December 2026.
const START = Date.parse('2026-12-02T01:00:00Z');
const shift = (overrides: Partial<ShiftInstance> = {}): ShiftInstance => ({
  date: '2026-12-02',
  shiftId: 'fixed',
  start: START,
  end: START + 9 * 60 * MINUTE,
  fixedBreaks: [],
  flexibleBreaks: [],
  scheduledMinutes: 480,
  ...overrides,
});
const working: DayContext = { date: '2026-12-02', calendar: 'working' };
const person = (overrides: Partial<ScheduledPerson> = {}): ScheduledPerson => ({
  employeeId: 'andi',
  timezone: 'Asia/Singapore',
  source: 'calendar',
  instances: [shift()],
  days: [working],
  clockIns: [],
  ...overrides,
});

describe('no attendance', () => {
  it('is due once the threshold after the shift’s start has passed, not before, and not once the shift is over', () => {
    const at = (minutes: number) => missingAttendance({ now: START + minutes * MINUTE, thresholdMinutes: 30, people: [person()] });
    expect(at(29)).toEqual([]);
    expect(at(30)).toEqual([{ employeeId: 'andi', workDate: '2026-12-02', shiftStart: START, timezone: 'Asia/Singapore' }]);
    expect(at(9 * 60)).toEqual([]);
  });

  it('counts a clock-in from a few hours before the start until now, not one of the day before', () => {
    const now = START + 45 * MINUTE;
    const check = (clockIns: number[]) => missingAttendance({ now, thresholdMinutes: 30, people: [person({ clockIns })] }).length;
    expect(check([START - 5 * MINUTE])).toBe(0);
    expect(check([START + 40 * MINUTE])).toBe(0);
    expect(check([START - 20 * 60 * MINUTE])).toBe(1);
  });

  it('expects nobody on a public holiday, a date not employed, a day of time off, or a rest day of fixed hours', () => {
    expect(expectedAt({ source: 'calendar' }, working)).toBe(true);
    expect(expectedAt({ source: 'calendar' }, { ...working, calendar: 'holiday' })).toBe(false);
    expect(expectedAt({ source: 'roster' }, { ...working, calendar: 'holiday' })).toBe(false);
    expect(expectedAt({ source: 'calendar' }, { ...working, calendar: 'notEmployed' })).toBe(false);
    expect(expectedAt({ source: 'calendar' }, { ...working, leave: 'full' })).toBe(false);
    expect(expectedAt({ source: 'calendar' }, { ...working, leave: 'firstHalf' })).toBe(false);
    expect(expectedAt({ source: 'calendar' }, { ...working, leave: 'secondHalf' })).toBe(true);
    expect(expectedAt({ source: 'calendar' }, { ...working, calendar: 'rest' })).toBe(false);
    // A roster's shift on the working week's rest day is a real shift.
    expect(expectedAt({ source: 'roster' }, { ...working, calendar: 'rest' })).toBe(true);
    expect(expectedAt({ source: 'calendar' }, undefined)).toBe(false);
    const now = START + 60 * MINUTE;
    expect(missingAttendance({ now, thresholdMinutes: 30, people: [person({ days: [{ ...working, calendar: 'holiday' }] })] })).toEqual([]);
  });
});
