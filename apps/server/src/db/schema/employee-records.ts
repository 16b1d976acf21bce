import { date, index, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAt, idColumn, tenantPolicy, updatedAt, versionColumn } from './tenant-columns.ts';
import { employeeOwnedKey } from './employees.ts';

/**
 * An employee's identification documents beside the record's own identification: passports, work
 * passes, tax and social security numbers, each with its issuer's number (stored compact) and expiry.
 */
export const employeeIdentifications = pgTable(
  'employee_identifications',
  {
    companyId: companyIdColumn(),
    id: idColumn(),
    employeeId: uuid('employee_id').notNull(),
    documentType: text('document_type').notNull(),
    number: text('number').notNull(),
    /** The issuing country of a document of any country; null for a country's own document. */
    country: text('country'),
    issueDate: date('issue_date'),
    expiryDate: date('expiry_date'),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    employeeOwnedKey('employee_identifications_employee_fk', table),
    index('employee_identifications_employee_idx').on(table.companyId, table.employeeId),
    index('employee_identifications_expiry_idx').on(table.companyId, table.expiryDate),
    // One holder per document: the same passport or tax number on two employees is a typing error.
    uniqueIndex('employee_identifications_number_key').on(table.companyId, table.documentType, table.number),
    tenantPolicy(),
  ],
).enableRLS();

/**
 * Expiry reminders sent: once per document and expiry date (a renewed document is reminded of
 * again). `document` is an identification's id, or 'pass' for the pass on the personal section.
 */
export const identificationReminders = pgTable(
  'identification_reminders',
  {
    companyId: companyIdColumn(),
    employeeId: uuid('employee_id').notNull(),
    document: text('document').notNull(),
    expiryDate: date('expiry_date').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.employeeId, table.document, table.expiryDate] }),
    employeeOwnedKey('identification_reminders_employee_fk', table),
    tenantPolicy(),
  ],
).enableRLS();

/** Earlier periods of an employee's employment with the company (before a rehire), and whether service carried over. */
export const employeeServicePeriods = pgTable(
  'employee_service_periods',
  {
    companyId: companyIdColumn(),
    id: idColumn(),
    employeeId: uuid('employee_id').notNull(),
    hiringDate: date('hiring_date').notNull(),
    endDate: date('end_date').notNull(),
    continuity: text('continuity').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    employeeOwnedKey('employee_service_periods_employee_fk', table),
    index('employee_service_periods_employee_idx').on(table.companyId, table.employeeId, table.hiringDate),
    tenantPolicy(),
  ],
).enableRLS();

/** An employee's working hours from a date: the latest entry on or before a day applies on it. */
export const employeeWorkHours = pgTable(
  'employee_work_hours',
  {
    companyId: companyIdColumn(),
    id: idColumn(),
    employeeId: uuid('employee_id').notNull(),
    effectiveFrom: date('effective_from').notNull(),
    hoursPerDay: numeric('hours_per_day', { precision: 5, scale: 2 }).notNull(),
    daysPerWeek: numeric('days_per_week', { precision: 2, scale: 1 }).notNull(),
    hoursPerWeek: numeric('hours_per_week', { precision: 5, scale: 2 }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    employeeOwnedKey('employee_work_hours_employee_fk', table),
    uniqueIndex('employee_work_hours_from_key').on(table.companyId, table.employeeId, table.effectiveFrom),
    tenantPolicy(),
  ],
).enableRLS();
