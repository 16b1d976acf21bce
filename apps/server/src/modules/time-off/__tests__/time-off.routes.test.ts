import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { auditLog, employees, notifications } from '../../../db/schema/index.ts';
import {
  createCompany,
  createEmployeeRow,
  createFakeClock,
  createTestApp,
  createUser,
  linkUserToEmployee,
  loginAs,
  type TestApp,
  type TestCompany,
} from '../../../testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  // Friday 27 November 2026, morning in Singapore.
  t = await createTestApp({ clock: createFakeClock(new Date('2026-11-27T02:00:00Z')) });
});
afterAll(async () => {
  await t?.close();
});

const TABLE = { start: 0, length: 100, search: { value: '' }, order: [], columns: [] };

const auditOf = (company: TestCompany, entity: string, entityId: string) =>
  t.db
    .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.at);

/**
 * A Singapore company with its statutory defaults: Siti (an employee who signs in, hired
 * 2023-03-01, Mon–Fri) reports to Mo (a manager); Hana (HR) approves time off in its workflow; the
 * statutory profile is assigned to Siti from 2026-01-01 with 3 days of annual leave to start.
 */
async function arrange() {
  const company = await createCompany(t, { countryCode: 'SG' });
  const hanaUser = await createUser(t, company, { role: 'hrManager', firstName: 'Hana' });
  const hana = await loginAs(t, hanaUser);
  const mo = await createEmployeeRow(t, company.companyId, { firstName: 'Mo', lastName: 'Tan' });
  const siti = await createEmployeeRow(t, company.companyId, { firstName: 'Siti', lastName: 'Rahman', managerId: mo });
  await t.tenant(company.companyId, (tx) => tx.update(employees).set({ gender: 'female' }).where(eq(employees.id, siti)));
  const other = await createEmployeeRow(t, company.companyId, { firstName: 'Oscar', lastName: 'Lee' });
  const sitiUser = await createUser(t, company, { role: 'employee', firstName: 'Siti' });
  await linkUserToEmployee(t, { companyId: company.companyId, userId: sitiUser.userId, employeeId: siti });
  const moUser = await createUser(t, company, { role: 'manager', firstName: 'Mo' });
  await linkUserToEmployee(t, { companyId: company.companyId, userId: moUser.userId, employeeId: mo });
  const workflow = await company.admin.api.ok(contracts.createWorkflow, {
    body: {
      name: 'Time off',
      levels: [
        {
          approverType: 'users',
          userIds: [hanaUser.userId],
          managerLevels: 1,
          roleId: null,
          mode: 'any',
          escalateAfterDays: null,
          escalateToUserId: null,
        },
      ],
    },
  });
  await company.admin.api.ok(contracts.saveAssignments, {
    body: { kind: 'timeOff', assignments: [{ workflowId: workflow.id, departmentIds: [] }] },
  });
  const categories = (await hana.api.ok(contracts.listLeaveCategories, { body: TABLE })).data;
  const annual = categories.find((row) => row.code === 'annual')!;
  const profile = (await hana.api.ok(contracts.listLeaveProfiles, { body: TABLE })).data[0]!;
  await hana.api.ok(contracts.assignLeaveProfile, {
    body: { profileId: profile.id, employeeIds: [siti], effectiveFrom: '2026-01-01', startingDays: [{ categoryId: annual.id, days: '3' }] },
  });
  return {
    company,
    hana,
    hanaUser,
    siti,
    other,
    employee: await loginAs(t, sitiUser),
    sitiUser,
    manager: await loginAs(t, moUser),
    annual,
    profile,
    categories,
  };
}

const twoDays = (categoryId: string) => ({ categoryId, from: '2026-12-07', to: '2026-12-08' });

describe('statutory defaults', () => {
  it('a company’s first use makes its country’s categories, default policies and one profile holding them', async () => {
    const { categories, profile, hana } = await arrange();
    const codes = categories.map((row) => row.code);
    expect(codes).toEqual(
      expect.arrayContaining(['annual', 'sick', 'hospitalisation', 'maternity', 'sg.extendedChildcare', 'timeOffInLieu']),
    );
    expect(categories.find((row) => row.code === 'annual')!.name).toBe('Annual leave');
    const policies = (await hana.api.ok(contracts.listLeavePolicies, { body: TABLE })).data;
    const annualPolicy = policies.find((row) => row.categoryCode === 'annual')!;
    expect(annualPolicy.rules.entitlement).toMatchObject({ kind: 'byService' });
    expect(profile.policies).toHaveLength(policies.length);
    // The category counts its policies (a correlated count once compared the policy's own columns).
    expect(categories.find((row) => row.code === 'annual')!.policies).toBe(policies.filter((row) => row.categoryCode === 'annual').length);
    expect(categories.find((row) => row.code === 'annual')!.policies).toBeGreaterThan(0);
    // A second look makes nothing twice.
    expect((await hana.api.ok(contracts.listLeaveCategories, { body: TABLE })).recordsTotal).toBe(categories.length);
  });
});

