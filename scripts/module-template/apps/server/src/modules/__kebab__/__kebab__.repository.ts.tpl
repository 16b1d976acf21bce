import { and, count, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { TableRequest } from '@tenaga/contracts';
import { __camel__ } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';
import { updateVersioned } from '../../db/update-versioned.ts';
import { likePattern, orderOf, pageOf } from '../../lib/table.ts';

export type __ItemPascal__Row = typeof __camel__.$inferSelect;

const SORTABLE = { name: sql`lower(${__camel__.name})`, updatedAt: __camel__.updatedAt, createdAt: __camel__.createdAt };

export async function table(db: Queryable, companyId: string, request: TableRequest) {
  const scope = eq(__camel__.companyId, companyId);
  const text = request.search.value.trim();
  const search = text ? or(ilike(__camel__.name, likePattern(text)), ilike(__camel__.description, likePattern(text))) : undefined;
  const { limit, offset } = pageOf(request);
  const rows = await db
    .select()
    .from(__camel__)
    .where(and(scope, search))
    .orderBy(...orderOf(request, SORTABLE, [sql`lower(${__camel__.name})`, sql`${__camel__.id}`]))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ value: count() }).from(__camel__).where(scope);
  const [filtered] = search ? await db.select({ value: count() }).from(__camel__).where(and(scope, search)) : [total];
  return { rows, recordsTotal: total?.value ?? 0, recordsFiltered: filtered?.value ?? 0 };
}

export async function find(db: Queryable, companyId: string, id: string): Promise<__ItemPascal__Row | undefined> {
  const [row] = await db
    .select()
    .from(__camel__)
    .where(and(eq(__camel__.companyId, companyId), eq(__camel__.id, id)));
  return row;
}

export async function nameTaken(db: Queryable, companyId: string, { name, exceptId }: { name: string; exceptId?: string }) {
  const [row] = await db
    .select({ id: __camel__.id })
    .from(__camel__)
    .where(and(eq(__camel__.companyId, companyId), sql`lower(${__camel__.name}) = lower(${name})`, exceptId ? ne(__camel__.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

export async function insert(db: Queryable, row: typeof __camel__.$inferInsert): Promise<__ItemPascal__Row> {
  const [created] = await db.insert(__camel__).values(row).returning();
  return created!;
}

/** The row as written, or undefined when someone saved it first (or it is gone). */
export function update(db: Queryable, companyId: string, change: { id: string; expectedVersion: number; set: Partial<typeof __camel__.$inferInsert> }) {
  return updateVersioned(db, companyId, { table: __camel__, id: change.id, expectedVersion: change.expectedVersion, set: change.set });
}

export async function remove(db: Queryable, companyId: string, id: string) {
  await db.delete(__camel__).where(and(eq(__camel__.companyId, companyId), eq(__camel__.id, id)));
}
