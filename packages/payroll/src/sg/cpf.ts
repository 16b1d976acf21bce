import { constant, type Decimal, max, roundTo, Rounding, ZERO, type MoneyInput } from '../core/decimal.ts';
import { inForce } from '../core/dated.ts';
import { PayrollInputError } from '../core/errors.ts';
import { parseDate, parsePeriod } from '../core/period.ts';
import { isTracing, step, type TraceStep } from '../core/trace.ts';
import { absent, argsObject, dollars, oneOf, optionalWageInput, percent, sgd, wageInput } from './common.ts';
import { cpfAgeBand, parseBirthDate, prYear, RATE_TYPES, RESIDENCIES, tableFor, type PrYear, type RateType, type Residency } from './cpf-status.ts';
import { CPF_WAGE_BANDS, type CpfWageBands } from './parameters/cpf-ceilings.ts';
import { CPF_RATES, type CpfBandRates } from './parameters/cpf-rates.ts';
import { subjectWages } from './subject-wages.ts';

export interface CpfInput {
  readonly period: string;
  readonly birthDate: string;
  readonly residency: Residency;
  /** The date SPR status was obtained; required for residency 'PR'. */
  readonly prSince?: string;
  /** PR years 1-2 only: 'GG' (default) graduated employer and employee, 'FG' full employer; 'FF' means full rates. */
  readonly rateType?: RateType;
  readonly ordinaryWage: MoneyInput;
  readonly additionalWage?: MoneyInput;
  /** OW subject to CPF with this employer in the earlier months of the year. */
  readonly ytdOrdinaryWageSubject?: MoneyInput;
  /** AW subject to CPF with this employer earlier in the year. */
  readonly ytdAdditionalWageSubject?: MoneyInput;
}

export interface CpfResult {
  readonly total: string;
  readonly employee: string;
  readonly employer: string;
  readonly ordinaryWageSubject: string;
  readonly additionalWageSubject: string;
  /** OW + AW actually paid: the figure the wage bands test. */
  readonly totalWage: string;
  /** CPF's age band, or null for foreigners. */
  readonly ageBand: string | null;
  readonly prYear: 1 | 2 | 3 | null;
  /** The CPF rate table applied, or null for foreigners. */
  readonly table: string | null;
  readonly employerRate: string;
  readonly employeeRate: string;
  /** What was left of the year's AW ceiling before this month's AW. */
  readonly awCeilingRemaining: string;
  readonly trace: TraceStep[];
}

interface Shares {
  readonly total: Decimal;
  readonly employee: Decimal;
  readonly formula: string;
}

/**
 * The unrounded total and employee share by wage band. The band is chosen by the actual total
 * wages; the amounts are on the wages subject to CPF (equal to TW unless a ceiling binds, and a
 * ceiling can only bind below $750 when the AW ceiling is used up).
 */
function sharesFor(totalWage: Decimal, subject: Decimal, rates: CpfBandRates, bands: CpfWageBands): Shares {
  const employerRate = constant(rates.employer);
  const employeeRate = constant(rates.employee);
  const floor = constant(bands.employerOnlyUpTo);
  if (totalWage.lessThanOrEqualTo(constant(bands.nilUpTo))) {
    return { total: ZERO, employee: ZERO, formula: `total wages up to ${sgd(bands.nilUpTo)}: nil` };
  }
  if (totalWage.lessThanOrEqualTo(floor)) {
    return {
      total: subject.times(employerRate),
      employee: ZERO,
      formula: `total wages above ${sgd(bands.nilUpTo)} up to ${sgd(floor)}: employer only, ${percent(employerRate)} x ${sgd(subject)}`,
    };
  }
  if (totalWage.lessThanOrEqualTo(constant(bands.phaseInUpTo))) {
    const employee = constant(rates.phaseIn).times(max(ZERO, subject.minus(floor)));
    return {
      total: subject.times(employerRate).plus(employee),
      employee,
      formula:
        `total wages above ${sgd(floor)} up to ${sgd(bands.phaseInUpTo)}: ${percent(employerRate)} x ${sgd(subject)} + ` +
        `${rates.phaseIn} x (${sgd(subject)} - ${sgd(floor)}); employee share ${rates.phaseIn} x (${sgd(subject)} - ${sgd(floor)})`,
    };
  }
  return {
    total: subject.times(employerRate.plus(employeeRate)),
    employee: subject.times(employeeRate),
    formula: isTracing() ? `total wages above ${sgd(bands.phaseInUpTo)}: ${percent(employerRate.plus(employeeRate))} x ${sgd(subject)}; employee share ${percent(employeeRate)}` : '',
  };
}

