import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { bindFileRoute, bindRoute } from '../../plugins/route-binding.ts';
import type { EmploymentTermsService } from './employment-terms.service.ts';

export function registerEmploymentTermsRoutes(app: FastifyInstance, terms: EmploymentTermsService): void {
  bindRoute(app, contracts.getEmploymentContract, ({ auth, params }) => terms.contract(auth, params.id));
  bindRoute(app, contracts.saveEmploymentContract, ({ auth, actor, body }) => terms.saveContract(auth, actor, body));
  bindRoute(app, contracts.renewEmploymentContract, ({ auth, actor, body }) => terms.renewContract(auth, actor, body));
  bindRoute(app, contracts.uploadContractDocument, ({ auth, actor, params, body }) =>
    terms.uploadDocument(auth, actor, { employeeId: params.id, termId: params.termId, ...body }),
  );
  bindFileRoute(app, contracts.downloadContractDocument, ({ auth, params }) =>
    terms.document(auth, { employeeId: params.id, termId: params.termId }),
  );
  bindRoute(app, contracts.getKetsSetting, ({ auth }) => terms.setting(auth));
  bindRoute(app, contracts.saveKetsSetting, ({ auth, actor, body }) => terms.saveSetting(auth, actor, body));
  bindRoute(app, contracts.getEmployeeKets, ({ auth, params }) => terms.kets(auth, params.id));
  bindRoute(app, contracts.issueEmployeeKets, ({ auth, actor, body }) => terms.issueKets(auth, actor, body));
  bindFileRoute(app, contracts.downloadEmployeeKets, ({ auth, params }) =>
    terms.ketsPdf(auth, { employeeId: params.id, issueId: params.issueId }),
  );
}
