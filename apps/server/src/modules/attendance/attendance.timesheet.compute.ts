import {
  calendarInstances,
  computeTimesheet,
  rosterInstances,
  type AttendanceSetting,
  type DayContext,
  type EmployeeSchedulePlan,
  type Punch,
  type SchedulePlansReader,
  type ShiftInstance,
  type Timesheet,
} from '@tenaga/domain';
import type { TenantRunner, Transaction } from '../../db/tenant.ts';
import type { ModuleServices } from '../../platform/module.ts';
import * as absencesRepo from './attendance.absences.repository.ts';
import * as repo from './attendance.timesheet.repository.ts';
import { calendarDate, type Clock } from '../../lib/clock.ts';
import { addDays, defaultSetting, fixedHoursShift, withAbsences, withDaysNotOver, workWeekOf } from './attendance.timesheet.rules.ts';

export interface TimesheetComputeDeps {
  tenant: TenantRunner;
  /** What has happened yet: a day not over is no absence. */
  clock: Clock;
  /** Each employee's calendar over a range, for all of them at once. */
  workCalendars: Pick<ModuleServices['workCalendars'], 'timesheetDays'>;
  /** Each employee's hours per day, for fixed hours without a roster. */
  workHours: Pick<ModuleServices['employmentHistory'], 'hoursPerDayOn'>;
  /** Each employee's attendance setting and roster (Settings › Attendance setting, Shift). */
  schedulePlans: SchedulePlansReader;
}

/** One employee's timesheet with what it was computed from (the detail page and the export show them). */
export interface ComputedTimesheet {
  readonly person: repo.TimesheetPerson;
  readonly timezone: string;
  readonly timesheet: Timesheet;
  readonly setting: AttendanceSetting;
  readonly settingName: string | null;
  readonly schedule: 'roster' | 'calendar';
  readonly instances: readonly ShiftInstance[];
  readonly punches: readonly (Punch & { flagged: boolean })[];
  /** How the period's absences were settled, by date (a record on a day that is no absence included). */
  readonly absences: ReadonlyMap<string, absencesRepo.AbsenceRow>;
}

const weekdayIndex = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/**
 * Timesheets of many employees over one period, batched: one query for the company, one for all
 * their punches, one for their hours, then their calendars (a few queries whatever their number)
 * and their schedule plans (one call), and the pure engine for each of them.
 */
