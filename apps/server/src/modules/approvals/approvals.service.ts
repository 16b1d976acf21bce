import { and, asc, eq } from 'drizzle-orm';
import type { ApprovalKind } from '@tenaga/contracts';
import { approvalRequests } from '../../db/schema/index.ts';
import type { TenantRunner, Transaction } from '../../db/tenant.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { ModuleServices } from '../../platform/module.ts';
import type { AccessService } from '../access/index.ts';
import { departmentMemberIds, teamMemberIds, type EmployeesService } from '../employees/index.ts';
import type { ApprovalKindDefinition } from './approval-kind.ts';
import { createApprovalEngine } from './approvals.engine.ts';
import type { Notify } from './approvals.notifications.ts';
import { decidedBy, pendingFor, requestDetail } from './approvals.queries.ts';
import { createApprovalSettings } from './approvals.settings.ts';

export interface ApprovalsServiceDeps {
  tenant: TenantRunner;
  clock: Clock;
  access: Pick<AccessService, 'accessOf'>;
  notifications: Notify;
  kinds: readonly ApprovalKindDefinition[];
  files: Pick<ModuleServices['files'], 'read' | 'names'>;
  /** Assignment rules route by the employee list's advanced filter. */
  employees: Pick<EmployeesService, 'matchingFilters' | 'filterApplies'>;
}

/** Which requests' employees the caller reaches: all, their team (by the data scope), or none (self-service). */
type Reach = { kind: 'all' } | { kind: 'some'; employeeIds: string[] } | { kind: 'none' };

