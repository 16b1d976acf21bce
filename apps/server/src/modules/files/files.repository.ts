import { and, eq, lt } from 'drizzle-orm';
import { files } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';

export async function insertFile(db: Queryable, file: typeof files.$inferInsert) {
  const [row] = await db.insert(files).values(file).returning({ id: files.id });
  return row!.id;
}

export async function findFile(db: Queryable, companyId: string, fileId: string) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.companyId, companyId), eq(files.id, fileId)));
  return row;
}

export async function deleteFile(db: Queryable, companyId: string, fileId: string) {
  await db.delete(files).where(and(eq(files.companyId, companyId), eq(files.id, fileId)));
}

export async function deleteExpiredFiles(db: Queryable, companyId: string, now: Date) {
  await db.delete(files).where(and(eq(files.companyId, companyId), lt(files.expiresAt, now)));
}
