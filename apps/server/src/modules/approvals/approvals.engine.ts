import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { isDefaultAssignment, type ApprovalKind, type ApprovalStepReason, type FilterQuery, type WorkflowLevel } from '@tenaga/contracts';
import { approvalAssignments, approvalDelegations, approvalRequests, approvalSteps, approvalWorkflows } from '../../db/schema/index.ts';
import type { Transaction } from '../../db/tenant.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit, type Actor } from '../../lib/audit.ts';
import { approvalFacts, managerAbove } from '../employees/index.ts';
import { accountNames, approverAccounts } from '../users/index.ts';
import type { ApprovalKindDefinition } from './approval-kind.ts';
import { notifyOutcome, notifyReopened, notifyWaiting, type Notify } from './approvals.notifications.ts';
import {
  actingFor,
  afterApproval,
  buildChain,
  chooseAssignment,
  departmentHeadRoute,
  escalation,
  type Advance,
  type ResolvedLevel,
} from './approvals.rules.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type RequestRow = typeof approvalRequests.$inferSelect;
type SummaryValues = Record<string, string | number>;

export interface SubmitInput {
  readonly companyId: string;
  readonly kind: ApprovalKind;
  /** The owning module's record (the time-off request, the claim). */
  readonly subjectId: string;
  /** Whose request it is. */
  readonly employeeId: string;
  /** The user who made it (the employee, or someone on their behalf). */
  readonly requestedBy: string;
  /** What the approver sees in the list (dates, amount), shown as given. */
  readonly summary: SummaryValues;
  readonly now: Date;
}

export interface EngineDeps {
  readonly notifications: Notify;
  readonly kinds: ReadonlyMap<string, ApprovalKindDefinition>;
  /** Which of the advanced filters an employee passes (the employees module's, in the caller's transaction). */
  readonly matchingFilters: (
    tx: Transaction,
    input: { companyId: string; employeeId: string; filters: readonly FilterQuery[] },
  ) => Promise<boolean[]>;
}

type EmployeeFacts = NonNullable<Awaited<ReturnType<typeof approvalFacts>>>;

const systemActor = (companyId: string, userId: string | null): Actor => ({ companyId, userId, impersonatorUserId: null, ip: null });

