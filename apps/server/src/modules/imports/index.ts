import { defineModule } from '../../platform/module.ts';
import type { Importer } from './importer.ts';
import { importJob } from './imports.jobs.ts';
import { registerImportsRoutes } from './imports.routes.ts';
import { createImportsService, importersByKind, type ImportsService } from './imports.service.ts';

export { type ImportsService } from './imports.service.ts';
// What a module needs to declare an importer of its records.
export type { ImportContext, Importer, ImportRoutes, ImportWrite, ImportWritten, RowChecks } from './importer.ts';
export {
  codeList,
  isoDate,
  normalized,
  phoneList,
  problemList,
  repeatsInFile,
  type CodeList,
  type ImportColumn,
  type ImportRow,
  type RawProblem,
} from './imports.rules.ts';
export type { SampleFile, SheetReading } from './imports.spreadsheet.ts';
// Reading an upload's rows in a worker, bounded as every import's (a device's attendance log).
export { readSheetOffThread } from './imports.sheet-reader.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    imports: ImportsService;
  }
  interface ModuleRegistries {
    /** Spreadsheet imports, one per kind, each declared by the module that owns its records. */
    importers: Importer<unknown>;
  }
}

/**
 * Spreadsheet imports of any kind a module declares (`importers` in its definition): their
 * sample, check and import calls, and the import job of each.
 */
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
        importers: importersByKind(context.registry('importers')),
      }),
  },
  routes: (app, context) =>
    registerImportsRoutes(app, { imports: context.service('imports'), importers: importersByKind(context.registry('importers')) }),
  jobs: (context) =>
    context
      .registry('importers')
      .map((importer) => importJob(importer, { translate: context.translate, clock: context.clock, files: context.service('files') })),
});
