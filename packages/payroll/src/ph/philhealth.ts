import {
  constant,
  type Decimal,
  ZERO,
  inForce,
  max,
  min,
  parsePeriod,
  step,
  toDecimal,
  type MoneyInput,
  type TraceStep,
  templates,
} from '../core/index.ts';
import { argumentObject, percent, pesos, php, toCentavo, traceAmount } from './money.ts';
import { PHILHEALTH_SCHEDULES, type PhilHealthSchedule } from './parameters/philhealth.ts';

export interface PhilHealthInput {
  readonly period: string;
  /** The monthly basic salary only: allowances are not part of the premium base. */
  readonly basicSalary: MoneyInput;
}

export interface PhilHealthResult {
  readonly premium: string;
  readonly employee: string;
  readonly employer: string;
  /** The basic salary after the floor and ceiling, and the rate applied to it. */
  readonly base: string;
  readonly rate: string;
  readonly source: string;
  readonly trace: TraceStep[];
}

interface PhilHealthShares {
  readonly base: Decimal;
  readonly premium: Decimal;
  readonly employee: Decimal;
  readonly employer: Decimal;
  readonly trace: TraceStep[];
}

const T = templates('ph.philhealth', {
  none: ['Premium', 'No basic salary this month, so no PhilHealth premium is due'],
  base: ['Premium base', 'Between the floor {{floor}} and the ceiling {{ceiling}}'],
  base_floor: ['Premium base', 'Below the floor: the premium is charged on {{floor}}'],
  base_ceiling: ['Premium base', 'Above the ceiling: the premium is charged on {{ceiling}}'],
  premium: ['Monthly premium', '{{rate}} of {{base}} = {{exact}}, to the centavo'],
  employer: ['Employer share', 'Half of the premium, an odd centavo rounded up'],
  employee: ['Employee share', 'The premium less the employer share'],
  basic_salary: ['Monthly basic salary', 'PhilHealth schedule in force from {{from}}; allowances are not included'],
});

/**
 * The premium is the rate on the basic salary kept between the floor and the ceiling, to the
 * centavo. It is shared equally; when it has an odd centavo the employer's half is rounded half up
 * and the employee pays the rest, so the two shares always add up to the premium (digest §6 #27).
 */
export function philHealthPremium(schedule: PhilHealthSchedule, basicSalary: Decimal): PhilHealthShares {
  if (basicSalary.isZero()) {
    // The premium is a share of salary paid; a month without basic pay has nothing to remit.
    return {
      base: ZERO,
      premium: ZERO,
      employee: ZERO,
      employer: ZERO,
      trace: [step(T.none, '0.00')],
    };
  }
  const floor = constant(schedule.salaryFloor);
  const ceiling = constant(schedule.salaryCeiling);
  const base = min(max(basicSalary, floor), ceiling);
  const exact = base.times(constant(schedule.rate));
  const premium = toCentavo(exact);
  const employer = toCentavo(premium.dividedBy(2));
  const employee = premium.minus(employer);
  const baseTemplate = basicSalary.lessThan(floor) ? T.base_floor : basicSalary.greaterThan(ceiling) ? T.base_ceiling : T.base;
  const trace = [
    step(baseTemplate, traceAmount(base), { floor: pesos(floor), ceiling: pesos(ceiling) }),
    step(T.premium, traceAmount(premium, 2), { rate: percent(schedule.rate), base: pesos(base), exact: exact.toString() }),
    step(T.employer, traceAmount(employer, 2)),
    step(T.employee, traceAmount(employee, 2)),
  ];
  return { base, premium, employee, employer, trace };
}

/** PhilHealth premium of an employed member for the pay month (UHC Act, 5% from 2024). */
export function philhealth(args: PhilHealthInput): PhilHealthResult {
  const input = argumentObject(args);
  const period = parsePeriod(input.period);
  const basicSalary = toDecimal('basicSalary', input.basicSalary);
  const version = inForce(PHILHEALTH_SCHEDULES, period, 'PhilHealth premium schedule');
  const shares = philHealthPremium(version.value, basicSalary);
  return {
    premium: php(shares.premium),
    employee: php(shares.employee),
    employer: php(shares.employer),
    base: shares.base.toFixed(),
    rate: version.value.rate,
    source: version.source,
    trace: [step(T.basic_salary, traceAmount(basicSalary), { from: version.from }), ...shares.trace],
  };
}
