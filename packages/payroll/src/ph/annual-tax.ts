import { inForce, parsePeriod, step, templates, toDecimal, type MoneyInput, type TraceStep } from '../core/index.ts';
import { graduatedTax } from './graduated.ts';
import { argumentObject, pesos, php, traceAmount } from './money.ts';
import { ANNUAL_TAX_TABLES } from './parameters/tax.ts';

const T = templates('ph.annual_tax', {
  income: ['Annual taxable income', '{{income}}; graduated rates in force from {{from}}'],
  tax: ['Annual income tax', 'At year end, the last payroll withholds this less the tax already withheld in the year'],
});

export interface AnnualTaxInput {
  /** A pay month of the taxable year; the graduated table in force for it is used. */
  readonly period: string;
  /** The year's taxable compensation (gross less the non-taxable items). */
  readonly taxableIncome: MoneyInput;
}

export interface AnnualTaxResult {
  readonly amount: string;
  readonly bracketOver: string;
  readonly fixedAmount: string;
  readonly rate: string;
  readonly source: string;
  readonly trace: TraceStep[];
}

/**
 * Income tax on a year's taxable compensation under the graduated rates. In the last payroll of
 * the year the employer withholds this amount less the tax withheld January to November (RR 2-98
 * as amended by RR 11-2018), refunding any excess.
 */
export function annualTax(args: AnnualTaxInput): AnnualTaxResult {
  const input = argumentObject(args);
  const period = parsePeriod(input.period);
  const taxableIncome = toDecimal('taxableIncome', input.taxableIncome);
  const version = inForce(ANNUAL_TAX_TABLES, period, 'graduated income tax table');
  const result = graduatedTax(version.value, taxableIncome);
  return {
    amount: php(result.tax),
    bracketOver: result.bracket.over,
    fixedAmount: result.bracket.fixed,
    rate: result.bracket.rate,
    source: version.source,
    trace: [
      step(T.income, traceAmount(taxableIncome), { income: pesos(taxableIncome), from: version.from }),
      ...result.trace,
      step(T.tax, traceAmount(result.tax, 2)),
    ],
  };
}
