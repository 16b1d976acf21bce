import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { bindRoute } from '../../plugins/route-binding.ts';
import type { LoansService } from './loans.service.ts';

export function registerLoansRoutes(app: FastifyInstance, service: LoansService): void {
  bindRoute(app, contracts.listLoans, ({ auth, body }) => service.table(auth, body));
  bindRoute(app, contracts.getLoan, ({ auth, params }) => service.get(auth, params.id));
  bindRoute(app, contracts.getLoanBalance, ({ auth, params, query }) => service.balanceAt(auth, params.id, query.date));
  bindRoute(app, contracts.createLoan, ({ auth, actor, body }) => service.create(auth, actor, body));
  bindRoute(app, contracts.recordLoanRepayment, ({ auth, actor, params, body }) => service.repay(auth, actor, params.id, body));
  bindRoute(app, contracts.settleLoan, ({ auth, actor, params, body }) => service.settle(auth, actor, params.id, body));
  bindRoute(app, contracts.pauseLoan, ({ auth, actor, params, body }) => service.pause(auth, actor, params.id, body));
  bindRoute(app, contracts.resumeLoan, ({ auth, actor, params, body }) => service.resume(auth, actor, params.id, body));
  bindRoute(app, contracts.deleteLoan, async ({ auth, actor, params }) => {
    await service.remove(auth, actor, params.id);
    return { ok: true as const };
  });
}
