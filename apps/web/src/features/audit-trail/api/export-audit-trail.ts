import { useMutation } from '@tanstack/react-query';
import { exportAuditTrail, type AuditFilter, type ExportFormat } from '@tenaga/contracts';
import { callApi } from '../../../lib/api-client.ts';

export const startAuditTrailExport = (input: { readonly filter: AuditFilter; readonly format: ExportFormat }) => callApi(exportAuditTrail, { body: input });

/** Starts an export job; its progress and file are followed by id (components/job-progress). */
export function useExportAuditTrail() {
  return useMutation({ mutationFn: startAuditTrailExport });
}
