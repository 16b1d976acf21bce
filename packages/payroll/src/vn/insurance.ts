import { constant, type Decimal, max, min, sum, ZERO, type MoneyInput } from '../core/decimal.ts';
import { inForce } from '../core/dated.ts';
import { parsePeriod } from '../core/period.ts';
import { isTracing, step, templates, type TraceStep, type TraceTemplate } from '../core/trace.ts';
import { argsObject, dong, oneOf, optionalFlag, percent, REGIONS, toDong, vnd, wholeDong, type Region } from './common.ts';
import { PayrollInputError } from '../core/errors.ts';
import {
  FOREIGN_SI,
  FOREIGN_SI_EXEMPTIONS,
  INSURANCE_RATES,
  REFERENCE_LEVEL,
  REGIONAL_MINIMUM_WAGE,
  type ForeignSiExemption,
} from './parameters/insurance.ts';

export interface InsuranceInput {
  readonly period: string;
  /** Minimum-wage region of the workplace: sets the floor and the UI cap. */
  readonly region: Region;
  /** The SI salary: contract wage plus wage allowances and regular supplements. */
  readonly salary: MoneyInput;
  /** UI covers Vietnamese employees only. Defaults to true. */
  readonly vietnamese?: boolean;
  /** Occupational accident and disease fund at 0.3% (eligible high-risk employers, on application). Defaults to false. */
  readonly reducedAccidentRate?: boolean;
  /**
   * false for a worker outside compulsory insurance altogether (no labour contract, or one under one
   * month). Defaults to true.
   */
  readonly covered?: boolean;
  /**
   * A foreign employee (`vietnamese: false`) outside compulsory SI, and so the trade union fee on it:
   * an intra-company transferee, at retirement age, a labour contract under 12 months, or exempted by
   * a treaty (Decree 143/2018, Decree 158/2025). HI still applies.
   */
  readonly foreignExemption?: ForeignSiExemption;
}

export interface EmployeeInsurance {
  readonly social: string;
  readonly health: string;
  readonly unemployment: string;
  readonly total: string;
}

export interface EmployerInsurance {
  readonly social: string;
  readonly health: string;
  readonly unemployment: string;
  readonly tradeUnion: string;
  /** Includes the trade union fee. */
  readonly total: string;
}

export interface InsuranceResult {
  readonly employee: EmployeeInsurance;
  readonly employer: EmployerInsurance;
  /** The SI (and trade union fee) base: the salary floored and capped; "0" for an exempt foreign employee. */
  readonly socialBase: string;
  /** The HI base: the salary floored and capped. */
  readonly healthBase: string;
  /** The UI base; "0" when UI does not apply. */
  readonly unemploymentBase: string;
  readonly trace: TraceStep[];
}

const SHARE = '{{rate}} × {{base}} = {{exact}}';
const ROUNDED = '{{rate}} × {{base}} = {{exact}}, rounded to the dong';
/** Each fund's step when rate × base is a whole amount, and when it was rounded. */
const fund = (label: string, why = '') =>
  [
    [label, `${SHARE}${why}`],
    [label, `${ROUNDED}${why}`],
  ] as const;
const [eeSi, eeSiRounded] = fund('Employee SI', '; retirement and survivorship');
const [eeHi, eeHiRounded] = fund('Employee HI');
const [eeUi, eeUiRounded] = fund('Employee UI');
const ER_SI_WHY = '; retirement {{retirement}} + sickness and maternity {{sickness}} + occupational accident {{accident}}';
const [erSi, erSiRounded] = fund('Employer SI', ER_SI_WHY);
const [erSiReduced, erSiReducedRounded] = fund('Employer SI', `${ER_SI_WHY} (reduced rate)`);
const [erHi, erHiRounded] = fund('Employer HI');
const [erUi, erUiRounded] = fund('Employer UI');
const [union, unionRounded] = fund('Trade union fee', '; on the SI salary, paid by the employer');