/** CPF contributions for one employee's month (CPF Act First Schedule). */
export function cpf(input: CpfInput): CpfResult {
  const args = argsObject(input, 'sg.cpf');
  const period = parsePeriod(args.period);
  const birth = parseBirthDate(args.birthDate, period);
  const residency = oneOf('residency', args.residency, RESIDENCIES);
  const rateType = absent(args.rateType) ? 'GG' : oneOf('rateType', args.rateType, RATE_TYPES);
  const prSince = absent(args.prSince) ? null : parseDate(args.prSince, 'prSince');
  const ordinaryWage = wageInput('ordinaryWage', args.ordinaryWage);
  const additionalWage = optionalWageInput('additionalWage', args.additionalWage, ZERO);
  const ytdOw = optionalWageInput('ytdOrdinaryWageSubject', args.ytdOrdinaryWageSubject, null);
  const ytdAw = optionalWageInput('ytdAdditionalWageSubject', args.ytdAdditionalWageSubject, ZERO);
  const rates = inForce(CPF_RATES, period, 'CPF contribution rates');
  const bands = inForce(CPF_WAGE_BANDS, period, 'CPF wage bands');
  if (residency === 'PR' && !prSince) throw new PayrollInputError('prSince', 'is required for an SPR: it sets the year of PR status');
  if (prSince && prSince.key < birth.key) throw new PayrollInputError('prSince', `${prSince.key} is before the birth date ${birth.key}`);
  const pr: PrYear | null = residency === 'PR' && prSince ? prYear(prSince, period) : null;

  const totalWage = ordinaryWage.plus(additionalWage);
  const trace: TraceStep[] = [
    step('Total wages', sgd(totalWage), `OW ${sgd(ordinaryWage)} + AW ${sgd(additionalWage)}`),
  ];

  if (residency === 'FOREIGNER') {
    const why = 'only Singapore Citizens and SPRs contribute CPF; foreigners on any pass do not (CPF Board, "How much CPF contributions to pay")';
    trace.push(step('CPF', sgd(ZERO), why));
    const zero = dollars(ZERO);
    return {
      total: zero, employee: zero, employer: zero, ordinaryWageSubject: zero, additionalWageSubject: zero,
      totalWage: dollars(totalWage), ageBand: null, prYear: null, table: null, employerRate: '0', employeeRate: '0',
      awCeilingRemaining: zero, trace,
    };
  }

  const age = cpfAgeBand(birth, period);
  const table = tableFor(rates.value, pr, rateType);
  const rate = table.bands[age.index];
  trace.push(step('Age band', age.label, age.detail));
  if (pr) trace.push(step('Year of SPR status', `${pr.year}`, pr.year < 3 ? `${pr.detail}; rate type ${rateType}` : pr.detail));
  trace.push(step('Rate table', table.name, `in force from ${rates.from}: employer ${percent(rate.employer)}, employee ${percent(rate.employee)}`));
  if (table.note) trace.push(step('Provisional table', rates.from, table.note));
  if (rates.note) trace.push(step('Provisional rates', rates.from, rates.note));

  const wages = subjectWages(period, { ordinaryWage, additionalWage, ytdOrdinaryWageSubject: ytdOw, ytdAdditionalWageSubject: ytdAw });
  trace.push(...wages.trace);
  const subject = wages.owSubject.plus(wages.awSubject);
  const shares = sharesFor(totalWage, subject, rate, bands.value);
  trace.push(step('Wage band', sgd(totalWage), shares.formula));

  // CPF FAQ: the total is rounded to the nearest dollar (50 cents up), the employee share has its
  // cents dropped, and the employer pays the rest.
  const total = roundTo(shares.total, 1, Rounding.halfUp);
  const employee = roundTo(shares.employee, 1, Rounding.down);
  const employer = total.minus(employee);
  trace.push(
    step('Total contribution', sgd(total), `${shares.total.toString()}, to the nearest dollar`),
    step('Employee share', sgd(employee), `${shares.employee.toString()}, cents dropped`),
    step('Employer share', sgd(employer), 'total - employee share'),
    step('Legal source', rates.from, rates.source),
  );

  return {
    total: dollars(total),
    employee: dollars(employee),
    employer: dollars(employer),
    ordinaryWageSubject: dollars(wages.owSubject),
    additionalWageSubject: dollars(wages.awSubject),
    totalWage: dollars(totalWage),
    ageBand: age.label,
    prYear: pr?.year ?? null,
    table: table.name,
    employerRate: rate.employer,
    employeeRate: rate.employee,
    awCeilingRemaining: dollars(wages.awCeilingRemaining),
    trace,
  };
}
