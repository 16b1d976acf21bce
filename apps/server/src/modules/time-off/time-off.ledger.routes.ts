import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { bindRoute } from '../../plugins/route-binding.ts';
import type { TimeOffLedgerService } from './time-off.ledger.ts';

export function registerTimeOffLedgerRoutes(app: FastifyInstance, service: TimeOffLedgerService): void {
  bindRoute(app, contracts.listLeaveAdjustments, ({ auth, params }) => service.entries(auth, params.id));
  bindRoute(app, contracts.createLeaveAdjustment, ({ auth, actor, params, body }) => service.adjust(auth, actor, params.id, body));
  bindRoute(app, contracts.getEmployeeLeaveLedger, ({ auth, params, query }) =>
    service.ledger(auth, { employeeId: params.id, type: params.type, date: query.date }),
  );
  bindRoute(app, contracts.getLeaveEncashmentOffer, ({ auth, params }) => service.encashmentOffer(auth, params.id));
  bindRoute(app, contracts.encashLeave, ({ auth, actor, params, body }) => service.encash(auth, actor, params.id, body));
}
