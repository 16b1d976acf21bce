import type { JobDefinition } from '../../plugins/jobs.ts';
import type { ApprovalsService } from './approvals.service.ts';

export const APPROVAL_ESCALATION_JOB = 'approval-escalation';
/**
 * The company's local hour the escalation runs each day: before the working day starts, so an
 * approver finds what was escalated to them in the morning.
 */
export const APPROVAL_ESCALATION_HOUR = 6;

/**
 * Moves on the company's requests whose level waited past its escalation days (by the app's
 * clock). Queued per company every day by the job runner's schedule; running it again at once
 * finds nothing more to do.
 */
export function approvalEscalationJob(approvals: Pick<ApprovalsService, 'escalateDue'>): JobDefinition<Record<string, never>> {
  return {
    type: APPROVAL_ESCALATION_JOB,
    maxAttempts: 3,
    schedule: { dailyAtHour: APPROVAL_ESCALATION_HOUR },
    async run({ companyId }) {
      return { escalated: await approvals.escalateDue(companyId) };
    },
  };
}
