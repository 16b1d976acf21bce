import { and, asc, eq, sql } from 'drizzle-orm';
import { companyDocuments } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';
import { updateVersioned } from '../../db/update-versioned.ts';

export type CompanyDocumentRow = typeof companyDocuments.$inferSelect;

export function listDocuments(db: Queryable, companyId: string) {
  return db
    .select()
    .from(companyDocuments)
    .where(eq(companyDocuments.companyId, companyId))
    .orderBy(asc(companyDocuments.category), asc(sql`lower(${companyDocuments.name})`));
}

export async function findDocument(db: Queryable, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(companyDocuments)
    .where(and(eq(companyDocuments.companyId, companyId), eq(companyDocuments.id, id)));
  return row;
}

export async function insertDocument(db: Queryable, values: typeof companyDocuments.$inferInsert) {
  const [row] = await db.insert(companyDocuments).values(values).returning();
  return row!;
}

export function updateDocument(
  db: Queryable,
  companyId: string,
  change: { id: string; expectedVersion: number; set: Partial<typeof companyDocuments.$inferInsert> },
) {
  return updateVersioned(db, companyId, {
    table: companyDocuments,
    id: change.id,
    expectedVersion: change.expectedVersion,
    set: change.set,
  });
}

export async function deleteDocument(db: Queryable, companyId: string, id: string) {
  const [row] = await db
    .delete(companyDocuments)
    .where(and(eq(companyDocuments.companyId, companyId), eq(companyDocuments.id, id)))
    .returning();
  return row;
}

/** The categories the company has at least one template of (Compliance). */
export async function documentCategories(db: Queryable, companyId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ category: companyDocuments.category })
    .from(companyDocuments)
    .where(eq(companyDocuments.companyId, companyId));
  return new Set(rows.map((row) => row.category));
}
