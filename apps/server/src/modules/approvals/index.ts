import { and, eq, inArray } from 'drizzle-orm';
import { approvalRequests, approvalWorkflows } from '../../db/schema/index.ts';
import { namesFromTable, type AuditVocabulary } from '../../lib/audit.ts';
import { defineModule } from '../../platform/module.ts';
import { employeeNames } from '../employees/index.ts';
import type { ApprovalKindDefinition } from './approval-kind.ts';
import { approvalEscalationJob } from './approvals.jobs.ts';
import { APPROVAL_NOTIFICATION_KINDS } from './approvals.notifications.ts';
import { registerApprovalsRoutes } from './approvals.routes.ts';
import { createApprovalsService, type ApprovalsService } from './approvals.service.ts';

export type { ApprovalKindDefinition, DecidedRequest } from './approval-kind.ts';
export type { SubmitInput } from './approvals.engine.ts';
export { APPROVAL_ESCALATION_HOUR, APPROVAL_ESCALATION_JOB } from './approvals.jobs.ts';
export type { ApprovalsService } from './approvals.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    approvals: ApprovalsService;
  }
  interface ModuleRegistries {
    /** Kinds of request routed through approval workflows, each registered by the module owning its records. */
    approvalKinds: ApprovalKindDefinition;
  }
}

/**
 * Approval workflows and the requests routed through them: other modules submit, cancel or change
 * requests in their own transactions (`context.service('approvals')`), approvers decide on the
 * Approvals page, and each step notifies the next approvers or the requester.
 */
const APPROVAL_REFERENCES = {
  employeeId: 'employee',
  workflowId: 'approval-workflow',
  departmentIds: 'department',
  userId: 'user',
  delegateUserId: 'user',
  requestedBy: 'user',
  onBehalfOf: 'user',
  approverIds: 'user',
  waitingOn: 'user',
};
const APPROVAL_CODES = { kind: 'approvals:kind.', status: 'approvals:status.' };

/** A request reads as the employee it is for ("approval request Budi Santoso"). */
const requestNames: AuditVocabulary['names'] = async (db, companyId, ids) => {
  const rows = await db
    .select({ id: approvalRequests.id, employeeId: approvalRequests.employeeId })
    .from(approvalRequests)
    .where(and(eq(approvalRequests.companyId, companyId), inArray(approvalRequests.id, [...ids])));
  const names = await employeeNames(
    db,
    companyId,
    rows.map((row) => row.employeeId),
  );
  return new Map(rows.filter((row) => names.has(row.employeeId)).map((row) => [row.id, names.get(row.employeeId)!]));
};

export const approvalsModule = defineModule({
  name: 'approvals',
  auditVocabulary: [
    {
      entity: 'approval-request',
      names: requestNames,
      references: APPROVAL_REFERENCES,
      codes: APPROVAL_CODES,
      fieldLabels: ['approvals:columns.'],
    },
    { entity: 'approval-workflow', names: namesFromTable(approvalWorkflows, approvalWorkflows.name), references: APPROVAL_REFERENCES },
    { entity: 'approval-assignment', references: APPROVAL_REFERENCES, codes: APPROVAL_CODES },
    { entity: 'approval-delegation', references: APPROVAL_REFERENCES },
  ],
  services: {
    approvals: (context) =>
      createApprovalsService({
        tenant: context.tenant,
        clock: context.clock,
        access: context.service('access'),
        notifications: context.service('notifications'),
        kinds: context.registry('approvalKinds'),
        employees: context.service('employees'),
        files: context.service('files'),
      }),
  },
  routes: (app, context) => registerApprovalsRoutes(app, context.service('approvals')),
  notificationKinds: APPROVAL_NOTIFICATION_KINDS,
  jobs: (context) => [approvalEscalationJob(context.service('approvals'))],
});
