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
function mscRange(schedule: SssSchedule, msc: Decimal): string {
  if (!isTracing()) return '';
  const half = constant(schedule.mscStep).dividedBy(2);
  const lower = msc.minus(half);
  const upper = msc.plus(half).minus(constant('0.01'));
  if (msc.equals(constant(schedule.minimumMsc))) return `compensation below ${pesos(msc.plus(half))}`;
  if (msc.equals(constant(schedule.maximumMsc))) return `compensation of ${pesos(lower)} and above`;
  return `compensation from ${pesos(lower)} to ${pesos(upper)}`;
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
      msc: ZERO, regularMsc: ZERO, mpfMsc: ZERO, employee: ZERO, employer: ZERO, ec: ZERO, mpfEmployee: ZERO, mpfEmployer: ZERO,
      trace: [step('Monthly Salary Credit', '0.00', 'No compensation this month, so no SSS contribution is due')],
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
    step('Monthly Salary Credit (MSC)', traceAmount(msc, 2), `${mscRange(schedule, msc)} is credited at ${pesos(msc)}`),
    step('MSC for regular Social Security', traceAmount(regularMsc, 2), `The MSC up to ${pesos(schedule.regularMscCeiling)}`),
    step('Regular SS, employee share', traceAmount(employee, 2), `${percent(schedule.regularEmployeeRate)} of ${pesos(regularMsc)}`),
    step('Regular SS, employer share', traceAmount(employer, 2), `${percent(schedule.regularEmployerRate)} of ${pesos(regularMsc)}`),
    step(
      'MSC for the Mandatory Provident Fund (MPF)',
      traceAmount(mpfMsc, 2),
      mpfMsc.isZero()
        ? `The MSC is not above ${pesos(schedule.regularMscCeiling)}, so nothing goes to the MPF`
        : `The MSC above ${pesos(schedule.regularMscCeiling)}`,
    ),
    step('MPF, employee share', traceAmount(mpfEmployee, 2), `${percent(schedule.mpfEmployeeRate)} of ${pesos(mpfMsc)}`),
    step('MPF, employer share', traceAmount(mpfEmployer, 2), `${percent(schedule.mpfEmployerRate)} of ${pesos(mpfMsc)}`),
    step(
      "Employees' Compensation (EC), employer only",
      traceAmount(ec, 2),
      ecHigh ? `MSC of ${pesos(schedule.ecHighFromMsc)} or more` : `MSC below ${pesos(schedule.ecHighFromMsc)}`,
    ),
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
    step('Compensation for the month', traceAmount(compensation), `SSS schedule in force from ${version.from}`),
    ...shares.trace,
    step('Employee deduction', traceAmount(employeeTotal, 2), 'Regular SS employee share + MPF employee share'),
    step('Employer contribution', traceAmount(employerTotal, 2), 'Regular SS employer share + MPF employer share + EC'),
    step('Total remitted to SSS', traceAmount(total, 2), 'Employee deduction + employer contribution'),
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
