import {
  calendarInstances,
  rosterInstances,
  type AttendanceSetting,
  type DayContext,
  type SchedulePlansReader,
  type ShiftInstance,
} from '@tenaga/domain';
import type { TenantRunner } from '../../db/tenant.ts';
import type { ModuleServices } from '../../platform/module.ts';
import { defaultSetting, fixedHoursShift, workWeekOf } from '../attendance/index.ts';
import { companyProfile } from '../companies/index.ts';
import { addDays } from './attendance-calendar.rules.ts';
import type { CalendarPerson } from './attendance-calendar.repository.ts';

export interface ScheduleDeps {
  tenant: TenantRunner;
  /** Each employee's calendar (working, rest, holiday, not employed) over a range. */
  workCalendars: Pick<ModuleServices['workCalendars'], 'timesheetDays'>;
  /** Each employee's hours per day, for fixed hours without a roster. */
  workHours: Pick<ModuleServices['employmentHistory'], 'hoursPerDayOn'>;
  /** Each employee's attendance setting and roster. */
  schedulePlans: SchedulePlansReader;
}

/** How one employee is scheduled over a range, as their timesheet counts it. */
export interface EmployeeSchedule {
  readonly timezone: string;
  readonly setting: AttendanceSetting;
  readonly settingName: string | null;
  readonly source: 'roster' | 'calendar';
  /** The shifts of the range and a day either side (a night shift's punches reach into the next day). */
  readonly instances: readonly ShiftInstance[];
  /** The calendar of each date of the range. */
  readonly days: readonly DayContext[];
}

/**
 * The schedules of many employees over [from, to], the timesheet's way: their roster's shifts, else
 * fixed hours on the work calendar's working days; their attendance setting, else the country's
 * default (its day boundary and punch window give a punch its work date). A few queries whatever
 * their number.
 */
export function createScheduleReader(deps: ScheduleDeps) {
  return async function schedulesOf(input: {
    companyId: string;
    people: readonly CalendarPerson[];
    from: string;
    to: string;
  }): Promise<Map<string, EmployeeSchedule>> {
    const result = new Map<string, EmployeeSchedule>();
    if (input.people.length === 0) return result;
    const employeeIds = input.people.map((person) => person.id);
    const around = { from: addDays(input.from, -1), to: addDays(input.to, 1) };
    // The three reads are independent: they go together.
    const [[company, hours], calendars, plans] = await Promise.all([
      deps.tenant(input.companyId, (tx) =>
        Promise.all([
          companyProfile(tx, input.companyId),
          deps.workHours.hoursPerDayOn(tx, { companyId: input.companyId, employeeIds, day: input.from }),
        ]),
      ),
      deps.workCalendars.timesheetDays(input.companyId, { employeeIds, ...around }),
      deps.schedulePlans({ companyId: input.companyId, employeeIds, from: input.from, to: around.to }),
    ]);
    const defaults = new Map<string, AttendanceSetting>();
    for (const person of input.people) {
      const calendar = calendars.get(person.id);
      if (!calendar) continue;
      const timezone = person.siteTimezone ?? company.timezone;
      const plan = plans.get(person.id);
      let setting = plan?.setting?.setting;
      if (!setting) {
        const workWeek = workWeekOf(calendar.fractions.filter((day) => day.date >= input.from && day.date <= input.to));
        setting = defaults.get(workWeek) ?? defaultSetting({ countryCode: company.countryCode, asOf: input.from, workWeek });
        defaults.set(workWeek, setting);
      }
      const instances = plan?.roster
        ? rosterInstances({ ...around, timeZone: timezone, ...plan.roster })
        : calendarInstances({ shift: fixedHoursShift(hours.get(person.id)), timeZone: timezone, days: calendar.fractions });
      result.set(person.id, {
        timezone,
        setting,
        settingName: plan?.setting?.name ?? null,
        source: plan?.roster ? 'roster' : 'calendar',
        instances,
        days: calendar.contexts.filter((day) => day.date >= input.from && day.date <= input.to),
      });
    }
    return result;
  };
}

export type ScheduleReader = ReturnType<typeof createScheduleReader>;
