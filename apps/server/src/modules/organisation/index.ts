export { createOrganisationService, type OrganisationService } from './organisation.service.ts';
export { registerOrganisationRoutes } from './organisation.routes.ts';
export { tidyName, usageRefusal } from './organisation.rules.ts';
export { deleteUnused } from './organisation.service.ts';
