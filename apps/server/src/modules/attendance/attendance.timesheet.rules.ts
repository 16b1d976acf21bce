import { satisfies, TIMESHEET_LIMITS, type AbsenceKind, type DataScope, type MenuGrants } from '@tenaga/contracts';
import {
  defaultAttendanceSetting,
  OVERTIME_TEMPLATES,
  overtimeTemplate,
  type AttendanceSetting,
  type OvertimeTemplate,
  type ShiftDefinition,
  type ExplanationKey,
  type ShiftInstance,
  type Timesheet,
} from '@tenaga/domain';
import type { TimesheetReach } from './attendance.timesheet.repository.ts';

const MS_PER_DAY = 86_400_000;

/** A calendar date `days` after (or before) another, 'YYYY-MM-DD'. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Dates from `from` to `to` inclusive. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY) + 1;
}

/** What is wrong with a timesheet period, as the field error of its end; null when it can be computed. */
export function periodProblem(period: { from: string; to: string }): 'validation:endBeforeStart' | 'validation:periodTooLong' | null {
  if (period.to < period.from) return 'validation:endBeforeStart';
  if (daysBetween(period.from, period.to) > TIMESHEET_LIMITS.maxDays) return 'validation:periodTooLong';
  return null;
}

/**
 * Whose timesheets a caller reaches: through the Timesheet menu as far as their role's data scope
 * goes (a manager: their team and themselves); without it, their own only (the route let them in
 * through Home). Null: nobody.
 */
export function timesheetReachOf(options: {
  menuGrants: MenuGrants;
  dataScope: DataScope;
  employeeId: string | null;
}): TimesheetReach | null {
  const { menuGrants, dataScope, employeeId } = options;
  if (satisfies(menuGrants.attendanceTimesheet, 'view')) {
    if (dataScope === 'all') return { kind: 'all' };
    if (!employeeId) return null;
    return dataScope === 'team' ? { kind: 'team', employeeId } : { kind: 'self', employeeId };
  }
  return employeeId ? { kind: 'self', employeeId } : null;
}

/** Whose days Attendance › Resolve shows a caller: as far as their role's data scope goes, with the menu; null: nobody. */
export function resolveReachOf(options: {
  menuGrants: MenuGrants;
  dataScope: DataScope;
  employeeId: string | null;
}): TimesheetReach | null {
  return menuReachOf('attendanceResolve', options);
}

/** Whose days a caller reaches through a menu item (Resolve, Power edit): as far as their role's data scope goes. */
export function menuReachOf(
  menu: 'attendanceResolve' | 'attendancePowerEdit',
  options: { menuGrants: MenuGrants; dataScope: DataScope; employeeId: string | null },
): TimesheetReach | null {
  const { menuGrants, dataScope, employeeId } = options;
  if (!satisfies(menuGrants[menu], 'view')) return null;
  if (dataScope === 'all') return { kind: 'all' };
  if (!employeeId) return null;
  return dataScope === 'team' ? { kind: 'team', employeeId } : { kind: 'self', employeeId };
}

export function reachesPerson(reach: TimesheetReach, person: { id: string; managerId: string | null }): boolean {
  if (reach.kind === 'all') return true;
  if (reach.kind === 'self') return person.id === reach.employeeId;
  return person.id === reach.employeeId || person.managerId === reach.employeeId;
}

const COUNTRIES = new Set<string>(OVERTIME_TEMPLATES.map((template) => template.country));

/**
 * The statutory template of the company's country in force on a date; before the law's first
 * template, that first one (the earliest rules the product knows); null for a country without one.
 */
export function countryTemplate(query: { countryCode: string; asOf: string; workWeek: 'fiveDay' | 'sixDay' }): OvertimeTemplate | null {
  if (!COUNTRIES.has(query.countryCode)) return null;
  const country = query.countryCode as OvertimeTemplate['country'];
  return (
    overtimeTemplate({ country, asOf: query.asOf, workWeek: query.workWeek }) ??
    [...OVERTIME_TEMPLATES]
      .filter((template) => template.country === country && (template.workWeek === null || template.workWeek === query.workWeek))
      .sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom))[0] ??
    null
  );
}

/**
 * A company without its own attendance setting counts with its country's statutory overtime rules
 * and the neutral defaults (every company country has a template).
 */
export function defaultSetting(query: { countryCode: string; asOf: string; workWeek: 'fiveDay' | 'sixDay' }): AttendanceSetting {
  const template = countryTemplate(query);
  if (!template) throw new Error(`no statutory overtime template for the country ${JSON.stringify(query.countryCode)}`);
  return defaultAttendanceSetting(template.policy);
}