const T = templates('vn.insurance', {
  salary: ['Insurance salary', 'contract wage plus wage allowances and regular supplements'],
  minimum_wage: ['Regional minimum wage', 'region {{region}}, the floor of every insurance base: {{source}}'],
  social_cap: ['SI and HI cap', '{{multiple}} × the reference level {{reference}}: {{source}}'],
  not_covered: ['Insurance', 'outside compulsory insurance (no labour contract, or one under one month), so nothing is due'],
  foreign_exempt: [
    'SI base',
    'foreign employee outside compulsory SI ({{reason}}): no SI and no trade union fee; HI still applies; {{source}}',
  ],
  none: ['Insurance', 'no insurance salary this month (e.g. a month of unpaid leave), so nothing is due'],
  social_base: ['SI and HI base', 'the salary'],
  social_base_raised: ['SI and HI base', 'the salary (raised to the regional minimum wage)'],
  social_base_capped: ['SI and HI base', 'the salary capped'],
  ui_base: ['UI base', 'the salary; UI cap {{cap}}'],
  ui_base_raised: ['UI base', 'the salary (raised to the regional minimum wage); UI cap {{cap}}'],
  ui_base_capped: ['UI base', 'capped at {{multiple}} × the regional minimum wage'],
  ui_not_vietnamese: ['UI base', 'unemployment insurance covers Vietnamese employees only'],
  employee_si: eeSi,
  employee_si_rounded: eeSiRounded,
  employee_hi: eeHi,
  employee_hi_rounded: eeHiRounded,
  employee_ui: eeUi,
  employee_ui_rounded: eeUiRounded,
  employer_si: erSi,
  employer_si_rounded: erSiRounded,
  employer_si_reduced: erSiReduced,
  employer_si_reduced_rounded: erSiReducedRounded,
  employer_hi: erHi,
  employer_hi_rounded: erHiRounded,
  employer_ui: erUi,
  employer_ui_rounded: erUiRounded,
  trade_union: union,
  trade_union_rounded: unionRounded,
  employee_total: ['Employee total', 'SI + HI + UI, each rounded to the dong'],
  employer_total: ['Employer total', 'SI + HI + UI + trade union fee, each rounded to the dong'],
  source: ['Legal source', '{{source}}'],
});

interface Fund {
  /** The step's templates: the amount as it is, or rounded. */
  readonly pair: readonly [TraceTemplate, TraceTemplate];
  readonly rate: Decimal;
  readonly base: Decimal;
  readonly values?: Readonly<Record<string, string>>;
}

/** One fund on one side: rate × base, rounded to the dong, with its trace line. */
function contribution(trace: TraceStep[], { pair, rate, base, values }: Fund): Decimal {
  const exact = base.times(rate);
  const amount = toDong(exact);
  // The values are trace text only: not built while the trace is off.
  trace.push(
    step(
      exact.equals(amount) ? pair[0] : pair[1],
      vnd(amount),
      isTracing() ? { ...values, rate: percent(rate), base: vnd(base), exact: vnd(exact) } : undefined,
    ),
  );
  return amount;
}

