import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { bindRoute } from '../../plugins/route-binding.ts';
import type { __Pascal__Service } from './__kebab__.service.ts';

export function register__Pascal__Routes(app: FastifyInstance, service: __Pascal__Service): void {
  bindRoute(app, contracts.list__Pascal__, ({ auth, body }) => service.table(auth, body));
  bindRoute(app, contracts.create__ItemPascal__, ({ auth, actor, body }) => service.create(auth, actor, body));
  bindRoute(app, contracts.update__ItemPascal__, ({ auth, actor, body }) => service.update(auth, actor, body));
  bindRoute(app, contracts.delete__ItemPascal__, async ({ auth, actor, params }) => {
    await service.remove(auth, actor, params.id);
    return { ok: true as const };
  });
}
