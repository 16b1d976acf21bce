import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  integer,
  check,
  doublePrecision,
  foreignKey,
  index,
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
