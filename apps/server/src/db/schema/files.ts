import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea, companyIdColumn, createdAt, idColumn, tenantPolicy } from './tenant-columns.ts';

/**
 * Files jobs produce for a user (exports), which only that user may download until they expire, and
 * files a module keeps for as long as its record names them (no expiry: a company's logo, its
 * document templates), which that module serves under its own access rules.
 */
export const files = pgTable(
  'files',
  {
    companyId: companyIdColumn(),
    id: idColumn(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdBy: uuid('created_by').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.id] }), index('files_expires_idx').on(table.expiresAt), tenantPolicy()],
).enableRLS();
