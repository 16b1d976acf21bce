import { boolean, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAt, idColumn, tenantPolicy } from './tenant-columns.ts';

/**
 * Every mail the product sends, kept so an administrator can see what was sent to whom. `text` is
 * what the outbox shows: a secret in it (a reset or invitation link) is hidden, and `hidden` says
 * so. `delivery_text`, the text with the secret, is kept only until the mail is delivered and is
 * never read by anything but the delivery.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    companyId: companyIdColumn(),
    id: idColumn(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    deliveryText: text('delivery_text'),
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
