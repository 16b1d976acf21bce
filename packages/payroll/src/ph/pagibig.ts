import {
  constant,
  type Decimal,
  inForce,
  min,
  parsePeriod,
  step,
  toDecimal,
  type MoneyInput,
  type TraceStep,
  templates,
} from '../core/index.ts';
import { argumentObject, percent, pesos, php, toCentavo, traceAmount } from './money.ts';
import { PAGIBIG_SCHEDULES, type PagIbigSchedule } from './parameters/pagibig.ts';

export interface PagIbigInput {
  readonly period: string;
  /** The month's fund salary: basic pay plus allowances. */
  readonly compensation: MoneyInput;
}

export interface PagIbigResult {
  readonly employee: string;
  readonly employer: string;
  readonly total: string;
  /** The fund salary after the ceiling, and the rates applied to it. */
  readonly base: string;
  readonly employeeRate: string;
  readonly employerRate: string;
  readonly source: string;
  readonly trace: TraceStep[];
}

interface PagIbigShares {
  readonly base: Decimal;
  readonly employeeRate: string;
  readonly employee: Decimal;
  readonly employer: Decimal;
  readonly trace: TraceStep[];
}

const T = templates('ph.pagibig', {
  base: ['Fund salary subject to contributions', 'The whole compensation (below the cap)'],
  base_capped: ['Fund salary subject to contributions', 'Capped at the maximum fund salary of {{ceiling}}'],
  employee: ['Employee share', '{{rate}} of {{base}}: compensation above {{limit}}'],
  employee_low: ['Employee share', '{{rate}} of {{base}}: compensation of {{limit}} or less'],
  employer: ['Employer share', '{{rate}} of {{base}}'],
  compensation: ['Monthly compensation', 'Pag-IBIG schedule in force from {{from}}'],
  total: ['Total remitted to Pag-IBIG', 'Employee share + employer share'],
});

/**
 * Mandatory savings: the rates apply to the fund salary up to its ceiling; the employee's rate is
 * lower when the whole monthly compensation is at most the low-earner limit (1,500 is still "1,500
 * or less"). Voluntary contributions above the mandatory ones are the member's choice, not computed.
 */
export function pagIbigContribution(schedule: PagIbigSchedule, compensation: Decimal): PagIbigShares {
  const ceiling = constant(schedule.fundSalaryCeiling);
  const base = min(compensation, ceiling);
  const lowEarner = compensation.lessThanOrEqualTo(constant(schedule.lowEarnerUpTo));
  const employeeRate = lowEarner ? schedule.lowEarnerEmployeeRate : schedule.employeeRate;
  const employee = toCentavo(base.times(constant(employeeRate)));
  const employer = toCentavo(base.times(constant(schedule.employerRate)));
  const trace = [
    step(compensation.greaterThan(ceiling) ? T.base_capped : T.base, traceAmount(base), { ceiling: pesos(ceiling) }),
    step(lowEarner ? T.employee_low : T.employee, traceAmount(employee, 2), {
      rate: percent(employeeRate),
      base: pesos(base),
      limit: pesos(schedule.lowEarnerUpTo),
    }),
    step(T.employer, traceAmount(employer, 2), { rate: percent(schedule.employerRate), base: pesos(base) }),
  ];
  return { base, employeeRate, employee, employer, trace };
}

/** Pag-IBIG (HDMF) contributions for the pay month (HDMF Circular 460 from February 2024). */
export function pagibig(args: PagIbigInput): PagIbigResult {
  const input = argumentObject(args);
  const period = parsePeriod(input.period);
  const compensation = toDecimal('compensation', input.compensation);
  const version = inForce(PAGIBIG_SCHEDULES, period, 'Pag-IBIG contribution schedule');
  const shares = pagIbigContribution(version.value, compensation);
  const total = shares.employee.plus(shares.employer);
  return {
    employee: php(shares.employee),
    employer: php(shares.employer),
    total: php(total),
    base: shares.base.toFixed(),
    employeeRate: shares.employeeRate,
    employerRate: version.value.employerRate,
    source: version.source,
    trace: [step(T.compensation, traceAmount(compensation), { from: version.from }), ...shares.trace, step(T.total, traceAmount(total, 2))],
  };
}
