import type { Clock } from '../../lib/clock.ts';
import type { Translate } from '../../lib/i18n.ts';
import { defineModule } from '../../platform/module.ts';
import type { CountriesService, ReferenceService } from '../countries/index.ts';
import type { FilesService } from '../files/index.ts';
import { createClientContractImporter } from './client-contracts.importer.ts';
import { createEmployeeImporter } from './employees.importer.ts';
import { importJob } from './imports.jobs.ts';
import { registerImportsRoutes } from './imports.routes.ts';
import { createImportsService, type Importers, type ImportsService } from './imports.service.ts';

export { type ImportsService } from './imports.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    imports: ImportsService;
  }
}

/** The two imports, each knowing its columns, rules and sample. */
export function createImporters(deps: {
  translate: Translate;
  reference: ReferenceService;
  countries: Pick<CountriesService, 'nationalities'>;
}): Importers {
  return { employees: createEmployeeImporter(deps), contracts: createClientContractImporter(deps) };
}

/** The import jobs, one per kind. */
export function importJobs(deps: { translate: Translate; clock: Clock; files: Pick<FilesService, 'read'>; importers: Importers }) {
  return [importJob('employees', deps), importJob('contracts', deps)];
}

/** Spreadsheet imports: the sample, the check and the import job of each kind. */
export const importsModule = defineModule({
  name: 'imports',
  services: {
    imports: (context) =>
      createImportsService({
        tenant: context.tenant,
        clock: context.clock,
        translate: context.translate,
        jobs: context.jobs,
        files: context.service('files'),
        access: context.service('access'),
        importers: createImporters({
          translate: context.translate,
          reference: context.service('reference'),
          countries: context.service('countries'),
        }),
      }),
  },
  routes: (app, context) => registerImportsRoutes(app, context.service('imports')),
  jobs: (context) =>
    importJobs({
      translate: context.translate,
      clock: context.clock,
      files: context.service('files'),
      importers: createImporters({
        translate: context.translate,
        reference: context.service('reference'),
        countries: context.service('countries'),
      }),
    }),
});
