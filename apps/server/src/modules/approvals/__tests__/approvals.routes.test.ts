import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import type { ApprovalKind, CreateWorkflowBody, WorkflowLevel } from '@tenaga/contracts';
import { auditLog, notifications } from '../../../db/schema/index.ts';
import {
  createCompany,
  createEmployeeRow,
  createTestApp,
  createTestModules,
  createUser,
  DAY_MS,
  linkUserToEmployee,
  loginAs,
  type TestApp,
  type TestCompany,
  type TestSession,
} from '../../../testing/index.ts';
import type { ModuleContext } from '../../../platform/module.ts';

let t: TestApp;
let modules: ModuleContext;
beforeAll(async () => {
  t = await createTestApp();
  modules = await createTestModules(t);
});
afterAll(async () => {
  await t?.close();
});

/**
 * A company with a small line: Eve (employee) reports to Mo (manager role), who reports to Bo;
 * Hana and Hadi are HR managers who may approve anyone's request.
 */
async function arrange() {
  const company = await createCompany(t);
  const bo = await createEmployeeRow(t, company.companyId, { firstName: 'Bo' });
  const mo = await createEmployeeRow(t, company.companyId, { firstName: 'Mo', managerId: bo });
  const eve = await createEmployeeRow(t, company.companyId, { firstName: 'Eve', managerId: mo });
  const other = await createEmployeeRow(t, company.companyId, { firstName: 'Olu' });
  const session = async (role: 'employee' | 'manager' | 'hrManager', firstName: string, employeeId?: string) => {
    const user = await createUser(t, company, { role, firstName });
    if (employeeId) await linkUserToEmployee(t, { companyId: company.companyId, userId: user.userId, employeeId });
    return loginAs(t, user);
  };
  return {
    company,
    employees: { bo, mo, eve, other },
    eve: await session('employee', 'Eve', eve),
    mo: await session('manager', 'Mo', mo),
    hana: await session('hrManager', 'Hana'),
    hadi: await session('hrManager', 'Hadi'),
  };
}

/** A level with the contract's defaults for what a test leaves out. */
const level = (given: Partial<WorkflowLevel> & Pick<WorkflowLevel, 'approverType'>): WorkflowLevel => ({
  managerLevels: 1,
  userIds: [],
  roleId: null,
  mode: 'any',
  escalateAfterDays: null,
  escalateToUserId: null,
  ...given,
});

async function workflow(company: TestCompany, body: CreateWorkflowBody, kind: ApprovalKind = 'claim') {
  const created = await company.admin.api.ok(contracts.createWorkflow, { body });
  await company.admin.api.ok(contracts.saveAssignments, { body: { kind, assignments: [{ workflowId: created.id, departmentIds: [] }] } });
  return created;
}

const submit = (company: TestCompany, input: { employeeId: string; requestedBy: string; kind?: ApprovalKind }) =>
  t.tenant(company.companyId, (tx) =>
    modules.service('approvals').submit(tx, {
      companyId: company.companyId,
      kind: input.kind ?? 'claim',
      subjectId: crypto.randomUUID(),
      employeeId: input.employeeId,
      requestedBy: input.requestedBy,
      summary: { amount: '120.50' },
      now: t.clock.now(),
    }),
  );

const pendingIds = async (session: TestSession) =>
  (await session.api.ok(contracts.listApprovalRequests, { query: { tab: 'pending' } })).data.map((row) => row.id);

const notificationsOf = (company: TestCompany, userId: string) =>
  t.db
    .select({ type: notifications.type, path: notifications.path, titleKey: notifications.titleKey })
    .from(notifications)
    .where(and(eq(notifications.companyId, company.companyId), eq(notifications.userId, userId)));

