import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import type { ApprovalKind, CreateWorkflowBody, WorkflowLevel } from '@tenaga/contracts';
import { approvalRequests, auditLog, companies, jobs } from '../../../db/schema/index.ts';
import {
  createCompany,
  createEmployeeRow,
  createTestApp,
  createTestModules,
  createUser,
  DAY_MS,
  HOUR_MS,
  linkUserToEmployee,
  loginAs,
  type TestApp,
  type TestCompany,
  type TestSession,
} from '../../../testing/index.ts';
import type { ModuleContext } from '../../../platform/module.ts';
import { APPROVAL_ESCALATION_HOUR, APPROVAL_ESCALATION_JOB } from '../index.ts';

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
 * Sales has Dee as its head; Eve works in Sales under Mo, who reports to Bo. Dee herself reports
 * to Bo. Hana is an HR manager.
 */
async function arrange() {
  const company = await createCompany(t);
  const api = company.admin.api;
  const bo = await createEmployeeRow(t, company.companyId, { firstName: 'Bo' });
  const created = await api.ok(contracts.createDepartment, { body: { name: 'Sales' } });
  const dee = await createEmployeeRow(t, company.companyId, { firstName: 'Dee', managerId: bo, departmentId: created.id });
  const sales = await api.ok(contracts.updateDepartment, {
    body: { id: created.id, version: created.version, name: 'Sales', headEmployeeId: dee },
  });
  const mo = await createEmployeeRow(t, company.companyId, { firstName: 'Mo', managerId: bo, departmentId: sales.id });
  const eve = await createEmployeeRow(t, company.companyId, { firstName: 'Eve', managerId: mo, departmentId: sales.id });
  const session = async (role: 'employee' | 'manager' | 'hrManager', firstName: string, employeeId?: string) => {
    const user = await createUser(t, company, { role, firstName });
    if (employeeId) await linkUserToEmployee(t, { companyId: company.companyId, userId: user.userId, employeeId });
    return loginAs(t, user);
  };
  return {
    company,
    sales,
    employees: { bo, dee, mo, eve },
    eve: await session('employee', 'Eve', eve),
    mo: await session('manager', 'Mo', mo),
    dee: await session('manager', 'Dee', dee),
    bo: await session('manager', 'Bo', bo),
    hana: await session('hrManager', 'Hana'),
  };
}

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
  await company.admin.api.ok(contracts.saveAssignments, { body: { kind, assignments: [{ workflowId: created.id }] } });
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
      summary: { amount: '80.00' },
      now: t.clock.now(),
    }),
  );

const pendingIds = async (session: Pick<TestSession, 'api'>) =>
  (await session.api.ok(contracts.listApprovalRequests, { query: { tab: 'pending' } })).data.map((row) => row.id);

describe('departments name a head', () => {
  it('is set, shown, changed and cleared with the department, each change audited; an unknown employee is refused', async () => {
    const { company, sales, employees } = await arrange();
    const api = company.admin.api;
    expect(sales.head).toEqual({ id: employees.dee, name: 'Dee Kumar' });
    const table = await api.ok(contracts.listDepartments, { body: {} });
    expect(table.data.map((row) => [row.name, row.head?.name ?? null])).toEqual([['Sales', 'Dee Kumar']]);

    const changed = await api.ok(contracts.updateDepartment, {
      body: { id: sales.id, version: sales.version, name: 'Sales', headEmployeeId: employees.bo },
    });
    expect(changed.head).toEqual({ id: employees.bo, name: 'Bo Kumar' });
    const cleared = await api.ok(contracts.updateDepartment, { body: { id: sales.id, version: changed.version, name: 'Sales' } });
    expect(cleared.head).toBeNull();

    const stranger = await createCompany(t);
    const foreign = await createEmployeeRow(t, stranger.companyId, { firstName: 'Zed' });
    expect(
      (
        await api.fail(
          contracts.updateDepartment,
          { body: { id: sales.id, version: cleared.version, name: 'Sales', headEmployeeId: foreign } },
          400,
        )
      ).errors,
    ).toEqual({ headEmployeeId: expect.any(String) });
    expect((await api.fail(contracts.createDepartment, { body: { name: 'Ops', headEmployeeId: crypto.randomUUID() } }, 400)).code).toBe(
      'VALIDATION_FAILED',
    );

    const rows = await t.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entityId, sales.id)))
      .orderBy(auditLog.at);
    expect(rows.map((row) => [row.action, row.before, row.after])).toEqual([
      ['create', null, { name: 'Sales' }],
      ['update', { headEmployeeId: null }, { headEmployeeId: employees.dee }],
      ['update', { headEmployeeId: employees.dee }, { headEmployeeId: employees.bo }],
      ['update', { headEmployeeId: employees.bo }, { headEmployeeId: null }],
    ]);
  });
});

