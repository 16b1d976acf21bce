export { createFilesService, type FilesService } from './files.service.ts';
export { registerFilesRoutes } from './files.routes.ts';
