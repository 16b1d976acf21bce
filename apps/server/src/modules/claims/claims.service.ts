import type {
  Claim,
  ClaimBalance,
  ClaimBalanceBody,
  ClaimLimitPeriod,
  ClaimPayCategory,
  ClaimStatus,
  ClaimTableRequest,
  ClaimType,
  CreateClaimBody,
  CreateClaimTypeBody,
  PayItemKind,
  TableRequest,
  UpdateClaimTypeBody,
} from '@tenaga/contracts';
import { TableRequestSchema } from '@tenaga/contracts';
import type { TenantRunner, Transaction } from '../../db/tenant.ts';
import { AppError, forbidden, notFound, versionConflict } from '../../lib/app-error.ts';
import { changedFields, writeAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { guardUniqueName, nameTaken } from '../../lib/unique-name.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { AccessService } from '../access/index.ts';
import type { ApprovalsService, DecidedRequest } from '../approvals/index.ts';
import type { FilesService } from '../files/index.ts';
import type { PayItemsService } from '../pay-items/index.ts';
import * as repo from './claims.repository.ts';
import {
  checkReceipt,
  fitsLimit,
  limitPeriodOf,
  RECEIPT_EXTENSIONS,
  remainingAfter,
  remainingOf,
  sumOf,
  tidyClaimType,
} from './claims.rules.ts';

export const CLAIM_APPROVAL = 'claim' as const;
const TYPE_ENTITY = 'claimType';
const CLAIM_ENTITY = 'claim';

export interface ClaimsServiceDeps {
  tenant: TenantRunner;
  clock: Clock;
  access: Pick<AccessService, 'accessOf'>;
  approvals: Pick<ApprovalsService, 'submit' | 'cancel' | 'list' | 'get'>;
  files: Pick<FilesService, 'store' | 'claim' | 'read'>;
  /** The pay item categories (made on a company's first use of pay items). */
  payItems: Pick<PayItemsService, 'categories'>;
}

const toType = (row: repo.ClaimTypeListRow): ClaimType => ({
  id: row.type.id,
  name: row.type.name,
  description: row.type.description,
  payItemCategoryId: row.type.payItemCategoryId,
  payItemCategoryName: row.categoryName,
  limitAmount: row.type.limitAmount,
  limitPeriod: row.type.limitPeriod as ClaimLimitPeriod,
  receiptRequired: row.type.receiptRequired,
  updatedAt: row.type.updatedAt.getTime(),
  version: row.type.version,
});

const typeAudit = (
  row: Pick<repo.ClaimTypeRow, 'name' | 'description' | 'payItemCategoryId' | 'limitAmount' | 'limitPeriod' | 'receiptRequired'>,
) => ({
  name: row.name,
  description: row.description,
  payItemCategoryId: row.payItemCategoryId,
  limitAmount: row.limitAmount,
  limitPeriod: row.limitPeriod,
  receiptRequired: row.receiptRequired,
});

const toClaim = (row: repo.ClaimListRow): Claim => ({
  id: row.claim.id,
  employeeId: row.claim.employeeId,
  employeeName: row.employeeName,
  employmentNumber: row.employmentNumber,
  typeId: row.claim.typeId,
  typeName: row.typeName,
  expenseDate: row.claim.expenseDate,
  amount: row.claim.amount,
  description: row.claim.description,
  receiptCount: row.claim.receiptFileIds.length,
  status: row.claim.status as ClaimStatus,
  approvalRequestId: row.claim.approvalRequestId,
  payrunId: row.claim.payrunId,
  createdAt: row.claim.createdAt.getTime(),
  updatedAt: row.claim.updatedAt.getTime(),
  version: row.claim.version,
});

const claimAudit = (row: repo.ClaimRow) => ({
  employeeId: row.employeeId,
  typeId: row.typeId,
  expenseDate: row.expenseDate,
  amount: row.amount,
  description: row.description,
  receipts: row.receiptFileIds.length,
  status: row.status,
});

/**
 * Claims: policies (HR) and employees' claims through the approval workflow for claims, each change
 * in one transaction with its audit entry. A claim counts against its policy's limit while pending,
 * approved or paid; claims against one policy are counted under its row's lock, so two at once
 * cannot both squeeze under the limit.
 */
export function createClaimsService(deps: ClaimsServiceDeps) {
  const { tenant, clock } = deps;

  async function reachOf(auth: RequestAuth): Promise<repo.ClaimReach | null> {
    const { dataScope } = await deps.access.accessOf(auth);
    if (dataScope === 'all') return { kind: 'all' };
    return auth.employeeId ? { kind: 'self', employeeId: auth.employeeId } : null;
  }

  /** Claim policies are HR's: a role reaching every employee. */
  async function assertHr(auth: RequestAuth) {
    if ((await reachOf(auth))?.kind !== 'all') throw forbidden();
  }

  async function checkCategory(tx: Transaction, companyId: string, id: string) {
    if ((await repo.payableCategories(tx, companyId, [id])).length === 0)
      throw new AppError('VALIDATION_FAILED', { fieldErrors: { payItemCategoryId: 'validation:invalidOption' } });
  }

  async function loadType(tx: Transaction, companyId: string, id: string) {
    const row = await repo.findType(tx, companyId, id);
    if (!row) throw notFound();
    return row;
  }

  async function balanceOf(tx: Transaction, companyId: string, employeeId: string, type: repo.ClaimTypeRow, expenseDate: string) {
    const period = limitPeriodOf(expenseDate, type.limitPeriod as ClaimLimitPeriod);
    const used = sumOf(await repo.claimedAmounts(tx, companyId, { employeeId, typeId: type.id, ...period }));
    return { period, used, remaining: remainingOf(type.limitAmount, used) };
  }

  async function readClaim(tx: Transaction, companyId: string, id: string) {
    const row = await repo.find(tx, companyId, id);
    if (!row) throw notFound();
    return toClaim(row);
  }

  return {
    async access(auth: RequestAuth) {
      return { manages: (await reachOf(auth))?.kind === 'all', claims: auth.employeeId !== null };
    },

    // ---- policies

    async types(auth: RequestAuth, request: TableRequest) {
      const page = await tenant(auth.companyId, (tx) => repo.typeTable(tx, auth.companyId, request));
      return { data: page.rows.map(toType), recordsTotal: page.recordsTotal, recordsFiltered: page.recordsFiltered };
    },

    typeOptions: (auth: RequestAuth) => tenant(auth.companyId, async (tx) => (await repo.typeOptions(tx, auth.companyId)).map(toType)),

    // The categories a policy can be paid under: names anyone who sees the policies sees on them.
    async payCategories(auth: RequestAuth): Promise<ClaimPayCategory[]> {
      // Reading them through the pay items module makes a new company's default categories.
      await deps.payItems.categories(auth, TableRequestSchema.parse({ length: 1 }));
      return tenant(auth.companyId, async (tx) =>
        (await repo.payableCategories(tx, auth.companyId)).map((row) => ({ ...row, kind: row.kind as PayItemKind })),
      );
    },

    async createType(auth: RequestAuth, actor: Actor, body: CreateClaimTypeBody) {
      await assertHr(auth);
      return guardUniqueName(() =>
        tenant(auth.companyId, async (tx) => {
          const fields = tidyClaimType(body);
          if (await repo.typeNameTaken(tx, auth.companyId, { name: fields.name })) throw nameTaken();
          await checkCategory(tx, auth.companyId, fields.payItemCategoryId);
          const now = clock.now();
          const row = await repo.insertType(tx, { companyId: auth.companyId, ...fields, createdAt: now, updatedAt: now });
          await writeAudit(tx, actor, { entity: TYPE_ENTITY, entityId: row.id, action: 'create', after: typeAudit(row) });
          return toType(await loadType(tx, auth.companyId, row.id));
        }),
      );
    },

    async updateType(auth: RequestAuth, actor: Actor, { id, version, ...body }: UpdateClaimTypeBody) {
      await assertHr(auth);
      return guardUniqueName(() =>
        tenant(auth.companyId, async (tx) => {
          const before = await loadType(tx, auth.companyId, id);
          const fields = tidyClaimType(body);
          if (await repo.typeNameTaken(tx, auth.companyId, { name: fields.name, exceptId: id })) throw nameTaken();
          await checkCategory(tx, auth.companyId, fields.payItemCategoryId);
          const row = await repo.updateType(tx, auth.companyId, {
            id,
            expectedVersion: version,
            set: { ...fields, updatedAt: clock.now() },
          });
          if (!row) throw versionConflict();
          await writeAudit(tx, actor, {
            entity: TYPE_ENTITY,
            entityId: id,
            action: 'update',
            ...changedFields(typeAudit(before.type), typeAudit(row)),
          });
          return toType(await loadType(tx, auth.companyId, id));
        }),
      );
    },

    async removeType(auth: RequestAuth, actor: Actor, id: string) {
      // A policy that is not there is not there for anyone (the policies are listed to everyone).
      if (!(await tenant(auth.companyId, (tx) => repo.findType(tx, auth.companyId, id)))) throw notFound();
      await assertHr(auth);
      await tenant(auth.companyId, async (tx) => {
        const before = await repo.lockType(tx, auth.companyId, id);
        if (!before) throw notFound();
        if (await repo.typeInUse(tx, auth.companyId, id)) throw new AppError('CLAIM_TYPE_IN_USE');
        await repo.removeType(tx, auth.companyId, id);
        await writeAudit(tx, actor, { entity: TYPE_ENTITY, entityId: id, action: 'delete', before: typeAudit(before) });
      });
    },

    // ---- claims

    async table(auth: RequestAuth, request: ClaimTableRequest) {
      const reach = await reachOf(auth);
      if (!reach) return { data: [], recordsTotal: 0, recordsFiltered: 0 };
      const scoped: repo.ClaimReach =
        request.mine && auth.employeeId
          ? { kind: 'self', employeeId: auth.employeeId }
          : request.mine
            ? { kind: 'self', employeeId: '' }
            : reach;
      if (scoped.kind === 'self' && !scoped.employeeId) return { data: [], recordsTotal: 0, recordsFiltered: 0 };
      return tenant(auth.companyId, async (tx) => {
        const page = await repo.table(tx, auth.companyId, { request, reach: scoped });
        return { data: page.rows.map(toClaim), recordsTotal: page.recordsTotal, recordsFiltered: page.recordsFiltered };
      });
    },

    /** The caller's remaining amount of a policy over the period of a date (the form's live preview). */
    async balance(auth: RequestAuth, body: ClaimBalanceBody): Promise<ClaimBalance> {
      return tenant(auth.companyId, async (tx) => {
        const type = (await loadType(tx, auth.companyId, body.typeId)).type;
        const { period, used, remaining } = auth.employeeId
          ? await balanceOf(tx, auth.companyId, auth.employeeId, type, body.expenseDate)
          : { period: limitPeriodOf(body.expenseDate, type.limitPeriod as ClaimLimitPeriod), used: '0.00', remaining: type.limitAmount };
        return {
          limitAmount: type.limitAmount,
          limitPeriod: type.limitPeriod as ClaimLimitPeriod,
          periodStart: period.start,
          periodEnd: period.end,
          used,
          remaining,
          remainingAfter: body.amount === undefined ? null : remainingAfter(type.limitAmount, used, body.amount),
          fits: body.amount === undefined || fitsLimit(type.limitAmount, used, body.amount),
          receiptRequired: type.receiptRequired,
        };
      });
    },

    /** Keeps a receipt of a claim about to be sent, for a day; the claim names it by id, which keeps it. */
    async upload(auth: RequestAuth, data: string): Promise<{ fileId: string }> {
      const content = Buffer.from(data, 'base64');
      const checked = checkReceipt(content);
      if (!checked.ok) throw new AppError('VALIDATION_FAILED', { fieldErrors: { data: checked.error } });
      const fileId = await tenant(auth.companyId, (tx) =>
        deps.files.store(tx, {
          companyId: auth.companyId,
          createdBy: auth.userId,
          name: `receipt.${RECEIPT_EXTENSIONS[checked.contentType]}`,
          contentType: checked.contentType,
          content,
        }),
      );
      return { fileId };
    },

    /**
     * An employee claims an expense: within what remains of the policy's limit, with a receipt when
     * the policy requires one; sent for approval (approved at once when no workflow covers claims).
     */
    async create(auth: RequestAuth, actor: Actor, body: CreateClaimBody): Promise<Claim> {
      const employeeId = auth.employeeId;
      if (!employeeId) throw forbidden();
      return tenant(auth.companyId, async (tx) => {
        const type = await repo.lockType(tx, auth.companyId, body.typeId);
        if (!type) throw new AppError('VALIDATION_FAILED', { fieldErrors: { typeId: 'validation:invalidOption' } });
        const receiptIds = [...new Set(body.receiptFileIds)];
        if (type.receiptRequired && receiptIds.length === 0)
          throw new AppError('CLAIM_RECEIPT_REQUIRED', { fieldErrors: { receiptFileIds: 'errors:CLAIM_RECEIPT_REQUIRED' } });
        const { used, remaining } = await balanceOf(tx, auth.companyId, employeeId, type, body.expenseDate);
        if (!fitsLimit(type.limitAmount, used, body.amount))
          throw new AppError('CLAIM_OVER_LIMIT', {
            values: { remaining: remaining ?? '' },
            fieldErrors: { amount: 'errors:CLAIM_OVER_LIMIT' },
          });
        for (const fileId of receiptIds) {
          const kept = await deps.files.claim(tx, { companyId: auth.companyId, fileId, userId: auth.userId });
          if (!kept || !(['application/pdf', 'image/png', 'image/jpeg'] as string[]).includes(kept.contentType))
            throw new AppError('VALIDATION_FAILED', { fieldErrors: { receiptFileIds: 'validation:leaveAttachmentGone' } });
        }
        const now = clock.now();
        let row = await repo.insert(tx, {
          companyId: auth.companyId,
          employeeId,
          typeId: type.id,
          expenseDate: body.expenseDate,
          amount: body.amount,
          description: body.description,
          receiptFileIds: receiptIds,
          status: 'pending',
          createdBy: auth.userId,
          createdAt: now,
          updatedAt: now,
        });
        try {
          const request = await deps.approvals.submit(tx, {
            companyId: auth.companyId,
            kind: CLAIM_APPROVAL,
            subjectId: row.id,
            employeeId,
            requestedBy: auth.userId,
            // Shown as given, joined: 'Medical · 2026-03-16 · 120.50'.
            summary: { type: type.name, on: body.expenseDate, amount: body.amount },
            now,
          });
          row = await repo.set(tx, auth.companyId, row.id, { approvalRequestId: request.id });
        } catch (error) {
          // Raised before the engine writes anything: without a workflow for claims, the claim stands approved.
          if (!(error instanceof AppError) || (error.code !== 'NO_WORKFLOW' && error.code !== 'NO_APPROVER')) throw error;
          row = await repo.set(tx, auth.companyId, row.id, { status: 'approved' });
        }
        await writeAudit(tx, actor, { entity: CLAIM_ENTITY, entityId: row.id, action: 'create', after: claimAudit(row) });
        return readClaim(tx, auth.companyId, row.id);
      });
    },

    /** The employee cancels their own claim while it waits for approval; its request is withdrawn. */
    async cancel(auth: RequestAuth, actor: Actor, id: string, version: number): Promise<Claim> {
      return tenant(auth.companyId, async (tx) => {
        const row = await repo.lock(tx, auth.companyId, id);
        if (!row || row.employeeId !== auth.employeeId) throw notFound();
        if (row.status !== 'pending') throw new AppError('CLAIM_NOT_PENDING');
        if (row.version !== version) throw versionConflict();
        if (row.approvalRequestId)
          await deps.approvals.cancel(tx, {
            companyId: auth.companyId,
            kind: CLAIM_APPROVAL,
            subjectId: id,
            userId: auth.userId,
            now: clock.now(),
          });
        const after = await repo.set(tx, auth.companyId, id, { status: 'cancelled', updatedAt: clock.now() });
        await writeAudit(tx, actor, {
          entity: CLAIM_ENTITY,
          entityId: id,
          action: 'cancel',
          before: { status: row.status },
          after: { status: after.status },
        });
        return readClaim(tx, auth.companyId, id);
      });
    },

    /** A receipt, for the claim's employee, HR, and those the claim's approval request involves. */
    async receipt(auth: RequestAuth, id: string, index: number) {
      const reach = await reachOf(auth);
      const row = await tenant(auth.companyId, (tx) => repo.find(tx, auth.companyId, id));
      if (!row) throw notFound();
      const own = row.claim.employeeId === auth.employeeId;
      if (!own && reach?.kind !== 'all') {
        if (!row.claim.approvalRequestId) throw notFound();
        await deps.approvals.get(auth, row.claim.approvalRequestId);
      }
      const fileId = row.claim.receiptFileIds[index];
      if (!fileId) throw notFound();
      const file = await tenant(auth.companyId, (tx) => deps.files.read(tx, { companyId: auth.companyId, fileId }));
      if (!file) throw notFound();
      return file;
    },

    /** The claim approve table: the claims whose approval waits for the caller's decision. */
    async approvals(auth: RequestAuth): Promise<Claim[]> {
      const pending = await deps.approvals.list(auth, { tab: 'pending', kind: CLAIM_APPROVAL, start: 0, length: 200 });
      if (pending.data.length === 0) return [];
      return tenant(auth.companyId, async (tx) =>
        (
          await repo.byApprovalRequests(
            tx,
            auth.companyId,
            pending.data.map((request) => request.id),
          )
        )
          .filter((row) => row.claim.status === 'pending')
          .map(toClaim),
      );
    },

    /** The approval workflow decided, in its transaction: approved waits for the next payrun, rejected ends it. */
    async onDecided(tx: Transaction, request: DecidedRequest, outcome: 'approved' | 'rejected') {
      const row = await repo.lock(tx, request.companyId, request.subjectId);
      if (!row || row.status !== 'pending') return;
      const after = await repo.set(tx, row.companyId, row.id, { status: outcome, updatedAt: clock.now() });
      await writeAudit(tx, request.decidedBy, {
        entity: CLAIM_ENTITY,
        entityId: row.id,
        action: outcome === 'rejected' ? 'reject' : 'approve',
        before: { status: row.status },
        after: { status: after.status },
      });
    },
  };
}

export type ClaimsService = ReturnType<typeof createClaimsService>;