describe('requests and balances', () => {
  let arranged: Awaited<ReturnType<typeof arrange>>;
  beforeAll(async () => {
    arranged = await arrange();
  });

  it('previews two working days and the balance after them; a weekend counts nothing', async () => {
    const { employee, annual } = arranged;
    const preview = await employee.api.ok(contracts.previewLeaveRequest, { body: twoDays(annual.id) });
    expect(preview).toMatchObject({ days: '2', problems: [], unit: 'halfDay' });
    expect(preview.byDate.map((day) => day.date)).toEqual(['2026-12-07', '2026-12-08']);
    expect(Number(preview.balanceBefore) - Number(preview.balanceAfter)).toBe(2);
    const weekend = await employee.api.ok(contracts.previewLeaveRequest, {
      body: { categoryId: annual.id, from: '2026-12-05', to: '2026-12-06' },
    });
    expect(weekend).toMatchObject({ days: '0', problems: ['noDaysCounted'] });
  });

  it('requests, waits for approval, and once approved the balance has the days as taken', async () => {
    const { employee, hana, annual, siti, company, hanaUser } = arranged;
    const before = await hana.api.ok(contracts.getEmployeeLeaveBalance, {
      params: { id: siti, type: 'annual' },
      query: { date: '2026-12-31' },
    });
    const request = await employee.api.ok(contracts.createLeaveRequest, { body: { ...twoDays(annual.id), reason: 'Family visit' } });
    expect(request).toMatchObject({ status: 'pending', days: '2', categoryName: 'Annual leave' });
    expect(request.approvalRequestId).not.toBeNull();
    const pending = await hana.api.ok(contracts.getEmployeeLeaveBalance, {
      params: { id: siti, type: annual.id },
      query: { date: '2026-12-31' },
    });
    expect(pending.pending).toBe('2');
    expect(Number(before.balance) - Number(pending.balance)).toBe(2);
    // Hana is told it waits for her (pending, type 1).
    const waiting = await t.db
      .select({ type: notifications.type })
      .from(notifications)
      .where(and(eq(notifications.companyId, company.companyId), eq(notifications.userId, hanaUser.userId)));
    expect(waiting.map((row) => row.type)).toContain(contracts.NOTIFICATION_TYPES.pending);

    await hana.api.ok(contracts.decideApprovalRequests, { body: { ids: [request.approvalRequestId!], decision: 'approve', comment: '' } });
    const after = await employee.api.ok(contracts.getEmployeeLeaveBalance, {
      params: { id: siti, type: 'annual' },
      query: { date: '2026-12-31' },
    });
    expect(after).toMatchObject({ taken: '2', pending: '0' });
    expect(after.balance).toBe(pending.balance);
    const [row] = (await employee.api.ok(contracts.listLeaveRequests, { body: TABLE })).data;
    expect(row).toMatchObject({ id: request.id, status: 'approved' });
    expect((await auditOf(company, 'leave-request', request.id)).map((entry) => entry.action)).toEqual(['create', 'approve']);

    // The balance before the leave year's start of the assignment is the starting value's year.
    const past = await employee.api.ok(contracts.getEmployeeLeaveBalance, {
      params: { id: siti, type: 'annual' },
      query: { date: '2026-01-31' },
    });
    expect(past.carriedForward).toBe('3');
    // All eight figures, decimal strings.
    expect(Object.keys(after).sort()).toEqual([
      'accrued',
      'adjusted',
      'balance',
      'carriedForward',
      'entitled',
      'expired',
      'pending',
      'taken',
    ]);
  });

  it('refuses an overlapping request, and names one past the balance and one without notice (a past date), naming each rule', async () => {
    const { employee, annual } = arranged;
    const overlap = await employee.api.fail(
      contracts.createLeaveRequest,
      { body: { categoryId: annual.id, from: '2026-12-08', to: '2026-12-08' } },
      422,
    );
    expect(overlap.code).toBe('LEAVE_RULES_BROKEN');
    expect(Object.keys(overlap.errors ?? {})).toEqual(['overlap']);
    expect(overlap.errors?.overlap).toMatch(/overlaps/i);
    const tooMuch = await employee.api.ok(contracts.previewLeaveRequest, {
      body: { categoryId: annual.id, from: '2027-01-04', to: '2027-02-26' },
    });
    expect(tooMuch.problems).toContain('insufficientBalance');
    const past = await employee.api.ok(contracts.previewLeaveRequest, {
      body: { categoryId: annual.id, from: '2026-11-20', to: '2026-11-20' },
    });
    expect(past.problems).toEqual(['minimumNotice']);
  });

  it('a request’s history: who asked, who decided with their comment, who is next; for those who reach it only', async () => {
    const { employee, manager, hana, annual, company } = arranged;
    const request = await employee.api.ok(contracts.createLeaveRequest, {
      body: { categoryId: annual.id, from: '2027-01-05', to: '2027-01-05' },
    });
    const waiting = await employee.api.ok(contracts.getLeaveRequestHistory, { params: { id: request.id } });
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ status: 'pending', nextApprovers: [expect.stringContaining('Hana')] });
    expect(waiting[0]!.steps.map((step) => step.action)).toEqual(['submit']);
    await hana.api.ok(contracts.decideApprovalRequests, {
      body: { ids: [request.approvalRequestId!], decision: 'approve', comment: 'Enjoy the break' },
    });
    const decided = await manager.api.ok(contracts.getLeaveRequestHistory, { params: { id: request.id } });
    expect(decided[0]).toMatchObject({ status: 'approved', nextApprovers: [] });
    expect(decided[0]!.steps.at(-1)).toMatchObject({
      action: 'approve',
      comment: 'Enjoy the break',
      userName: expect.stringContaining('Hana'),
    });
    const oscar = await loginAs(t, await createUser(t, company, { role: 'employee', firstName: 'Oscar' }));
    await oscar.api.fail(contracts.getLeaveRequestHistory, { params: { id: request.id } }, 404);
    const stranger = await createCompany(t);
    await stranger.admin.api.fail(contracts.getLeaveRequestHistory, { params: { id: request.id } }, 404);
  });

  it('cancels a pending request (its approval ends) and an approved one; a cancelled one stays closed', async () => {
    const { employee, annual, siti, hana } = arranged;
    const before = await hana.api.ok(contracts.getEmployeeLeaveBalance, {
      params: { id: siti, type: 'annual' },
      query: { date: '2026-12-31' },
    });
    const request = await employee.api.ok(contracts.createLeaveRequest, {
      body: { categoryId: annual.id, from: '2026-12-14', to: '2026-12-14' },
    });
    const cancelled = await employee.api.ok(contracts.cancelLeaveRequest, { params: { id: request.id } });
    expect(cancelled.status).toBe('cancelled');
    const approval = await hana.api.ok(contracts.getApprovalRequest, { params: { id: request.approvalRequestId! } });
    expect(approval.status).toBe('cancelled');
    expect((await employee.api.fail(contracts.cancelLeaveRequest, { params: { id: request.id } }, 409)).code).toBe('LEAVE_REQUEST_CLOSED');
    const after = await hana.api.ok(contracts.getEmployeeLeaveBalance, {
      params: { id: siti, type: 'annual' },
      query: { date: '2026-12-31' },
    });
    expect(after.balance).toBe(before.balance);
  });

  it('changes an approved request only when the company allows it, and it goes through approval again', async () => {
    const { employee, annual, hana, company } = arranged;
    const request = await employee.api.ok(contracts.createLeaveRequest, {
      body: { categoryId: annual.id, from: '2026-12-21', to: '2026-12-21' },
    });
    await hana.api.ok(contracts.decideApprovalRequests, { body: { ids: [request.approvalRequestId!], decision: 'approve', comment: '' } });
    const approved = (await employee.api.ok(contracts.listLeaveRequests, { body: { ...TABLE, status: 'approved' } })).data.find(
      (row) => row.id === request.id,
    )!;
    const change = { id: approved.id, version: approved.version, categoryId: annual.id, from: '2026-12-22', to: '2026-12-22' };
    expect((await employee.api.fail(contracts.changeLeaveRequest, { body: change }, 409)).code).toBe('LEAVE_NOT_EDITABLE');
    await company.admin.api.ok(contracts.updateCompanyPreference, {
      body: {
        ICNumberMasking: false,
        leaveRequest: { editableApprovedLeave: true, showOnCalendar: true, showRejectedOnCalendar: false, showCancelledOnCalendar: false },
      },
    });
    const changed = await employee.api.ok(contracts.changeLeaveRequest, { body: change });
    expect(changed).toMatchObject({ status: 'pending', from: '2026-12-22' });
    expect(changed.approvalRequestId).not.toBe(request.approvalRequestId);
    await hana.api.ok(contracts.decideApprovalRequests, {
      body: { ids: [changed.approvalRequestId!], decision: 'reject', comment: 'Year-end close' },
    });
    const rejected = (await hana.api.ok(contracts.listLeaveRequests, { body: { ...TABLE, status: 'rejected' } })).data[0]!;
    expect(rejected).toMatchObject({ id: request.id, decisionComment: 'Year-end close' });
  });

  it('reaches by role: HR everyone, a manager their team, an employee their own; another company nothing', async () => {
    const { employee, manager, hana, siti, other, annual } = arranged;
    expect((await hana.api.ok(contracts.listLeaveBalances, { body: {} })).map((row) => row.employeeId)).toContain(siti);
    expect((await manager.api.ok(contracts.listLeaveBalances, { body: {} })).every((row) => row.employeeId === siti)).toBe(true);
    expect((await manager.api.ok(contracts.listLeaveRequests, { body: TABLE })).data.length).toBeGreaterThan(0);
    await employee.api.fail(contracts.getEmployeeLeaveBalance, { params: { id: other, type: 'annual' }, query: {} }, 404);
    await employee.api.fail(contracts.previewLeaveRequest, { body: { ...twoDays(annual.id), employeeId: other } }, 404);
    expect((await employee.api.ok(contracts.listUpcomingLeave, { body: {} })).every((row) => row.employeeId === siti)).toBe(true);
    // Settings are HR's: an employee has no Settings › Time off.
    await employee.api.fail(contracts.listLeavePolicies, { body: TABLE }, 403);
    await employee.api.fail(
      contracts.assignLeaveProfile,
      { body: { profileId: arranged.profile.id, employeeIds: [siti], effectiveFrom: '2026-01-01' } },
      403,
    );
    const stranger = await createCompany(t);
    await stranger.admin.api.fail(contracts.getEmployeeLeaveBalance, { params: { id: siti, type: 'annual' }, query: {} }, 404);
    await stranger.admin.api.fail(
      contracts.cancelLeaveRequest,
      { params: { id: (await hana.api.ok(contracts.listLeaveRequests, { body: TABLE })).data[0]!.id } },
      404,
    );
  });
});

