import { constant, roundTo, Rounding, toCount, toDecimal, ZERO, type MoneyInput } from '../core/decimal.ts';
import { inForce } from '../core/dated.ts';
import { parsePeriod } from '../core/period.ts';
import { step, templates, type TraceStep, type TraceTemplate } from '../core/trace.ts';
import { argsObject, optionalFlag, percent, ringgit, rm } from './common.ts';
import { HRDF_RULES } from './parameters/hrdf.ts';

export interface HrdfInput {
  readonly period: string;
  /** The employee's monthly wages for the levy: basic salary plus fixed allowances, no overtime. */
  readonly wage: MoneyInput;
  /** The employer's number of Malaysian employees (foreign workers do not count). */
  readonly malaysianEmployees: number;
  /** Only matters with 5 to 9 Malaysian employees, where registration is optional. Defaults to true. */
  readonly registered?: boolean;
  /** Only Malaysian employees attract the levy. Defaults to true. */
  readonly employeeIsMalaysian?: boolean;
  /**
   * The employer's industry is listed in the Act's First Schedule (defaults to true: since 1 March 2021
   * it lists 63 sub-sectors, nearly all private industry; federal and state government, statutory
   * bodies and non-profit bodies doing charitable work are outside it).
   */
  readonly sectorCovered?: boolean;
}

export interface HrdfResult {
  readonly amount: string;
  readonly rate: string;
  readonly trace: TraceStep[];
}

const T = templates('my.hrdf', {
  wages: ['Wages for the levy'],
  headcount: ['Malaysian employees'],
  not_malaysian: ['Levy rate', 'only Malaysian employees attract the levy'],
  sector_not_covered: ['Levy rate', 'the employer’s industry is not in the First Schedule of the Act: no levy'],
  compulsory: ['Levy rate', '{{compulsory}} or more Malaysian employees: registration is compulsory, levy {{rate}}'],
  optional_registered: ['Levy rate', '{{from}} to {{to}} Malaysian employees: registration is optional; registered, levy {{rate}}'],
  optional_unregistered: ['Levy rate', '{{from}} to {{to}} Malaysian employees: registration is optional; not registered, no levy'],
  not_covered: ['Levy rate', 'fewer than {{from}} Malaysian employees: not covered by the Act'],
  levy: ['HRD Corp levy', '{{rate}} × {{wage}} = {{exact}}, to the nearest sen'],
  source: ['Legal source', '{{source}}'],
});

/** HRD Corp levy for one employee's month (paid by the employer, never deducted from wages). */
export function hrdf(input: HrdfInput): HrdfResult {
  const args = argsObject(input, 'my.hrdf');
  const period = parsePeriod(args.period);
  const wage = toDecimal('wage', args.wage);
  const headcount = toCount('malaysianEmployees', args.malaysianEmployees);
  const registered = optionalFlag('registered', args.registered, true);
  const malaysian = optionalFlag('employeeIsMalaysian', args.employeeIsMalaysian, true);
  const sectorCovered = optionalFlag('sectorCovered', args.sectorCovered, true);
  const version = inForce(HRDF_RULES, period, 'HRD Corp levy');
  const rules = version.value;

  const trace: TraceStep[] = [step(T.wages, rm(wage)), step(T.headcount, `${headcount}`)];
  let rate = ZERO;
  let why: TraceTemplate;
  if (!sectorCovered) {
    why = T.sector_not_covered;
  } else if (!malaysian) {
    why = T.not_malaysian;
  } else if (headcount >= rules.compulsoryFromEmployees) {
    rate = constant(rules.compulsoryRate);
    why = T.compulsory;
  } else if (headcount >= rules.optionalFromEmployees) {
    rate = registered ? constant(rules.optionalRate) : ZERO;
    why = registered ? T.optional_registered : T.optional_unregistered;
  } else {
    why = T.not_covered;
  }
  trace.push(
    step(why, percent(rate), {
      from: `${rules.optionalFromEmployees}`,
      compulsory: `${rules.compulsoryFromEmployees}`,
      to: `${rules.compulsoryFromEmployees - 1}`,
      rate: percent(rate),
    }),
  );

  const exact = wage.times(rate);
  const amount = roundTo(exact, '0.01', Rounding.halfUp);
  trace.push(
    step(T.levy, rm(amount), { rate: percent(rate), wage: rm(wage), exact: exact.toString() }),
    step(T.source, version.from, { source: version.note ? `${version.source} ${version.note}` : version.source }),
  );
  return { amount: ringgit(amount), rate: rate.toString(), trace };
}
