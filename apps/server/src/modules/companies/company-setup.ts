import type { CompanyCountry, DefaultRoleKey, Language } from '@tenaga/contracts';
import { companies } from '../../db/schema/index.ts';
import type { Transaction } from '../../db/tenant.ts';
import { insertDefaultRoles } from '../access/index.ts';
import { serverTranslator } from '../../lib/i18n.ts';
import { setUpLeaveDefaults } from '../time-off/index.ts';
import { DEFAULT_PREFERENCE, regionDefaults } from './companies.rules.ts';

/**
 * Creates a company with its region defaults, preferences and default roles, in the caller's
 * tenant transaction. Sign-up and the demo seed both start a company this way. The default roles
 * are named in the company's language and start with their built-in templates' grants; the time-off
 * statutory categories and default policies of the country are made with it.
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
  await setUpLeaveDefaults(tx, { companyId: input.companyId, translate: await serverTranslator(), now: input.now });
  return roles;
}
