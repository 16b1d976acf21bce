import { eq, sql } from 'drizzle-orm';
import { companies } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';
import { updateVersioned } from '../../db/update-versioned.ts';

/** Company by login domain. Runs before the company is known, so without a tenant scope. */
export async function findCompanyByDomain(db: Queryable, domain: string) {
  const [company] = await db
    .select({
      id: companies.id,
      domain: companies.domain,
      singleLogin: companies.singleLogin,
      sessionTtlMinutes: companies.sessionTtlMinutes,
    })
    .from(companies)
    .where(eq(companies.domain, domain));
  return company;
}

export async function domainExists(db: Queryable, domain: string): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.domain, domain));
  return !!row;
}

/**
 * What other modules' rules need of the company, in their transaction: its name and login domain,
 * its country, zone and language (its "today" and its lists), whether identification numbers are masked,
 * and whether an employee's own bank account change waits for approval.
 */
export async function companyProfile(db: Queryable, companyId: string) {
  const [row] = await db
    .select({
      name: companies.name,
      domain: companies.domain,
      countryCode: companies.countryCode,
      timezone: companies.timezone,
      dateFormat: companies.dateFormat,
      timeFormat: companies.timeFormat,
      language: companies.language,
      currency: companies.currency,
      address: companies.address,
      industry: companies.industry,
      createdAt: companies.createdAt,
      masking: sql<boolean>`coalesce((${companies.preference}->>'ICNumberMasking')::boolean, false)`,
      bankChangeApproval: sql<boolean>`coalesce((${companies.preference}->>'bankChangeApproval')::boolean, false)`,
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
