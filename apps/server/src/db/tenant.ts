import { sql } from 'drizzle-orm';
import type { PgTransaction, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { Database, Schema } from './client.ts';
import { tenantTransaction, type AfterCommit, type TenantTransactionScope } from './tenant-scope.ts';

export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What repository functions take: a database or a transaction. */
export type Queryable = Database | Transaction;

/**
 * Runs `work` in a transaction as the tenant role with the company set, so row-level security
 * hides every other company's rows even from a query that forgot its scope.
 */
export type TenantRunner = <T>(companyId: string, work: (tx: Transaction) => Promise<T>) => Promise<T>;

/**
 * Runs `effect` once the tenant transaction it is called in has committed, never when it rolls
 * back: what tells the outside world of a change (a real-time push) must not tell of one that did
 * not happen. An effect that throws is reported to `onError` and does not fail the caller.
 */
export function afterCommit(effect: AfterCommit): void {
  const scope = tenantTransaction.getStore();
  if (!scope?.open) throw new Error('afterCommit() outside an open tenant transaction');
  scope.effects.push(effect);
}

export function createTenantRunner(db: Database, options: { onError?: (error: unknown) => void } = {}): TenantRunner {
  return async (companyId, work) => {
    const scope: TenantTransactionScope = { effects: [], open: true };
    let result: Awaited<ReturnType<typeof work>>;
    try {
      result = await db.transaction((tx) =>
        tenantTransaction.run(scope, async () => {
          await tx.execute(sql`select set_config('role', 'tenaga_app', true), set_config('app.company_id', ${companyId}, true)`);
          return work(tx);
        }),
      );
    } finally {
      scope.open = false;
    }
    // Outside the store: an effect that opens a transaction of its own gets its own effects.
    for (const effect of scope.effects) {
      try {
        effect();
      } catch (error) {
        options.onError?.(error);
      }
    }
    return result;
  };
}
