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

/** A one-page PDF's opening bytes are what makes it one: the header. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n').toString('base64');
/** The smallest PNG the server reads as one: its signature and an IHDR chunk of 2 × 3. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR', 'latin1'),
  Buffer.from([0, 0, 0, 2, 0, 0, 0, 3, 8, 2, 0, 0, 0, 0, 0, 0, 0]),
]).toString('base64');

const auditOf = (company: TestCompany, entity: string, entityId: string) =>
  t.db
    .select({ action: auditLog.action, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.at);

const notificationTypes = (company: TestCompany, userId: string) =>
  t.db
    .select({ type: notifications.type })
    .from(notifications)
    .where(and(eq(notifications.companyId, company.companyId), eq(notifications.userId, userId)))
    .then((rows) => rows.map((row) => row.type));

/**
 * A Singapore company with its statutory defaults (sick leave needs a medical certificate from the
 * first day): Siti (an employee who signs in, hired 2023-03-01) reports to Mo (a manager); Hana
 * and Ivy (HR) approve time off; the statutory profile is assigned to Siti and Oscar from 2026-01-01.
 */
async function arrange() {
  const company = await createCompany(t, { countryCode: 'SG' });
  const hanaUser = await createUser(t, company, { role: 'hrManager', firstName: 'Hana' });
  const hana = await loginAs(t, hanaUser);
  // Ivy approves too: nobody approves a request they made, as Hana does on behalf.
  const ivyUser = await createUser(t, company, { role: 'hrManager', firstName: 'Ivy' });
  const mo = await createEmployeeRow(t, company.companyId, { firstName: 'Mo', lastName: 'Tan' });
  const siti = await createEmployeeRow(t, company.companyId, { firstName: 'Siti', lastName: 'Rahman', managerId: mo });
  await t.tenant(company.companyId, (tx) => tx.update(employees).set({ gender: 'female' }).where(eq(employees.id, siti)));
  const oscar = await createEmployeeRow(t, company.companyId, { firstName: 'Oscar', lastName: 'Lee' });
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
          userIds: [hanaUser.userId, ivyUser.userId],
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
  const sick = categories.find((row) => row.code === 'sick')!;
  const profile = (await hana.api.ok(contracts.listLeaveProfiles, { body: TABLE })).data[0]!;
  await hana.api.ok(contracts.assignLeaveProfile, {
    body: { profileId: profile.id, employeeIds: [siti, oscar], effectiveFrom: '2026-01-01', startingDays: [] },
  });
  return {
    company,
    hana,
    hanaUser,
    siti,
    oscar,
    sitiUser,
    employee: await loginAs(t, sitiUser),
    manager: await loginAs(t, moUser),
    annual,
    sick,
  };
}

describe('attachments', () => {
  let a: Awaited<ReturnType<typeof arrange>>;
  beforeAll(async () => {
    a = await arrange();
  });

  it('refuses sick leave without the medical certificate the policy requires, naming the rule', async () => {
    const refused = await a.employee.api.fail(
      contracts.createLeaveRequest,
      { body: { categoryId: a.sick.id, from: '2026-11-30', to: '2026-11-30' } },
      422,
    );
    expect(refused.code).toBe('LEAVE_RULES_BROKEN');
    expect(Object.keys(refused.errors ?? {})).toEqual(['attachmentRequired']);
    expect(refused.errors?.attachmentRequired).not.toMatch(/timeOff:/);
  });

  it('takes a PDF or a photo read from its bytes, at most 2 MB; anything else is refused', async () => {
    await a.employee.api.ok(contracts.uploadLeaveAttachment, { body: { data: PDF } });
    await a.employee.api.ok(contracts.uploadLeaveAttachment, { body: { data: PNG } });
    const html = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
    const wrong = await a.employee.api.fail(contracts.uploadLeaveAttachment, { body: { data: html } }, 400);
    expect(Object.keys(wrong.errors ?? {})).toEqual(['data']);
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2_000_100, 0x20)]).toString('base64');
    const tooBig = await a.employee.api.call(contracts.uploadLeaveAttachment, { body: { data: big } });
    expect([400, 413]).toContain(tooBig.status);
  });

  it('a request names its certificate; the employee, their manager and HR open it, nobody else; one upload names one request', async () => {
    const { fileId } = await a.employee.api.ok(contracts.uploadLeaveAttachment, { body: { data: PNG } });
    const request = await a.employee.api.ok(contracts.createLeaveRequest, {
      body: { categoryId: a.sick.id, from: '2026-11-30', to: '2026-11-30', attachmentFileId: fileId },
    });
    expect(request).toMatchObject({ status: 'pending', attachmentFileId: fileId });
    const params = { params: { id: request.id } };
    for (const session of [a.hana, a.manager, a.employee]) {
      const file = await session.api.call(contracts.getLeaveAttachment, params);
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(Buffer.from(file.response.rawPayload).toString('base64')).toBe(PNG);
    }
    const stranger = await createCompany(t);
    expect((await stranger.admin.api.call(contracts.getLeaveAttachment, params)).status).toBe(404);
    // The same upload cannot be named by a second request, nor can someone else's.
    const again = await a.employee.api.fail(
      contracts.createLeaveRequest,
      { body: { categoryId: a.sick.id, from: '2026-12-01', to: '2026-12-01', attachmentFileId: fileId } },
      400,
    );
    expect(Object.keys(again.errors ?? {})).toEqual(['attachmentFileId']);
    const hanasFile = await a.hana.api.ok(contracts.uploadLeaveAttachment, { body: { data: PDF } });
    await a.employee.api.fail(
      contracts.createLeaveRequest,
      { body: { categoryId: a.sick.id, from: '2026-12-01', to: '2026-12-01', attachmentFileId: hanasFile.fileId } },
      400,
    );
    // A request without an attachment has none to open.
    const annual = await a.employee.api.ok(contracts.createLeaveRequest, {
      body: { categoryId: a.annual.id, from: '2026-12-10', to: '2026-12-10' },
    });
    expect((await a.hana.api.call(contracts.getLeaveAttachment, { params: { id: annual.id } })).status).toBe(404);
  });
});

