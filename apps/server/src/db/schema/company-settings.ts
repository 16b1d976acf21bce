import { sql } from 'drizzle-orm';
import { boolean, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { companyIdColumn, createdAt, idColumn, tenantPolicy, updatedAt, versionColumn } from './tenant-columns.ts';

/** The company's own bank accounts: the accounts its payruns pay salaries from. */
export const companyBankAccounts = pgTable(
  'company_bank_accounts',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    country: text('country').notNull(),
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    branch: text('branch'),
    currency: text('currency').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('company_bank_accounts_number_key').on(t.companyId, t.bankCode, t.accountNumber),
    // At most one default account per company; two saves racing to be it meet here.
    uniqueIndex('company_bank_accounts_default_key')
      .on(t.companyId)
      .where(sql`${t.isDefault}`),
    tenantPolicy(),
  ],
).enableRLS();

/** A statutory registration number of the company (one per kind; the kind names its country). */
export const companyRegistrations = pgTable(
  'company_registrations',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    country: text('country').notNull(),
    value: text('value').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.kind] }), tenantPolicy()],
).enableRLS();
