import { requireDayNumber, weekdayIndex } from '../work-calendar/day-numbers.ts';
import { attendanceSettingProblems } from './attendance-setting.ts';
import type { ShiftInstance } from './schedule.types.ts';
import type { AttendanceSetting } from './setting.types.ts';
import { computeTimesheetDay, sortBands } from './timesheet-day.ts';
import type { DayContext, Punch, Timesheet, TimesheetDay, TimesheetSummary } from './timesheet.types.ts';
import { assignWorkDates } from './work-date.ts';
import { isoDate } from './zone-clock.ts';

export interface TimesheetQuery {
  /** Inclusive work dates, YYYY-MM-DD (a pay period: payPeriodContaining). */
  readonly from: string;
  readonly to: string;
  /** The site's IANA time zone. */
  readonly timeZone: string;
  readonly setting: AttendanceSetting;
  /** The calendar of every date of [from, to] (dayContexts). */
  readonly days: readonly DayContext[];
  /** The scheduled shifts, at most one per work date (rosterInstances or calendarInstances), a day either side included. */
  readonly instances: readonly ShiftInstance[];
  /** The punches in force from a day before `from` to a day after `to`: a punch's work date decides where it counts. */
  readonly punches: readonly Punch[];
  /** 'roster': a date without a shift is a rest day; 'calendar': the work calendar says. */
  readonly restDays: 'calendar' | 'roster';
  /** Regular minutes of the first week's dates before `from` (weekly threshold across a period's start). */
  readonly weekRegularMinutesBefore?: number;
}

/**
 * A timesheet: each work date of the period computed from its punches against its schedule and the
 * setting, in date order so the weekly threshold sees the week so far, and the totals. Pure: the
 * same punches give the same figures, so it is recomputed whenever a punch arrives.
 */
export function computeTimesheet(query: TimesheetQuery): Timesheet {
  const first = requireDayNumber(query.from, 'from');
  const last = requireDayNumber(query.to, 'to');
  if (last < first) throw new RangeError('to is before from');
  const problems = attendanceSettingProblems(query.setting);
  if (problems.length > 0) throw new RangeError(`the attendance setting is not valid: ${problems.join(', ')}`);
  const contexts = new Map(query.days.map((day) => [day.date, day]));
  const instances = new Map<string, ShiftInstance>();
  for (const instance of query.instances) {
    if (instances.has(instance.date)) throw new RangeError(`two shifts are scheduled on ${instance.date}`);
    instances.set(instance.date, instance);
  }
  const punchesByDate = assignWorkDates({
    punches: query.punches,
    instances: query.instances,
    setting: query.setting,
    timeZone: query.timeZone,
  });

  const days: TimesheetDay[] = [];
  let weekRegular = query.weekRegularMinutesBefore ?? 0;
  for (let dayNumber = first; dayNumber <= last; dayNumber += 1) {
    const date = isoDate(dayNumber);
    const day = contexts.get(date);
    if (!day) throw new RangeError(`days has no entry for ${date}`);
    if (dayNumber !== first && weekdayIndex(dayNumber) === query.setting.weekStartsOn) weekRegular = 0;
    const result = computeTimesheetDay({
      day,
      instance: instances.get(date) ?? null,
      punches: punchesByDate.get(date) ?? [],
      setting: query.setting,
      timeZone: query.timeZone,
      restDays: query.restDays,
      weekRegularMinutesBefore: weekRegular,
    });
    weekRegular += result.regularMinutes;
    days.push(result);
  }
  return { from: query.from, to: query.to, days, totals: totalsOf(days, query.setting) };
}

function totalsOf(days: readonly TimesheetDay[], setting: AttendanceSetting): Timesheet['totals'] {
  const bands = new Map<string, number>();
  const totals = {
    workedMinutes: 0,
    regularMinutes: 0,
    lateMinutes: 0,
    earlyLeaveMinutes: 0,
    absentDays: 0,
    breakMinutes: 0,
    nightMinutes: 0,
    overtimeMinutes: 0,
    restDayMinutes: 0,
    holidayMinutes: 0,
  };
  for (const day of days) {
    totals.workedMinutes += day.workedMinutes;
    totals.regularMinutes += day.regularMinutes;
    totals.lateMinutes += day.lateMinutes;
    totals.earlyLeaveMinutes += day.earlyLeaveMinutes;
    totals.absentDays += day.absent ? 1 : 0;
    totals.breakMinutes += day.breakMinutes;
    totals.nightMinutes += day.nightMinutes;
    totals.overtimeMinutes += day.overtimeMinutes;
    totals.restDayMinutes += day.restDayMinutes;
    totals.holidayMinutes += day.holidayMinutes;
    for (const entry of day.overtime) bands.set(entry.band, (bands.get(entry.band) ?? 0) + entry.minutes);
  }
  return { ...totals, overtime: sortBands(bands, setting) };
}

/** The timesheet in the fixed shape of GET /api/v2/attendance/timesheet, and nothing more. */
export function timesheetSummary(timesheet: Timesheet): TimesheetSummary {
  return {
    days: timesheet.days.map((day) => ({
      date: day.date,
      workedMinutes: day.workedMinutes,
      lateMinutes: day.lateMinutes,
      earlyLeaveMinutes: day.earlyLeaveMinutes,
      absent: day.absent,
      overtime: day.overtime.map((entry) => ({ band: entry.band, minutes: entry.minutes })),
    })),
    totals: {
      workedMinutes: timesheet.totals.workedMinutes,
      lateMinutes: timesheet.totals.lateMinutes,
      earlyLeaveMinutes: timesheet.totals.earlyLeaveMinutes,
      absentDays: timesheet.totals.absentDays,
      overtime: timesheet.totals.overtime.map((entry) => ({ band: entry.band, minutes: entry.minutes })),
    },
  };
}