describe('the certificate on the approval request', () => {
  let a: Awaited<ReturnType<typeof arrange>>;
  beforeAll(async () => {
    a = await arrange();
  });

  it('its approvers and its requester open it from the request; nobody else, and no other file through it', async () => {
    const { fileId } = await a.employee.api.ok(contracts.uploadLeaveAttachment, { body: { data: PNG } });
    const request = await a.employee.api.ok(contracts.createLeaveRequest, {
      body: { categoryId: a.sick.id, from: '2026-11-30', to: '2026-11-30', attachmentFileId: fileId },
    });
    const pending = await a.hana.api.ok(contracts.listApprovalRequests, { query: { kind: 'timeOff' } });
    expect(pending.data).toHaveLength(1);
    const approvalId = pending.data[0]!.id;
    const detail = await a.hana.api.ok(contracts.getApprovalRequest, { params: { id: approvalId } });
    expect(detail.documents).toEqual([{ id: fileId, name: expect.stringMatching(/\.png$/) }]);
    const params = { params: { id: approvalId, fileId } };
    for (const session of [a.hana, a.employee]) {
      const file = await session.api.call(contracts.getApprovalDocument, params);
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(Buffer.from(file.response.rawPayload).toString('base64')).toBe(PNG);
    }
    // Another company, and a file the request does not carry (another upload of the same person), are 404.
    const stranger = await createCompany(t);
    const strangers = await stranger.admin.api.call(contracts.getApprovalDocument, params);
    expect(strangers.status).toBe(404);
    const other = await a.employee.api.ok(contracts.uploadLeaveAttachment, { body: { data: PDF } });
    const wrongFile = await a.hana.api.call(contracts.getApprovalDocument, { params: { id: approvalId, fileId: other.fileId } });
    expect(wrongFile.status).toBe(404);
    // A request without an attachment lists none.
    await a.employee.api.ok(contracts.createLeaveRequest, { body: { categoryId: a.annual.id, from: '2026-12-10', to: '2026-12-10' } });
    const both = await a.hana.api.ok(contracts.listApprovalRequests, { query: { kind: 'timeOff' } });
    const plain = both.data.find((row) => row.id !== approvalId)!;
    expect((await a.hana.api.ok(contracts.getApprovalRequest, { params: { id: plain.id } })).documents).toEqual([]);
    expect(request.attachmentFileId).toBe(fileId);
  });
});

