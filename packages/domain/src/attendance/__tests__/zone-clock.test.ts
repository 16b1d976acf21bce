import { describe, expect, it } from 'vitest';
import { toDayNumber } from '../../work-calendar/day-numbers.ts';
import { shiftInstance } from '../shift-instances.ts';
import { formatLocalTime, fromLocal, MS_PER_MINUTE, parseLocalTime, toLocal, zoneOffset } from '../zone-clock.ts';
import { NIGHT_SHIFT, WITA } from './fixtures.ts';

const minuteOf = (iso: string) => Date.parse(iso) / MS_PER_MINUTE;

describe('the site clock', () => {
  it('reads WITA as UTC+8 and Jakarta as UTC+7', () => {
    expect(zoneOffset(WITA, minuteOf('2026-03-02T00:00:00Z'))).toBe(480);
    expect(zoneOffset('Asia/Jakarta', minuteOf('2026-03-02T00:00:00Z'))).toBe(420);
    expect(zoneOffset('Asia/Jayapura', minuteOf('2026-03-02T00:00:00Z'))).toBe(540);
  });

  it('turns a local date and time into the instant and back', () => {
    const day = toDayNumber('2026-03-02')!;
    const instant = fromLocal(WITA, day, 7 * 60 + 30);
    expect(new Date(instant * MS_PER_MINUTE).toISOString()).toBe('2026-03-01T23:30:00.000Z');
    expect(toLocal(WITA, instant)).toEqual({ day, minute: 450 });
  });

  it('is right across daylight saving changes (New York, 2026)', () => {
    // 8 March: 02:00 does not exist; 02:30 is read as 03:30 EDT.
    expect(new Date(fromLocal('America/New_York', toDayNumber('2026-03-08')!, 150) * MS_PER_MINUTE).toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    // 1 November: 01:30 happens twice; the first is EDT.
    expect(new Date(fromLocal('America/New_York', toDayNumber('2026-11-01')!, 90) * MS_PER_MINUTE).toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    // A 22:00–06:00 shift is 7 hours on the spring night and 9 on the autumn one.
    const spring = shiftInstance({ shift: { ...NIGHT_SHIFT, breaks: [] }, date: '2026-03-07', timeZone: 'America/New_York' });
    const autumn = shiftInstance({ shift: { ...NIGHT_SHIFT, breaks: [] }, date: '2026-10-31', timeZone: 'America/New_York' });
    expect(spring.scheduledMinutes).toBe(7 * 60);
    expect(autumn.scheduledMinutes).toBe(9 * 60);
  });

  it('parses and writes HH:MM', () => {
    expect(parseLocalTime('06:05')).toBe(365);
    expect(parseLocalTime('24:00')).toBeNull();
    expect(parseLocalTime('6:05')).toBeNull();
    expect(formatLocalTime(1439)).toBe('23:59');
    expect(formatLocalTime(1440 + 65)).toBe('01:05');
  });
});
