import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { bindFileRoute, bindRoute } from '../../plugins/route-binding.ts';
import type { PayslipsService } from './payslips.service.ts';

export function registerPayslipsRoutes(app: FastifyInstance, service: PayslipsService): void {
  bindRoute(app, contracts.getPayslipSetting, ({ auth }) => service.setting(auth));
  bindRoute(app, contracts.savePayslipSetting, ({ actor, body }) => service.saveSetting(actor, body));
  bindRoute(app, contracts.getPayslipTemplate, ({ auth }) => service.template(auth));
  bindRoute(app, contracts.savePayslipTemplate, ({ actor, body }) => service.saveTemplate(actor, body));
  bindRoute(app, contracts.listEmployeePayslips, ({ auth, params }) => service.employeePayslips(auth, params.id));
  bindFileRoute(app, contracts.downloadEmployeePayslip, ({ auth, params }) =>
    service.employeePayslipPdf(auth, { employeeId: params.id, payrunId: params.payrunId }),
  );
  bindRoute(app, contracts.startPayrunPayslipsFile, async ({ auth, params, reply }) => {
    const started = await service.startRunFile(auth, params.id);
    reply.code(202);
    return started;
  });
  bindRoute(app, contracts.emailPayrunPayslips, async ({ actor, auth, params, body, reply }) => {
    const started = await service.startEmail(actor, auth, { payrunId: params.id, again: body.again });
    reply.code(202);
    return started;
  });
}
