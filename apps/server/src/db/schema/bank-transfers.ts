import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BankColumn, BankPaymentType } from '@tenaga/contracts';
import { companies } from './companies.ts';
import { companyIdColumn, createdAt, idColumn, tenantPolicy, updatedAt, versionColumn } from './tenant-columns.ts';

/** A bank file layout as data (modules/bank-transfers reads and writes it, no other module does). */
export const bankLayouts = pgTable(
  'bank_layouts',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    separator: text('separator').$type<'fixed' | 'delimited'>().notNull(),
    delimiter: text('delimiter').notNull().default(','),
    quote: boolean('quote').notNull().default(true),
    lineEnding: text('line_ending').$type<'crlf' | 'lf'>().notNull().default('crlf'),
    finalLineEnding: boolean('final_line_ending').notNull().default(true),
    banks: jsonb('banks')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    paymentTypeCodes: jsonb('payment_type_codes').$type<Record<BankPaymentType, string> | null>(),
    header: jsonb('header')
      .$type<BankColumn[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    detail: jsonb('detail').$type<BankColumn[]>().notNull(),
    trailer: jsonb('trailer')
      .$type<BankColumn[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('bank_layouts_name_key').on(t.companyId, sql`lower(${t.name})`),
    tenantPolicy(),
  ],
).enableRLS();
