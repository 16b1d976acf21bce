import { Decimal, inForce, min, parsePeriod, step, templates, toCount, toDecimal, type MoneyInput, type TraceStep } from '../core/index.ts';
import { argumentObject, pesos, php, toCentavo, traceAmount } from './money.ts';
import { THIRTEENTH_MONTH_EXEMPTIONS } from './parameters/tax.ts';

export interface ThirteenthMonthInput {
  /** The pay month of the 13th-month pay (by law, no later than 24 December). */
  readonly period: string;
  /** The basic salary actually earned in the calendar year (so a part year is already prorated). */
  readonly basicSalaryYear: MoneyInput;
  /** Months worked in the year, 1 to 12 (default 12): PD 851 needs at least one month of service. */
  readonly monthsWorked?: number;
  /** Other benefits paid in the year (bonuses, de minimis above their ceilings): they share the yearly exemption. Defaults to 0. */
  readonly otherBenefits?: MoneyInput;
}

export interface ThirteenthMonthResult {
  readonly amount: string;
  /** The exempt part of the 13th month and the other benefits together. */
  readonly exempt: string;
  /** The rest of the 13th month and the other benefits: taxable compensation. */
  readonly taxable: string;
  /** The yearly exemption in force (shared with other benefits). */
  readonly exemptionLimit: string;
  readonly monthsWorked: number;
  readonly source: string;
  readonly trace: TraceStep[];
}

const T = templates('ph.thirteenth_month', {
  basic_year: [
    'Basic salary earned in the year',
    'Earned in the months worked ({{months}}), so a part year is already in the figure and is not prorated again; allowances and overtime are not basic salary',
  ],
  amount: ['13th-month pay', '{{basic}} ÷ 12 = {{exact}}, to the centavo'],
  exempt: ['Tax-exempt part', 'Exempt up to {{limit}} a year, together with other benefits (exemption in force from {{from}})'],
  taxable: ['Taxable part', 'Added to taxable compensation'],
  other: ['Other benefits', 'Share the yearly exemption with the 13th month: {{total}} in all'],
});

/**
 * 13th-month pay is one twelfth of the basic salary earned in the calendar year (PD 851 and its
 * revised guidelines), to the centavo. It is tax exempt up to the yearly limit (90,000 under TRAIN),
 * the rest being taxable compensation. The limit covers the 13th month and other benefits
 * together; benefits paid besides the 13th month are outside this function and use the same limit.
 */
export function thirteenthMonth(args: ThirteenthMonthInput): ThirteenthMonthResult {
  const input = argumentObject(args);
  const period = parsePeriod(input.period);
  const basicSalaryYear = toDecimal('basicSalaryYear', input.basicSalaryYear);
  const monthsWorked =
    input.monthsWorked === undefined || input.monthsWorked === null ? 12 : toCount('monthsWorked', input.monthsWorked, { min: 1, max: 12 });
  const version = inForce(THIRTEENTH_MONTH_EXEMPTIONS, period, '13th-month exemption');
  const limit = new Decimal(version.value);
  const exact = basicSalaryYear.dividedBy(12);
  const amount = toCentavo(exact);
  const other = toDecimal('otherBenefits', input.otherBenefits ?? 0);
  const benefits = amount.plus(other);
  const exempt = min(benefits, limit);
  const taxable = benefits.minus(exempt);
  return {
    amount: php(amount),
    exempt: php(exempt),
    taxable: php(taxable),
    exemptionLimit: php(limit),
    monthsWorked,
    source: version.source,
    trace: [
      step(T.basic_year, traceAmount(basicSalaryYear), { months: `${monthsWorked}` }),
      step(T.amount, traceAmount(amount, 2), { basic: pesos(basicSalaryYear), exact: exact.toString() }),
      ...(other.isZero() ? [] : [step(T.other, traceAmount(other, 2), { total: pesos(benefits) })]),
      step(T.exempt, traceAmount(exempt, 2), { limit: pesos(limit), from: version.from }),
      step(T.taxable, traceAmount(taxable, 2)),
    ],
  };
}
