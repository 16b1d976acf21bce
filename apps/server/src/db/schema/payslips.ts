import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { companyIdColumn, tenantPolicy, updatedAt, versionColumn } from './tenant-columns.ts';

/**
 * The company's payslip setting and template (Settings › Payslip setting and templates): one row
 * per company, made by the first save (modules/payslips reads the defaults until then).
 */
export const payslipSettings = pgTable(
  'payslip_settings',
  {
    companyId: companyIdColumn()
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** 'employee' (their own language when they chose one, else the company's) or 'company'. */
    language: text('language').notNull().default('employee'),
    /** 'none', 'dateOfBirth' (DDMMYYYY) or 'idNumberLast4'. */
    protection: text('protection').notNull().default('none'),
    showEmployerContributions: boolean('show_employer_contributions').notNull().default(true),
    showYtd: boolean('show_ytd').notNull().default(true),
    showSummary: boolean('show_summary').notNull().default(true),
    showLogo: boolean('show_logo').notNull().default(true),
    showAddress: boolean('show_address').notNull().default(true),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  () => [tenantPolicy()],
).enableRLS();
