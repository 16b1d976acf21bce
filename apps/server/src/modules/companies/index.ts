import { defineModule } from '../../platform/module.ts';
import { registerCompaniesRoutes } from './companies.routes.ts';
import { createCompaniesService, type CompaniesService } from './companies.service.ts';

export { type CompaniesService } from './companies.service.ts';
export { DEFAULT_PREFERENCE, regionDefaults, type DefaultRoleKey } from './companies.rules.ts';
export { setUpCompany } from './company-setup.ts';
export { companyProfile } from './companies.repository.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    companies: CompaniesService;
  }
}

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
      }),
  },
  routes: (app, context) => registerCompaniesRoutes(app, context.service('companies')),
});
