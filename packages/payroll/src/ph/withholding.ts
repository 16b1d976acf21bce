import { PayrollInputError, inForce, parsePeriod, step, toDecimal, type MoneyInput, type TraceStep, templates } from '../core/index.ts';
import { graduatedTax } from './graduated.ts';
import { argumentObject, pesos, php, traceAmount } from './money.ts';
import { WITHHOLDING_FREQUENCIES, WITHHOLDING_TABLES, type WithholdingFrequency } from './parameters/tax.ts';

export type { WithholdingFrequency } from './parameters/tax.ts';

export interface WithholdingInput {
  readonly period: string;
  readonly frequency: WithholdingFrequency;
  /**
   * Compensation for this payroll period after the non-taxable items: the employee's SSS,
   * PhilHealth and Pag-IBIG shares and union dues, de minimis benefits within their ceilings, and
   * the 13th month and other benefits within the yearly exemption.
   */
  readonly taxableCompensation: MoneyInput;
}

export interface WithholdingResult {
  readonly amount: string;
  /** The bracket used: its lower limit, fixed amount and rate on the excess. */
  readonly bracketOver: string;
  readonly fixedAmount: string;
  readonly rate: string;
  readonly source: string;
  readonly trace: TraceStep[];
}

const T = templates('ph.withholding', {
  taxable: [
    'Taxable compensation',
    '{{taxable}} for the period, after SSS, PhilHealth and Pag-IBIG employee shares and other non-taxable items',
  ],
  table_daily: ['Withholding table', 'daily table: BIR revised withholding tax table in force from {{from}}'],
  table_weekly: ['Withholding table', 'weekly table: BIR revised withholding tax table in force from {{from}}'],
  table_semimonthly: ['Withholding table', 'semi-monthly table: BIR revised withholding tax table in force from {{from}}'],
  table_monthly: ['Withholding table', 'monthly table: BIR revised withholding tax table in force from {{from}}'],
  tax: ['Tax to withhold'],
});

function parseFrequency(value: unknown): WithholdingFrequency {
  const found = WITHHOLDING_FREQUENCIES.find((frequency) => frequency === value);
  if (!found) throw new PayrollInputError('frequency', `must be one of ${WITHHOLDING_FREQUENCIES.join(', ')}`);
  return found;
}

/** Tax withheld on compensation for one payroll period (BIR withholding table by pay frequency). */
export function withholding(args: WithholdingInput): WithholdingResult {
  const input = argumentObject(args);
  const period = parsePeriod(input.period);
  const frequency = parseFrequency(input.frequency);
  const taxable = toDecimal('taxableCompensation', input.taxableCompensation);
  const version = inForce(WITHHOLDING_TABLES, period, 'withholding tax table');
  const table = version.value[frequency];
  const result = graduatedTax(table, taxable);
  return {
    amount: php(result.tax),
    bracketOver: result.bracket.over,
    fixedAmount: result.bracket.fixed,
    rate: result.bracket.rate,
    source: version.source,
    trace: [
      step(T.taxable, traceAmount(taxable), { taxable: pesos(taxable) }),
      step(T[`table_${frequency}`], version.from, { from: version.from }),
      ...result.trace,
      step(T.tax, traceAmount(result.tax, 2)),
    ],
  };
}
