import type { PGlite } from '@electric-sql/pglite';
import { insideOpenTenantTransaction } from './tenant-scope.ts';

/**
 * PGlite is one connection. A query on the database itself (not on the transaction) made while a
 * tenant transaction is open waits for that transaction to end, and the transaction waits for the
 * query: the process hangs with no error. On PostgreSQL the same code takes a second connection and
 * works, so it passes there unnoticed. Here such a query fails at once, naming the mistake: read
 * what the transaction needs before opening it, or read it through the transaction.
 */
export function refuseQueriesBesideOpenTransaction(client: PGlite): void {
  for (const method of ['query', 'exec', 'sql', 'transaction'] as const) {
    const original = (client[method] as (...args: unknown[]) => Promise<unknown>).bind(client);
    Object.defineProperty(client, method, {
      configurable: true,
      value: (...args: unknown[]) =>
        insideOpenTenantTransaction()
          ? Promise.reject(
              new Error(
                'A query on the database while a tenant transaction is open would wait for that transaction forever on the embedded database: run it on the transaction, or before it opens',
              ),
            )
          : original(...args),
    });
  }
}
