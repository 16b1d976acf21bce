import { z } from 'zod';
import { AVAILABILITY_REASONS, CALENDAR_EVENT_TYPES } from '@tenaga/domain';
import { defineApiModule } from '../api-module.ts';
import { IdParamsSchema, int32, isoDate, TimestampSchema } from '../common.ts';
import { defineRoute, menuAccess } from '../route.ts';
import { v } from '../validation.ts';
import { CLOCK_PHOTO_LIMITS, PunchSchema } from './attendance.contracts.ts';
import { FilterQuerySchema } from './employees/filters.ts';
import { LEAVE_REQUEST_STATUSES } from './time-off.contracts.ts';

/**
 * The attendance calendar (issue 14 item 5): each employee's events over a range of dates — time
 * at work (the clock-in and clock-out pairs), scheduled shifts, and the types whose sources the
 * product will add (time off, training, converted leave) — with the public holidays of each
 * employee's calendar; the detail of one event; who is available on each date.
 */
export const CALENDAR_LIMITS = {
  /** Six weeks: a month as a calendar shows it, with the days of the weeks it starts and ends in. */
  maxDays: 42,
  /** The most employees one page of the calendar carries. */
  maxPageSize: 200,
} as const;

/** Spec §4's event type codes (CALENDAR_EVENT_TYPES of the domain): 0 time off, 1 present, 2 schedule, 3 training, 5 converted leave. */
export const CALENDAR_EVENT_TYPE_CODES = [
  CALENDAR_EVENT_TYPES.timeOff,
  CALENDAR_EVENT_TYPES.present,
  CALENDAR_EVENT_TYPES.schedule,
  CALENDAR_EVENT_TYPES.training,
  CALENDAR_EVENT_TYPES.convertedLeave,
] as const;
export type CalendarEventTypeCode = (typeof CALENDAR_EVENT_TYPE_CODES)[number];
const eventType = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(5)]);

/** A schedule event's id: the employee and the work date, `<employee id>_<YYYY-MM-DD>`. */
export const SCHEDULE_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}_\d{4}-\d{2}-\d{2}$/i;
export const scheduleEventId = (employeeId: string, date: string) => `${employeeId}_${date}`;

/** The employees and dates asked for: the advanced filter of the employee list, a search, and a page of them. */
export const CalendarQueryBodySchema = z.strictObject({
  from: isoDate(),
  to: isoDate(),
  filter: FilterQuerySchema.default({ join: 'and', rules: [], hideEmptyRows: false, employeeIds: [] }),
  search: z.string().trim().max(200, { error: v.tooLong }).default(''),
  start: int32().min(0).default(0),
  length: z.number().int().min(1).max(CALENDAR_LIMITS.maxPageSize).default(50),
});
export type CalendarQueryBody = z.infer<typeof CalendarQueryBodySchema>;
export type CalendarQueryInput = z.input<typeof CalendarQueryBodySchema>;

/** A time-off event's (type 0) leave: one date of a request. */
export const CalendarTimeOffSchema = z.object({
  requestId: z.uuid(),
  status: z.enum(LEAVE_REQUEST_STATUSES),
  /** The category; null when the caller may see that the person is away but not why (no time-off access to them). */
  categoryName: z.string().nullable(),
  /** The whole day, or the half the request takes of it. */
  part: z.enum(['full', 'morning', 'afternoon']),
  /** The days counted on this date ('1', '0.5'). */
  days: z.string(),
  /** The request's first and last dates. */
  from: z.string(),
  to: z.string(),
});
export type CalendarTimeOff = z.infer<typeof CalendarTimeOffSchema>;

export const CalendarEventSchema = z.object({
  /** A presence's id is its clock-in's (or, without one, its clock-out's); a schedule's is scheduleEventId. */
  id: z.string(),
  type: eventType,
  employeeId: z.uuid(),
  /** The work date the event belongs to (a night shift's: the date it started). */
  date: z.string(),
  /** Null: a presence without its clock-in, or… */
  start: TimestampSchema.nullable(),
  /** …without its clock-out yet. */
  end: TimestampSchema.nullable(),
  /** The shift's name; null for fixed hours on the work calendar and for events other than schedules. */
  shiftName: z.string().nullable(),
  /** The shift's colour ('#rrggbb'), when it has one. */
  colour: z.string().nullable(),
  /** A presence's site (its clock-in's, else its clock-out's). */
  siteName: z.string().nullable(),
  /** A punch of the presence was outside its site's geofence, or flagged. */
  flagged: z.boolean(),
  /** A punch of the presence was kept offline and sent afterwards. */
  sentLate: z.boolean(),
  /** Time off (type 0): the leave of the date. */
  timeOff: CalendarTimeOffSchema.optional(),
});
export type CalendarEvent = z.infer<typeof CalendarEventSchema>;

export const CalendarHolidaySchema = z.object({ date: z.string(), name: z.string(), halfDay: z.boolean() });
export type CalendarHoliday = z.infer<typeof CalendarHolidaySchema>;

export const CalendarEmployeeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  employmentNumber: z.string(),
  /** The timezone the employee's times are shown in: their site's, else the company's. */
  timezone: z.string(),
  /** The public holidays of the calendar the employee is on each date (their location's, else the company's). */
  holidays: z.array(CalendarHolidaySchema),
  events: z.array(CalendarEventSchema),
});
export type CalendarEmployee = z.infer<typeof CalendarEmployeeSchema>;

export const CalendarEventsSchema = z.object({
  from: z.string(),
  to: z.string(),
  employees: z.array(CalendarEmployeeSchema),
  /** Everyone the caller reaches, employed in the range; and those the filter and search let through. */
  recordsTotal: z.number().int(),
  recordsFiltered: z.number().int(),
});
export type CalendarEvents = z.infer<typeof CalendarEventsSchema>;