describe('a "department head" level', () => {
  it('waits on the head of the requester’s department, who reaches the request though not their manager', async () => {
    const { company, employees, eve, dee, mo, hana } = await arrange();
    await workflow(company, {
      name: 'Head then HR',
      levels: [level({ approverType: 'departmentHead' }), level({ approverType: 'users', userIds: [hana.user.userId] })],
    });
    const { id } = await submit(company, { employeeId: employees.eve, requestedBy: eve.user.userId });
    expect(await pendingIds(dee)).toEqual([id]);
    expect(await pendingIds(mo)).toEqual([]);
    await dee.api.ok(contracts.decideApprovalRequests, { body: { ids: [id], decision: 'approve', comment: '' } });
    expect(await pendingIds(hana)).toEqual([id]);
    const steps = (await eve.api.ok(contracts.getApprovalRequest, { params: { id } })).steps;
    expect(steps.map((step) => [step.action, step.userName, step.reason])).toEqual([
      ['submit', 'Eve Employee', null],
      ['approve', 'Dee Employee', null],
    ]);
  });

  it('the head’s own request goes to the manager they report to, and the history says why', async () => {
    const { company, employees, dee, bo } = await arrange();
    await workflow(company, { name: 'Head', levels: [level({ approverType: 'departmentHead' })] });
    const { id } = await submit(company, { employeeId: employees.dee, requestedBy: dee.user.userId });
    expect(await pendingIds(bo)).toEqual([id]);
    const detail = await dee.api.ok(contracts.getApprovalRequest, { params: { id } });
    expect(detail.nextApprovers).toEqual(['Bo Employee']);
    expect(detail.steps.map((step) => [step.action, step.level, step.reason])).toEqual([
      ['submit', 0, null],
      ['reroute', 0, 'requesterIsDepartmentHead'],
    ]);
  });

  it('without a head (or one who cannot approve) the requester’s manager stands in; with nobody at all the level is skipped', async () => {
    const { company, sales, employees, eve, mo, dee, hana } = await arrange();
    await workflow(company, {
      name: 'Head then HR',
      levels: [level({ approverType: 'departmentHead' }), level({ approverType: 'users', userIds: [hana.user.userId] })],
    });
    // No head named.
    await company.admin.api.ok(contracts.updateDepartment, { body: { id: sales.id, version: sales.version, name: 'Sales' } });
    const noHead = await submit(company, { employeeId: employees.eve, requestedBy: eve.user.userId });
    expect(await pendingIds(mo)).toEqual([noHead.id]);
    expect((await eve.api.ok(contracts.getApprovalRequest, { params: { id: noHead.id } })).steps.at(-1)).toMatchObject({
      action: 'reroute',
      reason: 'noDepartmentHead',
    });

    // A head whose account is off cannot approve.
    const current = await company.admin.api.ok(contracts.listDepartments, { body: {} });
    await company.admin.api.ok(contracts.updateDepartment, {
      body: { id: sales.id, version: current.data[0]!.version, name: 'Sales', headEmployeeId: employees.dee },
    });
    const account = await company.admin.api.ok(contracts.getUser, { params: { id: dee.user.userId } });
    await company.admin.api.ok(contracts.updateUser, { body: { id: dee.user.userId, version: account.version, active: false } });
    const inactiveHead = await submit(company, { employeeId: employees.eve, requestedBy: eve.user.userId });
    expect((await eve.api.ok(contracts.getApprovalRequest, { params: { id: inactiveHead.id } })).steps.at(-1)).toMatchObject({
      action: 'reroute',
      reason: 'departmentHeadCannotApprove',
    });

    // Nobody in a department and no manager: the level is skipped, HR decides.
    const loner = await createEmployeeRow(t, company.companyId, { firstName: 'Lone' });
    const skipped = await submit(company, { employeeId: loner, requestedBy: eve.user.userId });
    const detail = await hana.api.ok(contracts.getApprovalRequest, { params: { id: skipped.id } });
    expect(detail).toMatchObject({ levelCount: 1, nextApprovers: ['Hana Employee'] });
    expect(detail.steps.map((step) => [step.action, step.reason])).toEqual([
      ['submit', null],
      ['skip', 'noDepartmentHead'],
    ]);
  });
});

