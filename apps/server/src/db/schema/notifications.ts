import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAt, idColumn, tenantPolicy } from './tenant-columns.ts';

export const notifications = pgTable(
  'notifications',
  {
    companyId: companyIdColumn(),
    id: idColumn(),
    userId: uuid('user_id').notNull(),
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
