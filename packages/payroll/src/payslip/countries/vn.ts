import { formatMoney } from '../../core/currency.ts';
import { constant, Decimal, max, toCount, ZERO } from '../../core/decimal.ts';
import { inForce } from '../../core/dated.ts';
import { step, templates } from '../../core/trace.ts';
import { REGIONS } from '../../vn/common.ts';
import { insurance } from '../../vn/insurance.ts';
import { INSURANCE_RATES } from '../../vn/parameters/insurance.ts';
import { FAMILY_DEDUCTIONS } from '../../vn/parameters/pit.ts';
import { pit, type PitInput } from '../../vn/pit.ts';
import { flatPit } from '../../vn/flat-pit.ts';
import type { ForeignSiExemption } from '../../vn/parameters/insurance.ts';
import { PayrollInputError } from '../../core/errors.ts';
import { bases, baseOf, baseStep } from '../bases.ts';
import { callEngine, exact } from '../engine-call.ts';
import { checkKeys, flagField, objectField, optionalObjectField, oneOf, type Composition } from '../input.ts';
import { lazyTrace, type LineBuilder } from '../line-builder.ts';

const EMPLOYEE_KEYS = [
  'region',
  'dependants',
  'resident',
  'vietnamese',
  'contract',
  'commitment',
  'foreignExemption',
  'netSalary',
] as const;
/**
 * The employee's contract: 'standard' (a labour contract of three months or more: the progressive
 * schedule), 'short' (a labour contract of one to under three months: insured, PIT withheld at the
 * flat rate), 'none' (no labour contract, or one under a month: no compulsory insurance, flat rate).
 */
export const VN_CONTRACTS = ['standard', 'short', 'none'] as const;
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
  payment: 'items',
  commitment: 'employee.commitment',
  foreignExemption: 'employee.foreignExemption',
  covered: 'employee.contract',
  netSalary: 'employee.netSalary',
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
  agreed_net: ['Agreed net salary', 'the pay items are net (lương NET): the employer bears the employee insurance and PIT'],
  gross_up: [
    'Gross-up',
    'the smallest whole-dong amount that, added to the pay items, pays its own employee insurance and PIT, so the net is the agreed net',
  ],
  gross_up_above: [
    'Gross-up',
    'no whole-dong amount pays its own insurance and PIT exactly (rounding to the dong skips it): the smallest that leaves the net above the agreed net',
  ],
  gross_up_insured: ['Gross-up', 'joins the insurance salary and the PIT base'],
  gross_up_pit: ['Gross-up', 'joins the PIT base only (no pay item is insured)'],
});

/** Above this many times the agreed net the gross-up is not searched (the deductions take under half the gross). */
const GROSS_UP_LIMIT = 4;

