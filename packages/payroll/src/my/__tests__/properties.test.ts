import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from '../../core/decimal.ts';
import * as my from '../index.ts';

const cents = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((c) => new Decimal(c).dividedBy(100).toFixed(2));
const period = fc
  .tuple(fc.constantFrom(2024, 2025, 2026), fc.integer({ min: 1, max: 12 }))
  .map(([y, m]) => `${y}-${String(m).padStart(2, '0')}`);
const birthDate = fc
  .tuple(fc.integer({ min: 1945, max: 2006 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
  .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
const citizenship = fc.constantFrom('citizen', 'pr', 'noncitizen' as const);
const d = (s: string) => new Decimal(s);
const nonNegative = (s: string) => expect(d(s).isNegative() && !d(s).isZero()).toBe(false);

describe('EPF properties', () => {
  it('never negative, total = employer + employee, deterministic', () => {
    fc.assert(
      fc.property(period, birthDate, citizenship, cents(60000), (p, b, c, w) => {
        const args = { period: p, birthDate: b, citizenship: c, wage: w };
        const r = my.epf(args);
        nonNegative(r.employee);
        nonNegative(r.employer);
        expect(d(r.employer).plus(r.employee).toFixed(2)).toBe(r.total);
        expect(my.epf(args)).toEqual(r);
      }),
    );
  });

  // The employer share drops where the 13% rate gives way to 12% above RM5,000 (650 at RM5,000,
  // 612 at RM5,000.01), so it is monotonic only on each side of that edge; the employee share always is.
  it('employee share is non-decreasing in wage; employer share too on each side of RM5,000', () => {
    fc.assert(
      fc.property(period, birthDate, citizenship, cents(30000), cents(30000), (p, b, c, w1, w2) => {
        const [lo, hi] = d(w1).lessThanOrEqualTo(w2) ? [w1, w2] : [w2, w1];
        const a = my.epf({ period: p, birthDate: b, citizenship: c, wage: lo });
        const z = my.epf({ period: p, birthDate: b, citizenship: c, wage: hi });
        expect(d(a.employee).lessThanOrEqualTo(z.employee)).toBe(true);
        if (d(lo).greaterThan(5000) === d(hi).greaterThan(5000)) expect(d(a.employer).lessThanOrEqualTo(z.employer)).toBe(true);
      }),
    );
  });
});

describe('SOCSO and EIS properties', () => {
  it('never negative, totals add up, monotonic in wage, category from age only', () => {
    fc.assert(
      fc.property(period, birthDate, cents(8000), cents(8000), (p, b, w1, w2) => {
        const [lo, hi] = d(w1).lessThanOrEqualTo(w2) ? [w1, w2] : [w2, w1];
        const s1 = my.socso({ period: p, birthDate: b, wage: lo });
        const s2 = my.socso({ period: p, birthDate: b, wage: hi });
        const e1 = my.eis({ period: p, birthDate: b, wage: lo });
        const e2 = my.eis({ period: p, birthDate: b, wage: hi });
        for (const r of [s1, s2, e1, e2]) {
          nonNegative(r.employee);
          nonNegative(r.employer);
          expect(d(r.employer).plus(r.employee).toFixed(2)).toBe(r.total);
        }
        expect(s1.category).toBe(s2.category);
        if (s1.category === 2) expect(s1.employee).toBe('0.00');
        expect(d(s1.employer).lessThanOrEqualTo(s2.employer) && d(s1.employee).lessThanOrEqualTo(s2.employee)).toBe(true);
        expect(d(e1.employee).lessThanOrEqualTo(e2.employee)).toBe(true);
        expect(d(s2.employer).lessThanOrEqualTo('104.15') && d(e2.employee).lessThanOrEqualTo('11.90')).toBe(true);
        expect(my.socso({ period: p, birthDate: b, wage: hi })).toEqual(s2);
      }),
    );
  });
});

describe('PCB properties', () => {
  const pcbArgs = fc.record({
    period,
    category: fc.constantFrom(1, 2, 3 as const),
    children: fc.integer({ min: 0, max: 6 }),
    remuneration: cents(60000),
    epfRate: fc.constantFrom('0', '0.11', '0.13'),
    additionalRemuneration: cents(80000),
    ytdMonthsFactor: fc.integer({ min: 0, max: 1 }),
    reliefs: cents(3000),
    zakat: cents(200),
  });
  type PcbArb = typeof pcbArgs extends fc.Arbitrary<infer T> ? T : never;
  const build = (a: PcbArb, remuneration: string) => {
    const month = Number(a.period.slice(5));
    const epf = d(remuneration).times(a.epfRate).toDecimalPlaces(0, Decimal.ROUND_UP).toString();
    const before = (month - 1) * a.ytdMonthsFactor;
    return {
      period: a.period,
      category: a.category,
      children: a.category === 1 ? 0 : a.children,
      remuneration,
      epf,
      additionalRemuneration: a.additionalRemuneration,
      additionalEpf: d(a.additionalRemuneration).times(a.epfRate).toDecimalPlaces(0, Decimal.ROUND_UP).toString(),
      ytdRemuneration: d(remuneration).times(before).toString(),
      ytdEpf: d(epf).times(before).toString(),
      reliefs: a.reliefs,
      zakat: a.zakat,
    };
  };

  it('never negative, total = amount + additionalAmount, multiples of 5 sen without zakat, deterministic', () => {
    fc.assert(
      fc.property(pcbArgs, (a) => {
        const args = build(a, a.remuneration);
        const r = my.pcb(args);
        nonNegative(r.amount);
        nonNegative(r.additionalAmount);
        expect(d(r.amount).plus(r.additionalAmount).toFixed(2)).toBe(r.total);
        expect(my.pcb(args)).toEqual(r);
        const plain = my.pcb({ ...args, zakat: 0 });
        expect(d(plain.amount).dividedBy('0.05').isInteger() && d(plain.additionalAmount).dividedBy('0.05').isInteger()).toBe(true);
        expect(d(plain.total).isZero() || d(plain.total).greaterThanOrEqualTo(10)).toBe(true);
      }),
    );
  });

  it('MTD on normal remuneration is non-decreasing in the salary (EPF fixed)', () => {
    fc.assert(
      fc.property(pcbArgs, cents(60000), (a, other) => {
        const [lo, hi] = d(a.remuneration).lessThanOrEqualTo(other) ? [a.remuneration, other] : [other, a.remuneration];
        const base = { ...build(a, lo), additionalRemuneration: 0, additionalEpf: 0, zakat: 0 };
        const r1 = my.pcb(base);
        const r2 = my.pcb({ ...base, remuneration: hi });
        expect(d(r1.amount).lessThanOrEqualTo(r2.amount)).toBe(true);
      }),
    );
  });

  it('MTD on additional remuneration is non-decreasing in the bonus', () => {
    fc.assert(
      fc.property(pcbArgs, cents(80000), (a, other) => {
        const [lo, hi] = d(a.additionalRemuneration).lessThanOrEqualTo(other)
          ? [a.additionalRemuneration, other]
          : [other, a.additionalRemuneration];
        const base = { ...build(a, a.remuneration), zakat: 0, additionalEpf: 0 };
        const r1 = my.pcb({ ...base, additionalRemuneration: lo });
        const r2 = my.pcb({ ...base, additionalRemuneration: hi });
        expect(d(r1.total).lessThanOrEqualTo(r2.total)).toBe(true);
      }),
    );
  });
});

describe('HRDF properties', () => {
  it('never negative, at most 1% of the wage, monotonic in wage and headcount', () => {
    fc.assert(
      fc.property(period, cents(50000), cents(50000), fc.integer({ min: 0, max: 500 }), (p, w1, w2, n) => {
        const [lo, hi] = d(w1).lessThanOrEqualTo(w2) ? [w1, w2] : [w2, w1];
        const a = my.hrdf({ period: p, wage: lo, malaysianEmployees: n });
        const b = my.hrdf({ period: p, wage: hi, malaysianEmployees: n });
        const c = my.hrdf({ period: p, wage: hi, malaysianEmployees: n + 1 });
        nonNegative(a.amount);
        expect(d(a.amount).lessThanOrEqualTo(d(lo).times('0.01').toDecimalPlaces(2, Decimal.ROUND_HALF_UP))).toBe(true);
        expect(d(a.amount).lessThanOrEqualTo(b.amount) && d(b.amount).lessThanOrEqualTo(c.amount)).toBe(true);
      }),
    );
  });
});

describe('properties of the rules for every kind of worker', () => {
  const upTo10 = fc.integer({ min: 0, max: 1000 }).map((c) => new Decimal(c).dividedBy(100).toFixed(2));

  it('EPF is nil on wages up to RM10.00 in every Part, for citizens, permanent residents and non-citizens', () => {
    fc.assert(
      fc.property(period, birthDate, citizenship, upTo10, (p, b, c, w) => {
        const r = my.epf({ period: p, birthDate: b, citizenship: c, wage: w });
        expect([r.employee, r.employer]).toEqual(['0.00', '0.00']);
      }),
    );
  });

  it('naming part of the wage a bonus never changes the employee share and never lowers the employer share', () => {
    fc.assert(
      fc.property(period, birthDate, citizenship, cents(20000), fc.integer({ min: 0, max: 100 }), (p, b, c, w, share) => {
        const bonus = d(w).times(share).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
        const plain = my.epf({ period: p, birthDate: b, citizenship: c, wage: w });
        const split = my.epf({ period: p, birthDate: b, citizenship: c, wage: w, bonus });
        expect(split.employee).toBe(plain.employee);
        expect(d(split.employer).greaterThanOrEqualTo(plain.employer)).toBe(true);
      }),
    );
  });

  it('a foreign worker pays no SOCSO before July 2024 and the same as a local from then on; never EIS', () => {
    fc.assert(
      fc.property(period, birthDate, cents(8000), (p, b, w) => {
        const foreign = my.socso({ period: p, birthDate: b, wage: w, citizenship: 'noncitizen' });
        const local = my.socso({ period: p, birthDate: b, wage: w });
        if (p < '2024-07') {
          expect(foreign.employee).toBe('0.00');
          expect(foreign.category).toBe(2);
        } else {
          expect(foreign).toEqual(local);
        }
        expect(my.eis({ period: p, birthDate: b, wage: w, citizenship: 'noncitizen' }).total).toBe('0.00');
      }),
    );
  });

  it('the first-time EIS exemption changes nothing below 57 and removes the contribution from 57', () => {
    fc.assert(
      fc.property(period, birthDate, cents(8000), (p, b, w) => {
        const first = my.eis({ period: p, birthDate: b, wage: w, firstTimeContributor: true });
        const usual = my.eis({ period: p, birthDate: b, wage: w });
        if (first.covered) expect(first).toEqual(usual);
        else expect(first.total).toBe('0.00');
      }),
    );
  });

  it('a non-resident’s PCB is 30% of each payment rounded up to 5 sen, whatever the reliefs, and rises with the pay', () => {
    const up5 = (value: Decimal) =>
      value.times(0.3).toDecimalPlaces(2, Decimal.ROUND_DOWN).dividedBy('0.05').toDecimalPlaces(0, Decimal.ROUND_UP).times('0.05');
    fc.assert(
      fc.property(period, cents(40000), cents(40000), cents(40000), fc.integer({ min: 0, max: 6 }), (p, w1, w2, bonus, children) => {
        const [lo, hi] = d(w1).lessThanOrEqualTo(w2) ? [w1, w2] : [w2, w1];
        const args = {
          period: p,
          category: 3 as const,
          children,
          epf: '0',
          additionalRemuneration: bonus,
          reliefs: '2000',
          resident: false,
        };
        const a = my.pcb({ ...args, remuneration: lo });
        const z = my.pcb({ ...args, remuneration: hi });
        const expected = up5(d(lo)).plus(up5(d(bonus)));
        expect(a.total).toBe(expected.lessThan(10) ? '0.00' : expected.toFixed(2));
        expect(d(a.total).lessThanOrEqualTo(z.total)).toBe(true);
        expect(my.pcb({ ...args, remuneration: lo, category: 1, children: 0, reliefs: '0' }).total).toBe(a.total);
      }),
    );
  });

  it('HRDF: no levy for an employer outside the First Schedule', () => {
    fc.assert(
      fc.property(period, cents(50000), fc.integer({ min: 0, max: 500 }), (p, w, n) => {
        expect(my.hrdf({ period: p, wage: w, malaysianEmployees: n, sectorCovered: false }).amount).toBe('0.00');
      }),
    );
  });
});