describe('two-level approval', () => {
  it('a request waits for both levels: her manager, then HR; only then are its days taken', async () => {
    const { company, hana, hanaUser, employee, manager, annual, siti } = await arrange();
    const level = { managerLevels: 1, roleId: null, mode: 'any' as const, escalateAfterDays: null, escalateToUserId: null };
    const workflow = await company.admin.api.ok(contracts.createWorkflow, {
      body: {
        name: 'Manager, then HR',
        levels: [
          { ...level, approverType: 'manager', userIds: [] },
          { ...level, approverType: 'users', userIds: [hanaUser.userId] },
        ],
      },
    });
    await company.admin.api.ok(contracts.saveAssignments, {
      body: { kind: 'timeOff', assignments: [{ workflowId: workflow.id, departmentIds: [] }] },
    });
    const request = await employee.api.ok(contracts.createLeaveRequest, { body: twoDays(annual.id) });
    const balance = () =>
      hana.api.ok(contracts.getEmployeeLeaveBalance, { params: { id: siti, type: 'annual' }, query: { date: '2026-12-31' } });
    // Hana is the second level: nothing waits for her until Mo has decided, and she is told so.
    const early = await hana.api.fail(
      contracts.decideApprovalRequests,
      { body: { ids: [request.approvalRequestId!], decision: 'approve', comment: '' } },
      409,
    );
    expect(early.code).toBe('APPROVAL_NOT_YET');
    expect(early.message).toEqual([expect.stringContaining('Mo')]);
    await manager.api.ok(contracts.decideApprovalRequests, {
      body: { ids: [request.approvalRequestId!], decision: 'approve', comment: '' },
    });
    expect((await hana.api.ok(contracts.listLeaveRequests, { body: TABLE })).data.find((row) => row.id === request.id)!.status).toBe(
      'pending',
    );
    expect(await balance()).toMatchObject({ pending: '2', taken: '0' });
    await hana.api.ok(contracts.decideApprovalRequests, {
      body: { ids: [request.approvalRequestId!], decision: 'approve', comment: 'Both agree' },
    });
    expect((await hana.api.ok(contracts.listLeaveRequests, { body: TABLE })).data.find((row) => row.id === request.id)!.status).toBe(
      'approved',
    );
    expect(await balance()).toMatchObject({ pending: '0', taken: '2' });
    const history = await employee.api.ok(contracts.getLeaveRequestHistory, { params: { id: request.id } });
    expect(history[0]!.steps.map((step) => [step.action, step.level])).toEqual([
      ['submit', 0],
      ['approve', 0],
      ['approve', 1],
    ]);
  });
});

