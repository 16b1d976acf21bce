import { z } from 'zod';
import { defineApiModule } from '../api-module.ts';
import { IdParamsSchema, isoDate, OkSchema, TableRequestSchema, TimestampSchema, tableResponse, VersionSchema } from '../common.ts';
import { defineRoute, menuAccess, recordAccess } from '../route.ts';
import { multiLine } from '../text.ts';
import { v } from '../validation.ts';

/**
 * Overwork and conversion (issue 14, item 7): thresholds per location and per employee (Settings ›
 * Threshold), overtime past them waiting for approval (Attendance › Overwork, approval kind
 * 'overtime'), and approved overtime converted to time off in lieu (Attendance › Conversion).
 */

export const OVERWORK_LIMITS = {
  /** The longest period one overwork check covers. */
  maxDays: 62,
  /** At most a day of minutes per limit and per conversion. */
  maxDailyMinutes: 1440,
  maxWeeklyMinutes: 10_080,
  maxMonthlyMinutes: 44_640,
  maxTargets: 500,
} as const;

export const THRESHOLD_TARGETS = ['employee', 'location'] as const;
export type ThresholdTarget = (typeof THRESHOLD_TARGETS)[number];
export const OVERWORK_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type OverworkStatus = (typeof OVERWORK_STATUSES)[number];

const minutes = () => z.number().int().min(0);
const limit = (max: number) =>
  z
    .number({ error: v.validFormat })
    .int({ error: v.validFormat })
    .min(0, { error: v.validFormat })
    .max(max, { error: v.tooLong })
    .nullable()
    // No limit of that length: the web client leaves the field out (outgoing bodies drop nulls).
    .default(null);

const NameSchema = z.string({ error: v.required }).trim().min(1, { error: v.required }).max(80, { error: v.tooLong });

export const ThresholdBodySchema = z
  .strictObject({
    /** Absent: a new threshold; with its version: a change. */
    id: z.uuid().optional(),
    version: VersionSchema.optional(),
    name: NameSchema,
    dailyMinutes: limit(OVERWORK_LIMITS.maxDailyMinutes),
    weeklyMinutes: limit(OVERWORK_LIMITS.maxWeeklyMinutes),
    monthlyMinutes: limit(OVERWORK_LIMITS.maxMonthlyMinutes),
  })
  .refine((body) => body.dailyMinutes !== null || body.weeklyMinutes !== null || body.monthlyMinutes !== null, {
    path: ['dailyMinutes'],
    error: v.required,
  })
  .refine((body) => (body.id === undefined) === (body.version === undefined), { path: ['version'], error: v.required });
export type ThresholdBody = z.infer<typeof ThresholdBodySchema>;

export const ThresholdSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  dailyMinutes: z.number().int().nullable(),
  weeklyMinutes: z.number().int().nullable(),
  monthlyMinutes: z.number().int().nullable(),
  /** Employees and locations it is assigned to. */
  assignments: z.number().int(),
  updatedAt: TimestampSchema,
  version: VersionSchema,
});
export type Threshold = z.infer<typeof ThresholdSchema>;

export const AssignThresholdBodySchema = z.strictObject({
  thresholdId: z.uuid({ error: v.required }),
  targetType: z.enum(THRESHOLD_TARGETS),
  targetIds: z.array(z.uuid()).min(1, { error: v.required }).max(OVERWORK_LIMITS.maxTargets, { error: v.tooLong }),
  effectiveFrom: isoDate(),
});
export type AssignThresholdBody = z.infer<typeof AssignThresholdBodySchema>;

export const ThresholdAssignmentSchema = z.object({
  id: z.uuid(),
  targetType: z.enum(THRESHOLD_TARGETS),
  targetId: z.uuid(),
  /** The employee's or the location's name. */
  targetName: z.string(),
  /** The employee's number; empty for a location. */
  employmentNumber: z.string(),
  thresholdId: z.uuid(),
  thresholdName: z.string(),
  effectiveFrom: z.string(),
});
export type ThresholdAssignment = z.infer<typeof ThresholdAssignmentSchema>;

const BandMinutesSchema = z.object({ band: z.string(), minutes: minutes() });

export const OverworkSchema = z.object({
  id: z.uuid(),
  employeeId: z.uuid(),
  employeeName: z.string(),
  employmentNumber: z.string(),
  workDate: z.string(),
  overtimeMinutes: minutes(),
  /** Beyond the threshold: what the approval decides on (0: approved at once, within the threshold). */
  excessMinutes: minutes(),
  /** What counts: within the threshold, plus the excess once approved. */
  approvedMinutes: minutes(),
  convertedMinutes: minutes(),
  bands: z.array(BandMinutesSchema),
  status: z.enum(OVERWORK_STATUSES),
  /** The approval workflow's request, when the excess went through one. */
  approvalRequestId: z.uuid().nullable(),
  decidedAt: TimestampSchema.nullable(),
  decisionComment: z.string().nullable(),
  convertedLeaveId: z.uuid().nullable(),
});
export type Overwork = z.infer<typeof OverworkSchema>;

