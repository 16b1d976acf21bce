import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { bindFileRoute, bindRoute } from '../../plugins/route-binding.ts';
import type { ImportsService } from './imports.service.ts';

export function registerImportsRoutes(app: FastifyInstance, imports: ImportsService): void {
  bindFileRoute(app, contracts.getEmployeeImportSample, ({ auth }) => imports.sample(auth, 'employees'));
  bindRoute(app, contracts.checkEmployeeImport, ({ auth, body }) => imports.check(auth, 'employees', body));
  bindRoute(app, contracts.importEmployees, ({ auth, actor, body }) => imports.start(auth, actor, 'employees', body));
  bindFileRoute(app, contracts.getClientContractImportSample, ({ auth }) => imports.sample(auth, 'contracts'));
  bindRoute(app, contracts.checkClientContractImport, ({ auth, body }) => imports.check(auth, 'contracts', body));
  bindRoute(app, contracts.importClientContracts, ({ auth, actor, body }) => imports.start(auth, actor, 'contracts', body));
}
