import Decimal from 'decimal.js';
import type {
  CreatePayItemRequestBody,
  PayItemKind,
  PayItemPolicy,
  PayItemRecurrence,
  PayItemRequest,
  PayItemRequestAccess,
  PayItemRequestStatus,
  PayItemRequestTableBody,
  UpdatePayItemRequestBody,
} from '@tenaga/contracts';
import type { TenantRunner, Transaction } from '../../db/tenant.ts';
import { AppError, forbidden, notFound, versionConflict } from '../../lib/app-error.ts';
import { changedFields, writeAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { AccessService } from '../access/index.ts';
import type { ApprovalsService, DecidedRequest } from '../approvals/index.ts';
import type { FilesService } from '../files/index.ts';
import * as repo from './pay-items.repository.ts';
import * as requests from './pay-items.requests.repository.ts';
import { ATTACHMENT_EXTENSIONS, checkAttachment, overlaps } from './pay-items.rules.ts';
import type { PayItemsService } from './pay-items.service.ts';

export const PAY_ITEM_REQUEST_APPROVAL = 'exemptionRequest' as const;
const ENTITY = 'pay-item-request';

export interface PayItemRequestsDeps {
  tenant: TenantRunner;
  clock: Clock;
  access: Pick<AccessService, 'accessOf'>;
  approvals: Pick<ApprovalsService, 'submit' | 'change' | 'cancel' | 'list' | 'get'>;
  files: Pick<FilesService, 'store' | 'claim' | 'read'>;
  /** HR's assignment, made in the deciding transaction when a request is approved. */
  payItems: Pick<PayItemsService, 'assignIn' | 'requestablePolicies'>;
}

const toRequest = (row: requests.RequestListRow): PayItemRequest => ({
  id: row.request.id,
  employeeId: row.request.employeeId,
  employeeName: row.employeeName,
  employmentNumber: row.employmentNumber,
  policyId: row.request.policyId,
  policyName: row.policyName,
  kind: row.kind as PayItemKind,
  recurrence: row.recurrence as PayItemRecurrence,
  amount: row.request.amount,
  effectiveFrom: row.request.effectiveFrom,
  reason: row.request.reason,
  hasAttachment: row.request.attachmentFileId !== null,
  status: row.request.status as PayItemRequestStatus,
  approvalRequestId: row.request.approvalRequestId,
  assignmentId: row.request.assignmentId,
  createdAt: row.request.createdAt.getTime(),
  updatedAt: row.request.updatedAt.getTime(),
  version: row.request.version,
});

const requestAudit = (row: requests.RequestRow) => ({
  employeeId: row.employeeId,
  policyId: row.policyId,
  amount: row.amount,
  effectiveFrom: row.effectiveFrom,
  reason: row.reason,
  attachment: row.attachmentFileId !== null,
  status: row.status,
});

/**
 * What the approver reads on the Approvals page, as given: 'Transport allowance · 2026-12-01 · 150.00'
 * (a one-off: its month). Stored as jsonb, whose keys come back shortest first: the keys keep that order.
 */
const summaryOf = (policy: repo.PolicyRow, body: { effectiveFrom: string; amount: string }) => ({
  item: policy.name,
  when: policy.recurrence === 'oneOff' ? body.effectiveFrom.slice(0, 7) : body.effectiveFrom,
  amount: new Decimal(body.amount).toFixed(2),
});

/**
 * Employees' requests of pay items (spec: payments/exemptions request, request update, approve
 * tables): a policy the company made requestable, for oneself, through the approval workflow for
 * exemption requests. Approval assigns it as HR's assignment does (same rule, same audit, same
 * history), in the deciding transaction; each change writes its audit entry in its transaction.
 */
export function createPayItemRequestsService(deps: PayItemRequestsDeps) {
  const { tenant, clock } = deps;

  async function reachOf(auth: RequestAuth): Promise<repo.Reach | null> {
    const { dataScope } = await deps.access.accessOf(auth);
    if (dataScope === 'all') return { kind: 'all' };
    return auth.employeeId ? { kind: 'self', employeeId: auth.employeeId } : null;
  }

  async function read(tx: Transaction, companyId: string, id: string) {
    const row = await requests.find(tx, companyId, id);
    if (!row) throw notFound();
    return toRequest(row);
  }

  /**
   * The request's checks: a requestable policy; a fixed amount as the policy says unless it lets
   * the requester change it; a recurring policy the employee does not hold on that date. Answers the policy.
   */
  async function check(tx: Transaction, companyId: string, employeeId: string, body: CreatePayItemRequestBody) {
    const [row] = await repo.policiesWhere(tx, companyId, [body.policyId]);
    const policy = row?.policy;
    if (!policy?.requestable) throw new AppError('VALIDATION_FAILED', { fieldErrors: { policyId: 'validation:invalidOption' } });
    if (policy.amount !== null && !policy.requestAmountEditable && !new Decimal(policy.amount).eq(body.amount))
      throw new AppError('VALIDATION_FAILED', { fieldErrors: { amount: 'validation:invalidValue' } });
    // One request at a time per person: the check below sees an assignment made just before.
    const [person] = await repo.lockEmployees(tx, companyId, [employeeId]);
    if (!person) throw forbidden();
    if (policy.recurrence === 'recurring') {
      const held = await repo.recurringOf(tx, companyId, [employeeId]);
      if (held.some((one) => one.policyId === policy.id && overlaps({ recurrence: 'recurring', ...one }, body.effectiveFrom)))
        throw new AppError('PAY_ITEM_ALREADY_ASSIGNED', { values: { employee: person.name, policy: policy.name } });
    }
    return policy;
  }

  async function keepAttachment(tx: Transaction, auth: RequestAuth, fileId: string) {
    const kept = await deps.files.claim(tx, { companyId: auth.companyId, fileId, userId: auth.userId });
    if (!kept || !(['application/pdf', 'image/png', 'image/jpeg'] as string[]).includes(kept.contentType))
      throw new AppError('VALIDATION_FAILED', { fieldErrors: { attachmentFileId: 'validation:leaveAttachmentGone' } });
  }

  /** Approved: the policy is assigned to the employee from the request's date, as HR would assign it. */
  async function approve(tx: Transaction, actor: Actor, row: requests.RequestRow) {
    const people = await repo.lockEmployees(tx, row.companyId, [row.employeeId]);
    const [assignment] = await deps.payItems.assignIn(tx, actor, {
      companyId: row.companyId,
      people,
      effectiveFrom: row.effectiveFrom,
      items: [{ policyId: row.policyId, amount: row.amount, description: row.reason }],
      profileName: null,
    });
    return requests.set(tx, row.companyId, row.id, { status: 'approved', assignmentId: assignment!.id, updatedAt: clock.now() });
  }

  return {
    async access(auth: RequestAuth): Promise<PayItemRequestAccess> {
      return { manages: (await reachOf(auth))?.kind === 'all', requests: auth.employeeId !== null };
    },

    policies: (auth: RequestAuth): Promise<PayItemPolicy[]> => deps.payItems.requestablePolicies(auth),

    async table(auth: RequestAuth, body: PayItemRequestTableBody) {
      const reach = await reachOf(auth);
      const empty = { data: [], recordsTotal: 0, recordsFiltered: 0 };
      if (!reach) return empty;
      if (body.mine && !auth.employeeId) return empty;
      const scoped: repo.Reach = body.mine && auth.employeeId ? { kind: 'self', employeeId: auth.employeeId } : reach;
      return tenant(auth.companyId, async (tx) => {
        const page = await requests.table(tx, auth.companyId, { request: body, reach: scoped });
        return { data: page.rows.map(toRequest), recordsTotal: page.recordsTotal, recordsFiltered: page.recordsFiltered };
      });
    },

    /** Keeps a supporting document of a request about to be sent, for a day; the request names it by id, which keeps it. */
    async upload(auth: RequestAuth, data: string): Promise<{ fileId: string }> {
      const content = Buffer.from(data, 'base64');
      const checked = checkAttachment(content);
      if (!checked.ok) throw new AppError('VALIDATION_FAILED', { fieldErrors: { data: checked.error } });
      const fileId = await tenant(auth.companyId, (tx) =>
        deps.files.store(tx, {
          companyId: auth.companyId,
          createdBy: auth.userId,
          name: `document.${ATTACHMENT_EXTENSIONS[checked.contentType]}`,
          contentType: checked.contentType,
          content,
        }),
      );
      return { fileId };
    },

    /** An employee requests a pay item: sent for approval (assigned at once when no workflow covers exemption requests). */
    async create(auth: RequestAuth, actor: Actor, body: CreatePayItemRequestBody): Promise<PayItemRequest> {
      const employeeId = auth.employeeId;
      if (!employeeId) throw forbidden();
      return tenant(auth.companyId, async (tx) => {
        const policy = await check(tx, auth.companyId, employeeId, body);
        if (body.attachmentFileId) await keepAttachment(tx, auth, body.attachmentFileId);
        const now = clock.now();
        let row = await requests.insert(tx, {
          companyId: auth.companyId,
          employeeId,
          policyId: policy.id,
          amount: body.amount,
          effectiveFrom: body.effectiveFrom,
          reason: body.reason,
          attachmentFileId: body.attachmentFileId,
          status: 'pending',
          createdBy: auth.userId,
          createdAt: now,
          updatedAt: now,
        });
        try {
          const request = await deps.approvals.submit(tx, {
            companyId: auth.companyId,
            kind: PAY_ITEM_REQUEST_APPROVAL,
            subjectId: row.id,
            employeeId,
            requestedBy: auth.userId,
            summary: summaryOf(policy, body),
            now,
          });
          row = await requests.set(tx, auth.companyId, row.id, { approvalRequestId: request.id });
        } catch (error) {
          // Raised before the engine writes anything: without a workflow for these requests, it is assigned at once.
          if (!(error instanceof AppError) || (error.code !== 'NO_WORKFLOW' && error.code !== 'NO_APPROVER')) throw error;
          row = await approve(tx, actor, row);
        }
        await writeAudit(tx, actor, { entity: ENTITY, entityId: row.id, action: 'create', after: requestAudit(row) });
        return read(tx, auth.companyId, row.id);
      });
    },

    /** The employee changes their own pending request: the approval starts again on the new request. */
    async update(auth: RequestAuth, actor: Actor, { id, version, ...body }: UpdatePayItemRequestBody): Promise<PayItemRequest> {
      const employeeId = auth.employeeId;
      return tenant(auth.companyId, async (tx) => {
        const before = await requests.lock(tx, auth.companyId, id);
        if (!before || !employeeId || before.employeeId !== employeeId) throw notFound();
        if (before.status !== 'pending') throw new AppError('PAY_ITEM_REQUEST_NOT_PENDING');
        if (before.version !== version) throw versionConflict();
        const policy = await check(tx, auth.companyId, employeeId, body);
        // A change keeps the document the request has unless another is attached.
        const attachmentFileId = body.attachmentFileId ?? before.attachmentFileId;
        if (attachmentFileId && attachmentFileId !== before.attachmentFileId) await keepAttachment(tx, auth, attachmentFileId);
        const now = clock.now();
        await requests.set(tx, auth.companyId, id, {
          policyId: policy.id,
          amount: body.amount,
          effectiveFrom: body.effectiveFrom,
          reason: body.reason,
          attachmentFileId,
          updatedAt: now,
        });
        const request = await deps.approvals.change(tx, {
          companyId: auth.companyId,
          kind: PAY_ITEM_REQUEST_APPROVAL,
          subjectId: id,
          employeeId,
          requestedBy: auth.userId,
          summary: summaryOf(policy, body),
          now,
        });
        const row = await requests.set(tx, auth.companyId, id, { approvalRequestId: request.id });
        await writeAudit(tx, actor, {
          entity: ENTITY,
          entityId: id,
          action: 'update',
          ...changedFields(requestAudit(before), requestAudit(row)),
        });
        return read(tx, auth.companyId, id);
      });
    },

    /** The employee cancels their own request while it waits for approval; its approval is withdrawn. */
    async cancel(auth: RequestAuth, actor: Actor, id: string, version: number): Promise<PayItemRequest> {
      return tenant(auth.companyId, async (tx) => {
        const row = await requests.lock(tx, auth.companyId, id);
        if (!row || !auth.employeeId || row.employeeId !== auth.employeeId) throw notFound();
        if (row.status !== 'pending') throw new AppError('PAY_ITEM_REQUEST_NOT_PENDING');
        if (row.version !== version) throw versionConflict();
        await deps.approvals.cancel(tx, {
          companyId: auth.companyId,
          kind: PAY_ITEM_REQUEST_APPROVAL,
          subjectId: id,
          userId: auth.userId,
          now: clock.now(),
        });
        const after = await requests.set(tx, auth.companyId, id, { status: 'cancelled', updatedAt: clock.now() });
        await writeAudit(tx, actor, {
          entity: ENTITY,
          entityId: id,
          action: 'cancel',
          before: { status: row.status },
          after: { status: after.status },
        });
        return read(tx, auth.companyId, id);
      });
    },

    /** The supporting document, for the request's employee, HR, and those its approval request involves. */
    async attachment(auth: RequestAuth, id: string) {
      const reach = await reachOf(auth);
      const row = await tenant(auth.companyId, (tx) => requests.find(tx, auth.companyId, id));
      if (!row) throw notFound();
      if (row.request.employeeId !== auth.employeeId && reach?.kind !== 'all') {
        if (!row.request.approvalRequestId) throw notFound();
        await deps.approvals.get(auth, row.request.approvalRequestId);
      }
      const fileId = row.request.attachmentFileId;
      if (!fileId) throw notFound();
      const file = await tenant(auth.companyId, (tx) => deps.files.read(tx, { companyId: auth.companyId, fileId }));
      if (!file) throw notFound();
      return file;
    },

    /** The approve table: the requests whose approval waits for the caller's decision. */
    async approvals(auth: RequestAuth): Promise<PayItemRequest[]> {
      const pending = await deps.approvals.list(auth, { tab: 'pending', kind: PAY_ITEM_REQUEST_APPROVAL, start: 0, length: 200 });
      if (pending.data.length === 0) return [];
      return tenant(auth.companyId, async (tx) =>
        (
          await requests.byApprovalRequests(
            tx,
            auth.companyId,
            pending.data.map((request) => request.id),
          )
        )
          .filter((row) => row.request.status === 'pending')
          .map(toRequest),
      );
    },

    /** The approval workflow decided, in its transaction: approved assigns the item, rejected ends the request. */
    async onDecided(tx: Transaction, decided: DecidedRequest, outcome: 'approved' | 'rejected') {
      const row = await requests.lock(tx, decided.companyId, decided.subjectId);
      if (!row || row.status !== 'pending') return;
      const after =
        outcome === 'approved'
          ? await approve(tx, decided.decidedBy, row)
          : await requests.set(tx, row.companyId, row.id, { status: 'rejected', updatedAt: clock.now() });
      await writeAudit(tx, decided.decidedBy, {
        entity: ENTITY,
        entityId: row.id,
        action: outcome === 'rejected' ? 'reject' : 'approve',
        before: { status: row.status },
        after: { status: after.status },
      });
    },
  };
}

export type PayItemRequestsService = ReturnType<typeof createPayItemRequestsService>;
