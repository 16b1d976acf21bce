import { PayrollInputError } from '../core/errors.ts';
import { birthdaysBeforeMonth, monthsBetween, parseDate, type ParsedDate, type ParsedPeriod } from '../core/period.ts';
import { CPF_AGE_BANDS, type CpfRateSet, type CpfTable } from './parameters/cpf-rates.ts';

export const RESIDENCIES = ['SC', 'PR', 'FOREIGNER'] as const;
export type Residency = (typeof RESIDENCIES)[number];

/** G/G (the default) and F/G per the API; F/F (full rates by joint application) is the citizen table. */
export const RATE_TYPES = ['GG', 'FG', 'FF'] as const;
export type RateType = (typeof RATE_TYPES)[number];

export interface CpfAgeBand {
  /** Index into CPF_AGE_BANDS and into every table's `bands`. */
  readonly index: 0 | 1 | 2 | 3 | 4;
  readonly label: string;
  /** Birthdays before the pay month; the employee turns age + 1 in it when turnsThisMonth. */
  readonly age: number;
  readonly turnsThisMonth: boolean;
}

export function parseBirthDate(value: unknown, period: ParsedPeriod): ParsedDate {
  const birth = parseDate(value, 'birthDate');
  if (birth.key.slice(0, 7) >= period.key) {
    throw new PayrollInputError('birthDate', `${birth.key} must be before the pay month ${period.key}`);
  }
  return birth;
}

/**
 * CPF moves an employee to the next age band from the first day of the month after the month of
 * the 55th, 60th, 65th or 70th birthday, so the band goes by birthdays before the pay month.
 */
export function cpfAgeBand(birth: ParsedDate, period: ParsedPeriod): CpfAgeBand {
  const completed = birthdaysBeforeMonth(birth, period);
  const index = CPF_AGE_BANDS.findIndex((b) => b.untilBirthday === null || completed < b.untilBirthday) as CpfAgeBand['index'];
  const label = CPF_AGE_BANDS[index].label;
  const turnsThisMonth = birth.month === period.month;
  return { index, label, age: turnsThisMonth ? completed + 1 : completed, turnsThisMonth };
}

export interface PrYear {
  readonly year: 1 | 2 | 3;
  /** The date SPR status was obtained. */
  readonly since: string;
  /** The month the year ends ('YYYY-MM'); for year 3, the end of year 2. */
  readonly ends: string;
}

/**
 * Year 1 runs from the date SPR status is obtained to the end of the month of the first
 * anniversary, year 2 to the end of the month of the second; full rates apply after that.
 */
export function prYear(prSince: ParsedDate, period: ParsedPeriod): PrYear {
  const months = monthsBetween(prSince, period);
  if (months < 0) throw new PayrollInputError('prSince', `${prSince.key} is after the pay month ${period.key}`);
  const year = months <= 12 ? 1 : months <= 24 ? 2 : 3;
  const ends = (n: number) => `${prSince.year + n}-${String(prSince.month).padStart(2, '0')}`;
  return { year, since: prSince.key, ends: ends(year === 3 ? 2 : year) };
}

/** The table for the employee: citizens and SPRs from year 3 use Table 1; years 1-2 by rate type. */
export function tableFor(rates: CpfRateSet, pr: PrYear | null, rateType: RateType): CpfTable {
  if (!pr || pr.year === 3 || rateType === 'FF') return rates.citizen;
  if (pr.year === 1) return rateType === 'FG' ? rates.prYear1FG : rates.prYear1GG;
  return rateType === 'FG' ? rates.prYear2FG : rates.prYear2GG;
}
