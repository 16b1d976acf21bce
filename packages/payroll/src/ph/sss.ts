import {
  constant,
  type Decimal,
  Rounding,
  ZERO,
  inForce,
  isTracing,
  max,
  min,
  parsePeriod,
  roundTo,
  step,
  templates,
  toDecimal,
  type MoneyInput,
  type TraceStep,
} from '../core/index.ts';
import { argumentObject, percent, pesos, php, toCentavo, traceAmount } from './money.ts';
import { SSS_SCHEDULES, type SssSchedule } from './parameters/sss.ts';

export interface SssInput {
  readonly period: string;
  /** The month's total compensation (basic pay plus other remuneration), in pesos. */
  readonly compensation: MoneyInput;
}

export interface SssResult {
  /** Monthly Salary Credit. */
  readonly msc: string;
  /** The part of the MSC for regular Social Security, and the part for the MPF. */
  readonly regularMsc: string;
  readonly mpfMsc: string;
  /** Regular Social Security shares. */
  readonly employee: string;
  readonly employer: string;
  /** Employees' Compensation, paid by the employer alone. */
  readonly ec: string;
  /** Mandatory Provident Fund (MySSS Pension Booster) shares. */
  readonly mpfEmployee: string;
  readonly mpfEmployer: string;
  /** Employee deduction = regular + MPF; employer cost = regular + MPF + EC. */
  readonly employeeTotal: string;
  readonly employerTotal: string;
  /** Everything remitted to SSS for the month. */
  readonly total: string;
  readonly source: string;
  readonly trace: TraceStep[];
}

/**
 * The Monthly Salary Credit: compensation is credited at the nearest MSC step, an exact half
 * (e.g. 5,250) going up, and never below the minimum or above the maximum MSC.
 */
export function monthlySalaryCredit(schedule: SssSchedule, compensation: Decimal): Decimal {
  const nearest = roundTo(compensation, schedule.mscStep, Rounding.halfUp);
  return min(max(nearest, constant(schedule.minimumMsc)), constant(schedule.maximumMsc));
}

/** The printed compensation range of an MSC, for the trace. */
const T = templates('ph.sss', {
  none: ['Monthly Salary Credit', 'No compensation this month, so no SSS contribution is due'],
  msc: ['Monthly Salary Credit (MSC)', 'compensation from {{lower}} to {{upper}} is credited at {{msc}}'],
  msc_minimum: ['Monthly Salary Credit (MSC)', 'compensation below {{below}} is credited at {{msc}}'],
  msc_maximum: ['Monthly Salary Credit (MSC)', 'compensation of {{lower}} and above is credited at {{msc}}'],
  regular_msc: ['MSC for regular Social Security', 'The MSC up to {{ceiling}}'],
  regular_employee: ['Regular SS, employee share', '{{rate}} of {{base}}'],
  regular_employer: ['Regular SS, employer share', '{{rate}} of {{base}}'],
  mpf_msc: ['MSC for the Mandatory Provident Fund (MPF)', 'The MSC above {{ceiling}}'],
  mpf_msc_none: ['MSC for the Mandatory Provident Fund (MPF)', 'The MSC is not above {{ceiling}}, so nothing goes to the MPF'],
  mpf_employee: ['MPF, employee share', '{{rate}} of {{base}}'],
  mpf_employer: ['MPF, employer share', '{{rate}} of {{base}}'],
  ec_high: ["Employees' Compensation (EC), employer only", 'MSC of {{from}} or more'],
  ec_low: ["Employees' Compensation (EC), employer only", 'MSC below {{from}}'],
  compensation: ['Compensation for the month', 'SSS schedule in force from {{from}}'],
  employee_total: ['Employee deduction', 'Regular SS employee share + MPF employee share'],
  employer_total: ['Employer contribution', 'Regular SS employer share + MPF employer share + EC'],
  total: ['Total remitted to SSS', 'Employee deduction + employer contribution'],
});

function mscStep(schedule: SssSchedule, msc: Decimal): TraceStep {
  if (!isTracing()) return step(T.msc, '');
  const half = constant(schedule.mscStep).dividedBy(2);
  const lower = msc.minus(half);
  const upper = msc.plus(half).minus(constant('0.01'));
  const values = { msc: pesos(msc), lower: pesos(lower), upper: pesos(upper), below: pesos(msc.plus(half)) };
  const template = msc.equals(constant(schedule.minimumMsc))
    ? T.msc_minimum
    : msc.equals(constant(schedule.maximumMsc))
      ? T.msc_maximum
      : T.msc;
  return step(template, traceAmount(msc, 2), values);
}

