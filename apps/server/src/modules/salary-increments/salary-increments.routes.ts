import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { bindRoute } from '../../plugins/route-binding.ts';
import type { SalaryIncrementsService } from './salary-increments.service.ts';

export function registerSalaryIncrementsRoutes(app: FastifyInstance, service: SalaryIncrementsService): void {
  bindRoute(app, contracts.listSalaryIncrements, ({ auth, body }) => service.table(auth, body));
  bindRoute(app, contracts.listEmployeeSalaryIncrements, ({ auth, params }) => service.ofEmployee(auth, params.id));
  bindRoute(app, contracts.createSalaryIncrement, ({ auth, actor, body }) => service.create(auth, actor, body));
  bindRoute(app, contracts.updateSalaryIncrement, ({ auth, actor, params, body }) => service.update(auth, actor, params.incrementId, body));
  bindRoute(app, contracts.deleteSalaryIncrement, async ({ auth, actor, params }) => {
    await service.remove(auth, actor, params.incrementId);
    return { ok: true as const };
  });
  bindRoute(app, contracts.previewBulkIncrement, ({ auth, body }) => service.previewBulk(auth, body));
  bindRoute(app, contracts.applyBulkIncrement, ({ auth, actor, body }) => service.applyBulk(auth, actor, body));
}