describe('settings', () => {
  it('unit types and eligibility conditions, named in the caller’s language, for those who set policies', async () => {
    const malay = await createCompany(t, { countryCode: 'MY' });
    expect((await malay.admin.api.ok(contracts.listLeaveUnitTypes, {}))[0]).toEqual({ value: 'day', name: 'Hari penuh' });
    const company = await createCompany(t, { countryCode: 'SG' });
    const units = await company.admin.api.ok(contracts.listLeaveUnitTypes, {});
    expect(units.map((unit) => [unit.value, unit.name])).toEqual([
      ['day', 'Whole days'],
      ['halfDay', 'Half days'],
      ['hour', 'Hours'],
    ]);
    const conditions = await company.admin.api.ok(contracts.listLeaveConditions, {});
    expect(conditions.map((condition) => condition.key)).toEqual([
      'gender',
      'employmentType',
      'confirmation',
      'minimumService',
      'nationality',
    ]);
    expect(conditions.find((condition) => condition.key === 'employmentType')!.values).toEqual([
      { value: '0', name: 'Full time' },
      { value: '1', name: 'Part time' },
    ]);
    const employee = await loginAs(t, await createUser(t, company, { role: 'employee', firstName: 'Eli' }));
    await employee.api.fail(contracts.listLeaveConditions, {}, 403);
    await employee.api.fail(contracts.listLeaveUnitTypes, {}, 403);
  });

  it('categories, policies and profiles: names unique (409), in-use refused (409), each change audited', async () => {
    const company = await createCompany(t, { countryCode: 'MY' });
    const api = company.admin.api;
    const category = await api.ok(contracts.createLeaveCategory, { body: { name: 'Study leave', description: 'Exams' } });
    expect((await api.fail(contracts.createLeaveCategory, { body: { name: 'study LEAVE' } }, 409)).code).toBe('NAME_TAKEN');
    const rules = (await api.ok(contracts.listLeavePolicies, { body: TABLE })).data.find((row) => row.categoryCode === 'annual')!.rules;
    const policy = await api.ok(contracts.createLeavePolicy, {
      body: { categoryId: category.id, name: 'Study, 5 days', rules: { ...rules, entitlement: { kind: 'fixed', days: '5' } } },
    });
    expect(policy).toMatchObject({ categoryName: 'Study leave', profiles: 0 });
    const bad = await api.fail(
      contracts.createLeavePolicy,
      {
        body: {
          categoryId: category.id,
          name: 'Broken',
          rules: { ...rules, entitlement: { kind: 'byService', steps: [{ fromMonths: 12, days: '5' }] } },
        },
      },
      400,
    );
    expect(Object.keys(bad.errors ?? {})).toContain('rules.entitlement.steps');
    const profile = await api.ok(contracts.createLeaveProfile, { body: { name: 'Graduates', policyIds: [policy.id] } });
    expect(profile.policies.map((row) => row.name)).toEqual(['Study, 5 days']);
    expect((await api.fail(contracts.deleteLeavePolicy, { params: { id: policy.id } }, 409)).code).toBe('IN_USE');
    expect((await api.fail(contracts.deleteLeaveCategory, { params: { id: category.id } }, 409)).code).toBe('IN_USE');
    const employeeId = await createEmployeeRow(t, company.companyId);
    await api.ok(contracts.assignLeaveProfile, { body: { profileId: profile.id, employeeIds: [employeeId], effectiveFrom: '2026-06-01' } });
    expect((await api.fail(contracts.deleteLeaveProfile, { params: { id: profile.id } }, 409)).code).toBe('IN_USE');
    const history = await api.ok(contracts.leaveAssignmentHistory, { params: { id: employeeId } });
    expect(history.map((row) => [row.profileName, row.effectiveFrom])).toEqual([['Graduates', '2026-06-01']]);
    const assigned = await api.ok(contracts.listAssignedProfiles, { body: TABLE });
    expect(assigned.data.map((row) => row.employeeId)).toContain(employeeId);
    const balance = await api.ok(contracts.getEmployeeLeaveBalance, {
      params: { id: employeeId, type: category.id },
      query: { date: '2026-12-31' },
    });
    expect(balance.entitled).not.toBe('0');
    expect((await auditOf(company, 'leave-category', category.id)).map((row) => row.action)).toEqual(['create']);
    expect((await auditOf(company, 'leave-policy', policy.id)).map((row) => row.action)).toEqual(['create']);
    expect((await auditOf(company, 'leave-assignment', history[0]!.id)).map((row) => row.action)).toEqual(['create']);
  });
});
