import type { AuditFilter, ExportFormat, TableRequest } from '@tenaga/contracts';
import type { TenantRunner } from '../../db/tenant.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { JobRunner } from '../../plugins/jobs.ts';
import { pageOf } from '../../lib/table.ts';
import { accounts } from '../users/index.ts';
import * as repo from './audit.repository.ts';
import { AUDIT_EXPORT_JOB, type AuditExportPayload } from './audit.jobs.ts';
import { toAuditEntry } from './audit.rules.ts';

export function createAuditService(deps: { tenant: TenantRunner; jobs: Pick<JobRunner, 'enqueue'> }) {
  const { tenant } = deps;
  return {
    async table(auth: RequestAuth, request: TableRequest & { filter: AuditFilter }) {
      return tenant(auth.companyId, async (tx) => {
        const where = repo.auditConditions(auth.companyId, request.filter, request.search.value);
        // The trail only reads newest first, or oldest first when the time column is sorted so.
        const ascending = request.order[0]?.dir === 'asc' && request.columns[request.order[0].column]?.data === 'at';
        const rows = await repo.auditPage(tx, where, { ...pageOf(request), ascending });
        const total = await repo.auditCount(tx, repo.auditConditions(auth.companyId, {}));
        const filtered = await repo.auditCount(tx, where);
        return { data: rows.map(toAuditEntry), recordsTotal: total, recordsFiltered: filtered };
      });
    },

    async employeeHistory(auth: RequestAuth, query: { employeeId: string; start: number; length: number }) {
      return tenant(auth.companyId, async (tx) => {
        const accountIds = await accounts.accountIdsOfEmployee(tx, auth.companyId, query.employeeId);
        const where = repo.employeeConditions(auth.companyId, { employeeId: query.employeeId, accountIds });
        const rows = await repo.auditPage(tx, where, { limit: query.length, offset: query.start });
        const total = await repo.auditCount(tx, where);
        return { data: rows.map(toAuditEntry), recordsTotal: total, recordsFiltered: total };
      });
    },

    /** Queues the export; the same filter asked twice while it runs is one job. */
    async startExport(auth: RequestAuth, input: { filter: AuditFilter; format: ExportFormat }): Promise<{ jobId: string }> {
      const payload: AuditExportPayload = { ...input, userId: auth.userId, language: auth.language };
      const jobId = await tenant(auth.companyId, (tx) =>
        deps.jobs.enqueue(tx, {
          companyId: auth.companyId,
          type: AUDIT_EXPORT_JOB,
          payload,
          createdBy: auth.userId,
          dedupeKey: `audit-export:${auth.userId}:${JSON.stringify(input)}`,
        }),
      );
      return { jobId };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
