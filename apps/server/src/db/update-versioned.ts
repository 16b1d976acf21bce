import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Queryable } from './tenant.ts';

/** A table edited under optimistic locking: an id and a version counter (and, for tenant tables, the company). */
export type VersionedTable = PgTable & { readonly id: AnyPgColumn; readonly version: AnyPgColumn };

/** The counter columns a table may lock on: `version`, or another one ('othersVersion' for a record's custom values). */
type CounterKey<T> = { [K in keyof T]: T[K] extends AnyPgColumn ? K : never }[keyof T] & string;

export interface VersionedUpdate<T extends VersionedTable, K extends CounterKey<T>> {
  readonly table: T;
  readonly id: string;
  /**
   * The version the caller read. The row changes only while it is still that one; null changes it
   * whatever it is (a setting saved whole), and still counts the change so others' stale saves conflict.
   */
  readonly expectedVersion: number | null;
  readonly set: PgUpdateSetSource<T>;
  /** The counter this change checks and moves on; `version` unless named. */
  readonly counter?: K;
}

/**
 * The optimistic-lock update: sets the changes and moves the counter on by one, where the row is the
 * company's, has this id, and still has the version the caller read. The row as written, or
 * undefined when it has another version by now (or is not there): the caller's conflict.
 * A table without a company column is the company itself (companies): its id is the scope.
 */
export async function updateVersioned<T extends VersionedTable, K extends CounterKey<T> = 'version' & CounterKey<T>>(
  db: Queryable,
  companyId: string,
  update: VersionedUpdate<T, K>,
): Promise<T['$inferSelect'] | undefined> {
  const { table } = update;
  const counterKey = update.counter ?? 'version';
  const counter = (table as unknown as Record<string, AnyPgColumn>)[counterKey]!;
  const company = (table as unknown as { companyId?: AnyPgColumn }).companyId;
  const rows = (await db
    .update(table)
    .set({ ...update.set, [counterKey]: sql`${counter} + 1` } as PgUpdateSetSource<T>)
    .where(
      and(
        company ? eq(company, companyId) : undefined,
        eq(table.id, update.id),
        update.expectedVersion === null ? undefined : eq(counter, update.expectedVersion),
      ),
    )
    .returning()) as unknown as T['$inferSelect'][];
  return rows[0];
}
