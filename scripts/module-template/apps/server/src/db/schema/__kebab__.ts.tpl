import { sql } from 'drizzle-orm';
import { pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { companyIdColumn, createdAt, idColumn, tenantPolicy, updatedAt, versionColumn } from './tenant-columns.ts';

/** __Title__: the module's own table (modules/__kebab__ reads and writes it, no other module does). */
export const __camel__ = pgTable(
  '__snake__',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] }), uniqueIndex('__snake___name_key').on(t.companyId, sql`lower(${t.name})`), tenantPolicy()],
).enableRLS();