interface SssShares {
  readonly msc: Decimal;
  readonly regularMsc: Decimal;
  readonly mpfMsc: Decimal;
  readonly employee: Decimal;
  readonly employer: Decimal;
  readonly ec: Decimal;
  readonly mpfEmployee: Decimal;
  readonly mpfEmployer: Decimal;
  readonly trace: TraceStep[];
}

/** One share: the rate on its part of the MSC, to the centavo. */
function share(base: Decimal, rate: string): Decimal {
  return toCentavo(base.times(constant(rate)));
}

/** The contribution for one month's compensation under one schedule (pure rule, no dates). */
export function sssContribution(schedule: SssSchedule, compensation: Decimal): SssShares {
  if (compensation.isZero()) {
    // Contributions are a share of compensation paid; a month without pay has nothing to remit.
    return {
      msc: ZERO,
      regularMsc: ZERO,
      mpfMsc: ZERO,
      employee: ZERO,
      employer: ZERO,
      ec: ZERO,
      mpfEmployee: ZERO,
      mpfEmployer: ZERO,
      trace: [step(T.none, '0.00')],
    };
  }
  const msc = monthlySalaryCredit(schedule, compensation);
  const regularMsc = min(msc, constant(schedule.regularMscCeiling));
  const mpfMsc = msc.minus(regularMsc);
  const employee = share(regularMsc, schedule.regularEmployeeRate);
  const employer = share(regularMsc, schedule.regularEmployerRate);
  const mpfEmployee = share(mpfMsc, schedule.mpfEmployeeRate);
  const mpfEmployer = share(mpfMsc, schedule.mpfEmployerRate);
  const ecHigh = msc.greaterThanOrEqualTo(constant(schedule.ecHighFromMsc));
  const ec = constant(ecHigh ? schedule.ecHigh : schedule.ecLow);
  const trace = [
    mscStep(schedule, msc),
    step(T.regular_msc, traceAmount(regularMsc, 2), { ceiling: pesos(schedule.regularMscCeiling) }),
    step(T.regular_employee, traceAmount(employee, 2), { rate: percent(schedule.regularEmployeeRate), base: pesos(regularMsc) }),
    step(T.regular_employer, traceAmount(employer, 2), { rate: percent(schedule.regularEmployerRate), base: pesos(regularMsc) }),
    step(mpfMsc.isZero() ? T.mpf_msc_none : T.mpf_msc, traceAmount(mpfMsc, 2), { ceiling: pesos(schedule.regularMscCeiling) }),
    step(T.mpf_employee, traceAmount(mpfEmployee, 2), { rate: percent(schedule.mpfEmployeeRate), base: pesos(mpfMsc) }),
    step(T.mpf_employer, traceAmount(mpfEmployer, 2), { rate: percent(schedule.mpfEmployerRate), base: pesos(mpfMsc) }),
    step(ecHigh ? T.ec_high : T.ec_low, traceAmount(ec, 2), { from: pesos(schedule.ecHighFromMsc) }),
  ];
  return { msc, regularMsc, mpfMsc, employee, employer, ec, mpfEmployee, mpfEmployer, trace };
}

/** SSS contributions of an employed member for the pay month (SSS Circular 2024-006 from 2025). */
export function sss(args: SssInput): SssResult {
  const input = argumentObject(args);
  const period = parsePeriod(input.period);
  const compensation = toDecimal('compensation', input.compensation);
  const version = inForce(SSS_SCHEDULES, period, 'SSS contribution schedule');
  const shares = sssContribution(version.value, compensation);
  const employeeTotal = shares.employee.plus(shares.mpfEmployee);
  const employerTotal = shares.employer.plus(shares.mpfEmployer).plus(shares.ec);
  const total = employeeTotal.plus(employerTotal);
  const trace: TraceStep[] = [
    step(T.compensation, traceAmount(compensation), { from: version.from }),
    ...shares.trace,
    step(T.employee_total, traceAmount(employeeTotal, 2)),
    step(T.employer_total, traceAmount(employerTotal, 2)),
    step(T.total, traceAmount(total, 2)),
  ];
  return {
    msc: php(shares.msc),
    regularMsc: php(shares.regularMsc),
    mpfMsc: php(shares.mpfMsc),
    employee: php(shares.employee),
    employer: php(shares.employer),
    ec: php(shares.ec),
    mpfEmployee: php(shares.mpfEmployee),
    mpfEmployer: php(shares.mpfEmployer),
    employeeTotal: php(employeeTotal),
    employerTotal: php(employerTotal),
    total: php(total),
    source: version.source,
    trace,
  };
}
