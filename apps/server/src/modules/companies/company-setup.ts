import { companies } from '../../db/schema/index.ts';
import type { Transaction } from '../../db/tenant.ts';
import type { CompanyCountry } from '@tenaga/contracts';
import * as repo from './companies.repository.ts';
import { DEFAULT_PREFERENCE, DEFAULT_ROLES, regionDefaults, type DefaultRoleKey } from './companies.rules.ts';

/**
 * Creates a company with its region defaults, preferences and default roles, in the caller's
 * tenant transaction. Sign-up and the demo seed both start a company this way.
 */
export async function setUpCompany(
  tx: Transaction,
  input: { companyId: string; domain: string; name: string; countryCode: CompanyCountry; email: string | null; now: Date },
): Promise<Record<DefaultRoleKey, string>> {
  await tx.insert(companies).values({
    id: input.companyId,
    domain: input.domain,
    name: input.name,
    countryCode: input.countryCode,
    email: input.email,
    ...regionDefaults(input.countryCode),
    preference: DEFAULT_PREFERENCE,
    createdAt: input.now,
    updatedAt: input.now,
  });
  const roles = await repo.insertRoles(tx, DEFAULT_ROLES.map((role) => ({ companyId: input.companyId, ...role, createdAt: input.now, updatedAt: input.now })));
  return Object.fromEntries(roles.map((role) => [role.systemKey, role.id])) as Record<DefaultRoleKey, string>;
}
