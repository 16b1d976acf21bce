import { describe, expect, it } from 'vitest';
import { Decimal } from '../../core/decimal.ts';
import { assertSeries } from '../../core/dated.ts';
import { AW_ANNUAL_LIMIT, CPF_WAGE_BANDS, OW_CEILING } from '../parameters/cpf-ceilings.ts';
import { CPF_RATES, type CpfTable } from '../parameters/cpf-rates.ts';
import { FWL_RATES } from '../parameters/fwl.ts';
import { SDL_RULES } from '../parameters/sdl.ts';
import { SHG_TABLES } from '../parameters/shg.ts';

const series = { CPF_RATES, OW_CEILING, AW_ANNUAL_LIMIT, CPF_WAGE_BANDS, SDL_RULES, FWL_RATES, ...SHG_TABLES };

describe('Singapore parameters', () => {
  it.each(Object.entries(series))('%s is dated, ordered and sourced, and covers 2024 to 2026', (name, values) => {
    expect(() => assertSeries(values as never, name)).not.toThrow();
    expect(values[0]!.from <= '2024-01').toBe(true);
    for (const version of values) expect(version.source.length).toBeGreaterThan(20);
  });

  it('has the 2024, 2025, 2026 and announced 2027 rate tables, 2027 marked provisional', () => {
    expect(CPF_RATES.map((v) => v.from)).toEqual(['2024-01', '2025-01', '2026-01', '2027-01']);
    expect(CPF_RATES[3]!.note).toMatch(/Provisional/);
  });

  // The phase-in factor CPF prints ("0.6(TW - $500)") is 3 x the employee rate: a transcription check.
  it('every table: F = 3 x employee rate; rates are fractions below 1', () => {
    for (const { value } of CPF_RATES) {
      for (const table of Object.values(value) as CpfTable[]) {
        for (const band of table.bands) {
          expect(new Decimal(band.employee).times(3).equals(band.phaseIn), `${table.name} ${band.phaseIn}`).toBe(true);
          expect(new Decimal(band.employer).plus(band.employee).lessThan(1)).toBe(true);
        }
      }
    }
  });

  it('F/G = the citizen employer rate + the G/G employee rate (statutory-rules.md 1.5)', () => {
    for (const { value } of CPF_RATES) {
      value.citizen.bands.forEach((citizen, i) => {
        expect(value.prYear1FG.bands[i]!.employer).toBe(citizen.employer);
        expect(value.prYear2FG.bands[i]!.employer).toBe(citizen.employer);
        expect(value.prYear1FG.bands[i]!.employee).toBe(value.prYear1GG.bands[i]!.employee);
        expect(value.prYear2FG.bands[i]!.employee).toBe(value.prYear2GG.bands[i]!.employee);
      });
    }
  });

  it("reproduces CPF's published maxima at the OW ceiling", () => {
    const max = (from: string, pick: (v: (typeof CPF_RATES)[number]['value']) => CpfTable, band = 0) => {
      const version = CPF_RATES.find((v) => v.from === from)!;
      const ceiling = OW_CEILING.filter((v) => v.from <= from).at(-1)!.value;
      const rates = pick(version.value).bands[band]!;
      return new Decimal(ceiling).times(new Decimal(rates.employer).plus(rates.employee)).toString();
    };
    // CPF 2024: $2,516 at the $6,800 ceiling for 55 and below; 31% for above 55 to 60.
    expect(max('2024-01', (v) => v.citizen)).toBe('2516');
    expect(max('2024-01', (v) => v.citizen, 1)).toBe('2108');
    expect(max('2025-01', (v) => v.citizen)).toBe('2738');
    expect(max('2026-01', (v) => v.citizen)).toBe('2960');
    expect(max('2025-01', (v) => v.prYear1GG)).toBe('666');
    expect(max('2025-01', (v) => v.prYear1FG)).toBe('1628');
    expect(max('2025-01', (v) => v.prYear2FG)).toBe('2368');
    expect(max('2025-01', (v) => v.prYear2FG, 1)).toBe('2072');
  });

  it("FWL daily rates are MOM's published ones: monthly × 12 ÷ 365 rounded up to the cent", () => {
    const daily = (monthly: string) => new Decimal(monthly).times(12).dividedBy(365).toDecimalPlaces(2, Decimal.ROUND_UP).toFixed(2);
    // MOM manufacturing levy table: 250 → 8.22, 370 → 12.17, 350 → 11.51, 470 → 15.46, 550 → 18.09, 650 → 21.37.
    // MOM services table: 300 → 9.87, 450 → 14.80, 400 → 13.16, 600 → 19.73, 800 → 26.31.
    const published = {
      '250': '8.22',
      '370': '12.17',
      '350': '11.51',
      '470': '15.46',
      '550': '18.09',
      '650': '21.37',
      '300': '9.87',
      '450': '14.80',
      '400': '13.16',
      '600': '19.73',
      '800': '26.31',
    };
    for (const [monthly, expected] of Object.entries(published)) expect(daily(monthly)).toBe(expected);
    for (const { value } of FWL_RATES) {
      expect(value.daysInYear).toBe(365);
      for (const tier of [...value.manufacturing, ...value.services]) {
        expect(Number(tier.higherSkilled)).toBeLessThan(Number(tier.basicSkilled));
      }
    }
  });

  it('gives the published AW ceilings for OW at the ceiling all year', () => {
    const limit = new Decimal(AW_ANNUAL_LIMIT[0]!.value);
    expect(limit.minus(new Decimal('7400').times(12)).toString()).toBe('13200');
    expect(limit.minus(new Decimal('8000').times(12)).toString()).toBe('6000');
  });

  it('SHG tables ascend and end with one open row', () => {
    for (const versions of Object.values(SHG_TABLES)) {
      for (const { value } of versions) {
        const limits = value.rows.map((r) => r.upTo);
        expect(limits.at(-1)).toBeNull();
        expect(limits.slice(0, -1).every((l) => l !== null)).toBe(true);
        value.rows.forEach((row, i) => {
          const previous = value.rows[i - 1];
          if (!previous) return;
          if (row.upTo !== null) expect(new Decimal(row.upTo).greaterThan(previous.upTo!)).toBe(true);
          expect(new Decimal(row.amount).greaterThan(previous.amount)).toBe(true);
        });
      }
    }
  });
});
