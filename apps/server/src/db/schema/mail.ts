import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea, companyIdColumn, createdAt, idColumn, tenantPolicy } from './tenant-columns.ts';

/**
 * Every mail the product sends, kept so an administrator can see what was sent to whom. `text` is
 * what the outbox shows: a secret in it (a reset or invitation link) is hidden, and `hidden` says
 * so. `delivery_text`, the text with the secret, is kept only until the mail is delivered and is
 * never read by anything but the delivery. A mail may carry one attachment (a payslip PDF): the
 * outbox shows its name and size, only the delivery reads its bytes.
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
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    attachmentSize: integer('attachment_size'),
    attachment: bytea('attachment'),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    index('mail_outbox_created_idx').on(table.companyId, table.createdAt.desc()),
    tenantPolicy(),
  ],
).enableRLS();
