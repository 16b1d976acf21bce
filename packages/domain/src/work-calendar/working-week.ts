/** Fraction of a day worked: 1 full day, 0.5 a half day, 0 a rest day. */
export type DayFraction = 0 | 0.5 | 1;

/** Fraction of a day worked on each ISO weekday, Monday first. */
export type WorkingWeek = readonly [DayFraction, DayFraction, DayFraction, DayFraction, DayFraction, DayFraction, DayFraction];

/** A working week that applies from a date on (until the next one's date). */
export interface DatedWorkingWeek {
  /** YYYY-MM-DD */
  readonly from: string;
  readonly week: WorkingWeek;
}

/** The common weeks the settings page offers; a company can still set any other. */
export const STANDARD_WORKING_WEEKS = {
  /** Monday to Friday, Saturday and Sunday off. */
  fiveDay: [1, 1, 1, 1, 1, 0, 0],
  /** Monday to Friday and a half day on Saturday. */
  fiveAndHalfDay: [1, 1, 1, 1, 1, 0.5, 0],
  /** Monday to Saturday. */
  sixDay: [1, 1, 1, 1, 1, 1, 0],
  /** Sunday to Thursday, Friday and Saturday off (Kedah, Kelantan, Terengganu). */
  fridaySaturdayWeekend: [1, 1, 1, 1, 0, 0, 1],
} as const satisfies Record<string, WorkingWeek>;

export type StandardWorkingWeekName = keyof typeof STANDARD_WORKING_WEEKS;

const FRACTIONS: readonly number[] = [0, 0.5, 1];

/** True when the value is a working week: seven fractions, each 0, 0.5 or 1. */
export function isWorkingWeek(value: unknown): value is WorkingWeek {
  return Array.isArray(value) && value.length === 7 && value.every((fraction) => FRACTIONS.includes(fraction as number));
}

/**
 * The standard weeks worth offering a company whose calendar follows this country (and Malaysian
 * state), the usual one first. The weeks fit each country's statutory hours: Singapore 44 a week
 * (Employment Act s. 38), Malaysia 45 (Employment Act s. 60A), Indonesia 40 as six days of 7 hours
 * or five of 8 (UU 13/2003 art. 77), Vietnam 48 (Labour Code 2019 art. 105), the Philippines 8 a
 * day (Labor Code art. 83); Kedah, Kelantan and Terengganu rest on Friday and Saturday.
 */
export function standardWorkingWeeksFor(place: {
  readonly country: string;
  readonly weekend?: 'sat-sun' | 'fri-sat' | null;
}): StandardWorkingWeekName[] {
  // Many private employers there keep the Saturday–Sunday weekend of their customers: offered second.
  if (place.weekend === 'fri-sat') return ['fridaySaturdayWeekend', 'fiveDay'];
  switch (place.country) {
    case 'ID':
      return ['fiveDay', 'sixDay'];
    case 'PH':
      return ['fiveDay', 'sixDay', 'fiveAndHalfDay'];
    default:
      return ['fiveDay', 'fiveAndHalfDay', 'sixDay'];
  }
}
