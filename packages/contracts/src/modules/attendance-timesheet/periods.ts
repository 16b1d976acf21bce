import { z } from 'zod';
import { isoDate, TimestampSchema, VersionSchema } from '../../common.ts';
import { defineRoute, menuAccess, sessionAccess } from '../../route.ts';
import { multiLine } from '../../text.ts';
import { v } from '../../validation.ts';

/**
 * The company's attendance period (issue 14 item 6: the pay period a timesheet follows, e.g. the
 * 26th to the 25th) and its locks: once a period is locked (by HR, or by the payrun that read it)
 * nothing that changes its timesheets is accepted; a change goes in as a dated adjustment, dated
 * in the next open period and naming the locked day.
 */
export const ATTENDANCE_PERIOD_LIMITS = {
  startDayMin: 1,
  /** The 29th to the 31st do not exist in every month. */
  startDayMax: 28,
  reasonMax: 500,
  /** An adjustment changes one day by at most a day's minutes. */
  adjustmentMaxMinutes: 1440,
  /** Periods listed by one request. */
  maxListedDays: 400,
} as const;

export const PERIOD_LOCKERS = ['hr', 'payroll'] as const;
export type PeriodLocker = (typeof PERIOD_LOCKERS)[number];

export interface AttendancePeriod {
  readonly from: string;
  readonly to: string;
}

const pad = (value: number) => String(value).padStart(2, '0');
const isoOf = (year: number, month: number, day: number) => {
  const at = new Date(Date.UTC(year, month - 1, day));
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
};

/** The attendance period a date (YYYY-MM-DD) falls in, for periods starting on `startDay` of each month. */
export function attendancePeriodOf(date: string, startDay: number): AttendancePeriod {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const startMonth = day >= startDay ? month : month - 1;
  return { from: isoOf(year, startMonth, startDay), to: isoOf(year, startMonth + 1, startDay - 1) };
}

/** The period after (step 1) or before (step -1) the one `period` is. */
export function stepAttendancePeriod(period: AttendancePeriod, step: 1 | -1, startDay: number): AttendancePeriod {
  const [year, month, day] = (step === 1 ? period.to : period.from).split('-').map(Number) as [number, number, number];
  return attendancePeriodOf(isoOf(year, month, day + step), startDay);
}

export const AttendancePeriodSettingSchema = z.object({
  /** The day of the month each period starts on; 1: the calendar month. */
  startDay: z.number().int(),
  version: VersionSchema,
});
export type AttendancePeriodSetting = z.infer<typeof AttendancePeriodSettingSchema>;

const tags = ['attendance'];

export const getAttendancePeriodSetting = defineRoute({
  method: 'GET',
  path: '/attendance/period-setting',
  summary: 'The day of the month the company’s attendance periods start on (1: calendar months)',
  tags,
  permission: sessionAccess,
  cache: { reads: ['attendance-periods'] },
  response: AttendancePeriodSettingSchema,
});

export const UpdateAttendancePeriodSettingBodySchema = z.strictObject({
  startDay: z
    .number({ error: v.validNumber })
    .int({ error: v.validNumber })
    .min(ATTENDANCE_PERIOD_LIMITS.startDayMin, { error: v.validNumber })
    .max(ATTENDANCE_PERIOD_LIMITS.startDayMax, { error: v.validNumber }),
  version: VersionSchema,
});
export type UpdateAttendancePeriodSettingBody = z.infer<typeof UpdateAttendancePeriodSettingBodySchema>;

export const updateAttendancePeriodSetting = defineRoute({
  method: 'PUT',
  path: '/attendance/period-setting',
  summary: 'Change the day attendance periods start on (1–28); periods locked already keep their dates',
  tags,
  permission: menuAccess('attendanceAssignment', 'edit'),
  cache: { changes: ['attendance-periods', 'audit'] },
  body: UpdateAttendancePeriodSettingBodySchema,
  response: AttendancePeriodSettingSchema,
});

export const AttendancePeriodsQuerySchema = z.strictObject({ from: isoDate(), to: isoDate() });

