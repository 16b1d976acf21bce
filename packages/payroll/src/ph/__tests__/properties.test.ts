import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../core/index.ts';
import * as ph from '../index.ts';

/** A peso amount with centavos as a decimal string, built from whole centavos (no float). */
function pesoString(centavos: number): string {
  const digits = String(centavos).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
const peso = (maxPesos: number) => fc.integer({ min: 0, max: maxPesos * 100 }).map(pesoString);
const pesoPair = (maxPesos: number) =>
  fc.tuple(peso(maxPesos), peso(maxPesos)).map(([a, b]): [string, string] => (new Decimal(a).lessThanOrEqualTo(b) ? [a, b] : [b, a]));
const period = fc
  .record({ year: fc.integer({ min: 2025, max: 2030 }), month: fc.integer({ min: 1, max: 12 }) })
  .map(({ year, month }) => `${year}-${String(month).padStart(2, '0')}`);
const frequency = fc.constantFrom<ph.WithholdingFrequency>('daily', 'weekly', 'semimonthly', 'monthly');

const d = (value: string) => new Decimal(value);
const notNegative = (...values: string[]) => values.forEach((value) => expect(d(value).isNegative() && !d(value).isZero()).toBe(false));
const noLess = (later: string, earlier: string) => expect(d(later).greaterThanOrEqualTo(earlier), `${later} >= ${earlier}`).toBe(true);
const runs = { numRuns: 300 };

describe('PH properties', () => {
  it('SSS: never negative, parts add up, MSC within the schedule', () => {
    fc.assert(
      fc.property(period, peso(200_000), (p, compensation) => {
        const r = ph.sss({ period: p, compensation });
        notNegative(r.msc, r.employee, r.employer, r.ec, r.mpfEmployee, r.mpfEmployer, r.employeeTotal, r.employerTotal, r.total);
        expect(d(r.employee).plus(r.mpfEmployee).toFixed(2)).toBe(r.employeeTotal);
        expect(d(r.employer).plus(r.mpfEmployer).plus(r.ec).toFixed(2)).toBe(r.employerTotal);
        expect(d(r.employeeTotal).plus(r.employerTotal).toFixed(2)).toBe(r.total);
        expect(d(r.regularMsc).plus(r.mpfMsc).toFixed(2)).toBe(r.msc);
        if (!d(compensation).isZero()) {
          expect(d(r.msc).modulo(500).isZero()).toBe(true);
          expect(d(r.msc).greaterThanOrEqualTo(5000) && d(r.msc).lessThanOrEqualTo(35000)).toBe(true);
        }
      }),
      runs,
    );
  });

  it('SSS: non-decreasing in compensation', () => {
    fc.assert(
      fc.property(period, pesoPair(60_000), (p, [low, high]) => {
        const a = ph.sss({ period: p, compensation: low });
        const b = ph.sss({ period: p, compensation: high });
        for (const field of [
          'msc',
          'employee',
          'employer',
          'ec',
          'mpfEmployee',
          'mpfEmployer',
          'employeeTotal',
          'employerTotal',
          'total',
        ] as const) {
          noLess(b[field], a[field]);
        }
      }),
      runs,
    );
  });

  it('SSS: every compensation within one MSC bracket gives the same contribution', () => {
    fc.assert(
      fc.property(period, fc.integer({ min: 11, max: 69 }), fc.integer({ min: 0, max: 49_999 }), (p, step, offset) => {
        const msc = new Decimal(step).times(500);
        const bottom = ph.sss({ period: p, compensation: msc.minus(250).toFixed(2) });
        const inside = ph.sss({ period: p, compensation: msc.minus(250).plus(new Decimal(offset).dividedBy(100)).toFixed(2) });
        expect(bottom.msc).toBe(msc.toFixed(2));
        const { trace: _a, ...bottomFigures } = bottom;
        const { trace: _b, ...insideFigures } = inside;
        expect(insideFigures).toEqual(bottomFigures);
      }),
      runs,
    );
  });

  it('PhilHealth: 5% of the basic salary kept within 10,000-100,000, the employer taking the odd centavo', () => {
    fc.assert(
      fc.property(period, peso(150_000), (p, salary) => {
        if (d(salary).isZero()) return;
        const r = ph.philhealth({ period: p, basicSalary: salary });
        const base = Decimal.min(Decimal.max(d(salary), 10_000), 100_000);
        expect(r.premium).toBe(base.times('0.05').toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));
        expect(r.employer).toBe(d(r.premium).dividedBy(2).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));
      }),
      runs,
    );
  });

  it('PhilHealth: shares add up to the premium, employer carries any odd centavo, non-decreasing', () => {
    fc.assert(
      fc.property(period, pesoPair(300_000), (p, [low, high]) => {
        const a = ph.philhealth({ period: p, basicSalary: low });
        const b = ph.philhealth({ period: p, basicSalary: high });
        for (const r of [a, b]) {
          notNegative(r.premium, r.employee, r.employer);
          expect(d(r.employee).plus(r.employer).toFixed(2)).toBe(r.premium);
          const gap = d(r.employer).minus(r.employee);
          expect(gap.equals(0) || gap.equals('0.01')).toBe(true);
          expect(d(r.premium).lessThanOrEqualTo(5000)).toBe(true);
        }
        if (!d(low).isZero()) expect(d(a.premium).greaterThanOrEqualTo(500)).toBe(true);
        noLess(b.premium, a.premium);
        noLess(b.employee, a.employee);
        noLess(b.employer, a.employer);
      }),
      runs,
    );
  });

  it('Pag-IBIG: within 0-200 each, total is the sum, non-decreasing', () => {
    fc.assert(
      fc.property(period, pesoPair(50_000), (p, [low, high]) => {
        const a = ph.pagibig({ period: p, compensation: low });
        const b = ph.pagibig({ period: p, compensation: high });
        for (const r of [a, b]) {
          notNegative(r.employee, r.employer);
          expect(d(r.employee).lessThanOrEqualTo(200) && d(r.employer).lessThanOrEqualTo(200)).toBe(true);
          expect(d(r.employee).plus(r.employer).toFixed(2)).toBe(r.total);
        }
        noLess(b.employee, a.employee);
        noLess(b.employer, a.employer);
      }),
      runs,
    );
  });

  it('withholding: never negative, non-decreasing, continuous (one centavo more adds at most a centavo)', () => {
    fc.assert(
      fc.property(period, frequency, pesoPair(1_000_000), (p, f, [low, high]) => {
        const a = ph.withholding({ period: p, frequency: f, taxableCompensation: low });
        const b = ph.withholding({ period: p, frequency: f, taxableCompensation: high });
        const next = ph.withholding({ period: p, frequency: f, taxableCompensation: d(low).plus('0.01').toFixed(2) });
        notNegative(a.amount, b.amount);
        noLess(b.amount, a.amount);
        expect(d(next.amount).minus(a.amount).lessThanOrEqualTo('0.01')).toBe(true);
        expect(d(a.amount).lessThanOrEqualTo(d(low).times('0.35'))).toBe(true);
      }),
      runs,
    );
  });

  it('annual tax: never negative, non-decreasing, below 35% of the income', () => {
    fc.assert(
      fc.property(period, pesoPair(20_000_000), (p, [low, high]) => {
        const a = ph.annualTax({ period: p, taxableIncome: low });
        const b = ph.annualTax({ period: p, taxableIncome: high });
        notNegative(a.amount, b.amount);
        noLess(b.amount, a.amount);
        expect(d(b.amount).lessThanOrEqualTo(d(high).times('0.35'))).toBe(true);
      }),
      runs,
    );
  });

  it('13th month: exempt + taxable = amount, exempt within the limit, non-decreasing', () => {
    fc.assert(
      fc.property(period, pesoPair(5_000_000), fc.integer({ min: 1, max: 12 }), (p, [low, high], months) => {
        const a = ph.thirteenthMonth({ period: p, basicSalaryYear: low, monthsWorked: months });
        const b = ph.thirteenthMonth({ period: p, basicSalaryYear: high, monthsWorked: months });
        for (const r of [a, b]) {
          notNegative(r.amount, r.exempt, r.taxable);
          expect(d(r.exempt).plus(r.taxable).toFixed(2)).toBe(r.amount);
          expect(d(r.exempt).lessThanOrEqualTo(90000)).toBe(true);
        }
        noLess(b.amount, a.amount);
        noLess(b.taxable, a.taxable);
      }),
      runs,
    );
  });

  it('the same input always gives the same output', () => {
    fc.assert(
      fc.property(period, frequency, peso(500_000), (p, f, amount) => {
        const calls = [
          () => ph.sss({ period: p, compensation: amount }),
          () => ph.philhealth({ period: p, basicSalary: amount }),
          () => ph.pagibig({ period: p, compensation: amount }),
          () => ph.withholding({ period: p, frequency: f, taxableCompensation: amount }),
          () => ph.annualTax({ period: p, taxableIncome: amount }),
          () => ph.thirteenthMonth({ period: p, basicSalaryYear: amount }),
        ];
        for (const call of calls) expect(call()).toEqual(call());
      }),
      { numRuns: 100 },
    );
  });
});