export function createTimesheetComputer(deps: TimesheetComputeDeps) {
  async function loadFacts(
    tx: Transaction,
    input: { companyId: string; people: readonly repo.TimesheetPerson[]; dataFrom: string; to: string; from: string },
  ) {
    const employeeIds = input.people.map((person) => person.id);
    const [company, punches, hours, absences] = await Promise.all([
      repo.companyFacts(tx, input.companyId),
      // A night shift's punches reach into the next day, and a zone's day starts before or after UTC's.
      repo.punchesBetween(tx, input.companyId, {
        employeeIds,
        since: new Date(Date.parse(`${addDays(input.dataFrom, -1)}T00:00:00Z`)),
        until: new Date(Date.parse(`${addDays(input.to, 3)}T00:00:00Z`)),
      }),
      deps.workHours.hoursPerDayOn(tx, { companyId: input.companyId, employeeIds, day: input.from }),
      absencesRepo.absencesBetween(tx, input.companyId, { employeeIds, from: input.from, to: input.to }),
    ]);
    const absencesOf = new Map<string, Map<string, absencesRepo.AbsenceRow>>();
    for (const row of absences) {
      const byDate = absencesOf.get(row.employeeId) ?? new Map<string, absencesRepo.AbsenceRow>();
      byDate.set(row.date, row);
      absencesOf.set(row.employeeId, byDate);
    }
    const punchesOf = new Map<string, (Punch & { flagged: boolean })[]>();
    for (const row of punches) {
      const list = punchesOf.get(row.employeeId) ?? [];
      list.push({ id: row.id, action: row.action as Punch['action'], at: row.at.getTime(), flagged: row.flagged });
      punchesOf.set(row.employeeId, list);
    }
    return { company, punchesOf, hours, absencesOf };
  }

  /**
   * Computes the timesheets of these employees (already checked to be within the caller's reach)
   * over [from, to]; by employee id. The days before `from` in its week are computed too when a
   * weekly overtime threshold needs them, and left out of the result.
   */
  async function compute(input: {
    companyId: string;
    people: readonly repo.TimesheetPerson[];
    from: string;
    to: string;
  }): Promise<Map<string, ComputedTimesheet>> {
    const result = new Map<string, ComputedTimesheet>();
    if (input.people.length === 0) return result;
    const dataFrom = addDays(input.from, -6);
    const facts = await deps.tenant(input.companyId, (tx) => loadFacts(tx, { ...input, dataFrom }));
    const employeeIds = input.people.map((person) => person.id);
    const calendars = await deps.workCalendars.timesheetDays(input.companyId, {
      employeeIds,
      from: addDays(dataFrom, -1),
      to: addDays(input.to, 1),
    });
    const plans = await deps.schedulePlans({ companyId: input.companyId, employeeIds, from: input.from, to: input.to });
    const defaults = new Map<string, AttendanceSetting>();
    const now = deps.clock.now().getTime();

    for (const person of input.people) {
      const calendar = calendars.get(person.id);
      if (!calendar) continue;
      const timezone = person.siteTimezone ?? facts.company.timezone;
      const plan: EmployeeSchedulePlan | undefined = plans.get(person.id);
      const inPeriod = calendar.fractions.filter((day) => day.date >= input.from && day.date <= input.to);
      const workWeek = workWeekOf(inPeriod);
      let setting = plan?.setting?.setting;
      if (!setting) {
        setting = defaults.get(workWeek) ?? defaultSetting({ countryCode: facts.company.countryCode, asOf: input.from, workWeek });
        defaults.set(workWeek, setting);
      }
      const instances = plan?.roster
        ? rosterInstances({
            from: addDays(dataFrom, -1),
            to: addDays(input.to, 1),
            timeZone: timezone,
            shifts: plan.roster.shifts,
            assignments: plan.roster.assignments,
            overrides: plan.roster.overrides,
          })
        : calendarInstances({ shift: fixedHoursShift(facts.hours.get(person.id)), timeZone: timezone, days: calendar.fractions });
      const punches = facts.punchesOf.get(person.id) ?? [];
      const restDays = plan?.roster ? 'roster' : 'calendar';
      const contextsBetween = (from: string, to: string): DayContext[] =>
        calendar.contexts.filter((day) => day.date >= from && day.date <= to);
      const weekStart = addDays(input.from, -((weekdayIndex(input.from) - setting.weekStartsOn + 7) % 7));
      let weekRegularMinutesBefore = 0;
      if (setting.overtime.weeklyAfterMinutes !== null && weekStart < input.from) {
        const before = computeTimesheet({
          from: weekStart,
          to: addDays(input.from, -1),
          timeZone: timezone,
          setting,
          days: contextsBetween(weekStart, addDays(input.from, -1)),
          instances,
          punches,
          restDays,
        });
        weekRegularMinutesBefore = before.totals.regularMinutes;
      }
      const computed = computeTimesheet({
        from: input.from,
        to: input.to,
        timeZone: timezone,
        setting,
        days: contextsBetween(input.from, input.to),
        instances,
        punches,
        restDays,
        weekRegularMinutesBefore,
      });
      const absences = facts.absencesOf.get(person.id) ?? new Map<string, absencesRepo.AbsenceRow>();
      const timesheet = withAbsences(withDaysNotOver(computed, { now, today: calendarDate(new Date(now), timezone), instances }), absences);
      result.set(person.id, {
        person,
        timezone,
        timesheet,
        setting,
        settingName: plan?.setting?.name ?? null,
        schedule: restDays,
        instances,
        punches,
        absences,
      });
    }
    return result;
  }

  return { compute };
}

export type TimesheetComputer = ReturnType<typeof createTimesheetComputer>;
