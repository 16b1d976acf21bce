import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { companyBankAccounts } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';
import { updateVersioned } from '../../db/update-versioned.ts';

export type CompanyBankRow = typeof companyBankAccounts.$inferSelect;

/** The company's accounts, the default first, then in the order they were added. */
export function listBankAccounts(db: Queryable, companyId: string) {
  return db
    .select()
    .from(companyBankAccounts)
    .where(eq(companyBankAccounts.companyId, companyId))
    .orderBy(desc(companyBankAccounts.isDefault), asc(companyBankAccounts.createdAt), asc(companyBankAccounts.id));
}

export async function findBankAccount(db: Queryable, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(companyBankAccounts)
    .where(and(eq(companyBankAccounts.companyId, companyId), eq(companyBankAccounts.id, id)));
  return row;
}

export async function countBankAccounts(db: Queryable, companyId: string) {
  const [row] = await db.select({ total: count() }).from(companyBankAccounts).where(eq(companyBankAccounts.companyId, companyId));
  return row!.total;
}

export async function insertBankAccount(db: Queryable, values: typeof companyBankAccounts.$inferInsert) {
  const [row] = await db.insert(companyBankAccounts).values(values).returning();
  return row!;
}

export function updateBankAccount(
  db: Queryable,
  companyId: string,
  change: { id: string; expectedVersion: number; set: Partial<typeof companyBankAccounts.$inferInsert> },
) {
  return updateVersioned(db, companyId, {
    table: companyBankAccounts,
    id: change.id,
    expectedVersion: change.expectedVersion,
    set: change.set,
  });
}

/** Another account becomes the default: this one stops being it. */
export async function clearDefault(db: Queryable, companyId: string, exceptId: string | null) {
  await db
    .update(companyBankAccounts)
    .set({ isDefault: false })
    .where(
      and(
        eq(companyBankAccounts.companyId, companyId),
        eq(companyBankAccounts.isDefault, true),
        ...(exceptId ? [ne(companyBankAccounts.id, exceptId)] : []),
      ),
    );
}

export async function makeDefault(db: Queryable, companyId: string, id: string) {
  await db
    .update(companyBankAccounts)
    .set({ isDefault: true })
    .where(and(eq(companyBankAccounts.companyId, companyId), eq(companyBankAccounts.id, id)));
}

export async function deleteBankAccount(db: Queryable, companyId: string, id: string) {
  const [row] = await db
    .delete(companyBankAccounts)
    .where(and(eq(companyBankAccounts.companyId, companyId), eq(companyBankAccounts.id, id)))
    .returning();
  return row;
}
