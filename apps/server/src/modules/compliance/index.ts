import { getCompliance } from '@tenaga/contracts/modules/compliance.contracts';
import { defineModule } from '../../platform/module.ts';
import { bindRoute } from '../../plugins/route-binding.ts';
import { createComplianceService, type ComplianceService } from './compliance.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    compliance: ComplianceService;
  }
}

/** Settings › Compliance: per country, the registrations, paying account and documents still missing. */
export const complianceModule = defineModule({
  name: 'compliance',
  services: {
    compliance: (context) =>
      createComplianceService({
        tenant: context.tenant,
        registrations: context.service('companyRegistrations'),
        banks: context.service('companyBanks'),
        documents: context.service('companyDocuments'),
      }),
  },
  routes: (app, context) => {
    const compliance = context.service('compliance');
    bindRoute(app, getCompliance, ({ auth }) => compliance.overview(auth.companyId));
  },
});
