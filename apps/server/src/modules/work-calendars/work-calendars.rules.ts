import type { HolidayRow } from '@tenaga/contracts';
import {
  MALAYSIAN_STATES,
  STANDARD_WORKING_WEEKS,
  standardHolidays,
  type HolidayCountry,
  type MalaysianStateCode,
  type StandardHoliday,
  type WorkingWeek,
} from '@tenaga/domain';

/** What a calendar follows once adopted. */
export interface CalendarChoice {
  readonly country: HolidayCountry;
  readonly state: MalaysianStateCode | null;
}

export interface OwnHoliday {
  readonly id: string;
  readonly date: string;
  readonly name: string;
  readonly halfDay: boolean;
  readonly version: number;
}

export const yearsBetween = (from: string, to: string): number[] => {
  const years: number[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) years.push(year);
  return years;
};

/** The standard holidays of a calendar over whole years (none before it is adopted). */
export function standardOf(choice: CalendarChoice | null, years: readonly number[]): StandardHoliday[] {
  if (!choice) return [];
  return years.flatMap((year) => standardHolidays({ country: choice.country, year, ...(choice.state ? { state: choice.state } : {}) }));
}

/** A year's list as the settings page shows it: standard holidays (ticked unless excluded), then the company's own, by date. */
export function holidayRowsOf(input: {
  readonly standard: readonly StandardHoliday[];
  readonly excluded: ReadonlySet<string>;
  readonly own: readonly OwnHoliday[];
  readonly nameOf: (holiday: StandardHoliday) => string;
}): HolidayRow[] {
  const rows: HolidayRow[] = [
    ...input.standard.map((holiday) => ({
      key: `${holiday.date}:${holiday.key}`,
      date: holiday.date,
      name: input.nameOf(holiday),
      kind: holiday.type,
      halfDay: false,
      ticked: !input.excluded.has(holiday.date),
    })),
    ...input.own.map((holiday) => ({
      key: holiday.id,
      date: holiday.date,
      name: holiday.name,
      kind: 'company' as const,
      halfDay: holiday.halfDay,
      ticked: true,
      id: holiday.id,
      version: holiday.version,
    })),
  ];
  return rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.kind === 'company' ? 1 : -1));
}

/** The dates off on a calendar: ticked standard holidays (whole days) and the company's own (whole or half). */
export function daysOffOf(input: {
  readonly standard: readonly StandardHoliday[];
  readonly excluded: ReadonlySet<string>;
  readonly own: readonly Pick<OwnHoliday, 'date' | 'halfDay'>[];
}): Map<string, 'whole' | 'half'> {
  const days = new Map<string, 'whole' | 'half'>();
  for (const holiday of input.standard) if (!input.excluded.has(holiday.date)) days.set(holiday.date, 'whole');
  for (const holiday of input.own) if (days.get(holiday.date) !== 'whole') days.set(holiday.date, holiday.halfDay ? 'half' : 'whole');
  return days;
}

/** The week a calendar works when no other is set: Monday to Friday, or Sunday to Thursday in Malaysian states with a Friday–Saturday weekend. */
export function defaultWeekOf(choice: CalendarChoice | null): WorkingWeek {
  const state = choice?.state ? MALAYSIAN_STATES.find((entry) => entry.code === choice.state) : undefined;
  return state?.weekend === 'fri-sat' ? STANDARD_WORKING_WEEKS.fridaySaturdayWeekend : STANDARD_WORKING_WEEKS.fiveDay;
}

interface DatedAssignment {
  readonly id: string;
  readonly scope: string;
  readonly targetId: string | null;
  readonly fromDate: string;
}

/**
 * Where each assignment stands today: scheduled from a later date, current (the latest in force of
 * its target), or past (a later one of the same target replaced it).
 */
export function assignmentStatuses(rows: readonly DatedAssignment[], today: string): Map<string, 'past' | 'current' | 'scheduled'> {
  const statuses = new Map<string, 'past' | 'current' | 'scheduled'>();
  const latestInForce = new Map<string, DatedAssignment>();
  for (const row of rows) {
    if (row.fromDate > today) {
      statuses.set(row.id, 'scheduled');
      continue;
    }
    const key = `${row.scope}:${row.targetId ?? ''}`;
    const latest = latestInForce.get(key);
    if (!latest || row.fromDate >= latest.fromDate) latestInForce.set(key, row);
  }
  const current = new Set([...latestInForce.values()].map((row) => row.id));
  for (const row of rows) if (!statuses.has(row.id)) statuses.set(row.id, current.has(row.id) ? 'current' : 'past');
  return statuses;
}

/** The places a week is assigned to, for the message refusing its deletion: the company first, then names, the first five. */
export function placesInUse(rows: readonly DatedAssignment[], labels: { names: ReadonlyMap<string, string>; company: string }): string[] {
  const places = new Set<string>();
  for (const row of [...rows].sort((a, b) => (a.scope === 'company' ? -1 : b.scope === 'company' ? 1 : 0)))
    places.add(row.targetId === null ? labels.company : (labels.names.get(row.targetId) ?? row.targetId));
  const all = [...places];
  return all.length > 5 ? [...all.slice(0, 5), `… (+${all.length - 5})`] : all;
}
