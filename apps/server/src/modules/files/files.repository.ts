import { and, eq, inArray, gte, lt } from 'drizzle-orm';
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

/** Names of kept files, without their content. */
export async function fileNames(db: Queryable, companyId: string, fileIds: readonly string[]) {
  if (fileIds.length === 0) return [];
  return db
    .select({ id: files.id, name: files.name })
    .from(files)
    .where(and(eq(files.companyId, companyId), inArray(files.id, [...fileIds])));
}

export async function deleteFile(db: Queryable, companyId: string, fileId: string) {
  await db.delete(files).where(and(eq(files.companyId, companyId), eq(files.id, fileId)));
}

export async function deleteExpiredFiles(db: Queryable, companyId: string, now: Date) {
  await db.delete(files).where(and(eq(files.companyId, companyId), lt(files.expiresAt, now)));
}

/** Keeps a stored file its uploader still has (not expired, not kept already), for the record that now names it. */
export async function claimFile(db: Queryable, input: { companyId: string; fileId: string; userId: string; now: Date }) {
  const [row] = await db
    .update(files)
    .set({ expiresAt: null })
    .where(
      and(
        eq(files.companyId, input.companyId),
        eq(files.id, input.fileId),
        eq(files.createdBy, input.userId),
        gte(files.expiresAt, input.now),
      ),
    )
    .returning({ contentType: files.contentType, size: files.size });
  return row;
}
