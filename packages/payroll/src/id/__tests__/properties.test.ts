import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from '../../core/decimal.ts';
import * as id from '../index.ts';

const rupiah = (max: number) => fc.integer({ min: 0, max });
const period = fc.tuple(fc.constantFrom(2025, 2026), fc.integer({ min: 1, max: 12 })).map(([y, m]) => `${y}-${String(m).padStart(2, '0')}`);
const status = fc.constantFrom('TK/0', 'TK/1', 'TK/2', 'TK/3', 'K/0', 'K/1', 'K/2', 'K/3' as const);
const riskClass = fc.constantFrom('very_low', 'low', 'medium', 'high', 'very_high' as const);
const d = (s: string | number) => new Decimal(s);
const sorted = (a: number, b: number) => (a <= b ? [a, b] : [b, a]) as [number, number];
const wholeNonNegative = (s: string) => expect(d(s).isInteger() && !d(s).isNegative()).toBe(true);

describe('BPJS properties', () => {
  const shares = (r: ReturnType<typeof id.bpjs>) => [
    r.kesehatan.employee,
    r.kesehatan.employer,
    r.jht.employee,
    r.jht.employer,
    r.jp.employee,
    r.jp.employer,
    r.jkk.employer,
    r.jkm.employer,
  ];

  it('never negative, whole rupiah, totals = sum of parts, deterministic', () => {
    fc.assert(
      fc.property(period, rupiah(100_000_000), riskClass, fc.boolean(), fc.boolean(), (p, wage, cls, jpCovered, relief) => {
        const args = { period: p, wage, jkkRiskClass: cls, jpCovered, jkkReliefEligible: relief };
        const r = id.bpjs(args);
        shares(r).forEach(wholeNonNegative);
        expect(d(r.kesehatan.employee).plus(r.jht.employee).plus(r.jp.employee).toString()).toBe(r.employeeTotal);
        expect(d(r.kesehatan.employer).plus(r.jht.employer).plus(r.jp.employer).plus(r.jkk.employer).plus(r.jkm.employer).toString()).toBe(
          r.employerTotal,
        );
        expect(d(r.kesehatan.employer).plus(r.jkk.employer).plus(r.jkm.employer).toString()).toBe(r.taxableEmployerPremiums);
        expect(d(r.jht.employee).plus(r.jp.employee).toString()).toBe(r.employeePensionContributions);
        expect(d(r.kesehatan.employer).lessThanOrEqualTo(480000) && d(r.kesehatan.employee).lessThanOrEqualTo(120000)).toBe(true);
        expect(id.bpjs(args)).toEqual(r);
      }),
    );
  });

  it('every share is non-decreasing in the wage (caps and floor included)', () => {
    fc.assert(
      fc.property(
        period,
        rupiah(30_000_000),
        rupiah(30_000_000),
        riskClass,
        fc.option(rupiah(6_000_000), { nil: undefined }),
        (p, w1, w2, cls, floor) => {
          const [lo, hi] = sorted(w1, w2);
          const a = shares(id.bpjs({ period: p, wage: lo, jkkRiskClass: cls, minimumWage: floor }));
          const b = shares(id.bpjs({ period: p, wage: hi, jkkRiskClass: cls, minimumWage: floor }));
          a.forEach((value, i) => expect(d(value).lessThanOrEqualTo(b[i]!)).toBe(true));
        },
      ),
    );
  });
});

describe('PPh 21 monthly (TER) properties', () => {
  it('never negative, at most 34% (40.8% without a tax id), non-decreasing in bruto, surcharge is 120% of the exact tax', () => {
    fc.assert(
      fc.property(period, status, rupiah(2_000_000_000), rupiah(2_000_000_000), (p, s, g1, g2) => {
        const [lo, hi] = sorted(g1, g2);
        const a = id.pph21Monthly({ period: p, ptkpStatus: s, gross: lo });
        const b = id.pph21Monthly({ period: p, ptkpStatus: s, gross: hi });
        const n = id.pph21Monthly({ period: p, ptkpStatus: s, gross: lo, hasTaxId: false });
        wholeNonNegative(a.amount);
        expect(d(a.amount).lessThanOrEqualTo(d(lo).times('0.34'))).toBe(true);
        expect(d(a.amount).lessThanOrEqualTo(b.amount)).toBe(true);
        expect(d(a.terRate).lessThanOrEqualTo(b.terRate)).toBe(true);
        expect(n.terRate).toBe(a.terRate);
        expect(n.amount).toBe(d(lo).times(a.terRate).times('1.2').toDecimalPlaces(0, Decimal.ROUND_DOWN).toString());
        expect(id.pph21Monthly({ period: p, ptkpStatus: s, gross: lo })).toEqual(a);
      }),
    );
  });
});

