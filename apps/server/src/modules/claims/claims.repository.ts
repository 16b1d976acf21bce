import { and, count, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { TableRequest } from '@tenaga/contracts';
import { claims } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';
import { updateVersioned } from '../../db/update-versioned.ts';
import { likePattern, orderOf, pageOf } from '../../lib/table.ts';

export type ClaimRow = typeof claims.$inferSelect;

const SORTABLE = { name: sql`lower(${claims.name})`, updatedAt: claims.updatedAt, createdAt: claims.createdAt };

export async function table(db: Queryable, companyId: string, request: TableRequest) {
  const scope = eq(claims.companyId, companyId);
  const text = request.search.value.trim();
  const search = text ? or(ilike(claims.name, likePattern(text)), ilike(claims.description, likePattern(text))) : undefined;
  const { limit, offset } = pageOf(request);
  const rows = await db
    .select()
    .from(claims)
    .where(and(scope, search))
    .orderBy(...orderOf(request, SORTABLE, [sql`lower(${claims.name})`, sql`${claims.id}`]))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ value: count() }).from(claims).where(scope);
  const [filtered] = search ? await db.select({ value: count() }).from(claims).where(and(scope, search)) : [total];
  return { rows, recordsTotal: total?.value ?? 0, recordsFiltered: filtered?.value ?? 0 };
}

export async function find(db: Queryable, companyId: string, id: string): Promise<ClaimRow | undefined> {
  const [row] = await db
    .select()
    .from(claims)
    .where(and(eq(claims.companyId, companyId), eq(claims.id, id)));
  return row;
}

export async function nameTaken(db: Queryable, companyId: string, { name, exceptId }: { name: string; exceptId?: string }) {
  const [row] = await db
    .select({ id: claims.id })
    .from(claims)
    .where(
      and(eq(claims.companyId, companyId), sql`lower(${claims.name}) = lower(${name})`, exceptId ? ne(claims.id, exceptId) : undefined),
    )
    .limit(1);
  return row !== undefined;
}

export async function insert(db: Queryable, row: typeof claims.$inferInsert): Promise<ClaimRow> {
  const [created] = await db.insert(claims).values(row).returning();
  return created!;
}

/** The row as written, or undefined when someone saved it first (or it is gone). */
export function update(
  db: Queryable,
  companyId: string,
  change: { id: string; expectedVersion: number; set: Partial<typeof claims.$inferInsert> },
) {
  return updateVersioned(db, companyId, { table: claims, id: change.id, expectedVersion: change.expectedVersion, set: change.set });
}

export async function remove(db: Queryable, companyId: string, id: string) {
  await db.delete(claims).where(and(eq(claims.companyId, companyId), eq(claims.id, id)));
}
