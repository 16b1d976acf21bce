import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { bindRoute } from '../../plugins/route-binding.ts';
import { previewFormula } from './payment-formulas.preview.ts';
import type { PreviewReads } from './payment-formulas.reads.ts';
import type { PaymentFormulasService } from './payment-formulas.service.ts';

export function registerPaymentFormulasRoutes(app: FastifyInstance, service: PaymentFormulasService, reads: PreviewReads): void {
  const ok = { ok: true as const };
  bindRoute(app, contracts.listPaymentFormulas, ({ auth }) => service.list(auth));
  bindRoute(app, contracts.getPaymentFormula, ({ auth, params }) => service.detail(auth, params.id));
  bindRoute(app, contracts.getPaymentFormulaVersion, ({ auth, params }) => service.versionOf(auth, params.id, params.number));
  bindRoute(app, contracts.getPaymentFormulaUsage, ({ auth, params }) => service.usage(auth, params.id));
  bindRoute(app, contracts.listFormulaTemplates, async () => service.templates());
  bindRoute(app, contracts.listFormulaVariables, ({ auth }) => service.variables(auth));
  bindRoute(app, contracts.checkPaymentFormula, ({ auth, body }) => service.check(auth, body.source));
  bindRoute(app, contracts.previewPaymentFormula, ({ auth, body }) => previewFormula(service, reads, auth, body));
  bindRoute(app, contracts.createPaymentFormula, ({ auth, actor, body }) => service.create(auth, actor, body));
  bindRoute(app, contracts.updatePaymentFormula, ({ auth, actor, body }) => service.update(auth, actor, body));
  bindRoute(app, contracts.restorePaymentFormulaVersion, ({ auth, actor, body }) => service.restore(auth, actor, body));
  bindRoute(app, contracts.deletePaymentFormula, async ({ auth, actor, params }) => {
    await service.remove(auth, actor, params.id);
    return ok;
  });
  bindRoute(app, contracts.listFormulaOptions, ({ auth }) => service.options(auth));
  bindRoute(app, contracts.listFormulaAssignments, ({ auth, body }) => service.assignments(auth, body));
  bindRoute(app, contracts.assignPaymentFormula, ({ auth, actor, body }) => service.assign(auth, actor, body));
  bindRoute(app, contracts.deleteFormulaAssignment, async ({ auth, actor, params }) => {
    await service.unassign(auth, actor, params.id);
    return ok;
  });
  bindRoute(app, contracts.listPaymentRates, ({ auth }) => service.rates(auth));
  bindRoute(app, contracts.createPaymentRate, ({ auth, actor, body }) => service.createRate(auth, actor, body));
  bindRoute(app, contracts.updatePaymentRate, ({ auth, actor, body }) => service.updateRate(auth, actor, body));
  bindRoute(app, contracts.deletePaymentRate, async ({ auth, actor, params }) => {
    await service.removeRate(auth, actor, params.id);
    return ok;
  });
}
