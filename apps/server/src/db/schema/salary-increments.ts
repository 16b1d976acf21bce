import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { employees } from './employees.ts';
import { companyIdColumn, createdAt, idColumn, tenantPolicy, updatedAt, versionColumn } from './tenant-columns.ts';

/**
 * A dated salary increment (Payroll › Benefits and salary adjustment). The salary itself stays on
 * the employee's record and its history in the audit trail: applying an increment writes there;
 * this row keeps the request, its approval and what it did.
 */
export const salaryIncrements = pgTable(
  'salary_increments',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    employeeId: uuid('employee_id').notNull(),
    effectiveDate: date('effective_date').notNull(),
    /** 'amount' or 'percentage'. */
    kind: text('kind').notNull(),
    /** The amount added, or the percentage (signed: a negative one lowers the salary). */
    value: numeric('value', { precision: 15, scale: 3 }).notNull(),
    /** The step and mode the new salary is rounded with ('0.01'/'nearest' for a single increment). */
    roundingStep: text('rounding_step').notNull().default('0.01'),
    roundingMode: text('rounding_mode').notNull().default('nearest'),
    /** The salary it raised, and the new one: a projection until applied, then what was written. */
    previousSalary: numeric('previous_salary', { precision: 14, scale: 2 }).notNull(),
    newSalary: numeric('new_salary', { precision: 14, scale: 2 }).notNull(),
    reason: text('reason').notNull(),
    /** 'pending', 'scheduled', 'applied' or 'rejected'. */
    status: text('status').notNull(),
    /** The bulk increment that made it (shared by all its rows), or null. */
    batchId: uuid('batch_id'),
    /** The approval request it waits on, or waited on. */
    approvalRequestId: uuid('approval_request_id'),
    appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('salary_increments_employee_idx').on(t.companyId, t.employeeId, t.effectiveDate),
    index('salary_increments_due_idx').on(t.companyId, t.status, t.effectiveDate),
    // One increment at a time waits per employee (for approval or for its date): a second is 409.
    uniqueIndex('salary_increments_open_key')
      .on(t.companyId, t.employeeId)
      .where(sql`${t.status} in ('pending', 'scheduled')`),
    foreignKey({
      name: 'salary_increments_employee_fk',
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
    check('salary_increments_kind_check', sql`${t.kind} in ('amount', 'percentage')`),
    check('salary_increments_status_check', sql`${t.status} in ('pending', 'scheduled', 'applied', 'rejected')`),
    check(
      'salary_increments_rounding_check',
      sql`${t.roundingStep} in ('0.01', '1', '10', '100') and ${t.roundingMode} in ('nearest', 'up', 'down')`,
    ),
    check('salary_increments_salary_check', sql`${t.previousSalary} >= 0 and ${t.newSalary} >= 0`),
    tenantPolicy(),
  ],
).enableRLS();
