import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { OthersEntry } from '@tenaga/contracts';
import type { Queryable } from './tenant.ts';
import { updateVersioned } from './update-versioned.ts';

/** A tenant table whose records carry custom field values (schema/custom-fields.ts othersColumns). */
export type OthersTable = PgTable & {
  readonly companyId: AnyPgColumn;
  readonly id: AnyPgColumn;
  readonly version: AnyPgColumn;
  readonly others: AnyPgColumn;
  readonly othersVersion: AnyPgColumn;
  readonly updatedAt: AnyPgColumn;
};

export interface StoredValues {
  readonly id: string;
  readonly others: OthersEntry[];
  readonly othersVersion: number;
}

/** `others @> [{ _id: { $oid } }]` (or with the value too): served by the GIN index on others. */
const holds = (others: SQL | AnyPgColumn, fieldId: string, value?: unknown) =>
  sql`${others} @> ${JSON.stringify([{ _id: { $oid: fieldId }, ...(value === undefined ? {} : { value }) }])}::jsonb`;

/**
 * The queries on a table's custom values, the same for every table that has them. The module that
 * owns the table makes them with its table and hands them to the custom fields module (its
 * `customFieldRecords` contribution), so only the owner writes its table.
 */
export function othersValues(table: OthersTable) {
  return {
    /**
     * Records holding a value of the field whose company and id are given as the outer query's
     * columns: a subquery, so a list of fields can count and sort by it.
     */
    valueCount(field: { companyId: SQL; fieldId: SQL }): SQL<number> {
      return sql<number>`(select count(*) from ${table} r where r.company_id = ${field.companyId} and r.others @> jsonb_build_array(jsonb_build_object('_id', jsonb_build_object('$oid', ${field.fieldId}))))`.mapWith(
        Number,
      );
    },

    /** How many records hold a value of the field (with `value`: that value, or for a list, a list containing it). */
    async count(db: Queryable, companyId: string, input: { fieldId: string; value?: unknown }): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(table)
        .where(and(eq(table.companyId, companyId), holds(table.others, input.fieldId, input.value)));
      return row?.value ?? 0;
    },

    /** The records holding a value of the field, with that value. */
    async valuesOfField(db: Queryable, companyId: string, fieldId: string): Promise<{ id: string; value: unknown }[]> {
      const entry = sql`(select e->'value' from jsonb_array_elements(${table.others}) e where e->'_id'->>'$oid' = ${fieldId} limit 1)`;
      return (await db
        .select({ id: table.id, value: sql<unknown>`${entry}` })
        .from(table)
        .where(and(eq(table.companyId, companyId), holds(table.others, fieldId)))
        .orderBy(asc(table.id))) as { id: string; value: unknown }[];
    },

    /** Takes the field's entries out of every record holding one; each such record's values get a new version. */
    async remove(db: Queryable, companyId: string, fieldId: string): Promise<void> {
      await db
        .update(table)
        .set({
          others: sql`(select coalesce(jsonb_agg(e order by n), '[]'::jsonb) from jsonb_array_elements(${table.others}) with ordinality as x(e, n) where e->'_id'->>'$oid' <> ${fieldId})`,
          othersVersion: sql`${table.othersVersion} + 1`,
        } as never)
        .where(and(eq(table.companyId, companyId), holds(table.others, fieldId)));
    },

    async find(db: Queryable, companyId: string, id: string): Promise<StoredValues | undefined> {
      const [row] = await db
        .select({ id: table.id, others: table.others, othersVersion: table.othersVersion })
        .from(table)
        .where(and(eq(table.companyId, companyId), eq(table.id, id)));
      return row as StoredValues | undefined;
    },

    /** Writes a record's values when their version is still the one read; null means someone saved first. */
    async save(
      db: Queryable,
      companyId: string,
      input: { id: string; expectedVersion: number; others: OthersEntry[]; now: Date },
    ): Promise<number | null> {
      const row = await updateVersioned(db, companyId, {
        table,
        id: input.id,
        expectedVersion: input.expectedVersion,
        set: { others: input.others, updatedAt: input.now } as never,
        counter: 'othersVersion',
      });
      return (row as { othersVersion?: number } | undefined)?.othersVersion ?? null;
    },
  };
}

export type OthersValues = ReturnType<typeof othersValues>;
