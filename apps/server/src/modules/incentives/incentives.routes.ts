import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { bindRoute } from '../../plugins/route-binding.ts';
import type { IncentivesService } from './incentives.service.ts';

export function registerIncentivesRoutes(app: FastifyInstance, service: IncentivesService): void {
  bindRoute(app, contracts.listIncentives, ({ auth, body }) => service.table(auth, body));
  bindRoute(app, contracts.listIncentiveSchemeOptions, ({ auth }) => service.options(auth));
  bindRoute(app, contracts.createIncentiveScheme, ({ auth, actor, body }) => service.create(auth, actor, body));
  bindRoute(app, contracts.updateIncentiveScheme, ({ auth, actor, body }) => service.update(auth, actor, body));
  bindRoute(app, contracts.deleteIncentiveScheme, async ({ auth, actor, params }) => {
    await service.remove(auth, actor, params.id);
    return { ok: true as const };
  });
  bindRoute(app, contracts.previewIncentive, ({ body }) => service.preview(body));
  bindRoute(app, contracts.getIncentiveMonth, ({ auth, params, query }) => service.month(auth, params.id, query.period));
  bindRoute(app, contracts.saveIncentiveMonth, ({ auth, actor, params, body }) => service.saveMonth(auth, actor, params.id, body));
  bindRoute(app, contracts.deleteIncentiveEntry, async ({ auth, actor, params }) => {
    await service.removeEntry(auth, actor, params.id, params.entryId);
    return { ok: true as const };
  });
}
