import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromDayNumber, requireDayNumber } from '../../work-calendar/day-numbers.ts';
import { leaveBalanceAt, leaveBalanceFiguresAt, type LeaveBalanceQuery, type LeaveLedgerEntry, type LeavePolicy } from '../index.ts';
import { fixedLeave } from '../statutory/statutory.types.ts';

const FIRST = requireDayNumber('2018-01-01', 'first');
const dateArb = (span: number) => fc.integer({ min: 0, max: span }).map((offset) => fromDayNumber(FIRST + offset));
const daysArb = fc.integer({ min: -800, max: 800 }).map((quarters) => new Decimal(quarters).dividedBy(4).toFixed());

const policyArb: fc.Arbitrary<LeavePolicy> = fc
  .record({
    days: fc.integer({ min: 0, max: 30 }),
    stepped: fc.boolean(),
    accrual: fc.constantFrom<LeavePolicy['accrual']>(
      { method: 'upfront' },
      { method: 'monthly' },
      { method: 'perPayPeriod', period: 'semiMonthly' },
      { method: 'perPayPeriod', period: 'fortnightly', anchor: '2017-12-25' },
    ),
    proRating: fc.constantFrom<LeavePolicy['proRating']>(
      null,
      { basis: 'completedMonths', rounding: { step: '1', mode: 'nearest' } },
      { basis: 'days', rounding: { step: '0.01', mode: 'nearest' } },
      { basis: 'completedMonths', rounding: { step: '0.5', mode: 'down' } },
    ),
    leaveYear: fc.constantFrom<LeavePolicy['leaveYear']>('calendar', 'hiringDate'),
    carryForward: fc.constantFrom<LeavePolicy['carryForward']>(
      null,
      { maxDays: null, expiryMonths: null },
      { maxDays: '5', expiryMonths: 3 },
      { maxDays: '0.5', expiryMonths: 12 },
    ),
    minimumServiceMonths: fc.integer({ min: 0, max: 12 }),
    counts: fc.boolean(),
  })
  .map((shape) =>
    fixedLeave('annual', String(shape.days), {
      entitlement: shape.stepped
        ? {
            kind: 'byService',
            steps: [
              { fromMonths: 0, days: String(shape.days) },
              { fromMonths: 24, days: String(shape.days + 3) },
              { fromMonths: 60, days: String(shape.days + 6) },
            ],
          }
        : { kind: 'fixed', days: String(shape.days) },
      accrual: shape.accrual,
      proRating: shape.proRating,
      leaveYear: shape.leaveYear,
      carryForward: shape.carryForward,
      eligibility: {
        genders: null,
        employmentTypes: null,
        confirmedOnly: false,
        nationalities: null,
        minimumServiceMonths: shape.minimumServiceMonths,
        serviceBeforeEligibility: shape.counts ? 'counts' : 'doesNotCount',
      },
    }),
  );

const entryArb: fc.Arbitrary<LeaveLedgerEntry> = fc.record({
  kind: fc.constantFrom<LeaveLedgerEntry['kind']>('taken', 'pending', 'adjustment', 'encashment', 'convertedLeave', 'opening'),
  date: dateArb(3000),
  days: daysArb,
});

const queryArb: fc.Arbitrary<LeaveBalanceQuery> = fc
  .record({
    policy: policyArb,
    hired: dateArb(2000),
    assignedAfter: fc.integer({ min: 0, max: 800 }),
    startingDays: fc.option(daysArb, { nil: null }),
    ceasedAfter: fc.option(fc.integer({ min: 0, max: 2500 }), { nil: null }),
    entries: fc.array(entryArb, { maxLength: 12 }),
    dateAfter: fc.integer({ min: -400, max: 3000 }),
  })
  .map((shape) => {
    const hired = requireDayNumber(shape.hired, 'hired');
    return {
      policy: shape.policy,
      assignment: { from: fromDayNumber(hired + shape.assignedAfter), startingDays: shape.startingDays },
      employee: { hiringDate: shape.hired, cessationDate: shape.ceasedAfter === null ? null : fromDayNumber(hired + shape.ceasedAfter) },
      entries: shape.entries,
      date: fromDayNumber(hired + shape.dateAfter),
    };
  });

const add = (values: readonly string[]) => values.reduce((total, value) => total.plus(value), new Decimal(0));

describe('balance properties', () => {
  it('the trace adds up to the balance, and the figures do too', () => {
    fc.assert(
      fc.property(queryArb, (query) => {
        const balance = leaveBalanceAt(query);
        expect(add(balance.trace.map((line) => line.days)).toFixed()).toBe(new Decimal(balance.balance).toFixed());
        const figures = new Decimal(balance.carriedForward)
          .plus(balance.accrued)
          .plus(balance.adjusted)
          .minus(balance.taken)
          .minus(balance.pending)
          .minus(balance.expired);
        expect(figures.toFixed()).toBe(new Decimal(balance.balance).toFixed());
        expect(balance.trace.every((line) => line.date <= query.date)).toBe(true);
        // Derived lines are the year's; a stored entry dated before the assignment's first year counts in that year.
        const derived = balance.trace.filter((line) => line.kind === 'accrual' || line.kind === 'carryForward' || line.kind === 'expiry');
        expect(derived.every((line) => line.date >= balance.leaveYear.start)).toBe(true);
        expect(new Decimal(balance.expired).isNegative()).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('the figures without the trace are the traced balance’s figures, exactly', () => {
    fc.assert(
      fc.property(queryArb, (query) => {
        const { trace: _trace, ...traced } = leaveBalanceAt(query);
        expect(leaveBalanceFiguresAt(query)).toEqual(traced);
      }),
      { numRuns: 1000 },
    );
  });

  it('a year’s closing is what the next year brings in', () => {
    fc.assert(
      fc.property(queryArb, (query) => {
        const current = leaveBalanceAt(query);
        const nextStart = fromDayNumber(requireDayNumber(current.leaveYear.end, 'end') + 1);
        const closing = leaveBalanceAt({ ...query, date: current.leaveYear.end });
        const next = leaveBalanceAt({ ...query, date: nextStart });
        const broughtIn = next.trace.filter((line) => line.kind === 'carryForward').map((line) => line.days);
        expect(add(broughtIn).toFixed()).toBe(new Decimal(closing.balance).toFixed());
      }),
      { numRuns: 200 },
    );
  });

  it('more days a year never lower the balance', () => {
    fc.assert(
      fc.property(queryArb, fc.integer({ min: 1, max: 10 }), (query, more) => {
        const { entitlement } = query.policy;
        const richer: LeavePolicy = {
          ...query.policy,
          entitlement:
            entitlement.kind === 'fixed'
              ? { kind: 'fixed', days: new Decimal(entitlement.days).plus(more).toFixed() }
              : {
                  kind: 'byService',
                  steps: entitlement.steps.map((step) => ({ ...step, days: new Decimal(step.days).plus(more).toFixed() })),
                },
        };
        const before = new Decimal(leaveBalanceAt(query).balance);
        expect(new Decimal(leaveBalanceAt({ ...query, policy: richer }).balance).greaterThanOrEqualTo(before)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('a balance does not depend on entries after its date', () => {
    fc.assert(
      fc.property(queryArb, entryArb, (query, later) => {
        const after = fromDayNumber(requireDayNumber(query.date, 'date') + 1 + (requireDayNumber(later.date, 'later') % 400));
        const withLater = { ...query, entries: [...query.entries, { ...later, date: after }] };
        expect(leaveBalanceAt(withLater)).toEqual(leaveBalanceAt(query));
      }),
      { numRuns: 200 },
    );
  });
});
