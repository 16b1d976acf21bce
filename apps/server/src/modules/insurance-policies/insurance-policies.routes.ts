import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { bindRoute } from '../../plugins/route-binding.ts';
import type { InsurancePoliciesService } from './insurance-policies.service.ts';

export function registerInsurancePoliciesRoutes(app: FastifyInstance, service: InsurancePoliciesService): void {
  bindRoute(app, contracts.listInsurancePolicies, ({ auth, body }) => service.policyTable(auth, body));
  bindRoute(app, contracts.listInsurancePolicySelections, ({ auth }) => service.policySelections(auth));
  bindRoute(app, contracts.createInsurancePolicy, ({ auth, actor, body }) => service.createPolicy(auth, actor, body));
  bindRoute(app, contracts.updateInsurancePolicy, ({ auth, actor, params, body }) => service.updatePolicy(auth, actor, params.id, body));
  bindRoute(app, contracts.deleteInsurancePolicy, ({ auth, actor, params }) => service.deletePolicy(auth, actor, params.id));
  bindRoute(app, contracts.listInsuranceAssignments, ({ auth, body }) => service.assignmentTable(auth, body));
  bindRoute(app, contracts.assignInsurancePolicy, ({ auth, actor, body }) => service.assign(auth, actor, body));
  bindRoute(app, contracts.updateInsuranceAssignment, ({ auth, actor, params, body }) =>
    service.updateAssignment(auth, actor, params.id, body),
  );
  bindRoute(app, contracts.deleteInsuranceAssignment, ({ auth, actor, params }) => service.removeAssignment(auth, actor, params.id));
  bindRoute(app, contracts.getContributionPreview, ({ auth, params, query }) => service.preview(auth, params.id, query.month));
}
