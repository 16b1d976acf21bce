import { NOTIFICATION_TYPES } from '@tenaga/contracts';
import type { Transaction } from '../../db/tenant.ts';
import type { NotificationKind, NotificationsService } from '../notifications/index.ts';

// Every notification the approval engine sends is built here, in the caller's transaction.

export type Notify = Pick<NotificationsService, 'notify'>;

export interface NotifiedRequest {
  readonly companyId: string;
  readonly id: string;
  readonly kind: string;
  readonly requestedBy: string;
  readonly employeeName: string;
  /** Where its requester follows it, when its kind says (ApprovalKindDefinition.requesterPath). */
  readonly requesterPath?: string;
}

/** The kinds a user chooses channels for: a request that waits for them, and the outcome of their own. */
export const APPROVAL_NOTIFICATION_KINDS = [
  {
    kind: 'approvalRequest',
    labelKey: 'approvals:notificationKinds.request',
    descriptionKey: 'approvals:notificationKinds.requestHelp',
    inApp: true,
    email: true,
  },
  {
    kind: 'approvalOutcome',
    labelKey: 'approvals:notificationKinds.outcome',
    descriptionKey: 'approvals:notificationKinds.outcomeHelp',
    inApp: true,
    email: false,
  },
] as const satisfies readonly NotificationKind[];

const pathOf = (request: NotifiedRequest) => `/approvals/requests/${request.id}`;

/** A request reached these approvers: it waits for their decision. */
export async function notifyWaiting(
  tx: Transaction,
  notifications: Notify,
  request: NotifiedRequest,
  userIds: readonly string[],
  now: Date,
) {
  for (const userId of new Set(userIds)) {
    await notifications.notify(tx, {
      companyId: request.companyId,
      userId,
      kind: 'approvalRequest',
      type: NOTIFICATION_TYPES.pending,
      titleKey: 'approvals:notification.waitingTitle',
      bodyKey: 'approvals:notification.waitingBody',
      values: { employee: request.employeeName },
      path: pathOf(request),
      now,
    });
  }
}

const OUTCOME_TYPES = {
  approved: NOTIFICATION_TYPES.approved,
  rejected: NOTIFICATION_TYPES.rejected,
  cancelled: NOTIFICATION_TYPES.canceled,
  changed: NOTIFICATION_TYPES.changed,
} as const;

/** The requester learns what became of their request. */
export async function notifyOutcome(
  tx: Transaction,
  notifications: Notify,
  request: NotifiedRequest,
  outcome: keyof typeof OUTCOME_TYPES,
  now: Date,
) {
  await notifications.notify(tx, {
    companyId: request.companyId,
    userId: request.requestedBy,
    kind: 'approvalOutcome',
    type: OUTCOME_TYPES[outcome],
    titleKey: `approvals:notification.${outcome}Title`,
    bodyKey: `approvals:notification.${outcome}Body`,
    values: { employee: request.employeeName },
    path: request.requesterPath ?? pathOf(request),
    now,
  });
}

/**
 * A decided (approved) request's record changed and goes through approval again: those who
 * approved it and its requester learn it (type changed), except whoever changed it.
 */
export async function notifyReopened(
  tx: Transaction,
  notifications: Notify,
  request: NotifiedRequest,
  input: { approverIds: readonly string[]; changedBy: string; now: Date },
) {
  const told = new Set([...input.approverIds, request.requestedBy]);
  told.delete(input.changedBy);
  for (const userId of told) {
    await notifications.notify(tx, {
      companyId: request.companyId,
      userId,
      kind: 'approvalOutcome',
      type: OUTCOME_TYPES.changed,
      titleKey: 'approvals:notification.changedTitle',
      bodyKey: 'approvals:notification.changedBody',
      values: { employee: request.employeeName },
      path: userId === request.requestedBy ? (request.requesterPath ?? pathOf(request)) : pathOf(request),
      now: input.now,
    });
  }
}
