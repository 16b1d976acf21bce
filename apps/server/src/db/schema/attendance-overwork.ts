import { sql } from 'drizzle-orm';
import {
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { employees } from './employees.ts';
import { companyIdColumn, createdAt, idColumn, tenantPolicy, updatedAt, versionColumn } from './tenant-columns.ts';

/** Overtime minutes of one rate band, as the timesheet counts them. */
export type OverworkBand = { band: string; minutes: number };

/**
 * Overwork thresholds (Settings › Threshold): how much overtime may be worked before it needs
 * approval, per day, week and month (null: no limit of that length).
 */
export const overworkThresholds = pgTable(
  'overwork_thresholds',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    name: text('name').notNull(),
    dailyMinutes: integer('daily_minutes'),
    weeklyMinutes: integer('weekly_minutes'),
    monthlyMinutes: integer('monthly_minutes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('overwork_thresholds_name_key').on(t.companyId, sql`lower(${t.name})`),
    tenantPolicy(),
  ],
).enableRLS();

/** A threshold in force for an employee or a location (site) from a date until that target's next one. */
export const overworkThresholdAssignments = pgTable(
  'overwork_threshold_assignments',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    thresholdId: uuid('threshold_id').notNull(),
    /** 'employee' or 'location'. */
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    effectiveFrom: date('effective_from').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('overwork_threshold_assignments_target_key').on(t.companyId, t.targetType, t.targetId, t.effectiveFrom),
    index('overwork_threshold_assignments_threshold_idx').on(t.companyId, t.thresholdId),
    foreignKey({
      name: 'overwork_threshold_assignments_threshold_fk',
      columns: [t.companyId, t.thresholdId],
      foreignColumns: [overworkThresholds.companyId, overworkThresholds.id],
    }).onDelete('cascade'),
    tenantPolicy(),
  ],
).enableRLS();

/**
 * A work date with overtime, one per employee and date: within the threshold it is approved at once;
 * beyond it, its excess waits for approval through the approval workflows.
 */
export const overworkRequests = pgTable(
  'overwork_requests',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    employeeId: uuid('employee_id').notNull(),
    workDate: date('work_date').notNull(),
    /** The day's overtime by band, as the timesheet counted it when the request was made. */
    bands: jsonb('bands').$type<OverworkBand[]>().notNull(),
    overtimeMinutes: integer('overtime_minutes').notNull(),
    /** The part beyond the threshold (0: approved at once). */
    excessMinutes: integer('excess_minutes').notNull(),
    /** pending, approved or rejected (a rejected request keeps its minutes within the threshold). */
    status: text('status').notNull(),
    approvalRequestId: uuid('approval_request_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by'),
    decisionComment: text('decision_comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('overwork_requests_day_key').on(t.companyId, t.employeeId, t.workDate),
    foreignKey({
      name: 'overwork_requests_employee_fk',
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
    tenantPolicy(),
  ],
).enableRLS();

/** Approved overtime of a work date converted to time off in lieu (at most once per date). */
export const convertedLeaves = pgTable(
  'converted_leaves',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    overworkId: uuid('overwork_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    workDate: date('work_date').notNull(),
    minutes: integer('minutes').notNull(),
    /** The employee's working hours per day it was converted at, and the days of leave it makes. */
    hoursPerDay: numeric('hours_per_day', { precision: 6, scale: 2 }).notNull(),
    days: numeric('days', { precision: 8, scale: 4 }).notNull(),
    reason: text('reason').notNull().default(''),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('converted_leaves_overwork_key').on(t.companyId, t.overworkId),
    index('converted_leaves_employee_idx').on(t.companyId, t.employeeId, t.workDate),
    foreignKey({
      name: 'converted_leaves_overwork_fk',
      columns: [t.companyId, t.overworkId],
      foreignColumns: [overworkRequests.companyId, overworkRequests.id],
    }).onDelete('cascade'),
    tenantPolicy(),
  ],
).enableRLS();
