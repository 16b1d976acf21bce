import { describe, expect, it } from 'vitest';
import { Decimal } from '../../core/decimal.ts';
import { assertSeries } from '../../core/dated.ts';
import { JHT, JKK, JKM, JKP, JP, KESEHATAN } from '../parameters/bpjs.ts';
import { ANNUAL_RULES, ARTICLE_17, NO_TAX_ID_MULTIPLIER, PTKP, PTKP_STATUSES, TER_RULES } from '../parameters/pph21.ts';
import { TER_TABLES } from '../parameters/ter.ts';

const series = { KESEHATAN, JHT, JP, JKK, JKM, JKP, PTKP, TER_RULES, NO_TAX_ID_MULTIPLIER, ANNUAL_RULES, ARTICLE_17, TER_TABLES };

describe('Indonesian parameters', () => {
  it.each(Object.entries(series))('%s is dated, ordered and sourced, and covers 2025 and 2026', (name, values) => {
    expect(() => assertSeries(values as never, name)).not.toThrow();
    expect(values[0]!.from <= '2025-01').toBe(true);
    for (const version of values) expect(version.source.length).toBeGreaterThan(20);
  });

  it('TER tables have 44 / 40 / 41 rows, limits and rates strictly rising, an open top row at 34%', () => {
    for (const { value } of TER_TABLES) {
      expect([value.A.length, value.B.length, value.C.length]).toEqual([44, 40, 41]);
      for (const rows of [value.A, value.B, value.C]) {
        expect(rows[0]!.percent).toBe('0');
        expect(rows.at(-1)).toEqual({ upTo: null, percent: '34' });
        rows.slice(1).forEach((row, i) => {
          const previous = rows[i]!;
          expect(new Decimal(row.percent).greaterThan(previous.percent), `rate after ${previous.upTo}`).toBe(true);
          if (row.upTo !== null) expect(new Decimal(row.upTo).greaterThan(previous.upTo!)).toBe(true);
        });
      }
    }
  });

  it('PTKP is 54m + 4.5m for marriage + 4.5m per dependant, and the TER category follows it', () => {
    const { value: rules } = TER_RULES.at(-1)!;
    for (const { value } of PTKP) {
      for (const status of PTKP_STATUSES) {
        const [kind, dependants] = status.split('/') as [string, string];
        const expected = 54_000_000 + (kind === 'K' ? 4_500_000 : 0) + 4_500_000 * Number(dependants);
        expect(value.amounts[status]).toBe(String(expected));
        const category = expected <= 58_500_000 ? 'A' : expected <= 67_500_000 ? 'B' : 'C';
        expect(rules.categoryByStatus[status], status).toBe(category);
      }
    }
  });

  it('JP caps rise each March; Article 17 bands rise; JKK relief only from Feb 2025 to Jan 2026', () => {
    JP.forEach((version, i) => {
      expect(version.from.endsWith('-03')).toBe(true);
      if (i > 0) expect(new Decimal(version.value.wageCap).greaterThan(JP[i - 1]!.value.wageCap)).toBe(true);
    });
    for (const { value } of ARTICLE_17) {
      value.forEach((band, i) => {
        if (i > 0) expect(new Decimal(band.rate).greaterThan(value[i - 1]!.rate)).toBe(true);
        if (band.upTo !== null && i > 0) expect(new Decimal(band.upTo).greaterThan(value[i - 1]!.upTo!)).toBe(true);
      });
      expect(value.at(-1)!.upTo).toBeNull();
    }
    const relief = JKK.filter((v) => v.value.reliefFactor !== '1').map((v) => v.from);
    expect(relief).toEqual(['2025-02', '2025-08']);
    expect(JKK.find((v) => v.from === '2026-02')?.value.reliefFactor).toBe('1');
  });
});
