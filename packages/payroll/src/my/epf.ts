import { constant, type Decimal, optionalDecimal, roundTo, Rounding, toDecimal, ZERO, type MoneyInput } from '../core/decimal.ts';
import { PayrollInputError } from '../core/errors.ts';
import { inForce } from '../core/dated.ts';
import { parsePeriod } from '../core/period.ts';
import { isTracing, step, templates, type TraceStep, type TraceTemplate } from '../core/trace.ts';
import { ageForMonth, ageStep, ageTemplates, argsObject, oneOf, percent, ringgit, rm } from './common.ts';
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

const T = templates('my.epf', {
  wages: ['Wages for EPF'],
  past_end_age: ['EPF', 'no compulsory contribution from the month after the {{age}}th birthday month'],
  noncitizen_before_part_f: ['EPF', 'non-citizens are not compulsorily covered before Part F (October 2025 wages)'],
  part: ['Third Schedule Part', '{{who}}: {{source}}'],
  none: ['EPF', 'no wages this month, so no contribution'],
  nil: ['EPF', 'wages up to {{nil}}: nil under the Schedule'],
  row: ['Schedule row', 'the wage falls in the row ending at {{limit}}; rates apply to that limit'],
  above_rows: ['Contribution base', '{{note}}'],
  part_f_base: ['Contribution base', 'Part F: rates apply to the actual wage, no rows and no ceiling'],
  employer: ['Employer share', '{{rate}} × {{base}} = {{exact}}, rounded up to the next ringgit'],
  employer_above: ['Employer share', '{{rate}} × {{base}} = {{exact}}, rounded up to the next ringgit (wages above {{threshold}})'],
  employer_up_to: ['Employer share', '{{rate}} × {{base}} = {{exact}}, rounded up to the next ringgit (wages up to {{threshold}})'],
  employer_bonus: [
    'Employer share',
    '{{rate}} × {{base}} = {{exact}}, rounded up to the next ringgit (wages without the bonus {{withoutBonus}} are not above {{threshold}}: {{rule}})',
  ],
  employee: ['Employee share', '{{rate}} × {{base}} = {{exact}}, rounded up to the next ringgit'],
  provisional_rounding: ['Provisional rounding', '{{note}}'],
  total: ['Total EPF', 'employer + employee'],
});
const AGE = ageTemplates('my.epf', 'Age for the Schedule');

/** The Part of the Third Schedule that covers this employee this month, or why none does. */
function partFor(rules: EpfRules, citizenship: Citizenship, age: number): EpfPart | TraceTemplate {
  if (age >= rules.contributionEndAge) return T.past_end_age;
  const senior = age >= rules.seniorAge;
  if (citizenship === 'citizen') return senior ? rules.citizenSenior : rules.citizenBelowSenior;
  if (citizenship === 'pr') return senior ? rules.prSenior : rules.prBelowSenior;
  return rules.nonCitizen ?? T.noncitizen_before_part_f;
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

/** Nothing to contribute, for `reason`; the part's rates still show when the employee has one. */
function zeroResult(
  trace: TraceStep[],
  { part, reason, values }: { part: EpfPart | null; reason: TraceTemplate; values?: Readonly<Record<string, string>> },
): EpfResult {
  trace.push(step(reason, ringgit(ZERO), values));
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

  const trace: TraceStep[] = [step(T.wages, rm(wage)), ageStep(AGE, { age, period })];
  const part = partFor(rules, citizenship, age.completedYears);
  if ('code' in part) return zeroResult(trace, { part: null, reason: part, values: { age: `${rules.contributionEndAge}` } });
  trace.push(step(T.part, part.part, { who: part.who, source: part.source }));

  if (wage.isZero()) return zeroResult(trace, { part, reason: T.none });
  if (wage.lessThanOrEqualTo(constant(rules.nilUpTo))) {
    return zeroResult(trace, { part, reason: T.nil, values: { nil: rm(constant(rules.nilUpTo)) } });
  }

  const rowLimit = part.banded ? rowUpperLimit(rules, wage) : null;
  const base = rowLimit ?? wage;
  if (rowLimit) {
    trace.push(step(T.row, rm(rowLimit), { limit: rm(rowLimit) }));
  } else {
    trace.push(part.banded ? step(T.above_rows, rm(wage), { note: EPF_ABOVE_ROWS_NOTE }) : step(T.part_f_base, rm(wage)));
  }

  const threshold = constant(rules.employerRateThreshold);
  const aboveThreshold = wage.greaterThan(threshold);
  // Third Schedule note: a bonus that takes wages of RM5,000 and below above RM5,000 leaves the
  // employer at the lower-wage rate, by percentage of the month's wages, rounded up to the ringgit.
  const bonusRule =
    aboveThreshold && !bonus.isZero() && wage.minus(bonus).lessThanOrEqualTo(threshold) && part.employerRate !== part.employerRateAbove;
  const employerRate = constant(aboveThreshold && !bonusRule ? part.employerRateAbove : part.employerRate);
  const employerBase = bonusRule ? wage : base;
  const employeeRate = constant(part.employeeRate);
  const employer = roundTo(employerBase.times(employerRate), 1, Rounding.up);
  const employee = roundTo(base.times(employeeRate), 1, Rounding.up);
  const employerTemplate = bonusRule
    ? T.employer_bonus
    : part.employerRate === part.employerRateAbove
      ? T.employer
      : aboveThreshold
        ? T.employer_above
        : T.employer_up_to;
  // The exact products are trace text only: not computed while the trace is off.
  const tracing = isTracing();
  trace.push(
    step(
      employerTemplate,
      rm(employer),
      tracing
        ? {
            rate: percent(employerRate),
            base: rm(employerBase),
            exact: employerBase.times(employerRate).toString(),
            threshold: rm(threshold),
            withoutBonus: rm(wage.minus(bonus)),
            rule: EPF_BONUS_RULE,
          }
        : undefined,
    ),
    step(
      T.employee,
      rm(employee),
      tracing ? { rate: percent(employeeRate), base: rm(base), exact: base.times(employeeRate).toString() } : undefined,
    ),
  );
  if (part.part === 'F' && version.note) trace.push(step(T.provisional_rounding, version.from, { note: version.note }));
  const total = employer.plus(employee);
  trace.push(step(T.total, rm(total)));

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
