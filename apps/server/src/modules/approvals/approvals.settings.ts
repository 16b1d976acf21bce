import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  APPROVAL_KINDS,
  isDefaultAssignment,
  type Assignment,
  type CreateWorkflowBody,
  type Delegation,
  type KindAssignments,
  type UpdateWorkflowBody,
  type Workflow,
} from '@tenaga/contracts';
import { approvalAssignments, approvalDelegations, approvalRequests, approvalWorkflows } from '../../db/schema/index.ts';
import type { TenantRunner, Transaction } from '../../db/tenant.ts';
import { updateVersioned } from '../../db/update-versioned.ts';
import { AppError, notFound, versionConflict } from '../../lib/app-error.ts';
import { writeAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { guardUniqueName, tidyName } from '../../lib/unique-name.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { EmployeesService } from '../employees/index.ts';
import { accountNames } from '../users/index.ts';

type WorkflowRow = typeof approvalWorkflows.$inferSelect;

const toWorkflow = (row: WorkflowRow): Workflow => ({
  id: row.id,
  name: row.name,
  levels: row.levels,
  updatedAt: row.updatedAt.getTime(),
  version: row.version,
});

/** Settings › Workflow, Approval assignment and Approval (delegations). */
/** As kept: an empty filter is no filter, and departments named once. */
const tidyAssignment = (assignment: Assignment): Assignment => ({
  workflowId: assignment.workflowId,
  departmentIds: [...new Set(assignment.departmentIds)],
  filter: assignment.filter && !isDefaultAssignment({ departmentIds: [], filter: assignment.filter }) ? assignment.filter : null,
});

export function createApprovalSettings(deps: { tenant: TenantRunner; clock: Clock; employees: Pick<EmployeesService, 'filterApplies'> }) {
  const { tenant, clock } = deps;

  async function workflowUsage(tx: Transaction, companyId: string, workflowId: string) {
    const [assignments] = await tx
      .select({ value: count() })
      .from(approvalAssignments)
      .where(and(eq(approvalAssignments.companyId, companyId), eq(approvalAssignments.workflowId, workflowId)));
    const [pending] = await tx
      .select({ value: count() })
      .from(approvalRequests)
      .where(
        and(eq(approvalRequests.companyId, companyId), eq(approvalRequests.workflowId, workflowId), eq(approvalRequests.status, 'pending')),
      );
    return { assignments: Number(assignments?.value ?? 0), pending: Number(pending?.value ?? 0) };
  }

  return {
    workflows: (auth: RequestAuth) =>
      tenant(auth.companyId, async (tx) =>
        (
          await tx
            .select()
            .from(approvalWorkflows)
            .where(eq(approvalWorkflows.companyId, auth.companyId))
            .orderBy(asc(sql`lower(${approvalWorkflows.name})`))
        ).map(toWorkflow),
      ),

    createWorkflow: (auth: RequestAuth, actor: Actor, body: CreateWorkflowBody) =>
      guardUniqueName(() =>
        tenant(auth.companyId, async (tx) => {
          const now = clock.now();
          const [row] = await tx
            .insert(approvalWorkflows)
            .values({ companyId: auth.companyId, name: tidyName(body.name), levels: body.levels, createdAt: now, updatedAt: now })
            .returning();
          await writeAudit(tx, actor, {
            entity: 'approval-workflow',
            entityId: row!.id,
            action: 'create',
            after: { name: row!.name, levels: row!.levels },
          });
          return toWorkflow(row!);
        }),
      ),

    updateWorkflow: (auth: RequestAuth, actor: Actor, body: UpdateWorkflowBody) =>
      guardUniqueName(() =>
        tenant(auth.companyId, async (tx) => {
          const [before] = await tx
            .select()
            .from(approvalWorkflows)
            .where(and(eq(approvalWorkflows.companyId, auth.companyId), eq(approvalWorkflows.id, body.id)));
          if (!before) throw notFound();
          const row = await updateVersioned(tx, auth.companyId, {
            table: approvalWorkflows,
            id: body.id,
            expectedVersion: body.version,
            set: { name: tidyName(body.name), levels: body.levels, updatedAt: clock.now() },
          });
          if (!row) throw versionConflict();
          await writeAudit(tx, actor, {
            entity: 'approval-workflow',
            entityId: row.id,
            action: 'update',
            before: { name: before.name, levels: before.levels },
            after: { name: row.name, levels: row.levels },
          });
          return toWorkflow(row);
        }),
      ),

    /** Refused while an assignment or a pending request uses it; decided requests keep their own copy of the chain. */
    deleteWorkflow: (auth: RequestAuth, actor: Actor, id: string) =>
      tenant(auth.companyId, async (tx) => {
        const [row] = await tx
          .select()
          .from(approvalWorkflows)
          .where(and(eq(approvalWorkflows.companyId, auth.companyId), eq(approvalWorkflows.id, id)))
          .for('update');
        if (!row) throw notFound();
        const usage = await workflowUsage(tx, auth.companyId, id);
        if (usage.assignments > 0 || usage.pending > 0) throw new AppError('WORKFLOW_IN_USE', { values: { name: row.name, ...usage } });
        await tx.delete(approvalWorkflows).where(and(eq(approvalWorkflows.companyId, auth.companyId), eq(approvalWorkflows.id, id)));
        await writeAudit(tx, actor, {
          entity: 'approval-workflow',
          entityId: id,
          action: 'delete',
          before: { name: row.name, levels: row.levels },
        });
      }),

    assignments: (auth: RequestAuth): Promise<KindAssignments[]> =>
      tenant(auth.companyId, async (tx) => {
        const rows = await tx
          .select()
          .from(approvalAssignments)
          .where(eq(approvalAssignments.companyId, auth.companyId))
          .orderBy(asc(approvalAssignments.kind), asc(approvalAssignments.priority));
        return APPROVAL_KINDS.map((kind) => ({
          kind,
          assignments: rows
            .filter((row) => row.kind === kind)
            .map((row) => ({ workflowId: row.workflowId, departmentIds: row.departmentIds, filter: row.filter ?? null })),
        }));
      }),

    saveAssignments: (auth: RequestAuth, actor: Actor, body: KindAssignments) =>
      tenant(auth.companyId, async (tx) => {
        const scope = and(eq(approvalAssignments.companyId, auth.companyId), eq(approvalAssignments.kind, body.kind));
        const before = await tx.select().from(approvalAssignments).where(scope).orderBy(asc(approvalAssignments.priority));
        const assignments = body.assignments.map(tidyAssignment);
        for (const [index, assignment] of assignments.entries()) {
          if (assignment.filter && !deps.employees.filterApplies(assignment.filter))
            throw new AppError('VALIDATION_FAILED', { fieldErrors: { [`assignments.${index}.filter`]: 'validation:invalidOption' } });
        }
        for (const { workflowId } of assignments) {
          const [known] = await tx
            .select({ id: approvalWorkflows.id })
            .from(approvalWorkflows)
            .where(and(eq(approvalWorkflows.companyId, auth.companyId), eq(approvalWorkflows.id, workflowId)));
          if (!known) throw new AppError('VALIDATION_FAILED', { fieldErrors: { assignments: 'validation:invalidOption' } });
        }
        await tx.delete(approvalAssignments).where(scope);
        if (assignments.length > 0)
          await tx
            .insert(approvalAssignments)
            .values(assignments.map((assignment, priority) => ({ companyId: auth.companyId, kind: body.kind, priority, ...assignment })));
        const saved = { kind: body.kind, assignments };
        await writeAudit(tx, actor, {
          entity: 'approval-assignment',
          entityId: auth.companyId,
          action: 'update',
          before: {
            kind: body.kind,
            assignments: before.map((row) => ({
              workflowId: row.workflowId,
              departmentIds: row.departmentIds,
              filter: row.filter ?? null,
            })),
          },
          after: saved,
        });
        return saved;
      }),

    delegations: (auth: RequestAuth): Promise<Delegation[]> =>
      tenant(auth.companyId, async (tx) => {
        const rows = await tx
          .select()
          .from(approvalDelegations)
          .where(eq(approvalDelegations.companyId, auth.companyId))
          .orderBy(asc(approvalDelegations.fromDate));
        const names = await accountNames(
          tx,
          auth.companyId,
          rows.flatMap((row) => [row.userId, row.delegateUserId]),
        );
        return rows.map((row) => ({
          id: row.id,
          userId: row.userId,
          userName: names.get(row.userId) ?? '',
          delegateUserId: row.delegateUserId,
          delegateName: names.get(row.delegateUserId) ?? '',
          from: row.fromDate,
          to: row.toDate,
        }));
      }),

    createDelegation: (auth: RequestAuth, actor: Actor, body: { userId: string; delegateUserId: string; from: string; to: string }) =>
      tenant(auth.companyId, async (tx) => {
        const names = await accountNames(tx, auth.companyId, [body.userId, body.delegateUserId]);
        if (!names.has(body.userId)) throw new AppError('VALIDATION_FAILED', { fieldErrors: { userId: 'validation:invalidOption' } });
        if (!names.has(body.delegateUserId))
          throw new AppError('VALIDATION_FAILED', { fieldErrors: { delegateUserId: 'validation:invalidOption' } });
        const [row] = await tx
          .insert(approvalDelegations)
          .values({
            companyId: auth.companyId,
            userId: body.userId,
            delegateUserId: body.delegateUserId,
            fromDate: body.from,
            toDate: body.to,
            createdAt: clock.now(),
          })
          .returning();
        await writeAudit(tx, actor, { entity: 'approval-delegation', entityId: row!.id, action: 'create', after: body });
        return {
          id: row!.id,
          userId: body.userId,
          userName: names.get(body.userId)!,
          delegateUserId: body.delegateUserId,
          delegateName: names.get(body.delegateUserId)!,
          from: body.from,
          to: body.to,
        };
      }),

    deleteDelegation: (auth: RequestAuth, actor: Actor, id: string) =>
      tenant(auth.companyId, async (tx) => {
        const [row] = await tx
          .delete(approvalDelegations)
          .where(and(eq(approvalDelegations.companyId, auth.companyId), eq(approvalDelegations.id, id)))
          .returning();
        if (!row) throw notFound();
        await writeAudit(tx, actor, {
          entity: 'approval-delegation',
          entityId: id,
          action: 'delete',
          before: { userId: row.userId, delegateUserId: row.delegateUserId, from: row.fromDate, to: row.toDate },
        });
      }),
  };
}