export const OverworkTableBodySchema = TableRequestSchema.extend({
  status: z.enum(OVERWORK_STATUSES).optional(),
  from: isoDate().optional(),
  to: isoDate().optional(),
});
export type OverworkTableBody = z.infer<typeof OverworkTableBodySchema>;

export const OverworkPunchSchema = z.object({ action: z.enum(['in', 'out']), at: TimestampSchema, time: z.string() });

export const OverworkDetailSchema = OverworkSchema.extend({
  /** The day as the timesheet counts it now: its shift, punches and minutes per band. */
  day: z
    .object({
      kind: z.string(),
      shift: z.object({ start: z.string(), end: z.string() }).nullable(),
      workedMinutes: minutes(),
      overtime: z.array(BandMinutesSchema),
      punches: z.array(OverworkPunchSchema),
    })
    .nullable(),
  timezone: z.string().nullable(),
});
export type OverworkDetail = z.infer<typeof OverworkDetailSchema>;

export const DecideOverworkBodySchema = z
  .strictObject({
    ids: z.array(z.uuid()).min(1, { error: v.required }).max(200, { error: v.tooLong }),
    decision: z.enum(['approve', 'reject']),
    comment: multiLine(z.string().trim().max(1000, { error: v.tooLong })).default(''),
  })
  .refine((body) => body.decision !== 'reject' || body.comment.length > 0, { path: ['comment'], error: v.required });
export type DecideOverworkBody = z.infer<typeof DecideOverworkBodySchema>;

export const DetectOverworkBodySchema = z.strictObject({ from: isoDate(), to: isoDate() });
export type DetectOverworkBody = z.infer<typeof DetectOverworkBodySchema>;

export const ConvertBodySchema = z.strictObject({
  overworkId: z.uuid({ error: v.required }),
  minutes: z
    .number({ error: v.required })
    .int({ error: v.validFormat })
    .min(1, { error: v.validFormat })
    .max(OVERWORK_LIMITS.maxDailyMinutes, { error: v.tooLong }),
  reason: multiLine(z.string().trim().max(1000, { error: v.tooLong })).default(''),
});
export type ConvertBody = z.infer<typeof ConvertBodySchema>;

export const ConvertedLeaveSchema = z.object({
  id: z.uuid(),
  overworkId: z.uuid(),
  employeeId: z.uuid(),
  employeeName: z.string(),
  workDate: z.string(),
  minutes: minutes(),
  /** Decimal strings: the working hours per day it was converted at and the days of leave. */
  hoursPerDay: z.string(),
  days: z.string(),
  reason: z.string(),
  createdByName: z.string().nullable(),
  createdAt: TimestampSchema,
});
export type ConvertedLeave = z.infer<typeof ConvertedLeaveSchema>;

const tags = ['attendance-overwork'];
const changes = ['attendance-overwork'];
const reads = ['attendance-overwork', 'employees', 'sites'];
/**
 * The thresholds serve both Threshold pages: either menu item reaches them. An assignment also
 * needs the page of its target (the service checks it).
 */
const thresholdAccess = (level: 'view' | 'edit') => recordAccess({ menu: 'thresholdEmployee', ownMenu: 'thresholdLocation', level });

export const listThresholds = defineRoute({
  method: 'POST',
  path: '/attendance/threshold/table',
  readsOnly: true,
  summary: 'The company’s overwork thresholds (table protocol), searchable by name',
  tags,
  permission: thresholdAccess('view'),
  cache: { reads: ['attendance-overwork'] },
  body: TableRequestSchema,
  response: tableResponse(ThresholdSchema),
});

export const saveThreshold = defineRoute({
  method: 'PUT',
  path: '/attendance/threshold',
  summary:
    'Add a threshold (no id) or change one (id and version): minutes of overtime per day, week and month before it needs approval; 409 NAME_TAKEN, VERSION_CONFLICT',
  tags,
  permission: thresholdAccess('edit'),
  cache: { changes },
  body: ThresholdBodySchema,
  response: ThresholdSchema,
});

export const deleteThreshold = defineRoute({
  method: 'DELETE',
  path: '/attendance/threshold/:id',
  summary: 'Delete a threshold with its assignments',
  tags,
  permission: thresholdAccess('edit'),
  cache: { changes },
  params: IdParamsSchema,
  response: OkSchema,
});

export const assignThreshold = defineRoute({
  method: 'PUT',
  path: '/attendance/threshold/assigns',
  summary:
    'Assign a threshold to employees or locations from a date (until each one’s next assignment); the same target and date again is replaced',
  tags,
  permission: thresholdAccess('edit'),
  cache: { changes },
  body: AssignThresholdBodySchema,
  response: z.object({ assigned: z.number().int() }),
});

