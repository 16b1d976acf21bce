import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PolicyParameters, PolicySettings } from '@tenaga/contracts';
import { companies } from './companies.ts';
import { employees } from './employees.ts';
import { companyIdColumn, createdAt, idColumn, tenantPolicy, updatedAt, versionColumn } from './tenant-columns.ts';

/** A company's insurance policy (Settings › Insurance › Policy): a country's statutory schemes, or private cover. */
export const insurancePolicies = pgTable(
  'insurance_policies',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    name: text('name').notNull(),
    /** 'statutory', 'group_medical', 'life' or 'other'. */
    kind: text('kind').notNull(),
    /** SG, MY, ID, VN or PH; required for statutory policies. */
    country: text('country'),
    /** Private policies: 'deduction' or 'employer_paid'. */
    treatment: text('treatment'),
    /** Private policies: the monthly premium. */
    amount: numeric('amount', { precision: 14, scale: 2 }),
    settings: jsonb('settings').$type<PolicySettings>().notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('insurance_policies_name_key').on(t.companyId, sql`lower(${t.name})`),
    check('insurance_policies_kind_check', sql`${t.kind} in ('statutory', 'group_medical', 'life', 'other')`),
    check('insurance_policies_statutory_check', sql`${t.kind} <> 'statutory' or ${t.country} is not null`),
    check('insurance_policies_amount_check', sql`${t.amount} is null or ${t.amount} >= 0`),
    tenantPolicy(),
  ],
).enableRLS();

/** A policy assigned to an employee from a date (to a date, or until replaced), with the person's scheme parameters. */
export const insuranceAssignments = pgTable(
  'insurance_assignments',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    policyId: uuid('policy_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date'),
    /** The person's parameters (the contract's PolicyParameters); an empty one is read from the employee record. */
    parameters: jsonb('parameters').$type<PolicyParameters>().notNull(),
    /** Private policies: this person's premium instead of the policy's. */
    amount: numeric('amount', { precision: 14, scale: 2 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('insurance_assignments_from_key').on(t.companyId, t.policyId, t.employeeId, t.fromDate),
    index('insurance_assignments_employee_idx').on(t.companyId, t.employeeId, t.fromDate),
    // A policy with assignments is not deleted (the service says where it is used).
    foreignKey({
      name: 'insurance_assignments_policy_fk',
      columns: [t.companyId, t.policyId],
      foreignColumns: [insurancePolicies.companyId, insurancePolicies.id],
    }),
    foreignKey({
      name: 'insurance_assignments_employee_fk',
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
    check('insurance_assignments_dates_check', sql`${t.toDate} is null or ${t.toDate} >= ${t.fromDate}`),
    check('insurance_assignments_amount_check', sql`${t.amount} is null or ${t.amount} >= 0`),
    tenantPolicy(),
  ],
).enableRLS();