/** Compulsory social, health and unemployment insurance and the trade union fee for one employee's month. */
export function insurance(input: InsuranceInput): InsuranceResult {
  const args = argsObject(input, 'vn.insurance');
  const period = parsePeriod(args.period);
  const region = oneOf('region', args.region, REGIONS);
  const salary = wholeDong('salary', args.salary);
  const vietnamese = optionalFlag('vietnamese', args.vietnamese, true);
  const reducedAccident = optionalFlag('reducedAccidentRate', args.reducedAccidentRate, false);
  const covered = optionalFlag('covered', args.covered, true);
  const exemption =
    args.foreignExemption === undefined || args.foreignExemption === null
      ? null
      : oneOf('foreignExemption', args.foreignExemption, FOREIGN_SI_EXEMPTIONS);
  if (exemption && vietnamese) throw new PayrollInputError('foreignExemption', 'applies to foreign employees only (vietnamese: false)');
  const foreignRules = exemption ? inForce(FOREIGN_SI, period, 'Vietnamese foreign employee SI rules') : null;
  const rates = inForce(INSURANCE_RATES, period, 'Vietnamese insurance rates');
  const reference = inForce(REFERENCE_LEVEL, period, 'Vietnamese reference level');
  const minimumWages = inForce(REGIONAL_MINIMUM_WAGE, period, 'Vietnamese regional minimum wage');
  const { employee: ee, employer: er, socialCapMultiple, unemploymentCapMultiple } = rates.value;

  const floor = constant(minimumWages.value[region]);
  const socialCap = constant(reference.value).times(socialCapMultiple);
  const unemploymentCap = floor.times(unemploymentCapMultiple);
  const trace: TraceStep[] = [
    step(T.salary, vnd(salary)),
    step(T.minimum_wage, vnd(floor), { region, source: minimumWages.source }),
    step(T.social_cap, vnd(socialCap), {
      multiple: `${socialCapMultiple}`,
      reference: vnd(reference.value),
      source: reference.note ? `${reference.source} ${reference.note}` : reference.source,
    }),
  ];

  if (salary.isZero() || !covered) {
    trace.push(step(covered ? T.none : T.not_covered, vnd(ZERO)));
    const none = dong(ZERO);
    return {
      employee: { social: none, health: none, unemployment: none, total: none },
      employer: { social: none, health: none, unemployment: none, tradeUnion: none, total: none },
      socialBase: none,
      healthBase: none,
      unemploymentBase: none,
      trace,
    };
  }

  const raised = salary.lessThan(floor);
  const healthBase = max(floor, min(salary, socialCap));
  const socialBase = exemption ? ZERO : healthBase;
  trace.push(step(salary.greaterThan(socialCap) ? T.social_base_capped : raised ? T.social_base_raised : T.social_base, vnd(healthBase)));
  if (foreignRules) trace.push(step(T.foreign_exempt, vnd(ZERO), { reason: exemption!, source: foreignRules.source }));
  const unemploymentBase = vietnamese ? max(floor, min(salary, unemploymentCap)) : ZERO;
  trace.push(
    vietnamese
      ? step(salary.greaterThan(unemploymentCap) ? T.ui_base_capped : raised ? T.ui_base_raised : T.ui_base, vnd(unemploymentBase), {
          multiple: `${unemploymentCapMultiple}`,
          cap: vnd(unemploymentCap),
        })
      : step(T.ui_not_vietnamese, vnd(ZERO)),
  );

  const accident = constant(reducedAccident ? er.accidentReduced : er.accident);
  const employerSocialRate = constant(er.retirement).plus(constant(er.sickness)).plus(accident);
  const employee = {
    social: contribution(trace, { pair: [T.employee_si, T.employee_si_rounded], rate: constant(ee.retirement), base: socialBase }),
    health: contribution(trace, { pair: [T.employee_hi, T.employee_hi_rounded], rate: constant(ee.health), base: healthBase }),
    unemployment: contribution(trace, {
      pair: [T.employee_ui, T.employee_ui_rounded],
      rate: constant(ee.unemployment),
      base: unemploymentBase,
    }),
  };
  const employer = {
    social: contribution(trace, {
      pair: reducedAccident ? [T.employer_si_reduced, T.employer_si_reduced_rounded] : [T.employer_si, T.employer_si_rounded],
      rate: employerSocialRate,
      base: socialBase,
      values: { retirement: percent(er.retirement), sickness: percent(er.sickness), accident: percent(accident) },
    }),
    health: contribution(trace, { pair: [T.employer_hi, T.employer_hi_rounded], rate: constant(er.health), base: healthBase }),
    unemployment: contribution(trace, {
      pair: [T.employer_ui, T.employer_ui_rounded],
      rate: constant(er.unemployment),
      base: unemploymentBase,
    }),
    tradeUnion: contribution(trace, { pair: [T.trade_union, T.trade_union_rounded], rate: constant(er.tradeUnion), base: socialBase }),
  };
  const employeeTotal = sum(Object.values(employee));
  const employerTotal = sum(Object.values(employer));
  trace.push(
    step(T.employee_total, vnd(employeeTotal)),
    step(T.employer_total, vnd(employerTotal)),
    step(T.source, rates.from, { source: rates.source }),
  );

  return {
    employee: {
      social: dong(employee.social),
      health: dong(employee.health),
      unemployment: dong(employee.unemployment),
      total: dong(employeeTotal),
    },
    employer: {
      social: dong(employer.social),
      health: dong(employer.health),
      unemployment: dong(employer.unemployment),
      tradeUnion: dong(employer.tradeUnion),
      total: dong(employerTotal),
    },
    socialBase: dong(socialBase),
    healthBase: dong(healthBase),
    unemploymentBase: dong(unemploymentBase),
    trace,
  };
}
