import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
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
import { payItemCategories } from './pay-items.ts';
import { companyIdColumn, createdAt, idColumn, tenantPolicy, updatedAt, versionColumn } from './tenant-columns.ts';

/**
 * Claim policies: a type of expense (Medical, Transport, Meals), the pay item category an approved
 * claim is paid under (and so how schemes and tax treat it), its limit per month or year (null: none)
 * and whether a receipt is required.
 */
export const claimTypes = pgTable(
  'claim_types',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    payItemCategoryId: uuid('pay_item_category_id').notNull(),
    limitAmount: numeric('limit_amount', { precision: 14, scale: 2 }),
    /** 'month' or 'year': the period of the expense date the limit counts over. */
    limitPeriod: text('limit_period').notNull().default('month'),
    receiptRequired: boolean('receipt_required').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('claim_types_name_key').on(t.companyId, sql`lower(${t.name})`),
    foreignKey({
      name: 'claim_types_category_fk',
      columns: [t.companyId, t.payItemCategoryId],
      foreignColumns: [payItemCategories.companyId, payItemCategories.id],
    }),
    check('claim_types_period_check', sql`${t.limitPeriod} in ('month', 'year')`),
    check('claim_types_limit_check', sql`${t.limitAmount} is null or ${t.limitAmount} > 0`),
    tenantPolicy(),
  ],
).enableRLS();

/**
 * An employee's claim of an expense: pending (waiting for approval), approved (to be paid by the
 * next payrun), paid (a payrun took it), rejected or cancelled. Receipts are files kept for it.
 */
export const claims = pgTable(
  'claims',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    employeeId: uuid('employee_id').notNull(),
    typeId: uuid('type_id').notNull(),
    expenseDate: date('expense_date', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    description: text('description').notNull().default(''),
    /** Kept files (files module): the receipts, in the order given. */
    receiptFileIds: jsonb('receipt_file_ids').$type<string[]>().notNull().default([]),
    status: text('status').notNull(),
    approvalRequestId: uuid('approval_request_id'),
    payrunId: uuid('payrun_id'),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('claims_employee_idx').on(t.companyId, t.employeeId, t.expenseDate),
    index('claims_type_idx').on(t.companyId, t.typeId),
    foreignKey({
      name: 'claims_employee_fk',
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'claims_type_fk',
      columns: [t.companyId, t.typeId],
      foreignColumns: [claimTypes.companyId, claimTypes.id],
    }),
    check('claims_amount_check', sql`${t.amount} > 0`),
    check('claims_status_check', sql`${t.status} in ('pending', 'approved', 'paid', 'rejected', 'cancelled')`),
    tenantPolicy(),
  ],
).enableRLS();
