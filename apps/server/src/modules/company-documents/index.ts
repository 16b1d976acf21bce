import { defineModule } from '../../platform/module.ts';
import { registerCompanyDocumentsRoutes } from './company-documents.routes.ts';
import { createCompanyDocumentsService, type CompanyDocumentsService } from './company-documents.service.ts';

export { type CompanyDocumentsService } from './company-documents.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    companyDocuments: CompanyDocumentsService;
  }
}

/** Settings › Document: the company's document templates (contracts, regulations, policies, forms). */
export const companyDocumentsModule = defineModule({
  name: 'company-documents',
  services: {
    companyDocuments: (context) =>
      createCompanyDocumentsService({ tenant: context.tenant, clock: context.clock, files: context.service('files') }),
  },
  routes: (app, context) => registerCompanyDocumentsRoutes(app, context.service('companyDocuments')),
});
