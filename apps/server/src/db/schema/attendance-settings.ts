import type { AttendanceSetting, ShiftBreak } from '@tenaga/domain';
import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { employeeOwnedKey } from './employees.ts';
import { companyIdColumn, createdAt, idColumn, tenantPolicy, updatedAt, versionColumn } from './tenant-columns.ts';

/**
 * Attendance settings (full time, part time): the whole AttendanceSetting of the domain as jsonb,
 * checked by the contract and attendanceSettingProblems before it is written.
 */
export const attendanceSettings = pgTable(
  'attendance_settings',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    name: text('name').notNull(),
    employment: text('employment', { enum: ['fullTime', 'partTime'] }).notNull(),
    setting: jsonb('setting').$type<AttendanceSetting>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('attendance_settings_name_key').on(t.companyId, sql`lower(${t.name})`),
    check('attendance_settings_employment_check', sql`${t.employment} in ('fullTime', 'partTime')`),
    tenantPolicy(),
  ],
).enableRLS();

/** An employee's setting from a date, until their next one. Never changed: a change is a new row. */
export const attendanceSettingAssignments = pgTable(
  'attendance_setting_assignments',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    employeeId: uuid('employee_id').notNull(),
    settingId: uuid('setting_id').notNull(),
    fromDate: date('from_date').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('attendance_setting_assignments_date_key').on(t.companyId, t.employeeId, t.fromDate),
    employeeOwnedKey('attendance_setting_assignments_employee_fk', t),
    // A setting in use cannot go (the service says how many employees; this is the backstop).
    foreignKey({
      name: 'attendance_setting_assignments_setting_fk',
      columns: [t.companyId, t.settingId],
      foreignColumns: [attendanceSettings.companyId, attendanceSettings.id],
    }),
    index('attendance_setting_assignments_setting_idx').on(t.companyId, t.settingId),
    tenantPolicy(),
  ],
).enableRLS();

/** Shifts: local start and end (an end at or before the start crosses midnight), breaks fixed or flexible, paid or not. */
export const shifts = pgTable(
  'shifts',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    name: text('name').notNull(),
    colour: text('colour').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    breaks: jsonb('breaks').$type<ShiftBreak[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('shifts_name_key').on(t.companyId, sql`lower(${t.name})`),
    check(
      'shifts_times_check',
      sql`${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.endTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
    tenantPolicy(),
  ],
).enableRLS();

/**
 * A roster: an employee's pattern from a date (until `to_date`, or open), the cycle's first day
 * (anchor) and its days, each a shift id or null for a day off. Of two in force on a date, the one
 * from the later date wins; after a closed one ends, the open one before it applies again.
 */
export const rosterAssignments = pgTable(
  'roster_assignments',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    employeeId: uuid('employee_id').notNull(),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date'),
    anchorDate: date('anchor_date').notNull(),
    cycle: jsonb('cycle').$type<(string | null)[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('roster_assignments_date_key').on(t.companyId, t.employeeId, t.fromDate),
    employeeOwnedKey('roster_assignments_employee_fk', t),
    index('roster_assignments_cycle_idx').using('gin', t.cycle),
    check('roster_assignments_period_check', sql`${t.toDate} is null or ${t.toDate} >= ${t.fromDate}`),
    check('roster_assignments_cycle_check', sql`jsonb_typeof(${t.cycle}) = 'array' and jsonb_array_length(${t.cycle}) between 1 and 56`),
    tenantPolicy(),
  ],
).enableRLS();

/** One date of one employee changed on the roster grid: a shift, or a day off (no shift). */
export const rosterOverrides = pgTable(
  'roster_overrides',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id').notNull(),
    date: date('date').notNull(),
    shiftId: uuid('shift_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.employeeId, t.date] }),
    employeeOwnedKey('roster_overrides_employee_fk', t),
    foreignKey({ name: 'roster_overrides_shift_fk', columns: [t.companyId, t.shiftId], foreignColumns: [shifts.companyId, shifts.id] }),
    index('roster_overrides_shift_idx').on(t.companyId, t.shiftId),
    tenantPolicy(),
  ],
).enableRLS();
