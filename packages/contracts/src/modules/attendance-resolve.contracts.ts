import { z } from 'zod';
import { defineApiModule } from '../api-module.ts';
import { isoDate, TimestampSchema } from '../common.ts';
import { defineRoute, menuAccess } from '../route.ts';
import { multiLine } from '../text.ts';
import { v } from '../validation.ts';
import { ATTENDANCE_ACTIONS, ATTENDANCE_SOURCES } from './attendance.contracts.ts';
import { DAY_KINDS } from './attendance-timesheet.contracts.ts';
import { LocalTimeSchema } from './attendance-settings/setting-schema.ts';
import { FilterQuerySchema } from './employees/filters.ts';

/**
 * Attendance › Resolve (issue 14 item 8): the days that need a person's look — a clock-in without
 * its clock-out (or the reverse), a punch outside its site's geofence, work on a day without a
 * schedule, an absence on a scheduled working day — in a table of scheduled days and one of days
 * without a schedule, each day's detail, and their resolution one by one or in bulk with a reason.
 */
export const RESOLVE_PROBLEMS = ['missingClockOut', 'missingClockIn', 'outsideGeofence', 'workWithoutSchedule', 'absent'] as const;
export type ResolveProblem = (typeof RESOLVE_PROBLEMS)[number];

/**
 * How a problem is resolved: a missing punch added (at the given local time, else the shift's end
 * or start), the day's flagged punches accepted as reviewed, an absence excused, kept as an
 * unpaid absence or confirmed as an absence (the timesheet reads these three), work without a
 * schedule accepted as it is.
 */
export const RESOLUTIONS = ['addPunch', 'acceptFlagged', 'excuse', 'unpaidAbsence', 'confirmAbsence', 'acceptUnscheduled'] as const;
export type Resolution = (typeof RESOLUTIONS)[number];

/** The problems each resolution answers. */
export const RESOLVES: Record<Resolution, readonly ResolveProblem[]> = {
  addPunch: ['missingClockOut', 'missingClockIn'],
  acceptFlagged: ['outsideGeofence'],
  excuse: ['absent'],
  unpaidAbsence: ['absent'],
  confirmAbsence: ['absent'],
  acceptUnscheduled: ['workWithoutSchedule'],
};

/** Whether a resolution answers one of a day's problems. */
export const resolutionApplies = (resolution: Resolution, problems: readonly ResolveProblem[]): boolean =>
  RESOLVES[resolution].some((problem) => problems.includes(problem));

export const RESOLVE_LIMITS = {
  /** The longest range one request looks at. */
  maxDays: 62,
  /** Days resolved by one request (the page sends a bulk resolution in requests of this size). */
  maxItems: 50,
  reasonMax: 500,
} as const;

const RangeSchema = z.strictObject({ from: isoDate(), to: isoDate() });

export const ResolveTableBodySchema = RangeSchema.extend({
  filter: FilterQuerySchema.default({ join: 'and', rules: [], hideEmptyRows: false, employeeIds: [] }),
});
export type ResolveTableBody = z.input<typeof ResolveTableBodySchema>;

const ShiftTimesSchema = z.object({ start: z.string(), end: z.string() }).nullable();

export const ResolveItemSchema = z.object({
  employeeId: z.uuid(),
  employeeName: z.string(),
  employmentNumber: z.string(),
  /** The work date, YYYY-MM-DD. */
  date: z.string(),
  problems: z.array(z.enum(RESOLVE_PROBLEMS)),
  /** The scheduled shift's local start and end ('HH:MM'); null on a day without a schedule. */
  shift: ShiftTimesSchema,
  /** The day's punches in the employee's timezone, 'HH:MM', in time order. */
  punches: z.array(z.object({ action: z.enum(ATTENDANCE_ACTIONS), time: z.string(), flagged: z.boolean() })),
});
export type ResolveItem = z.infer<typeof ResolveItemSchema>;

export const ResolveTablesSchema = z.object({
  /** Days with a scheduled shift. */
  scheduled: z.array(ResolveItemSchema),
  /** Days without one (rest days, holidays, no roster shift) where someone worked. */
  nonScheduled: z.array(ResolveItemSchema),
});
export type ResolveTables = z.infer<typeof ResolveTablesSchema>;

