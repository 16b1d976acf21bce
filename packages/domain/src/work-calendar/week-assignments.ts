import { fromDayNumber, requireDayNumber } from './day-numbers.ts';
import { countWorkingDaysFrom, workingDaysByDateFrom, type WeekFromDay, type WorkingDay } from './working-days.ts';
import type { DatedWorkingWeek, WorkingWeek } from './working-week.ts';
import { isWorkingWeek, STANDARD_WORKING_WEEKS } from './working-week.ts';

/**
 * A working week assigned from a date on, until the same level's next assignment. `week: null`
 * hands the dates back to the level below (an employee back to their location's or the company's
 * week, a location back to the company's).
 */
export interface WeekAssignment {
  /** YYYY-MM-DD */
  readonly from: string;
  readonly week: WorkingWeek | null;
}

/** Where someone works over a period (open ends: null); a date in no period is at no location. */
export interface Placement {
  readonly locationId: string;
  readonly from: string | null;
  readonly to: string | null;
}

/** A company's assignments, shared by all its employees. */
export interface WorkingWeekPlan {
  readonly company: readonly WeekAssignment[];
  readonly locations: ReadonlyMap<string, readonly WeekAssignment[]>;
  /**
   * The week where no level assigns one, for the calendar someone is on (a location's id, or null
   * at none): Monday to Friday unless given, e.g. Sunday to Thursday in the Friday–Saturday states.
   */
  readonly defaultWeek?: (locationId: string | null) => WorkingWeek;
}

export interface WeeksInForceQuery {
  /** Inclusive calendar dates, YYYY-MM-DD. */
  readonly from: string;
  readonly to: string;
  readonly plan: WorkingWeekPlan;
  /** The employee's own assignments; they win over the location's and the company's. */
  readonly employee?: readonly WeekAssignment[];
  readonly placements?: readonly Placement[];
}

interface Timeline {
  readonly starts: readonly number[];
  readonly weeks: readonly (WorkingWeek | null)[];
}

/** Assignments by start day; of two from the same day the later in the list wins (as a later save does). */
function timelineOf(assignments: readonly WeekAssignment[], what: string): Timeline {
  const sorted = assignments
    .map((assignment, index) => {
      if (assignment.week !== null && !isWorkingWeek(assignment.week))
        throw new RangeError(`${what}[${index}].week is not seven fractions of 0, 0.5 or 1`);
      return { start: requireDayNumber(assignment.from, `${what}[${index}].from`), week: assignment.week, index };
    })
    .sort((a, b) => a.start - b.start || a.index - b.index);
  return { starts: sorted.map((entry) => entry.start), weeks: sorted.map((entry) => entry.week) };
}

/** The assignment in force on a day: undefined before the first one, null when it hands the day down. */
function inForce(timeline: Timeline, day: number): WorkingWeek | null | undefined {
  let found: WorkingWeek | null | undefined;
  for (let index = 0; index < timeline.starts.length && timeline.starts[index]! <= day; index += 1) found = timeline.weeks[index]!;
  return found;
}

/**
 * A plan's timelines, parsed once per plan object: a payrun resolves thousands of employees
 * against the same company and location assignments.
 */
const parsedPlans = new WeakMap<WorkingWeekPlan, { company: Timeline; locations: Map<string, Timeline> }>();
function parsedPlan(plan: WorkingWeekPlan) {
  let parsed = parsedPlans.get(plan);
  if (!parsed) {
    parsed = {
      company: timelineOf(plan.company, 'company'),
      locations: new Map([...plan.locations].map(([locationId, list]) => [locationId, timelineOf(list, `locations.${locationId}`)])),
    };
    parsedPlans.set(plan, parsed);
  }
  return parsed;
}
const NO_ASSIGNMENTS: Timeline = { starts: [], weeks: [] };

const sameWeek = (a: WorkingWeek, b: WorkingWeek) => a.every((fraction, index) => fraction === b[index]);