/** Vietnam: SI, HI and UI (employee and employer), the trade union fee, and PIT withheld on the month. */
export function composeVn(c: Composition, out: LineBuilder): void {
  const employee = checkKeys('employee', objectField('employee', c.raw.employee), EMPLOYEE_KEYS);
  const employer = checkKeys('employer', optionalObjectField('employer', c.raw.employer), EMPLOYER_KEYS);
  const region = oneOf('employee.region', employee.region, REGIONS);
  const dependants = toCount('employee.dependants', employee.dependants, { max: 99 });
  const resident = flagField('employee.resident', employee.resident) ?? true;
  const vietnamese = flagField('employee.vietnamese', employee.vietnamese);
  const reducedAccidentRate = flagField('employer.reducedAccidentRate', employer?.reducedAccidentRate);
  const contract =
    employee.contract === undefined || employee.contract === null
      ? 'standard'
      : oneOf('employee.contract', employee.contract, VN_CONTRACTS);
  const commitment = flagField('employee.commitment', employee.commitment);
  if (commitment !== undefined && contract === 'standard') {
    throw new PayrollInputError('employee.commitment', "applies to a 'short' contract or 'none' (the flat withholding)");
  }
  const foreignExemption = employee.foreignExemption as ForeignSiExemption | undefined;
  const period = c.period.key;

  const netSalary = flagField('employee.netSalary', employee.netSalary) ?? false;
  const itemsInsured = baseOf(c, 'insurance');
  const itemsTaxable = baseOf(c, 'pit');
  const family = inForce(FAMILY_DEDUCTIONS, c.period, 'Vietnamese family deductions');
  const personal = constant(family.value.personal);
  const perDependant = constant(family.value.perDependant);
  const dependantDeduction = perDependant.times(dependants);
  // A resident without a labour contract of three months or more: the flat withholding on the
  // payment, no deductions (Circular 111/2013 Art. 25(1)(i)); a non-resident pays the non-resident rate.
  const flat = resident && contract !== 'standard';

  /** The engines' arguments and figures for an insurance salary and a taxable income. */
  const figures = (salary: Decimal, taxable: Decimal) => {
    const insArgs = {
      period,
      region,
      salary: exact(salary),
      vietnamese,
      reducedAccidentRate,
      covered: contract !== 'none',
      foreignExemption,
    };
    const ins = callEngine(insurance, insArgs, { fields: FIELDS, fallback: 'employee' });
    const employeeInsurance = new Decimal(ins.employee.total);
    const assessable = max(ZERO, taxable.minus(employeeInsurance).minus(personal).minus(dependantDeduction));
    const pitArgs: PitInput = resident
      ? { period, assessableIncome: exact(assessable) }
      : { period, resident: false, grossIncome: exact(taxable) };
    const flatArgs = { period, payment: exact(taxable), commitment };
    const tax = flat
      ? (() => {
          const result = callEngine(flatPit, flatArgs, { fields: FIELDS, fallback: 'employee' });
          return { amount: result.amount, taxBase: dong(taxable), marginalRate: result.rate };
        })()
      : callEngine(pit, pitArgs, { fields: FIELDS, fallback: 'employee' });
    return { insArgs, ins, employeeInsurance, assessable, pitArgs, flatArgs, tax };
  };

  // A net salary (lương NET): the gross-up is paid by the employer and is itself salary, so it joins
  // the PIT base and, when pay items are insured, the insurance salary (the contract salary in gross terms).
  const upInsured = netSalary && !itemsInsured.isZero();
  // The solver tries a few gross-ups; each one's figures are kept, so the one it settles on is not recomputed.
  let tried: Map<string, ReturnType<typeof figures>> | undefined;
  const withGrossUp = (g: Decimal) => {
    const key = g.toString();
    tried ??= new Map();
    let found = tried.get(key);
    if (found === undefined) {
      found = figures(upInsured ? itemsInsured.plus(g) : itemsInsured, itemsTaxable.plus(g));
      tried.set(key, found);
    }
    return found;
  };
  const grossUp = netSalary ? solveGrossUp(c, withGrossUp) : null;
  const up = grossUp?.amount ?? ZERO;
  const salary = upInsured ? itemsInsured.plus(up) : itemsInsured;
  const taxable = itemsTaxable.plus(up);
  const { insArgs, ins, employeeInsurance, assessable, pitArgs, flatArgs, tax } = grossUp ? withGrossUp(up) : figures(salary, taxable);
  const grossUpSteps = () =>
    grossUp
      ? [
          step(T.agreed_net, dong(grossUp.net)),
          step(grossUp.exact ? T.gross_up : T.gross_up_above, dong(up)),
          step(upInsured ? T.gross_up_insured : T.gross_up_pit, dong(up)),
        ]
      : [];
  const insTrace = lazyTrace(() => [
    baseStep(c, { templates: B.insurance_salary, amount: itemsInsured, scheme: 'insurance' }),
    ...(upInsured ? grossUpSteps() : []),
    ...insurance(insArgs).trace,
  ]);
  const taxTrace = flat
    ? lazyTrace(() => [
        baseStep(c, { templates: B.taxable, amount: itemsTaxable, scheme: 'pit' }),
        ...grossUpSteps(),
        ...flatPit(flatArgs).trace,
      ])
    : lazyTrace(() => [
        baseStep(c, { templates: B.taxable, amount: itemsTaxable, scheme: 'pit' }),
        ...grossUpSteps(),
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
  if (grossUp && up.greaterThan(0)) {
    out.refund({
      code: 'vn.net_gross_up',
      label: 'Gross-up to the agreed net salary',
      amount: dong(up),
      trace: lazyTrace(() => [baseStep(c, { templates: B.taxable, amount: itemsTaxable, scheme: 'pit' }), ...grossUpSteps()]),
    });
  }

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
    base: ins.healthBase,
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
    rate: resident && !flat ? undefined : tax.marginalRate,
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
    base: ins.healthBase,
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

/**
 * The gross-up of a net salary: the smallest whole-dong amount g whose own employee insurance and PIT
 * (on the pay items plus g) are at most g, so that the net pay is the agreed net (the pay items' sum).
 * The deductions grow by less than the gross-up (the top rates are under 50%), so g − deductions(g) is
 * increasing and piecewise linear, apart from rounding to the dong: a few secant steps land next to the
 * root, a doubling search brackets it, a binary search finds the smallest g, and the next few dong are
 * looked at for an exact net (as vn.netToGross does).
 */
function solveGrossUp(
  c: Composition,
  deductionsAt: (g: Decimal) => { employeeInsurance: Decimal; tax: { amount: string } },
): { amount: Decimal; net: Decimal; exact: boolean } {
  let net = ZERO;
  for (const item of c.earnings) net = net.plus(item.amount);
  const short = (g: Decimal): Decimal => {
    const d = deductionsAt(g);
    return d.employeeInsurance.plus(d.tax.amount).minus(g);
  };
  const atZero = short(ZERO);
  if (!atZero.greaterThan(0)) return { amount: ZERO, net, exact: atZero.isZero() };
  const limit = net.times(GROSS_UP_LIMIT).plus(1_000_000_000);

  // Secant steps from the fixed-point start g = deductions(0).
  let a = ZERO;
  let fa = atZero;
  let b = atZero;
  let fb = short(b);
  for (let steps = 0; steps < 8 && !fb.isZero() && !fb.equals(fa); steps += 1) {
    const next = max(ZERO, b.minus(fb.times(b.minus(a)).dividedBy(fb.minus(fa))).floor());
    if (next.equals(b) || next.greaterThan(limit)) break;
    a = b;
    fa = fb;
    b = next;
    fb = short(b);
  }

  // A bracket: short(low) > 0 and short(high) ≤ 0 (short(0) > 0 is known).
  let low: Decimal;
  let high: Decimal;
  if (fb.greaterThan(0)) {
    low = b;
    let step = new Decimal(1);
    high = b.plus(step);
    while (short(high).greaterThan(0)) {
      if (high.greaterThan(limit)) throw new PayrollInputError('employee.netSalary', 'no gross-up pays its own insurance and tax');
      low = high;
      step = step.times(2);
      high = low.plus(step);
    }
  } else {
    high = b;
    let step = new Decimal(1);
    low = max(ZERO, b.minus(step));
    while (low.greaterThan(0) && !short(low).greaterThan(0)) {
      high = low;
      step = step.times(2);
      low = max(ZERO, high.minus(step));
    }
  }
  while (high.minus(low).greaterThan(1)) {
    const middle = low.plus(high).dividedBy(2).floor();
    if (short(middle).greaterThan(0)) low = middle;
    else high = middle;
  }
  if (short(high).isZero()) return { amount: high, net, exact: true };
  for (let ahead = high.plus(1), steps = 0; steps < 8; ahead = ahead.plus(1), steps += 1) {
    if (short(ahead).isZero()) return { amount: ahead, net, exact: true };
  }
  return { amount: high, net, exact: false };
}
