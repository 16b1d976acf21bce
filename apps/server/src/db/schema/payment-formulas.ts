import { sql } from 'drizzle-orm';
import {
  date,
  foreignKey,
  index,
  integer,
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
import { employeeOwnedKey } from './employees.ts';
import { companyIdColumn, createdAt, idColumn, tenantPolicy, updatedAt, versionColumn } from './tenant-columns.ts';

/** Payment formulas: the name, kind and country; the source lives in its versions. */
export const paymentFormulas = pgTable(
  'payment_formulas',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    country: text('country').notNull(),
    description: text('description').notNull().default(''),
    templateId: text('template_id'),
    currentVersion: integer('current_version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('payment_formulas_name_key').on(t.companyId, sql`lower(${t.name})`),
    tenantPolicy(),
  ],
).enableRLS();

/** Every version a formula had; a row is written once and never changed (a payrun keeps the number it used). */
export const paymentFormulaVersions = pgTable(
  'payment_formula_versions',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    formulaId: uuid('formula_id').notNull(),
    number: integer('number').notNull(),
    source: text('source').notNull(),
    variablesUsed: jsonb('variables_used').$type<string[]>().notNull(),
    effectiveFrom: date('effective_from').notNull(),
    restoredFrom: integer('restored_from'),
    createdBy: uuid('created_by'),
    createdByName: text('created_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.formulaId, t.number] }),
    foreignKey({
      name: 'payment_formula_versions_formula_fk',
      columns: [t.companyId, t.formulaId],
      foreignColumns: [paymentFormulas.companyId, paymentFormulas.id],
    }).onDelete('cascade'),
    tenantPolicy(),
  ],
).enableRLS();

/** A formula assigned to an employee from a date; it holds until their next one of the same kind. */
export const paymentFormulaAssignments = pgTable(
  'payment_formula_assignments',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    employeeId: uuid('employee_id').notNull(),
    formulaId: uuid('formula_id').notNull(),
    fromDate: date('from_date').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('payment_formula_assignments_date_key').on(t.companyId, t.employeeId, t.formulaId, t.fromDate),
    employeeOwnedKey('payment_formula_assignments_employee_fk', t),
    // A formula in use cannot go (the service names where; this is the backstop).
    foreignKey({
      name: 'payment_formula_assignments_formula_fk',
      columns: [t.companyId, t.formulaId],
      foreignColumns: [paymentFormulas.companyId, paymentFormulas.id],
    }),
    index('payment_formula_assignments_formula_idx').on(t.companyId, t.formulaId),
    tenantPolicy(),
  ],
).enableRLS();

/** Named company rates formulas read as rate.<code>, each from a date until the next of the same code. */
export const paymentRates = pgTable(
  'payment_rates',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    amount: numeric('amount', { precision: 20, scale: 6 }).notNull(),
    effectiveFrom: date('effective_from').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('payment_rates_code_date_key').on(t.companyId, t.code, t.effectiveFrom),
    tenantPolicy(),
  ],
).enableRLS();
