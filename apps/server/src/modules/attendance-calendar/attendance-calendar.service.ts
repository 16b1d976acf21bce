import {
  CALENDAR_LIMITS,
  scheduleEventId,
  type Availability,
  type CalendarEmployee,
  type CalendarEvent,
  type CalendarEvents,
  type CalendarQueryBody,
  type CalendarShift,
  type CompanyPreference,
  type ConvertedLeave,
  type Language,
  type PresenceDetail,
  type ScheduleDetail,
} from '@tenaga/contracts';
import {
  availabilityOn,
  CALENDAR_EVENT_TYPES,
  presenceEvents,
  presenceId,
  scheduleEvents,
  type PresenceEvent,
  type ShiftInstance,
} from '@tenaga/domain';
import type { TenantRunner } from '../../db/tenant.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { calendarDate } from '../../lib/clock.ts';
import { fullName } from '../../lib/names.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { ModuleServices } from '../../platform/module.ts';
import type { EmployeePunch } from '../attendance/index.ts';
import { statusesShown, type LeaveDay, type TimeOffCalendar } from '../time-off/index.ts';
import * as repo from './attendance-calendar.repository.ts';
import {
  addDays,
  calendarReachOf,
  datesBetween,
  filtersNobody,
  parseScheduleId,
  rangeProblem,
  reachesPerson,
  type CalendarReach,
} from './attendance-calendar.rules.ts';
import type { EmployeeSchedule, ScheduleReader } from './attendance-calendar.schedules.ts';

export interface AttendanceCalendarDeps {
  tenant: TenantRunner;
  access: Pick<ModuleServices['access'], 'accessOf'>;
  /** The employee list's advanced filter. */
  employees: Pick<ModuleServices['employees'], 'matchingEmployeeIds'>;
  punches: Pick<ModuleServices['attendancePunches'], 'between' | 'one' | 'photo'>;
  shiftLabels: ModuleServices['attendanceSettings']['shiftLabels'];
  holidays: Pick<ModuleServices['workCalendars'], 'namedHolidays'>;
  schedules: ScheduleReader;
  /** Time off in lieu converted from overtime (event type 5), for a page of employees at once. */
  convertedLeave: Pick<ModuleServices['attendanceOverwork'], 'convertedLeaveFor'>;
  /** Leave by date (event type 0), shown as the company's preference `leaveRequest` says. */
  leave: Pick<TimeOffCalendar, 'leaveDays'>;
  preference: (companyId: string) => Promise<Pick<CompanyPreference, 'leaveRequest'>>;
}

type Range = { from: string; to: string };

function assertRange(range: Range): void {
  const problem = rangeProblem(range);
  if (problem) throw new AppError('VALIDATION_FAILED', { values: { days: CALENDAR_LIMITS.maxDays }, fieldErrors: { to: problem } });
}

/** Converted leave on the calendar (type 5): on the work date whose overtime it was converted from, with no hours of its own. */
const convertedLeaveRow = (leave: ConvertedLeave): CalendarEvent => ({
  id: leave.id,
  type: CALENDAR_EVENT_TYPES.convertedLeave,
  employeeId: leave.employeeId,
  date: leave.workDate,
  start: null,
  end: null,
  shiftName: null,
  colour: null,
  siteName: null,
  flagged: false,
  sentLate: false,
});

/**
 * Time off on the calendar (type 0): one event per date of a request. The category is shown to the
 * person themselves and to callers with time-off access; anyone else reached sees only "time off".
 */
const timeOffRow = (day: LeaveDay, options: { showsWhy: boolean }): CalendarEvent => ({
  id: `${day.requestId}_${day.date}`,
  type: CALENDAR_EVENT_TYPES.timeOff,
  employeeId: day.employeeId,
  date: day.date,
  start: null,
  end: null,
  shiftName: null,
  colour: null,
  siteName: null,
  flagged: false,
  sentLate: false,
  timeOff: {
    requestId: day.requestId,
    status: day.status,
    categoryName: options.showsWhy ? day.categoryName : null,
    part: day.part,
    days: day.days,
    from: day.from,
    to: day.to,
  },
});

