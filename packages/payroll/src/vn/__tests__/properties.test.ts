import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from '../../core/decimal.ts';
import * as vn from '../index.ts';

const period = fc.tuple(fc.constantFrom(2025, 2026), fc.integer({ min: 1, max: 12 })).map(([y, m]) => `${y}-${String(m).padStart(2, '0')}`);
const region = fc.constantFrom(...vn.REGIONS);
const dongs = (max: number) => fc.integer({ min: 0, max }).map(String);
const d = (s: string) => new Decimal(s);
const nonNegativeWhole = (s: string) => {
  expect(d(s).isNegative() && !d(s).isZero()).toBe(false);
  expect(d(s).isInteger()).toBe(true);
};
const ordered = (a: string, b: string): [string, string] => (d(a).lessThanOrEqualTo(b) ? [a, b] : [b, a]);

describe('insurance properties', () => {
  const args = fc.record({ period, region, salary: dongs(300_000_000), vietnamese: fc.boolean(), reducedAccidentRate: fc.boolean() });

  it('never negative, whole dong, totals = sum of parts, each part = rate × base rounded', () => {
    fc.assert(
      fc.property(args, (a) => {
        const r = vn.insurance(a);
        const { employee: e, employer: er } = r;
        [e.social, e.health, e.unemployment, e.total, er.social, er.health, er.unemployment, er.tradeUnion, er.total].forEach(
          nonNegativeWhole,
        );
        expect(d(e.social).plus(e.health).plus(e.unemployment).toString()).toBe(e.total);
        expect(d(er.social).plus(er.health).plus(er.unemployment).plus(er.tradeUnion).toString()).toBe(er.total);
        const round = (rate: string, base: string) => d(base).times(rate).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toString();
        expect(e.social).toBe(round('0.08', r.socialBase));
        expect(e.health).toBe(round('0.015', r.socialBase));
        expect(e.unemployment).toBe(round('0.01', r.unemploymentBase));
        expect(er.social).toBe(round(a.reducedAccidentRate ? '0.173' : '0.175', r.socialBase));
        expect(er.tradeUnion).toBe(round('0.02', r.socialBase));
        if (!a.vietnamese) expect(r.unemploymentBase).toBe('0');
        expect(vn.insurance(a)).toEqual(r);
      }),
    );
  });

  it('bases lie between the regional floor and the caps; a base fed back as the salary gives itself', () => {
    fc.assert(
      fc.property(args, (a) => {
        const r = vn.insurance({ ...a, vietnamese: true });
        if (a.salary === '0') return;
        const floor = vn.insurance({ ...a, vietnamese: true, salary: 1 }).socialBase;
        expect(d(r.socialBase).greaterThanOrEqualTo(floor) && d(r.unemploymentBase).greaterThanOrEqualTo(floor)).toBe(true);
        expect(d(r.socialBase).lessThanOrEqualTo(a.period >= '2026-07' ? 50_600_000 : 46_800_000)).toBe(true);
        expect(d(r.unemploymentBase).lessThanOrEqualTo(d(floor).times(20))).toBe(true);
        expect(vn.insurance({ ...a, vietnamese: true, salary: r.socialBase }).socialBase).toBe(r.socialBase);
        expect(vn.insurance({ ...a, vietnamese: true, salary: r.unemploymentBase }).unemploymentBase).toBe(r.unemploymentBase);
      }),
    );
  });

  it('every part is non-decreasing in the salary', () => {
    fc.assert(
      fc.property(args, dongs(300_000_000), (a, other) => {
        const [lo, hi] = ordered(a.salary, other);
        const r1 = vn.insurance({ ...a, salary: lo });
        const r2 = vn.insurance({ ...a, salary: hi });
        for (const side of ['employee', 'employer'] as const) {
          for (const [key, value] of Object.entries(r1[side])) {
            expect(d(value).lessThanOrEqualTo((r2[side] as unknown as Record<string, string>)[key]!), `${side}.${key}`).toBe(true);
          }
        }
      }),
    );
  });
});

// The published quick formulas (statutory-rules.md 4.3), written out independently of ./parameters:
// [upper limit of the bracket, rate, amount subtracted].
const QUICK_2025 = [
  [5e6, '0.05', 0],
  [10e6, '0.1', 250_000],
  [18e6, '0.15', 750_000],
  [32e6, '0.2', 1_650_000],
  [52e6, '0.25', 3_250_000],
  [80e6, '0.3', 5_850_000],
  [Infinity, '0.35', 9_850_000],
] as const;
const QUICK_2026 = [
  [10e6, '0.05', 0],
  [30e6, '0.1', 500_000],
  [60e6, '0.2', 3_500_000],
  [100e6, '0.3', 9_500_000],
  [Infinity, '0.35', 14_500_000],
] as const;
function quickFormula(p: string, income: string): string {
  const table = p >= '2026-01' ? QUICK_2026 : QUICK_2025;
  const [, rate, less] = table.find(([upTo]) => Number(income) <= upTo)!;
  return d(income).times(rate).minus(less).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toString();
}

