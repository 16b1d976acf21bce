import { describe, expect, it } from 'vitest';
import { inForceOn, negated, otherHalfOfTheDay, requestEntries, spanDays } from '../time-off.rules.ts';

describe('time-off rules', () => {
  it.each([
    ['2025-12-31', undefined],
    ['2026-01-01', 'a'],
    ['2026-06-30', 'a'],
    ['2026-07-01', 'b'],
    ['2030-01-01', 'b'],
  ])('the assignment in force on %s is %s', (date, expected) => {
    const assignments = [
      { id: 'a', effectiveFrom: '2026-01-01' },
      { id: 'b', effectiveFrom: '2026-07-01' },
    ];
    expect(inForceOn(assignments, date)?.id).toBe(expected);
  });

  it.each([
    ['2', '-2'],
    ['0.5', '-0.5'],
    ['-1.25', '1.25'],
    ['0', '0'],
  ])('negates %s to %s', (days, expected) => expect(negated(days)).toBe(expected));

  it.each([
    ['approved', 'taken'],
    ['pending', 'pending'],
  ])('a %s request holds its dates as %s entries, dates counting nothing left out', (status, kind) => {
    const entries = requestEntries({
      id: 'r',
      status,
      byDate: [
        { date: '2026-12-04', days: '0.5' },
        { date: '2026-12-05', days: '0' },
        { date: '2026-12-07', days: '1' },
      ],
    });
    expect(entries).toEqual([
      { id: 'r', kind, date: '2026-12-04', days: '-0.5' },
      { id: 'r', kind, date: '2026-12-07', days: '-1' },
    ]);
  });

  it.each(['rejected', 'cancelled'])('a %s request holds nothing', (status) => {
    expect(requestEntries({ id: 'r', status, byDate: [{ date: '2026-12-04', days: '1' }] })).toEqual([]);
  });

  const day = (firstDayHalf: string | null, from = '2026-12-04', to = from) => ({ from, to, firstDayHalf, lastDayHalf: null });
  it.each([
    ['morning and afternoon of one date', day('morning'), day('afternoon'), true],
    ['two mornings', day('morning'), day('morning'), false],
    ['a half and a whole day', day('morning'), day(null), false],
    ['different dates', day('morning'), day('afternoon', '2026-12-05'), false],
    ['a longer request', day('morning', '2026-12-04', '2026-12-05'), day('afternoon'), false],
  ])('%s: the other half of the day is %s', (_name, a, b, expected) => {
    expect(otherHalfOfTheDay(a, b)).toBe(expected);
  });

  it.each([
    ['2026-12-07', '2026-12-07', 1],
    ['2026-12-07', '2026-12-08', 2],
    ['2026-12-31', '2027-01-01', 2],
    ['2028-02-28', '2028-03-01', 3],
  ])('%s to %s spans %i days', (from, to, expected) => expect(spanDays(from, to)).toBe(expected));
});
