import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { bindRoute } from '../../plugins/route-binding.ts';
import type { OutboxService } from './outbox.service.ts';

export function registerOutboxRoutes(app: FastifyInstance, outbox: OutboxService): void {
  bindRoute(app, contracts.listOutbox, ({ auth, body }) => outbox.table(auth.companyId, body));
  bindRoute(app, contracts.getOutboxMail, ({ auth, params }) => outbox.get(auth.companyId, params.id));
}
