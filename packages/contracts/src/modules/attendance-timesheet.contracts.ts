import { z } from 'zod';
import { defineApiModule } from '../api-module.ts';
import { IdParamsSchema, isoDate, OkSchema, tableResponse, TableRequestSchema, TimestampSchema, VersionSchema } from '../common.ts';
import { defineRoute, menuAccess, recordAccess } from '../route.ts';
import { multiLine } from '../text.ts';
import { v } from '../validation.ts';
import { AttendanceAdjustmentSchema } from './attendance-timesheet/periods.ts';

export * from './attendance-timesheet/periods.ts';

/**
 * Timesheets (issue 14 item 6): each employee's worked time, lateness, early leave, absences and
 * overtime by rate band over a period, computed from their punches against their schedule and
 * attendance setting, every figure with its explanation. This is what payroll reads.
 */
export const TIMESHEET_LIMITS = {
  /** The longest period one request computes: two months, so that any pay period fits. */
  maxDays: 62,
} as const;

export const DAY_KINDS = ['working', 'rest', 'publicHoliday', 'specialDay', 'unscheduled', 'notEmployed'] as const;
export const ATTENDANCE_ISSUES = ['missingClockOut', 'missingClockIn', 'workWithoutSchedule', 'absent'] as const;
export const TIMESHEET_FIGURES = ['worked', 'late', 'earlyLeave', 'absent', 'breaks', 'night', 'overtime', 'punches'] as const;

/**
 * How an absence on a work date was settled: excused (not counted absent), unpaid (counted absent,
 * as an unpaid absence) or confirmed as an absence (counted absent). Attendance › Resolve writes
 * it, HR changes it on the timesheet's day.
 */
export const ABSENCE_KINDS = ['excused', 'unpaid', 'absentConfirmed'] as const;
export type AbsenceKind = (typeof ABSENCE_KINDS)[number];

export const ABSENCE_LIMITS = { reasonMax: 500 } as const;

const minutes = () => z.number().int().min(0);
const BandMinutesSchema = z.object({ band: z.string(), minutes: minutes() });

/** A period of work dates; its order and length are checked by the service (422, translated). */
const PeriodSchema = z.strictObject({ from: isoDate(), to: isoDate() });

export const TimesheetQuerySchema = PeriodSchema.extend({ employeeId: z.uuid({ error: v.validFormat }) });
export type TimesheetQuery = z.infer<typeof TimesheetQuerySchema>;

/** FIXED SHAPE (outside tools and payroll rely on it): issue 14, item 6. */
export const TimesheetSummarySchema = z.object({
  days: z.array(
    z.object({
      date: z.string(),
      workedMinutes: minutes(),
      lateMinutes: minutes(),
      earlyLeaveMinutes: minutes(),
      absent: z.boolean(),
      overtime: z.array(BandMinutesSchema),
    }),
  ),
  /**
   * The period's totals: the days' figures, and the worked minutes of the adjustments dated in the
   * period (changes to days of locked periods; listed, each naming its locked day, by the detail and the export).
   */
  totals: z.object({
    workedMinutes: minutes(),
    lateMinutes: minutes(),
    earlyLeaveMinutes: minutes(),
    absentDays: minutes(),
    overtime: z.array(BandMinutesSchema),
  }),
});
export type TimesheetSummary = z.infer<typeof TimesheetSummarySchema>;

const tags = ['attendance'];
/** HR and managers through the Timesheet menu (as far as their data scope goes); anyone their own, from Home. */
const timesheetAccess = recordAccess({ menu: 'attendanceTimesheet', ownMenu: 'home', level: 'view' });

export const getTimesheet = defineRoute({
  method: 'GET',
  path: '/attendance/timesheet',
  summary:
    'An employee’s timesheet over [from, to] (at most 62 days): each work date’s worked, late and early-leave minutes, absence and overtime by rate band, and the totals. Work dates follow the shift a punch belongs to, in the site’s timezone.',
  tags,
  permission: timesheetAccess,
  cache: { reads: ['attendance', 'attendance-settings', 'shifts', 'employees', 'employee-records', 'sites', 'work-calendars'] },
  query: TimesheetQuerySchema,
  response: TimesheetSummarySchema,
});

export const TimesheetExplanationSchema = z.object({
  figure: z.enum(TIMESHEET_FIGURES),
  /** An i18n key of the attendance namespace (`attendance:explain.…`), given `values`. */
  key: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The punches the figure comes from. */
  events: z.array(z.string()),
  /** The setting behind it, as a path ('lateGraceMinutes'). */
  rule: z.string().optional(),
});
export type TimesheetExplanation = z.infer<typeof TimesheetExplanationSchema>;

