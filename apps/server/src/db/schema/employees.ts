import { date, foreignKey, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companyIdColumn, createdAt, idColumn, tenantPolicy, updatedAt, versionColumn } from './tenant-columns.ts';
import { commercialSectors, departments, employeeCategories, jobTitles, sites } from './organisation.ts';

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
    departmentId: uuid('department_id'),
    jobTitleId: uuid('job_title_id'),
    categoryId: uuid('category_id'),
    commercialSectorId: uuid('commercial_sector_id'),
    siteId: uuid('site_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    index('employees_number_idx').on(table.companyId, table.employmentNumber),
    index('employees_name_idx').on(table.companyId, sql`lower(${table.firstName} || ' ' || ${table.lastName})`),
    // Organisation links; a null link is not checked (MATCH SIMPLE), and the lists refuse to delete what is used.
    foreignKey({ name: 'employees_department_fk', columns: [table.companyId, table.departmentId], foreignColumns: [departments.companyId, departments.id] }),
    foreignKey({ name: 'employees_job_title_fk', columns: [table.companyId, table.jobTitleId], foreignColumns: [jobTitles.companyId, jobTitles.id] }),
    foreignKey({ name: 'employees_category_fk', columns: [table.companyId, table.categoryId], foreignColumns: [employeeCategories.companyId, employeeCategories.id] }),
    foreignKey({ name: 'employees_commercial_sector_fk', columns: [table.companyId, table.commercialSectorId], foreignColumns: [commercialSectors.companyId, commercialSectors.id] }),
    foreignKey({ name: 'employees_site_fk', columns: [table.companyId, table.siteId], foreignColumns: [sites.companyId, sites.id] }),
    index('employees_department_idx').on(table.companyId, table.departmentId),
    index('employees_job_title_idx').on(table.companyId, table.jobTitleId),
    index('employees_category_idx').on(table.companyId, table.categoryId),
    index('employees_commercial_sector_idx').on(table.companyId, table.commercialSectorId),
    index('employees_site_idx').on(table.companyId, table.siteId),
    tenantPolicy(),
  ],
).enableRLS();
