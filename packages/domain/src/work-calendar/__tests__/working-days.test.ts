import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countWorkingDays,
  STANDARD_WORKING_WEEKS,
  workingDaysByDate,
  type DayFraction,
  type WorkingDaysQuery,
  type WorkingWeek,
} from '../index.ts';
import { fromDayNumber, toDayNumber } from '../day-numbers.ts';

const FIVE_DAY = [{ from: '2000-01-01', week: STANDARD_WORKING_WEEKS.fiveDay }];

describe('countWorkingDays', () => {
  it('counts a five-day week: November 2026 has 21 weekdays', () => {
    expect(countWorkingDays({ from: '2026-11-01', to: '2026-11-30', weeks: FIVE_DAY, holidays: [] })).toBe(21);
  });

  it('takes holidays off working days only: SG 2026 August (National Day Sunday, observed Monday)', () => {
    const holidays = ['2026-08-09', '2026-08-10'];
    expect(countWorkingDays({ from: '2026-08-01', to: '2026-08-31', weeks: FIVE_DAY, holidays })).toBe(20);
    expect(countWorkingDays({ from: '2026-08-01', to: '2026-08-31', weeks: FIVE_DAY, holidays: new Set(holidays) })).toBe(20);
  });

  it('counts Saturday half days in a 5.5-day week', () => {
    const weeks = [{ from: '2026-01-01', week: STANDARD_WORKING_WEEKS.fiveAndHalfDay }];
    // 2–8 November 2026: Monday to Sunday.
    expect(countWorkingDays({ from: '2026-11-02', to: '2026-11-08', weeks, holidays: [] })).toBe(5.5);
  });

  it('follows a Friday–Saturday weekend (Kedah, Kelantan, Terengganu)', () => {
    const weeks = [{ from: '2026-01-01', week: STANDARD_WORKING_WEEKS.fridaySaturdayWeekend }];
    expect(workingDaysByDate({ from: '2026-11-05', to: '2026-11-08', weeks, holidays: [] }).map((day) => day.reason)).toEqual([
      'working',
      'rest',
      'rest',
      'working',
    ]);
  });

  it('switches calendars on the change date, keeping the old week before it', () => {
    const weeks = [
      { from: '2026-01-01', week: STANDARD_WORKING_WEEKS.fiveDay },
      { from: '2026-11-09', week: STANDARD_WORKING_WEEKS.sixDay },
    ];
    // 2–15 November: first week five days, second week six days.
    expect(countWorkingDays({ from: '2026-11-02', to: '2026-11-15', weeks, holidays: [] })).toBe(11);
    // The order in which the weeks are given does not matter.
    expect(countWorkingDays({ from: '2026-11-02', to: '2026-11-15', weeks: [...weeks].reverse(), holidays: [] })).toBe(11);
  });

  it('has no working days before the first calendar, before joining or after leaving', () => {
    const weeks = [{ from: '2026-11-04', week: STANDARD_WORKING_WEEKS.fiveDay }];
    expect(countWorkingDays({ from: '2026-11-02', to: '2026-11-06', weeks, holidays: [] })).toBe(3);
    const days = workingDaysByDate({
      from: '2026-11-02',
      to: '2026-11-06',
      weeks: FIVE_DAY,
      holidays: ['2026-11-04'],
      joinDate: '2026-11-03',
      leaveDate: '2026-11-05',
    });
    expect(days.map((day) => [day.date, day.fraction, day.reason])).toEqual([
      ['2026-11-02', 0, 'notEmployed'],
      ['2026-11-03', 1, 'working'],
      ['2026-11-04', 0, 'holiday'],
      ['2026-11-05', 1, 'working'],
      ['2026-11-06', 0, 'notEmployed'],
    ]);
  });

  it('answers 0 for an empty range and rejects dates that are not dates', () => {
    expect(countWorkingDays({ from: '2026-11-30', to: '2026-11-01', weeks: FIVE_DAY, holidays: [] })).toBe(0);
    expect(() => countWorkingDays({ from: '2026-02-30', to: '2026-03-01', weeks: FIVE_DAY, holidays: [] })).toThrow(RangeError);
    expect(() => countWorkingDays({ from: '2026-02-01', to: '2026-03-01', weeks: FIVE_DAY, holidays: ['1/3/2026'] })).toThrow(RangeError);
    expect(() =>
      countWorkingDays({
        from: '2026-02-01',
        to: '2026-03-01',
        weeks: [{ from: '2026-01-01', week: [1, 1, 1, 1, 1, 2, 0] as unknown as WorkingWeek }],
        holidays: [],
      }),
    ).toThrow(RangeError);
  });
});

const BASE = toDayNumber('2024-01-01')!;
const day = fc.integer({ min: 0, max: 1200 }).map((offset) => fromDayNumber(BASE + offset));
const fraction = fc.constantFrom<DayFraction>(0, 0.5, 1);
const week = fc.tuple(fraction, fraction, fraction, fraction, fraction, fraction, fraction) as fc.Arbitrary<WorkingWeek>;
const query = fc.record({
  from: day,
  to: day,
  weeks: fc.array(fc.record({ from: day, week }), { maxLength: 3 }),
  holidays: fc.array(day, { maxLength: 20 }),
  joinDate: fc.option(day),
  leaveDate: fc.option(day),
}) satisfies fc.Arbitrary<WorkingDaysQuery>;

describe('countWorkingDays properties', () => {
  it('is a multiple of 0.5 between 0 and the number of days, and equals the day-by-day sum', () => {
    fc.assert(
      fc.property(query, (q) => {
        const total = countWorkingDays(q);
        const days = workingDaysByDate(q);
        expect(Number.isInteger(total * 2)).toBe(true);
        expect(total).toBeGreaterThanOrEqual(0);
        expect(total).toBeLessThanOrEqual(days.length);
        expect(days.reduce((sum, entry) => sum + entry.fraction, 0)).toBe(total);
      }),
    );
  });

  it('adds up: count(A..B) + count(B+1..C) = count(A..C)', () => {
    fc.assert(
      fc.property(query, fc.integer({ min: 0, max: 400 }), (q, split) => {
        const [from, to] = q.from <= q.to ? [q.from, q.to] : [q.to, q.from];
        const middle = Math.min(toDayNumber(from)! + split, toDayNumber(to)!);
        const left = countWorkingDays({ ...q, from, to: fromDayNumber(middle) });
        const right = countWorkingDays({ ...q, from: fromDayNumber(middle + 1), to });
        expect(left + right).toBe(countWorkingDays({ ...q, from, to }));
      }),
    );
  });

  it('only ever loses days to holidays, and to a later join or an earlier leave date', () => {
    fc.assert(
      fc.property(query, day, (q, extra) => {
        const total = countWorkingDays(q);
        expect(countWorkingDays({ ...q, holidays: [...q.holidays, extra] })).toBeLessThanOrEqual(total);
        expect(countWorkingDays({ ...q, holidays: [] })).toBeGreaterThanOrEqual(total);
        expect(countWorkingDays({ ...q, joinDate: null, leaveDate: null })).toBeGreaterThanOrEqual(total);
      }),
    );
  });

  it('counts a full week of a calendar as the sum of its fractions', () => {
    fc.assert(
      fc.property(week, fc.integer({ min: 0, max: 1000 }), (w, start) => {
        const from = fromDayNumber(BASE + start);
        const total = countWorkingDays({
          from,
          to: fromDayNumber(BASE + start + 6),
          weeks: [{ from: '2000-01-01', week: w }],
          holidays: [],
        });
        expect(total).toBe(w.reduce<number>((sum, value) => sum + value, 0));
      }),
    );
  });
});
