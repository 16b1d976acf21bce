import { constant, toDecimal, ZERO, type MoneyInput } from '../core/decimal.ts';
import { inForce } from '../core/dated.ts';
import { parsePeriod } from '../core/period.ts';
import { step, templates, type TraceStep, type TraceTemplate } from '../core/trace.ts';
import { ageForMonth, ageStep, ageTemplates, argsObject, oneOf, optionalFlag, ringgit, rm } from './common.ts';
import { CITIZENSHIPS, type Citizenship } from './epf.ts';
import { EIS_AGES, PERKESO_TABLE } from './parameters/perkeso.ts';
import { rowStep, wageRow } from './socso.ts';

export interface EisInput {
  readonly period: string;
  readonly birthDate: string;
  /** The month's wages, as for SOCSO. */
  readonly wage: MoneyInput;
  /** Defaults to 'citizen'. Foreign workers are outside the EIS Act (First Schedule). */
  readonly citizenship?: Citizenship;
  /**
   * The employee has never contributed to EIS before (default false). Someone who reaches 57 without
   * a contribution is not required to start (Act 800 First Schedule).
   */
  readonly firstTimeContributor?: boolean;
}

export interface EisResult {
  readonly employee: string;
  readonly employer: string;
  readonly total: string;
  /** Whether the employee is within EIS this month. */
  readonly covered: boolean;
  /** PERKESO's row number (1-64), or null when nothing is payable. */
  readonly row: number | null;
  readonly trace: TraceStep[];
}

const T = templates('my.eis', {
  wages: ['Wages for EIS'],
  foreign: ['EIS', 'foreign workers are outside the Employment Insurance System Act (First Schedule)'],
  age_outside: ['EIS', 'EIS covers employees aged {{from}} to below {{until}} ({{note}})'],
  first_time_senior: ['EIS', 'aged {{age}} or above with no earlier contribution: not required to start ({{source}})'],
  none: ['EIS', 'no wages this month, so no contribution'],
  employer: ['Employer share', 'the table cell for the row (0.2% of the row)'],
  employee: ['Employee share', 'the same cell: employer and employee pay equal shares'],
  total: ['Total EIS', 'employer + employee'],
  source: ['Legal source', '{{source}}'],
});
const AGE = ageTemplates('my.eis', 'Age for EIS');

/** No contribution this month, for `reason`; `covered` says whether the employee is in the scheme at all. */
function nothing(
  trace: TraceStep[],
  { covered, reason, values }: { covered: boolean; reason: TraceTemplate; values?: Readonly<Record<string, string>> },
): EisResult {
  trace.push(step(reason, ringgit(ZERO), values));
  return { employee: ringgit(ZERO), employer: ringgit(ZERO), total: ringgit(ZERO), covered, row: null, trace };
}

/** EIS (SIP) contribution under Act 800: 0.2% each side by the Second Schedule wage rows. */
export function eis(input: EisInput): EisResult {
  const args = argsObject(input, 'my.eis');
  const period = parsePeriod(args.period);
  const wage = toDecimal('wage', args.wage);
  const age = ageForMonth(args.birthDate, period);
  const citizenship = args.citizenship === undefined ? 'citizen' : oneOf('citizenship', args.citizenship, CITIZENSHIPS);
  const firstTime = optionalFlag('firstTimeContributor', args.firstTimeContributor, false);
  const ages = inForce(EIS_AGES, period, 'EIS age rule');
  const table = inForce(PERKESO_TABLE, period, 'EIS contribution table');

  const trace: TraceStep[] = [step(T.wages, rm(wage)), ageStep(AGE, { age, period })];
  if (citizenship === 'noncitizen') return nothing(trace, { covered: false, reason: T.foreign });
  const { fromAge, untilAge } = ages.value;
  if (age.completedYears < fromAge || age.completedYears >= untilAge) {
    return nothing(trace, {
      covered: false,
      reason: T.age_outside,
      values: { from: `${fromAge}`, until: `${untilAge}`, note: ages.note ?? ages.source },
    });
  }
  if (firstTime && age.completedYears >= ages.value.firstContributionExemptFromAge) {
    return nothing(trace, {
      covered: false,
      reason: T.first_time_senior,
      values: { age: `${ages.value.firstContributionExemptFromAge}`, source: ages.source },
    });
  }
  if (wage.isZero()) return nothing(trace, { covered: true, reason: T.none });

  const found = wageRow(table.value, wage);
  const each = constant(found.row.eisEach);
  trace.push(rowStep(found, table.from), step(T.employer, rm(each)), step(T.employee, rm(each)));
  const total = each.plus(each);
  trace.push(step(T.total, rm(total)));
  trace.push(step(T.source, table.from, { source: table.source }));
  return { employee: ringgit(each), employer: ringgit(each), total: ringgit(total), covered: true, row: found.index, trace };
}