describe('PPh 21 gross-up properties', () => {
  it('the allowance exactly pays the monthly tax on the grossed-up bruto, and grows with the bruto', () => {
    fc.assert(
      fc.property(period, status, fc.boolean(), rupiah(1_500_000_000), rupiah(1_500_000_000), (p, s, hasTaxId, b1, b2) => {
        const [lo, hi] = sorted(b1, b2);
        const a = id.pph21GrossUp({ period: p, ptkpStatus: s, grossBeforeAllowance: lo, hasTaxId });
        const b = id.pph21GrossUp({ period: p, ptkpStatus: s, grossBeforeAllowance: hi, hasTaxId });
        wholeNonNegative(a.allowance);
        expect(a.amount).toBe(a.allowance);
        expect(d(lo).plus(a.allowance).toString()).toBe(a.gross);
        const check = id.pph21Monthly({ period: p, ptkpStatus: s, gross: a.gross, hasTaxId });
        expect([check.terRate, check.amount]).toEqual([a.terRate, a.amount]);
        expect(d(a.allowance).lessThanOrEqualTo(b.allowance)).toBe(true);
      }),
    );
  });
});

describe('Annual PPh 21 and Article 17 properties', () => {
  const annualArgs = fc.record({
    period: fc.constantFrom('2024-12', '2025-12', '2026-12'),
    ptkpStatus: status,
    grossYear: rupiah(5_000_000_000),
    months: fc.integer({ min: 1, max: 12 }),
    withheld: rupiah(100_000_000),
    zakatPerMille: fc.integer({ min: 0, max: 25 }),
  });
  const build = (
    a: { period: string; ptkpStatus: string; grossYear: number; months: number; withheld: number; zakatPerMille: number },
    gross = a.grossYear,
  ) => ({
    period: a.period,
    ptkpStatus: a.ptkpStatus as 'TK/0',
    grossYear: gross,
    pensionContributionsYear: Math.floor(gross * 0.03),
    zakatYear: Math.floor((gross * a.zakatPerMille) / 1000),
    months: a.months,
    withheld: a.withheld,
  });

  it('parts add up: neto = bruto − costs, PKP in whole thousands, tax from Article 17, due = tax − withheld', () => {
    fc.assert(
      fc.property(annualArgs, (a) => {
        const args = build(a);
        const r = id.pph21Annual(args);
        for (const value of [r.occupationalCost, r.net, r.netAnnualised, r.ptkp, r.taxableIncome, r.annualTax, r.taxForPeriod])
          wholeNonNegative(value);
        expect(d(args.grossYear).minus(r.occupationalCost).minus(args.pensionContributionsYear).minus(args.zakatYear).toString()).toBe(
          r.net,
        );
        expect(d(r.occupationalCost).lessThanOrEqualTo(500000 * a.months)).toBe(true);
        expect(d(r.taxableIncome).modulo(1000).isZero()).toBe(true);
        expect(id.article17({ period: a.period, taxableIncome: r.taxableIncome }).amount).toBe(r.annualTax);
        expect(d(r.taxForPeriod).lessThanOrEqualTo(r.annualTax)).toBe(true);
        expect(d(r.taxForPeriod).minus(args.withheld).toString()).toBe(r.due);
        expect(id.pph21Annual(args)).toEqual(r);
      }),
    );
  });

  it('annual tax is non-decreasing in bruto', () => {
    fc.assert(
      fc.property(annualArgs, rupiah(5_000_000_000), (a, other) => {
        const [lo, hi] = sorted(a.grossYear, other);
        const fixed = { ...a, zakatPerMille: 0 };
        const r1 = id.pph21Annual({ ...build(fixed, lo), pensionContributionsYear: 0 });
        const r2 = id.pph21Annual({ ...build(fixed, hi), pensionContributionsYear: 0 });
        expect(d(r1.taxForPeriod).lessThanOrEqualTo(r2.taxForPeriod)).toBe(true);
      }),
    );
  });

  it('Article 17: non-decreasing, marginal rate at most 35%, never above 35% on average', () => {
    fc.assert(
      fc.property(fc.constantFrom('2021-12', '2025-12', '2026-06'), rupiah(10_000_000_000), (p, pkp) => {
        const a = d(id.article17({ period: p, taxableIncome: pkp }).amount);
        const b = d(id.article17({ period: p, taxableIncome: pkp + 1000 }).amount);
        wholeNonNegative(a.toString());
        expect(b.minus(a).greaterThanOrEqualTo(0) && b.minus(a).lessThanOrEqualTo(350)).toBe(true);
        expect(a.lessThanOrEqualTo(d(String(pkp)).times('0.35'))).toBe(true);
      }),
    );
  });
});

