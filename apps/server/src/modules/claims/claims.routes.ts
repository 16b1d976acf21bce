import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { bindFileRoute, bindRoute } from '../../plugins/route-binding.ts';
import type { ClaimsService } from './claims.service.ts';

export function registerClaimsRoutes(app: FastifyInstance, service: ClaimsService): void {
  bindRoute(app, contracts.getClaimsAccess, ({ auth }) => service.access(auth));
  bindRoute(app, contracts.listClaimTypes, ({ auth, body }) => service.types(auth, body));
  bindRoute(app, contracts.listClaimTypeOptions, ({ auth }) => service.typeOptions(auth));
  bindRoute(app, contracts.listClaimPayCategories, ({ auth }) => service.payCategories(auth));
  bindRoute(app, contracts.createClaimType, ({ auth, actor, body }) => service.createType(auth, actor, body));
  bindRoute(app, contracts.updateClaimType, ({ auth, actor, body }) => service.updateType(auth, actor, body));
  bindRoute(app, contracts.deleteClaimType, async ({ auth, actor, params }) => {
    await service.removeType(auth, actor, params.id);
    return { ok: true as const };
  });
  bindRoute(app, contracts.listClaims, ({ auth, body }) => service.table(auth, body));
  bindRoute(app, contracts.getClaimBalance, ({ auth, body }) => service.balance(auth, body));
  bindRoute(app, contracts.uploadClaimReceipt, async ({ auth, body, reply }) => {
    reply.code(201);
    return service.upload(auth, body.data);
  });
  bindRoute(app, contracts.createClaim, ({ auth, actor, body }) => service.create(auth, actor, body));
  bindRoute(app, contracts.cancelClaim, ({ auth, actor, params, body }) => service.cancel(auth, actor, params.id, body.version));
  bindFileRoute(app, contracts.getClaimReceipt, ({ auth, params }) => service.receipt(auth, params.id, params.index));
  bindRoute(app, contracts.listClaimApprovals, ({ auth }) => service.approvals(auth));
}