export function createApprovalsService(deps: ApprovalsServiceDeps) {
  const { tenant, clock } = deps;
  const kinds = new Map(deps.kinds.map((definition) => [definition.kind, definition]));
  const engine = createApprovalEngine({ notifications: deps.notifications, kinds, matchingFilters: deps.employees.matchingFilters });

  // The caller's access is read before the transaction opens: it may read on a connection of its
  // own, which on the embedded database (one connection) would wait for this transaction forever.
  const dataScopeOf = async (auth: RequestAuth) => (await deps.access.accessOf(auth)).dataScope;

  /** The requester sees their own; others within their data scope when the chain involves them, or everyone's with the whole company's scope. */
  async function visibleRequest(tx: Transaction, auth: RequestAuth, dataScope: string, id: string) {
    const [row] = await tx
      .select()
      .from(approvalRequests)
      .where(and(eq(approvalRequests.companyId, auth.companyId), eq(approvalRequests.id, id)));
    if (!row) throw notFound();
    const reach = await reachOf(tx, auth, dataScope);
    const deciders = [auth.userId, ...(await engine.standsInFor(tx, auth.companyId, auth.userId, clock.now()))];
    if (row.requestedBy !== auth.userId) {
      const involved = row.chain.some((level) => deciders.some((userId) => level.approverIds.includes(userId)));
      if (!reaches(reach, row.employeeId) || (reach.kind !== 'all' && !involved)) throw notFound();
    }
    return { row, deciders, reach };
  }

  /** The files the request's owner says it carries, in its order, with their names. */
  async function documentsOf(tx: Transaction, row: { companyId: string; kind: string; subjectId: string }) {
    const fileIds =
      (await kinds.get(row.kind as ApprovalKind)?.documents?.(tx, { companyId: row.companyId, subjectId: row.subjectId })) ?? [];
    const names = new Map((await deps.files.names(tx, { companyId: row.companyId, fileIds })).map((file) => [file.id, file.name]));
    return fileIds.flatMap((fileId) => (names.has(fileId) ? [{ id: fileId, name: names.get(fileId)! }] : []));
  }

  async function reachOf(tx: Transaction, auth: RequestAuth, dataScope: string): Promise<Reach> {
    if (dataScope === 'all') return { kind: 'all' };
    // A team's manager reaches their direct reports; a department head also the department's people,
    // whose "department head" levels they approve.
    if (dataScope === 'team' && auth.employeeId)
      return {
        kind: 'some',
        employeeIds: [
          ...(await teamMemberIds(tx, auth.companyId, auth.employeeId)),
          ...(await departmentMemberIds(tx, auth.companyId, auth.employeeId)),
        ],
      };
    return { kind: 'none' };
  }
  const reaches = (reach: Reach, employeeId: string) =>
    reach.kind === 'all' || (reach.kind === 'some' && reach.employeeIds.includes(employeeId));

  return {
    ...createApprovalSettings({ tenant, clock, employees: deps.employees }),

    /** For the module owning a kind, in ITS transaction: starts a request on the workflow assigned to the employee. */
    submit: engine.submit,
    /** Withdraws the pending request of a record, in the owner's transaction. */
    cancel: engine.cancel,
    /** The record changed while pending: the request ends as changed and starts again on the current workflow. */
    change: engine.change,
    /** A decided request's record changed: it goes through approval again, its approvers told (changed). */
    reopen: engine.reopen,
    /**
     * Every request of a record, oldest first, with its chain and who is next: the owner's history
     * of it (a record changed after a decision went through approval again). The owner checks who
     * may read it.
     */
    async historyOf(tx: Transaction, input: { companyId: string; kind: ApprovalKind; subjectId: string }) {
      const rows = await tx
        .select()
        .from(approvalRequests)
        .where(
          and(
            eq(approvalRequests.companyId, input.companyId),
            eq(approvalRequests.kind, input.kind),
            eq(approvalRequests.subjectId, input.subjectId),
          ),
        )
        .orderBy(asc(approvalRequests.createdAt), asc(approvalRequests.id));
      const history = [];
      for (const row of rows) {
        const { waitingOnMe: _mine, ...detail } = await requestDetail(tx, row, []);
        history.push(detail);
      }
      return history;
    },

    list: async (
      auth: RequestAuth,
      query: { tab: 'pending' | 'decided'; kind?: ApprovalKind | undefined; start: number; length: number },
    ) => {
      const dataScope = await dataScopeOf(auth);
      return tenant(auth.companyId, async (tx) => {
        const reach = await reachOf(tx, auth, dataScope);
        if (reach.kind === 'none') return { data: [], total: 0, counts: {} };
        if (query.tab === 'decided') return decidedBy(tx, { companyId: auth.companyId, userId: auth.userId, ...query });
        const delegators = await engine.standsInFor(tx, auth.companyId, auth.userId, clock.now());
        return pendingFor(tx, {
          companyId: auth.companyId,
          userIds: [auth.userId, ...delegators],
          employeeIds: reach.kind === 'some' ? reach.employeeIds : null,
          ...query,
        });
      });
    },

    /** The requester sees their own; others within their data scope when the chain involves them, or everyone's with the whole company's scope. */
    get: async (auth: RequestAuth, id: string) => {
      // Read before the transaction: the role's access is read in a transaction of its own.
      const dataScope = await dataScopeOf(auth);
      return tenant(auth.companyId, async (tx) => {
        const { row, deciders, reach } = await visibleRequest(tx, auth, dataScope, id);
        const detail = await requestDetail(tx, row, reach.kind === 'none' || !reaches(reach, row.employeeId) ? [] : deciders);
        return { ...detail, documents: await documentsOf(tx, row) };
      });
    },

    /** A file the request carries, to whoever may see the request (its approvers included); 404 otherwise. */
    document: async (auth: RequestAuth, id: string, fileId: string) => {
      const dataScope = await dataScopeOf(auth);
      return tenant(auth.companyId, async (tx) => {
        const { row } = await visibleRequest(tx, auth, dataScope, id);
        const document = (await documentsOf(tx, row)).find((candidate) => candidate.id === fileId);
        const file = document ? await deps.files.read(tx, { companyId: auth.companyId, fileId }) : undefined;
        if (!document || !file) throw notFound();
        return { ...file, name: document.name };
      });
    },

    /** Approves or rejects each request, all in one transaction: one that someone else decided first refuses them all (409). */
    decide: async (auth: RequestAuth, actor: Actor, body: { ids: string[]; decision: 'approve' | 'reject'; comment: string }) => {
      const dataScope = await dataScopeOf(auth);
      return tenant(auth.companyId, async (tx) => {
        const reach = await reachOf(tx, auth, dataScope);
        if (reach.kind === 'none') throw forbidden();
        const now = clock.now();
        for (const id of new Set(body.ids)) {
          await engine.decide(tx, {
            actor,
            userId: auth.userId,
            id,
            decision: body.decision,
            comment: body.comment,
            now,
            canReach: (employeeId) => reaches(reach, employeeId),
          });
        }
        return { decided: new Set(body.ids).size };
      });
    },

    escalateDue: (companyId: string) => tenant(companyId, (tx) => engine.escalateDue(tx, companyId, clock.now())),
  };
}

export type ApprovalsService = ReturnType<typeof createApprovalsService>;
