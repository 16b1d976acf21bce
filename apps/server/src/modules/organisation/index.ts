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
});
