import Decimal from 'decimal.js';
import type { ContributionPreview } from '@tenaga/contracts';
import { computePayslip, PayrollInputError, vn, type PayslipInput } from '@tenaga/payroll';
import { bySchemes, electedEpfAdditional, minorDigits, type SchemeAmounts, type SchemeFacts } from './insurance-policies.rules.ts';

/** A private policy in force, with the premium that applies to the person. */
export interface PrivatePremium {
  readonly policyName: string;
  readonly treatment: 'deduction' | 'employer_paid';
  readonly amount: string;
}

type Computed = Pick<ContributionPreview, 'lines' | 'totals' | 'problem'>;

/** The statutory lines of a month on one salary, all from `@tenaga/payroll`. */
function statutoryAmounts(facts: SchemeFacts, period: string, salary: string): SchemeAmounts[] {
  if (facts.country === 'VN') {
    const employee = facts.employee as { region: 'I' | 'II' | 'III' | 'IV'; dependants: number; vietnamese: boolean };
    const insuranceSalary = facts.extras.insuranceSalary ?? salary;
    const insurance = vn.insurance({
      period,
      region: employee.region,
      salary: insuranceSalary,
      vietnamese: employee.vietnamese,
      reducedAccidentRate: Boolean(facts.employer?.['reducedAccidentRate']),
    });
    const pit = vn.grossToNet({
      period,
      gross: salary,
      dependants: employee.dependants,
      region: employee.region,
      insuranceSalary,
      vietnamese: employee.vietnamese,
    });
    const both = (code: string, employeeShare: string, employerShare: string) => ({
      code,
      employee: new Decimal(employeeShare),
      employer: new Decimal(employerShare),
    });
    return [
      both('vn.si', insurance.employee.social, insurance.employer.social),
      both('vn.hi', insurance.employee.health, insurance.employer.health),
      both('vn.ui', insurance.employee.unemployment, insurance.employer.unemployment),
      both('vn.trade_union', '0', insurance.employer.tradeUnion),
      both('vn.pit', pit.pit, '0'),
    ];
  }
  const input = {
    country: facts.country,
    period,
    items: [{ code: 'BASIC', label: 'Basic salary', kind: 'earning', class: 'basic', amount: salary }],
    employee: facts.employee,
    ...(facts.employer ? { employer: facts.employer } : {}),
  } as unknown as PayslipInput;
  const schemes = bySchemes(computePayslip(input).lines);
  // Above the statutory amounts, what the person chose or added (the engine's own figures as the base).
  const extras: SchemeAmounts[] = [];
  const find = (code: string) => schemes.find((scheme) => scheme.code === code);
  if (facts.extras.epfElectedRate !== null) {
    const additional = electedEpfAdditional({
      wage: salary,
      electedRate: facts.extras.epfElectedRate,
      statutoryEmployee: (find('my.epf')?.employee ?? new Decimal(0)).toString(),
    });
    if (additional.gt(0)) extras.push({ code: 'my.epf.elected', employee: additional, employer: new Decimal(0) });
  }
  if (facts.extras.extraFamilyMembers > 0) {
    // Perpres 82/2018 Art. 30: 1 % of the same capped wage per extra family member, the employee's own 1 % share.
    const share = find('id.bpjs.kesehatan')?.employee ?? new Decimal(0);
    extras.push({ code: 'id.bpjs.kesehatan.family', employee: share.times(facts.extras.extraFamilyMembers), employer: new Decimal(0) });
  }
  for (const [code, amount] of [
    ['ph.sss.voluntary', facts.extras.sssVoluntary],
    ['ph.pagibig.voluntary', facts.extras.pagibigVoluntary],
  ] as const)
    if (new Decimal(amount).gt(0)) extras.push({ code, employee: new Decimal(amount), employer: new Decimal(0) });
  return [...schemes, ...extras];
}

/**
 * A month's contributions for one person: each statutory scheme's employee and employer amounts,
 * then the private policies' premiums. Nothing is computed here that the engine computes; a fact the
 * engine needs and the record lacks is named (its field), never guessed.
 */
export function contributions(input: {
  facts: SchemeFacts | null;
  period: string;
  salary: string | null;
  premiums: readonly PrivatePremium[];
}): Computed {
  const digits = input.facts ? minorDigits(input.facts.country) : 2;
  const money = (value: Decimal) => value.toFixed(digits);
  const premiums = input.premiums.map((premium) => ({
    code: 'policy',
    policyName: premium.policyName,
    employee: premium.treatment === 'deduction' ? new Decimal(premium.amount) : new Decimal(0),
    employer: premium.treatment === 'employer_paid' ? new Decimal(premium.amount) : new Decimal(0),
  }));
  let statutory: SchemeAmounts[] = [];
  let problem: Computed['problem'] = null;
  if (!input.facts) problem = { code: 'noPolicy', field: null };
  else if (input.salary === null) problem = { code: 'noSalary', field: null };
  else {
    try {
      statutory = statutoryAmounts(input.facts, input.period, input.salary);
    } catch (error) {
      if (!(error instanceof PayrollInputError)) throw error;
      problem = { code: 'missingFact', field: error.field };
    }
  }
  const all = [...statutory.map((line) => ({ ...line, policyName: null })), ...premiums];
  const sum = (pick: (line: (typeof all)[number]) => Decimal) => all.reduce((total, line) => total.plus(pick(line)), new Decimal(0));
  return {
    lines: all.map((line) => ({
      code: line.code,
      policyName: line.policyName,
      employee: money(line.employee),
      employer: money(line.employer),
    })),
    totals: { employee: money(sum((line) => line.employee)), employer: money(sum((line) => line.employer)) },
    problem,
  };
}
