import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from '../../core/decimal.ts';
import * as sg from '../index.ts';

const cents = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((c) => new Decimal(c).dividedBy(100).toFixed(2));
const month = fc.integer({ min: 1, max: 12 });
const period = fc.tuple(fc.constantFrom(2024, 2025, 2026, 2027), month).map(([y, m]) => `${y}-${String(m).padStart(2, '0')}`);
const birthDate = fc
  .tuple(fc.integer({ min: 1940, max: 2008 }), month, fc.integer({ min: 1, max: 28 }))
  .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
const d = (s: string) => new Decimal(s);
const nonNegative = (s: string) => expect(d(s).isNegative() && !d(s).isZero()).toBe(false);

/** A person and a month: residency, PR date (0-40 months before the pay month) and rate type. */
const who = fc
  .record({
    period,
    birthDate,
    residency: fc.constantFrom('SC', 'PR', 'FOREIGNER' as const),
    prMonthsBefore: fc.integer({ min: 0, max: 40 }),
    rateType: fc.constantFrom('GG', 'FG', 'FF' as const),
  })
  .map(({ period: p, prMonthsBefore, ...rest }) => {
    const [y, m] = p.split('-').map(Number) as [number, number];
    const index = y * 12 + (m - 1) - prMonthsBefore;
    const prSince = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-10`;
    return { ...rest, period: p, prSince };
  });

describe('CPF properties', () => {
  it('never negative; employer + employee = total; subject wages within the wages and ceilings; deterministic', () => {
    fc.assert(
      fc.property(who, cents(20000), cents(30000), (w, ow, aw) => {
        const args = { ...w, ordinaryWage: ow, additionalWage: aw };
        const r = sg.cpf(args);
        for (const v of [r.total, r.employee, r.employer, r.ordinaryWageSubject, r.additionalWageSubject]) nonNegative(v);
        expect(d(r.employer).plus(r.employee).toFixed(2)).toBe(r.total);
        expect(d(r.total).isInteger()).toBe(true);
        expect(d(r.ordinaryWageSubject).lessThanOrEqualTo(ow) && d(r.ordinaryWageSubject).lessThanOrEqualTo(8000)).toBe(true);
        expect(d(r.additionalWageSubject).lessThanOrEqualTo(aw)).toBe(true);
        // No table charges more than 37% of the wages subject, plus the rounding dollar.
        expect(d(r.total).lessThanOrEqualTo(d(r.ordinaryWageSubject).plus(r.additionalWageSubject).times('0.37').plus(1))).toBe(true);
        if (w.residency === 'FOREIGNER') expect(r.total).toBe('0.00');
        expect(sg.cpf(args)).toEqual(r);
        expect(args).toEqual({ ...w, ordinaryWage: ow, additionalWage: aw });
      }),
    );
  });

  // The employer share alone is not monotonic (it is total - employee, both rounded), so the
  // property is on the total and on the employee share, across every wage band.
  it('total and employee share are non-decreasing in the ordinary wage', () => {
    fc.assert(
      fc.property(who, cents(12000), cents(12000), (w, a, b) => {
        const [lo, hi] = d(a).lessThanOrEqualTo(b) ? [a, b] : [b, a];
        const r1 = sg.cpf({ ...w, ordinaryWage: lo });
        const r2 = sg.cpf({ ...w, ordinaryWage: hi });
        expect(d(r1.total).lessThanOrEqualTo(r2.total)).toBe(true);
        expect(d(r1.employee).lessThanOrEqualTo(r2.employee)).toBe(true);
      }),
    );
  });

  it('total is non-decreasing in the additional wage, and flat once the AW ceiling is reached', () => {
    fc.assert(
      fc.property(who, cents(9000), cents(120000), cents(120000), (w, ow, a, b) => {
        const [lo, hi] = d(a).lessThanOrEqualTo(b) ? [a, b] : [b, a];
        const base = { ...w, ordinaryWage: ow, ytdAdditionalWageSubject: 0 };
        const r1 = sg.cpf({ ...base, additionalWage: lo });
        const r2 = sg.cpf({ ...base, additionalWage: hi });
        expect(d(r1.total).lessThanOrEqualTo(r2.total)).toBe(true);
        if (d(r1.additionalWageSubject).lessThan(lo)) expect(r2.total).toBe(r1.total);
      }),
    );
  });

  it('the employee share is nil up to $500 and the total nil up to $50', () => {
    fc.assert(
      fc.property(who, cents(500), (w, ow) => {
        const r = sg.cpf({ ...w, ordinaryWage: ow });
        expect(r.employee).toBe('0.00');
        if (d(ow).lessThanOrEqualTo(50)) expect(r.total).toBe('0.00');
      }),
    );
  });
});

describe('SDL properties', () => {
  it('between $2 and $11.25 for any wage paid, non-decreasing, deterministic', () => {
    fc.assert(
      fc.property(period, cents(50000), cents(50000), (p, a, b) => {
        const [lo, hi] = d(a).lessThanOrEqualTo(b) ? [a, b] : [b, a];
        const r1 = sg.sdl({ period: p, totalWage: lo });
        const r2 = sg.sdl({ period: p, totalWage: hi });
        for (const r of [r1, r2]) nonNegative(r.amount);
        if (!d(lo).isZero()) expect(d(r1.amount).greaterThanOrEqualTo(2) && d(r1.amount).lessThanOrEqualTo('11.25')).toBe(true);
        expect(d(r1.amount).lessThanOrEqualTo(r2.amount)).toBe(true);
        expect(sg.sdl({ period: p, totalWage: hi })).toEqual(r2);
      }),
    );
  });
});

describe('SHG properties', () => {
  it('non-decreasing in the wage for every fund, never negative, deterministic', () => {
    fc.assert(
      fc.property(period, fc.constantFrom('CDAC', 'ECF', 'MBMF', 'SINDA' as const), cents(20000), cents(20000), (p, fund, a, b) => {
        const [lo, hi] = d(a).lessThanOrEqualTo(b) ? [a, b] : [b, a];
        const r1 = sg.shg({ period: p, fund, totalWage: lo });
        const r2 = sg.shg({ period: p, fund, totalWage: hi });
        nonNegative(r1.amount);
        expect(d(r1.amount).lessThanOrEqualTo(r2.amount)).toBe(true);
        expect(sg.shg({ period: p, fund, totalWage: lo })).toEqual(r1);
      }),
    );
  });
});

describe('foreign worker levy properties', () => {
  const levyPeriod = fc.tuple(fc.constantFrom(2024, 2025, 2026, 2027), month).map(([y, m]) => `${y}-${String(m).padStart(2, '0')}`);
  const pass = fc.oneof(
    fc.record({ pass: fc.constant('S_PASS' as const), tier: fc.integer({ min: 1, max: 2 }) }),
    fc.record({
      pass: fc.constantFrom('WORK_PERMIT_MANUFACTURING', 'WORK_PERMIT_SERVICES' as const),
      tier: fc.integer({ min: 1, max: 3 }),
      higherSkilled: fc.boolean(),
    }),
    fc.record({ pass: fc.constant('DOMESTIC_WORKER' as const), concessionary: fc.boolean() }),
  );

  it('a part month never costs more than the month and rises with the days; the whole month is the monthly rate', () => {
    fc.assert(
      fc.property(levyPeriod, pass, fc.integer({ min: 0, max: 27 }), fc.integer({ min: 0, max: 27 }), (p, worker, x, y) => {
        const [fewer, more] = x <= y ? [x, y] : [y, x];
        const whole = sg.fwl({ period: p, ...worker });
        const a = sg.fwl({ period: p, ...worker, days: fewer });
        const b = sg.fwl({ period: p, ...worker, days: more });
        expect(whole.amount).toBe(whole.monthlyRate);
        expect(d(a.amount).lessThanOrEqualTo(b.amount)).toBe(true);
        expect(d(b.amount).lessThanOrEqualTo(whole.amount)).toBe(true);
        expect(a.amount).toBe(d(a.dailyRate).times(fewer).toFixed(2));
        expect(sg.fwl({ period: p, ...worker, days: fewer })).toEqual(a);
      }),
    );
  });
});