export const deleteThresholdAssignment = defineRoute({
  method: 'DELETE',
  path: '/attendance/threshold/assigns/:id',
  summary: 'Remove one dated assignment of a threshold',
  tags,
  permission: thresholdAccess('edit'),
  cache: { changes },
  params: IdParamsSchema,
  response: OkSchema,
});

export const listThresholdEmployees = defineRoute({
  method: 'POST',
  path: '/attendance/threshold/employees',
  readsOnly: true,
  summary: 'Thresholds assigned to employees, by date (table protocol; search by name or employment number)',
  tags,
  permission: menuAccess('thresholdEmployee', 'view'),
  cache: { reads },
  body: TableRequestSchema,
  response: tableResponse(ThresholdAssignmentSchema),
});

export const listThresholdLocations = defineRoute({
  method: 'POST',
  path: '/attendance/threshold/locations',
  readsOnly: true,
  summary: 'Thresholds assigned to locations (sites), by date (table protocol; search by the site’s name)',
  tags,
  permission: menuAccess('thresholdLocation', 'view'),
  cache: { reads },
  body: TableRequestSchema,
  response: tableResponse(ThresholdAssignmentSchema),
});

export const listOverwork = defineRoute({
  method: 'POST',
  path: '/attendance/overwork/table',
  readsOnly: true,
  summary: 'Work dates with overtime and whether it is approved (table protocol; by status and dates; search by name)',
  tags,
  permission: menuAccess('attendanceOverwork', 'view'),
  cache: { reads: [...reads, 'approvals'] },
  body: OverworkTableBodySchema,
  response: tableResponse(OverworkSchema),
});

export const getOverwork = defineRoute({
  method: 'GET',
  path: '/attendance/overwork/:id',
  summary: 'One work date’s overwork with the day as the timesheet counts it (shift, punches, minutes per band)',
  tags,
  permission: menuAccess('attendanceOverwork', 'view'),
  cache: { reads: [...reads, 'approvals', 'attendance'] },
  params: IdParamsSchema,
  response: OverworkDetailSchema,
});

export const decideOverwork = defineRoute({
  method: 'POST',
  path: '/attendance/overwork/decide',
  summary:
    'Approve or reject pending overwork that no approval workflow routes (a reason is required to reject); 409 OVERWORK_IN_WORKFLOW for one that waits on the Approvals page',
  tags,
  permission: menuAccess('attendanceOverwork', 'edit'),
  cache: { changes },
  body: DecideOverworkBodySchema,
  response: z.object({ decided: z.number().int() }),
});

export const detectOverwork = defineRoute({
  method: 'POST',
  path: '/attendance/overwork/detect',
  summary:
    'Check the work dates of a period (at most 62 days, none after yesterday) for overtime and make the missing overwork requests; the daily job does the same for the last days',
  tags,
  permission: menuAccess('attendanceOverwork', 'edit'),
  cache: { changes: [...changes, 'approvals'] },
  body: DetectOverworkBodySchema,
  response: z.object({ created: z.number().int() }),
});

export const listConversions = defineRoute({
  method: 'POST',
  path: '/attendance/converted-leave/table',
  readsOnly: true,
  summary: 'Approved overtime by work date, with what was converted to leave (table protocol; search by name)',
  tags,
  permission: menuAccess('attendanceConversion', 'view'),
  cache: { reads },
  body: TableRequestSchema,
  response: tableResponse(OverworkSchema),
});

export const convertToLeave = defineRoute({
  method: 'POST',
  path: '/attendance/converted-leave',
  summary:
    'Convert all or part of a work date’s approved overtime to time off in lieu, at the employee’s working hours per day; once per date (409 CONVERSION_EXISTS)',
  tags,
  permission: menuAccess('attendanceConversion', 'edit'),
  cache: { changes },
  body: ConvertBodySchema,
  response: ConvertedLeaveSchema,
});

export const getConvertedLeave = defineRoute({
  method: 'GET',
  path: '/attendance/converted-leave/:id',
  summary:
    'Spec §7 `converted-leave/{id}`: one converted leave (time off in lieu), from Conversion or from the attendance calendar (event type 5), within the caller’s data scope',
  tags,
  // The calendar opens it too: either menu item lets the caller in, their data scope decides whose.
  permission: recordAccess({ menu: 'attendanceConversion', ownMenu: 'attendanceCalendar', level: 'view' }),
  cache: { reads },
  params: IdParamsSchema,
  response: ConvertedLeaveSchema,
});

/** The menu items this module serves (api-module.ts). */
export const attendanceOverworkApi = defineApiModule({
  name: 'attendanceOverwork',
  menu: ['attendanceOverwork', 'attendanceConversion', 'thresholdEmployee', 'thresholdLocation'],
});