const toShift = (instance: ShiftInstance, label: { name: string; colour: string } | undefined): CalendarShift => ({
  name: label?.name ?? null,
  colour: label?.colour ?? null,
  start: instance.start,
  end: instance.end,
  halfDay: instance.halfDay ?? false,
  fixedBreaks: instance.fixedBreaks.map((rule) => ({ ...rule })),
  flexibleBreaks: instance.flexibleBreaks.map((rule) => ({ ...rule })),
});

const toPunch = ({ employeeId: _employee, ...punch }: EmployeePunch) => punch;

function presenceRow(employeeId: string, event: PresenceEvent<EmployeePunch>): CalendarEvent {
  const punches = [event.in, event.out].filter((punch): punch is EmployeePunch => punch !== null);
  return {
    id: presenceId(event),
    type: event.type,
    employeeId,
    date: event.date,
    start: event.in?.at ?? null,
    end: event.out?.at ?? null,
    shiftName: null,
    colour: null,
    siteName: (event.in ?? event.out)?.siteName ?? null,
    flagged: punches.some((punch) => punch.flagged || punch.inside === false),
    sentLate: punches.some((punch) => punch.sentLate),
  };
}

/** The attendance calendar: events of many employees over a range, one event's detail, availability. */
export function createAttendanceCalendarService(deps: AttendanceCalendarDeps) {
  async function reachOf(auth: RequestAuth): Promise<CalendarReach> {
    return (await accessOf(auth)).reach;
  }

  /** How far the caller reaches, and whether they may see why others are away (the time-off menu). */
  async function accessOf(auth: RequestAuth): Promise<{ reach: CalendarReach; seesLeaveOfOthers: boolean }> {
    const access = await deps.access.accessOf(auth);
    const reach = calendarReachOf({ dataScope: access.dataScope, employeeId: auth.employeeId });
    if (!reach) throw notFound();
    return { reach, seesLeaveOfOthers: access.menuGrants.timeoff !== undefined };
  }

  /** The leave of these people over the range, by employee, as the company's preference shows it. */
  async function leaveOf(auth: RequestAuth, employeeIds: readonly string[], range: Range) {
    const [{ seesLeaveOfOthers }, preference] = await Promise.all([accessOf(auth), deps.preference(auth.companyId)]);
    const days = await deps.leave.leaveDays(auth.companyId, { employeeIds, ...range, statuses: statusesShown(preference.leaveRequest) });
    const byEmployee = new Map<string, CalendarEvent[]>();
    for (const day of days) {
      const list = byEmployee.get(day.employeeId) ?? [];
      list.push(timeOffRow(day, { showsWhy: seesLeaveOfOthers || day.employeeId === auth.employeeId }));
      byEmployee.set(day.employeeId, list);
    }
    return byEmployee;
  }

  /** A page of the people the caller reaches, chosen by the filter and search, and the counts. */
  async function pageOf(auth: RequestAuth, body: CalendarQueryBody) {
    assertRange(body);
    const reach = await reachOf(auth);
    return deps.tenant(auth.companyId, async (tx) => {
      const ids = filtersNobody(body.filter)
        ? null
        : await deps.employees.matchingEmployeeIds(tx, { companyId: auth.companyId, filter: body.filter });
      const [page, total] = await Promise.all([
        repo.calendarPeople(tx, auth.companyId, {
          reach,
          ids,
          from: body.from,
          to: body.to,
          search: body.search,
          start: body.start,
          length: body.length,
        }),
        repo.reachedCount(tx, auth.companyId, { reach, from: body.from, to: body.to }),
      ]);
      return { ...page, total };
    });
  }

  /** One person the caller reaches, or not found (their existence is not revealed). */
  async function personOf(auth: RequestAuth, employeeId: string): Promise<repo.CalendarPerson> {
    const reach = await reachOf(auth);
    const person = await deps.tenant(auth.companyId, (tx) => repo.calendarPerson(tx, auth.companyId, employeeId));
    if (!person || !reachesPerson(reach, person)) throw notFound();
    return person;
  }

  /** The punches of these people whose work dates may fall in the range (a zone's day and a night shift reach past UTC's). */
  async function punchesOf(companyId: string, employeeIds: readonly string[], range: Range) {
    const punches = await deps.punches.between(companyId, {
      employeeIds,
      since: new Date(Date.parse(`${addDays(range.from, -1)}T00:00:00Z`)),
      until: new Date(Date.parse(`${addDays(range.to, 3)}T00:00:00Z`)),
    });
    const byEmployee = new Map<string, EmployeePunch[]>();
    for (const punch of punches) {
      const list = byEmployee.get(punch.employeeId);
      if (list) list.push(punch);
      else byEmployee.set(punch.employeeId, [punch]);
    }
    return byEmployee;
  }

  const presenceOf = (schedule: EmployeeSchedule, punches: readonly EmployeePunch[], range: Range) =>
    presenceEvents({ punches, instances: schedule.instances, setting: schedule.setting, timeZone: schedule.timezone, ...range });

  /** The names and colours of the shifts these schedules name; all the company's when none is given (read beside the rest). */
  async function labelsOf(companyId: string, schedules?: Iterable<EmployeeSchedule>) {
    let ids: string[] | undefined;
    if (schedules) {
      const named = new Set<string>();
      for (const schedule of schedules)
        if (schedule.source === 'roster') for (const instance of schedule.instances) named.add(instance.shiftId);
      ids = [...named];
    }
    return new Map((await deps.shiftLabels(companyId, ids)).map((label) => [label.id, label]));
  }

  return {
    /** POST /attendance/calendar/events. */
    async events(auth: RequestAuth, language: Language, body: CalendarQueryBody): Promise<CalendarEvents> {
      const { people, filtered, total } = await pageOf(auth, body);
      const range = { from: body.from, to: body.to };
      const employeeIds = people.map((person) => person.id);
      const [schedules, punches, holidays, labels, converted, leave] = await Promise.all([
        deps.schedules({ companyId: auth.companyId, people, ...range }),
        punchesOf(auth.companyId, employeeIds, range),
        deps.holidays.namedHolidays(auth.companyId, language, { employeeIds, ...range }),
        labelsOf(auth.companyId),
        deps.convertedLeave.convertedLeaveFor(auth.companyId, employeeIds, range.from, range.to),
        leaveOf(auth, employeeIds, range),
      ]);
      const convertedOf = new Map<string, CalendarEvent[]>();
      for (const leave of converted) {
        const list = convertedOf.get(leave.employeeId) ?? [];
        list.push(convertedLeaveRow(leave));
        convertedOf.set(leave.employeeId, list);
      }
      const employees: CalendarEmployee[] = people.flatMap((person) => {
        const schedule = schedules.get(person.id);
        if (!schedule) return [];
        const presence = presenceOf(schedule, punches.get(person.id) ?? [], range).map((event) => presenceRow(person.id, event));
        const scheduled = scheduleEvents({ instances: schedule.instances, ...range }).map((event): CalendarEvent => {
          const label = schedule.source === 'roster' ? labels.get(event.shiftId) : undefined;
          return {
            id: scheduleEventId(person.id, event.date),
            type: event.type,
            employeeId: person.id,
            date: event.date,
            start: event.start,
            end: event.end,
            shiftName: label?.name ?? null,
            colour: label?.colour ?? null,
            siteName: null,
            flagged: false,
            sentLate: false,
          };
        });
        return [
          {
            id: person.id,
            name: fullName(person.firstName, person.lastName),
            employmentNumber: person.employmentNumber,
            timezone: schedule.timezone,
            holidays: holidays.get(person.id) ?? [],
            events: [...(leave.get(person.id) ?? []), ...scheduled, ...presence, ...(convertedOf.get(person.id) ?? [])].sort((a, b) =>
              a.date === b.date ? a.type - b.type : a.date < b.date ? -1 : 1,
            ),
          },
        ];
      });
      return { ...range, employees, recordsTotal: total, recordsFiltered: filtered };
    },

    /** GET /attendance/calendar/events/presence/:id: the presence a punch belongs to. */
    async presence(auth: RequestAuth, id: string): Promise<PresenceDetail> {
      const punch = await deps.punches.one(auth.companyId, id);
      if (!punch) throw notFound();
      const person = await personOf(auth, punch.employeeId);
      const around = calendarDate(new Date(punch.at), person.siteTimezone ?? 'UTC');
      const range = { from: addDays(around, -2), to: addDays(around, 1) };
      const schedule = (await deps.schedules({ companyId: auth.companyId, people: [person], ...range })).get(person.id);
      if (!schedule) throw notFound();
      const punches = (await punchesOf(auth.companyId, [person.id], range)).get(person.id) ?? [];
      const event = presenceOf(schedule, punches, range).find((candidate) => candidate.in?.id === id || candidate.out?.id === id);
      if (!event) throw notFound();
      const instance = schedule.instances.find((candidate) => candidate.date === event.date);
      const labels = instance ? await labelsOf(auth.companyId, [schedule]) : new Map();
      return {
        id: presenceId(event),
        employee: { id: person.id, name: fullName(person.firstName, person.lastName), employmentNumber: person.employmentNumber },
        date: event.date,
        timezone: schedule.timezone,
        in: event.in ? toPunch(event.in) : null,
        out: event.out ? toPunch(event.out) : null,
        shift: instance ? toShift(instance, labels.get(instance.shiftId)) : null,
      };
    },

    /**
     * GET /attendance/calendar/punches/:id/photo: a punch's photo, for HR and the employee's manager
     * only; the employee's own reach (a role seeing only oneself) does not see it, nor does anyone
     * else (not found either way: the punch's existence is not revealed).
     */
    async punchPhoto(auth: RequestAuth, id: string) {
      const reach = await reachOf(auth);
      const photo = await deps.punches.photo(auth.companyId, id);
      if (!photo || reach.kind === 'self') throw notFound();
      const person = await personOf(auth, photo.employeeId);
      if (reach.kind === 'team' && person.id === reach.employeeId) throw notFound();
      return photo.file;
    },

    /** GET /attendance/calendar/schedule/:id: the shift of an employee's date. */
    async schedule(auth: RequestAuth, id: string): Promise<ScheduleDetail> {
      const parsed = parseScheduleId(id);
      if (!parsed) throw notFound();
      const person = await personOf(auth, parsed.employeeId);
      const range = { from: parsed.date, to: parsed.date };
      const schedule = (await deps.schedules({ companyId: auth.companyId, people: [person], ...range })).get(person.id);
      const instance = schedule?.instances.find((candidate) => candidate.date === parsed.date);
      if (!schedule || !instance) throw notFound();
      const labels = await labelsOf(auth.companyId, [schedule]);
      return {
        id: scheduleEventId(person.id, parsed.date),
        employee: { id: person.id, name: fullName(person.firstName, person.lastName), employmentNumber: person.employmentNumber },
        date: parsed.date,
        timezone: schedule.timezone,
        source: schedule.source,
        settingName: schedule.settingName,
        shift: toShift(instance, schedule.source === 'roster' ? labels.get(instance.shiftId) : undefined),
      };
    },

    /** POST /attendance/calendar/availability. */
    async availability(auth: RequestAuth, body: CalendarQueryBody): Promise<Availability> {
      const { people, filtered, total } = await pageOf(auth, body);
      const range = { from: body.from, to: body.to };
      const [schedules, punches] = await Promise.all([
        deps.schedules({ companyId: auth.companyId, people, ...range }),
        punchesOf(
          auth.companyId,
          people.map((person) => person.id),
          range,
        ),
      ]);
      const dates = datesBetween(body.from, body.to);
      const counts = new Map(dates.map((date) => [date, { available: 0, away: 0 }]));
      const employees = people.flatMap((person) => {
        const schedule = schedules.get(person.id);
        if (!schedule) return [];
        const present = new Set(presenceOf(schedule, punches.get(person.id) ?? [], range).map((event) => event.date));
        const scheduled = new Set(schedule.instances.map((instance) => instance.date));
        const contexts = new Map(schedule.days.map((day) => [day.date, day]));
        const days = dates.map((date) => {
          const answer = availabilityOn({ context: contexts.get(date), scheduled: scheduled.has(date), present: present.has(date) });
          counts.get(date)![answer.available ? 'available' : 'away'] += 1;
          return { date, ...answer };
        });
        return [{ id: person.id, name: fullName(person.firstName, person.lastName), days }];
      });
      return {
        ...range,
        employees,
        dates: dates.map((date) => ({ date, ...counts.get(date)! })),
        recordsTotal: total,
        recordsFiltered: filtered,
      };
    },
  };
}

export type AttendanceCalendarService = ReturnType<typeof createAttendanceCalendarService>;
