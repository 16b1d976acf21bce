import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { bindRoute } from '../../plugins/route-binding.ts';
import type { ClaimsService } from './claims.service.ts';

export function registerClaimsRoutes(app: FastifyInstance, service: ClaimsService): void {
  bindRoute(app, contracts.listClaims, ({ auth, body }) => service.table(auth, body));
  bindRoute(app, contracts.createClaim, ({ auth, actor, body }) => service.create(auth, actor, body));
  bindRoute(app, contracts.updateClaim, ({ auth, actor, body }) => service.update(auth, actor, body));
  bindRoute(app, contracts.deleteClaim, async ({ auth, actor, params }) => {
    await service.remove(auth, actor, params.id);
    return { ok: true as const };
  });
}
