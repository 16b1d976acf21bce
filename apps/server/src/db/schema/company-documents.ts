import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { companyIdColumn, createdAt, idColumn, tenantPolicy, updatedAt, versionColumn } from './tenant-columns.ts';

/** The company's document templates; the file itself is kept by the files module. */
export const companyDocuments = pgTable(
  'company_documents',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    fileId: uuid('file_id').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('company_documents_name_key').on(t.companyId, sql`lower(${t.name})`),
    index('company_documents_category_idx').on(t.companyId, t.category),
    tenantPolicy(),
  ],
).enableRLS();
