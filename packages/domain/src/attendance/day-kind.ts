import type { ShiftInstance } from './schedule.types.ts';
import type { DayTable, OvertimePolicy } from './setting.types.ts';
import type { DayContext, DayKind } from './timesheet.types.ts';

export interface DayRules {
  readonly kind: DayKind;
  /** The table all of the day's work is paid by (rest day, holiday); null: a working day's rules. */
  readonly premium: DayTable | null;
}

/**
 * What kind of day a date is for the rules: a holiday (by its own table, on a rest day or the
 * shortest day where the policy has one), a working day when a shift is scheduled, else a rest day
 * (by the roster for people on one, by the calendar for the rest), or a working day without a schedule.
 */
export function dayRules(query: {
  readonly day: DayContext;
  readonly instance: ShiftInstance | null;
  readonly policy: OvertimePolicy;
  readonly restDays: 'calendar' | 'roster';
}): DayRules {
  const { day, instance, policy } = query;
  if (day.calendar === 'notEmployed') return { kind: 'notEmployed', premium: null };
  const unscheduled: DayRules = { kind: instance ? 'working' : 'unscheduled', premium: null };
  if (day.calendar === 'holiday') {
    if (day.holidayType === 'special' && policy.specialDay)
      return { kind: 'specialDay', premium: (day.onRestDay ? policy.specialDayOnRestDay : undefined) ?? policy.specialDay };
    if (!policy.publicHoliday) return unscheduled;
    const premium =
      (day.onRestDay ? policy.publicHolidayOnRestDay : undefined) ??
      (day.onShortestDay ? policy.publicHolidayOnShortestDay : undefined) ??
      policy.publicHoliday;
    return { kind: 'publicHoliday', premium };
  }
  if (instance) return { kind: 'working', premium: null };
  if (query.restDays === 'roster' || day.calendar === 'rest') return { kind: 'rest', premium: policy.restDay };
  return unscheduled;
}
