import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAt, idColumn, tenantPolicy, updatedAt } from './tenant-columns.ts';

export const notifications = pgTable(
  'notifications',
  {
    companyId: companyIdColumn(),
    id: idColumn(),
    userId: uuid('user_id').notNull(),
    /** The kind of news (a registered notification kind): what each user's settings choose by. */
    kind: text('kind').notNull().default('account'),
    type: integer('type').notNull(),
    titleKey: text('title_key').notNull(),
    bodyKey: text('body_key').notNull(),
    values: jsonb('values').$type<Record<string, string | number>>().notNull().default({}),
    path: text('path'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    index('notifications_user_idx').on(table.companyId, table.userId, table.createdAt.desc()),
    tenantPolicy(),
  ],
).enableRLS();

/** A user's choice for one kind of notification; a kind without a row follows the kind's defaults. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    companyId: companyIdColumn(),
    userId: uuid('user_id').notNull(),
    kind: text('kind').notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.userId, table.kind] }), tenantPolicy()],
).enableRLS();
