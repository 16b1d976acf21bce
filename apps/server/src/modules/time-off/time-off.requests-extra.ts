import type { LeaveRequest, LeaveRequestHistory, OverrideLeaveRequestBody } from '@tenaga/contracts';
import type { TenantRunner } from '../../db/tenant.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/audit.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { ModuleServices } from '../../platform/module.ts';
import * as repo from './time-off.repository.ts';
import { checkAttachment } from './time-off.request-rules.ts';
import type { TimeOffService } from './time-off.service.ts';
import { timeOffReach } from './time-off.reach.ts';

export interface LeaveRequestsExtraDeps {
  tenant: TenantRunner;
  access: Pick<ModuleServices['access'], 'accessOf'>;
  files: Pick<ModuleServices['files'], 'store' | 'read'>;
  approvals: Pick<ModuleServices['approvals'], 'historyOf'>;
  timeOff: Pick<TimeOffService, 'create'>;
}

const EXTENSIONS = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' } as const;

/** A request's attachment (upload, then read by whoever reaches the request), its history and HR's override of its rules. */
export function createLeaveRequestsExtra(deps: LeaveRequestsExtraDeps) {
  const { tenant } = deps;

  const reachOf = (auth: RequestAuth) => timeOffReach(deps.access, auth);

  return {
    /**
     * Keeps the attachment of a request about to be sent, for a day: a PDF, PNG or JPEG read from
     * its bytes, at most 2 MB. The request names it by id, which keeps it.
     */
    async upload(auth: RequestAuth, data: string): Promise<{ fileId: string }> {
      const content = Buffer.from(data, 'base64');
      const checked = checkAttachment(content);
      if (!checked.ok) throw new AppError('VALIDATION_FAILED', { fieldErrors: { data: checked.error } });
      const fileId = await tenant(auth.companyId, (tx) =>
        deps.files.store(tx, {
          companyId: auth.companyId,
          createdBy: auth.userId,
          name: `leave-attachment.${EXTENSIONS[checked.contentType]}`,
          contentType: checked.contentType,
          content,
        }),
      );
      return { fileId };
    },

    /** The attachment of a request the caller reaches (their own, their team's, or anyone's for HR); 404 otherwise. */
    async attachment(auth: RequestAuth, requestId: string) {
      const reach = await reachOf(auth);
      if (!reach) throw notFound();
      return tenant(auth.companyId, async (tx) => {
        const row = await repo.findRequest(tx, auth.companyId, requestId, reach);
        const fileId = row?.request.attachmentFileId;
        if (!fileId) throw notFound();
        const file = await deps.files.read(tx, { companyId: auth.companyId, fileId });
        if (!file) throw notFound();
        return file;
      });
    },

    /** Each time a request the caller reaches went through approval, oldest first; 404 for one they do not reach. */
    async history(auth: RequestAuth, requestId: string): Promise<LeaveRequestHistory[]> {
      const reach = await reachOf(auth);
      if (!reach) throw notFound();
      return tenant(auth.companyId, async (tx) => {
        const row = await repo.findRequest(tx, auth.companyId, requestId, reach);
        if (!row) throw notFound();
        return deps.approvals.historyOf(tx, { companyId: auth.companyId, kind: 'timeOff', subjectId: row.request.id });
      });
    },

    /** HR (reaching every employee) files a request breaking overridable rules, with a reason; nobody else may. */
    async override(auth: RequestAuth, actor: Actor, body: OverrideLeaveRequestBody): Promise<LeaveRequest> {
      const { dataScope } = await deps.access.accessOf(auth);
      if (dataScope !== 'all') throw forbidden();
      return deps.timeOff.create(auth, actor, body.request, { reason: body.overrideReason });
    },
  };
}

export type LeaveRequestsExtra = ReturnType<typeof createLeaveRequestsExtra>;
