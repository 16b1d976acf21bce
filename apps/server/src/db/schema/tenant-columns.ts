import { sql } from 'drizzle-orm';
import { customType, integer, pgPolicy, pgRole, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The role tenant requests run as. It is subject to row-level security, so a query that forgets
 * its company scope sees nothing (migration 0000 creates the role and app_company_id()).
 */
export const tenantRole = pgRole('tenaga_app').existing();

export const companyIdColumn = () => uuid('company_id').notNull();

export const idColumn = () =>
  uuid('id')
    .notNull()
    .default(sql`gen_random_uuid()`);

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Optimistic concurrency: a save names the version it read; a stale one is refused. */
export const versionColumn = () => integer('version').notNull().default(1);

/** The backstop policy every tenant table carries. */
export function tenantPolicy(column = 'company_id') {
  const matches = sql.raw(`${column} = app_company_id()`);
  return pgPolicy('tenant_isolation', { as: 'permissive', for: 'all', to: tenantRole, using: matches, withCheck: matches });
}

/** Binary content (a file, a photo): a Buffer on both drivers (PGlite hands back a Uint8Array). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
