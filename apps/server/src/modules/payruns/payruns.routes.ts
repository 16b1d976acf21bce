import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { bindRoute } from '../../plugins/route-binding.ts';
import type { PayrunsService } from './payruns.service.ts';

export function registerPayrunsRoutes(app: FastifyInstance, service: PayrunsService): void {
  bindRoute(app, contracts.startPayrun, async ({ auth, actor, body, reply }) => {
    const started = await service.start(auth, actor, body);
    reply.code(202);
    return started;
  });
  bindRoute(app, contracts.startOffCyclePayrun, async ({ auth, actor, body, reply }) => {
    const started = await service.startOffCycle(auth, actor, body);
    reply.code(202);
    return started;
  });
  bindRoute(app, contracts.listPayruns, ({ auth, body }) => service.table(auth, body));
  bindRoute(app, contracts.getPayrun, ({ auth, params }) => service.get(auth, params.id));
  bindRoute(app, contracts.listPayslips, ({ auth, body }) => service.payslips(auth, body.payrunId, body));
  bindRoute(app, contracts.getPayslip, ({ auth, params }) => service.payslip(auth, params.id, params.employeeId));
  bindRoute(app, contracts.recalculatePayrun, async ({ auth, actor, params, body, reply }) => {
    const started = await service.recalculate(auth, actor, params.id, body);
    reply.code(202);
    return started;
  });
  bindRoute(app, contracts.approvePayrun, ({ auth, actor, params, body }) => service.approve(auth, actor, params.id, body));
  bindRoute(app, contracts.payPayrun, ({ auth, actor, params, body }) => service.pay(auth, actor, params.id, body));
  bindRoute(app, contracts.lockPayrun, ({ auth, actor, params, body }) => service.lock(auth, actor, params.id, body));
}
