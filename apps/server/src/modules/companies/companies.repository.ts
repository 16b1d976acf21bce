import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { companies, roles, users } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';

export async function domainExists(db: Queryable, domain: string): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.domain, domain));
  return !!row;
}

export async function findCompany(db: Queryable, companyId: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row;
}

export async function updateCompany(
  db: Queryable,
  companyId: string,
  expectedVersion: number | null,
  changes: Partial<typeof companies.$inferInsert>,
) {
  const [row] = await db
    .update(companies)
    .set({ ...changes, version: sql`${companies.version} + 1` })
    .where(and(eq(companies.id, companyId), expectedVersion === null ? undefined : eq(companies.version, expectedVersion)))
    .returning();
  return row;
}

export async function insertRoles(db: Queryable, rows: (typeof roles.$inferInsert)[]) {
  return db.insert(roles).values(rows).returning();
}

/** Users who follow the company's region settings (no language of their own). */
export async function usersFollowingCompanyRegion(db: Queryable, companyId: string) {
  return db
    .select({
      id: users.id,
      language: users.language,
      timezone: users.timezone,
      dateFormat: users.dateFormat,
      timeFormat: users.timeFormat,
      currency: users.currency,
    })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        or(isNull(users.language), isNull(users.timezone), isNull(users.dateFormat), isNull(users.timeFormat), isNull(users.currency)),
      ),
    );
}
