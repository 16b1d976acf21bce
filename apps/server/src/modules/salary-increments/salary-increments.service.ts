import type {
  BulkIncrementBody,
  BulkIncrementPreview,
  BulkIncrementResult,
  CreateSalaryIncrementBody,
  FilterQuery,
  IncrementStatus,
  SalaryIncrement,
  SalaryIncrementTableRequest,
  UpdateSalaryIncrementBody,
} from '@tenaga/contracts';
import { INCREMENT_LIMITS } from '@tenaga/contracts';
import { salaryChange } from '@tenaga/domain/salary';
import type { TenantRunner, Transaction } from '../../db/tenant.ts';
import { AppError, forbidden, notFound, versionConflict } from '../../lib/app-error.ts';
import { changedFields, writeAudit, type Actor } from '../../lib/audit.ts';
import { calendarDate, type Clock } from '../../lib/clock.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { AccessService } from '../access/index.ts';
import type { ApprovalsService, DecidedRequest } from '../approvals/index.ts';
import { companyProfile } from '../companies/index.ts';
import type { writeSalary } from '../employees/index.ts';
import { bulkPlan, type BulkPlan } from './salary-increments.bulk.ts';
import * as repo from './salary-increments.repository.ts';
import { decidedStatus, isOpen, newSalaryOf, startsAfter, valueText } from './salary-increments.rules.ts';

export const INCREMENT_APPROVAL = 'salaryIncrement' as const;
/** The audit trail's name for one record. */
const ENTITY = 'salaryIncrement';

export interface SalaryIncrementsServiceDeps {
  tenant: TenantRunner;
  clock: Clock;
  access: Pick<AccessService, 'accessOf'>;
  approvals: Pick<ApprovalsService, 'submit' | 'change' | 'cancel'>;
  /** Writes a salary on the employee's record from a date (the employees module's, in this transaction). */
  writeSalary: typeof writeSalary;
  /** Who is working on a day among those the caller reaches whom the advanced filter finds (the employees module). */
  selectEmployees: (auth: RequestAuth, input: { filter: FilterQuery; on: string }) => Promise<string[]>;
}

function toIncrement(row: repo.IncrementListRow): SalaryIncrement {
  const { increment } = row;
  // Until it is in force, the new salary follows the salary of today (what applying it would write).
  const open = isOpen(increment.status) && row.currentSalary !== null;
  const previousSalary = open ? row.currentSalary! : increment.previousSalary;
  const newSalary = open ? newSalaryOf(row.currentSalary!, increment) : increment.newSalary;
  return {
    id: increment.id,
    employeeId: increment.employeeId,
    employeeName: row.employeeName,
    employmentNumber: row.employmentNumber,
    effectiveDate: increment.effectiveDate,
    kind: increment.kind as SalaryIncrement['kind'],
    value: valueText(increment.kind, increment.value),
    previousSalary,
    newSalary,
    change: salaryChange(previousSalary, newSalary),
    reason: increment.reason,
    status: increment.status as IncrementStatus,
    batchId: increment.batchId,
    appliedAt: increment.appliedAt?.getTime() ?? null,
    createdAt: increment.createdAt.getTime(),
    updatedAt: increment.updatedAt.getTime(),
    version: increment.version,
  };
}

const auditView = (row: repo.IncrementRow) => ({
  employeeId: row.employeeId,
  effectiveDate: row.effectiveDate,
  kind: row.kind,
  value: valueText(row.kind, row.value),
  previousSalary: row.previousSalary,
  newSalary: row.newSalary,
  reason: row.reason,
  status: row.status,
});

const systemActor = (companyId: string): Actor => ({ companyId, userId: null, impersonatorUserId: null, ip: null });

/**
 * Salary increments. The salary stays on the employee's record, its history in the audit trail:
 * an increment in force writes there (`writeSalary`) in the transaction that applies it, and from
 * then on it can no longer change. Until then it waits for approval (pending) or for its date
 * (scheduled, applied by the daily job), and can be changed or deleted.
 */
