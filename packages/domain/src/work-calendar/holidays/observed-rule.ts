import { fromDayNumber, requireDayNumber, weekdayIndex, WEEKDAY } from '../day-numbers.ts';
import type { HolidayEntry, StandardHoliday } from './holiday.types.ts';

/**
 * Where a holiday that falls on a rest day moves to. A holiday on `substitutedWeekday` is also
 * observed on the next day that is neither a holiday nor one of `restDays`.
 */
export interface ObservedDayRule {
  /** ISO weekday index, Monday 0 … Sunday 6. */
  readonly substitutedWeekday: number;
  readonly restDays: readonly number[];
}

/** Singapore (Holidays Act s. 4): a holiday on a Sunday is also observed on the next day, Monday. */
export const SINGAPORE_OBSERVED_RULE: ObservedDayRule = { substitutedWeekday: WEEKDAY.sunday, restDays: [WEEKDAY.sunday] };

/** Malaysia, for a state's weekend and its weekly holiday (see MALAYSIAN_STATES). */
export function malaysianObservedRule(weekend: 'sat-sun' | 'fri-sat', substitutedWeekday: number): ObservedDayRule {
  return {
    substitutedWeekday,
    restDays: weekend === 'sat-sun' ? [WEEKDAY.saturday, WEEKDAY.sunday] : [WEEKDAY.friday, WEEKDAY.saturday],
  };
}

/**
 * The list with an 'observed' entry for each holiday date that falls on the substituted weekday,
 * sorted by date. Holidays are taken in date order, so a substitute never lands on a holiday or on
 * another substitute (two Sunday holidays in a row move to Monday and Tuesday). Two holidays on
 * the same day give one substitute: a day off is a day off once. Entries marked noObservedRule
 * (the official list names their substitute itself) are left as they are; a null rule only sorts.
 */
export function withObservedDays(holidays: readonly HolidayEntry[], rule: ObservedDayRule | null): StandardHoliday[] {
  const sorted = [...holidays].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const taken = new Set(sorted.map((holiday) => requireDayNumber(holiday.date, 'holiday date')));
  const substituted = new Set<number>();
  const result: StandardHoliday[] = sorted.map(toStandard);
  for (const holiday of sorted) {
    const day = requireDayNumber(holiday.date, 'holiday date');
    if (rule === null || holiday.noObservedRule || holiday.type === 'observed') continue;
    if (weekdayIndex(day) !== rule.substitutedWeekday || substituted.has(day)) continue;
    substituted.add(day);
    let observed = day + 1;
    while (taken.has(observed) || rule.restDays.includes(weekdayIndex(observed))) observed += 1;
    taken.add(observed);
    result.push({
      date: fromDayNumber(observed),
      key: `${holiday.key}Observed`,
      name: `${holiday.name} (observed)`,
      type: 'observed',
      observes: holiday.date,
      observesKey: holiday.key,
    });
  }
  return result.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

function toStandard(entry: HolidayEntry): StandardHoliday {
  return {
    date: entry.date,
    key: entry.key,
    name: entry.name,
    type: entry.type,
    ...(entry.observes === undefined ? {} : { observes: entry.observes }),
    ...(entry.observesKey === undefined ? {} : { observesKey: entry.observesKey }),
  };
}
