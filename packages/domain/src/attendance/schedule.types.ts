/** Shifts, rosters and the scheduled instances they produce. Local times are 'HH:MM' in the site's zone. */

/** A break inside a shift: at fixed clock times, or a number of minutes taken at any time. */
export type ShiftBreak =
  | { readonly kind: 'fixed'; readonly start: string; readonly end: string; readonly paid: boolean }
  | { readonly kind: 'flexible'; readonly minutes: number; readonly paid: boolean };

export interface ShiftDefinition {
  readonly id: string;
  /** Local start, 'HH:MM'. */
  readonly start: string;
  /** Local end; at or before the start, the shift ends the next day (22:00–06:00). Equal: 24 hours. */
  readonly end: string;
  readonly breaks: readonly ShiftBreak[];
}

/**
 * A rotating roster: the cycle's first day is the anchor date, each entry a shift id or null for a
 * day off ('4 on 2 off' is [d, d, d, d, null, null]); dates before the anchor run the cycle backwards.
 */
export interface RosterPattern {
  /** YYYY-MM-DD */
  readonly anchor: string;
  readonly cycle: readonly (string | null)[];
}

/** A pattern in force from a date (until `to`, or the next assignment's date). */
export interface RosterAssignment {
  /** YYYY-MM-DD */
  readonly from: string;
  /** YYYY-MM-DD, inclusive; null or absent: open. */
  readonly to?: string | null;
  readonly pattern: RosterPattern;
}

/** One date changed on the roster grid: another shift, or none (null). */
export interface RosterOverride {
  /** YYYY-MM-DD */
  readonly date: string;
  readonly shiftId: string | null;
}

/** A scheduled shift on a work date. Instants are epoch milliseconds (UTC). */
export interface ShiftInstance {
  /** The work date: the local date the shift starts on. */
  readonly date: string;
  readonly shiftId: string;
  readonly start: number;
  readonly end: number;
  readonly fixedBreaks: readonly { readonly start: number; readonly end: number; readonly paid: boolean }[];
  readonly flexibleBreaks: readonly { readonly minutes: number; readonly paid: boolean }[];
  /** Minutes to be worked: the span less unpaid breaks. */
  readonly scheduledMinutes: number;
  /** Only the first half of the shift is scheduled (a half working day on the calendar). */
  readonly halfDay?: boolean;
}