export function createSalaryIncrementsService(deps: SalaryIncrementsServiceDeps) {
  const { tenant, clock } = deps;

  // What someone earns is private: a role reaching only a team or oneself sees one's own increments.
  async function reachOf(auth: RequestAuth): Promise<repo.IncrementReach | null> {
    const { dataScope } = await deps.access.accessOf(auth);
    if (dataScope === 'all') return { kind: 'all' };
    return auth.employeeId ? { kind: 'self', employeeId: auth.employeeId } : null;
  }

  /** Raising salaries is for those who see every employee's, never one's own. */
  async function assertHr(auth: RequestAuth): Promise<repo.IncrementReach> {
    const reach = await reachOf(auth);
    if (reach?.kind !== 'all') throw forbidden();
    return reach;
  }

  async function todayOf(tx: Transaction, companyId: string) {
    const profile = await companyProfile(tx, companyId);
    if (!profile) throw notFound();
    return calendarDate(clock.now(), profile.timezone);
  }

  async function read(tx: Transaction, companyId: string, id: string, reach: repo.IncrementReach) {
    const row = await repo.find(tx, companyId, id, reach);
    if (!row) throw notFound();
    return toIncrement(row);
  }

  /** Writes the increment into the salary history from its date, on the salary of today. */
  async function apply(tx: Transaction, actor: Actor, row: repo.IncrementRow): Promise<repo.IncrementRow> {
    const [employee] = await repo.salariesOf(tx, row.companyId, [row.employeeId]);
    const previousSalary = employee?.salary ?? row.previousSalary;
    const newSalary = newSalaryOf(previousSalary, row);
    await deps.writeSalary(tx, actor, {
      companyId: row.companyId,
      employeeId: row.employeeId,
      salary: newSalary,
      effectiveFrom: row.effectiveDate,
      action: 'salaryIncrement',
      now: clock.now(),
    });
    return repo.set(tx, row.companyId, row.id, {
      status: 'applied',
      previousSalary,
      newSalary,
      appliedAt: clock.now(),
      updatedAt: clock.now(),
    });
  }

  /** Decided (approved, or entered without a workflow): in force now when its date has come, else scheduled. */
  async function decide(tx: Transaction, actor: Actor, row: repo.IncrementRow, today: string) {
    if (decidedStatus(row.effectiveDate, today) === 'applied') return apply(tx, actor, row);
    return repo.set(tx, row.companyId, row.id, { status: 'scheduled', updatedAt: clock.now() });
  }

  /**
   * Sends the increment for approval on the workflow assigned to its employee (again, when it was
   * waiting and changed); without a workflow for salary increments, HR's word decides it.
   */
  async function route(tx: Transaction, input: { auth: RequestAuth; actor: Actor; row: repo.IncrementRow; wasPending: boolean }) {
    const { auth, actor, row } = input;
    const submit = {
      companyId: row.companyId,
      kind: INCREMENT_APPROVAL,
      subjectId: row.id,
      employeeId: row.employeeId,
      requestedBy: auth.userId,
      // Shown as given, joined: '2026-03-16 · 3000.00 · 3090.00'. jsonb keeps keys shortest first: the names keep that order.
      summary: { on: row.effectiveDate, was: row.previousSalary, becomes: row.newSalary },
      now: clock.now(),
    };
    try {
      const request = input.wasPending ? await deps.approvals.change(tx, submit) : await deps.approvals.submit(tx, submit);
      return repo.set(tx, row.companyId, row.id, { status: 'pending', approvalRequestId: request.id, updatedAt: clock.now() });
    } catch (error) {
      // Raised before the engine writes anything new: the transaction stays usable.
      if (!(error instanceof AppError) || (error.code !== 'NO_WORKFLOW' && error.code !== 'NO_APPROVER')) throw error;
    }
    return decide(tx, actor, row, await todayOf(tx, row.companyId));
  }

  async function assertStartsAfterLast(tx: Transaction, input: { companyId: string; employeeId: string; effectiveDate: string }) {
    const last = await repo.lastApplied(tx, input.companyId, input.employeeId);
    if (!startsAfter(input.effectiveDate, last))
      throw new AppError('INCREMENT_BEFORE_LAST', {
        values: { date: last! },
        fieldErrors: { effectiveDate: 'errors:INCREMENT_BEFORE_LAST' },
      });
  }

  const inForce = (row: repo.IncrementRow) =>
    new AppError(row.status === 'rejected' ? 'INCREMENT_REJECTED' : 'INCREMENT_IN_FORCE', { values: { date: row.effectiveDate } });

  async function plan(tx: Transaction, auth: RequestAuth, body: BulkIncrementBody, employeeIds: readonly string[]): Promise<BulkPlan> {
    const employees = await repo.salariesOf(tx, auth.companyId, employeeIds);
    return bulkPlan({
      body,
      employees,
      open: await repo.withOpenIncrement(tx, auth.companyId, employeeIds),
      lastApplied: await repo.lastAppliedOf(tx, auth.companyId, employeeIds),
    });
  }

  async function selected(auth: RequestAuth, body: BulkIncrementBody) {
    const ids = await deps.selectEmployees(auth, { filter: body.filter, on: body.effectiveDate });
    if (ids.length > INCREMENT_LIMITS.bulkEmployees)
      throw new AppError('VALIDATION_FAILED', { fieldErrors: { filter: 'salaryIncrements:bulk.tooMany' } });
    return ids;
  }

  return {
    async table(auth: RequestAuth, request: SalaryIncrementTableRequest) {
      const reach = await reachOf(auth);
      if (!reach) return { data: [], recordsTotal: 0, recordsFiltered: 0 };
      return tenant(auth.companyId, async (tx) => {
        const page = await repo.table(tx, auth.companyId, { request, reach });
        return { data: page.rows.map(toIncrement), recordsTotal: page.recordsTotal, recordsFiltered: page.recordsFiltered };
      });
    },

    async ofEmployee(auth: RequestAuth, employeeId: string): Promise<SalaryIncrement[]> {
      const reach = await reachOf(auth);
      if (!reach || (reach.kind === 'self' && reach.employeeId !== employeeId)) throw notFound();
      return tenant(auth.companyId, async (tx) => {
        if ((await repo.salariesOf(tx, auth.companyId, [employeeId])).length === 0) throw notFound();
        return (await repo.ofEmployee(tx, auth.companyId, employeeId)).map(toIncrement);
      });
    },

    async create(auth: RequestAuth, actor: Actor, body: CreateSalaryIncrementBody): Promise<SalaryIncrement> {
      const reach = await assertHr(auth);
      return tenant(auth.companyId, async (tx) => {
        const [employee] = await repo.salariesOf(tx, auth.companyId, [body.employeeId]);
        if (!employee) throw new AppError('VALIDATION_FAILED', { fieldErrors: { employeeId: 'validation:invalidOption' } });
        if (employee.salary === null)
          throw new AppError('INCREMENT_NO_SALARY', { fieldErrors: { employeeId: 'errors:INCREMENT_NO_SALARY' } });
        await assertStartsAfterLast(tx, { companyId: auth.companyId, employeeId: body.employeeId, effectiveDate: body.effectiveDate });
        if ((await repo.withOpenIncrement(tx, auth.companyId, [body.employeeId])).size > 0)
          throw new AppError('INCREMENT_OPEN_EXISTS', { fieldErrors: { employeeId: 'errors:INCREMENT_OPEN_EXISTS' } });
        const rounding = { roundingStep: '0.01', roundingMode: 'nearest' };
        const now = clock.now();
        const [row] = await repo.insert(tx, [
          {
            companyId: auth.companyId,
            employeeId: body.employeeId,
            effectiveDate: body.effectiveDate,
            kind: body.kind,
            value: body.value,
            ...rounding,
            previousSalary: employee.salary,
            newSalary: newSalaryOf(employee.salary, { kind: body.kind, value: body.value, ...rounding }),
            reason: body.reason,
            status: 'pending',
            createdBy: actor.userId,
            createdAt: now,
            updatedAt: now,
          },
        ]);
        const routed = await route(tx, { auth, actor, row: row!, wasPending: false });
        await writeAudit(tx, actor, { entity: ENTITY, entityId: routed.id, action: 'create', after: auditView(routed) });
        return read(tx, auth.companyId, routed.id, reach);
      });
    },

    async update(auth: RequestAuth, actor: Actor, id: string, body: UpdateSalaryIncrementBody): Promise<SalaryIncrement> {
      const reach = await assertHr(auth);
      return tenant(auth.companyId, async (tx) => {
        const before = await repo.lock(tx, auth.companyId, id);
        if (!before) throw notFound();
        if (!isOpen(before.status)) throw inForce(before);
        if (before.version !== body.version) throw versionConflict();
        await assertStartsAfterLast(tx, { companyId: auth.companyId, employeeId: before.employeeId, effectiveDate: body.effectiveDate });
        const [employee] = await repo.salariesOf(tx, auth.companyId, [before.employeeId]);
        const previousSalary = employee?.salary ?? before.previousSalary;
        const changed = await repo.set(tx, auth.companyId, id, {
          effectiveDate: body.effectiveDate,
          kind: body.kind,
          value: body.value,
          previousSalary,
          newSalary: newSalaryOf(previousSalary, { ...before, kind: body.kind, value: body.value }),
          reason: body.reason,
          updatedAt: clock.now(),
        });
        const wasPending = before.status === 'pending' && before.approvalRequestId !== null;
        const routed = await route(tx, { auth, actor, row: changed, wasPending });
        await writeAudit(tx, actor, {
          entity: ENTITY,
          entityId: id,
          action: 'update',
          ...changedFields(auditView(before), auditView(routed)),
        });
        return read(tx, auth.companyId, id, reach);
      });
    },

    async remove(auth: RequestAuth, actor: Actor, id: string) {
      await assertHr(auth);
      await tenant(auth.companyId, async (tx) => {
        const row = await repo.lock(tx, auth.companyId, id);
        if (!row) throw notFound();
        if (row.status === 'applied') throw inForce(row);
        if (row.status === 'pending' && row.approvalRequestId)
          await deps.approvals.cancel(tx, {
            companyId: auth.companyId,
            kind: INCREMENT_APPROVAL,
            subjectId: id,
            userId: auth.userId,
            now: clock.now(),
          });
        await repo.remove(tx, auth.companyId, id);
        await writeAudit(tx, actor, { entity: ENTITY, entityId: id, action: 'delete', before: auditView(row) });
      });
    },

    async previewBulk(auth: RequestAuth, body: BulkIncrementBody): Promise<BulkIncrementPreview> {
      await assertHr(auth);
      const ids = await selected(auth, body);
      return tenant(auth.companyId, async (tx) => (await plan(tx, auth, body, ids)).preview);
    },

    /** Applies what the preview showed, in one transaction with an audit entry per employee: HR's own decision, no approval. */
    async applyBulk(auth: RequestAuth, actor: Actor, body: BulkIncrementBody): Promise<BulkIncrementResult> {
      await assertHr(auth);
      const ids = await selected(auth, body);
      return tenant(auth.companyId, async (tx) => {
        const { preview, rows } = await plan(tx, auth, body, ids);
        if (rows.length === 0) throw new AppError('INCREMENT_NOBODY');
        const batchId = crypto.randomUUID();
        const today = await todayOf(tx, auth.companyId);
        const now = clock.now();
        const inserted = await repo.insert(
          tx,
          rows.map((row) => ({
            companyId: auth.companyId,
            employeeId: row.employeeId,
            effectiveDate: body.effectiveDate,
            kind: body.kind,
            value: body.value,
            roundingStep: body.rounding.step,
            roundingMode: body.rounding.mode,
            previousSalary: row.oldSalary,
            newSalary: row.newSalary,
            reason: body.reason,
            status: 'scheduled',
            batchId,
            createdBy: actor.userId,
            createdAt: now,
            updatedAt: now,
          })),
        );
        let status: IncrementStatus = 'scheduled';
        for (const row of inserted) {
          const decided = await decide(tx, actor, row, today);
          status = decided.status as IncrementStatus;
          await writeAudit(tx, actor, { entity: ENTITY, entityId: row.id, action: 'create', after: { ...auditView(decided), batchId } });
        }
        return { ...preview, batchId, status };
      });
    },

    /** The approval workflow decided, in its transaction: approved is in force from its date, rejected ends it. */
    async onDecided(tx: Transaction, request: DecidedRequest, outcome: 'approved' | 'rejected') {
      const row = await repo.lock(tx, request.companyId, request.subjectId);
      if (!row || row.status !== 'pending') return;
      const after =
        outcome === 'rejected'
          ? await repo.set(tx, row.companyId, row.id, { status: 'rejected', updatedAt: clock.now() })
          : await decide(tx, request.decidedBy, row, await todayOf(tx, row.companyId));
      await writeAudit(tx, request.decidedBy, {
        entity: ENTITY,
        entityId: row.id,
        action: outcome === 'rejected' ? 'reject' : 'approve',
        before: { status: row.status },
        after: { status: after.status, newSalary: after.newSalary },
      });
    },

    /** The scheduled increments whose date has come go into force (the daily job). Returns how many. */
    async applyDue(companyId: string): Promise<number> {
      return tenant(companyId, async (tx) => {
        const due = await repo.due(tx, companyId, await todayOf(tx, companyId));
        const actor = systemActor(companyId);
        for (const row of due) {
          const applied = await apply(tx, actor, row);
          await writeAudit(tx, actor, {
            entity: ENTITY,
            entityId: row.id,
            action: 'apply',
            before: { status: row.status },
            after: { status: applied.status, previousSalary: applied.previousSalary, newSalary: applied.newSalary },
          });
        }
        return due.length;
      });
    },
  };
}

export type SalaryIncrementsService = ReturnType<typeof createSalaryIncrementsService>;
