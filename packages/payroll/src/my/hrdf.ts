import { constant, roundTo, Rounding, toCount, toDecimal, ZERO, type MoneyInput } from '../core/decimal.ts';
import { inForce } from '../core/dated.ts';
import { parsePeriod } from '../core/period.ts';
import { step, type TraceStep } from '../core/trace.ts';
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
}

export interface HrdfResult {
  readonly amount: string;
  readonly rate: string;
  readonly trace: TraceStep[];
}

/** HRD Corp levy for one employee's month (paid by the employer, never deducted from wages). */
export function hrdf(input: HrdfInput): HrdfResult {
  const args = argsObject(input, 'my.hrdf');
  const period = parsePeriod(args.period);
  const wage = toDecimal('wage', args.wage);
  const headcount = toCount('malaysianEmployees', args.malaysianEmployees);
  const registered = optionalFlag('registered', args.registered, true);
  const malaysian = optionalFlag('employeeIsMalaysian', args.employeeIsMalaysian, true);
  const version = inForce(HRDF_RULES, period, 'HRD Corp levy');
  const rules = version.value;

  const trace: TraceStep[] = [step('Wages for the levy', rm(wage)), step('Malaysian employees', `${headcount}`)];
  let rate = ZERO;
  let why: string;
  if (!malaysian) {
    why = 'only Malaysian employees attract the levy';
  } else if (headcount >= rules.compulsoryFromEmployees) {
    rate = constant(rules.compulsoryRate);
    why = `${rules.compulsoryFromEmployees} or more Malaysian employees: registration is compulsory, levy ${percent(rate)}`;
  } else if (headcount >= rules.optionalFromEmployees) {
    rate = registered ? constant(rules.optionalRate) : ZERO;
    why =
      `${rules.optionalFromEmployees} to ${rules.compulsoryFromEmployees - 1} Malaysian employees: registration is optional; ` +
      (registered ? `registered, levy ${percent(rate)}` : 'not registered, no levy');
  } else {
    why = `fewer than ${rules.optionalFromEmployees} Malaysian employees: not covered by the Act`;
  }
  trace.push(step('Levy rate', percent(rate), why));

  const exact = wage.times(rate);
  const amount = roundTo(exact, '0.01', Rounding.halfUp);
  trace.push(
    step('HRD Corp levy', rm(amount), `${percent(rate)} × ${rm(wage)} = ${exact.toString()}, to the nearest sen`),
    step('Legal source', version.from, version.note ? `${version.source} ${version.note}` : version.source),
  );
  return { amount: ringgit(amount), rate: rate.toString(), trace };
}
