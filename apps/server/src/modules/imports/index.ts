import type { Clock } from '../../lib/clock.ts';
import type { Translate } from '../../lib/i18n.ts';
import type { CountriesService, ReferenceService } from '../countries/index.ts';
import type { FilesService } from '../files/index.ts';
import { createClientContractImporter } from './client-contracts.importer.ts';
import { createEmployeeImporter } from './employees.importer.ts';
import { importJob } from './imports.jobs.ts';
import type { Importers } from './imports.service.ts';

export { createImportsService, type ImportsService } from './imports.service.ts';
export { registerImportsRoutes } from './imports.routes.ts';

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
