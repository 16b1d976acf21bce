import { exportAuditTrail, type AuditFilter, type ExportFormat } from '@tenaga/contracts/modules/audit.contracts';
import { callApi } from '../../../lib/api-client.ts';

/** Starts an export job; its progress and file are followed by id (components/export-menu). */
export const startAuditTrailExport = (input: { readonly filter: AuditFilter; readonly format: ExportFormat }) =>
  callApi(exportAuditTrail, { body: input });
