import { sql } from 'drizzle-orm';
import type { PgTransaction, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { Database, Schema } from './client.ts';

export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What repository functions take: a database or a transaction. */
export type Queryable = Database | Transaction;

/**
 * Runs `work` in a transaction as the tenant role with the company set, so row-level security
 * hides every other company's rows even from a query that forgot its scope.
 */
export type TenantRunner = <T>(companyId: string, work: (tx: Transaction) => Promise<T>) => Promise<T>;

export function createTenantRunner(db: Database): TenantRunner {
  return (companyId, work) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', 'tenaga_app', true), set_config('app.company_id', ${companyId}, true)`);
      return work(tx);
    });
}
