/** The attendance setting a timesheet is computed with (full time or part time, assigned by date). */

/**
 * How a rate band is paid, as the law writes it; payroll turns minutes into money with it.
 * - hourly: the hours at `times` the hourly rate (1.5 = 150 %), all of their pay;
 * - addition: a premium of `percent` % of the basic hourly rate on top of the hour's pay (night
 *   work: the Philippines' 10 % of a rest day's 130 % is an addition of 13);
 * - days: a day's wages or more, by whether the day's work reached more than half the normal
 *   daily hours (Singapore and Malaysia, work on a rest day or a public holiday).
 */
export type BandPay =
  | { readonly kind: 'hourly'; readonly times: string }
  | { readonly kind: 'addition'; readonly percent: string }
  | { readonly kind: 'days'; readonly halfOrLess: string; readonly moreThanHalf: string };

export interface RateBand {
  /** Stable id, e.g. 'my.restDayOvertime'; its label is the i18n key `attendance:bands.<id>`. */
  readonly id: string;
  readonly pay: BandPay;
}

/** Minutes of a kind of work split into bands: the minutes from `fromMinute` on (until the next tier) go to `band`. */
export interface DayTable {
  /** In time order: the day's first premium minutes go to the first tier. A tier's nightBand takes its minutes in the night window. */
  readonly tiers: readonly { readonly fromMinute: number; readonly band: string; readonly nightBand?: string }[];
  /** The night band of every tier without its own (Vietnam's +20 % on night overtime). */
  readonly nightBand?: string;
}

export interface OvertimePolicy {
  /** Every band the tables name, in the order a timesheet lists them. */
  readonly bands: readonly RateBand[];
  /** Work after the shift's end counts as overtime. */
  readonly afterShiftEnd: boolean;
  /** Work before the shift's start counts as overtime too (otherwise an early clock-in is not work). */
  readonly beforeShiftStart: boolean;
  /** A stretch before the start or after the end shorter than this is not counted. */
  readonly minimumMinutes: number;
  /** Overtime is counted in whole blocks of this many minutes (1: every minute). */
  readonly blockMinutes: number;
  /** Work beyond this many minutes on a working day is overtime, whatever the schedule says. */
  readonly dailyAfterMinutes: number | null;
  /** Regular minutes beyond this many in a week (from weekStartsOn) are overtime. */
  readonly weeklyAfterMinutes: number | null;
  /** Overtime on a working day, counted from its first overtime minute. */
  readonly normalDay: DayTable;
  /** All work on a rest day, from its first minute; null: a rest day counts as a working day. */
  readonly restDay: DayTable | null;
  /** All work on a public holiday; null: a holiday counts as a working day. */
  readonly publicHoliday: DayTable | null;
  readonly publicHolidayOnRestDay?: DayTable;
  /** Indonesia, six-day week: a holiday on the week's shortest working day. */
  readonly publicHolidayOnShortestDay?: DayTable;
  /** The Philippines' special (non-working) days. */
  readonly specialDay?: DayTable;
  readonly specialDayOnRestDay?: DayTable;
  /**
   * The night window (local times; crossing midnight when end ≤ start), the band of all counted
   * work in it (Vietnam's +30 %), and the band of regular time in it only (the Philippines' night
   * differential, whose premium minutes take their tier's night band).
   */
  readonly night: { readonly start: string; readonly end: string; readonly band: string | null; readonly regularBand?: string } | null;
}

export interface RoundingRule {
  /** The clock grid, in minutes (5, 10, 15, 30…). */
  readonly unitMinutes: number;
  readonly direction: 'up' | 'down' | 'nearest';
}

export interface AttendanceSetting {
  readonly employment: 'fullTime' | 'partTime';
  /** Late within this many minutes of the start is not late. */
  readonly lateGraceMinutes: number;
  readonly earlyLeaveGraceMinutes: number;
  /** Past the grace: all the minutes count ('whole') or only those past it ('beyondGrace'). */
  readonly graceMode: 'whole' | 'beyondGrace';
  /** Rounding of clock-ins and clock-outs for worked time (late and early leave use the real minute). */
  readonly rounding: { readonly clockIn: RoundingRule | null; readonly clockOut: RoundingRule | null };
  /** Without a schedule, a punch before this local time belongs to the day before ('04:00'). */
  readonly dayBoundary: string;
  /** How long before a shift's start and after its end a punch still belongs to that shift. */
  readonly punchWindow: { readonly beforeStartMinutes: number; readonly afterEndMinutes: number };
  /** A break deducted on a day worked without a schedule, once the day's presence reaches afterMinutes. */
  readonly unscheduledBreak: { readonly minutes: number; readonly afterMinutes: number } | null;
  /** ISO weekday the week starts on for the weekly threshold: 0 Monday … 6 Sunday. */
  readonly weekStartsOn: number;
  /**
   * Part time: minutes beyond the part-timer's own shift and up to a full-timer's day are extra
   * hours in extraBand (Singapore pays them at the basic rate); only beyond that is overtime.
   */
  readonly partTime: { readonly fullTimeDailyMinutes: number; readonly extraBand: string } | null;
  readonly overtime: OvertimePolicy;
}
