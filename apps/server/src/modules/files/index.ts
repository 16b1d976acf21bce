import { defineModule } from '../../platform/module.ts';
import { registerFilesRoutes } from './files.routes.ts';
import { createFilesService, type FilesService } from './files.service.ts';

export { createFilesService, type FilesService } from './files.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    files: FilesService;
  }
}

/** Files the app produced or was sent (exports, uploads), kept a day for the person who asked. */
export const filesModule = defineModule({
  name: 'files',
  services: {
    files: (context) => createFilesService({ tenant: context.tenant, clock: context.clock }),
  },
  routes: (app, context) => registerFilesRoutes(app, context.service('files')),
});
