import { requireDayNumber, weekdayIndex } from '../work-calendar/day-numbers.ts';
import type { HolidayType } from '../work-calendar/holidays/holiday.types.ts';
import { employeeWorkingDaysByDate, weeksInForce, type EmployeeWorkingDaysQuery } from '../work-calendar/week-assignments.ts';
import type { DayContext } from './timesheet.types.ts';

export interface DayContextsQuery extends EmployeeWorkingDaysQuery {
  /** The kind of each holiday date (the calendar's list); absent: a public holiday. */
  readonly holidayTypes?: ReadonlyMap<string, HolidayType>;
  /** Approved time off by date. */
  readonly leave?: ReadonlyMap<string, NonNullable<DayContext['leave']>>;
}

/**
 * The calendar of each date of [from, to] for the timesheet, from the same working weeks and
 * holidays the rest of the product counts with (employeeWorkingDaysByDate): working, rest, holiday
 * or not employed; a holiday says whether it fell on a rest day or on a half working day (the
 * week's shortest day). Half-day holidays stay working days: their half is worked.
 */
export function dayContexts(query: DayContextsQuery): DayContext[] {
  const weeks = weeksInForce(query).map((week) => ({ start: requireDayNumber(week.from, 'week'), week: week.week }));
  const fractionOn = (dayNumber: number) => {
    let fraction = 0;
    for (const entry of weeks) if (entry.start <= dayNumber) fraction = entry.week[weekdayIndex(dayNumber)]!;
    return fraction;
  };
  return employeeWorkingDaysByDate(query).map((day) => {
    const leave = query.leave?.get(day.date);
    const base = leave ? { leave } : {};
    if (day.reason !== 'holiday') return { date: day.date, calendar: day.reason, ...base };
    const fraction = fractionOn(requireDayNumber(day.date, 'date'));
    return {
      date: day.date,
      calendar: 'holiday',
      holidayType: query.holidayTypes?.get(day.date) ?? 'public',
      ...(fraction === 0 ? { onRestDay: true } : {}),
      ...(fraction === 0.5 ? { onShortestDay: true } : {}),
      ...base,
    };
  });
}
