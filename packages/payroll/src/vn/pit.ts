import { constant, type Decimal, min, sum, ZERO, type MoneyInput } from '../core/decimal.ts';
import { inForce } from '../core/dated.ts';
import { PayrollInputError } from '../core/errors.ts';
import { parsePeriod, type ParsedPeriod } from '../core/period.ts';
import { step, templates, type TraceStep } from '../core/trace.ts';
import { argsObject, dong, optionalFlag, percent, toDong, vnd, wholeDong } from './common.ts';
import { PIT_SCHEDULE, type PitSchedule } from './parameters/pit.ts';

export interface PitInput {
  readonly period: string;
  /** Residents: the month's assessable income (taxable income less insurance and family deductions). */
  readonly assessableIncome?: MoneyInput;
  /** Defaults to true. Non-residents pay a flat rate on `grossIncome`. */
  readonly resident?: boolean;
  /** Non-residents: the month's gross Vietnam-sourced employment income. */
  readonly grossIncome?: MoneyInput;
}

export interface PitBracketTax {
  readonly from: string;
  readonly upTo: string | null;
  readonly rate: string;
  readonly taxed: string;
  /** Unrounded: only the month's total is rounded to the dong. */
  readonly tax: string;
}

export interface PitResult {
  readonly amount: string;
  readonly resident: boolean;
  /** The income the rates applied to: assessable income, or gross income for a non-resident. */
  readonly taxBase: string;
  /** The highest rate reached (residents) or the flat rate (non-residents); "0" when nothing is taxed. */
  readonly marginalRate: string;
  readonly brackets: readonly PitBracketTax[];
  readonly trace: TraceStep[];
}

/** The progressive schedule bracket by bracket; returns the unrounded tax and each bracket's part. */
export function progressiveTax(schedule: PitSchedule, income: Decimal): { tax: Decimal; brackets: PitBracketTax[]; marginalRate: string } {
  const brackets: PitBracketTax[] = [];
  const taxes: Decimal[] = [];
  let lower = ZERO;
  let marginalRate = '0';
  for (const bracket of schedule.brackets) {
    if (income.lessThanOrEqualTo(lower)) break;
    const top = bracket.upTo === null ? income : min(income, constant(bracket.upTo));
    const taxed = top.minus(lower);
    const tax = taxed.times(constant(bracket.rate));
    taxes.push(tax);
    brackets.push({ from: lower.toString(), upTo: bracket.upTo, rate: bracket.rate, taxed: taxed.toString(), tax: tax.toString() });
    marginalRate = bracket.rate;
    if (bracket.upTo === null) break;
    lower = constant(bracket.upTo);
  }
  // The bracket taxes themselves: the same values as their exact decimal strings.
  return { tax: sum(taxes), brackets, marginalRate };
}

const T = templates('vn.pit', {
  assessable: ['Assessable income', 'taxable income less insurance and family deductions'],
  schedule: ['Schedule', 'the progressive schedule for tax period {{year}} ({{brackets}} brackets), applied to the month'],
  bracket: ['Bracket {{rate}}', '{{rate}} × {{taxed}} ({{from}} to {{upTo}})'],
  bracket_top: ['Bracket {{rate}}', '{{rate}} × {{taxed}} (above {{from}})'],
  no_brackets: ['Brackets', 'no assessable income, so no tax'],
  non_resident_income: ['Gross employment income', 'non-resident: Vietnam-sourced employment income, no deductions'],
  flat_rate: ['Flat rate', 'non-residents (under 183 days in Vietnam and no permanent residence)'],
  pit: ['PIT', 'tax of {{tax}}'],
  pit_rounded: ['PIT', '{{tax}} rounded to the dong, half up'],
  source: ['Legal source', '{{source}}'],
});

function residentTax(trace: TraceStep[], { period, income, schedule }: { period: ParsedPeriod; income: Decimal; schedule: PitSchedule }) {
  trace.push(
    step(T.assessable, vnd(income)),
    step(T.schedule, `${schedule.brackets.length}`, { year: `${period.year}`, brackets: `${schedule.brackets.length}` }),
  );
  const { tax, brackets, marginalRate } = progressiveTax(schedule, income);
  for (const b of brackets) {
    const values = { rate: percent(b.rate), taxed: vnd(b.taxed), from: vnd(b.from), upTo: b.upTo === null ? '' : vnd(b.upTo) };
    trace.push(step(b.upTo === null ? T.bracket_top : T.bracket, vnd(b.tax), values));
  }
  if (brackets.length === 0) trace.push(step(T.no_brackets, vnd(ZERO)));
  return { tax, brackets, marginalRate };
}

/** Personal income tax withheld on one month's employment income. */
export function pit(input: PitInput): PitResult {
  const args = argsObject(input, 'vn.pit');
  const period = parsePeriod(args.period);
  const resident = optionalFlag('resident', args.resident, true);
  const version = inForce(PIT_SCHEDULE, period, 'Vietnamese PIT schedule');
  const schedule = version.value;
  const trace: TraceStep[] = [];

  let tax: Decimal;
  let taxBase: Decimal;
  let brackets: PitBracketTax[] = [];
  let marginalRate: string;
  if (resident) {
    if (args.grossIncome !== undefined && args.grossIncome !== null) wholeDong('grossIncome', args.grossIncome);
    taxBase = wholeDong('assessableIncome', args.assessableIncome);
    ({ tax, brackets, marginalRate } = residentTax(trace, { period, income: taxBase, schedule }));
  } else {
    if (args.grossIncome === undefined || args.grossIncome === null) {
      throw new PayrollInputError('grossIncome', 'is required for a non-resident (the flat rate applies to gross income)');
    }
    if (args.assessableIncome !== undefined && args.assessableIncome !== null) wholeDong('assessableIncome', args.assessableIncome);
    taxBase = wholeDong('grossIncome', args.grossIncome);
    marginalRate = taxBase.isZero() ? '0' : schedule.nonResidentRate;
    tax = taxBase.times(constant(schedule.nonResidentRate));
    trace.push(step(T.non_resident_income, vnd(taxBase)), step(T.flat_rate, percent(schedule.nonResidentRate)));
  }

  const amount = toDong(tax);
  trace.push(
    step(tax.equals(amount) ? T.pit : T.pit_rounded, vnd(amount), { tax: vnd(tax) }),
    step(T.source, version.from, { source: version.source }),
  );
  return { amount: dong(amount), resident, taxBase: dong(taxBase), marginalRate, brackets, trace };
}