describe('PIT properties', () => {
  it('never negative, non-decreasing in income, at most the top rate, equal to the quick formula', () => {
    fc.assert(
      fc.property(period, dongs(400_000_000), dongs(400_000_000), (p, x, y) => {
        const [lo, hi] = ordered(x, y);
        const a = vn.pit({ period: p, assessableIncome: lo });
        const b = vn.pit({ period: p, assessableIncome: hi });
        nonNegativeWhole(a.amount);
        expect(d(a.amount).lessThanOrEqualTo(b.amount)).toBe(true);
        expect(d(a.amount).lessThanOrEqualTo(d(lo).times('0.35').plus('0.5'))).toBe(true);
        expect(a.amount).toBe(quickFormula(p, lo));
        expect(vn.pit({ period: p, assessableIncome: lo })).toEqual(a);
      }),
    );
  });

  it('non-residents pay 20% of gross income whatever the schedule', () => {
    fc.assert(
      fc.property(period, dongs(400_000_000), (p, g) => {
        const r = vn.pit({ period: p, resident: false, grossIncome: g });
        expect(r.amount).toBe(d(g).times('0.2').toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toString());
      }),
    );
  });
});

describe('gross-to-net properties', () => {
  const args = fc.record({
    period,
    region,
    dependants: fc.integer({ min: 0, max: 5 }),
    // Whole thousands from 1,000,000: above any insurance the floor could impose.
    gross: fc.integer({ min: 1_000, max: 300_000 }).map((k) => String(k * 1000)),
    resident: fc.boolean(),
  });

  it('net + insurance + PIT = gross, all parts never negative, agrees with the scheme functions', () => {
    fc.assert(
      fc.property(args, (a) => {
        const r = vn.grossToNet(a);
        [r.employeeInsurance, r.assessableIncome, r.pit, r.net].forEach(nonNegativeWhole);
        expect(d(r.net).plus(r.employeeInsurance).plus(r.pit).toString()).toBe(a.gross);
        expect(r.employeeInsurance).toBe(vn.insurance({ period: a.period, region: a.region, salary: a.gross }).employee.total);
        const tax = a.resident
          ? vn.pit({ period: a.period, assessableIncome: r.assessableIncome })
          : vn.pit({ period: a.period, resident: false, grossIncome: a.gross });
        expect(r.pit).toBe(tax.amount);
        expect(vn.grossToNet(a)).toEqual(r);
      }),
    );
  });

  it('PIT and net are non-decreasing in the gross; PIT non-increasing in dependants', () => {
    fc.assert(
      fc.property(args, fc.integer({ min: 1_000, max: 300_000 }), (a, k) => {
        const [lo, hi] = ordered(a.gross, String(k * 1000));
        const r1 = vn.grossToNet({ ...a, gross: lo });
        const r2 = vn.grossToNet({ ...a, gross: hi });
        expect(d(r1.pit).lessThanOrEqualTo(r2.pit)).toBe(true);
        expect(d(r1.net).lessThanOrEqualTo(r2.net)).toBe(true);
        const more = vn.grossToNet({ ...a, dependants: a.dependants + 1 });
        expect(d(more.pit).lessThanOrEqualTo(vn.grossToNet(a).pit)).toBe(true);
      }),
    );
  });
});

describe('net to gross properties', () => {
  const args = fc.record({
    period: fc
      .tuple(fc.constantFrom(2024, 2025, 2026), fc.integer({ min: 1, max: 12 }))
      .map(([y, m]) => `${y}-${String(m).padStart(2, '0')}`),
    region,
    net: dongs(400_000_000),
    dependants: fc.integer({ min: 0, max: 4 }),
    resident: fc.boolean(),
    vietnamese: fc.boolean(),
  });

  it('the gross gives the agreed net exactly, or the smallest net above it; one dong less falls short', () => {
    fc.assert(
      fc.property(args, (a) => {
        const r = vn.netToGross(a);
        const forward = vn.grossToNet({ ...a, gross: r.gross });
        expect(forward.net).toBe(r.net);
        if (r.exact) expect(r.net).toBe(a.net);
        else expect(d(r.net).greaterThan(a.net)).toBe(true);
        if (d(r.gross).greaterThan(a.net)) {
          let below: string;
          try {
            below = vn.grossToNet({ ...a, gross: d(r.gross).minus(1).toString() }).net;
          } catch {
            below = '-1'; // the employee insurance on the minimum-wage floor is more than that gross
          }
          expect(d(below).lessThan(a.net)).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('insurance for foreign employees and workers outside it', () => {
  it('an exempt foreign employee pays HI only; a worker outside insurance pays nothing', () => {
    fc.assert(
      fc.property(
        fc.record({ period, region, salary: dongs(300_000_000), foreignExemption: fc.constantFrom(...vn.FOREIGN_SI_EXEMPTIONS) }),
        (a) => {
          const r = vn.insurance({ ...a, vietnamese: false });
          expect([r.employee.social, r.employee.unemployment, r.employer.social, r.employer.tradeUnion]).toEqual(['0', '0', '0', '0']);
          if (a.salary !== '0') expect(d(r.employee.health).greaterThan(0)).toBe(true);
          expect(vn.insurance({ ...a, vietnamese: false, covered: false }).employer.total).toBe('0');
        },
      ),
    );
  });
});
