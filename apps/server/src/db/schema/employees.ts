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
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bytea, companyIdColumn, createdAt, idColumn, tenantPolicy, updatedAt, versionColumn } from './tenant-columns.ts';
import { commercialSectors, departments, employeeCategories, jobTitles, sites } from './organisation.ts';
import { othersColumns, othersIndex } from './custom-fields.ts';

/**
 * The employee record: personal, job and payment sections in one row (each section is read and
 * saved on its own), the organisation links, and the cessation date that archives it.
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
    // personal
    identificationType: text('identification_type'),
    identificationNumber: text('identification_number'),
    gender: text('gender'),
    dateOfBirth: date('date_of_birth'),
    nationality: text('nationality'),
    maritalStatus: text('marital_status'),
    race: text('race'),
    religion: text('religion'),
    otherReligion: text('other_religion'),
    passTypeId: integer('pass_type_id'),
    passSubtype: text('pass_subtype'),
    passNumber: text('pass_number'),
    passObtainedDate: date('pass_obtained_date'),
    passValidFrom: date('pass_valid_from'),
    passValidTo: date('pass_valid_to'),
    phones: jsonb('phones')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    postalCode: text('postal_code'),
    // job
    biometricNumber: text('biometric_number'),
    confirmationDate: date('confirmation_date'),
    employmentType: smallint('employment_type').notNull().default(0),
    source: smallint('source').notNull().default(0),
    // payment
    paymentModeId: integer('payment_mode_id'),
    bankCode: text('bank_code'),
    accountName: text('account_name'),
    accountNumber: text('account_number'),
    salary: numeric('salary', { precision: 14, scale: 2 }),
    contributionRateType: text('contribution_rate_type'),
    // Kept by the database for the list's search (trigram indexes) and its default order.
    sortName: text('sort_name').generatedAlwaysAs(sql`lower(trim(first_name || ' ' || last_name))`),
    searchName: text('search_name').generatedAlwaysAs(sql`lower(employment_number || ' ' || first_name || ' ' || last_name)`),
    searchPrivate: text('search_private').generatedAlwaysAs(sql`lower(coalesce(identification_number, '') || ' ' || coalesce(email, ''))`),
    ...othersColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    index('employees_number_idx').on(table.companyId, table.employmentNumber),
    index('employees_name_idx').on(table.companyId, sql`lower(${table.firstName} || ' ' || ${table.lastName})`),
    // Organisation links; a null link is not checked (MATCH SIMPLE), and the lists refuse to delete what is used.
    foreignKey({
      name: 'employees_department_fk',
      columns: [table.companyId, table.departmentId],
      foreignColumns: [departments.companyId, departments.id],
    }),
    foreignKey({
      name: 'employees_job_title_fk',
      columns: [table.companyId, table.jobTitleId],
      foreignColumns: [jobTitles.companyId, jobTitles.id],
    }),
    foreignKey({
      name: 'employees_category_fk',
      columns: [table.companyId, table.categoryId],
      foreignColumns: [employeeCategories.companyId, employeeCategories.id],
    }),
    foreignKey({
      name: 'employees_commercial_sector_fk',
      columns: [table.companyId, table.commercialSectorId],
      foreignColumns: [commercialSectors.companyId, commercialSectors.id],
    }),
    foreignKey({ name: 'employees_site_fk', columns: [table.companyId, table.siteId], foreignColumns: [sites.companyId, sites.id] }),
    index('employees_department_idx').on(table.companyId, table.departmentId),
    index('employees_job_title_idx').on(table.companyId, table.jobTitleId),
    index('employees_category_idx').on(table.companyId, table.categoryId),
    index('employees_commercial_sector_idx').on(table.companyId, table.commercialSectorId),
    index('employees_site_idx').on(table.companyId, table.siteId),
    uniqueIndex('employees_number_unique').on(table.companyId, sql`lower(${table.employmentNumber})`),
    // One employee per identification number and type (spec §5 'Employee with this identification number already exists').
    uniqueIndex('employees_identification_unique').on(table.companyId, table.identificationType, sql`upper(${table.identificationNumber})`),
    index('employees_manager_idx').on(table.companyId, table.managerId),
    index('employees_cessation_idx').on(table.companyId, table.cessationDate),
    index('employees_sort_name_idx').on(table.companyId, table.sortName),
    index('employees_search_name_idx').using('gin', sql`${table.searchName} gin_trgm_ops`),
    index('employees_search_private_idx').using('gin', sql`${table.searchPrivate} gin_trgm_ops`),
    othersIndex('employees_others_idx', table.others),
    tenantPolicy(),
  ],
).enableRLS();

/** A row that belongs to one employee of its company and goes with them when they are deleted. */
export function employeeOwnedKey(name: string, table: { companyId: AnyPgColumn; employeeId: AnyPgColumn }) {
  return foreignKey({ name, columns: [table.companyId, table.employeeId], foreignColumns: [employees.companyId, employees.id] }).onDelete(
    'cascade',
  );
}

