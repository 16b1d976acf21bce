import { installAuditVocabulary, type AuditVocabulary } from '../../lib/audit.ts';
import { defineModule } from '../../platform/module.ts';
import { auditExportJob } from './audit.jobs.ts';
import { registerAuditRoutes } from './audit.routes.ts';
import { createAuditService, type AuditService } from './audit.service.ts';

export { type AuditService } from './audit.service.ts';
export { fieldChanges, fieldChangesOf, type FieldChange, type RecordFieldChange } from './audit.field-history.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    audit: AuditService;
  }
  interface ModuleRegistries {
    /** How the audit trail names each kind of record, its fields, codes and the ids it holds (lib/audit.ts). */
    auditVocabulary: AuditVocabulary;
  }
}

/** The audit trail: reading it in words, one employee's history, and its export; the vocabulary registry. */
export const auditModule = defineModule({
  name: 'audit',
  services: {
    audit: (context) => {
      // The writer names records on every module's writes: it gets every module's vocabulary at start.
      installAuditVocabulary(context.registry('auditVocabulary'));
      return createAuditService({ tenant: context.tenant, translate: context.translate, jobs: context.jobs });
    },
  },
  routes: (app, context) => registerAuditRoutes(app, context.service('audit')),
  jobs: (context) => [auditExportJob({ translate: context.translate, files: context.service('files') })],
});
