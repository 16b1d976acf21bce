import { date, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companyIdColumn, createdAt, idColumn, tenantPolicy, updatedAt, versionColumn } from './tenant-columns.ts';

/**
 * The employee record's core. The employee module grows it (personal, job, payment sections);
 * the foundation needs it to link users and count the workforce.
 */
export const employees = pgTable(
  'employees',
  {
    companyId: companyIdColumn(),
    id: idColumn(),
    employmentNumber: text('employment_number').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    managerId: uuid('manager_id'),
    hiringDate: date('hiring_date'),
    cessationDate: date('cessation_date'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    index('employees_number_idx').on(table.companyId, table.employmentNumber),
    index('employees_name_idx').on(table.companyId, sql`lower(${table.firstName} || ' ' || ${table.lastName})`),
    tenantPolicy(),
  ],
).enableRLS();