/** Today's date where the server runs in UTC; delegations are whole days. */
const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** The approval engine: requests other modules submit in their transactions, and the decisions on them. */
export function createApprovalEngine(deps: EngineDeps) {
  async function employeeNameOf(tx: Transaction, companyId: string, employeeId: string) {
    return (await approvalFacts(tx, companyId, employeeId))?.name ?? '';
  }

  async function workflowFor(
    tx: Transaction,
    companyId: string,
    kind: ApprovalKind,
    employee: { id: string; departmentId: string | null },
  ) {
    const rows = await tx
      .select({
        workflowId: approvalAssignments.workflowId,
        departmentIds: approvalAssignments.departmentIds,
        filter: approvalAssignments.filter,
      })
      .from(approvalAssignments)
      .where(and(eq(approvalAssignments.companyId, companyId), eq(approvalAssignments.kind, kind)))
      .orderBy(asc(approvalAssignments.priority));
    const rules = rows.map((row) => ({ ...row, isDefault: isDefaultAssignment(row) }));
    // Every rule's filter at once, in one query on the employee's row.
    const filtered = rules.filter((rule) => !rule.isDefault && rule.filter !== null);
    const passes = await deps.matchingFilters(tx, {
      companyId,
      employeeId: employee.id,
      filters: filtered.map((rule) => rule.filter!),
    });
    const passing = new Set(filtered.filter((_, index) => passes[index]));
    const chosen = chooseAssignment(rules, {
      departmentId: employee.departmentId,
      passesFilter: (rule) => rule.filter === null || passing.has(rule),
    });
    if (!chosen) return undefined;
    const [workflow] = await tx
      .select()
      .from(approvalWorkflows)
      .where(and(eq(approvalWorkflows.companyId, companyId), eq(approvalWorkflows.id, chosen.workflowId)));
    return workflow;
  }

  async function managerAccounts(tx: Transaction, companyId: string, employeeId: string, levels: number) {
    const manager = await managerAbove(tx, companyId, employeeId, levels);
    return manager ? (await approverAccounts(tx, companyId, { employeeIds: [manager] })).map((a) => a.id) : [];
  }

  async function approversOf(
    tx: Transaction,
    companyId: string,
    level: WorkflowLevel,
    employee: EmployeeFacts & { id: string },
  ): Promise<{ approverIds: string[]; reroutedBecause: ApprovalStepReason | null }> {
    const plain = (approverIds: string[]) => ({ approverIds, reroutedBecause: null });
    if (level.approverType === 'manager') return plain(await managerAccounts(tx, companyId, employee.id, level.managerLevels));
    if (level.approverType === 'departmentHead') {
      const head = employee.departmentHeadId;
      const headAccounts =
        head && head !== employee.id ? (await approverAccounts(tx, companyId, { employeeIds: [head] })).map((a) => a.id) : [];
      const route = departmentHeadRoute({
        headEmployeeId: head,
        requesterEmployeeId: employee.id,
        headCanApprove: headAccounts.length > 0,
      });
      if (route.to === 'head') return plain(headAccounts);
      return { approverIds: await managerAccounts(tx, companyId, employee.id, 1), reroutedBecause: route.reason };
    }
    if (level.approverType === 'users') return plain((await approverAccounts(tx, companyId, { userIds: level.userIds })).map((a) => a.id));
    return plain((await approverAccounts(tx, companyId, { roleId: level.roleId })).map((a) => a.id));
  }

  async function addStep(
    tx: Transaction,
    request: Pick<RequestRow, 'companyId' | 'id'>,
    step: {
      level: number;
      action: string;
      userId: string | null;
      onBehalfOf?: string | null;
      comment?: string | null;
      reason?: ApprovalStepReason | null;
      at: Date;
    },
  ) {
    await tx
      .insert(approvalSteps)
      .values({ companyId: request.companyId, requestId: request.id, onBehalfOf: null, comment: null, reason: null, ...step });
  }

  const notified = (row: RequestRow, employeeName: string) => {
    const requesterPath = deps.kinds.get(row.kind)?.requesterPath?.({ id: row.id, subjectId: row.subjectId, employeeId: row.employeeId });
    return {
      companyId: row.companyId,
      id: row.id,
      kind: row.kind,
      requestedBy: row.requestedBy,
      employeeName,
      ...(requesterPath ? { requesterPath } : {}),
    };
  };

  /** Applies an approval's or an escalation's effect to a locked pending request. */
  async function advance(tx: Transaction, row: RequestRow, effect: Advance, input: { now: Date; actor: Actor; comment: string | null }) {
    const { now } = input;
    const employeeName = await employeeNameOf(tx, row.companyId, row.employeeId);
    if (effect.kind === 'approved') {
      await finish(tx, row, { outcome: 'approved', now, employeeName, actor: input.actor, comment: input.comment });
      return;
    }
    const movesOn = effect.kind === 'nextLevel';
    await tx
      .update(approvalRequests)
      .set({
        waitingOn: effect.waitingOn,
        currentLevel: movesOn ? effect.level : row.currentLevel,
        levelStartedAt: movesOn ? now : row.levelStartedAt,
        version: sql`${approvalRequests.version} + 1`,
      })
      .where(and(eq(approvalRequests.companyId, row.companyId), eq(approvalRequests.id, row.id)));
    const newcomers = effect.waitingOn.filter((id) => movesOn || !row.waitingOn.includes(id));
    if (newcomers.length > 0) await notifyWaiting(tx, deps.notifications, notified(row, employeeName), newcomers, now);
  }

  async function finish(
    tx: Transaction,
    row: RequestRow,
    input: { outcome: 'approved' | 'rejected'; now: Date; employeeName: string; actor: Actor; comment: string | null },
  ) {
    const { outcome, now, employeeName } = input;
    await tx
      .update(approvalRequests)
      .set({ status: outcome, waitingOn: [], decidedAt: now, version: sql`${approvalRequests.version} + 1` })
      .where(and(eq(approvalRequests.companyId, row.companyId), eq(approvalRequests.id, row.id)));
    await deps.kinds.get(row.kind)?.onDecided?.(
      tx,
      {
        companyId: row.companyId,
        id: row.id,
        kind: row.kind as ApprovalKind,
        subjectId: row.subjectId,
        employeeId: row.employeeId,
        decidedBy: input.actor,
        comment: input.comment,
      },
      outcome,
    );
    await notifyOutcome(tx, deps.notifications, notified(row, employeeName), outcome, now);
  }

  async function lockPending(tx: Transaction, companyId: string, kind: ApprovalKind, subjectId: string) {
    const [row] = await tx
      .select()
      .from(approvalRequests)
      .where(
        and(
          eq(approvalRequests.companyId, companyId),
          eq(approvalRequests.kind, kind),
          eq(approvalRequests.subjectId, subjectId),
          eq(approvalRequests.status, 'pending'),
        ),
      )
      .for('update');
    if (!row) throw notFound();
    return row;
  }

  /** Ends a pending request as cancelled or changed, recorded and told to the requester. */
  async function close(tx: Transaction, row: RequestRow, status: 'cancelled' | 'changed', userId: string, now: Date) {
    await tx
      .update(approvalRequests)
      .set({ status, waitingOn: [], decidedAt: now, version: sql`${approvalRequests.version} + 1` })
      .where(and(eq(approvalRequests.companyId, row.companyId), eq(approvalRequests.id, row.id)));
    await addStep(tx, row, { level: row.currentLevel, action: status === 'cancelled' ? 'cancel' : 'change', userId, at: now });
    await writeAudit(tx, systemActor(row.companyId, userId), {
      entity: 'approval-request',
      entityId: row.id,
      action: status === 'cancelled' ? 'cancel' : 'change',
      before: { status: 'pending' },
      after: { status },
    });
    await notifyOutcome(tx, deps.notifications, notified(row, await employeeNameOf(tx, row.companyId, row.employeeId)), status, now);
  }

  async function submit(tx: Transaction, input: SubmitInput): Promise<{ id: string; status: 'pending' }> {
    const { companyId, kind, employeeId, now } = input;
    const facts = await approvalFacts(tx, companyId, employeeId);
    if (!facts) throw notFound();
    const workflow = await workflowFor(tx, companyId, kind, { id: employeeId, departmentId: facts.departmentId });
    if (!workflow) throw new AppError('NO_WORKFLOW');
    const resolved: ResolvedLevel[] = [];
    for (const level of workflow.levels) {
      resolved.push({
        ...(await approversOf(tx, companyId, level, { ...facts, id: employeeId })),
        mode: level.mode,
        escalateAfterDays: level.escalateAfterDays,
        escalateToUserId: level.escalateToUserId,
      });
    }
    // Nobody approves their own request: neither the one who made it nor the employee it is for.
    const requesterIds = [input.requestedBy, ...(await approverAccounts(tx, companyId, { employeeIds: [employeeId] })).map((a) => a.id)];
    const { chain, notes } = buildChain(resolved, requesterIds);
    if (chain.length === 0) throw new AppError('NO_APPROVER');
    const [row] = await tx
      .insert(approvalRequests)
      .values({
        companyId,
        kind,
        subjectId: input.subjectId,
        employeeId,
        requestedBy: input.requestedBy,
        workflowId: workflow.id,
        workflowName: workflow.name,
        chain,
        currentLevel: 0,
        waitingOn: chain[0]!.approverIds,
        levelStartedAt: now,
        summary: input.summary,
        createdAt: now,
      })
      .returning();
    await addStep(tx, row!, { level: 0, action: 'submit', userId: input.requestedBy, at: now });
    for (const note of notes)
      await addStep(tx, row!, { level: note.level, action: note.action, userId: null, reason: note.reason, at: now });
    await writeAudit(tx, systemActor(companyId, input.requestedBy), {
      entity: 'approval-request',
      entityId: row!.id,
      action: 'create',
      after: { kind, subjectId: input.subjectId, employeeId, workflow: workflow.name, chain, ...(notes.length > 0 ? { notes } : {}) },
    });
    await notifyWaiting(tx, deps.notifications, notified(row!, facts.name), chain[0]!.approverIds, now);
    return { id: row!.id, status: 'pending' };
  }

  /** Whom the caller stands in for today (delegations naming them). */
  async function standsInFor(tx: Transaction, companyId: string, userId: string, now: Date): Promise<string[]> {
    const today = dayOf(now);
    const rows = await tx
      .select({ userId: approvalDelegations.userId })
      .from(approvalDelegations)
      .where(
        and(
          eq(approvalDelegations.companyId, companyId),
          eq(approvalDelegations.delegateUserId, userId),
          lte(approvalDelegations.fromDate, today),
          gte(approvalDelegations.toDate, today),
        ),
      );
    return [...new Set(rows.map((row) => row.userId))];
  }

  /** Who decided the request last, for the 409 of whoever came second. */
  async function lastDeciderName(tx: Transaction, row: RequestRow): Promise<string> {
    const [step] = await tx
      .select({ userId: approvalSteps.userId })
      .from(approvalSteps)
      .where(
        and(
          eq(approvalSteps.companyId, row.companyId),
          eq(approvalSteps.requestId, row.id),
          inArray(approvalSteps.action, ['approve', 'reject', 'cancel', 'change']),
        ),
      )
      .orderBy(desc(approvalSteps.at), desc(approvalSteps.seq))
      .limit(1);
    if (!step?.userId) return '';
    return (await accountNames(tx, row.companyId, [step.userId])).get(step.userId) ?? '';
  }

  return {
    submit,
    standsInFor,

    /** The requester (or the owning module) withdraws a pending request. */
    async cancel(tx: Transaction, input: { companyId: string; kind: ApprovalKind; subjectId: string; userId: string; now: Date }) {
      await close(tx, await lockPending(tx, input.companyId, input.kind, input.subjectId), 'cancelled', input.userId, input.now);
    },

    /** The request's record changed while pending: the old request ends as changed and a new one starts, routed afresh. */
    async change(tx: Transaction, input: SubmitInput) {
      await close(tx, await lockPending(tx, input.companyId, input.kind, input.subjectId), 'changed', input.requestedBy, input.now);
      return submit(tx, input);
    },

    /**
     * The record of a decided request changed (an approved leave, where the company allows it): it
     * goes through approval again, and those who approved it and its requester are told (changed).
     */
    async reopen(tx: Transaction, input: SubmitInput & { previousId: string }) {
      const [previous] = await tx
        .select()
        .from(approvalRequests)
        .where(and(eq(approvalRequests.companyId, input.companyId), eq(approvalRequests.id, input.previousId)));
      const submitted = await submit(tx, input);
      if (previous) {
        const approvers = await tx
          .select({ userId: approvalSteps.userId })
          .from(approvalSteps)
          .where(
            and(
              eq(approvalSteps.companyId, input.companyId),
              eq(approvalSteps.requestId, previous.id),
              eq(approvalSteps.action, 'approve'),
            ),
          );
        const name = await employeeNameOf(tx, previous.companyId, previous.employeeId);
        await notifyReopened(tx, deps.notifications, notified(previous, name), {
          approverIds: approvers.flatMap((step) => (step.userId ? [step.userId] : [])),
          changedBy: input.requestedBy,
          now: input.now,
        });
      }
      return submitted;
    },

    /**
     * One decision, on a request locked for the rest of the transaction: of two approvers deciding
     * at once, the second sees the first's result and gets 409 naming them.
     */
    async decide(
      tx: Transaction,
      input: {
        actor: Actor;
        userId: string;
        id: string;
        decision: 'approve' | 'reject';
        comment: string;
        now: Date;
        canReach: (employeeId: string) => boolean;
      },
    ) {
      const { actor, userId, now } = input;
      const [row] = await tx
        .select()
        .from(approvalRequests)
        .where(and(eq(approvalRequests.companyId, actor.companyId), eq(approvalRequests.id, input.id)))
        .for('update');
      if (!row || !input.canReach(row.employeeId)) throw notFound();
      const delegators = await standsInFor(tx, actor.companyId, userId, now);
      const acting = row.status === 'pending' ? actingFor(row.waitingOn, userId, delegators) : null;
      if (!acting) {
        const involved = row.chain.some(
          (level) => level.approverIds.includes(userId) || delegators.some((id) => level.approverIds.includes(id)),
        );
        if (!involved) throw notFound();
        // An approver of a later level only: the request has not reached them yet.
        const reachesMeLater = row.chain.every(
          (level, index) =>
            index > row.currentLevel || !(level.approverIds.includes(userId) || delegators.some((id) => level.approverIds.includes(id))),
        );
        if (row.status === 'pending' && reachesMeLater) {
          const names = await accountNames(tx, row.companyId, row.waitingOn);
          throw new AppError('APPROVAL_NOT_YET', { values: { names: row.waitingOn.map((id) => names.get(id) ?? '').join(', ') } });
        }
        throw new AppError('ALREADY_DECIDED', { values: { name: await lastDeciderName(tx, row) } });
      }
      const onBehalfOf = acting === userId ? null : acting;
      await addStep(tx, row, {
        level: row.currentLevel,
        action: input.decision,
        userId,
        onBehalfOf,
        comment: input.comment || null,
        at: now,
      });
      await writeAudit(tx, actor, {
        entity: 'approval-request',
        entityId: row.id,
        action: input.decision,
        before: { status: row.status, level: row.currentLevel },
        after: { level: row.currentLevel, onBehalfOf, comment: input.comment || null },
      });
      if (input.decision === 'reject')
        await finish(tx, row, {
          outcome: 'rejected',
          now,
          employeeName: await employeeNameOf(tx, row.companyId, row.employeeId),
          actor,
          comment: input.comment || null,
        });
      else await advance(tx, row, afterApproval(row, acting), { now, actor, comment: input.comment || null });
    },

    /** Levels that waited past their escalation days move on (the escalation job, once per company). */
    async escalateDue(tx: Transaction, companyId: string, now: Date): Promise<number> {
      const pending = await tx
        .select()
        .from(approvalRequests)
        .where(and(eq(approvalRequests.companyId, companyId), eq(approvalRequests.status, 'pending')))
        .for('update');
      let escalated = 0;
      for (const row of pending) {
        const effect = escalation(row, now, DAY_MS);
        if (!effect) continue;
        await addStep(tx, row, { level: row.currentLevel, action: 'escalate', userId: null, at: now });
        await writeAudit(tx, systemActor(companyId, null), {
          entity: 'approval-request',
          entityId: row.id,
          action: 'escalate',
          before: { level: row.currentLevel, waitingOn: row.waitingOn },
          after: effect,
        });
        await advance(tx, row, effect, { now, actor: systemActor(companyId, null), comment: null });
        escalated++;
      }
      return escalated;
    },
  };
}

export type ApprovalEngine = ReturnType<typeof createApprovalEngine>;
