export { createCountriesService, type CountriesService } from './countries.service.ts';
export { registerCountriesRoutes } from './countries.routes.ts';
