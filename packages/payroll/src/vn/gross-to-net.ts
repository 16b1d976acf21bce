import { Decimal, max, toCount, ZERO, type MoneyInput } from '../core/decimal.ts';
import { inForce } from '../core/dated.ts';
import { PayrollInputError } from '../core/errors.ts';
import { parsePeriod } from '../core/period.ts';
import { step, templates, type TraceStep } from '../core/trace.ts';
import { argsObject, dong, optionalFlag, vnd, wholeDong, type Region } from './common.ts';
import { insurance, type InsuranceResult } from './insurance.ts';
import { FAMILY_DEDUCTIONS } from './parameters/pit.ts';
import { pit, type PitResult } from './pit.ts';

export interface GrossToNetInput {
  readonly period: string;
  /** The month's taxable salary (gross less PIT-exempt items such as the overtime premium). */
  readonly gross: MoneyInput;
  /** Registered dependants (residents only). */
  readonly dependants: number;
  readonly region: Region;
  /** Defaults to true. */
  readonly resident?: boolean;
  /** The SI salary, when it differs from the gross. Defaults to the gross. */
  readonly insuranceSalary?: MoneyInput;
  /** UI covers Vietnamese employees only. Defaults to true. */
  readonly vietnamese?: boolean;
}

export interface GrossToNetResult {
  readonly employeeInsurance: string;
  readonly personalDeduction: string;
  readonly dependantDeduction: string;
  /** Residents: gross − employee insurance − family deductions, at least 0. Non-residents: the gross. */
  readonly assessableIncome: string;
  readonly pit: string;
  readonly net: string;
  readonly insurance: Omit<InsuranceResult, 'trace'>;
  readonly tax: Omit<PitResult, 'trace'>;
  readonly trace: TraceStep[];
}

const T = templates('vn.gross_to_net', {
  gross: ['Gross salary'],
  employee_insurance: ['Employee insurance', 'SI + HI + UI, deductible from taxable income'],
  personal: ['Personal deduction', '{{source}}'],
  dependants: ['Dependant deduction', '{{dependants}} × {{each}}'],
  assessable: ['Assessable income', 'gross − employee insurance − personal − dependant deductions, at least 0'],
  assessable_non_resident: ['Assessable income', 'non-resident: the gross, with no insurance or family deductions'],
  net: ['Net pay', 'gross − employee insurance − PIT'],
});

/** One employee's month from gross salary to net pay: employee insurance, PIT withholding and net. */
export function grossToNet(input: GrossToNetInput): GrossToNetResult {
  const args = argsObject(input, 'vn.grossToNet');
  const period = parsePeriod(args.period);
  const gross = wholeDong('gross', args.gross);
  const dependants = toCount('dependants', args.dependants, { max: 99 });
  const resident = optionalFlag('resident', args.resident, true);
  const insuranceSalary =
    args.insuranceSalary === undefined || args.insuranceSalary === null ? gross : wholeDong('insuranceSalary', args.insuranceSalary);
  const deductions = inForce(FAMILY_DEDUCTIONS, period, 'Vietnamese family deductions');

  const { trace: insuranceTrace, ...insured } = insurance({
    period: period.key,
    region: args.region as Region,
    salary: insuranceSalary.toString(),
    vietnamese: args.vietnamese as boolean | undefined,
  });
  const employeeInsurance = new Decimal(insured.employee.total);
  if (employeeInsurance.greaterThan(gross)) {
    throw new PayrollInputError(
      'gross',
      `${vnd(gross)} is less than the employee insurance of ${vnd(employeeInsurance)} on the insurance salary`,
    );
  }
  const trace: TraceStep[] = [step(T.gross, vnd(gross)), ...insuranceTrace];

  const personal = resident ? new Decimal(deductions.value.personal) : ZERO;
  const perDependant = new Decimal(deductions.value.perDependant);
  const dependantDeduction = resident ? perDependant.times(dependants) : ZERO;
  let assessable: Decimal;
  if (resident) {
    assessable = max(ZERO, gross.minus(employeeInsurance).minus(personal).minus(dependantDeduction));
    trace.push(
      step(T.employee_insurance, vnd(employeeInsurance)),
      step(T.personal, vnd(personal), { source: deductions.source }),
      step(T.dependants, vnd(dependantDeduction), { dependants: `${dependants}`, each: vnd(perDependant) }),
      step(T.assessable, vnd(assessable)),
    );
  } else {
    assessable = gross;
    trace.push(step(T.assessable_non_resident, vnd(gross)));
  }

  const { trace: taxTrace, ...tax } = pit(
    resident
      ? { period: period.key, assessableIncome: assessable.toString() }
      : { period: period.key, resident: false, grossIncome: gross.toString() },
  );
  const amount = new Decimal(tax.amount);
  const net = gross.minus(employeeInsurance).minus(amount);
  trace.push(...taxTrace, step(T.net, vnd(net)));

  return {
    employeeInsurance: dong(employeeInsurance),
    personalDeduction: dong(personal),
    dependantDeduction: dong(dependantDeduction),
    assessableIncome: dong(assessable),
    pit: tax.amount,
    net: dong(net),
    insurance: insured,
    tax,
    trace,
  };
}
