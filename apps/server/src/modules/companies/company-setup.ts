import type { CompanyCountry, DefaultRoleKey, Language } from '@tenaga/contracts';
import { companies } from '../../db/schema/index.ts';
import type { Transaction } from '../../db/tenant.ts';
import { insertDefaultRoles } from '../access/index.ts';
import { DEFAULT_PREFERENCE, regionDefaults } from './companies.rules.ts';

/**
 * What another module makes for a new company in its set-up transaction (the `companySetUps`
 * registry): time off's statutory categories and default policies.
 */
export interface CompanySetUp {
  readonly name: string;
  run(tx: Transaction, input: { companyId: string; now: Date }): Promise<void>;
}

/**
 * Creates a company with its region defaults, preferences and default roles, in the caller's
 * tenant transaction. Sign-up and the demo seed both start a company this way. The default roles
 * are named in the company's language and start with their built-in templates' grants; then each
 * module's set-up runs (`setUps`, the companySetUps registry: time off's statutory defaults), in the
 * same transaction. A company made without them (the demo seed) gets time off's on its first use.
 */
export async function setUpCompany(
  tx: Transaction,
  input: {
    companyId: string;
    domain: string;
    name: string;
    countryCode: CompanyCountry;
    email: string | null;
    now: Date;
    /** The founder's language when they chose one; else the country's. */
    language?: Language | undefined;
  },
  setUps: readonly CompanySetUp[] = [],
): Promise<Record<DefaultRoleKey, string>> {
  const region = { ...regionDefaults(input.countryCode), ...(input.language ? { language: input.language } : {}) };
  await tx.insert(companies).values({
    id: input.companyId,
    domain: input.domain,
    name: input.name,
    countryCode: input.countryCode,
    email: input.email,
    ...region,
    preference: DEFAULT_PREFERENCE,
    createdAt: input.now,
    updatedAt: input.now,
  });
  const roles = await insertDefaultRoles(tx, { companyId: input.companyId, language: region.language, now: input.now });
  for (const setUp of setUps) await setUp.run(tx, { companyId: input.companyId, now: input.now });
  return roles;
}