const tags = ['attendance'];
const reads = ['attendance', 'attendance-settings', 'shifts', 'employees', 'employee-records', 'sites', 'work-calendars', 'audit'];

export const listResolveItems = defineRoute({
  method: 'POST',
  path: '/attendance/resolve/table',
  readsOnly: true,
  summary:
    'The days of [from, to] (at most 62) that need resolving, of the employees the caller reaches and the advanced filter lets through: scheduled days and days without a schedule',
  tags,
  permission: menuAccess('attendanceResolve', 'view'),
  cache: { reads },
  body: ResolveTableBodySchema,
  response: ResolveTablesSchema,
});

export const ResolveDayQuerySchema = z.strictObject({ employeeId: z.uuid({ error: v.validFormat }), date: isoDate() });

export const ResolveDaySchema = z.object({
  employee: z.object({ id: z.uuid(), name: z.string(), employmentNumber: z.string() }),
  date: z.string(),
  timezone: z.string(),
  kind: z.enum(DAY_KINDS),
  shift: ShiftTimesSchema,
  problems: z.array(z.enum(RESOLVE_PROBLEMS)),
  punches: z.array(
    z.object({
      id: z.uuid(),
      action: z.enum(ATTENDANCE_ACTIONS),
      at: TimestampSchema,
      time: z.string(),
      source: z.enum(ATTENDANCE_SOURCES),
      siteName: z.string().nullable(),
      /** Inside the site's geofence; null without a position or a fence. */
      inside: z.boolean().nullable(),
      flagged: z.boolean(),
      sentLate: z.boolean(),
      /** A photo was taken with the punch (getPunchPhoto). */
      hasPhoto: z.boolean(),
      /** The punch this one corrects (an HR correction). */
      correctsId: z.uuid().nullable(),
    }),
  ),
  /** Resolutions of the day kept without a punch (how its absence was settled, accepted work), newest first. */
  resolutions: z.array(z.object({ at: TimestampSchema, resolution: z.enum(RESOLUTIONS), reason: z.string() })),
});
export type ResolveDay = z.infer<typeof ResolveDaySchema>;

export const getResolveDay = defineRoute({
  method: 'GET',
  path: '/attendance/resolve/day',
  summary: 'One employee’s work date as Resolve shows it: its schedule, its punches with source, site and geofence, what needs resolving',
  tags,
  permission: menuAccess('attendanceResolve', 'view'),
  cache: { reads },
  query: ResolveDayQuerySchema,
  response: ResolveDaySchema,
});

export const ResolveRequestItemSchema = z.strictObject({
  employeeId: z.uuid({ error: v.validFormat }),
  date: isoDate(),
  resolution: z.enum(RESOLUTIONS, { error: v.invalidOption }),
  /** addPunch: the punch's local time; without it, the shift's end (a clock-out) or start (a clock-in). */
  time: LocalTimeSchema.optional(),
});
export type ResolveRequestItem = z.infer<typeof ResolveRequestItemSchema>;

export const ResolveBodySchema = z.strictObject({
  reason: multiLine(
    z.string({ error: v.required }).trim().min(1, { error: v.required }).max(RESOLVE_LIMITS.reasonMax, { error: v.tooLong }),
  ),
  items: z.array(ResolveRequestItemSchema).min(1, { error: v.required }).max(RESOLVE_LIMITS.maxItems, { error: v.tooLong }),
});
export type ResolveBody = z.input<typeof ResolveBodySchema>;

export const ResolveResultsSchema = z.object({
  results: z.array(
    z.object({
      employeeId: z.uuid(),
      date: z.string(),
      ok: z.boolean(),
      /** Why this day was not resolved, in the caller's language. */
      message: z.string().nullable(),
    }),
  ),
});
export type ResolveResults = z.infer<typeof ResolveResultsSchema>;

export const resolveDays = defineRoute({
  method: 'POST',
  path: '/attendance/resolve',
  summary:
    'Resolves days with one reason: adds a missing punch (source hr), accepts flagged punches, excuses an absence, keeps it unpaid or confirms it (an absence record the timesheet reads), accepts work without a schedule; each day on its own, audited with the reason',
  tags,
  permission: menuAccess('attendanceResolve', 'edit'),
  cache: { changes: ['attendance', 'audit'] },
  body: ResolveBodySchema,
  response: ResolveResultsSchema,
});

