import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, numeric, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { employees } from './employees.ts';
import { companyIdColumn, createdAt, idColumn, tenantPolicy, updatedAt, versionColumn } from './tenant-columns.ts';

/** A loan or advance to an employee (Payroll › Loans); what is owed is the sum of its ledger. */
export const loans = pgTable(
  'loans',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    employeeId: uuid('employee_id').notNull(),
    /** 'loan' or 'advance'. */
    kind: text('kind').notNull(),
    principal: numeric('principal', { precision: 14, scale: 2 }).notNull(),
    /** Yearly flat rate in percent. */
    interestRate: numeric('interest_rate', { precision: 6, scale: 3 }).notNull(),
    interest: numeric('interest', { precision: 14, scale: 2 }).notNull(),
    disbursedOn: date('disbursed_on').notNull(),
    /** The first of the month of the first instalment. */
    firstPeriod: date('first_period').notNull(),
    /** 'active', 'paused' or 'settled'. */
    status: text('status').notNull(),
    /** The first of the month from which no instalment is taken while paused. */
    pausedFrom: date('paused_from'),
    reason: text('reason').notNull().default(''),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('loans_employee_idx').on(t.companyId, t.employeeId),
    foreignKey({
      name: 'loans_employee_fk',
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
    check('loans_kind_check', sql`${t.kind} in ('loan', 'advance')`),
    check('loans_status_check', sql`${t.status} in ('active', 'paused', 'settled')`),
    check('loans_amounts_check', sql`${t.principal} > 0 and ${t.interest} >= 0 and ${t.interestRate} >= 0`),
    tenantPolicy(),
  ],
).enableRLS();

/** One month's planned deduction; taken by a payrun (deducted) or dropped when the loan is settled (cancelled). */
export const loanInstalments = pgTable(
  'loan_instalments',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    loanId: uuid('loan_id').notNull(),
    /** The first of the pay month. */
    period: date('period').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    /** 'planned', 'deducted' or 'cancelled'. */
    status: text('status').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('loan_instalments_period_key').on(t.companyId, t.loanId, t.period),
    foreignKey({
      name: 'loan_instalments_loan_fk',
      columns: [t.companyId, t.loanId],
      foreignColumns: [loans.companyId, loans.id],
    }).onDelete('cascade'),
    check('loan_instalments_status_check', sql`${t.status} in ('planned', 'deducted', 'cancelled')`),
    check('loan_instalments_amount_check', sql`${t.amount} > 0`),
    tenantPolicy(),
  ],
).enableRLS();

/** The loan's ledger, append-only: a positive amount adds to what is owed, a negative one takes off. */
export const loanEntries = pgTable(
  'loan_entries',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    loanId: uuid('loan_id').notNull(),
    entryDate: date('entry_date').notNull(),
    /** 'disbursement', 'interest', 'deduction', 'repayment' or 'settlement'. */
    kind: text('kind').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    /** A payrun's deduction: the first of its pay month. */
    period: date('period'),
    note: text('note').notNull().default(''),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('loan_entries_loan_idx').on(t.companyId, t.loanId, t.entryDate),
    foreignKey({ name: 'loan_entries_loan_fk', columns: [t.companyId, t.loanId], foreignColumns: [loans.companyId, loans.id] }).onDelete(
      'cascade',
    ),
    check('loan_entries_kind_check', sql`${t.kind} in ('disbursement', 'interest', 'deduction', 'repayment', 'settlement')`),
    check('loan_entries_amount_check', sql`${t.amount} <> 0`),
    tenantPolicy(),
  ],
).enableRLS();
