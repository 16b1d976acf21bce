import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromDayNumber, requireDayNumber } from '../../work-calendar/day-numbers.ts';
import { addMonths, civilOf, completedMonths } from '../leave-dates.ts';
import { leaveYearOf } from '../leave-year.ts';

const day = (date: string) => requireDayNumber(date, 'date');

describe('month arithmetic', () => {
  it('adds months on the same day of the month, clamped to the month’s end', () => {
    expect(fromDayNumber(addMonths(day('2024-01-31'), 1))).toBe('2024-02-29');
    expect(fromDayNumber(addMonths(day('2025-01-31'), 1))).toBe('2025-02-28');
    expect(fromDayNumber(addMonths(day('2025-03-15'), 12))).toBe('2026-03-15');
    expect(fromDayNumber(addMonths(day('2025-03-15'), -3))).toBe('2024-12-15');
  });

  it('counts completed months as MOM does: 14 Mar to 31 Jul 2014 is 4 (14 Mar–13 Jul)', () => {
    expect(completedMonths(day('2014-03-14'), day('2014-07-31'))).toBe(4);
    expect(completedMonths(day('2014-03-14'), day('2014-07-12'))).toBe(3);
    expect(completedMonths(day('2014-03-14'), day('2014-07-13'))).toBe(4);
    expect(completedMonths(day('2019-12-06'), day('2020-05-10'))).toBe(5);
    expect(completedMonths(day('2025-01-01'), day('2025-12-31'))).toBe(12);
    expect(completedMonths(day('2025-05-02'), day('2025-05-01'))).toBe(0);
  });

  it('reads day numbers back to the same civil date', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50_000, max: 100_000 }), (n) => {
        const { year, month, day: d } = civilOf(n);
        expect(`${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`).toBe(fromDayNumber(n));
      }),
    );
  });
});

describe('leave years', () => {
  it('by calendar: 1 Jan to 31 Dec', () => {
    expect(leaveYearOf({ leaveYear: 'calendar' }, '2019-07-04', '2026-12-31')).toEqual({ start: '2026-01-01', end: '2026-12-31' });
  });

  it('by hiring date: hired 15 Mar, the year ends on 14 Mar', () => {
    expect(leaveYearOf({ leaveYear: 'hiringDate' }, '2021-03-15', '2026-03-14')).toEqual({ start: '2025-03-15', end: '2026-03-14' });
    expect(leaveYearOf({ leaveYear: 'hiringDate' }, '2021-03-15', '2026-03-15')).toEqual({ start: '2026-03-15', end: '2027-03-14' });
    expect(leaveYearOf({ leaveYear: 'hiringDate' }, '2024-02-29', '2025-03-01')).toEqual({ start: '2025-02-28', end: '2026-02-27' });
  });

  it('holds the date, and the next year starts the day after it ends', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10_000, max: 25_000 }), fc.integer({ min: 0, max: 5000 }), fc.boolean(), (hired, offset, byHire) => {
        const policy = { leaveYear: byHire ? ('hiringDate' as const) : ('calendar' as const) };
        const date = fromDayNumber(hired + offset);
        const year = leaveYearOf(policy, fromDayNumber(hired), date);
        expect(year.start <= date && date <= year.end).toBe(true);
        const next = leaveYearOf(policy, fromDayNumber(hired), fromDayNumber(day(year.end) + 1));
        expect(next.start).toBe(fromDayNumber(day(year.end) + 1));
        expect(completedMonths(day(year.start), day(year.end))).toBe(12);
      }),
    );
  });
});
