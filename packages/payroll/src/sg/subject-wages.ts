import { constant, type Decimal, max, min, ZERO } from '../core/decimal.ts';
import { inForce } from '../core/dated.ts';
import { PayrollInputError } from '../core/errors.ts';
import type { ParsedPeriod } from '../core/period.ts';
import { step, type TraceStep } from '../core/trace.ts';
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
    step('OW subject to CPF', sgd(owSubject), `OW ${sgd(input.ordinaryWage)}, capped at the OW ceiling of ${sgd(owCeiling)} (from ${owCeilingVersion.from})`),
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
  const ytdText = input.ytdOrdinaryWageSubject
    ? `${sgd(ytdOw)} to date`
    : `no year-to-date figure given, so ${monthsBefore} earlier month(s) at this month's ${sgd(owSubject)}`;
  const yearText =
    monthsLeft === 1
      ? `${ytdText} + ${sgd(owSubject)} this month: the year's OW is known in its last month`
      : `${ytdText} + ${sgd(owSubject)} x ${monthsLeft} months to come (an estimate, trued up at year end)`;

  const limitVersion = inForce(AW_ANNUAL_LIMIT, period, 'CPF Additional Wage annual limit');
  const limit = constant(limitVersion.value);
  const awCeiling = max(ZERO, limit.minus(yearOw));
  const awCeilingRemaining = max(ZERO, awCeiling.minus(input.ytdAdditionalWageSubject));
  const awSubject = min(input.additionalWage, awCeilingRemaining);
  trace.push(
    step("Year's OW subject to CPF", sgd(yearOw), yearText),
    step('AW ceiling for the year', sgd(awCeiling), `${sgd(limit)} - ${sgd(yearOw)}, never below nil`),
    step('AW ceiling left', sgd(awCeilingRemaining), `${sgd(awCeiling)} - ${sgd(input.ytdAdditionalWageSubject)} of AW already subject this year`),
    step('AW subject to CPF', sgd(awSubject), `AW ${sgd(input.additionalWage)}, up to the AW ceiling left`),
  );
  return { owCeiling, owSubject, awCeilingRemaining, awSubject, trace };
}
