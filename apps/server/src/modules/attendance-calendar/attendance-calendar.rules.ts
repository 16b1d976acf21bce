import { CALENDAR_LIMITS, SCHEDULE_ID_PATTERN, type DataScope } from '@tenaga/contracts';

const MS_PER_DAY = 86_400_000;

/** A calendar date `days` after (or before) another, 'YYYY-MM-DD'. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Every date of [from, to], in order. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** What is wrong with a calendar's range, as the field error of its end; null when it can be shown. */
export function rangeProblem(range: { from: string; to: string }): 'validation:endBeforeStart' | 'validation:periodTooLong' | null {
  if (range.to < range.from) return 'validation:endBeforeStart';
  if (datesBetween(range.from, range.to).length > CALENDAR_LIMITS.maxDays) return 'validation:periodTooLong';
  return null;
}

/** Whose calendars a caller reaches: as far as their role's data scope goes (a manager: their team and themselves). Null: nobody. */
export type CalendarReach = { kind: 'all' } | { kind: 'team'; employeeId: string } | { kind: 'self'; employeeId: string };

export function calendarReachOf(options: { dataScope: DataScope; employeeId: string | null }): CalendarReach | null {
  if (options.dataScope === 'all') return { kind: 'all' };
  if (!options.employeeId) return null;
  return options.dataScope === 'team' ? { kind: 'team', employeeId: options.employeeId } : { kind: 'self', employeeId: options.employeeId };
}

export function reachesPerson(reach: CalendarReach, person: { id: string; managerId: string | null }): boolean {
  if (reach.kind === 'all') return true;
  if (reach.kind === 'self') return person.id === reach.employeeId;
  return person.id === reach.employeeId || person.managerId === reach.employeeId;
}

/** A schedule event's id read back: the employee and the date; null when it is not one. */
export function parseScheduleId(id: string): { employeeId: string; date: string } | null {
  if (!SCHEDULE_ID_PATTERN.test(id)) return null;
  const [employeeId, date] = id.split('_') as [string, string];
  return Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || addDays(date, 0) !== date ? null : { employeeId: employeeId.toLowerCase(), date };
}

/** The filter names no one in particular and has no rule: everyone the caller reaches. */
export const filtersNobody = (filter: { rules: readonly unknown[]; employeeIds: readonly string[] }) =>
  filter.rules.length === 0 && filter.employeeIds.length === 0;
