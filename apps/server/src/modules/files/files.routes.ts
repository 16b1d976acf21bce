import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { bindFileRoute } from '../../plugins/route-binding.ts';
import type { FilesService } from './files.service.ts';

export function registerFilesRoutes(app: FastifyInstance, files: FilesService): void {
  bindFileRoute(app, contracts.downloadFile, ({ auth, params }) => files.download(auth, params.id));
}
