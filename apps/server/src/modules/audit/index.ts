export { createAuditService, type AuditService } from './audit.service.ts';
export { registerAuditRoutes } from './audit.routes.ts';
export { auditExportJob } from './audit.jobs.ts';
