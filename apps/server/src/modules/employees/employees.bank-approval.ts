import { and, desc, eq, sql } from 'drizzle-orm';
import { REJECTED_BANK_CHANGE_SHOWN_DAYS, type PendingBankChange, type RejectedBankChange } from '@tenaga/contracts';
import { maskAccountNumber } from '@tenaga/domain';
import { employeeBankChanges, employees, type BankChangeStatus } from '../../db/schema/index.ts';
import type { TenantRunner, Transaction } from '../../db/tenant.ts';
import { updateVersioned } from '../../db/update-versioned.ts';
import { notFound } from '../../lib/app-error.ts';
import { changedFields, writeAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { ModuleRegistries, ModuleServices } from '../../platform/module.ts';
import { BANK_FIELDS, type BankChangeNotice } from './employees.bank-change.ts';
import type { CallerAccess } from './employees.caller-access.ts';
import * as repo from './employees.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The approval kind (APPROVAL_KINDS) of an employee's own bank account change. */
export const BANK_ACCOUNT_CHANGE_APPROVAL = 'bankAccountChange' as const;

/** Where an employee's pay goes: the three bank fields, as a change asks for them. */
export type BankAccount = { bankCode: string | null; accountName: string | null; accountNumber: string | null };

/** The approvals this needs: sending a request and withdrawing one, in this module's transaction. */
export type BankChangeApprovals = Pick<ModuleServices['approvals'], 'submit' | 'cancel'>;

type ApprovalKindDefinition = ModuleRegistries['approvalKinds'];
type DecidedRequest = Parameters<NonNullable<ApprovalKindDefinition['onDecided']>>[1];

export const bankAccountOf = (values: Record<string, unknown>): BankAccount => ({
  bankCode: (values.bankCode as string | null | undefined) ?? null,
  accountName: (values.accountName as string | null | undefined) ?? null,
  accountNumber: (values.accountNumber as string | null | undefined) ?? null,
});

/** The account as an approver, the profile and the audit of a request read it: the number shows its last 4 digits only. */
export const maskedAccount = (account: BankAccount): BankAccount => ({
  ...account,
  accountNumber: account.accountNumber === null ? null : maskAccountNumber(account.accountNumber),
});

/** The fields of a save other than the bank fields (applied at once while the bank fields wait). */
export function withoutBankFields<V extends Record<string, unknown>>(values: V): Partial<V> {
  return Object.fromEntries(Object.entries(values).filter(([field]) => !(BANK_FIELDS as readonly string[]).includes(field))) as Partial<V>;
}

async function lockPending(tx: Transaction, companyId: string, employeeId: string) {
  const [row] = await tx
    .select()
    .from(employeeBankChanges)
    .where(
      and(
        eq(employeeBankChanges.companyId, companyId),
        eq(employeeBankChanges.employeeId, employeeId),
        eq(employeeBankChanges.status, 'pending'),
      ),
    )
    .for('update');
  return row;
}

async function close(
  tx: Transaction,
  row: { companyId: string; id: string },
  input: { status: BankChangeStatus; now: Date; comment?: string | null },
) {
  await tx
    .update(employeeBankChanges)
    .set({ status: input.status, decidedAt: input.now, updatedAt: input.now, decisionComment: input.comment ?? null })
    .where(and(eq(employeeBankChanges.companyId, row.companyId), eq(employeeBankChanges.id, row.id)));
}

/**
 * An employee's own bank account change sent for approval (the company's preference): kept apart
 * from the record while it waits, applied when approved, left unapplied when rejected or withdrawn.
 * Someone who took over an employee's sign-in could send their pay anywhere: approval is the check.
 */
export function createBankChangeApproval(deps: {
  tenant: TenantRunner;
  clock: Clock;
  caller: Pick<CallerAccess, 'reachable' | 'levelsFor'>;
  approvals: BankChangeApprovals;
  /** The bank's name, as the approver reads the request. */
  bankName: (code: string) => string | null;
}) {
  const { tenant, clock } = deps;

  /** Sends the change for approval in the saving transaction; one waiting before it is withdrawn (replaced). */
  async function request(
    tx: Transaction,
    input: { auth: RequestAuth; actor: Actor; employeeId: string; current: BankAccount; requested: BankAccount },
  ): Promise<void> {
    const { auth, employeeId } = input;
    const now = clock.now();
    const earlier = await lockPending(tx, auth.companyId, employeeId);
    if (earlier) {
      await close(tx, earlier, { status: 'replaced', now });
      await deps.approvals.cancel(tx, {
        companyId: auth.companyId,
        kind: BANK_ACCOUNT_CHANGE_APPROVAL,
        subjectId: earlier.id,
        userId: auth.userId,
        now,
      });
    }
    const id = crypto.randomUUID();
    const shown = maskedAccount(input.requested);
    const { id: approvalRequestId } = await deps.approvals.submit(tx, {
      companyId: auth.companyId,
      kind: BANK_ACCOUNT_CHANGE_APPROVAL,
      subjectId: id,
      employeeId,
      requestedBy: auth.userId,
      summary: Object.fromEntries(
        Object.entries({
          bank: shown.bankCode && (deps.bankName(shown.bankCode) ?? shown.bankCode),
          accountName: shown.accountName,
          accountNumber: shown.accountNumber,
        }).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
      ),
      now,
    });
    await tx.insert(employeeBankChanges).values({
      companyId: auth.companyId,
      id,
      employeeId,
      ...input.requested,
      status: 'pending',
      requestedBy: auth.userId,
      approvalRequestId,
      createdAt: now,
      updatedAt: now,
    });
    await writeAudit(tx, input.actor, {
      entity: 'employee',
      entityId: employeeId,
      action: 'request-bank-change',
      ...changedFields(maskedAccount(input.current), shown),
    });
  }

  return {
    request,

    /**
     * The change waiting for approval on an employee's record, or else their latest one when it was
     * rejected lately (with the reason), as the caller may read them: masked, and nothing for a
     * caller who may not see bank details.
     */
    async pending(
      auth: RequestAuth,
      employeeId: string,
    ): Promise<{ pending: PendingBankChange | null; rejected: RejectedBankChange | null }> {
      const levels = (await deps.caller.levelsFor(auth))(employeeId);
      return tenant(auth.companyId, async (tx) => {
        await deps.caller.reachable(tx, auth, { employeeId, level: 'view' });
        const none = { pending: null, rejected: null };
        const seen = (field: (typeof BANK_FIELDS)[number]) => (levels[field] ?? 'none') !== 'none';
        if (!BANK_FIELDS.some(seen)) return none;
        // The waiting one first (at most one waits), else the latest decided.
        const [row] = await tx
          .select()
          .from(employeeBankChanges)
          .where(and(eq(employeeBankChanges.companyId, auth.companyId), eq(employeeBankChanges.employeeId, employeeId)))
          .orderBy(
            sql`${employeeBankChanges.status} = 'pending' desc`,
            desc(sql`coalesce(${employeeBankChanges.decidedAt}, ${employeeBankChanges.createdAt})`),
            desc(employeeBankChanges.createdAt),
          )
          .limit(1);
        if (!row) return none;
        const shown = maskedAccount(bankAccountOf(row));
        const account = {
          id: row.id,
          bankCode: seen('bankCode') ? shown.bankCode : null,
          accountName: seen('accountName') ? shown.accountName : null,
          accountNumber: seen('accountNumber') ? shown.accountNumber : null,
        };
        if (row.status === 'pending')
          return {
            pending: {
              ...account,
              requestedAt: row.createdAt.getTime(),
              approvalRequestId: row.approvalRequestId,
              canWithdraw: row.requestedBy === auth.userId,
            },
            rejected: null,
          };
        const lately = clock.now().getTime() - REJECTED_BANK_CHANGE_SHOWN_DAYS * DAY_MS;
        if (row.status === 'rejected' && row.decidedAt && row.decidedAt.getTime() >= lately)
          return { pending: null, rejected: { ...account, decidedAt: row.decidedAt.getTime(), reason: row.decisionComment } };
        return none;
      });
    },

    /** The employee takes back their own waiting change: its request is cancelled, the account stays as it is. */
    async withdraw(auth: RequestAuth, actor: Actor, employeeId: string): Promise<void> {
      await tenant(auth.companyId, async (tx) => {
        await deps.caller.reachable(tx, auth, { employeeId, level: 'edit' });
        const row = await lockPending(tx, auth.companyId, employeeId);
        if (!row || row.requestedBy !== auth.userId) throw notFound();
        const now = clock.now();
        await close(tx, row, { status: 'withdrawn', now });
        await deps.approvals.cancel(tx, {
          companyId: auth.companyId,
          kind: BANK_ACCOUNT_CHANGE_APPROVAL,
          subjectId: row.id,
          userId: auth.userId,
          now,
        });
        await writeAudit(tx, actor, {
          entity: 'employee',
          entityId: employeeId,
          action: 'withdraw-bank-change',
          before: maskedAccount(bankAccountOf(row)),
        });
      });
    },
  };
}

export type BankChangeApproval = ReturnType<typeof createBankChangeApproval>;

/**
 * The approval kind, registered by this module: the deciding transaction applies an approved change
 * to the record (the bank fields only, whatever else changed meanwhile, moving its version on) and
 * tells those who keep payroll, or records a rejected one; the engine tells the employee either way.
 */
export function bankAccountChangeKind(deps: { notice: BankChangeNotice; clock: Clock }): ApprovalKindDefinition {
  return {
    kind: BANK_ACCOUNT_CHANGE_APPROVAL,
    labelKey: `approvals:kind.${BANK_ACCOUNT_CHANGE_APPROVAL}`,
    // The employee follows their change on their own profile (the request's page needs the Approvals menu).
    requesterPath: () => '/profile#paymentDetail',
    async onDecided(tx: Transaction, request: DecidedRequest, outcome: 'approved' | 'rejected') {
      const [row] = await tx
        .select()
        .from(employeeBankChanges)
        .where(
          and(
            eq(employeeBankChanges.companyId, request.companyId),
            eq(employeeBankChanges.id, request.subjectId),
            eq(employeeBankChanges.status, 'pending'),
          ),
        )
        .for('update');
      if (!row) return;
      const now = deps.clock.now();
      await close(tx, row, { status: outcome, now, comment: request.comment });
      const requested = bankAccountOf(row);
      if (outcome === 'rejected') {
        await writeAudit(tx, request.decidedBy, {
          entity: 'employee',
          entityId: row.employeeId,
          action: 'reject-bank-change',
          after: maskedAccount(requested),
        });
        return;
      }
      const before = await repo.findEmployee(tx, request.companyId, row.employeeId);
      if (!before) return;
      await updateVersioned(tx, request.companyId, {
        table: employees,
        id: row.employeeId,
        expectedVersion: null,
        set: { ...requested, updatedAt: now },
      });
      // The same values as a bank account change saved at once records today.
      await writeAudit(tx, request.decidedBy, {
        entity: 'employee',
        entityId: row.employeeId,
        action: 'approve-bank-change',
        ...changedFields(bankAccountOf(before.employee), requested),
      });
      await deps.notice(tx, {
        companyId: request.companyId,
        actorUserId: request.decidedBy.userId ?? row.requestedBy,
        employee: before.employee,
        now,
      });
    },
  };
}
