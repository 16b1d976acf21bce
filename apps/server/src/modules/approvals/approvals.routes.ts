import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { bindFileRoute, bindRoute } from '../../plugins/route-binding.ts';
import type { ApprovalsService } from './approvals.service.ts';

export function registerApprovalsRoutes(app: FastifyInstance, service: ApprovalsService): void {
  const ok = { ok: true as const };
  bindRoute(app, contracts.listWorkflows, ({ auth }) => service.workflows(auth));
  bindRoute(app, contracts.createWorkflow, ({ auth, actor, body }) => service.createWorkflow(auth, actor, body));
  bindRoute(app, contracts.updateWorkflow, ({ auth, actor, body }) => service.updateWorkflow(auth, actor, body));
  bindRoute(app, contracts.deleteWorkflow, async ({ auth, actor, params }) => {
    await service.deleteWorkflow(auth, actor, params.id);
    return ok;
  });
  bindRoute(app, contracts.listAssignments, ({ auth }) => service.assignments(auth));
  bindRoute(app, contracts.saveAssignments, ({ auth, actor, body }) => service.saveAssignments(auth, actor, body));
  bindRoute(app, contracts.listDelegations, ({ auth }) => service.delegations(auth));
  bindRoute(app, contracts.createDelegation, ({ auth, actor, body }) => service.createDelegation(auth, actor, body));
  bindRoute(app, contracts.deleteDelegation, async ({ auth, actor, params }) => {
    await service.deleteDelegation(auth, actor, params.id);
    return ok;
  });
  bindRoute(app, contracts.listApprovalRequests, ({ auth, query }) => service.list(auth, query));
  bindRoute(app, contracts.getApprovalRequest, ({ auth, params }) => service.get(auth, params.id));
  bindFileRoute(app, contracts.getApprovalDocument, ({ auth, params }) => service.document(auth, params.id, params.fileId));
  bindRoute(app, contracts.decideApprovalRequests, ({ auth, actor, body }) => service.decide(auth, actor, body));
}
