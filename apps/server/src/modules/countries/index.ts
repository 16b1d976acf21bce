import { defineModule } from '../../platform/module.ts';
import { registerCountriesRoutes } from './countries.routes.ts';
import { createCountriesService, type CountriesService } from './countries.service.ts';
import { createReferenceService, type ReferenceService } from './reference.service.ts';

export { createCountriesService, type CountriesService } from './countries.service.ts';
export { createReferenceService, type ReferenceService } from './reference.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    countries: CountriesService;
    reference: ReferenceService;
  }
}

/** Countries, zones, currencies and languages, and the employee form's lists per company country. */
export const countriesModule = defineModule({
  name: 'countries',
  services: {
    countries: (context) => createCountriesService({ clock: context.clock }),
    reference: (context) => createReferenceService({ translate: context.translate }),
  },
  routes: (app, context) => registerCountriesRoutes(app, context.service('countries'), context.service('reference')),
});
