import type { Employment } from '@tenaga/contracts';
import {
  attendanceSettingProblems,
  defaultAttendanceSetting,
  overtimeTemplate,
  rosterInstances,
  shiftInstance,
  type AttendanceSetting,
  type LegalSource,
  type RosterAssignment,
  type RosterOverride,
  type ShiftBreak,
  type ShiftDefinition,
} from '@tenaga/domain';

type TemplateCountry = NonNullable<ReturnType<typeof overtimeTemplate>>['country'];
const TEMPLATE_COUNTRIES: readonly string[] = ['SG', 'MY', 'ID', 'VN', 'PH'] satisfies TemplateCountry[];

/** A part-timer's extra hours up to a full-timer's day (8 hours) are paid in the template's first band until the company says otherwise. */
const FULL_TIME_DAY_MINUTES = 480;

/**
 * A new setting's starting point: the neutral defaults with the overtime law of the company's
 * country in force today (a five-day week), and its sources. A country without a template starts
 * from Singapore's rules, which the company then changes.
 */
export function startingSetting(input: { country: string | null; today: string; employment: Employment }): {
  country: string;
  effectiveFrom: string | null;
  sources: LegalSource[];
  setting: AttendanceSetting;
} {
  const country = input.country && TEMPLATE_COUNTRIES.includes(input.country) ? (input.country as TemplateCountry) : null;
  const template =
    overtimeTemplate({ country: country ?? 'SG', asOf: input.today, workWeek: 'fiveDay' }) ??
    overtimeTemplate({ country: 'SG', asOf: '9999-12-31', workWeek: 'fiveDay' })!;
  const base = defaultAttendanceSetting(template.policy);
  const setting: AttendanceSetting =
    input.employment === 'fullTime'
      ? base
      : {
          ...base,
          employment: 'partTime',
          partTime: { fullTimeDailyMinutes: FULL_TIME_DAY_MINUTES, extraBand: template.policy.bands[0]!.id },
        };
  return {
    country: country ?? 'SG',
    effectiveFrom: country ? template.effectiveFrom : null,
    sources: template.sources.map((source) => ({ ...source })),
    setting,
  };
}

/**
 * What is wrong with a setting as field errors of the form ('setting.overtime.restDay.tiers[1].band'),
 * including a setting saved under the other employment than its page's.
 */
export function settingFieldErrors(setting: AttendanceSetting, employment: Employment): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const path of attendanceSettingProblems(setting)) errors[`setting.${path}`] = 'validation:invalidValue';
  if (setting.employment !== employment) errors['setting.employment'] = 'validation:invalidOption';
  if (employment === 'partTime' && !setting.partTime) errors['setting.partTime'] = 'validation:required';
  if (employment === 'fullTime' && setting.partTime) errors['setting.partTime'] = 'validation:invalidValue';
  return errors;
}

/** The shift's problems as field errors: a fixed break must lie inside the shift, a flexible one be shorter than it. */
export function shiftFieldErrors(shift: { start: string; end: string; breaks: readonly ShiftBreak[] }): Record<string, string> {
  const errors: Record<string, string> = {};
  shift.breaks.forEach((rule, index) => {
    try {
      shiftInstance({ shift: { id: 'check', start: shift.start, end: shift.end, breaks: [rule] }, date: '2026-01-05', timeZone: 'UTC' });
    } catch {
      errors[`breaks.${index}`] = 'attendanceSettings:validation.breakOutsideShift';
    }
  });
  const fixed = shift.breaks.flatMap((rule, index) => (rule.kind === 'fixed' ? [{ index, ...offsets(shift.start, rule) }] : []));
  for (const [position, rule] of fixed.entries())
    if (fixed.slice(0, position).some((other) => rule.from < other.to && other.from < rule.to))
      errors[`breaks.${rule.index}`] ??= 'attendanceSettings:validation.breaksOverlap';
  if (Object.keys(errors).length === 0 && workMinutes(shift) <= 0) errors['breaks'] = 'attendanceSettings:validation.breakOutsideShift';
  return errors;
}

const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

function offsets(start: string, rule: { start: string; end: string }) {
  const from = (minuteOf(rule.start) - minuteOf(start) + 1440) % 1440;
  let to = (minuteOf(rule.end) - minuteOf(start) + 1440) % 1440;
  if (to <= from) to += 1440;
  return { from, to };
}

/** A shift at or before its start ends the next day. */
export const crossesMidnight = (shift: { start: string; end: string }) => minuteOf(shift.end) <= minuteOf(shift.start);

/** Minutes to be worked: the span less unpaid breaks (a valid shift only). */
export function workMinutes(shift: { start: string; end: string; breaks: readonly ShiftBreak[] }): number {
  return shiftInstance({ shift: { id: 'work', ...shift }, date: '2026-01-05', timeZone: 'UTC' }).scheduledMinutes;
}

/** Each dated assignment of one holder as past, current (in force today) or scheduled; the rows in date order. */
export function assignmentStatuses<T extends { id: string; fromDate: string; toDate?: string | null }>(
  rows: readonly T[],
  today: string,
): Map<string, 'past' | 'current' | 'scheduled'> {
  const statuses = new Map<string, 'past' | 'current' | 'scheduled'>();
  const started = rows.filter((row) => row.fromDate <= today);
  // The latest one started that has not ended is in force; with closed periods, an earlier open one may be again.
  const inForce = [...started].reverse().find((row) => !row.toDate || row.toDate >= today);
  for (const row of rows) statuses.set(row.id, row.fromDate > today ? 'scheduled' : row.id === inForce?.id ? 'current' : 'past');
  return statuses;
}

/** The statuses of many employees' dated assignments (rows of one employee in date order). */
export function statusesByHolder<T extends { id: string; employeeId: string; fromDate: string; toDate?: string | null }>(
  rows: readonly T[],
  today: string,
): Map<string, 'past' | 'current' | 'scheduled'> {
  const byEmployee = new Map<string, T[]>();
  for (const row of rows) byEmployee.set(row.employeeId, [...(byEmployee.get(row.employeeId) ?? []), row]);
  return new Map([...byEmployee.values()].flatMap((mine) => [...assignmentStatuses(mine, today)]));
}

/** The dates from `from` to `to`, inclusive. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let day = Date.parse(`${from}T00:00:00Z`); day <= Date.parse(`${to}T00:00:00Z`); day += 86_400_000)
    dates.push(new Date(day).toISOString().slice(0, 10));
  return dates;
}

/**
 * One employee's grid row: the shift on each date (or none) from the patterns, the grid's own changes
 * marked, and whether a roster covers the date at all (without one the work calendar's fixed hours apply).
 */
export function rosterCells(input: {
  dates: readonly string[];
  shifts: readonly ShiftDefinition[];
  assignments: readonly RosterAssignment[];
  overrides: readonly RosterOverride[];
}): { date: string; shiftId: string | null; override: boolean; rostered: boolean }[] {
  const from = input.dates[0];
  const to = input.dates.at(-1);
  if (!from || !to) return [];
  const instances = rosterInstances({
    from,
    to,
    timeZone: 'UTC',
    shifts: input.shifts,
    assignments: input.assignments,
    overrides: input.overrides,
  });
  const byDate = new Map(instances.map((instance) => [instance.date, instance.shiftId]));
  const changed = new Set(input.overrides.map((override) => override.date));
  const covered = (date: string) =>
    changed.has(date) || input.assignments.some((assignment) => assignment.from <= date && (!assignment.to || date <= assignment.to));
  return input.dates.map((date) => ({ date, shiftId: byDate.get(date) ?? null, override: changed.has(date), rostered: covered(date) }));
}
