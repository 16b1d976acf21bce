import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { employeeOwnedKey } from './employees.ts';
import { files } from './files.ts';
import { sites } from './organisation.ts';
import { companyIdColumn, createdAt, idColumn, tenantPolicy, updatedAt, versionColumn } from './tenant-columns.ts';

/**
 * Punches: clock-ins and clock-outs, append-only (a trigger in the migration refuses UPDATE).
 * A correction is a new row naming the one it corrects (`corrects_id`). Each keeps its instant,
 * the timezone of its site when it was made (what a person sees and a rule counts is in it), where
 * it was made and how it arrived.
 */
export const attendanceEvents = pgTable(
  'attendance_events',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    employeeId: uuid('employee_id').notNull(),
    action: text('action').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    timezone: text('timezone').notNull(),
    siteId: uuid('site_id'),
    /** Inside the site's geofence; null when there was no position or the site has no fence. */
    inside: boolean('inside'),
    /** Made outside the geofence where the site allows it but tells HR. */
    flagged: boolean('flagged').notNull().default(false),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    accuracy: doublePrecision('accuracy'),
    source: text('source').notNull(),
    /** Kept on the device without a connection and sent afterwards. */
    sentLate: boolean('sent_late').notNull().default(false),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The QR code shown (site and window), so that the same person cannot use it twice. */
    qrToken: text('qr_token'),
    /** The photo taken with the punch (a site requiring photo proof), kept by the files module for as long as the punch lives. */
    photoFileId: uuid('photo_file_id'),
    correctsId: uuid('corrects_id'),
    /** A correction that takes the punch it names away (HR cleared the day) and counts for nothing itself. */
    voided: boolean('voided').notNull().default(false),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    employeeOwnedKey('attendance_events_employee_fk', t),
    foreignKey({ name: 'attendance_events_site_fk', columns: [t.companyId, t.siteId], foreignColumns: [sites.companyId, sites.id] }),
    foreignKey({ name: 'attendance_events_photo_fk', columns: [t.companyId, t.photoFileId], foreignColumns: [files.companyId, files.id] }),
    foreignKey({ name: 'attendance_events_corrects_fk', columns: [t.companyId, t.correctsId], foreignColumns: [t.companyId, t.id] }),
    uniqueIndex('attendance_events_idempotency_key').on(t.companyId, t.employeeId, t.idempotencyKey),
    uniqueIndex('attendance_events_qr_token_key')
      .on(t.companyId, t.employeeId, t.qrToken)
      .where(sql`${t.qrToken} is not null`),
    index('attendance_events_employee_at_idx').on(t.companyId, t.employeeId, t.at),
    index('attendance_events_site_idx').on(t.companyId, t.siteId),
    check('attendance_events_action_check', sql`${t.action} in ('in', 'out')`),
    check('attendance_events_source_check', sql`${t.source} in ('web', 'qr', 'offline', 'device', 'hr')`),
    check('attendance_events_latitude_check', sql`${t.latitude} is null or ${t.latitude} between -90 and 90`),
    check('attendance_events_longitude_check', sql`${t.longitude} is null or ${t.longitude} between -180 and 180`),
    check('attendance_events_accuracy_check', sql`${t.accuracy} is null or ${t.accuracy} >= 0`),
    check('attendance_events_voided_check', sql`not ${t.voided} or ${t.correctsId} is not null`),
    tenantPolicy(),
  ],
).enableRLS();

/** The company's attendance (pay) period: it starts on this day of each month and ends the day before it in the next. */
export const attendancePeriodSettings = pgTable(
  'attendance_period_settings',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    startDay: integer('start_day').notNull().default(1),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId] }),
    check('attendance_period_settings_start_day_check', sql`${t.startDay} between 1 and 28`),
    tenantPolicy(),
  ],
).enableRLS();

/**
 * A locked attendance period (HR locked it, or the payrun did after reading it): nothing that
 * changes its timesheets is accepted; a change goes in as a dated adjustment. Unlocking deletes the row.
 */
export const attendancePeriodLocks = pgTable(
  'attendance_period_locks',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    lockedBy: text('locked_by').notNull(),
    lockedByUser: uuid('locked_by_user'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.fromDate] }),
    check('attendance_period_locks_range_check', sql`${t.toDate} >= ${t.fromDate}`),
    check('attendance_period_locks_by_check', sql`${t.lockedBy} in ('hr', 'payroll')`),
    tenantPolicy(),
  ],
).enableRLS();

/**
 * A dated adjustment: a change to a day of a locked period, recorded on a date of the next open
 * period (what payroll reads next) and naming the locked day it corrects.
 */
export const attendanceAdjustments = pgTable(
  'attendance_adjustments',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    employeeId: uuid('employee_id').notNull(),
    date: date('date').notNull(),
    lockedDate: date('locked_date').notNull(),
    /** Worked minutes added to (positive) or taken from (negative) the locked day. */
    minutes: integer('minutes').notNull(),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    employeeOwnedKey('attendance_adjustments_employee_fk', t),
    index('attendance_adjustments_employee_date_idx').on(t.companyId, t.employeeId, t.date),
    check('attendance_adjustments_minutes_check', sql`${t.minutes} between -1440 and 1440 and ${t.minutes} <> 0`),
    check('attendance_adjustments_dates_check', sql`${t.date} > ${t.lockedDate}`),
    tenantPolicy(),
  ],
).enableRLS();

/**
 * How an absence on a work date was settled (Attendance › Resolve, or HR on the timesheet's day):
 * excused (not counted absent), unpaid (counted as an unpaid absence) or confirmed as an absence.
 * One per employee and date; the timesheet reads it.
 */
export const attendanceAbsences = pgTable(
  'attendance_absences',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    employeeId: uuid('employee_id').notNull(),
    workDate: date('work_date').notNull(),
    kind: text('kind').notNull(),
    reason: text('reason').notNull(),
    /** The user who settled it last; null once that user is gone. */
    resolvedBy: uuid('resolved_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    employeeOwnedKey('attendance_absences_employee_fk', t),
    uniqueIndex('attendance_absences_day_key').on(t.companyId, t.employeeId, t.workDate),
    check('attendance_absences_kind_check', sql`${t.kind} in ('excused', 'unpaid', 'absentConfirmed')`),
    tenantPolicy(),
  ],
).enableRLS();

/**
 * The alerts attendance has sent about an employee's work date: a clock-in outside a geofence
 * (to HR) and no attendance by the threshold after the shift's start (type 18, to the employee and
 * their manager). One of each kind per employee and date: the key is what batches them.
 */
export const attendanceAlerts = pgTable(
  'attendance_alerts',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id').notNull(),
    kind: text('kind').notNull(),
    workDate: date('work_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.employeeId, t.kind, t.workDate] }),
    employeeOwnedKey('attendance_alerts_employee_fk', t),
    check('attendance_alerts_kind_check', sql`${t.kind} in ('outsideGeofence', 'noAttendance')`),
    tenantPolicy(),
  ],
).enableRLS();

/** A company's settings for its sites' alerts: how long after a shift's start someone not clocked in is told (no-attendance). */
export const attendanceSiteSettings = pgTable(
  'attendance_site_settings',
  {
    companyId: companyIdColumn()
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    noAttendanceMinutes: integer('no_attendance_minutes').notNull().default(30),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (t) => [check('attendance_site_settings_minutes_check', sql`${t.noAttendanceMinutes} between 5 and 720`), tenantPolicy()],
).enableRLS();
