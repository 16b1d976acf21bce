import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAt, idColumn, tenantPolicy } from './tenant-columns.ts';

/** Every mail the product sends, kept so an administrator (and the tests) can read it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    companyId: companyIdColumn(),
    id: idColumn(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    index('mail_outbox_created_idx').on(table.companyId, table.createdAt.desc()),
    tenantPolicy(),
  ],
).enableRLS();