export const TimesheetPunchSchema = z.object({
  id: z.uuid(),
  action: z.enum(['in', 'out']),
  at: TimestampSchema,
  /** Local time in the employee's timezone, 'HH:MM'. */
  time: z.string(),
  flagged: z.boolean(),
});

export const AbsenceRecordSchema = z.object({
  id: z.uuid(),
  employeeId: z.uuid(),
  date: z.string(),
  kind: z.enum(ABSENCE_KINDS),
  reason: z.string(),
  /** The name of the user who settled it last; null once that user is gone. */
  resolvedBy: z.string().nullable(),
  resolvedAt: TimestampSchema,
  version: VersionSchema,
});
export type AbsenceRecord = z.infer<typeof AbsenceRecordSchema>;

export const TimesheetDetailDaySchema = z.object({
  date: z.string(),
  kind: z.enum(DAY_KINDS),
  shiftId: z.string().nullable(),
  /** The scheduled shift's local start and end, 'HH:MM'. */
  shift: z.object({ start: z.string(), end: z.string() }).nullable(),
  workedMinutes: minutes(),
  regularMinutes: minutes(),
  lateMinutes: minutes(),
  earlyLeaveMinutes: minutes(),
  absent: z.boolean(),
  /** Absent, and settled as an unpaid absence. */
  unpaidAbsent: z.boolean(),
  /** How the day's absence was settled; null: not settled. */
  absence: AbsenceRecordSchema.nullable(),
  breakMinutes: minutes(),
  nightMinutes: minutes(),
  overtimeMinutes: minutes(),
  restDayMinutes: minutes(),
  holidayMinutes: minutes(),
  uncountedMinutes: minutes(),
  overtime: z.array(BandMinutesSchema),
  issues: z.array(z.enum(ATTENDANCE_ISSUES)),
  explanations: z.array(TimesheetExplanationSchema),
  punches: z.array(TimesheetPunchSchema),
});
export type TimesheetDetailDay = z.infer<typeof TimesheetDetailDaySchema>;

export const TimesheetTotalsSchema = z.object({
  workedMinutes: minutes(),
  regularMinutes: minutes(),
  lateMinutes: minutes(),
  earlyLeaveMinutes: minutes(),
  absentDays: minutes(),
  /** Absent days settled as unpaid absences (within absentDays). */
  unpaidAbsentDays: minutes(),
  breakMinutes: minutes(),
  nightMinutes: minutes(),
  overtimeMinutes: minutes(),
  restDayMinutes: minutes(),
  holidayMinutes: minutes(),
  overtime: z.array(BandMinutesSchema),
});
export type TimesheetTotals = z.infer<typeof TimesheetTotalsSchema>;

export const TimesheetDetailSchema = z.object({
  employee: z.object({ id: z.uuid(), name: z.string(), employmentNumber: z.string() }),
  from: z.string(),
  to: z.string(),
  /** The timezone the days are counted in: the employee's site's, else the company's. */
  timezone: z.string(),
  /** The attendance setting's name; null: the company's default for its country. */
  settingName: z.string().nullable(),
  /** Whether the schedule is a roster (a date without a shift is a rest day) or fixed hours on the work calendar. */
  schedule: z.enum(['roster', 'calendar']),
  days: z.array(TimesheetDetailDaySchema),
  totals: TimesheetTotalsSchema,
  /** Dated adjustments counted in this period: changes to days of an earlier, locked period. */
  adjustments: z.array(AttendanceAdjustmentSchema),
});
export type TimesheetDetail = z.infer<typeof TimesheetDetailSchema>;

export const getTimesheetDetail = defineRoute({
  method: 'GET',
  path: '/attendance/timesheet/detail',
  summary:
    'An employee’s timesheet with every figure of each day, its kind and shift, the punches it counts, what needs a look and the explanation of each figure',
  tags,
  permission: timesheetAccess,
  cache: { reads: ['attendance', 'attendance-settings', 'shifts', 'employees', 'employee-records', 'sites', 'work-calendars'] },
  query: TimesheetQuerySchema,
  response: TimesheetDetailSchema,
});

