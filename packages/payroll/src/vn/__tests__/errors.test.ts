import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as vn from '../index.ts';
import { rejects } from '../../testing/input-errors.ts';

const ins = { period: '2026-01', region: 'I', salary: 20_000_000 } as const;
const tax = { period: '2026-01', assessableIncome: 10_000_000 } as const;
const g2n = { period: '2026-01', gross: 20_000_000, dependants: 0, region: 'I' } as const;

describe('Vietnamese input errors name the field', () => {
  it.each([
    ['args', () => vn.insurance(undefined as never)],
    ['period', () => vn.insurance({ ...ins, period: '2026-1' })],
    ['period', () => vn.insurance({ ...ins, period: '2023-12' })],
    ['region', () => vn.insurance({ ...ins, region: 'V' as never })],
    ['region', () => vn.insurance({ ...ins, region: undefined as never })],
    ['salary', () => vn.insurance({ ...ins, salary: -1 })],
    ['salary', () => vn.insurance({ ...ins, salary: Number.NaN })],
    ['salary', () => vn.insurance({ ...ins, salary: '20.000.000' })],
    ['salary', () => vn.insurance({ ...ins, salary: '1000.5' })],
    ['salary', () => vn.insurance({ ...ins, salary: undefined as never })],
    ['vietnamese', () => vn.insurance({ ...ins, vietnamese: 'no' as never })],
    ['reducedAccidentRate', () => vn.insurance({ ...ins, reducedAccidentRate: 1 as never })],
    ['args', () => vn.pit(null as never)],
    ['period', () => vn.pit({ ...tax, period: '2019-12' })],
    ['assessableIncome', () => vn.pit({ period: '2026-01' })],
    ['assessableIncome', () => vn.pit({ ...tax, assessableIncome: -5 })],
    ['assessableIncome', () => vn.pit({ ...tax, assessableIncome: Number.POSITIVE_INFINITY })],
    ['resident', () => vn.pit({ ...tax, resident: 'false' as never })],
    ['grossIncome', () => vn.pit({ period: '2026-01', resident: false })],
    ['grossIncome', () => vn.pit({ period: '2026-01', resident: false, grossIncome: -1 })],
    ['grossIncome', () => vn.pit({ ...tax, grossIncome: 'abc' })],
    ['args', () => vn.grossToNet([] as never)],
    ['period', () => vn.grossToNet({ ...g2n, period: '2023-12' })],
    ['net', () => vn.netToGross({ ...g2n, net: -1 })],
    ['net', () => vn.netToGross({ ...g2n, net: '1.5' })],
    ['region', () => vn.netToGross({ ...g2n, net: 1, region: 'V' as never })],
    ['period', () => vn.netToGross({ ...g2n, net: 1, period: '2023-12' })],
    ['payment', () => vn.flatPit({ period: '2026-01', payment: -1 })],
    ['commitment', () => vn.flatPit({ period: '2026-01', payment: 1, commitment: 'yes' as never })],
    ['period', () => vn.flatPit({ period: '2014-12', payment: 1 })],
    ['foreignExemption', () => vn.insurance({ ...ins, foreignExemption: 'treaty' })],
    ['foreignExemption', () => vn.insurance({ ...ins, vietnamese: false, foreignExemption: 'tourist' as never })],
    ['covered', () => vn.insurance({ ...ins, covered: 1 as never })],
    ['gross', () => vn.grossToNet({ ...g2n, gross: -20_000_000 })],
    ['gross', () => vn.grossToNet({ ...g2n, gross: '1e7' })],
    ['dependants', () => vn.grossToNet({ ...g2n, dependants: -1 })],
    ['dependants', () => vn.grossToNet({ ...g2n, dependants: 1.5 })],
    ['dependants', () => vn.grossToNet({ ...g2n, dependants: undefined as never })],
    ['region', () => vn.grossToNet({ ...g2n, region: 'i' as never })],
    ['resident', () => vn.grossToNet({ ...g2n, resident: 0 as never })],
    ['insuranceSalary', () => vn.grossToNet({ ...g2n, insuranceSalary: -1 })],
    ['vietnamese', () => vn.grossToNet({ ...g2n, vietnamese: 'yes' as never })],
    // The floor raises the insurance salary: 10.5% of region I's 5,310,000 is more than a 100,000 gross.
    ['gross', () => vn.grossToNet({ ...g2n, gross: 100_000 })],
  ])('%s (%#)', (field, call) => rejects(call as () => unknown, field));

  it('rejects any negative money input in every function', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: -1 }), (n) => {
        rejects(() => vn.insurance({ ...ins, salary: n }), 'salary');
        rejects(() => vn.pit({ ...tax, assessableIncome: String(n) }), 'assessableIncome');
        rejects(() => vn.pit({ period: '2026-01', resident: false, grossIncome: n }), 'grossIncome');
        rejects(() => vn.grossToNet({ ...g2n, gross: n }), 'gross');
      }),
    );
  });

  it('never returns NaN, Infinity or a negative amount for valid input', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.constantFrom(...vn.REGIONS), (n, region) => {
        const amounts = [
          ...Object.values(vn.insurance({ ...ins, region, salary: n }).employee),
          ...Object.values(vn.insurance({ ...ins, region, salary: n }).employer),
          vn.pit({ ...tax, assessableIncome: n }).amount,
        ];
        for (const a of amounts) expect(a).toMatch(/^\d+$/);
      }),
    );
  });
});

describe('traces', () => {
  it('every function explains itself in words and figures', () => {
    const results = [
      vn.insurance(ins),
      vn.insurance({ ...ins, salary: 0 }),
      vn.insurance({ ...ins, salary: 200_000_000, vietnamese: false }),
      vn.pit(tax),
      vn.pit({ period: '2025-06', resident: false, grossIncome: 30_000_000 }),
      vn.grossToNet({ ...g2n, dependants: 2 }),
    ];
    for (const result of results) {
      expect(result.trace.length).toBeGreaterThan(2);
      for (const entry of result.trace) {
        expect(entry.label.length).toBeGreaterThan(0);
        expect(entry.value).not.toMatch(/NaN|undefined|Infinity/);
        expect(entry.detail ?? '').not.toMatch(/NaN|undefined|\[object/);
      }
    }
  });

  it('a zero salary is explained, not silently zero', () => {
    const r = vn.insurance({ ...ins, salary: 0 });
    expect(r.trace.some((s) => /nothing is due/.test(s.detail ?? ''))).toBe(true);
  });
});
