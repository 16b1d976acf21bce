import { describe, expect, it } from 'vitest';
import { calendarInstances, rosterInstances, shiftInstance, weeklyPattern } from '../shift-instances.ts';
import { at, DAY_SHIFT, NIGHT_SHIFT, WITA } from './fixtures.ts';

const shifts = [DAY_SHIFT, NIGHT_SHIFT];
const dates = (list: readonly { date: string; shiftId: string }[]) => list.map((instance) => `${instance.date} ${instance.shiftId}`);

describe('shift instances', () => {
  it('put a night shift and its 02:00 break on the next local day', () => {
    const night = shiftInstance({ shift: NIGHT_SHIFT, date: '2026-03-02', timeZone: WITA });
    expect(night.start).toBe(at('2026-03-02', '22:00'));
    expect(night.end).toBe(at('2026-03-03', '06:00'));
    expect(night.fixedBreaks).toEqual([{ start: at('2026-03-03', '02:00'), end: at('2026-03-03', '02:30'), paid: false }]);
    expect(night.scheduledMinutes).toBe(450);
  });

  it('count a flexible unpaid break out of the scheduled minutes, and a paid one not', () => {
    const flexible = shiftInstance({
      shift: { id: 'f', start: '09:00', end: '18:00', breaks: [{ kind: 'flexible', minutes: 60, paid: false }] },
      date: '2026-03-02',
      timeZone: WITA,
    });
    expect(flexible.scheduledMinutes).toBe(480);
    const paid = shiftInstance({
      shift: { id: 'p', start: '09:00', end: '18:00', breaks: [{ kind: 'fixed', start: '12:00', end: '12:30', paid: true }] },
      date: '2026-03-02',
      timeZone: WITA,
    });
    expect(paid.scheduledMinutes).toBe(540);
  });

  it('refuse a break outside its shift and an unknown shift', () => {
    expect(() =>
      shiftInstance({
        shift: { ...DAY_SHIFT, breaks: [{ kind: 'fixed', start: '18:00', end: '18:30', paid: false }] },
        date: '2026-03-02',
        timeZone: WITA,
      }),
    ).toThrow(RangeError);
    expect(() =>
      rosterInstances({
        from: '2026-03-01',
        to: '2026-03-02',
        timeZone: WITA,
        shifts,
        assignments: [{ from: '2026-03-01', pattern: { anchor: '2026-03-01', cycle: ['late'] } }],
      }),
    ).toThrow(/unknown shift/);
  });
});

describe('rotating rosters', () => {
  it('run 4 on 2 off from the anchor, backwards too', () => {
    const instances = rosterInstances({
      from: '2026-02-25',
      to: '2026-03-08',
      timeZone: WITA,
      shifts,
      assignments: [{ from: '2026-01-01', pattern: { anchor: '2026-03-01', cycle: ['night', 'night', 'night', 'night', null, null] } }],
    });
    expect(dates(instances)).toEqual([
      '2026-02-25 night',
      '2026-02-26 night',
      '2026-03-01 night',
      '2026-03-02 night',
      '2026-03-03 night',
      '2026-03-04 night',
      '2026-03-07 night',
      '2026-03-08 night',
    ]);
  });

  it('follow a roster change from its date, and the grid’s single-day changes over both', () => {
    const instances = rosterInstances({
      from: '2026-03-02',
      to: '2026-03-15',
      timeZone: WITA,
      shifts,
      assignments: [
        { from: '2026-01-01', pattern: weeklyPattern(['day', 'day', 'day', 'day', 'day', null, null]) },
        { from: '2026-03-09', pattern: { anchor: '2026-03-09', cycle: ['night', 'night', null] } },
      ],
      overrides: [
        { date: '2026-03-04', shiftId: null },
        { date: '2026-03-07', shiftId: 'day' },
      ],
    });
    expect(dates(instances)).toEqual([
      '2026-03-02 day',
      '2026-03-03 day',
      '2026-03-05 day',
      '2026-03-06 day',
      '2026-03-07 day',
      '2026-03-09 night',
      '2026-03-10 night',
      '2026-03-12 night',
      '2026-03-13 night',
      '2026-03-15 night',
    ]);
  });

  it('end an assignment on its to date', () => {
    const instances = rosterInstances({
      from: '2026-03-02',
      to: '2026-03-06',
      timeZone: WITA,
      shifts,
      assignments: [{ from: '2026-03-02', to: '2026-03-03', pattern: { anchor: '2026-03-02', cycle: ['day'] } }],
    });
    expect(dates(instances)).toEqual(['2026-03-02 day', '2026-03-03 day']);
  });
});

describe('fixed hours against the calendar', () => {
  it('schedule working days, the first half of a half day, and nothing on rest days', () => {
    const instances = calendarInstances({
      shift: DAY_SHIFT,
      timeZone: WITA,
      days: [
        { date: '2026-03-06', fraction: 1 },
        { date: '2026-03-07', fraction: 0.5 },
        { date: '2026-03-08', fraction: 0 },
      ],
    });
    expect(instances.map((instance) => [instance.date, instance.scheduledMinutes, instance.halfDay ?? false])).toEqual([
      ['2026-03-06', 480, false],
      ['2026-03-07', 240, true],
    ]);
    expect(instances[1]!.end).toBe(at('2026-03-07', '12:30'));
  });
});
