import type { MalaysianStateCode } from './malaysian-states.data.ts';

export const HOLIDAY_COUNTRIES = ['SG', 'MY', 'ID', 'VN', 'PH'] as const;
export type HolidayCountry = (typeof HOLIDAY_COUNTRIES)[number];

/**
 * public: a gazetted public holiday (PH: a regular holiday); observed: the substitute day of a
 * holiday that fell on a rest day; special: PH special non-working day; collective: ID cuti
 * bersama; state: a Malaysian state's own holiday.
 */
export type HolidayType = 'public' | 'observed' | 'special' | 'collective' | 'state';

export interface StandardHoliday {
  /** YYYY-MM-DD */
  readonly date: string;
  /**
   * Stable within the country's list for the year; the i18n key is `holidayNames:<country>.<key>`
   * (country in lower case). An observed day's key is `<key of its holiday>Observed`; its name is
   * translated with `holidayNames:observed` and {{name}} the translated name of `observesKey`.
   */
  readonly key: string;
  /** English name. */
  readonly name: string;
  readonly type: HolidayType;
  /** type 'observed': the date of the holiday it stands in for. */
  readonly observes?: string;
  /** type 'observed': the key of the holiday it stands in for. */
  readonly observesKey?: string;
}

export interface HolidaySource {
  readonly authority: string;
  readonly title: string;
  readonly reference: string;
  readonly url?: string;
  /** YYYY-MM-DD */
  readonly publishedOn?: string;
}

/** A holiday as written in a year's data file, before observed days are added. */
export interface HolidayEntry {
  readonly date: string;
  readonly key: string;
  readonly name: string;
  readonly type: HolidayType;
  /** type 'observed' (only where the official list names a substitute day itself). */
  readonly observes?: string;
  readonly observesKey?: string;
  /** MY only: the states where it is a holiday; absent: every state. */
  readonly states?: readonly MalaysianStateCode[];
  /**
   * The official list already names this holiday's substitute (or says it has none): the observed
   * rule is not applied to it, so the official day is never doubled.
   */
  readonly noObservedRule?: boolean;
}

/** One country's official list for one year, as published. */
export interface HolidayYear {
  readonly country: HolidayCountry;
  readonly year: number;
  readonly source: HolidaySource;
  readonly holidays: readonly HolidayEntry[];
}
