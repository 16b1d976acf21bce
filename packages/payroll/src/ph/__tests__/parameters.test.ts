import { describe, expect, it } from 'vitest';
import { Decimal, PayrollInputError, assertSeries, type DatedSeries } from '../../core/index.ts';
import * as ph from '../index.ts';
import { PAGIBIG_SCHEDULES } from '../parameters/pagibig.ts';
import { PHILHEALTH_SCHEDULES } from '../parameters/philhealth.ts';
import { SSS_SCHEDULES } from '../parameters/sss.ts';
import {
  ANNUAL_TAX_TABLES,
  THIRTEENTH_MONTH_EXEMPTIONS,
  WITHHOLDING_FREQUENCIES,
  WITHHOLDING_TABLES,
  type GraduatedTable,
} from '../parameters/tax.ts';
import { pagIbigContribution } from '../pagibig.ts';
import { philHealthPremium } from '../philhealth.ts';
import { monthlySalaryCredit, sssContribution } from '../sss.ts';

function fieldOf(call: () => unknown): string {
  try {
    call();
  } catch (error) {
    expect(error).toBeInstanceOf(PayrollInputError);
    return (error as PayrollInputError).field;
  }
  throw new Error('expected a PayrollInputError');
}

describe('PH dated data', () => {
  const series: [string, DatedSeries<unknown>][] = [
    ['SSS', SSS_SCHEDULES],
    ['PhilHealth', PHILHEALTH_SCHEDULES],
    ['Pag-IBIG', PAGIBIG_SCHEDULES],
    ['annual tax', ANNUAL_TAX_TABLES],
    ['withholding', WITHHOLDING_TABLES],
    ['13th month', THIRTEENTH_MONTH_EXEMPTIONS],
  ];

  it.each(series)('%s is dated, ordered, covers 2025 onwards and names its legal source', (name, versions) => {
    expect(() => assertSeries(versions, name)).not.toThrow();
    expect(versions[0]!.from <= '2025-01').toBe(true);
    for (const version of versions) expect(version.source.length).toBeGreaterThan(20);
  });

  const tables: [string, GraduatedTable][] = [
    ...ANNUAL_TAX_TABLES.map((v) => [`annual ${v.from}`, v.value] as [string, GraduatedTable]),
    ...WITHHOLDING_TABLES.flatMap((v) => WITHHOLDING_FREQUENCIES.map((f) => [`${f} ${v.from}`, v.value[f]] as [string, GraduatedTable])),
  ];

  it.each(tables)('the %s table starts at zero, rises, and is continuous at every bracket edge', (_name, table) => {
    expect(table[0]).toEqual({ over: '0', fixed: '0', rate: '0' });
    table.slice(1).forEach((bracket, index) => {
      const below = table[index]!;
      expect(new Decimal(bracket.over).greaterThan(below.over)).toBe(true);
      expect(new Decimal(bracket.rate).greaterThan(below.rate)).toBe(true);
      const taxAtEdge = new Decimal(below.fixed).plus(new Decimal(bracket.over).minus(below.over).times(below.rate));
      expect(taxAtEdge.equals(bracket.fixed), `${bracket.over}: ${taxAtEdge} vs ${bracket.fixed}`).toBe(true);
    });
  });

  it('rejects a period before the first version of each table, naming the period', () => {
    expect(fieldOf(() => ph.sss({ period: '2022-12', compensation: 20000 }))).toBe('period');
    expect(fieldOf(() => ph.philhealth({ period: '2023-12', basicSalary: 20000 }))).toBe('period');
    expect(fieldOf(() => ph.pagibig({ period: '2022-12', compensation: 20000 }))).toBe('period');
    expect(fieldOf(() => ph.deMinimis({ period: '2017-12', benefits: [] }))).toBe('period');
    expect(fieldOf(() => ph.withholding({ period: '2022-12', frequency: 'monthly', taxableCompensation: 20000 }))).toBe('period');
    expect(fieldOf(() => ph.annualTax({ period: '2022-12', taxableIncome: 300000 }))).toBe('period');
    expect(fieldOf(() => ph.thirteenthMonth({ period: '2017-12', basicSalaryYear: 300000 }))).toBe('period');
  });

  it('applies each table from its first month', () => {
    expect(ph.sss({ period: '2025-01', compensation: 35000 }).total).toBe('5280.00');
    expect(ph.sss({ period: '2024-12', compensation: 35000 }).total).toBe('4230.00');
    expect(ph.pagibig({ period: '2024-01', compensation: 10000 }).employee).toBe('100.00');
    expect(ph.philhealth({ period: '2024-01', basicSalary: 100000 }).premium).toBe('5000.00');
    expect(ph.pagibig({ period: '2024-02', compensation: 10000 }).employee).toBe('200.00');
    expect(ph.withholding({ period: '2023-01', frequency: 'monthly', taxableCompensation: 66667 }).amount).toBe('8541.80');
    expect(ph.annualTax({ period: '2023-01', taxableIncome: 800000 }).amount).toBe('102500.00');
    expect(ph.thirteenthMonth({ period: '2018-01', basicSalaryYear: 1200000 }).exempt).toBe('90000.00');
  });

  // statutory-rules.md 5.1 anchors: a transcription slip in the SSS schedule shows up here first.
  it('reproduces the SSS anchors of Circular 2024-006', () => {
    const schedule = SSS_SCHEDULES.at(-1)!.value;
    const anchors: [string, string, string, string][] = [
      ['1000', '5000', '250', '510'],
      ['15000', '15000', '750', '1530'],
      ['35000', '35000', '1750', '3530'],
    ];
    for (const [compensation, msc, employee, employer] of anchors) {
      const shares = sssContribution(schedule, new Decimal(compensation));
      expect(shares.msc.toString()).toBe(msc);
      expect(shares.employee.plus(shares.mpfEmployee).toString()).toBe(employee);
      expect(shares.employer.plus(shares.mpfEmployer).plus(shares.ec).toString()).toBe(employer);
    }
  });

  it('takes every figure from the schedule, so a new year is a data change only', () => {
    const next = { ...SSS_SCHEDULES.at(-1)!.value, maximumMsc: '40000', regularEmployeeRate: '0.055', ecHigh: '35' };
    const shares = sssContribution(next, new Decimal(50000));
    expect(shares.msc.toString()).toBe('40000');
    expect(shares.employee.toString()).toBe('1100');
    expect(shares.mpfEmployee.toString()).toBe('1000');
    expect(shares.ec.toString()).toBe('35');
    expect(monthlySalaryCredit(next, new Decimal('39749.99')).toString()).toBe('39500');
    const health = philHealthPremium({ rate: '0.055', salaryFloor: '10000', salaryCeiling: '120000' }, new Decimal(130000));
    expect(health.premium.toString()).toBe('6600');
    const fund = pagIbigContribution({ ...PAGIBIG_SCHEDULES.at(-1)!.value, fundSalaryCeiling: '15000' }, new Decimal(20000));
    expect(fund.employee.toString()).toBe('300');
  });
});
