import { foreignKey, index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { payslips } from './payruns.ts';
import { companyIdColumn, tenantPolicy } from './tenant-columns.ts';

/**
 * The payment formula versions a payslip of a run was computed with (modules/payruns writes them with
 * the payslip, and they go with it): what `GET …/payments/formulas/:id/usage` lists as the runs that used a formula.
 */
export const payrunFormulaVersions = pgTable(
  'payrun_formula_versions',
  {
    companyId: companyIdColumn(),
    payrunId: uuid('payrun_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    /** A payment formula's id (no foreign key: a run keeps what it used even if the formula goes later). */
    formulaId: uuid('formula_id').notNull(),
    versionNumber: integer('version_number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.payrunId, t.employeeId, t.formulaId] }),
    foreignKey({
      columns: [t.companyId, t.payrunId, t.employeeId],
      foreignColumns: [payslips.companyId, payslips.payrunId, payslips.employeeId],
    }).onDelete('cascade'),
    index('payrun_formula_versions_formula_idx').on(t.companyId, t.formulaId),
    tenantPolicy(),
  ],
).enableRLS();
