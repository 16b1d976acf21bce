import { describe, expect, it } from 'vitest';
import { Decimal } from '../../core/decimal.ts';
import * as ph from '../index.ts';
import { PAGIBIG_SCHEDULES } from '../parameters/pagibig.ts';
import { SSS_SCHEDULES } from '../parameters/sss.ts';
import { ANNUAL_TAX_TABLES, WITHHOLDING_FREQUENCIES, WITHHOLDING_TABLES, type GraduatedTable } from '../parameters/tax.ts';

// Every edge, on both sides, from the dated data itself.
const d = (value: string | number) => new Decimal(value);

/** "Over X but not over Y": the rate below an edge applies up to it, the next rate from just past it. */
function checkEdges(table: GraduatedTable, tax: (income: Decimal) => Decimal): void {
  const step = d(1);
  table.forEach((bracket, index) => {
    if (index === 0) return;
    const edge = d(bracket.over);
    expect(
      tax(edge)
        .minus(tax(edge.minus(step)))
        .toFixed(2),
      `below ${bracket.over}`,
    ).toBe(step.times(table[index - 1]!.rate).toFixed(2));
    expect(tax(edge.plus(step)).minus(tax(edge)).toFixed(2), `above ${bracket.over}`).toBe(step.times(bracket.rate).toFixed(2));
  });
}

describe('withholding and annual tables: both sides of every bracket edge', () => {
  for (const version of WITHHOLDING_TABLES) {
    for (const frequency of WITHHOLDING_FREQUENCIES) {
      it(`${frequency} table from ${version.from}`, () => {
        checkEdges(version.value[frequency], (income) =>
          d(ph.withholding({ period: version.from, frequency, taxableCompensation: income.toFixed(2) }).amount),
        );
      });
    }
  }
  for (const version of ANNUAL_TAX_TABLES) {
    it(`annual table from ${version.from}`, () => {
      checkEdges(version.value, (income) => d(ph.annualTax({ period: version.from, taxableIncome: income.toFixed(2) }).amount));
    });
  }
});

describe('SSS: every Monthly Salary Credit step, at its last centavo and the next', () => {
  for (const version of SSS_SCHEDULES) {
    it(`schedule from ${version.from}`, () => {
      const { minimumMsc, maximumMsc, mscStep, ecHighFromMsc } = version.value;
      const half = d(mscStep).dividedBy(2);
      const msc = (compensation: Decimal) => ph.sss({ period: version.from, compensation: compensation.toFixed(2) });
      for (let credit = d(minimumMsc); credit.lessThan(maximumMsc); credit = credit.plus(mscStep)) {
        const top = credit.plus(half).minus('0.01');
        expect(msc(top).msc, `${top.toFixed(2)}`).toBe(credit.toFixed(2));
        expect(msc(top.plus('0.01')).msc, `${top.plus('0.01').toFixed(2)}`).toBe(credit.plus(mscStep).toFixed(2));
        const ec = credit.greaterThanOrEqualTo(ecHighFromMsc) ? version.value.ecHigh : version.value.ecLow;
        expect(msc(top).ec).toBe(d(ec).toFixed(2));
      }
      expect(msc(d('0.01')).msc).toBe(d(minimumMsc).toFixed(2));
    });
  }
});

describe('Pag-IBIG: the low-earner limit and the fund-salary ceiling', () => {
  for (const version of PAGIBIG_SCHEDULES) {
    it(`schedule from ${version.from}`, () => {
      const { lowEarnerUpTo, lowEarnerEmployeeRate, employeeRate, fundSalaryCeiling } = version.value;
      const pagibig = (compensation: Decimal) => ph.pagibig({ period: version.from, compensation: compensation.toFixed(2) });
      expect(pagibig(d(lowEarnerUpTo)).employeeRate).toBe(lowEarnerEmployeeRate);
      expect(pagibig(d(lowEarnerUpTo).plus('0.01')).employeeRate).toBe(employeeRate);
      expect(pagibig(d(fundSalaryCeiling)).base).toBe(d(fundSalaryCeiling).toFixed());
      expect(pagibig(d(fundSalaryCeiling).plus('0.01')).base).toBe(d(fundSalaryCeiling).toFixed());
    });
  }
});

describe('de minimis: exempt + excess is the amount, and the exempt part never passes the ceiling', () => {
  it.each(['2025-06', '2026-03'])('%s', (period) => {
    const kinds = ['rice', 'laundry', 'medicalDependants', 'uniform', 'christmasGift'] as const;
    for (const kind of kinds) {
      for (const amount of ['0', '299.99', '333', '2500', '2500.01', '9999.99']) {
        const r = ph.deMinimis({ period, benefits: [{ kind, amount }] });
        expect(new Decimal(r.exempt).plus(r.excess).toFixed(2), `${kind} ${amount}`).toBe(new Decimal(amount).toFixed(2));
        const again = ph.deMinimis({
          period,
          benefits: [
            { kind, amount },
            { kind, amount },
          ],
        });
        // Two payments of one kind in a month share its ceiling: the second is exempt only up to what is left.
        expect(new Decimal(again.exempt).lessThanOrEqualTo(new Decimal(r.exempt).times(2))).toBe(true);
        expect(new Decimal(again.items[1]!.exempt).lessThanOrEqualTo(new Decimal(r.items[0]!.excess).isZero() ? r.exempt : '0')).toBe(true);
      }
    }
  });
});