/**
 * The working week in force on each date of [from, to], as the dated list countWorkingDays takes:
 * on each date the employee's own assignment if one is in force, else that of the location they
 * are placed at that date, else the company's, else the default week of their calendar. Each
 * level's assignment holds until that level's next one, so a change from a date leaves the dates
 * before it on the week they had.
 */
export function weeksInForce(query: WeeksInForceQuery): DatedWorkingWeek[] {
  return weekChanges(query).map((change) => ({ from: fromDayNumber(change.start), week: change.week }));
}

function weekChanges(query: WeeksInForceQuery): WeekFromDay[] {
  const first = requireDayNumber(query.from, 'from');
  const last = requireDayNumber(query.to, 'to');
  if (last < first) return [];
  const { company, locations } = parsedPlan(query.plan);
  const employee = query.employee?.length ? timelineOf(query.employee, 'employee') : NO_ASSIGNMENTS;
  const placements = (query.placements ?? []).map((placement, index) => ({
    locationId: placement.locationId,
    start: placement.from === null ? -Infinity : requireDayNumber(placement.from, `placements[${index}].from`),
    end: placement.to === null ? Infinity : requireDayNumber(placement.to, `placements[${index}].to`),
  }));
  const defaultWeek = query.plan.defaultWeek ?? (() => STANDARD_WORKING_WEEKS.fiveDay);

  // The week can only change where some level's assignment starts or a placement starts or ends.
  const changes = [first];
  const addChange = (day: number) => {
    if (day > first && day <= last && !changes.includes(day)) changes.push(day);
  };
  for (const start of company.starts) addChange(start);
  for (const start of employee.starts) addChange(start);
  for (const placement of placements) {
    for (const start of locations.get(placement.locationId)?.starts ?? []) addChange(start);
    addChange(placement.start);
    addChange(placement.end + 1);
  }
  if (changes.length > 1) changes.sort((a, b) => a - b);

  const result: WeekFromDay[] = [];
  let previous: WorkingWeek | undefined;
  for (const day of changes) {
    // Overlapping placements: the first listed wins, as the holiday calendar's choice does.
    const locationId = placements.find((placement) => placement.start <= day && placement.end >= day)?.locationId ?? null;
    const location = locationId === null ? undefined : locations.get(locationId);
    const week =
      inForce(employee, day) ?? (location ? inForce(location, day) : undefined) ?? inForce(company, day) ?? defaultWeek(locationId);
    if (previous === undefined || !sameWeek(previous, week)) result.push({ start: day, week });
    previous = week;
  }
  return result;
}

export interface EmployeeWorkingDaysQuery extends WeeksInForceQuery {
  /** The dates off of the calendar the employee is on each day: whole days, and half days. */
  readonly holidays: ReadonlySet<string> | readonly string[];
  readonly halfDayHolidays?: ReadonlySet<string> | readonly string[];
  readonly joinDate?: string | null;
  readonly leaveDate?: string | null;
}

const countQuery = (query: EmployeeWorkingDaysQuery) => ({
  from: query.from,
  to: query.to,
  holidays: query.holidays,
  ...(query.halfDayHolidays ? { halfDayHolidays: query.halfDayHolidays } : {}),
  joinDate: query.joinDate ?? null,
  leaveDate: query.leaveDate ?? null,
});

/**
 * Working days of one employee in [from, to]: the week in force on each date (their own, their
 * location's, the company's), less the holidays of their calendar (half-day ones by half), inside
 * their joining and leaving dates. Attendance, time off and payroll all count with this.
 */
export function countEmployeeWorkingDays(query: EmployeeWorkingDaysQuery): number {
  return countWorkingDaysFrom(countQuery(query), weekChanges(query));
}

/** The same, date by date with the reason for each. */
export function employeeWorkingDaysByDate(query: EmployeeWorkingDaysQuery): readonly WorkingDay[] {
  return workingDaysByDateFrom(countQuery(query), weekChanges(query));
}
