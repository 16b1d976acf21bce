import { constant, type Decimal, optionalDecimal, roundTo, Rounding, toDecimal, ZERO, type MoneyInput } from '../core/decimal.ts';
import { PayrollInputError } from '../core/errors.ts';
import { inForce } from '../core/dated.ts';
import { parsePeriod } from '../core/period.ts';
import { isTracing, step, type TraceStep } from '../core/trace.ts';
import { ageForMonth, argsObject, oneOf, percent, ringgit, rm } from './common.ts';
import { EPF_ABOVE_ROWS_NOTE, EPF_BONUS_RULE, EPF_RULES, type EpfPart, type EpfRules } from './parameters/epf.ts';

export const CITIZENSHIPS = ['citizen', 'pr', 'noncitizen'] as const;
export type Citizenship = (typeof CITIZENSHIPS)[number];

export interface EpfInput {
  readonly period: string;
  readonly birthDate: string;
  readonly citizenship: Citizenship;
  /** The month's wages for EPF (salary, bonus, commission, allowances; not overtime or travelling allowance). */
  readonly wage: MoneyInput;
  /**
   * The part of `wage` that is a bonus (default 0). When the wages without it are at most the
   * employer-rate threshold (RM5,000) but the bonus takes the month above it, the employer still
   * pays the lower-wage rate (13%, or 6.5% in Part C), as a percentage of the month's wages.
   */
  readonly bonus?: MoneyInput;
}

export interface EpfResult {
  readonly employee: string;
  readonly employer: string;
  readonly total: string;
  /** The Third Schedule Part applied, or null when no contribution is compulsory. */
  readonly part: EpfPart['part'] | null;
  /** The amount the rates were applied to: the Schedule row's upper limit, or the actual wage. */
  readonly contributionBase: string;
  readonly employerRate: string;
  readonly employeeRate: string;
  readonly trace: TraceStep[];
}

/** The Part of the Third Schedule that covers this employee this month, or why none does. */
function partFor(rules: EpfRules, citizenship: Citizenship, age: number): EpfPart | string {
  if (age >= rules.contributionEndAge) {
    return `no compulsory contribution from the month after the ${rules.contributionEndAge}th birthday month`;
  }
  const senior = age >= rules.seniorAge;
  if (citizenship === 'citizen') return senior ? rules.citizenSenior : rules.citizenBelowSenior;
  if (citizenship === 'pr') return senior ? rules.prSenior : rules.prBelowSenior;
  return rules.nonCitizen ?? 'non-citizens are not compulsorily covered before Part F (October 2025 wages)';
}

/**
 * The Schedule row's upper limit for a wage, or null above the last row (exact percentage there).
 * Rows are RM20 wide up to RM5,000 and RM100 wide up to RM20,000, so the upper limit is the wage
 * rounded up to the row width.
 */
function rowUpperLimit(rules: EpfRules, wage: Decimal): Decimal | null {
  for (const run of rules.rows) {
    if (wage.lessThanOrEqualTo(constant(run.upTo))) return roundTo(wage, run.width, Rounding.up);
  }
  return null;
}

function zeroResult(trace: TraceStep[], part: EpfPart | null, reason: string): EpfResult {
  trace.push(step('EPF', ringgit(ZERO), reason));
  return {
    employee: ringgit(ZERO),
    employer: ringgit(ZERO),
    total: ringgit(ZERO),
    part: part?.part ?? null,
    contributionBase: ringgit(ZERO),
    employerRate: part?.employerRate ?? '0',
    employeeRate: part?.employeeRate ?? '0',
    trace,
  };
}

/** EPF (KWSP) monthly contributions under the Third Schedule of the EPF Act 1991. */
export function epf(input: EpfInput): EpfResult {
  const args = argsObject(input, 'my.epf');
  const period = parsePeriod(args.period);
  const citizenship = oneOf('citizenship', args.citizenship, CITIZENSHIPS);
  const wage = toDecimal('wage', args.wage);
  const bonus = optionalDecimal('bonus', args.bonus);
  if (bonus.greaterThan(wage)) throw new PayrollInputError('bonus', 'is part of the wage, so it cannot be more than the wage');
  const age = ageForMonth(args.birthDate, period);
  const version = inForce(EPF_RULES, period, 'EPF Third Schedule');
  const rules = version.value;

  const trace: TraceStep[] = [
    step('Wages for EPF', rm(wage)),
    step('Age for the Schedule', `${age.completedYears}`, age.detail),
  ];
  const part = partFor(rules, citizenship, age.completedYears);
  if (typeof part === 'string') return zeroResult(trace, null, part);
  trace.push(step('Third Schedule Part', part.part, `${part.who}: ${part.source}`));

  if (wage.isZero()) return zeroResult(trace, part, 'no wages this month, so no contribution');
  if (part.banded && wage.lessThanOrEqualTo(constant(rules.nilUpTo))) {
    return zeroResult(trace, part, `wages up to ${rm(constant(rules.nilUpTo))}: nil under the Schedule`);
  }

  const rowLimit = part.banded ? rowUpperLimit(rules, wage) : null;
  const base = rowLimit ?? wage;
  if (rowLimit) {
    trace.push(step('Schedule row', rm(rowLimit), `the wage falls in the row ending at ${rm(rowLimit)}; rates apply to that limit`));
  } else {
    trace.push(
      step('Contribution base', rm(wage), part.banded ? EPF_ABOVE_ROWS_NOTE : 'Part F: rates apply to the actual wage, no rows and no ceiling'),
    );
  }

  const threshold = constant(rules.employerRateThreshold);
  const aboveThreshold = wage.greaterThan(threshold);
  // Third Schedule note: a bonus that takes wages of RM5,000 and below above RM5,000 leaves the
  // employer at the lower-wage rate, by percentage of the month's wages, rounded up to the ringgit.
  const bonusRule = aboveThreshold && !bonus.isZero() && wage.minus(bonus).lessThanOrEqualTo(threshold) && part.employerRate !== part.employerRateAbove;
  const employerRate = constant(aboveThreshold && !bonusRule ? part.employerRateAbove : part.employerRate);
  const employerBase = bonusRule ? wage : base;
  const employeeRate = constant(part.employeeRate);
  const employer = roundTo(employerBase.times(employerRate), 1, Rounding.up);
  const employee = roundTo(base.times(employeeRate), 1, Rounding.up);
  const thresholdText = bonusRule
    ? ` (wages without the bonus ${rm(wage.minus(bonus))} are not above ${rm(threshold)}: ${EPF_BONUS_RULE})`
    : part.employerRate === part.employerRateAbove
      ? ''
      : ` (wages ${aboveThreshold ? 'above' : 'up to'} ${rm(threshold)})`;
  trace.push(
    step('Employer share', rm(employer), isTracing() ? `${percent(employerRate)} × ${rm(employerBase)} = ${employerBase.times(employerRate).toString()}, rounded up to the next ringgit${thresholdText}` : ''),
    step('Employee share', rm(employee), isTracing() ? `${percent(employeeRate)} × ${rm(base)} = ${base.times(employeeRate).toString()}, rounded up to the next ringgit` : ''),
  );
  if (part.part === 'F' && version.note) trace.push(step('Provisional rounding', version.from, version.note));
  const total = employer.plus(employee);
  trace.push(step('Total EPF', rm(total), 'employer + employee'));

  return {
    employee: ringgit(employee),
    employer: ringgit(employer),
    total: ringgit(total),
    part: part.part,
    contributionBase: ringgit(base),
    employerRate: employerRate.toString(),
    employeeRate: employeeRate.toString(),
    trace,
  };
}
