import { constant, type Decimal, max, roundTo, Rounding, ZERO, type MoneyInput } from '../core/decimal.ts';
import { inForce } from '../core/dated.ts';
import { PayrollInputError } from '../core/errors.ts';
import { parseDate, parsePeriod } from '../core/period.ts';
import { step, templates, type TraceStep, type TraceTemplate } from '../core/trace.ts';
import { absent, argsObject, dollars, oneOf, optionalWageInput, percent, sgd, wageInput } from './common.ts';
import {
  cpfAgeBand,
  parseBirthDate,
  prYear,
  RATE_TYPES,
  RESIDENCIES,
  tableFor,
  type PrYear,
  type RateType,
  type Residency,
} from './cpf-status.ts';
import { CPF_WAGE_BANDS, type CpfWageBands } from './parameters/cpf-ceilings.ts';
import { CPF_AGE_BANDS, CPF_RATES, type CpfBandRates } from './parameters/cpf-rates.ts';
import { subjectWages } from './subject-wages.ts';

export interface CpfInput {
  readonly period: string;
  readonly birthDate: string;
  readonly residency: Residency;
  /** The date SPR status was obtained; required for residency 'PR'. */
  readonly prSince?: string;
  /**
   * SPR years 1-2 only (CPF rate types): 'GG' (the default) graduated employer and graduated employee
   * rates (Tables 2 and 3); 'FG' full employer and graduated employee rates, when the employer alone
   * elects full rates (Tables 4 and 5); 'FF' full employer and full employee rates, when employer and
   * employee jointly apply to CPF Board for full rates: the citizen table (Table 1) from that month.
   * Ignored for citizens and for SPRs from the third year, who always pay full rates.
   */
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

const T = templates('sg.cpf', {
  total_wages: ['Total wages', 'OW {{ow}} + AW {{aw}}'],
  foreigner: [
    'CPF',
    'only Singapore Citizens and SPRs contribute CPF; foreigners on any pass do not (CPF Board, "How much CPF contributions to pay")',
  ],
  age_band: ['Age band', 'born {{birth}}: age {{age}} in {{period}}'],
  age_band_birthday: [
    'Age band',
    'born {{birth}}: turns {{age}} this month; a new band applies only from the month after the birthday month',
  ],
  pr_year: ['Year of SPR status', 'SPR since {{since}}: year {{year}} runs to the end of {{ends}}; rate type {{rateType}}'],
  pr_year_full: ['Year of SPR status', 'SPR since {{since}}: 3rd year onwards (after {{ends}}), full rates'],
  rate_table_1: [
    'Rate table',
    'Table 1 (Singapore Citizens and SPRs from the 3rd year), in force from {{from}}: employer {{employer}}, employee {{employee}}',
  ],
  rate_table_2: [
    'Rate table',
    'Table 2 (SPR 1st year, graduated employer and employee, G/G), in force from {{from}}: employer {{employer}}, employee {{employee}}',
  ],
  rate_table_3: [
    'Rate table',
    'Table 3 (SPR 2nd year, graduated employer and employee, G/G), in force from {{from}}: employer {{employer}}, employee {{employee}}',
  ],
  rate_table_4: [
    'Rate table',
    'Table 4 (SPR 1st year, full employer and graduated employee, F/G), in force from {{from}}: employer {{employer}}, employee {{employee}}',
  ],
  rate_table_5: [
    'Rate table',
    'Table 5 (SPR 2nd year, full employer and graduated employee, F/G), in force from {{from}}: employer {{employer}}, employee {{employee}}',
  ],
  provisional_table: ['Provisional table', '{{note}}'],
  provisional_rates: ['Provisional rates', '{{note}}'],
  band_nil: ['Wage band', 'total wages up to {{nil}}: nil'],
  band_employer_only: ['Wage band', 'total wages above {{nil}} up to {{floor}}: employer only, {{employerRate}} x {{subject}}'],
  band_phase_in: [
    'Wage band',
    'total wages above {{floor}} up to {{upper}}: {{employerRate}} x {{subject}} + {{factor}} x ({{subject}} - {{floor}}); employee share {{factor}} x ({{subject}} - {{floor}})',
  ],
  band_full: ['Wage band', 'total wages above {{upper}}: {{totalRate}} x {{subject}}; employee share {{employeeRate}}'],
  total: ['Total contribution', '{{exact}}, to the nearest dollar'],
  employee: ['Employee share', '{{exact}}, cents dropped'],
  employer: ['Employer share', 'total - employee share'],
  source: ['Legal source', '{{source}}'],
});

interface SharesInput {
  readonly totalWage: Decimal;
  /** The wages subject to CPF this month (OW and AW after their ceilings). */
  readonly subject: Decimal;
  readonly rates: CpfBandRates;
  readonly bands: CpfWageBands;
}

interface Shares {
  readonly total: Decimal;
  readonly employee: Decimal;
  readonly formula: TraceTemplate;
  readonly values: Readonly<Record<string, string>>;
}

/**
 * The unrounded total and employee share by wage band. The band is chosen by the actual total
 * wages; the amounts are on the wages subject to CPF (equal to TW unless a ceiling binds, and a
 * ceiling can only bind below $750 when the AW ceiling is used up).
 */
function sharesFor({ totalWage, subject, rates, bands }: SharesInput): Shares {
  const employerRate = constant(rates.employer);
  const employeeRate = constant(rates.employee);
  const floor = constant(bands.employerOnlyUpTo);
  if (totalWage.lessThanOrEqualTo(constant(bands.nilUpTo))) {
    return { total: ZERO, employee: ZERO, formula: T.band_nil, values: { nil: sgd(bands.nilUpTo) } };
  }
  if (totalWage.lessThanOrEqualTo(floor)) {
    return {
      total: subject.times(employerRate),
      employee: ZERO,
      formula: T.band_employer_only,
      values: { nil: sgd(bands.nilUpTo), floor: sgd(floor), employerRate: percent(employerRate), subject: sgd(subject) },
    };
  }
  if (totalWage.lessThanOrEqualTo(constant(bands.phaseInUpTo))) {
    const employee = constant(rates.phaseIn).times(max(ZERO, subject.minus(floor)));
    return {
      total: subject.times(employerRate).plus(employee),
      employee,
      formula: T.band_phase_in,
      values: {
        floor: sgd(floor),
        upper: sgd(bands.phaseInUpTo),
        employerRate: percent(employerRate),
        subject: sgd(subject),
        factor: rates.phaseIn,
      },
    };
  }
  return {
    total: subject.times(employerRate.plus(employeeRate)),
    employee: subject.times(employeeRate),
    formula: T.band_full,
    values: {
      upper: sgd(bands.phaseInUpTo),
      totalRate: percent(employerRate.plus(employeeRate)),
      subject: sgd(subject),
      employeeRate: percent(employeeRate),
    },
  };
}

/** The band in figures ("≤ 55", "55–60", "> 70"): the same in every language, unlike its name. */
function bandText(index: number): string {
  const band = CPF_AGE_BANDS[index]!;
  const below = index === 0 ? null : CPF_AGE_BANDS[index - 1]!.untilBirthday;
  return band.untilBirthday === null ? `> ${below}` : below === null ? `≤ ${band.untilBirthday}` : `${below}–${band.untilBirthday}`;
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
  const trace: TraceStep[] = [step(T.total_wages, sgd(totalWage), { ow: sgd(ordinaryWage), aw: sgd(additionalWage) })];

  if (residency === 'FOREIGNER') {
    trace.push(step(T.foreigner, sgd(ZERO)));
    const zero = dollars(ZERO);
    return {
      total: zero,
      employee: zero,
      employer: zero,
      ordinaryWageSubject: zero,
      additionalWageSubject: zero,
      totalWage: dollars(totalWage),
      ageBand: null,
      prYear: null,
      table: null,
      employerRate: '0',
      employeeRate: '0',
      awCeilingRemaining: zero,
      trace,
    };
  }

  const age = cpfAgeBand(birth, period);
  const table = tableFor(rates.value, pr, rateType);
  const rate = table.bands[age.index];
  trace.push(
    step(age.turnsThisMonth ? T.age_band_birthday : T.age_band, bandText(age.index), {
      birth: birth.key,
      age: `${age.age}`,
      period: period.key,
      band: age.label,
    }),
  );
  if (pr)
    trace.push(
      step(pr.year < 3 ? T.pr_year : T.pr_year_full, `${pr.year}`, { since: pr.since, year: `${pr.year}`, ends: pr.ends, rateType }),
    );
  // CPF numbers its tables: 1 for citizens and SPRs from year 3 (and F/F), 2-3 G/G and 4-5 F/G for years 1-2.
  const number = !pr || pr.year === 3 || rateType === 'FF' ? 1 : rateType === 'FG' ? pr.year + 3 : pr.year + 1;
  const tableTemplate = [T.rate_table_1, T.rate_table_2, T.rate_table_3, T.rate_table_4, T.rate_table_5][number - 1]!;
  trace.push(step(tableTemplate, `${number}`, { from: rates.from, employer: percent(rate.employer), employee: percent(rate.employee) }));
  if (table.note) trace.push(step(T.provisional_table, rates.from, { note: table.note }));
  if (rates.note) trace.push(step(T.provisional_rates, rates.from, { note: rates.note }));

  const wages = subjectWages(period, { ordinaryWage, additionalWage, ytdOrdinaryWageSubject: ytdOw, ytdAdditionalWageSubject: ytdAw });
  trace.push(...wages.trace);
  const subject = wages.owSubject.plus(wages.awSubject);
  const shares = sharesFor({ totalWage, subject, rates: rate, bands: bands.value });
  trace.push(step(shares.formula, sgd(totalWage), shares.values));

  // CPF FAQ: the total is rounded to the nearest dollar (50 cents up), the employee share has its
  // cents dropped, and the employer pays the rest.
  const total = roundTo(shares.total, 1, Rounding.halfUp);
  const employee = roundTo(shares.employee, 1, Rounding.down);
  const employer = total.minus(employee);
  trace.push(
    step(T.total, sgd(total), { exact: shares.total.toString() }),
    step(T.employee, sgd(employee), { exact: shares.employee.toString() }),
    step(T.employer, sgd(employer)),
    step(T.source, rates.from, { source: rates.source }),
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
