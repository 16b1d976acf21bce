import { constant, type Decimal, max, min, sum, ZERO, type MoneyInput } from '../core/decimal.ts';
import { inForce } from '../core/dated.ts';
import { parsePeriod } from '../core/period.ts';
import { step, type TraceStep } from '../core/trace.ts';
import { argsObject, dong, oneOf, optionalFlag, percent, REGIONS, toDong, vnd, wholeDong, type Region } from './common.ts';
import { INSURANCE_RATES, REFERENCE_LEVEL, REGIONAL_MINIMUM_WAGE } from './parameters/insurance.ts';

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
  /** The SI and HI (and trade union fee) base: the salary floored and capped. */
  readonly socialBase: string;
  /** The UI base; "0" when UI does not apply. */
  readonly unemploymentBase: string;
  readonly trace: TraceStep[];
}

/** One fund on one side: rate × base, rounded to the dong, with its trace line. */
function contribution(trace: TraceStep[], label: string, rate: Decimal, base: Decimal, why?: string): Decimal {
  const exact = base.times(rate);
  const amount = toDong(exact);
  const detail = `${percent(rate)} × ${vnd(base)} = ${vnd(exact)}${exact.equals(amount) ? '' : ', rounded to the dong'}`;
  trace.push(step(label, vnd(amount), why ? `${detail}; ${why}` : detail));
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
  const rates = inForce(INSURANCE_RATES, period, 'Vietnamese insurance rates');
  const reference = inForce(REFERENCE_LEVEL, period, 'Vietnamese reference level');
  const minimumWages = inForce(REGIONAL_MINIMUM_WAGE, period, 'Vietnamese regional minimum wage');
  const { employee: ee, employer: er, socialCapMultiple, unemploymentCapMultiple } = rates.value;

  const floor = constant(minimumWages.value[region]);
  const socialCap = constant(reference.value).times(socialCapMultiple);
  const unemploymentCap = floor.times(unemploymentCapMultiple);
  const trace: TraceStep[] = [
    step('Insurance salary', vnd(salary), 'contract wage plus wage allowances and regular supplements'),
    step('Regional minimum wage', vnd(floor), `region ${region}, the floor of every insurance base: ${minimumWages.source}`),
    step('SI and HI cap', vnd(socialCap), `${socialCapMultiple} × the reference level ${vnd(reference.value)}: ${reference.source}${reference.note ? ` ${reference.note}` : ''}`),
  ];

  if (salary.isZero()) {
    trace.push(step('Insurance', vnd(ZERO), 'no insurance salary this month (e.g. a month of unpaid leave), so nothing is due'));
    const none = dong(ZERO);
    return {
      employee: { social: none, health: none, unemployment: none, total: none },
      employer: { social: none, health: none, unemployment: none, tradeUnion: none, total: none },
      socialBase: none,
      unemploymentBase: none,
      trace,
    };
  }

  const raised = salary.lessThan(floor) ? ' (raised to the regional minimum wage)' : '';
  const socialBase = max(floor, min(salary, socialCap));
  trace.push(step('SI and HI base', vnd(socialBase), salary.greaterThan(socialCap) ? 'the salary capped' : `the salary${raised}`));
  const unemploymentBase = vietnamese ? max(floor, min(salary, unemploymentCap)) : ZERO;
  trace.push(
    vietnamese
      ? step('UI base', vnd(unemploymentBase), salary.greaterThan(unemploymentCap) ? `capped at ${unemploymentCapMultiple} × the regional minimum wage` : `the salary${raised}; UI cap ${vnd(unemploymentCap)}`)
      : step('UI base', vnd(ZERO), 'unemployment insurance covers Vietnamese employees only'),
  );

  const accident = constant(reducedAccident ? er.accidentReduced : er.accident);
  const employerSocialRate = constant(er.retirement).plus(constant(er.sickness)).plus(accident);
  const employee = {
    social: contribution(trace, 'Employee SI', constant(ee.retirement), socialBase, 'retirement and survivorship'),
    health: contribution(trace, 'Employee HI', constant(ee.health), socialBase),
    unemployment: contribution(trace, 'Employee UI', constant(ee.unemployment), unemploymentBase),
  };
  const employer = {
    social: contribution(
      trace,
      'Employer SI',
      employerSocialRate,
      socialBase,
      `retirement ${percent(er.retirement)} + sickness and maternity ${percent(er.sickness)} + occupational accident ${percent(accident)}${reducedAccident ? ' (reduced rate)' : ''}`,
    ),
    health: contribution(trace, 'Employer HI', constant(er.health), socialBase),
    unemployment: contribution(trace, 'Employer UI', constant(er.unemployment), unemploymentBase),
    tradeUnion: contribution(trace, 'Trade union fee', constant(er.tradeUnion), socialBase, 'on the SI salary, paid by the employer'),
  };
  const employeeTotal = sum(Object.values(employee));
  const employerTotal = sum(Object.values(employer));
  trace.push(
    step('Employee total', vnd(employeeTotal), 'SI + HI + UI, each rounded to the dong'),
    step('Employer total', vnd(employerTotal), 'SI + HI + UI + trade union fee, each rounded to the dong'),
    step('Legal source', rates.from, rates.source),
  );

  return {
    employee: { social: dong(employee.social), health: dong(employee.health), unemployment: dong(employee.unemployment), total: dong(employeeTotal) },
    employer: {
      social: dong(employer.social),
      health: dong(employer.health),
      unemployment: dong(employer.unemployment),
      tradeUnion: dong(employer.tradeUnion),
      total: dong(employerTotal),
    },
    socialBase: dong(socialBase),
    unemploymentBase: dong(unemploymentBase),
    trace,
  };
}
