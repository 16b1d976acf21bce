export { createCountriesService, type CountriesService } from './countries.service.ts';
export { createReferenceService, type ReferenceService } from './reference.service.ts';
export { registerCountriesRoutes } from './countries.routes.ts';
