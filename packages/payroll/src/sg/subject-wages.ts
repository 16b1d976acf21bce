import { constant, type Decimal, max, min, ZERO } from '../core/decimal.ts';
import { inForce } from '../core/dated.ts';
import { PayrollInputError } from '../core/errors.ts';
import type { ParsedPeriod } from '../core/period.ts';
import { step, templates, type TraceStep } from '../core/trace.ts';
import { sgd } from './common.ts';
import { AW_ANNUAL_LIMIT, OW_CEILING } from './parameters/cpf-ceilings.ts';

export interface SubjectWagesInput {
  readonly ordinaryWage: Decimal;
  readonly additionalWage: Decimal;
  /** OW subject to CPF in the months of the year before this one; null when not given. */
  readonly ytdOrdinaryWageSubject: Decimal | null;
  /** AW subject to CPF earlier in the year. */
  readonly ytdAdditionalWageSubject: Decimal;
}

export interface SubjectWages {
  readonly owCeiling: Decimal;
  readonly owSubject: Decimal;
  /** What is left of the year's AW ceiling before this month's AW. */
  readonly awCeilingRemaining: Decimal;
  readonly awSubject: Decimal;
  readonly trace: TraceStep[];
}

const T = templates('sg.cpf', {
  ow_subject: ['OW subject to CPF', 'OW {{ow}}, capped at the OW ceiling of {{ceiling}} (from {{from}})'],
  year_ow_known: ["Year's OW subject to CPF", "{{ytd}} to date + {{month}} this month: the year's OW is known in its last month"],
  year_ow_estimate: [
    "Year's OW subject to CPF",
    '{{ytd}} to date + {{month}} x {{months}} months to come (an estimate, trued up at year end)',
  ],
  year_ow_known_no_ytd: [
    "Year's OW subject to CPF",
    "no year-to-date figure given, so {{month}} × {{before}} (earlier months) + {{month}} this month: the year's OW is known in its last month",
  ],
  year_ow_estimate_no_ytd: [
    "Year's OW subject to CPF",
    'no year-to-date figure given, so {{month}} × {{before}} (earlier months) + {{month}} × {{months}} (months to come): an estimate, trued up at year end',
  ],
  aw_ceiling: ['AW ceiling for the year', '{{limit}} - {{year}}, never below nil'],
  aw_ceiling_left: ['AW ceiling left', '{{ceiling}} - {{ytd}} of AW already subject this year'],
  aw_subject: ['AW subject to CPF', 'AW {{aw}}, up to the AW ceiling left'],
});

function monthOf(period: ParsedPeriod, month: number): ParsedPeriod {
  return { year: period.year, month, key: `${period.year}-${String(month).padStart(2, '0')}` };
}

/** The OW ceilings of the months of the year before the pay month: the most OW that can have been subject. */
function ceilingsBefore(period: ParsedPeriod): Decimal {
  let total = CEILINGS_BEFORE.get(period.key);
  if (total !== undefined) return total;
  total = ZERO;
  for (let month = 1; month < period.month; month += 1) {
    total = total.plus(constant(inForce(OW_CEILING, monthOf(period, month), 'CPF Ordinary Wage ceiling').value));
  }
  CEILINGS_BEFORE.set(period.key, total);
  return total;
}

/** ceilingsBefore by pay month: a pure function of the month and the dated ceilings, so computed once per month. */
const CEILINGS_BEFORE = new Map<string, Decimal>();

/**
 * OW is capped at the monthly OW ceiling. AW is subject up to what is left of the year's AW ceiling
 * ($102,000 - the year's OW subject to CPF, per employer). Before December the year's OW is an
 * estimate (the month's OW subject for each month still to come), trued up at year end; in December
 * the year-to-date figure plus the month's OW subject is the year's OW.
 */
export function subjectWages(period: ParsedPeriod, input: SubjectWagesInput): SubjectWages {
  const owCeilingVersion = inForce(OW_CEILING, period, 'CPF Ordinary Wage ceiling');
  const owCeiling = constant(owCeilingVersion.value);
  const owSubject = min(input.ordinaryWage, owCeiling);
  const trace: TraceStep[] = [
    step(T.ow_subject, sgd(owSubject), { ow: sgd(input.ordinaryWage), ceiling: sgd(owCeiling), from: owCeilingVersion.from }),
  ];

  const possible = ceilingsBefore(period);
  if (input.ytdOrdinaryWageSubject?.greaterThan(possible)) {
    throw new PayrollInputError(
      'ytdOrdinaryWageSubject',
      `${sgd(input.ytdOrdinaryWageSubject)} is more than the OW ceilings of the months before ${period.key} allow (${sgd(possible)})`,
    );
  }
  const monthsBefore = period.month - 1;
  const monthsLeft = 12 - monthsBefore; // this month and the rest of the year
  const ytdOw = input.ytdOrdinaryWageSubject ?? owSubject.times(monthsBefore);
  const yearOw = ytdOw.plus(owSubject.times(monthsLeft));
  const yearTemplate = input.ytdOrdinaryWageSubject
    ? monthsLeft === 1
      ? T.year_ow_known
      : T.year_ow_estimate
    : monthsLeft === 1
      ? T.year_ow_known_no_ytd
      : T.year_ow_estimate_no_ytd;

  const limitVersion = inForce(AW_ANNUAL_LIMIT, period, 'CPF Additional Wage annual limit');
  const limit = constant(limitVersion.value);
  const awCeiling = max(ZERO, limit.minus(yearOw));
  const awCeilingRemaining = max(ZERO, awCeiling.minus(input.ytdAdditionalWageSubject));
  const awSubject = min(input.additionalWage, awCeilingRemaining);
  trace.push(
    step(yearTemplate, sgd(yearOw), { ytd: sgd(ytdOw), month: sgd(owSubject), months: `${monthsLeft}`, before: `${monthsBefore}` }),
    step(T.aw_ceiling, sgd(awCeiling), { limit: sgd(limit), year: sgd(yearOw) }),
    step(T.aw_ceiling_left, sgd(awCeilingRemaining), { ceiling: sgd(awCeiling), ytd: sgd(input.ytdAdditionalWageSubject) }),
    step(T.aw_subject, sgd(awSubject), { aw: sgd(input.additionalWage) }),
  );
  return { owCeiling, owSubject, awCeilingRemaining, awSubject, trace };
}
