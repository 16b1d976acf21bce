import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { bindFileRoute, bindRoute } from '../../plugins/route-binding.ts';
import type { PayItemRequestsService } from './pay-items.requests.ts';
import type { PayItemsService } from './pay-items.service.ts';

const ok = { ok: true as const };

export function registerPayItemsRoutes(app: FastifyInstance, service: PayItemsService, requests: PayItemRequestsService): void {
  bindRoute(app, contracts.getPayItemTypes, async () => service.types());
  bindRoute(app, contracts.listPayItemCategories, ({ auth, body }) => service.categories(auth, body));
  bindRoute(app, contracts.createPayItemCategory, ({ auth, actor, body }) => service.createCategory(auth, actor, body));
  bindRoute(app, contracts.updatePayItemCategory, ({ auth, actor, body }) => service.updateCategory(auth, actor, body));
  bindRoute(app, contracts.deletePayItemCategory, async ({ auth, actor, params }) => {
    await service.removeCategory(auth, actor, params.id);
    return ok;
  });
  bindRoute(app, contracts.listPayItemPolicies, ({ auth, body }) => service.policies(auth, body));
  bindRoute(app, contracts.createPayItemPolicy, ({ auth, actor, body }) => service.createPolicy(auth, actor, body));
  bindRoute(app, contracts.updatePayItemPolicy, ({ auth, actor, body }) => service.updatePolicy(auth, actor, body));
  bindRoute(app, contracts.deletePayItemPolicy, async ({ auth, actor, params }) => {
    await service.removePolicy(auth, actor, params.id);
    return ok;
  });
  bindRoute(app, contracts.getPayItemPolicyUsage, ({ auth, params }) => service.usage(auth, params.id));
  bindRoute(app, contracts.checkPayItemPolicies, ({ auth, body }) => service.check(auth, body));
  bindRoute(app, contracts.unassignPayItem, ({ auth, actor, body }) => service.unassign(auth, actor, body));
  bindRoute(app, contracts.listPayItemProfiles, ({ auth, body }) => service.profiles(auth, body));
  bindRoute(app, contracts.createPayItemProfile, ({ auth, actor, body }) => service.createProfile(auth, actor, body));
  bindRoute(app, contracts.updatePayItemProfile, ({ auth, actor, body }) => service.updateProfile(auth, actor, body));
  bindRoute(app, contracts.deletePayItemProfile, async ({ auth, actor, params }) => {
    await service.removeProfile(auth, actor, params.id);
    return ok;
  });
  bindRoute(app, contracts.assignPayItems, ({ auth, actor, body }) => service.assign(auth, actor, body));
  bindRoute(app, contracts.listPayItemAssignments, ({ auth, body }) => service.assignments(auth, body));
  bindRoute(app, contracts.deletePayItemAssignment, async ({ auth, actor, params }) => {
    await service.removeAssignment(auth, actor, params.id);
    return ok;
  });
  bindRoute(app, contracts.generatePayItems, ({ auth, body }) => service.generate(auth, body));
  bindRoute(app, contracts.previewPayItems, ({ auth, body }) => service.preview(auth, body));
  bindFileRoute(app, contracts.printPayItems, ({ auth, body }) => service.print(auth, body));

  bindRoute(app, contracts.getPayItemRequestAccess, ({ auth }) => requests.access(auth));
  bindRoute(app, contracts.listRequestablePayItemPolicies, ({ auth }) => requests.policies(auth));
  bindRoute(app, contracts.uploadPayItemRequestAttachment, async ({ auth, body, reply }) => {
    reply.code(201);
    return requests.upload(auth, body.data);
  });
  bindRoute(app, contracts.requestPayItem, ({ auth, actor, body }) => requests.create(auth, actor, body));
  bindRoute(app, contracts.updatePayItemRequest, ({ auth, actor, body }) => requests.update(auth, actor, body));
  bindRoute(app, contracts.cancelPayItemRequest, ({ auth, actor, params, body }) => requests.cancel(auth, actor, params.id, body.version));
  bindRoute(app, contracts.listPayItemRequests, ({ auth, body }) => requests.table(auth, body));
  bindFileRoute(app, contracts.getPayItemRequestAttachment, ({ auth, params }) => requests.attachment(auth, params.id));
  bindRoute(app, contracts.listPayItemRequestApprovals, ({ auth }) => requests.approvals(auth));
}
