import type { RosterAssignment, RosterOverride, ShiftDefinition } from './schedule.types.ts';
import type { AttendanceSetting } from './setting.types.ts';

/**
 * What a timesheet needs to know about one employee's schedule over a range of dates, as the
 * attendance settings and shifts (Settings › Attendance setting, Settings › Shift) assign it.
 * The timesheet reads it through one call, so that it does not depend on how the settings are kept.
 */
export interface EmployeeSchedulePlan {
  readonly employeeId: string;
  /** The attendance setting in force on the range's first date; null: the company's default for its country. */
  readonly setting: { readonly id: string; readonly name: string; readonly setting: AttendanceSetting } | null;
  /**
   * The employee's roster over the range: the shifts it names, the patterns by date and the grid's
   * single-date changes (rosterInstances). Null: fixed hours on the work calendar's working days.
   */
  readonly roster: {
    readonly shifts: readonly ShiftDefinition[];
    readonly assignments: readonly RosterAssignment[];
    readonly overrides: readonly RosterOverride[];
  } | null;
}

/** The schedule plans of many employees over [from, to] (YYYY-MM-DD), by employee id; an employee missing from the map has neither. */
export type SchedulePlansReader = (query: {
  readonly companyId: string;
  readonly employeeIds: readonly string[];
  readonly from: string;
  readonly to: string;
}) => Promise<ReadonlyMap<string, EmployeeSchedulePlan>>;
