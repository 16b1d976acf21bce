import { formatMoney } from '../../core/currency.ts';
import { constant, Decimal, max, toCount, ZERO } from '../../core/decimal.ts';
import { inForce } from '../../core/dated.ts';
import { step, templates } from '../../core/trace.ts';
import { REGIONS } from '../../vn/common.ts';
import { insurance } from '../../vn/insurance.ts';
import { INSURANCE_RATES } from '../../vn/parameters/insurance.ts';
import { FAMILY_DEDUCTIONS } from '../../vn/parameters/pit.ts';
import { pit, type PitInput } from '../../vn/pit.ts';
import { bases, baseOf, baseStep } from '../bases.ts';
import { callEngine, exact } from '../engine-call.ts';
import { checkKeys, flagField, objectField, oneOf, type Composition } from '../input.ts';
import { lazyTrace, type LineBuilder } from '../line-builder.ts';

const EMPLOYEE_KEYS = ['region', 'dependants', 'resident', 'vietnamese'] as const;
const EMPLOYER_KEYS = ['reducedAccidentRate'] as const;

const FIELDS = {
  period: 'period',
  region: 'employee.region',
  salary: 'items',
  vietnamese: 'employee.vietnamese',
  reducedAccidentRate: 'employer.reducedAccidentRate',
  resident: 'employee.resident',
  assessableIncome: 'items',
  grossIncome: 'items',
} as const;

function dong(value: Decimal): string {
  return formatMoney(value, 'VND');
}

const B = bases('vn.payslip', { insurance_salary: 'Insurance salary', taxable: 'Taxable income' });
const T = templates('vn.payslip', {
  employee_insurance: ['Employee insurance', 'SI + HI + UI, deductible from taxable income'],
  personal: ['Personal deduction', '{{source}}'],
  dependants: ['Dependant deduction', '{{dependants}} × {{each}}'],
  assessable: ['Assessable income', 'taxable income − employee insurance − personal − dependant deductions, at least 0'],
});

/** Vietnam: SI, HI and UI (employee and employer), the trade union fee, and PIT withheld on the month. */
export function composeVn(c: Composition, out: LineBuilder): void {
  const employee = checkKeys('employee', objectField('employee', c.raw.employee)!, EMPLOYEE_KEYS);
  const employer = checkKeys('employer', objectField('employer', c.raw.employer, false), EMPLOYER_KEYS);
  const region = oneOf('employee.region', employee.region, REGIONS);
  const dependants = toCount('employee.dependants', employee.dependants, { max: 99 });
  const resident = flagField('employee.resident', employee.resident) ?? true;
  const vietnamese = flagField('employee.vietnamese', employee.vietnamese);
  const reducedAccidentRate = flagField('employer.reducedAccidentRate', employer?.reducedAccidentRate);
  const period = c.period.key;

  const salary = baseOf(c, 'insurance');
  const insArgs = { period, region, salary: exact(salary), vietnamese, reducedAccidentRate };
  const ins = callEngine(FIELDS, 'employee', insurance, insArgs);
  const insTrace = lazyTrace(() => [baseStep(B.insurance_salary, salary, c, 'insurance'), ...insurance(insArgs).trace]);

  const taxable = baseOf(c, 'pit');
  const employeeInsurance = new Decimal(ins.employee.total);
  const family = inForce(FAMILY_DEDUCTIONS, c.period, 'Vietnamese family deductions');
  const personal = constant(family.value.personal);
  const perDependant = constant(family.value.perDependant);
  const dependantDeduction = perDependant.times(dependants);
  const assessable = max(ZERO, taxable.minus(employeeInsurance).minus(personal).minus(dependantDeduction));
  const pitArgs: PitInput = resident
    ? { period, assessableIncome: exact(assessable) }
    : { period, resident: false, grossIncome: exact(taxable) };
  const tax = callEngine(FIELDS, 'employee', pit, pitArgs);
  const taxTrace = lazyTrace(() => [
    baseStep(B.taxable, taxable, c, 'pit'),
    ...(resident
      ? [
          step(T.employee_insurance, dong(employeeInsurance)),
          step(T.personal, dong(personal), { source: family.source }),
          step(T.dependants, dong(dependantDeduction), { dependants: `${dependants}`, each: dong(perDependant) }),
          step(T.assessable, dong(assessable)),
        ]
      : []),
    ...pit(pitArgs).trace,
  ]);

  const rates = inForce(INSURANCE_RATES, c.period, 'Vietnamese insurance rates').value;
  const ee = rates.employee;
  const er = rates.employer;
  const employerSocialRate = constant(er.retirement)
    .plus(constant(er.sickness))
    .plus(constant(reducedAccidentRate ? er.accidentReduced : er.accident))
    .toString();

  out.deduction('vn.si.employee', 'Social insurance (employee)', ins.employee.social, insTrace, ins.socialBase, ee.retirement);
  out.deduction('vn.hi.employee', 'Health insurance (employee)', ins.employee.health, insTrace, ins.socialBase, ee.health);
  out.deduction(
    'vn.ui.employee',
    'Unemployment insurance (employee)',
    ins.employee.unemployment,
    insTrace,
    ins.unemploymentBase,
    ee.unemployment,
  );
  out.deduction('vn.pit', 'Personal income tax', tax.amount, taxTrace, tax.taxBase, resident ? undefined : tax.marginalRate);

  out.employerLine('vn.si.employer', 'Social insurance (employer)', ins.employer.social, insTrace, ins.socialBase, employerSocialRate);
  out.employerLine('vn.hi.employer', 'Health insurance (employer)', ins.employer.health, insTrace, ins.socialBase, er.health);
  out.employerLine(
    'vn.ui.employer',
    'Unemployment insurance (employer)',
    ins.employer.unemployment,
    insTrace,
    ins.unemploymentBase,
    er.unemployment,
  );
  out.employerLine('vn.trade_union', 'Trade union fee', ins.employer.tradeUnion, insTrace, ins.socialBase, er.tradeUnion);
}
