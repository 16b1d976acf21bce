import { describe, expect, it } from 'vitest';
import { Decimal } from '../../core/decimal.ts';
import * as sg from '../index.ts';
import { OW_CEILING } from '../parameters/cpf-ceilings.ts';
import { CPF_RATES } from '../parameters/cpf-rates.ts';
import { SHG_FUNDS, SHG_TABLES } from '../parameters/shg.ts';

// Every edge of every table, on both sides, from the dated data itself: an amount exactly at a
// limit belongs to the row that names it, one cent more to the next (the `<` vs `≤` check).
const cent = (value: string, cents = 1) => new Decimal(value).plus(new Decimal(cents).dividedBy(100)).toFixed(2);

describe('SHG rows: each upper limit is inclusive', () => {
  for (const fund of SHG_FUNDS) {
    for (const version of SHG_TABLES[fund]) {
      const rows = version.value.rows;
      it(`${fund} from ${version.from}: ${rows.length - 1} edges`, () => {
        rows.forEach((row, index) => {
          if (row.upTo === null) return;
          const next = rows[index + 1]!;
          expect(sg.shg({ period: version.from, fund, totalWage: row.upTo }).amount, `${fund} at ${row.upTo}`).toBe(row.amount);
          expect(sg.shg({ period: version.from, fund, totalWage: cent(row.upTo) }).amount, `${fund} above ${row.upTo}`).toBe(next.amount);
        });
      });
    }
  }
});

describe('CPF Ordinary Wage ceiling: at the ceiling and one cent above', () => {
  const firstRates = CPF_RATES[0]!.from;
  for (const version of OW_CEILING.filter((v) => v.from >= firstRates)) {
    it(`ceiling ${version.value} from ${version.from}`, () => {
      const base = { period: version.from, birthDate: '1990-06-15', residency: 'SC' as const };
      const at = sg.cpf({ ...base, ordinaryWage: version.value });
      const above = sg.cpf({ ...base, ordinaryWage: cent(version.value) });
      expect(at.ordinaryWageSubject).toBe(new Decimal(version.value).toFixed(2));
      expect(above.ordinaryWageSubject).toBe(at.ordinaryWageSubject);
      expect([above.total, above.employee]).toEqual([at.total, at.employee]);
    });
  }
});

describe('CPF wage bands: nil up to $50, employer only up to $500', () => {
  for (const version of CPF_RATES) {
    it(`rates from ${version.from}`, () => {
      const base = { period: version.from, birthDate: '1990-06-15', residency: 'SC' as const };
      expect(sg.cpf({ ...base, ordinaryWage: '50.00' }).total).toBe('0.00');
      expect(sg.cpf({ ...base, ordinaryWage: '50.01' }).total).not.toBe('0.00');
      expect(sg.cpf({ ...base, ordinaryWage: '50.01' }).employee).toBe('0.00');
      expect(sg.cpf({ ...base, ordinaryWage: '500.00' }).employee).toBe('0.00');
      // The $500-$750 phase-in starts at zero, so the employee share appears only a few dollars above $500.
      expect(sg.cpf({ ...base, ordinaryWage: '510.00' }).employee).not.toBe('0.00');
    });
  }
});
