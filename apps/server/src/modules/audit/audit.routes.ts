import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { bindRoute } from '../../plugins/route-binding.ts';
import type { AuditService } from './audit.service.ts';

export function registerAuditRoutes(app: FastifyInstance, audit: AuditService): void {
  bindRoute(app, contracts.listAuditTrail, ({ auth, body }) => audit.table(auth, body));
  bindRoute(app, contracts.getEmployeeAuditTrail, ({ auth, query }) => audit.employeeHistory(auth, query));
  bindRoute(app, contracts.listAuditActions, ({ auth }) => audit.actions(auth));
  bindRoute(app, contracts.exportAuditTrail, ({ auth, body }) => audit.startExport(auth, body));
}
