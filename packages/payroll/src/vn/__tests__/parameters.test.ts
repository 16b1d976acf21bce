import { describe, expect, it } from 'vitest';
import { Decimal } from '../../core/decimal.ts';
import { assertSeries } from '../../core/dated.ts';
import { INSURANCE_RATES, REFERENCE_LEVEL, REGIONAL_MINIMUM_WAGE } from '../parameters/insurance.ts';
import { FAMILY_DEDUCTIONS, PIT_SCHEDULE } from '../parameters/pit.ts';

const series = { INSURANCE_RATES, REFERENCE_LEVEL, REGIONAL_MINIMUM_WAGE, FAMILY_DEDUCTIONS, PIT_SCHEDULE };

describe('Vietnamese parameters', () => {
  it.each(Object.entries(series))('%s is dated, ordered and sourced, and covers 2025 and 2026', (name, values) => {
    expect(() => assertSeries(values as never, name)).not.toThrow();
    expect(values[0]!.from <= '2025-01').toBe(true);
    for (const version of values) expect(version.source.length).toBeGreaterThan(20);
  });

  it("insurance totals are the digest's 10.5% employee and 21.5% employer (plus the 2% union fee)", () => {
    for (const { value } of INSURANCE_RATES) {
      const ee = value.employee;
      const er = value.employer;
      expect(new Decimal(ee.retirement).plus(ee.health).plus(ee.unemployment).toString()).toBe('0.105');
      expect(new Decimal(er.retirement).plus(er.sickness).plus(er.accident).plus(er.health).plus(er.unemployment).toString()).toBe('0.215');
      expect(er.tradeUnion).toBe('0.02');
    }
  });

  it('minimum wages fall from region I to IV', () => {
    for (const { value } of REGIONAL_MINIMUM_WAGE) {
      const list = [value.I, value.II, value.III, value.IV].map((v) => new Decimal(v));
      list.slice(1).forEach((v, i) => expect(v.lessThan(list[i]!)).toBe(true));
    }
  });

  it('PIT brackets ascend with rising rates and one open top bracket', () => {
    for (const { value } of PIT_SCHEDULE) {
      const { brackets } = value;
      expect(brackets.at(-1)!.upTo).toBeNull();
      brackets.slice(1).forEach((b, i) => {
        expect(new Decimal(b.rate).greaterThan(brackets[i]!.rate)).toBe(true);
        if (b.upTo !== null) expect(new Decimal(b.upTo).greaterThan(brackets[i]!.upTo!)).toBe(true);
      });
    }
  });

  it('switches the schedule and the deductions with tax period 2026, the cap with July 2026', () => {
    expect(PIT_SCHEDULE.at(-1)!.from).toBe('2026-01');
    expect(FAMILY_DEDUCTIONS.at(-1)!.from).toBe('2026-01');
    expect(REFERENCE_LEVEL.at(-1)!.from).toBe('2026-07');
    expect(REGIONAL_MINIMUM_WAGE.at(-1)!.from).toBe('2026-01');
  });
});
