import { describe, expect, it } from 'vitest';
import { availabilityOn, CALENDAR_EVENT_TYPES, presenceEvents, presenceId, scheduleEvents } from '../calendar-events.ts';
import { at, dayShift, nightShift, punch, setting, WITA } from './fixtures.ts';

const shape = (events: ReturnType<typeof presenceEvents>) =>
  events.map((event) => ({ date: event.date, in: event.in?.id ?? null, out: event.out?.id ?? null }));

describe('presence events of the attendance calendar', () => {
  it('keep a night shift across midnight in a WITA site on the night it started', () => {
    const clockIn = punch('in', '2026-03-02', '21:55');
    const clockOut = punch('out', '2026-03-03', '06:10');
    const events = presenceEvents({
      punches: [clockOut, clockIn],
      instances: [nightShift('2026-03-02'), nightShift('2026-03-03')],
      setting: setting(),
      timeZone: WITA,
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(shape(events)).toEqual([{ date: '2026-03-02', in: clockIn.id, out: clockOut.id }]);
    expect(events[0]!.type).toBe(CALENDAR_EVENT_TYPES.present);
    // 06:10 WITA is 22:10 UTC the day before: neither the UTC date nor the local date of the clock-out.
    expect(new Date(clockOut.at).toISOString().slice(0, 10)).toBe('2026-03-02');
  });

  it('show a clock-in never closed and a clock-out without a clock-in as half-open events, and ignore a double click', () => {
    const first = punch('in', '2026-03-04', '07:58');
    const doubleClick = punch('in', '2026-03-04', '07:58');
    const strayOut = punch('out', '2026-03-05', '17:05');
    const events = presenceEvents({
      punches: [first, doubleClick, strayOut],
      instances: [dayShift('2026-03-04'), dayShift('2026-03-05')],
      setting: setting(),
      timeZone: WITA,
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(shape(events)).toEqual([
      { date: '2026-03-04', in: first.id, out: null },
      { date: '2026-03-05', in: null, out: strayOut.id },
    ]);
    expect(events.map(presenceId)).toEqual([first.id, strayOut.id]);
  });

  it('leave out work dates outside the range, even when a punch falls inside it by the clock', () => {
    const clockIn = punch('in', '2026-02-28', '22:00');
    const clockOut = punch('out', '2026-03-01', '06:00');
    const events = presenceEvents({
      punches: [clockIn, clockOut],
      instances: [nightShift('2026-02-28')],
      setting: setting(),
      timeZone: WITA,
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(events).toEqual([]);
  });

  it('keep the punches’ own fields (site, source) on the event', () => {
    const clockIn = { ...punch('in', '2026-03-04', '08:00'), siteName: 'Makassar port' };
    const clockOut = { ...punch('out', '2026-03-04', '17:00'), siteName: 'Makassar port' };
    const [event] = presenceEvents({
      punches: [clockIn, clockOut],
      instances: [dayShift('2026-03-04')],
      setting: setting(),
      timeZone: WITA,
      from: '2026-03-04',
      to: '2026-03-04',
    });
    expect(event!.in!.siteName).toBe('Makassar port');
    expect(event!.out).toBe(clockOut);
  });
});

describe('schedule events', () => {
  it('are the shift instances of the range, the night shift ending the next morning', () => {
    const events = scheduleEvents({
      instances: [nightShift('2026-03-03'), dayShift('2026-03-02'), dayShift('2026-02-28')],
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(events.map((event) => [event.date, event.shiftId])).toEqual([
      ['2026-03-02', 'day'],
      ['2026-03-03', 'night'],
    ]);
    expect(events[1]).toMatchObject({
      type: CALENDAR_EVENT_TYPES.schedule,
      start: at('2026-03-03', '22:00'),
      end: at('2026-03-04', '06:00'),
    });
  });

  it('differ from presence: a scheduled day without punches has a schedule and no presence', () => {
    const instances = [dayShift('2026-03-02')];
    expect(scheduleEvents({ instances, from: '2026-03-02', to: '2026-03-02' })).toHaveLength(1);
    expect(presenceEvents({ punches: [], instances, setting: setting(), timeZone: WITA, from: '2026-03-02', to: '2026-03-02' })).toEqual(
      [],
    );
  });
});

describe('availability on a date', () => {
  it.each([
    [
      { context: undefined, scheduled: true, present: true },
      { available: false, reason: 'notEmployed' },
    ],
    [
      { context: { calendar: 'notEmployed' as const }, scheduled: false, present: false },
      { available: false, reason: 'notEmployed' },
    ],
    [
      { context: { calendar: 'working' as const, leave: 'full' as const }, scheduled: true, present: false },
      { available: false, reason: 'timeOff' },
    ],
    [
      { context: { calendar: 'holiday' as const }, scheduled: false, present: true },
      { available: true, reason: 'present' },
    ],
    [
      { context: { calendar: 'working' as const }, scheduled: true, present: false },
      { available: true, reason: 'scheduled' },
    ],
    [
      { context: { calendar: 'holiday' as const }, scheduled: false, present: false },
      { available: false, reason: 'publicHoliday' },
    ],
    [
      { context: { calendar: 'rest' as const }, scheduled: false, present: false },
      { available: false, reason: 'restDay' },
    ],
    [
      { context: { calendar: 'working' as const }, scheduled: false, present: false },
      { available: false, reason: 'restDay' },
    ],
  ])('%o → %o', (day, expected) => {
    expect(availabilityOn(day)).toEqual(expected);
  });
});
