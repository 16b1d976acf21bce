import type { CalendarRow, CompanyHolidayRow } from './work-calendars.repository.ts';
import { daysOffOf, defaultWeekOf, standardOf, type CalendarChoice } from './work-calendars.rules.ts';
import type { HolidayCountry, MalaysianStateCode, WeekAssignment, WorkingWeek, WorkingWeekPlan } from '@tenaga/domain';

/** Everything a range's working days need of the company's calendars, loaded once. */
export interface CalendarBook {
  readonly calendars: readonly CalendarRow[];
  readonly excluded: readonly { locationId: string | null; date: string }[];
  readonly own: readonly CompanyHolidayRow[];
  readonly years: readonly number[];
}

const choiceOf = (row: CalendarRow | undefined): CalendarChoice | null =>
  row ? { country: row.country as HolidayCountry, state: (row.state as MalaysianStateCode | null) ?? null } : null;

/**
 * The days off of someone deployed to these locations over [from, to]: each date takes the calendar
 * of the location they are at that day if it has its own, else the company's.
 */
export function holidayDatesOf(
  book: CalendarBook,
  input: { locations: readonly { locationId: string; from: string | null; to: string | null }[]; from: string; to: string },
) {
  const daysOffByCalendar = new Map<string | null, Map<string, 'whole' | 'half'>>();
  const calendarRow = (locationId: string | null) => book.calendars.find((row) => row.locationId === locationId);
  const daysOff = (locationId: string | null) => {
    let days = daysOffByCalendar.get(locationId);
    if (!days) {
      days = daysOffOf({
        standard: standardOf(choiceOf(calendarRow(locationId)), book.years),
        excluded: new Set(book.excluded.filter((row) => row.locationId === locationId).map((row) => row.date)),
        own: book.own,
      });
      daysOffByCalendar.set(locationId, days);
    }
    return days;
  };
  /** The calendar (location id, or null for the company's) someone is on at a date. */
  const calendarKeyAt = (date: string): string | null => {
    const here = input.locations.find((at) => (at.from === null || at.from <= date) && (at.to === null || at.to >= date));
    return here && calendarRow(here.locationId) ? here.locationId : null;
  };
  const days = new Map<string, 'whole' | 'half'>();
  for (const [date, length] of daysOff(null))
    if (date >= input.from && date <= input.to && calendarKeyAt(date) === null) days.set(date, length);
  for (const at of input.locations) {
    if (!calendarRow(at.locationId)) continue;
    for (const [date, length] of daysOff(at.locationId)) {
      if (date >= input.from && date <= input.to && calendarKeyAt(date) === at.locationId) days.set(date, length);
    }
  }
  const sorted = new Map([...days].sort(([a], [b]) => (a < b ? -1 : 1)));
  return {
    days: sorted,
    whole: new Set([...sorted].filter(([, length]) => length === 'whole').map(([date]) => date)),
    half: new Set([...sorted].filter(([, length]) => length === 'half').map(([date]) => date)),
    calendarAt: (date: string) => choiceOf(calendarRow(calendarKeyAt(date))),
  };
}

/**
 * The company's working-week assignments as the domain's plan (company and locations, shared by
 * everyone) and each employee's own. Where nothing is assigned, the usual week of the calendar the
 * place follows: Sunday to Thursday in Kedah, Kelantan and Terengganu, else Monday to Friday.
 */
export function weekPlanOf(
  book: Pick<CalendarBook, 'calendars'>,
  input: {
    weeks: readonly { id: string; days: WorkingWeek }[];
    assignments: readonly { scope: string; targetId: string | null; fromDate: string; weekId: string | null }[];
  },
): { plan: WorkingWeekPlan; employeeWeeks: Map<string, WeekAssignment[]> } {
  const daysOf = new Map(input.weeks.map((week) => [week.id, week.days]));
  const company: WeekAssignment[] = [];
  const locations = new Map<string, WeekAssignment[]>();
  const employeeWeeks = new Map<string, WeekAssignment[]>();
  for (const assignment of input.assignments) {
    const entry = { from: assignment.fromDate, week: assignment.weekId ? (daysOf.get(assignment.weekId) ?? null) : null };
    if (assignment.scope === 'company') company.push(entry);
    else {
      const byTarget = assignment.scope === 'location' ? locations : employeeWeeks;
      const list = byTarget.get(assignment.targetId!) ?? [];
      list.push(entry);
      byTarget.set(assignment.targetId!, list);
    }
  }
  const companyCalendar = book.calendars.find((row) => row.locationId === null);
  const defaultWeek = (locationId: string | null) =>
    defaultWeekOf(choiceOf((locationId && book.calendars.find((row) => row.locationId === locationId)) || companyCalendar));
  return { plan: { company, locations, defaultWeek }, employeeWeeks };
}
