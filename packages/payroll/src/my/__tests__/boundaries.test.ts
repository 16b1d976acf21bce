import { describe, expect, it } from 'vitest';
import { Decimal } from '../../core/decimal.ts';
import * as my from '../index.ts';
import { EPF_RULES } from '../parameters/epf.ts';
import { PERKESO_TABLE } from '../parameters/perkeso.ts';
import { HRDF_RULES } from '../parameters/hrdf.ts';

// Every edge of every table, on both sides, from the dated data itself: an amount exactly at a
// limit belongs to the row that names it, one sen more to the next (the `<` vs `≤` check).
const d = (value: string) => new Decimal(value);
const sen = (value: string | Decimal) => d(value.toString()).plus('0.01').toFixed(2);
const adult = '1990-01-10';

describe('EPF Third Schedule rows: the rates apply to the upper limit of the row the wage is in', () => {
  for (const version of EPF_RULES) {
    it(`Schedule from ${version.from}: every RM20 and RM100 row edge`, () => {
      const rules = version.value;
      const epf = (wage: string) => my.epf({ period: version.from, birthDate: adult, citizenship: 'citizen', wage });
      expect(epf(d(rules.nilUpTo).toFixed(2)).total).toBe('0.00');
      let lower = d(rules.nilUpTo);
      let edges = 0;
      for (const run of rules.rows) {
        const width = d(run.width);
        // Rows are multiples of their width: RM10.01-20.00, RM20.01-40.00, …, RM5,000.01-5,100.00, ….
        for (
          let limit = lower.dividedToIntegerBy(width).plus(1).times(width);
          limit.lessThanOrEqualTo(run.upTo);
          limit = limit.plus(width)
        ) {
          expect(epf(limit.toFixed(2)).contributionBase, `at ${limit.toString()}`).toBe(limit.toFixed(2));
          const next = limit.equals(run.upTo) ? rules.rows[rules.rows.indexOf(run) + 1] : run;
          const expected = next ? limit.plus(next.width).toFixed(2) : sen(limit);
          expect(epf(sen(limit)).contributionBase, `above ${limit.toString()}`).toBe(expected);
          edges += 1;
        }
        lower = d(run.upTo);
      }
      expect(edges).toBe(250 + 150);
      const threshold = rules.employerRateThreshold;
      expect(epf(d(threshold).toFixed(2)).employerRate).toBe(rules.citizenBelowSenior.employerRate);
      expect(epf(sen(threshold)).employerRate).toBe(d(rules.citizenBelowSenior.employerRateAbove).toString());
    });
  }
});

describe('PERKESO rows (SOCSO and EIS): each upper limit is inclusive, wages above the ceiling use its row', () => {
  for (const version of PERKESO_TABLE) {
    it(`table from ${version.from}: ${version.value.rows.length} rows`, () => {
      const rows = version.value.rows;
      rows.forEach((row, index) => {
        const next = rows[index + 1] ?? row;
        for (const [wage, expected, rowNumber] of [
          [row.upTo, row, index + 1],
          [sen(row.upTo), next, Math.min(index + 2, rows.length)],
        ] as const) {
          const socso = my.socso({ period: version.from, birthDate: adult, wage });
          const eis = my.eis({ period: version.from, birthDate: adult, wage });
          expect([socso.row, socso.employer, socso.employee], `SOCSO at ${wage}`).toEqual([
            rowNumber,
            expected.firstCategoryEmployer,
            expected.firstCategoryEmployee,
          ]);
          expect([eis.row, eis.employee], `EIS at ${wage}`).toEqual([rowNumber, expected.eisEach]);
        }
      });
      expect(rows.at(-1)!.upTo).toBe(version.value.ceiling);
    });
  }
});

describe('HRD Corp levy: the headcount edges', () => {
  for (const version of HRDF_RULES) {
    it(`rules from ${version.from}`, () => {
      const { optionalFromEmployees: optional, compulsoryFromEmployees: compulsory } = version.value;
      const rate = (malaysianEmployees: number) => my.hrdf({ period: version.from, wage: 3000, malaysianEmployees }).rate;
      expect(rate(optional - 1)).toBe('0');
      expect(rate(optional)).toBe(d(version.value.optionalRate).toString());
      expect(rate(compulsory - 1)).toBe(d(version.value.optionalRate).toString());
      expect(rate(compulsory)).toBe(d(version.value.compulsoryRate).toString());
    });
  }
});