describe('assignment by the advanced filter', () => {
  it('rules in order, the first that covers the employee wins; the default when none does; pending requests keep their chain', async () => {
    const { company, sales, employees, eve, mo, hana } = await arrange();
    const api = company.admin.api;
    const admin = company.admin;
    const engineer = await api.ok(contracts.createJobTitle, { body: { name: 'Engineer' } });
    const byManager = await api.ok(contracts.createWorkflow, { body: { name: 'Manager', levels: [level({ approverType: 'manager' })] } });
    const byHana = await api.ok(contracts.createWorkflow, {
      body: { name: 'Engineers', levels: [level({ approverType: 'users', userIds: [hana.user.userId] })] },
    });
    const byAdmin = await api.ok(contracts.createWorkflow, {
      body: { name: 'Sales', levels: [level({ approverType: 'users', userIds: [admin.user.userId] })] },
    });
    const engineers = { rules: [{ category: 'jobTitle' as const, condition: 'is' as const, values: [engineer.id] }] };
    const saved = await api.ok(contracts.saveAssignments, {
      body: {
        kind: 'claim',
        assignments: [
          { workflowId: byHana.id, filter: engineers },
          { workflowId: byAdmin.id, departmentIds: [sales.id] },
          { workflowId: byManager.id },
        ],
      },
    });
    expect(saved.assignments.map((rule) => [rule.departmentIds, rule.filter?.rules.length ?? null])).toEqual([
      [[], 1],
      [[sales.id], null],
      [[], null],
    ]);
    expect((await api.ok(contracts.listAssignments)).find((kind) => kind.kind === 'claim')).toEqual(saved);

    const salesEngineer = await createEmployeeRow(t, company.companyId, {
      firstName: 'Sam',
      managerId: employees.mo,
      departmentId: sales.id,
      jobTitleId: engineer.id,
    });
    const outsider = await createEmployeeRow(t, company.companyId, { firstName: 'Olu', managerId: employees.mo });
    // The filter rule comes first: a sales engineer goes to Hana, not to the Sales workflow.
    const first = await submit(company, { employeeId: salesEngineer, requestedBy: eve.user.userId });
    const second = await submit(company, { employeeId: employees.eve, requestedBy: eve.user.userId });
    const third = await submit(company, { employeeId: outsider, requestedBy: eve.user.userId });
    expect(await pendingIds(hana)).toEqual([first.id]);
    expect(await pendingIds(admin)).toEqual([second.id]);
    expect(await pendingIds(mo)).toEqual([third.id]);

    // Reordered: Sales first now. New requests follow; the pending one keeps Hana.
    await api.ok(contracts.saveAssignments, {
      body: {
        kind: 'claim',
        assignments: [
          { workflowId: byAdmin.id, departmentIds: [sales.id] },
          { workflowId: byHana.id, filter: engineers },
        ],
      },
    });
    const fourth = await submit(company, { employeeId: salesEngineer, requestedBy: eve.user.userId });
    expect(await pendingIds(hana)).toEqual([first.id]);
    expect((await pendingIds(admin)).sort()).toEqual([second.id, fourth.id].sort());
    // No default any more: someone no rule covers has no workflow.
    await expect(submit(company, { employeeId: outsider, requestedBy: eve.user.userId })).rejects.toMatchObject({ code: 'NO_WORKFLOW' });
  });

  it('refuses two defaults, an unknown filter category, and another company’s workflow', async () => {
    const { company } = await arrange();
    const api = company.admin.api;
    const flow = await api.ok(contracts.createWorkflow, { body: { name: 'Any', levels: [level({ approverType: 'manager' })] } });
    await api.fail(
      contracts.saveAssignments,
      { body: { kind: 'claim', assignments: [{ workflowId: flow.id }, { workflowId: flow.id, filter: { rules: [] } }] } },
      400,
    );
    await api.fail(
      contracts.saveAssignments,
      {
        body: {
          kind: 'claim',
          assignments: [{ workflowId: flow.id, filter: { rules: [{ category: 'paymentFormula', condition: 'isEmpty' }] } }],
        },
      },
      400,
    );
    const stranger = await createCompany(t);
    const theirs = await stranger.admin.api.ok(contracts.createWorkflow, {
      body: { name: 'Theirs', levels: [level({ approverType: 'manager' })] },
    });
    await api.fail(contracts.saveAssignments, { body: { kind: 'claim', assignments: [{ workflowId: theirs.id }] } }, 400);
  });
});

describe('escalation runs by itself every day', () => {
  it('is queued for each company at its morning hour and moves on a level that waited its days (fake clock)', async () => {
    const { company, employees, eve, mo, hana } = await arrange();
    await t.db.update(companies).set({ timezone: 'Asia/Singapore' }).where(eq(companies.id, company.companyId));
    await workflow(company, {
      name: 'Escalating',
      levels: [level({ approverType: 'manager', escalateAfterDays: 1 }), level({ approverType: 'users', userIds: [hana.user.userId] })],
    });
    const { id } = await submit(company, { employeeId: employees.eve, requestedBy: eve.user.userId });
    // A day and a bit later, at the company's next escalation hour or after.
    t.clock.advance(DAY_MS + HOUR_MS);
    while (
      Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Singapore', hour: 'numeric', hourCycle: 'h23' }).format(t.clock.now())) <
      APPROVAL_ESCALATION_HOUR
    )
      t.clock.advance(HOUR_MS);
    expect(await pendingIds(mo)).toEqual([id]);
    await t.jobs.scheduleDue();
    const queued = await t.db
      .select({ slot: jobs.slot })
      .from(jobs)
      .where(and(eq(jobs.companyId, company.companyId), eq(jobs.type, APPROVAL_ESCALATION_JOB)));
    expect(queued).toHaveLength(1);
    await t.jobs.drain();
    expect(await pendingIds(mo)).toEqual([]);
    expect(await pendingIds(hana)).toEqual([id]);
    const [row] = await t.db
      .select({ currentLevel: approvalRequests.currentLevel })
      .from(approvalRequests)
      .where(eq(approvalRequests.id, id));
    expect(row!.currentLevel).toBe(1);
  });
});
