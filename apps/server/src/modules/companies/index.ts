import type { CompanyCountry } from '@tenaga/contracts';
import { notFound } from '../../lib/app-error.ts';
import { defineModule } from '../../platform/module.ts';
import type { HomeFact } from '../home/index.ts';
import { findCompany } from './companies.repository.ts';
import { registerCompaniesRoutes } from './companies.routes.ts';
import { createCompaniesService, type CompaniesService } from './companies.service.ts';

export { type CompaniesService } from './companies.service.ts';
export { DEFAULT_PREFERENCE, regionDefaults, type DefaultRoleKey } from './companies.rules.ts';
export { setUpCompany } from './company-setup.ts';
export { companyProfile, findCompanyByDomain } from './companies.repository.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    companies: CompaniesService;
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

/** Sign-up and the company's own settings. */
export const companiesModule = defineModule({
  name: 'companies',
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
      }),
  },
  routes: (app, context) => registerCompaniesRoutes(app, context.service('companies')),
  homeFacts: [companyFacts],
});
