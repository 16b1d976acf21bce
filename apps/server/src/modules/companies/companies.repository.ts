import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { companies, roles, users } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';
import { updateVersioned } from '../../db/update-versioned.ts';

export async function domainExists(db: Queryable, domain: string): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.domain, domain));
  return !!row;
}

/**
 * What other modules' rules need of the company, in their transaction: its name and login domain,
 * its country, zone and language (its "today" and its lists), and whether identification numbers are masked.
 */
export async function companyProfile(db: Queryable, companyId: string) {
  const [row] = await db
    .select({
      name: companies.name,
      domain: companies.domain,
      countryCode: companies.countryCode,
      timezone: companies.timezone,
      language: companies.language,
      createdAt: companies.createdAt,
      masking: sql<boolean>`coalesce((${companies.preference}->>'ICNumberMasking')::boolean, false)`,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row!;
}

export async function findCompany(db: Queryable, companyId: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row;
}

/** `expectedVersion` null: a setting saved whole, whatever the version (it still counts the change). */
export async function updateCompany(
  db: Queryable,
  companyId: string,
  update: { expectedVersion: number | null; changes: Partial<typeof companies.$inferInsert> },
) {
  return updateVersioned(db, companyId, { table: companies, id: companyId, expectedVersion: update.expectedVersion, set: update.changes });
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
