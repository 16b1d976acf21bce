/**
 * Time and attendance (issue 14), the pure part. A timesheet is computed in four steps, all in the
 * site's IANA time zone with instants as epoch milliseconds:
 *  1. the calendar of each date: dayContexts (the work calendar's weeks and holidays, and time off);
 *  2. the schedule: rosterInstances (rotating patterns, roster changes, grid overrides) or
 *     calendarInstances (fixed hours on the calendar's working days);
 *  3. computeTimesheet (work dates of the punches, then each day against its shift and the
 *     attendance setting, with explanations), and timesheetSummary for the route's fixed shape;
 *  4. the period: payPeriodContaining / payPeriodEndingIn (e.g. the 26th to the 25th).
 * A company's overtime rules start from overtimeTemplate (the law of its country, dated, with sources).
 */
export { attendanceSettingProblems, defaultAttendanceSetting } from './attendance-setting.ts';
export {
  availabilityOn,
  AVAILABILITY_REASONS,
  CALENDAR_EVENT_TYPES,
  presenceEvents,
  presenceId,
  scheduleEvents,
  type AvailabilityReason,
  type CalendarEventType,
  type PresenceEvent,
  type PresenceQuery,
  type ScheduleEvent,
} from './calendar-events.ts';
export { dayContexts, type DayContextsQuery } from './day-contexts.ts';
export { EXPLANATION_KEYS, EXPLANATION_VALUES, type ExplanationKey } from './explanations.ts';
export { payPeriodContaining, payPeriodEndingIn, type PayPeriod } from './pay-period.ts';
export type { EmployeeSchedulePlan, SchedulePlansReader } from './schedule-plan.ts';
export type { RosterAssignment, RosterOverride, RosterPattern, ShiftBreak, ShiftDefinition, ShiftInstance } from './schedule.types.ts';
export type { AttendanceSetting, BandPay, DayTable, OvertimePolicy, RateBand, RoundingRule } from './setting.types.ts';
export { calendarInstances, rosterInstances, shiftInstance, weeklyPattern, type RosterQuery } from './shift-instances.ts';
export { OVERTIME_TEMPLATES, overtimeTemplate, TEMPLATE_BAND_IDS, type LegalSource, type OvertimeTemplate } from './templates/index.ts';
export { computeTimesheetDay, type TimesheetDayInput } from './timesheet-day.ts';
export { computeTimesheet, timesheetSummary, type TimesheetQuery } from './timesheet-period.ts';
export type {
  AttendanceIssue,
  BandMinutes,
  DayContext,
  DayKind,
  Explanation,
  Punch,
  Timesheet,
  TimesheetDay,
  TimesheetFigure,
  TimesheetSummary,
  TimesheetTotals,
} from './timesheet.types.ts';
export { pairPunches, type PairedPunches, type PunchPair } from './punch-pairs.ts';
export { assignWorkDates, unscheduledWorkDate, type WorkDateQuery } from './work-date.ts';
export { formatLocalTime, fromLocal, isLocalTime, parseLocalTime, toLocal, zoneOffset } from './zone-clock.ts';