describe('approval chains', () => {
  it('walks a two-level chain: the manager, then HR; each step recorded, audited and notified', async () => {
    const { company, employees, eve, mo, hana } = await arrange();
    await workflow(company, {
      name: 'Claims',
      levels: [level({ approverType: 'manager', managerLevels: 1 }), level({ approverType: 'users', userIds: [hana.user.userId] })],
    });
    const { id } = await submit(company, { employeeId: employees.eve, requestedBy: eve.user.userId });

    expect(await pendingIds(mo)).toEqual([id]);
    expect(await pendingIds(hana)).toEqual([]);
    expect(await notificationsOf(company, mo.user.userId)).toEqual([
      { type: contracts.NOTIFICATION_TYPES.pending, path: `/approvals/requests/${id}`, titleKey: 'approvals:notification.waitingTitle' },
    ]);

    await mo.api.ok(contracts.decideApprovalRequests, { body: { ids: [id], decision: 'approve', comment: 'Fine by me' } });
    expect(await pendingIds(mo)).toEqual([]);
    expect(await pendingIds(hana)).toEqual([id]);
    expect((await mo.api.ok(contracts.listApprovalRequests, { query: { tab: 'decided' } })).data.map((row) => row.id)).toEqual([id]);

    await hana.api.ok(contracts.decideApprovalRequests, { body: { ids: [id], decision: 'approve', comment: '' } });
    const detail = await eve.api.ok(contracts.getApprovalRequest, { params: { id } });
    expect(detail).toMatchObject({ status: 'approved', nextApprovers: [], employeeName: 'Eve Kumar', summary: { amount: '120.50' } });
    expect(detail.steps.map((step) => [step.action, step.userName, step.comment])).toEqual([
      ['submit', 'Eve Employee', null],
      ['approve', 'Mo Employee', 'Fine by me'],
      ['approve', 'Hana Employee', null],
    ]);
    expect((await notificationsOf(company, eve.user.userId)).map((n) => n.type)).toEqual([contracts.NOTIFICATION_TYPES.approved]);
    const audit = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entityId, id)));
    expect(audit.map((row) => row.action).sort()).toEqual(['approve', 'approve', 'create']);
  });

  it('rejects with a required reason, and tells the requester', async () => {
    const { company, employees, eve, mo } = await arrange();
    await workflow(company, { name: 'One step', levels: [level({ approverType: 'manager', managerLevels: 1 })] });
    const { id } = await submit(company, { employeeId: employees.eve, requestedBy: eve.user.userId });
    await mo.api.fail(contracts.decideApprovalRequests, { body: { ids: [id], decision: 'reject', comment: '' } }, 400);
    await mo.api.ok(contracts.decideApprovalRequests, { body: { ids: [id], decision: 'reject', comment: 'Receipt missing' } });
    expect((await eve.api.ok(contracts.getApprovalRequest, { params: { id } })).status).toBe('rejected');
    expect((await notificationsOf(company, eve.user.userId)).map((n) => n.type)).toEqual([contracts.NOTIFICATION_TYPES.rejected]);
  });

  it("'any' needs one approver of the level, 'all' needs every one", async () => {
    const { company, employees, eve, hana, hadi } = await arrange();
    const both = [hana.user.userId, hadi.user.userId];
    await workflow(company, { name: 'Any', levels: [level({ approverType: 'users', userIds: both, mode: 'any' })] }, 'claim');
    await workflow(company, { name: 'All', levels: [level({ approverType: 'users', userIds: both, mode: 'all' })] }, 'overtime');
    const anyOne = await submit(company, { employeeId: employees.eve, requestedBy: eve.user.userId, kind: 'claim' });
    const everyone = await submit(company, { employeeId: employees.eve, requestedBy: eve.user.userId, kind: 'overtime' });

    await hana.api.ok(contracts.decideApprovalRequests, { body: { ids: [anyOne.id, everyone.id], decision: 'approve', comment: '' } });
    expect((await eve.api.ok(contracts.getApprovalRequest, { params: { id: anyOne.id } })).status).toBe('approved');
    const waiting = await eve.api.ok(contracts.getApprovalRequest, { params: { id: everyone.id } });
    expect(waiting).toMatchObject({ status: 'pending', nextApprovers: ['Hadi Employee'] });
    // Hadi came too late for the 'any' request: Hana decided it.
    const late = await hadi.api.fail(
      contracts.decideApprovalRequests,
      { body: { ids: [anyOne.id], decision: 'approve', comment: '' } },
      409,
    );
    expect(late.code).toBe('ALREADY_DECIDED');
    expect(late.message.join(' ')).toContain('Hana Employee');
    await hadi.api.ok(contracts.decideApprovalRequests, { body: { ids: [everyone.id], decision: 'approve', comment: '' } });
    expect((await eve.api.ok(contracts.getApprovalRequest, { params: { id: everyone.id } })).status).toBe('approved');
  });

  it('of two approvers deciding at once, one wins and the other gets 409; nothing is approved twice', async () => {
    const { company, employees, eve, hana, hadi } = await arrange();
    await workflow(company, { name: 'Race', levels: [level({ approverType: 'users', userIds: [hana.user.userId, hadi.user.userId] })] });
    const { id } = await submit(company, { employeeId: employees.eve, requestedBy: eve.user.userId });
    const body = { ids: [id], decision: 'approve' as const, comment: '' };
    const results = await Promise.all([
      hana.api.call(contracts.decideApprovalRequests, { body }),
      hadi.api.call(contracts.decideApprovalRequests, { body }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const steps = (await eve.api.ok(contracts.getApprovalRequest, { params: { id } })).steps.filter((step) => step.action === 'approve');
    expect(steps).toHaveLength(1);
    expect(await notificationsOf(company, eve.user.userId)).toHaveLength(1);
  });

  it('escalates a level that waited past its days to the next level (fake clock)', async () => {
    const { company, employees, eve, mo, hana } = await arrange();
    await workflow(company, {
      name: 'Escalating',
      levels: [
        level({ approverType: 'manager', managerLevels: 1, escalateAfterDays: 2 }),
        level({ approverType: 'users', userIds: [hana.user.userId] }),
      ],
    });
    const { id } = await submit(company, { employeeId: employees.eve, requestedBy: eve.user.userId });
    t.clock.advance(DAY_MS);
    expect(await modules.service('approvals').escalateDue(company.companyId)).toBe(0);
    t.clock.advance(DAY_MS);
    expect(await modules.service('approvals').escalateDue(company.companyId)).toBe(1);
    expect(await pendingIds(mo)).toEqual([]);
    expect(await pendingIds(hana)).toEqual([id]);
    const steps = (await hana.api.ok(contracts.getApprovalRequest, { params: { id } })).steps;
    expect(steps.map((step) => step.action)).toEqual(['submit', 'escalate']);
  });

  it('a delegate decides in the approver’s name while the delegation lasts', async () => {
    const { company, employees, eve, hana, hadi } = await arrange();
    await workflow(company, { name: 'Hana only', levels: [level({ approverType: 'users', userIds: [hana.user.userId] })] });
    const { id } = await submit(company, { employeeId: employees.eve, requestedBy: eve.user.userId });
    expect(await pendingIds(hadi)).toEqual([]);
    const today = t.clock.now().toISOString().slice(0, 10);
    await company.admin.api.ok(contracts.createDelegation, {
      body: { userId: hana.user.userId, delegateUserId: hadi.user.userId, from: today, to: today },
    });
    expect(await pendingIds(hadi)).toEqual([id]);
    await hadi.api.ok(contracts.decideApprovalRequests, { body: { ids: [id], decision: 'approve', comment: 'For Hana' } });
    const detail = await eve.api.ok(contracts.getApprovalRequest, { params: { id } });
    expect(detail.status).toBe('approved');
    expect(detail.steps.at(-1)).toMatchObject({ action: 'approve', userName: 'Hadi Employee', onBehalfOfName: 'Hana Employee' });
  });
});

describe('who may approve', () => {
  it('never the requester: their level is skipped; and a request nobody can approve is refused', async () => {
    const { company, employees, eve, mo, hana } = await arrange();
    await workflow(company, {
      name: 'Self',
      levels: [level({ approverType: 'users', userIds: [mo.user.userId] }), level({ approverType: 'users', userIds: [hana.user.userId] })],
    });
    // Mo asks on his own behalf: the level naming only him is skipped.
    const { id } = await submit(company, { employeeId: employees.mo, requestedBy: mo.user.userId });
    expect(await pendingIds(mo)).toEqual([]);
    expect(await pendingIds(hana)).toEqual([id]);

    await workflow(company, { name: 'Only Eve', levels: [level({ approverType: 'users', userIds: [eve.user.userId] })] }, 'timeOff');
    await expect(submit(company, { employeeId: employees.eve, requestedBy: eve.user.userId, kind: 'timeOff' })).rejects.toMatchObject({
      code: 'NO_APPROVER',
    });
    await expect(
      submit(company, { employeeId: employees.eve, requestedBy: eve.user.userId, kind: 'salaryIncrement' }),
    ).rejects.toMatchObject({
      code: 'NO_WORKFLOW',
    });
  });

  it('self-service cannot approve; a manager sees only their team; another company sees nothing', async () => {
    const { company, employees, eve, mo, hana } = await arrange();
    await workflow(company, {
      name: 'Mo for all',
      levels: [level({ approverType: 'users', userIds: [mo.user.userId, hana.user.userId] })],
    });
    const mine = await submit(company, { employeeId: employees.eve, requestedBy: eve.user.userId });
    const outsider = await submit(company, { employeeId: employees.other, requestedBy: hana.user.userId });

    await eve.api.fail(contracts.listApprovalRequests, { query: {} }, 403);
    await eve.api.fail(contracts.decideApprovalRequests, { body: { ids: [mine.id], decision: 'approve', comment: '' } }, 403);
    // Olu is not in Mo's team, though the workflow names Mo.
    expect(await pendingIds(mo)).toEqual([mine.id]);
    await mo.api.fail(contracts.decideApprovalRequests, { body: { ids: [outsider.id], decision: 'approve', comment: '' } }, 404);
    await mo.api.fail(contracts.getApprovalRequest, { params: { id: outsider.id } }, 404);

    const stranger = await createCompany(t);
    await stranger.admin.api.fail(contracts.getApprovalRequest, { params: { id: mine.id } }, 404);
    await stranger.admin.api.fail(contracts.decideApprovalRequests, { body: { ids: [mine.id], decision: 'approve', comment: '' } }, 404);
    expect((await stranger.admin.api.ok(contracts.listApprovalRequests, { query: {} })).total).toBe(0);
  });
});

describe('workflows', () => {
  it('cannot be deleted while assigned or used by pending requests; a running request keeps its chain', async () => {
    const { company, employees, eve, mo, hana } = await arrange();
    const flow = await workflow(company, { name: 'Claims', levels: [level({ approverType: 'manager', managerLevels: 1 })] });
    const { id } = await submit(company, { employeeId: employees.eve, requestedBy: eve.user.userId });
    await company.admin.api.ok(contracts.updateWorkflow, {
      body: { id: flow.id, version: flow.version, name: 'Claims', levels: [level({ approverType: 'users', userIds: [hana.user.userId] })] },
    });
    expect(await pendingIds(mo)).toEqual([id]);
    expect(await pendingIds(hana)).toEqual([]);

    const refused = await company.admin.api.fail(contracts.deleteWorkflow, { params: { id: flow.id } }, 409);
    expect(refused.code).toBe('WORKFLOW_IN_USE');
    expect(refused.message.join(' ')).toContain('Claims');
    await company.admin.api.ok(contracts.saveAssignments, { body: { kind: 'claim', assignments: [] } });
    await company.admin.api.fail(contracts.deleteWorkflow, { params: { id: flow.id } }, 409);
    await mo.api.ok(contracts.decideApprovalRequests, { body: { ids: [id], decision: 'approve', comment: '' } });
    await company.admin.api.ok(contracts.deleteWorkflow, { params: { id: flow.id } });
    expect((await eve.api.ok(contracts.getApprovalRequest, { params: { id } })).workflowName).toBe('Claims');
  });

  it('routes by department first, then the company default', async () => {
    const { company, employees, eve, mo, hana } = await arrange();
    const finance = await company.admin.api.ok(contracts.createDepartment, { body: { name: 'Finance' } });
    const byManager = await company.admin.api.ok(contracts.createWorkflow, {
      body: { name: 'Default', levels: [level({ approverType: 'manager' })] },
    });
    const byHana = await company.admin.api.ok(contracts.createWorkflow, {
      body: { name: 'Finance', levels: [level({ approverType: 'users', userIds: [hana.user.userId] })] },
    });
    await company.admin.api.ok(contracts.saveAssignments, {
      body: {
        kind: 'claim',
        assignments: [
          { workflowId: byManager.id, departmentIds: [] },
          { workflowId: byHana.id, departmentIds: [finance.id] },
        ],
      },
    });
    const inFinance = await createEmployeeRow(t, company.companyId, {
      firstName: 'Fin',
      managerId: employees.mo,
      departmentId: finance.id,
    });
    const a = await submit(company, { employeeId: inFinance, requestedBy: eve.user.userId });
    const b = await submit(company, { employeeId: employees.eve, requestedBy: eve.user.userId });
    expect(await pendingIds(hana)).toEqual([a.id]);
    expect(await pendingIds(mo)).toEqual([b.id]);
  });
});