/** Family members and emergency contacts of an employee (the family section). */
export const employeeFamily = pgTable(
  'employee_family',
  {
    companyId: companyIdColumn(),
    id: idColumn(),
    employeeId: uuid('employee_id').notNull(),
    name: text('name').notNull(),
    relationship: text('relationship').notNull(),
    dateOfBirth: date('date_of_birth'),
    phone: text('phone'),
    emergencyContact: boolean('emergency_contact').notNull().default(false),
    nextOfKin: boolean('next_of_kin').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    employeeOwnedKey('employee_family_employee_fk', table),
    index('employee_family_employee_idx').on(table.companyId, table.employeeId),
    tenantPolicy(),
  ],
).enableRLS();

/** An employee's photo (under 500 kB, spec §5), one per employee, read through the employee's own access. */
export const employeePhotos = pgTable(
  'employee_photos',
  {
    companyId: companyIdColumn(),
    employeeId: uuid('employee_id').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.employeeId] }),
    employeeOwnedKey('employee_photos_employee_fk', table),
    tenantPolicy(),
  ],
).enableRLS();

/** What became of an employee's own bank account change sent for approval. */
export const BANK_CHANGE_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn', 'replaced'] as const;
export type BankChangeStatus = (typeof BANK_CHANGE_STATUSES)[number];

/**
 * An employee's own change to their bank account, kept here while it waits for approval (the
 * company's preference bankChangeApproval) and applied to the record when approved. At most one
 * waits per employee: a newer one replaces it.
 */
export const employeeBankChanges = pgTable(
  'employee_bank_changes',
  {
    companyId: companyIdColumn(),
    id: idColumn(),
    employeeId: uuid('employee_id').notNull(),
    bankCode: text('bank_code'),
    accountName: text('account_name'),
    accountNumber: text('account_number'),
    status: text('status').$type<BankChangeStatus>().notNull().default('pending'),
    /** The user who asked for it (the employee's own account). */
    requestedBy: uuid('requested_by').notNull(),
    /** The approval request it waits on (approvals, kind bankAccountChange, subject this row). */
    approvalRequestId: uuid('approval_request_id').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The reason a rejection gave, shown to the employee on their profile. */
    decisionComment: text('decision_comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    employeeOwnedKey('employee_bank_changes_employee_fk', table),
    // One change waits per employee; two saves racing to add one meet here.
    uniqueIndex('employee_bank_changes_pending_key')
      .on(table.companyId, table.employeeId)
      .where(sql`${table.status} = 'pending'`),
    index('employee_bank_changes_employee_idx').on(table.companyId, table.employeeId),
    check('employee_bank_changes_status_check', sql`${table.status} in ('pending', 'approved', 'rejected', 'withdrawn', 'replaced')`),
    tenantPolicy(),
  ],
).enableRLS();
