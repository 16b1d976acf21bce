import { describe, expect, it } from 'vitest';
import { dueDays, monthBounds, overlaps, periodsOverlap, tidyNamed, totalsByKind } from '../pay-items.rules.ts';

describe('pay item rules', () => {
  it('tidies names as they are compared', () => {
    expect(tidyNamed({ name: '  North   wing ', description: ' x ' })).toEqual({ name: 'North wing', description: 'x' });
  });

  it('knows the bounds of a month, leap years included', () => {
    expect(monthBounds('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(monthBounds('2026-02')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
  });

  it.each([
    [
      'recurring from before, open',
      { recurrence: 'recurring', effectiveFrom: '2026-01-01', endedOn: null },
      { from: '2026-11-01', to: '2026-11-30' },
    ],
    [
      'recurring starting mid-month',
      { recurrence: 'recurring', effectiveFrom: '2026-11-10', endedOn: null },
      { from: '2026-11-10', to: '2026-11-30' },
    ],
    [
      'recurring ending mid-month',
      { recurrence: 'recurring', effectiveFrom: '2026-01-01', endedOn: '2026-11-05' },
      { from: '2026-11-01', to: '2026-11-05' },
    ],
    ['recurring ended before', { recurrence: 'recurring', effectiveFrom: '2026-01-01', endedOn: '2026-10-31' }, null],
    ['recurring starting after', { recurrence: 'recurring', effectiveFrom: '2026-12-01', endedOn: null }, null],
    ['cancelled (ended before its start)', { recurrence: 'recurring', effectiveFrom: '2026-11-10', endedOn: '2026-11-09' }, null],
    [
      'one-off in the month',
      { recurrence: 'oneOff', effectiveFrom: '2026-11-30', endedOn: null },
      { from: '2026-11-30', to: '2026-11-30' },
    ],
    ['one-off in another month', { recurrence: 'oneOff', effectiveFrom: '2026-10-31', endedOn: null }, null],
  ] as const)('%s', (_name, assignment, expected) => {
    expect(dueDays(assignment, '2026-11')).toEqual(expected);
  });

  it('finds a recurring overlap with anything open or ending on or after the new start', () => {
    expect(overlaps({ recurrence: 'recurring', effectiveFrom: '2026-01-01', endedOn: null }, '2026-12-01')).toBe(true);
    expect(overlaps({ recurrence: 'recurring', effectiveFrom: '2026-01-01', endedOn: '2026-11-30' }, '2026-12-01')).toBe(false);
    expect(overlaps({ recurrence: 'recurring', effectiveFrom: '2027-01-01', endedOn: null }, '2026-12-01')).toBe(true);
    expect(overlaps({ recurrence: 'oneOff', effectiveFrom: '2026-12-01', endedOn: null }, '2026-12-01')).toBe(false);
  });

  it('adds amounts exactly by kind, leaving formula items out', () => {
    expect(
      totalsByKind([
        { kind: 'earning', amount: '0.10' },
        { kind: 'earning', amount: '0.20' },
        { kind: 'deduction', amount: '12.35' },
        { kind: 'benefit', amount: null },
      ]),
    ).toEqual({ earning: '0.30', benefit: '0.00', deduction: '12.35' });
  });
});

describe('periodsOverlap (a recurring item is paid once a month)', () => {
  const period = (effectiveFrom: string, endedOn: string | null = null) => ({ effectiveFrom, endedOn });
  it.each([
    ['two open periods', period('2026-01-01'), period('2026-06-01'), true],
    ['one ends the day before the other starts', period('2026-01-01', '2026-05-31'), period('2026-06-01'), false],
    ['one ends on the day the other starts', period('2026-01-01', '2026-06-01'), period('2026-06-01', '2026-12-31'), true],
    ['a later open one against an earlier closed one', period('2027-01-01'), period('2026-01-01', '2026-12-31'), false],
    ['one inside the other', period('2026-01-01', '2026-12-31'), period('2026-03-01', '2026-03-31'), true],
    ['a cancelled one (ended before it started)', period('2026-06-01', '2026-05-31'), period('2026-01-01'), false],
  ])('%s', (_name, first, second, expected) => {
    expect(periodsOverlap(first, second)).toBe(expected);
    expect(periodsOverlap(second, first)).toBe(expected);
  });
});