/** A six-day week when the calendar's working days average more than five and a half a week. */
export function workWeekOf(fractions: readonly { fraction: number }[]): 'fiveDay' | 'sixDay' {
  if (fractions.length < 7) return 'fiveDay';
  const working = fractions.reduce((sum, day) => sum + day.fraction, 0);
  return (working * 7) / fractions.length > 5.5 ? 'sixDay' : 'fiveDay';
}

export const DEFAULT_SHIFT_ID = 'fixedHours';
const DAY_START = 9 * 60;
const LUNCH = { start: '12:00', end: '13:00' } as const;
const DEFAULT_DAY_MINUTES = 8 * 60;

const clockTime = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Fixed hours on the work calendar when no roster is assigned: from 09:00 for the employee's hours
 * per day (8 when they have none, or an unusable figure), with a 60-minute unpaid lunch once the
 * day passes five hours, so 8 hours is 09:00–18:00.
 */
export function fixedHoursShift(hoursPerDay: string | undefined): ShiftDefinition {
  const hours = hoursPerDay === undefined ? Number.NaN : Number(hoursPerDay);
  const dayMinutes = Number.isFinite(hours) && hours > 0 && hours <= 16 ? Math.round(hours * 60) : DEFAULT_DAY_MINUTES;
  const lunch = dayMinutes > 5 * 60;
  const end = DAY_START + dayMinutes + (lunch ? 60 : 0);
  return {
    id: DEFAULT_SHIFT_ID,
    start: clockTime(DAY_START),
    end: clockTime(end),
    breaks: lunch ? [{ kind: 'fixed', start: LUNCH.start, end: LUNCH.end, paid: false }] : [],
  };
}

/**
 * A day that is not over yet (its shift has not ended, or, without one, the date is still to come)
 * is no absence and has no missing clock-out: the person may still come, or is still at work. The
 * engine counts what happened; this keeps the rest of the month from reading as absences.
 */
export function withDaysNotOver(
  timesheet: Timesheet,
  input: { now: number; today: string; instances: readonly ShiftInstance[] },
): Timesheet {
  const ends = new Map(input.instances.map((instance) => [instance.date, instance.end]));
  const notOver = (date: string) => {
    const end = ends.get(date);
    return end === undefined ? date > input.today : end > input.now;
  };
  if (!timesheet.days.some((day) => notOver(day.date))) return timesheet;
  const days = timesheet.days.map((day) =>
    notOver(day.date) && (day.absent || day.issues.includes('missingClockOut'))
      ? {
          ...day,
          absent: false,
          issues: day.issues.filter((issue) => issue !== 'absent' && issue !== 'missingClockOut'),
          explanations: day.explanations.filter((explanation) => explanation.key !== 'attendance:explain.absent'),
        }
      : day,
  );
  return { ...timesheet, days, totals: { ...timesheet.totals, absentDays: days.filter((day) => day.absent).length } };
}

const SETTLED_EXPLANATION: Record<AbsenceKind, ExplanationKey> = {
  excused: 'attendance:explain.absenceExcused',
  unpaid: 'attendance:explain.absenceUnpaid',
  absentConfirmed: 'attendance:explain.absenceConfirmed',
};

/**
 * The days' settled absences (by date): an absent day settled is no longer an issue to resolve.
 * Excused, it is not counted absent and its explanation says why; unpaid or confirmed, it stays
 * absent and the explanation adds how it was settled. A record on a day that is no absence (a
 * punch came afterwards, the day is not over) changes nothing.
 */
export function withAbsences(timesheet: Timesheet, absences: ReadonlyMap<string, { kind: AbsenceKind; reason: string }>): Timesheet {
  if (absences.size === 0) return timesheet;
  const days = timesheet.days.map((day) => {
    const absence = absences.get(day.date);
    if (!absence || !day.absent) return day;
    const settled = { figure: 'absent' as const, key: SETTLED_EXPLANATION[absence.kind], values: { reason: absence.reason }, events: [] };
    const issues = day.issues.filter((issue) => issue !== 'absent');
    if (absence.kind === 'excused')
      return {
        ...day,
        absent: false,
        issues,
        explanations: [...day.explanations.filter((explanation) => explanation.key !== 'attendance:explain.absent'), settled],
      };
    return { ...day, issues, explanations: [...day.explanations, settled] };
  });
  return { ...timesheet, days, totals: { ...timesheet.totals, absentDays: days.filter((day) => day.absent).length } };
}