describe('properties of the other withholding regimes', () => {
  const anyPeriod = fc
    .tuple(fc.constantFrom(2024, 2025, 2026), fc.integer({ min: 1, max: 12 }))
    .map(([y, m]) => `${y}-${String(m).padStart(2, '0')}`);

  it('PPh 26 is the rate × the gross rounded down, at most 20%', () => {
    fc.assert(
      fc.property(anyPeriod, rupiah(2_000_000_000), fc.option(fc.integer({ min: 0, max: 20 }), { nil: undefined }), (p, gross, percent) => {
        const treatyRate = percent === undefined ? undefined : d(percent).dividedBy(100).toString();
        const r = id.pph26({ period: p, gross, treatyRate });
        wholeNonNegative(r.amount);
        expect(r.amount).toBe(d(gross).times(r.rate).floor().toString());
        expect(d(r.rate).lessThanOrEqualTo('0.2')).toBe(true);
      }),
    );
  });

  it('a daily worker’s PPh 21 never falls as the pay rises, and is at most 35% of half the bruto (×1.2 without a tax id)', () => {
    fc.assert(
      fc.property(
        anyPeriod,
        rupiah(300_000_000),
        rupiah(300_000_000),
        fc.integer({ min: 1, max: 31 }),
        fc.boolean(),
        (p, a, b, days, hasTaxId) => {
          const [low, high] = sorted(a, b);
          const lower = id.pph21NonPermanent({ period: p, gross: low, days, hasTaxId });
          const higher = id.pph21NonPermanent({ period: p, gross: high, days, hasTaxId });
          wholeNonNegative(lower.amount);
          expect(d(higher.amount).greaterThanOrEqualTo(lower.amount)).toBe(true);
          expect(
            d(higher.amount).lessThanOrEqualTo(
              d(high)
                .times('0.175')
                .times(hasTaxId ? 1 : '1.2'),
            ),
          ).toBe(true);
        },
      ),
    );
  });

  it('a lump sum paid in instalments bears the same tax as paid at once (to the rupiah of each rounding)', () => {
    fc.assert(
      fc.property(
        anyPeriod,
        fc.constantFrom('severance', 'pension' as const),
        rupiah(800_000_000),
        rupiah(800_000_000),
        (p, kind, first, second) => {
          const once = id.pph21LumpSum({ period: p, kind, amount: first + second });
          const a = id.pph21LumpSum({ period: p, kind, amount: first });
          const b = id.pph21LumpSum({ period: p, kind, amount: second, previouslyPaid: first });
          const split = d(a.amount).plus(b.amount);
          expect(d(once.amount).minus(split).abs().lessThanOrEqualTo(1)).toBe(true);
          expect(d(once.amount).lessThanOrEqualTo(d(first + second).times('0.25'))).toBe(true);
        },
      ),
    );
  });

  it('the DTP never bears more than the tax, and what is withheld plus what is borne is the tax', () => {
    fc.assert(
      fc.property(fc.constantFrom('2025-03', '2025-11', '2026-06'), status, rupiah(60_000_000), rupiah(60_000_000), (p, s, a, b) => {
        const [regular, gross] = sorted(a, b);
        const r = id.pph21Monthly({ period: p, ptkpStatus: s, gross, regularGross: regular, dtp: true });
        expect(d(r.governmentBorne).lessThanOrEqualTo(r.amount)).toBe(true);
        expect(d(r.withheld).plus(r.governmentBorne).toString()).toBe(r.amount);
      }),
    );
  });
});
