import { sql } from 'drizzle-orm';
import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { JournalCodeAccount, JournalDimension } from '@tenaga/contracts';
import { companies } from './companies.ts';
import { companyIdColumn, tenantPolicy, updatedAt, versionColumn } from './tenant-columns.ts';

/**
 * The company's journal accounts (modules/payroll-journal reads and writes it, no other module does):
 * one row per company, saved whole under optimistic locking. No row: the defaults of the contract.
 */
export const payrollJournalSettings = pgTable(
  'payroll_journal_settings',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    dimension: text('dimension').$type<JournalDimension>().notNull().default('none'),
    earningAccount: text('earning_account').notNull(),
    deductionAccount: text('deduction_account').notNull(),
    employerAccount: text('employer_account').notNull(),
    employerPayableAccount: text('employer_payable_account').notNull(),
    netPayAccount: text('net_pay_account').notNull(),
    /** An account per payrun line code, each code once. */
    accounts: jsonb('accounts')
      .$type<JournalCodeAccount[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (t) => [primaryKey({ columns: [t.companyId] }), tenantPolicy()],
).enableRLS();