describe('HR on behalf, with an override', () => {
  let a: Awaited<ReturnType<typeof arrange>>;
  beforeAll(async () => {
    a = await arrange();
  });

  it('HR files a request for an employee; one breaking a rule is refused naming it, and HR overrides it with a reason, audited', async () => {
    const body = { employeeId: a.oscar, categoryId: a.sick.id, from: '2026-11-30', to: '2026-11-30' };
    const refused = await a.hana.api.fail(contracts.createLeaveRequest, { body }, 422);
    expect(Object.keys(refused.errors ?? {})).toEqual(['attachmentRequired']);
    const done = await a.hana.api.ok(contracts.overrideLeaveRequest, {
      body: { request: body, overrideReason: 'Certificate seen at the clinic, copy to follow' },
    });
    expect(done).toMatchObject({ employeeId: a.oscar, status: 'pending', days: '1' });
    const [created] = await auditOf(a.company, 'leave-request', done.id);
    expect(created).toMatchObject({
      action: 'create',
      after: { overriddenRules: ['attachmentRequired'], overrideReason: 'Certificate seen at the clinic, copy to follow' },
    });
    // Several rules at once: a past date (notice) past the balance.
    const past = { employeeId: a.oscar, categoryId: a.annual.id, from: '2026-11-02', to: '2026-11-27' };
    const both = await a.hana.api.fail(contracts.createLeaveRequest, { body: past }, 422);
    expect(Object.keys(both.errors ?? {}).sort()).toEqual(['insufficientBalance', 'minimumNotice']);
    const overridden = await a.hana.api.ok(contracts.overrideLeaveRequest, { body: { request: past, overrideReason: 'Agreed' } });
    const [entry] = await auditOf(a.company, 'leave-request', overridden.id);
    expect((entry!.after as { overriddenRules: string[] }).overriddenRules.sort()).toEqual(['insufficientBalance', 'minimumNotice']);
  });

  it('an override does not set aside an overlap; the reason is required', async () => {
    const overlap = { employeeId: a.oscar, categoryId: a.annual.id, from: '2026-11-30', to: '2026-11-30' };
    const refused = await a.hana.api.fail(contracts.overrideLeaveRequest, { body: { request: overlap, overrideReason: 'x' } }, 422);
    expect(Object.keys(refused.errors ?? {})).toContain('overlap');
    const noReason = await a.hana.api.fail(contracts.overrideLeaveRequest, { body: { request: overlap, overrideReason: ' ' } }, 400);
    expect(Object.keys(noReason.errors ?? {})).toEqual(['overrideReason']);
  });

  it('employees and managers can never override; another company reaches nobody', async () => {
    const body = { request: { categoryId: a.sick.id, from: '2026-12-03', to: '2026-12-03' }, overrideReason: 'Please' };
    expect((await a.employee.api.fail(contracts.overrideLeaveRequest, { body }, 403)).code).toBe('FORBIDDEN');
    await a.manager.api.fail(contracts.overrideLeaveRequest, { body: { ...body, request: { ...body.request, employeeId: a.siti } } }, 403);
    const stranger = await createCompany(t, { countryCode: 'SG' });
    await stranger.admin.api.fail(
      contracts.overrideLeaveRequest,
      { body: { ...body, request: { ...body.request, employeeId: a.siti } } },
      404,
    );
  });
});

describe('change after approval', () => {
  it('only when editableApprovedLeave is on: approval again, and whoever approved it is told it changed (type 5)', async () => {
    const a = await arrange();
    const request = await a.employee.api.ok(contracts.createLeaveRequest, {
      body: { categoryId: a.annual.id, from: '2026-12-21', to: '2026-12-21' },
    });
    await a.hana.api.ok(contracts.decideApprovalRequests, {
      body: { ids: [request.approvalRequestId!], decision: 'approve', comment: '' },
    });
    const approved = (await a.employee.api.ok(contracts.listLeaveRequests, { body: { ...TABLE, status: 'approved' } })).data[0]!;
    const change = { id: approved.id, version: approved.version, categoryId: a.annual.id, from: '2026-12-22', to: '2026-12-22' };
    expect((await a.employee.api.fail(contracts.changeLeaveRequest, { body: change }, 409)).code).toBe('LEAVE_NOT_EDITABLE');
    expect(await notificationTypes(a.company, a.hanaUser.userId)).not.toContain(contracts.NOTIFICATION_TYPES.changed);
    await a.company.admin.api.ok(contracts.updateCompanyPreference, {
      body: {
        ICNumberMasking: false,
        leaveRequest: { editableApprovedLeave: true, showOnCalendar: true, showRejectedOnCalendar: false, showCancelledOnCalendar: false },
      },
    });
    const changed = await a.employee.api.ok(contracts.changeLeaveRequest, { body: change });
    expect(changed).toMatchObject({ status: 'pending', from: '2026-12-22' });
    expect(changed.approvalRequestId).not.toBe(request.approvalRequestId);
    expect(await notificationTypes(a.company, a.hanaUser.userId)).toContain(contracts.NOTIFICATION_TYPES.changed);
    // The employee changed it: they are not told of their own change.
    expect(await notificationTypes(a.company, a.sitiUser.userId)).not.toContain(contracts.NOTIFICATION_TYPES.changed);
    const audit = await auditOf(a.company, 'leave-request', request.id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'approve', 'update']);
    // Another company cannot change it.
    const stranger = await createCompany(t);
    await stranger.admin.api.fail(contracts.changeLeaveRequest, { body: { ...change, version: changed.version } }, 404);
  });
});
