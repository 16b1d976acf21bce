import { describe, expect, it } from 'vitest';
import { Decimal } from '../../core/decimal.ts';
import { assertSeries } from '../../core/dated.ts';
import { EPF_RULES } from '../parameters/epf.ts';
import { HRDF_RULES } from '../parameters/hrdf.ts';
import { PCB_RULES } from '../parameters/pcb.ts';
import { EIS_AGES, FOREIGN_WORKER_SOCSO, PERKESO_TABLE, SOCSO_AGES } from '../parameters/perkeso.ts';

const series = { EPF_RULES, HRDF_RULES, PCB_RULES, EIS_AGES, PERKESO_TABLE, SOCSO_AGES, FOREIGN_WORKER_SOCSO };

describe('Malaysian parameters', () => {
  it.each(Object.entries(series))('%s is dated, ordered and sourced, and covers 2024 to 2026', (name, values) => {
    expect(() => assertSeries(values as never, name)).not.toThrow();
    expect(values[0]!.from <= '2024-01').toBe(true);
    for (const version of values) expect(version.source.length).toBeGreaterThan(20);
  });

  it('has 54 PERKESO rows to the RM5,000 ceiling before October 2024 and 64 to RM6,000 after, ascending by RM100 from row 4', () => {
    expect(PERKESO_TABLE.map(({ from, value }) => [from, value.ceiling, value.rows.length])).toEqual([
      ['2024-01', '5000', 54],
      ['2024-10', '6000', 64],
    ]);
    // The October 2024 table only added rows above RM5,000: the earlier rows are the same cells.
    expect(PERKESO_TABLE[1]!.value.rows.slice(0, 54)).toEqual(PERKESO_TABLE[0]!.value.rows);
    for (const { value } of PERKESO_TABLE) {
      expect(value.rows.at(-1)!.upTo).toBe(value.ceiling);
      value.rows.forEach((row, index) => {
        if (index >= 4)
          expect(new Decimal(row.upTo).minus(value.rows[index - 1]!.upTo).toString()).toBe(index === 4 ? '40' : index === 5 ? '60' : '100');
      });
    }
  });

  // statutory-rules.md 2.2: from row 5 the cells follow a pattern; checking it catches transcription slips.
  it('PERKESO cells from row 5 follow the published pattern (0.5%, 1.25% and 0.2% of the row midpoint)', () => {
    const fiveSen = new Decimal('0.05');
    for (const { value } of PERKESO_TABLE) {
      value.rows.forEach((row, index) => {
        if (index < 4) return;
        const mid = new Decimal(value.rows[index - 1]!.upTo).plus(row.upTo).dividedBy(2);
        expect(row.firstCategoryEmployee, `row ${index + 1}`).toBe(mid.times('0.005').toFixed(2));
        const second = mid.times('0.0125').dividedBy(fiveSen).toDecimalPlaces(0, Decimal.ROUND_HALF_EVEN).times(fiveSen);
        expect(row.secondCategoryEmployer, `row ${index + 1}`).toBe(second.toFixed(2));
        expect(row.firstCategoryEmployer, `row ${index + 1}`).toBe(second.plus(row.firstCategoryEmployee).toFixed(2));
        const eis = mid.times('0.002').dividedBy(fiveSen).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).times(fiveSen);
        expect(row.eisEach, `row ${index + 1}`).toBe(eis.toFixed(2));
      });
    }
  });

  it('PCB table: M ascending, B continuous with the band below above the rebate edge', () => {
    for (const { value } of PCB_RULES) {
      value.bands.forEach((band, index) => {
        const next = value.bands[index + 1];
        if (!next) return;
        expect(new Decimal(next.m).greaterThan(band.m)).toBe(true);
        // B of the next band = tax at its M in this band, plus the s.6A rebate below RM35,000.
        const atEdge = new Decimal(next.m).minus(band.m).times(band.r);
        if (new Decimal(next.m).greaterThan(35000)) {
          expect(atEdge.plus(band.bCategory1And3).toString(), `band ${next.m}`).toBe(new Decimal(next.bCategory1And3).toString());
        } else if (next.m === '35000') {
          expect(atEdge.plus(band.bCategory1And3).plus(400).toString()).toBe(new Decimal(next.bCategory1And3).toString());
          expect(atEdge.plus(band.bCategory2).plus(800).toString()).toBe(new Decimal(next.bCategory2).toString());
        }
      });
    }
  });

  it('announces Part F for non-citizens as a new version from the October 2025 wages', () => {
    expect(EPF_RULES.find((v) => v.from === '2025-09')).toBeUndefined();
    expect(EPF_RULES.find((v) => v.value.nonCitizen)?.from).toBe('2025-10');
  });
});
