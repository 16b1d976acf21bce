import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { bindRoute } from '../../plugins/route-binding.ts';
import type { ResolveService } from './attendance-resolve.service.ts';

export function registerResolveRoutes(app: FastifyInstance, resolve: ResolveService): void {
  bindRoute(app, contracts.listResolveItems, ({ auth, body }) => resolve.table(auth, body));
  bindRoute(app, contracts.getResolveDay, ({ auth, query }) => resolve.day(auth, query));
  bindRoute(app, contracts.resolveDays, ({ auth, actor, body, language }) => resolve.resolve(auth, actor, body, language));
}