export const AttendancePeriodStateSchema = z.object({
  from: z.string(),
  to: z.string(),
  locked: z.boolean(),
  lockedBy: z.enum(PERIOD_LOCKERS).nullable(),
  lockedAt: TimestampSchema.nullable(),
});
export type AttendancePeriodState = z.infer<typeof AttendancePeriodStateSchema>;

export const listAttendancePeriods = defineRoute({
  method: 'GET',
  path: '/attendance/periods',
  summary: 'The attendance periods that overlap [from, to] (at most 400 days), each with whether it is locked, by whom and when',
  tags,
  permission: menuAccess('attendanceTimesheet', 'view'),
  cache: { reads: ['attendance-periods'] },
  query: AttendancePeriodsQuerySchema,
  response: z.array(AttendancePeriodStateSchema),
});

export const LockAttendancePeriodBodySchema = z.strictObject({ date: isoDate() });

export const lockAttendancePeriod = defineRoute({
  method: 'POST',
  path: '/attendance/periods/lock',
  summary: 'Lock the attendance period the date falls in: its timesheets take no more changes except dated adjustments',
  tags,
  permission: menuAccess('attendanceTimesheet', 'edit'),
  cache: { changes: ['attendance-periods', 'attendance', 'audit'] },
  body: LockAttendancePeriodBodySchema,
  response: AttendancePeriodStateSchema,
});

const reason = () =>
  multiLine(
    z.string({ error: v.required }).trim().min(1, { error: v.required }).max(ATTENDANCE_PERIOD_LIMITS.reasonMax, { error: v.tooLong }),
  );

export const UnlockAttendancePeriodBodySchema = z.strictObject({ date: isoDate(), reason: reason() });

export const unlockAttendancePeriod = defineRoute({
  method: 'POST',
  path: '/attendance/periods/unlock',
  summary: 'Unlock the locked attendance period the date falls in, with a reason (audited)',
  tags,
  permission: menuAccess('attendanceTimesheet', 'edit'),
  cache: { changes: ['attendance-periods', 'attendance', 'audit'] },
  body: UnlockAttendancePeriodBodySchema,
  response: AttendancePeriodStateSchema,
});

export const CreateAttendanceAdjustmentBodySchema = z.strictObject({
  employeeId: z.uuid({ error: v.invalidOption }),
  /** The locked day the adjustment corrects. */
  lockedDate: isoDate(),
  /** Worked minutes added (positive) or taken away (negative). */
  minutes: z
    .number({ error: v.validNumber })
    .int({ error: v.validNumber })
    .min(-ATTENDANCE_PERIOD_LIMITS.adjustmentMaxMinutes, { error: v.validNumber })
    .max(ATTENDANCE_PERIOD_LIMITS.adjustmentMaxMinutes, { error: v.validNumber })
    .refine((minutes) => minutes !== 0, { error: v.validNumber }),
  reason: reason(),
});
export type CreateAttendanceAdjustmentBody = z.infer<typeof CreateAttendanceAdjustmentBodySchema>;

export const AttendanceAdjustmentSchema = z.object({
  id: z.uuid(),
  employeeId: z.uuid(),
  /** The date it counts on: the first day of the next open period after the locked day. */
  date: z.string(),
  lockedDate: z.string(),
  minutes: z.number().int(),
  reason: z.string(),
  createdAt: TimestampSchema,
});
export type AttendanceAdjustment = z.infer<typeof AttendanceAdjustmentSchema>;

export const createAttendanceAdjustment = defineRoute({
  method: 'POST',
  path: '/attendance/adjustments',
  summary:
    'Record a change to a day of a locked period as a dated adjustment: dated on the first day of the next open period, naming the locked day (409 PERIOD_NOT_LOCKED when the day is open: change it directly)',
  tags,
  permission: menuAccess('attendanceTimesheet', 'edit'),
  cache: { changes: ['attendance', 'audit'] },
  body: CreateAttendanceAdjustmentBodySchema,
  response: AttendanceAdjustmentSchema,
});
