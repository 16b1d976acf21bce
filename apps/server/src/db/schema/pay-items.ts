import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PayItemTreatment } from '@tenaga/contracts';
import { companies } from './companies.ts';
import { employees } from './employees.ts';
import { companyIdColumn, createdAt, idColumn, tenantPolicy, updatedAt, versionColumn } from './tenant-columns.ts';

/**
 * Pay item categories (Settings › Exemption › Category): the kind of pay and how each country's
 * schemes and tax treat it. `code` names the default category it was made from, null for the company's own.
 */
export const payItemCategories = pgTable(
  'pay_item_categories',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    code: text('code'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** 'earning', 'benefit' or 'deduction'. */
    kind: text('kind').notNull(),
    treatment: jsonb('treatment').$type<PayItemTreatment>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('pay_item_categories_name_key').on(t.companyId, sql`lower(${t.name})`),
    check('pay_item_categories_kind_check', sql`${t.kind} in ('earning', 'benefit', 'deduction')`),
    tenantPolicy(),
  ],
).enableRLS();

/** A pay item of a category: recurring or one-off, a fixed amount or a payment formula. */
export const payItemPolicies = pgTable(
  'pay_item_policies',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    categoryId: uuid('category_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** 'recurring' or 'oneOff'. */
    recurrence: text('recurrence').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }),
    /** A payment formula's id (payment-formulas module), checked when saved. */
    formulaId: uuid('formula_id'),
    /** Employees may request it for themselves (self-service), through the approval workflow for exemption requests. */
    requestable: boolean('requestable').notNull().default(false),
    /** A requester may change a fixed amount (otherwise the policy's amount is requested as it is). */
    requestAmountEditable: boolean('request_amount_editable').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('pay_item_policies_name_key').on(t.companyId, sql`lower(${t.name})`),
    index('pay_item_policies_category_idx').on(t.companyId, t.categoryId),
    foreignKey({
      name: 'pay_item_policies_category_fk',
      columns: [t.companyId, t.categoryId],
      foreignColumns: [payItemCategories.companyId, payItemCategories.id],
    }),
    check('pay_item_policies_recurrence_check', sql`${t.recurrence} in ('recurring', 'oneOff')`),
    check(
      'pay_item_policies_amount_check',
      sql`(${t.amount} is null or ${t.amount} >= 0) and (${t.amount} is not null or ${t.formulaId} is not null)`,
    ),
    tenantPolicy(),
  ],
).enableRLS();

/** A bundle of policies, each with a description and an amount, given to employees together. */
export const payItemProfiles = pgTable(
  'pay_item_profiles',
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
    uniqueIndex('pay_item_profiles_name_key').on(t.companyId, sql`lower(${t.name})`),
    tenantPolicy(),
  ],
).enableRLS();

export const payItemProfileItems = pgTable(
  'pay_item_profile_items',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id').notNull(),
    policyId: uuid('policy_id').notNull(),
    position: integer('position').notNull(),
    description: text('description').notNull().default(''),
    /** Null: the policy's amount. */
    amount: numeric('amount', { precision: 14, scale: 2 }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.profileId, t.policyId] }),
    index('pay_item_profile_items_policy_idx').on(t.companyId, t.policyId),
    foreignKey({
      name: 'pay_item_profile_items_profile_fk',
      columns: [t.companyId, t.profileId],
      foreignColumns: [payItemProfiles.companyId, payItemProfiles.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'pay_item_profile_items_policy_fk',
      columns: [t.companyId, t.policyId],
      foreignColumns: [payItemPolicies.companyId, payItemPolicies.id],
    }),
    check('pay_item_profile_items_amount_check', sql`${t.amount} is null or ${t.amount} >= 0`),
    tenantPolicy(),
  ],
).enableRLS();

/**
 * A policy given to an employee: from a date until the day it was unassigned (recurring), or on
 * that date (one-off). The amount is kept as given, so a later change to the policy does not move
 * a past month; the rows of one employee are their history.
 */
export const payItemAssignments = pgTable(
  'pay_item_assignments',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    employeeId: uuid('employee_id').notNull(),
    policyId: uuid('policy_id').notNull(),
    /** Null: a payment formula computes it (the policy's). */
    amount: numeric('amount', { precision: 14, scale: 2 }),
    description: text('description').notNull().default(''),
    effectiveFrom: date('effective_from').notNull(),
    endedOn: date('ended_on'),
    /** The profile it was given from, by name as it was then. */
    profileName: text('profile_name'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('pay_item_assignments_employee_idx').on(t.companyId, t.employeeId, t.effectiveFrom),
    index('pay_item_assignments_policy_idx').on(t.companyId, t.policyId),
    foreignKey({
      name: 'pay_item_assignments_employee_fk',
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'pay_item_assignments_policy_fk',
      columns: [t.companyId, t.policyId],
      foreignColumns: [payItemPolicies.companyId, payItemPolicies.id],
    }),
    check('pay_item_assignments_amount_check', sql`${t.amount} is null or ${t.amount} >= 0`),
    tenantPolicy(),
  ],
).enableRLS();

/**
 * An employee's request of a requestable policy for themselves: pending (waiting for approval),
 * approved (then `assignmentId` is the assignment it made), rejected or cancelled. One-off: paid in
 * the month of `effectiveFrom`; recurring: from that date.
 */
export const payItemRequests = pgTable(
  'pay_item_requests',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    employeeId: uuid('employee_id').notNull(),
    policyId: uuid('policy_id').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    effectiveFrom: date('effective_from').notNull(),
    reason: text('reason').notNull(),
    /** A kept file (files module): the supporting document, if any. */
    attachmentFileId: uuid('attachment_file_id'),
    status: text('status').notNull(),
    approvalRequestId: uuid('approval_request_id'),
    assignmentId: uuid('assignment_id'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('pay_item_requests_employee_idx').on(t.companyId, t.employeeId, t.createdAt),
    index('pay_item_requests_policy_idx').on(t.companyId, t.policyId),
    foreignKey({
      name: 'pay_item_requests_employee_fk',
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'pay_item_requests_policy_fk',
      columns: [t.companyId, t.policyId],
      foreignColumns: [payItemPolicies.companyId, payItemPolicies.id],
    }),
    check('pay_item_requests_amount_check', sql`${t.amount} > 0`),
    check('pay_item_requests_status_check', sql`${t.status} in ('pending', 'approved', 'rejected', 'cancelled')`),
    tenantPolicy(),
  ],
).enableRLS();

/** Set once a company's default categories were made (so deleting them does not bring them back). */
export const payItemSetups = pgTable(
  'pay_item_setups',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId] }), tenantPolicy()],
).enableRLS();
