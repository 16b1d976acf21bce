import { auditActionKey, type AuditFilter, type ExportFormat, type TableRequest } from '@tenaga/contracts';
import type { Queryable, TenantRunner } from '../../db/tenant.ts';
import type { Translate } from '../../lib/i18n.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { JobRunner } from '../../plugins/jobs.ts';
import { pageOf } from '../../lib/table.ts';
import { accounts } from '../users/index.ts';
import * as repo from './audit.repository.ts';
import { AUDIT_EXPORT_JOB, type AuditExportPayload } from './audit.jobs.ts';
import { humanize } from './audit.describe.ts';
import { readableEntries } from './audit.rules.ts';
import { readerOf } from './audit.reader.ts';

export function createAuditService(deps: { tenant: TenantRunner; translate: Translate; jobs: Pick<JobRunner, 'enqueue'> }) {
  const { tenant, translate } = deps;
  const readable = async (tx: Queryable, auth: RequestAuth, rows: readonly repo.AuditRow[]) =>
    readableEntries(tx, { reader: await readerOf(tx, auth), translate, rows });
  return {
    async table(auth: RequestAuth, request: TableRequest & { filter: AuditFilter }) {
      return tenant(auth.companyId, async (tx) => {
        const where = repo.auditConditions(auth.companyId, request.filter, request.search.value);
        // The trail only reads newest first, or oldest first when the time column is sorted so.
        const ascending = request.order[0]?.dir === 'asc' && request.columns[request.order[0].column]?.data === 'at';
        const rows = await repo.auditPage(tx, where, { ...pageOf(request), ascending });
        const total = await repo.auditCount(tx, repo.auditConditions(auth.companyId, {}));
        const filtered = await repo.auditCount(tx, where);
        return { data: await readable(tx, auth, rows), recordsTotal: total, recordsFiltered: filtered };
      });
    },

    async employeeHistory(auth: RequestAuth, query: { employeeId: string; start: number; length: number }) {
      return tenant(auth.companyId, async (tx) => {
        const accountIds = await accounts.accountIdsOfEmployee(tx, auth.companyId, query.employeeId);
        const where = repo.employeeConditions(auth.companyId, { employeeId: query.employeeId, accountIds });
        const rows = await repo.auditPage(tx, where, { limit: query.length, offset: query.start });
        const total = await repo.auditCount(tx, where);
        return { data: await readable(tx, auth, rows), recordsTotal: total, recordsFiltered: total };
      });
    },

    /** The actions in the company's trail with their labels, in the caller's language, sorted by label. */
    async actions(auth: RequestAuth): Promise<{ value: string; label: string }[]> {
      const actions = await tenant(auth.companyId, (tx) => repo.actionsInUse(tx, auth.companyId));
      return actions
        .map((action) => {
          const key = auditActionKey(action);
          const label = translate(auth.language, key);
          return { value: action, label: label === key ? humanize(action.replace(/^client:/, '')) : label };
        })
        .sort((a, b) => a.label.localeCompare(b.label, auth.language));
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
