import { commercialSectors, departments, employeeCategories, jobTitles, sites } from '../../db/schema/index.ts';
import { namesFromTable } from '../../lib/audit.ts';
import { defineModule } from '../../platform/module.ts';
import { registerOrganisationRoutes } from './organisation.routes.ts';
import { createOrganisationService, type OrganisationService } from './organisation.service.ts';

export { deleteUnused, type OrganisationService } from './organisation.service.ts';
export { usageRefusal } from './organisation.rules.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    organisation: OrganisationService;
  }
}

/** Departments, job titles, employee categories, commercial sectors and sites. */
export const organisationModule = defineModule({
  name: 'organisation',
  services: {
    organisation: (context) => createOrganisationService({ tenant: context.tenant, clock: context.clock }),
  },
  routes: (app, context) => registerOrganisationRoutes(app, context.service('organisation')),
  auditVocabulary: [
    { entity: 'department', names: namesFromTable(departments, departments.name) },
    { entity: 'job-title', names: namesFromTable(jobTitles, jobTitles.name) },
    { entity: 'employee-category', names: namesFromTable(employeeCategories, employeeCategories.name) },
    { entity: 'commercial-sector', names: namesFromTable(commercialSectors, commercialSectors.name) },
    { entity: 'site', names: namesFromTable(sites, sites.name) },
  ],
});