export const TimesheetRowSchema = z.object({
  employeeId: z.uuid(),
  employeeName: z.string(),
  employmentNumber: z.string(),
  workedMinutes: minutes(),
  lateMinutes: minutes(),
  earlyLeaveMinutes: minutes(),
  absentDays: minutes(),
  unpaidAbsentDays: minutes(),
  overtimeMinutes: minutes(),
  /** Work on rest days and public holidays. */
  restAndHolidayMinutes: minutes(),
  /** Days with something to look at (a missing punch, work without a schedule, an absence). */
  issueDays: minutes(),
});
export type TimesheetRow = z.infer<typeof TimesheetRowSchema>;

export const TimesheetTableBodySchema = TableRequestSchema.extend(PeriodSchema.shape);
export type TimesheetTableBody = z.infer<typeof TimesheetTableBodySchema>;

export const listTimesheets = defineRoute({
  method: 'POST',
  path: '/attendance/timesheet/table',
  readsOnly: true,
  summary:
    'The period’s totals of every employee the caller’s data scope reaches (table protocol; search by name or employment number, sort by any column)',
  tags,
  permission: menuAccess('attendanceTimesheet', 'view'),
  cache: { reads: ['attendance', 'attendance-settings', 'shifts', 'employees', 'employee-records', 'sites', 'work-calendars'] },
  body: TimesheetTableBodySchema,
  response: tableResponse(TimesheetRowSchema),
});

export const TimesheetExportQuerySchema = PeriodSchema.extend({
  search: z.string().max(200, { error: v.tooLong }).optional(),
});

export const TIMESHEET_EXPORT_TYPES = ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] as const;

export const exportTimesheets = defineRoute({
  method: 'GET',
  path: '/attendance/timesheet/export',
  summary: 'The period’s timesheets of every employee the caller reaches as an xlsx file: one row per employee and date, minutes by band',
  tags,
  permission: menuAccess('attendanceTimesheet', 'view'),
  query: TimesheetExportQuerySchema,
  produces: 'file',
  fileTypes: TIMESHEET_EXPORT_TYPES,
  response: z.unknown(),
});

const absenceReason = () =>
  multiLine(z.string({ error: v.required }).trim().min(1, { error: v.required }).max(ABSENCE_LIMITS.reasonMax, { error: v.tooLong }));

export const CreateAbsenceBodySchema = z.strictObject({
  employeeId: z.uuid({ error: v.validFormat }),
  date: isoDate(),
  kind: z.enum(ABSENCE_KINDS, { error: v.invalidOption }),
  reason: absenceReason(),
});
export type CreateAbsenceBody = z.input<typeof CreateAbsenceBodySchema>;

export const UpdateAbsenceBodySchema = z.strictObject({
  kind: z.enum(ABSENCE_KINDS, { error: v.invalidOption }),
  reason: absenceReason(),
  version: VersionSchema,
});
export type UpdateAbsenceBody = z.input<typeof UpdateAbsenceBodySchema>;

/** Settling absences is part of resolving: the Resolve page's edit grant, as far as the caller's data scope goes. */
const absenceAccess = menuAccess('attendanceResolve', 'edit');
const absenceChanges = ['attendance', 'audit'];

export const createAbsence = defineRoute({
  method: 'POST',
  path: '/attendance/absences',
  summary:
    'Settles an absent work date of an employee: excused (not counted absent), unpaid (an unpaid absence) or confirmed as an absence, with a reason; audited. 409 ABSENCE_EXISTS when the date is settled already, 422 when the date is not an absence',
  tags,
  permission: absenceAccess,
  cache: { changes: absenceChanges },
  body: CreateAbsenceBodySchema,
  response: AbsenceRecordSchema,
});

export const updateAbsence = defineRoute({
  method: 'PUT',
  path: '/attendance/absences/:id',
  summary: 'Changes how an absence was settled (its kind and reason); audited. 409 VERSION_CONFLICT',
  tags,
  permission: absenceAccess,
  cache: { changes: absenceChanges },
  params: IdParamsSchema,
  body: UpdateAbsenceBodySchema,
  response: AbsenceRecordSchema,
});

export const deleteAbsence = defineRoute({
  method: 'DELETE',
  path: '/attendance/absences/:id',
  summary: 'Removes how an absence was settled: the date counts as an absence to resolve again; audited',
  tags,
  permission: absenceAccess,
  cache: { changes: absenceChanges },
  params: IdParamsSchema,
  response: OkSchema,
});

/** The Timesheet menu item, and each employee's own timesheet opened from Home. */
export const attendanceTimesheetApi = defineApiModule({
  name: 'attendance-timesheet',
  menu: ['attendanceTimesheet'],
  records: [{ name: 'myTimesheet', path: '/clock/timesheet', under: 'home' }],
});
