import { defineModule } from '../../platform/module.ts';
import { auditExportJob } from './audit.jobs.ts';
import { registerAuditRoutes } from './audit.routes.ts';
import { createAuditService, type AuditService } from './audit.service.ts';

export { type AuditService } from './audit.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    audit: AuditService;
  }
}

/** The audit trail: reading it, one employee's history, and its export. */
export const auditModule = defineModule({
  name: 'audit',
  services: {
    audit: (context) => createAuditService({ tenant: context.tenant, jobs: context.jobs }),
  },
  routes: (app, context) => registerAuditRoutes(app, context.service('audit')),
  jobs: (context) => [auditExportJob({ translate: context.translate, files: context.service('files') })],
});
