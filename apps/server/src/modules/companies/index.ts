import type { CompanyCountry } from '@tenaga/contracts';
import { notFound } from '../../lib/app-error.ts';
import { and, eq, inArray } from 'drizzle-orm';
import { LANGUAGE_NAMES, type LanguageCode } from '@tenaga/i18n';
import { companies } from '../../db/schema/index.ts';
import { defineModule } from '../../platform/module.ts';
import type { HomeFact } from '../home/index.ts';
import { findCompany } from './companies.repository.ts';
import { registerCompaniesRoutes } from './companies.routes.ts';
import { createCompaniesService, type CompaniesService } from './companies.service.ts';
import { createCompanyBanks, type CompanyBanks } from './company-banks.service.ts';
import { createCompanyLogo, type CompanyLogo } from './company-logo.service.ts';
import { createCompanyRegistrations, type CompanyRegistrations } from './company-registrations.service.ts';
import type { CompanySetUp } from './company-setup.ts';

export { type CompaniesService } from './companies.service.ts';
export { type CompanyBanks } from './company-banks.service.ts';
export { type CompanyRegistrations, employerCountriesOf } from './company-registrations.service.ts';
export { DEFAULT_PREFERENCE, regionDefaults, type DefaultRoleKey } from './companies.rules.ts';
export { setUpCompany, type CompanySetUp } from './company-setup.ts';
export { companyProfile, findCompanyByDomain } from './companies.repository.ts';
export { companyToday } from './company-today.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    companies: CompaniesService;
    /** The company's own bank accounts; `accountsOf` is what a payrun's bank file pays from. */
    companyBanks: CompanyBanks;
    companyLogo: CompanyLogo;
    companyRegistrations: CompanyRegistrations;
  }
  interface ModuleRegistries {
    /** What each module makes for a new company, in its set-up transaction. */
    companySetUps: CompanySetUp;
  }
}

/** The dashboard's facts of the company itself. */
const companyFacts: HomeFact = {
  async read(tx, { companyId }) {
    const company = await findCompany(tx, companyId);
    if (!company) throw notFound();
    return {
      companyName: company.name,
      domain: company.domain,
      countryCode: company.countryCode as CompanyCountry,
      createdAt: company.createdAt.getTime(),
    };
  },
};

/** Sign-up and the company's own settings: details, region, logo, bank accounts and statutory registrations. */
export const companiesModule = defineModule({
  name: 'companies',
  auditVocabulary: (context) => [
    {
      entity: 'company',
      // A company's entries are its own: the only company a tenant may name is itself.
      names: async (db, companyId, ids) => {
        const rows = await db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(and(eq(companies.id, companyId), inArray(companies.id, [...ids])));
        return new Map(rows.map((row) => [row.id, row.name]));
      },
      codes: {
        countryCode: (value, language) => context.service('reference').codeLabel({ list: 'countries', value, language }),
        language: (value) => LANGUAGE_NAMES[value as LanguageCode] ?? null,
      },
    },
  ],
  services: {
    companies: (context) =>
      createCompaniesService({
        db: context.db,
        tenant: context.tenant,
        clock: context.clock,
        realtime: context.realtime,
        sessions: context.service('auth'),
        users: context.service('users'),
        notifications: context.service('notifications'),
        setUps: context.registry('companySetUps'),
      }),
    companyBanks: (context) =>
      createCompanyBanks({
        tenant: context.tenant,
        clock: context.clock,
        reference: context.service('reference'),
        access: context.service('access'),
      }),
    companyLogo: (context) => createCompanyLogo({ tenant: context.tenant, clock: context.clock, files: context.service('files') }),
    companyRegistrations: (context) => createCompanyRegistrations({ tenant: context.tenant, clock: context.clock }),
  },
  routes: (app, context) =>
    registerCompaniesRoutes(app, {
      companies: context.service('companies'),
      banks: context.service('companyBanks'),
      logo: context.service('companyLogo'),
      registrations: context.service('companyRegistrations'),
    }),
  homeFacts: [companyFacts],
  // News about the company account itself (the welcome of a new company).
  notificationKinds: [
    {
      kind: 'account',
      labelKey: 'notifications:kinds.account',
      descriptionKey: 'notifications:kinds.accountHelp',
      inApp: true,
      email: false,
    },
  ],
});
