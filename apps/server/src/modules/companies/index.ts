export { createCompaniesService, type CompaniesService } from './companies.service.ts';
export { registerCompaniesRoutes } from './companies.routes.ts';
export { DEFAULT_PREFERENCE, regionDefaults, type DefaultRoleKey } from './companies.rules.ts';
export { setUpCompany } from './company-setup.ts';
