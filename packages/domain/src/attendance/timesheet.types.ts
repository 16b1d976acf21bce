/** Punches in, timesheets out. */
import type { HolidayType } from '../work-calendar/holidays/holiday.types.ts';
import type { ExplanationKey } from './explanations.ts';

/** A clock event as stored (append-only): a correction is a new event, the server passes those in force. */
export interface Punch {
  readonly id: string;
  readonly action: 'in' | 'out';
  /** Epoch milliseconds (UTC). */
  readonly at: number;
}

/** What the work calendar says about a date for this employee (employeeWorkingDaysByDate, and the holiday list). */
export interface DayContext {
  /** YYYY-MM-DD */
  readonly date: string;
  readonly calendar: 'working' | 'rest' | 'holiday' | 'notEmployed';
  /** A holiday's kind; 'special' is the Philippines' special (non-working) day. */
  readonly holidayType?: HolidayType;
  /** The holiday falls on what would have been a rest day. */
  readonly onRestDay?: boolean;
  /** The holiday falls on the week's shortest working day (a half day of the working week). */
  readonly onShortestDay?: boolean;
  /** Approved time off on the date: a whole day, or the first or second half of the shift. */
  readonly leave?: 'full' | 'firstHalf' | 'secondHalf';
}

/** Why a figure is what it is: an i18n key of the `attendance` namespace with its values, the events and the rule. */
export interface Explanation {
  /** The figure it explains. */
  readonly figure: TimesheetFigure;
  readonly key: ExplanationKey;
  /** Times as local 'HH:MM', durations in minutes, bands by id. */
  readonly values: Readonly<Record<string, string | number>>;
  /** Ids of the punches the figure comes from. */
  readonly events: readonly string[];
  /** The setting behind it, as a path in the attendance setting ('lateGraceMinutes', 'overtime.dailyAfterMinutes'). */
  readonly rule?: string;
}

export type TimesheetFigure = 'worked' | 'late' | 'earlyLeave' | 'absent' | 'breaks' | 'night' | 'overtime' | 'punches';

/** Something a person should look at (the Resolve page). */
export type AttendanceIssue = 'missingClockOut' | 'missingClockIn' | 'workWithoutSchedule' | 'absent';

export type DayKind = 'working' | 'rest' | 'publicHoliday' | 'specialDay' | 'unscheduled' | 'notEmployed';

export interface BandMinutes {
  readonly band: string;
  readonly minutes: number;
}

export interface TimesheetDay {
  readonly date: string;
  readonly kind: DayKind;
  readonly shiftId: string | null;
  /** Minutes counted as work: regular + every band of extra, overtime, rest-day and holiday work. */
  readonly workedMinutes: number;
  readonly regularMinutes: number;
  readonly lateMinutes: number;
  readonly earlyLeaveMinutes: number;
  readonly absent: boolean;
  /** Unpaid break minutes taken or deducted. */
  readonly breakMinutes: number;
  /** Counted minutes inside the night window. */
  readonly nightMinutes: number;
  /** Overtime on a working day (beyond the shift, the day or the week). */
  readonly overtimeMinutes: number;
  readonly restDayMinutes: number;
  readonly holidayMinutes: number;
  /** Presence that no rule counts (an early arrival when only work after the end is overtime). */
  readonly uncountedMinutes: number;
  /** Every band with minutes, in the policy's order: overtime, rest-day and holiday work, night, extra hours. */
  readonly overtime: readonly BandMinutes[];
  readonly issues: readonly AttendanceIssue[];
  readonly explanations: readonly Explanation[];
}

export interface TimesheetTotals {
  readonly workedMinutes: number;
  readonly regularMinutes: number;
  readonly lateMinutes: number;
  readonly earlyLeaveMinutes: number;
  readonly absentDays: number;
  readonly breakMinutes: number;
  readonly nightMinutes: number;
  readonly overtimeMinutes: number;
  readonly restDayMinutes: number;
  readonly holidayMinutes: number;
  readonly overtime: readonly BandMinutes[];
}

export interface Timesheet {
  readonly from: string;
  readonly to: string;
  readonly days: readonly TimesheetDay[];
  readonly totals: TimesheetTotals;
}

/** The fixed shape of GET /api/v2/attendance/timesheet (issue 14 item 6): outside tools rely on it. */
export interface TimesheetSummary {
  readonly days: readonly {
    readonly date: string;
    readonly workedMinutes: number;
    readonly lateMinutes: number;
    readonly earlyLeaveMinutes: number;
    readonly absent: boolean;
    readonly overtime: readonly BandMinutes[];
  }[];
  readonly totals: {
    readonly workedMinutes: number;
    readonly lateMinutes: number;
    readonly earlyLeaveMinutes: number;
    readonly absentDays: number;
    readonly overtime: readonly BandMinutes[];
  };
}
