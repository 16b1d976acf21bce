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
import { checkKeys, flagField, objectField, optionalObjectField, oneOf, type Composition } from '../input.ts';
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
  const employee = checkKeys('employee', objectField('employee', c.raw.employee), EMPLOYEE_KEYS);
  const employer = checkKeys('employer', optionalObjectField('employer', c.raw.employer), EMPLOYER_KEYS);
  const region = oneOf('employee.region', employee.region, REGIONS);
  const dependants = toCount('employee.dependants', employee.dependants, { max: 99 });
  const resident = flagField('employee.resident', employee.resident) ?? true;
  const vietnamese = flagField('employee.vietnamese', employee.vietnamese);
  const reducedAccidentRate = flagField('employer.reducedAccidentRate', employer?.reducedAccidentRate);
  const period = c.period.key;

  const salary = baseOf(c, 'insurance');
  const insArgs = { period, region, salary: exact(salary), vietnamese, reducedAccidentRate };
  const ins = callEngine(insurance, insArgs, { fields: FIELDS, fallback: 'employee' });
  const insTrace = lazyTrace(() => [
    baseStep(c, { templates: B.insurance_salary, amount: salary, scheme: 'insurance' }),
    ...insurance(insArgs).trace,
  ]);

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
  const tax = callEngine(pit, pitArgs, { fields: FIELDS, fallback: 'employee' });
  const taxTrace = lazyTrace(() => [
    baseStep(c, { templates: B.taxable, amount: taxable, scheme: 'pit' }),
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

  out.deduction({
    code: 'vn.si.employee',
    label: 'Social insurance (employee)',
    amount: ins.employee.social,
    trace: insTrace,
    base: ins.socialBase,
    rate: ee.retirement,
  });
  out.deduction({
    code: 'vn.hi.employee',
    label: 'Health insurance (employee)',
    amount: ins.employee.health,
    trace: insTrace,
    base: ins.socialBase,
    rate: ee.health,
  });
  out.deduction({
    code: 'vn.ui.employee',
    label: 'Unemployment insurance (employee)',
    amount: ins.employee.unemployment,
    trace: insTrace,
    base: ins.unemploymentBase,
    rate: ee.unemployment,
  });
  out.deduction({
    code: 'vn.pit',
    label: 'Personal income tax',
    amount: tax.amount,
    trace: taxTrace,
    base: tax.taxBase,
    rate: resident ? undefined : tax.marginalRate,
  });

  out.employerLine({
    code: 'vn.si.employer',
    label: 'Social insurance (employer)',
    amount: ins.employer.social,
    trace: insTrace,
    base: ins.socialBase,
    rate: employerSocialRate,
  });
  out.employerLine({
    code: 'vn.hi.employer',
    label: 'Health insurance (employer)',
    amount: ins.employer.health,
    trace: insTrace,
    base: ins.socialBase,
    rate: er.health,
  });
  out.employerLine({
    code: 'vn.ui.employer',
    label: 'Unemployment insurance (employer)',
    amount: ins.employer.unemployment,
    trace: insTrace,
    base: ins.unemploymentBase,
    rate: er.unemployment,
  });
  out.employerLine({
    code: 'vn.trade_union',
    label: 'Trade union fee',
    amount: ins.employer.tradeUnion,
    trace: insTrace,
    base: ins.socialBase,
    rate: er.tradeUnion,
  });
}
