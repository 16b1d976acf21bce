import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bytea, companyIdColumn, createdAt, idColumn, tenantPolicy, updatedAt, versionColumn } from './tenant-columns.ts';
import { employeeOwnedKey } from './employees.ts';
import { companies } from './companies.ts';

/**
 * Employment contract terms of an employee: the current one and those it renewed (history). The
 * signed document of a term is kept with it.
 */
export const employmentContracts = pgTable(
  'employment_contracts',
  {
    companyId: companyIdColumn(),
    id: idColumn(),
    employeeId: uuid('employee_id').notNull(),
    contractType: text('contract_type').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    probationEndDate: date('probation_end_date'),
    confirmationDate: date('confirmation_date'),
    noticeValue: integer('notice_value').notNull().default(0),
    noticeUnit: text('notice_unit').notNull().default('month'),
    notes: text('notes').notNull().default(''),
    renewalOf: uuid('renewal_of'),
    documentName: text('document_name'),
    documentType: text('document_type'),
    document: bytea('document'),
    documentUploadedAt: timestamp('document_uploaded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    employeeOwnedKey('employment_contracts_employee_fk', table),
    index('employment_contracts_employee_idx').on(table.companyId, table.employeeId, table.startDate),
    // One renewal per term: two people renewing at once get a 409, not two successors.
    uniqueIndex('employment_contracts_renewal_key').on(table.companyId, table.renewalOf),
    // One first term per employee; later ones are renewals.
    uniqueIndex('employment_contracts_first_key')
      .on(table.companyId, table.employeeId)
      .where(sql`renewal_of is null`),
    tenantPolicy(),
  ],
).enableRLS();

/** The company's defaults for key employment terms (Settings › Kets setting): one row per company. */
export const ketsSettings = pgTable(
  'kets_settings',
  {
    companyId: companyIdColumn()
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  () => [tenantPolicy()],
).enableRLS();

/**
 * Each issued version of an employee's written terms: the values as issued (the PDF is made from
 * them, so a later change to the record never rewrites an issued document).
 */
export const ketsIssues = pgTable(
  'kets_issues',
  {
    companyId: companyIdColumn(),
    id: idColumn(),
    employeeId: uuid('employee_id').notNull(),
    number: integer('number').notNull(),
    form: text('form').notNull(),
    issueDate: date('issue_date').notNull(),
    languages: jsonb('languages').$type<string[]>().notNull(),
    fields: jsonb('fields').$type<{ key: string; section: string; value: string | null }[]>().notNull(),
    issuedBy: uuid('issued_by'),
    issuedByName: text('issued_by_name'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    employeeOwnedKey('kets_issues_employee_fk', table),
    uniqueIndex('kets_issues_number_key').on(table.companyId, table.employeeId, table.number),
    tenantPolicy(),
  ],
).enableRLS();

/** Reminders sent (contract end, probation end, KETs overdue): each once per employee, kind and date. */
export const employmentReminders = pgTable(
  'employment_reminders',
  {
    companyId: companyIdColumn(),
    employeeId: uuid('employee_id').notNull(),
    kind: text('kind').notNull(),
    dueDate: date('due_date').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.employeeId, table.kind, table.dueDate] }),
    employeeOwnedKey('employment_reminders_employee_fk', table),
    tenantPolicy(),
  ],
).enableRLS();
