import { sql } from 'drizzle-orm';
import { foreignKey, index, numeric, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { IncentiveWageClass } from '@tenaga/contracts';
import { companies } from './companies.ts';
import { employees } from './employees.ts';
import { companyIdColumn, createdAt, idColumn, tenantPolicy, updatedAt, versionColumn } from './tenant-columns.ts';

/**
 * Incentive schemes (Settings › Incentive): a commission or bonus as a formula over a person's
 * target and achievement of a month; how the statutory schemes treat what it pays.
 */
export const incentiveSchemes = pgTable(
  'incentive_schemes',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** In the formula language of @tenaga/payroll, over target, achievement, achievementRate and salary. */
    formula: text('formula').notNull(),
    wageClass: text('wage_class').$type<IncentiveWageClass>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('incentive_schemes_name_key').on(t.companyId, sql`lower(${t.name})`),
    tenantPolicy(),
  ],
).enableRLS();

/**
 * One person's target and achievement under a scheme for a pay month, and the amount the scheme's
 * formula gave when they were saved (with the formula as it was: a later change of the scheme
 * leaves saved months alone until they are saved again).
 */
export const incentiveEntries = pgTable(
  'incentive_entries',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    schemeId: uuid('scheme_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    /** The pay month, 'YYYY-MM'. */
    period: text('period').notNull(),
    target: numeric('target', { precision: 18, scale: 2 }),
    achievement: numeric('achievement', { precision: 18, scale: 2 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    formula: text('formula').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'incentive_entries_scheme_fk',
      columns: [t.companyId, t.schemeId],
      foreignColumns: [incentiveSchemes.companyId, incentiveSchemes.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'incentive_entries_employee_fk',
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
    uniqueIndex('incentive_entries_person_key').on(t.companyId, t.schemeId, t.period, t.employeeId),
    index('incentive_entries_period_idx').on(t.companyId, t.period),
    tenantPolicy(),
  ],
).enableRLS();
