import { sql } from 'drizzle-orm';
import { date, foreignKey, index, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { LeavePolicy } from '@tenaga/domain/time-off';
import { companies } from './companies.ts';
import { employees } from './employees.ts';
import { companyIdColumn, createdAt, idColumn, tenantPolicy, updatedAt, versionColumn } from './tenant-columns.ts';

/** A policy's rules as stored: the engine's LeavePolicy without its category (the row's category says it). */
export type StoredLeaveRules = Omit<LeavePolicy, 'category'>;

/** A dated version of a policy's rules: in force for the leave years begun on or after `effectiveFrom`. */
export interface StoredLeaveVersion {
  readonly effectiveFrom: string;
  readonly rules: StoredLeaveRules;
}

/**
 * Time-off categories (Settings › Time off › Category). `code` is the engine's category code
 * (annual, sick, sg.extendedChildcare …) for the statutory ones, null for a company's own.
 */
export const leaveCategories = pgTable(
  'leave_categories',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    code: text('code'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('leave_categories_name_key').on(t.companyId, sql`lower(${t.name})`),
    uniqueIndex('leave_categories_code_key').on(t.companyId, t.code),
    tenantPolicy(),
  ],
).enableRLS();

/** A policy of one category: the engine's rules (entitlement, accrual, leave year, carry-forward, request rules, eligibility). */
export const leavePolicies = pgTable(
  'leave_policies',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    categoryId: uuid('category_id').notNull(),
    name: text('name').notNull(),
    /** The first rules: in force before the first dated version (always, when there is none). */
    rules: jsonb('rules').$type<StoredLeaveRules>().notNull(),
    /** Later versions in date order (read with the policy: a handful at most, bounded by the contract). */
    versions: jsonb('versions').$type<StoredLeaveVersion[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('leave_policies_name_key').on(t.companyId, sql`lower(${t.name})`),
    index('leave_policies_category_idx').on(t.companyId, t.categoryId),
    foreignKey({
      name: 'leave_policies_category_fk',
      columns: [t.companyId, t.categoryId],
      foreignColumns: [leaveCategories.companyId, leaveCategories.id],
    }),
    tenantPolicy(),
  ],
).enableRLS();

/** A bundle of policies (at most one per category) assigned to employees together. */
export const leaveProfiles = pgTable(
  'leave_profiles',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('leave_profiles_name_key').on(t.companyId, sql`lower(${t.name})`),
    tenantPolicy(),
  ],
).enableRLS();

export const leaveProfilePolicies = pgTable(
  'leave_profile_policies',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id').notNull(),
    policyId: uuid('policy_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.profileId, t.policyId] }),
    index('leave_profile_policies_policy_idx').on(t.companyId, t.policyId),
    foreignKey({
      name: 'leave_profile_policies_profile_fk',
      columns: [t.companyId, t.profileId],
      foreignColumns: [leaveProfiles.companyId, leaveProfiles.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'leave_profile_policies_policy_fk',
      columns: [t.companyId, t.policyId],
      foreignColumns: [leavePolicies.companyId, leavePolicies.id],
    }),
    tenantPolicy(),
  ],
).enableRLS();

/**
 * A profile in force for an employee from a date until their next assignment (the history is the
 * rows in date order), with each category's starting balance in days on that date.
 */
export const leaveAssignments = pgTable(
  'leave_assignments',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    employeeId: uuid('employee_id').notNull(),
    profileId: uuid('profile_id').notNull(),
    effectiveFrom: date('effective_from').notNull(),
    /** Category id → starting days (a decimal string). */
    startingDays: jsonb('starting_days').$type<Record<string, string>>().notNull().default({}),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('leave_assignments_employee_date_key').on(t.companyId, t.employeeId, t.effectiveFrom),
    index('leave_assignments_profile_idx').on(t.companyId, t.profileId),
    foreignKey({
      name: 'leave_assignments_employee_fk',
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'leave_assignments_profile_fk',
      columns: [t.companyId, t.profileId],
      foreignColumns: [leaveProfiles.companyId, leaveProfiles.id],
    }),
    tenantPolicy(),
  ],
).enableRLS();

/**
 * A leave request: its dates (a half of the first or last day, or hours on one day), the days it
 * counts per date (kept as counted when it was made, so a later calendar change does not move a
 * balance silently) and where it stands. Pending and approved requests are the ledger's pending and
 * taken entries; a rejected or cancelled one holds nothing.
 */
export const leaveRequests = pgTable(
  'leave_requests',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    employeeId: uuid('employee_id').notNull(),
    categoryId: uuid('category_id').notNull(),
    policyId: uuid('policy_id').notNull(),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    /** 'morning' | 'afternoon' | null. */
    firstDayHalf: text('first_day_half'),
    lastDayHalf: text('last_day_half'),
    hours: numeric('hours', { precision: 6, scale: 2 }),
    days: numeric('days', { precision: 8, scale: 4 }).notNull(),
    byDate: jsonb('by_date').$type<{ date: string; days: string }[]>().notNull(),
    /** pending, approved, rejected or cancelled. */
    status: text('status').notNull(),
    approvalRequestId: uuid('approval_request_id'),
    attachmentFileId: uuid('attachment_file_id'),
    reason: text('reason').notNull().default(''),
    requestedBy: uuid('requested_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionComment: text('decision_comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('leave_requests_employee_idx').on(t.companyId, t.employeeId, t.fromDate),
    index('leave_requests_status_idx').on(t.companyId, t.status),
    foreignKey({
      name: 'leave_requests_employee_fk',
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'leave_requests_category_fk',
      columns: [t.companyId, t.categoryId],
      foreignColumns: [leaveCategories.companyId, leaveCategories.id],
    }),
    tenantPolicy(),
  ],
).enableRLS();

/** Set once a company's statutory categories and policies were made (so deleting them does not bring them back). */
export const leaveSetups = pgTable(
  'leave_setups',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId] }), tenantPolicy()],
).enableRLS();
