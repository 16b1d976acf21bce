import type { ApprovalKind } from '@tenaga/contracts';
import type { Transaction } from '../../db/tenant.ts';
import type { Actor } from '../../lib/audit.ts';

/** The request as the module owning its kind sees it in a hook. */
export interface DecidedRequest {
  readonly companyId: string;
  readonly id: string;
  readonly kind: ApprovalKind;
  readonly subjectId: string;
  readonly employeeId: string;
  /** Who made the deciding step (the last approver, or the one who rejected): the owner's audit entry names them. */
  readonly decidedBy: Actor;
  /** The deciding approver's comment (a rejection's reason), or null. */
  readonly comment: string | null;
}

/**
 * A kind of request, contributed (`approvalKinds`) by the module that owns its records: time off,
 * overtime, claims. The kind itself is listed in APPROVAL_KINDS (contracts) so Settings can assign
 * it before its module exists; registering attaches the owner's hooks.
 */
export interface ApprovalKindDefinition {
  readonly kind: ApprovalKind;
  /** i18n key of its label ('approvals:kind.<kind>' for the known kinds). */
  readonly labelKey: string;
  /**
   * Where the requester follows a request of this kind, when not on the request's own page (which
   * needs the Approvals menu): the outcome notifications link there.
   */
  requesterPath?(request: { readonly id: string; readonly subjectId: string; readonly employeeId: string }): string;
  /** The request was finally approved or rejected, in the deciding transaction: the owner updates its record. */
  onDecided?(tx: Transaction, request: DecidedRequest, outcome: 'approved' | 'rejected'): Promise<void>;
  /**
   * The stored files a request carries (a medical certificate, receipts): whoever may see the
   * request opens them from it, its approvers included.
   */
  documents?(tx: Transaction, request: { readonly companyId: string; readonly subjectId: string }): Promise<readonly string[]>;
}
