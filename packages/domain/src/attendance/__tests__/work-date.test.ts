import { describe, expect, it } from 'vitest';
import { assignWorkDates, unscheduledWorkDate } from '../work-date.ts';
import { at, dayShift, nightShift, punch, setting, WITA } from './fixtures.ts';

const datesOf = (map: Map<string, { id: string }[]>) =>
  Object.fromEntries([...map].map(([date, punches]) => [date, punches.map((entry) => entry.id)]).sort(([a], [b]) => (a! < b! ? -1 : 1)));

describe('the work date of a punch', () => {
  it('is the night shift’s date for its clock-out after midnight, not the next day’s', () => {
    const clockIn = punch('in', '2026-03-02', '21:55');
    const clockOut = punch('out', '2026-03-03', '06:20');
    const nextIn = punch('in', '2026-03-03', '21:50');
    const result = assignWorkDates({
      punches: [clockIn, clockOut, nextIn],
      instances: [nightShift('2026-03-02'), nightShift('2026-03-03')],
      setting: setting(),
      timeZone: WITA,
    });
    expect(datesOf(result)).toEqual({ '2026-03-02': [clockIn.id, clockOut.id], '2026-03-03': [nextIn.id] });
  });

  it('is never the UTC date: 07:30 WITA on 3 March is 23:30 UTC on 2 March', () => {
    const early = punch('in', '2026-03-03', '07:30');
    expect(new Date(early.at).toISOString().slice(0, 10)).toBe('2026-03-02');
    const result = assignWorkDates({ punches: [early], instances: [dayShift('2026-03-03')], setting: setting(), timeZone: WITA });
    expect([...result.keys()]).toEqual(['2026-03-03']);
  });

  it('follows the day boundary without a schedule', () => {
    expect(unscheduledWorkDate(at('2026-03-08', '02:00'), '04:00', WITA)).toBe('2026-03-07');
    expect(unscheduledWorkDate(at('2026-03-08', '04:00'), '04:00', WITA)).toBe('2026-03-08');
    const late = punch('out', '2026-03-08', '03:59');
    const result = assignWorkDates({ punches: [late], instances: [], setting: setting(), timeZone: WITA });
    expect([...result.keys()]).toEqual(['2026-03-07']);
  });

  it('falls back to the day boundary outside every shift’s window', () => {
    // The day shift ends at 17:00; 8 hours later (01:00+) is outside its window.
    const stray = punch('out', '2026-03-04', '02:00');
    const result = assignWorkDates({
      punches: [stray],
      instances: [dayShift('2026-03-03'), dayShift('2026-03-04')],
      setting: setting(),
      timeZone: WITA,
    });
    expect([...result.keys()]).toEqual(['2026-03-03']);
    const outside = assignWorkDates({
      punches: [stray],
      instances: [dayShift('2026-03-03')],
      setting: setting({ punchWindow: { beforeStartMinutes: 60, afterEndMinutes: 60 }, dayBoundary: '01:00' }),
      timeZone: WITA,
    });
    expect([...outside.keys()]).toEqual(['2026-03-04']);
  });
});