export const attendanceResolveApi = defineApiModule({ name: 'attendance-resolve', menu: ['attendanceResolve'] });

/**
 * Device imports (issue 14 item 10): punches from biometric terminals' attendance logs (CSV or
 * xlsx; ZKTeco's "AC-No. / Name / Time / State" and "User ID / Date/Time / Status" layouts),
 * matched by the employee's biometric number, read in a site's timezone, checked before they are
 * imported. The same employee, instant and punch again is a duplicate: counted and left out.
 */
export const DEVICE_IMPORT_LIMITS = {
  /** A month of a few hundred people's punches. */
  maxRows: 20_000,
  maxFileBytes: 5_000_000,
  /** Problems listed in one answer; the count covers them all. */
  listedProblems: 500,
} as const;

/** How a date like 02/03/2026 is read when neither part is over 12: day first, or month first. */
export const DEVICE_DATE_ORDERS = ['dmy', 'mdy'] as const;

const DEVICE_BASE64_LENGTH = Math.ceil(DEVICE_IMPORT_LIMITS.maxFileBytes / 3) * 4;

export const DeviceImportBodySchema = z.strictObject({
  fileName: z.string({ error: v.required }).trim().min(1, { error: v.required }).max(255, { error: v.tooLong }),
  content: z.base64({ error: v.invalidValue }).max(DEVICE_BASE64_LENGTH, { error: v.tooLong }),
  /** The site whose timezone the device's clock shows, and where its punches are; null: each employee's own site. */
  siteId: z.uuid({ error: v.validFormat }).nullable().default(null),
  dateOrder: z.enum(DEVICE_DATE_ORDERS, { error: v.invalidOption }).default('dmy'),
});
export type DeviceImportBody = z.input<typeof DeviceImportBodySchema>;

export const DeviceImportCheckSchema = z.object({
  /** Data rows read. */
  rows: z.number().int(),
  /** Punches the import would add. */
  punches: z.number().int(),
  /** Punches already there (or twice in the file), left out. */
  duplicates: z.number().int(),
  problemCount: z.number().int(),
  problems: z.array(
    z.object({
      /** The row in the file (1 is the header); null: the file's own problem. */
      row: z.number().int().nullable(),
      column: z.enum(['biometricNumber', 'time', 'state']).nullable(),
      message: z.string(),
    }),
  ),
});
export type DeviceImportCheck = z.infer<typeof DeviceImportCheckSchema>;

const DEVICE_BODY_LIMIT_BYTES = DEVICE_BASE64_LENGTH + 64 * 1024;
const DEVICE_RATE_LIMIT = { max: 60, timeWindowMs: 60_000 };

export const checkDeviceImport = defineRoute({
  method: 'POST',
  path: '/attendance/device-import/check',
  readsOnly: true,
  summary:
    'Checks a device’s attendance log (CSV or xlsx) without importing it: its rows’ problems, the punches it would add, its duplicates',
  tags,
  permission: menuAccess('attendanceResolve', 'edit'),
  body: DeviceImportBodySchema,
  bodyLimitBytes: DEVICE_BODY_LIMIT_BYTES,
  rateLimit: DEVICE_RATE_LIMIT,
  response: DeviceImportCheckSchema,
});

export const importDevicePunches = defineRoute({
  method: 'POST',
  path: '/attendance/device-import',
  summary:
    'Imports a device’s attendance log when its check finds no problem: its punches (source device), duplicates left out; audited. A file with problems is refused (422) and nothing is stored',
  tags,
  permission: menuAccess('attendanceResolve', 'edit'),
  cache: { changes: ['attendance', 'audit'] },
  body: DeviceImportBodySchema,
  bodyLimitBytes: DEVICE_BODY_LIMIT_BYTES,
  rateLimit: DEVICE_RATE_LIMIT,
  response: z.object({ imported: z.number().int(), duplicates: z.number().int() }),
});

export const DEVICE_SAMPLE_TYPES = ['text/csv'] as const;

export const getDeviceImportSample = defineRoute({
  method: 'GET',
  path: '/attendance/device-import/sample',
  summary: 'A sample device attendance log (CSV, the AC-No. / Name / Time / State layout)',
  tags,
  permission: menuAccess('attendanceResolve', 'view'),
  produces: 'file',
  fileTypes: DEVICE_SAMPLE_TYPES,
  response: z.unknown(),
});