const tags = ['attendance'];
const access = menuAccess('attendanceCalendar', 'view');
const reads = [
  'attendance',
  'attendance-settings',
  'shifts',
  'employees',
  'employee-records',
  'sites',
  'work-calendars',
  'attendance-overwork',
  'time-off',
  'approvals',
  'companies',
];

export const listCalendarEvents = defineRoute({
  method: 'POST',
  path: '/attendance/calendar/events',
  readsOnly: true,
  summary:
    'Spec §7 `module/attendances/events`: the calendar of a page of employees (by the employee list’s advanced filter and a search, within the caller’s data scope) over [from, to] (at most 42 days): each one’s time off (0: approved and pending leave, rejected and cancelled as the company preference says), presence events (1), schedule events (2), converted leave (5) and public holidays, by work date in their site’s timezone',
  tags,
  permission: access,
  cache: { reads },
  body: CalendarQueryBodySchema,
  response: CalendarEventsSchema,
});

const EmployeeBriefSchema = z.object({ id: z.uuid(), name: z.string(), employmentNumber: z.string() });

/** The shift of a date as an instance: its instants, breaks and where it comes from. */
export const CalendarShiftSchema = z.object({
  /** Null: fixed hours on the work calendar (no roster). */
  name: z.string().nullable(),
  colour: z.string().nullable(),
  start: TimestampSchema,
  end: TimestampSchema,
  halfDay: z.boolean(),
  fixedBreaks: z.array(z.object({ start: TimestampSchema, end: TimestampSchema, paid: z.boolean() })),
  flexibleBreaks: z.array(z.object({ minutes: z.number().int().min(0), paid: z.boolean() })),
});
export type CalendarShift = z.infer<typeof CalendarShiftSchema>;

export const PresenceDetailSchema = z.object({
  id: z.string(),
  employee: EmployeeBriefSchema,
  date: z.string(),
  timezone: z.string(),
  in: PunchSchema.nullable(),
  out: PunchSchema.nullable(),
  /** The shift scheduled on the work date, if any. */
  shift: CalendarShiftSchema.nullable(),
});
export type PresenceDetail = z.infer<typeof PresenceDetailSchema>;

export const getPresenceEvent = defineRoute({
  method: 'GET',
  path: '/attendance/calendar/events/presence/:id',
  summary:
    'Spec §7 `events/presence/{id}`: one presence event by its clock-in’s (or clock-out’s) id: both punches with their site, inside or outside, source and whether sent late, and the shift of its work date',
  tags,
  permission: access,
  cache: { reads },
  params: IdParamsSchema,
  response: PresenceDetailSchema,
});

export const getPunchPhoto = defineRoute({
  method: 'GET',
  path: '/attendance/calendar/punches/:id/photo',
  summary:
    'The photo taken with a punch (a site requiring photo proof), for HR and the employee’s manager only: 404 when there is none or the caller does not reach the employee as HR or their manager',
  tags,
  permission: access,
  cache: { reads: ['attendance'] },
  params: IdParamsSchema,
  produces: 'file',
  fileTypes: CLOCK_PHOTO_LIMITS.contentTypes,
  response: z.unknown(),
});

export const ScheduleParamsSchema = z.strictObject({
  id: z.string().max(60).regex(SCHEDULE_ID_PATTERN, { error: v.validFormat }),
});

export const ScheduleDetailSchema = z.object({
  id: z.string(),
  employee: EmployeeBriefSchema,
  date: z.string(),
  timezone: z.string(),
  /** A roster's shift, or fixed hours on the work calendar. */
  source: z.enum(['roster', 'calendar']),
  /** The attendance setting in force; null: the company's default. */
  settingName: z.string().nullable(),
  shift: CalendarShiftSchema,
});
export type ScheduleDetail = z.infer<typeof ScheduleDetailSchema>;

export const getScheduleEvent = defineRoute({
  method: 'GET',
  path: '/attendance/calendar/schedule/:id',
  summary:
    'Spec §7 `schedule/{id}`: the shift scheduled for an employee on a date (id `<employee id>_<YYYY-MM-DD>`), with its breaks and source',
  tags,
  permission: access,
  cache: { reads },
  params: ScheduleParamsSchema,
  response: ScheduleDetailSchema,
});

export const AvailabilitySchema = z.object({
  from: z.string(),
  to: z.string(),
  employees: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      days: z.array(z.object({ date: z.string(), available: z.boolean(), reason: z.enum(AVAILABILITY_REASONS) })),
    }),
  ),
  /** For each date, how many of the page's employees are available and away. */
  dates: z.array(z.object({ date: z.string(), available: z.number().int().min(0), away: z.number().int().min(0) })),
  recordsTotal: z.number().int(),
  recordsFiltered: z.number().int(),
});
export type Availability = z.infer<typeof AvailabilitySchema>;

export const getAvailability = defineRoute({
  method: 'POST',
  path: '/attendance/calendar/availability',
  readsOnly: true,
  summary:
    'Spec §7 `module/attendances/availability`: who is available and who is away on each date of [from, to] (at most 42 days), and why (present, scheduled, time off, public holiday, rest day, not employed), for a page of employees chosen as for the events',
  tags,
  permission: access,
  cache: { reads },
  body: CalendarQueryBodySchema,
  response: AvailabilitySchema,
});

/** The Calendar menu item of Attendance. */
export const attendanceCalendarApi = defineApiModule({ name: 'attendance-calendar', menu: ['attendanceCalendar'] });
