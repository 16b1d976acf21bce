import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { auditLog, notifications } from '../../../db/schema/index.ts';
import type { ModuleContext } from '../../../platform/module.ts';
import {
  createCompany,
  createEmployeeRow,
  createFakeClock,
  createTestApp,
  createTestModules,
  createUser,
  linkUserToEmployee,
  loginAs,
  type TestApp,
  type TestCompany,
} from '../../../testing/index.ts';

let t: TestApp;
let modules: ModuleContext;
beforeAll(async () => {
  t = await createTestApp({ clock: createFakeClock(new Date('2026-11-20T04:00:00Z')) });
  modules = await createTestModules(t);
});
afterAll(async () => {
  await t?.close();
});

const TABLE = { start: 0, length: 100, search: { value: '' }, order: [], columns: [] };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n').toString('base64');

const auditOf = (company: TestCompany, entity: string, entityId: string) =>
  t.db
    .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.at, auditLog.id);

const level = (userId: string) => ({
  approverType: 'users' as const,
  userIds: [userId],
  managerLevels: 1,
  roleId: null,
  mode: 'any' as const,
  escalateAfterDays: null,
  escalateToUserId: null,
});

/**
 * A company with a requestable recurring transport allowance (fixed 150.00), a requestable one-off
 * bonus whose amount the requester chooses, a meal allowance nobody may request, Eve who signs in,
 * another employee Olu who signs in, and Mona who approves exemption requests.
 */
async function setUp(options: { workflow: boolean } = { workflow: true }) {
  const company = await createCompany(t);
  const categories = await company.admin.api.ok(contracts.listPayItemCategories, { body: { length: -1 } });
  const categoryId = (code: string) => categories.data.find((row) => row.code === code)!.id;
  const transport = await company.admin.api.ok(contracts.createPayItemPolicy, {
    body: {
      categoryId: categoryId('transport'),
      name: 'Transport allowance',
      recurrence: 'recurring',
      amount: '150.00',
      requestable: true,
    },
  });
  const bonus = await company.admin.api.ok(contracts.createPayItemPolicy, {
    body: {
      categoryId: categoryId('bonus'),
      name: 'Project bonus',
      recurrence: 'oneOff',
      amount: '500.00',
      requestable: true,
      requestAmountEditable: true,
    },
  });
  const meal = await company.admin.api.ok(contracts.createPayItemPolicy, {
    body: { categoryId: categoryId('meal'), name: 'Meal allowance', recurrence: 'recurring', amount: '80.00' },
  });
  const employeeId = await createEmployeeRow(t, company.companyId, { firstName: 'Eve' });
  const eveUser = await createUser(t, company, { role: 'employee' });
  await linkUserToEmployee(t, { companyId: company.companyId, userId: eveUser.userId, employeeId });
  const eve = await loginAs(t, eveUser);
  const oluId = await createEmployeeRow(t, company.companyId, { firstName: 'Olu' });
  const oluUser = await createUser(t, company, { role: 'employee' });
  await linkUserToEmployee(t, { companyId: company.companyId, userId: oluUser.userId, employeeId: oluId });
  const olu = await loginAs(t, oluUser);
  const monaUser = await createUser(t, company, { role: 'hrManager', firstName: 'Mona' });
  const mona = await loginAs(t, monaUser);
  if (options.workflow) {
    const flow = await company.admin.api.ok(contracts.createWorkflow, { body: { name: 'Requests', levels: [level(monaUser.userId)] } });
    await company.admin.api.ok(contracts.saveAssignments, {
      body: { kind: 'exemptionRequest', assignments: [{ workflowId: flow.id, departmentIds: [] }] },
    });
  }
  return { company, transport, bonus, meal, employeeId, eve, eveUser, olu, mona, monaUser };
}

const approve = (session: { api: TestCompany['admin']['api'] }, approvalRequestId: string) =>
  session.api.ok(contracts.decideApprovalRequests, { body: { ids: [approvalRequestId], decision: 'approve', comment: '' } });

describe('Pay item requests', () => {
  it('runs a request through approval: assigned as HR assigns it, and the payrun reads it for its month', async () => {
    const { company, transport, meal, employeeId, eve, mona, monaUser } = await setUp();
    expect(transport).toMatchObject({ requestable: true, requestAmountEditable: false });
    expect(meal).toMatchObject({ requestable: false });
    expect((await eve.api.ok(contracts.listRequestablePayItemPolicies)).map((row) => row.name)).toEqual([
      'Project bonus',
      'Transport allowance',
    ]);
    expect(await eve.api.ok(contracts.getPayItemRequestAccess)).toEqual({ manages: false, requests: true });

    const { fileId } = await eve.api.ok(contracts.uploadPayItemRequestAttachment, { body: { data: PDF } });
    const made = await eve.api.ok(contracts.requestPayItem, {
      body: {
        policyId: transport.id,
        amount: '150',
        effectiveFrom: '2026-12-01',
        reason: 'Moved to the new site',
        attachmentFileId: fileId,
      },
    });
    expect(made).toMatchObject({
      status: 'pending',
      amount: '150.00',
      policyName: 'Transport allowance',
      employeeName: 'Eve Kumar',
      hasAttachment: true,
      assignmentId: null,
    });

    // Mona reads it on the Approvals page (policy, date, amount), in the approve table, with its document.
    const pending = await mona.api.ok(contracts.listApprovalRequests, { query: { tab: 'pending' } });
    expect(pending.data.map((row) => [row.kind, Object.values(row.summary).join(' · ')])).toEqual([
      ['exemptionRequest', 'Transport allowance · 2026-12-01 · 150.00'],
    ]);
    expect((await mona.api.ok(contracts.listPayItemRequestApprovals)).map((row) => row.id)).toEqual([made.id]);
    const document = await mona.api.call(contracts.getPayItemRequestAttachment, { params: { id: made.id } });
    expect(document.status).toBe(200);
    expect(document.headers['content-type']).toBe('application/pdf');
    // The approval request lists its document, which its approver opens from there (another company's admin cannot).
    const detail = await mona.api.ok(contracts.getApprovalRequest, { params: { id: made.approvalRequestId! } });
    expect(detail.documents).toEqual([{ id: fileId, name: expect.stringMatching(/\.pdf$/) }]);
    const opened = await mona.api.call(contracts.getApprovalDocument, { params: { id: made.approvalRequestId!, fileId } });
    expect(opened.status).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    const stranger = await createCompany(t);
    expect((await stranger.admin.api.call(contracts.getApprovalDocument, { params: { id: made.approvalRequestId!, fileId } })).status).toBe(
      404,
    );
    const [waiting] = await t.db
      .select({ type: notifications.type })
      .from(notifications)
      .where(and(eq(notifications.companyId, company.companyId), eq(notifications.userId, monaUser.userId)));
    expect(waiting).toBeDefined();

    // Nothing is assigned until it is approved.
    expect(await modules.service('payItems').payItemsFor(company.companyId, { period: '2026-12', employeeIds: [employeeId] })).toEqual([]);
    await approve(mona, made.approvalRequestId!);

    const [mine] = (await eve.api.ok(contracts.listPayItemRequests, { body: { ...TABLE, mine: true } })).data;
    expect(mine).toMatchObject({ id: made.id, status: 'approved' });
    expect(mine!.assignmentId).not.toBeNull();
    const due = await modules.service('payItems').payItemsFor(company.companyId, { period: '2026-12', employeeIds: [employeeId] });
    expect(due).toEqual([
      expect.objectContaining({
        assignmentId: mine!.assignmentId,
        policyName: 'Transport allowance',
        amount: '150.00',
        from: '2026-12-01',
      }),
    ]);
    expect(await modules.service('payItems').payItemsFor(company.companyId, { period: '2026-11', employeeIds: [employeeId] })).toEqual([]);
    // The assignment's history and audit are HR's: the assignment table lists it, its audit entry is a create.
    const history = await company.admin.api.ok(contracts.listPayItemAssignments, { body: { ...TABLE, employeeId } });
    expect(history.data.map((row) => [row.policyName, row.effectiveFrom, row.amount])).toEqual([
      ['Transport allowance', '2026-12-01', '150.00'],
    ]);
    expect(await auditOf(company, 'pay-item-assignment', mine!.assignmentId!)).toEqual([
      expect.objectContaining({ action: 'create', after: expect.objectContaining({ policyId: transport.id, amount: '150.00' }) }),
    ]);
    expect((await auditOf(company, 'pay-item-request', made.id)).map((entry) => entry.action)).toEqual(['create', 'approve']);

    // A recurring item held on that date is refused with the recurring-policy message; a decided request stays.
    const again = await eve.api.fail(
      contracts.requestPayItem,
      { body: { policyId: transport.id, amount: '150.00', effectiveFrom: '2027-01-01', reason: 'Again' } },
      409,
    );
    expect(again.code).toBe('PAY_ITEM_ALREADY_ASSIGNED');
    expect(again.message[0]).toContain('Transport allowance');
    const late = await eve.api.fail(contracts.cancelPayItemRequest, { params: { id: made.id }, body: { version: mine!.version } }, 409);
    expect(late.code).toBe('PAY_ITEM_REQUEST_NOT_PENDING');
    // A requested policy cannot be deleted (its requests keep their history).
    expect((await company.admin.api.fail(contracts.deletePayItemPolicy, { params: { id: transport.id } }, 409)).code).toBe(
      'PAY_ITEM_POLICY_IN_USE',
    );
  });

  it('a rejected request assigns nothing; a pending one is changed (approved again) or cancelled', async () => {
    const { company, bonus, transport, employeeId, eve, mona } = await setUp();
    const one = await eve.api.ok(contracts.requestPayItem, {
      body: { policyId: bonus.id, amount: '320.50', effectiveFrom: '2026-12-15', reason: 'Delivery of the audit' },
    });
    await mona.api.ok(contracts.decideApprovalRequests, {
      body: { ids: [one.approvalRequestId!], decision: 'reject', comment: 'Not this quarter' },
    });
    const rejected = await eve.api.ok(contracts.listPayItemRequests, { body: { ...TABLE, mine: true, status: 'rejected' } });
    expect(rejected.data.map((row) => [row.id, row.status, row.assignmentId])).toEqual([[one.id, 'rejected', null]]);
    expect(await modules.service('payItems').payItemsFor(company.companyId, { period: '2026-12', employeeIds: [employeeId] })).toEqual([]);

    // Request update: a pending request changed goes through approval again, on a new approval request.
    const { fileId } = await eve.api.ok(contracts.uploadPayItemRequestAttachment, { body: { data: PDF } });
    const two = await eve.api.ok(contracts.requestPayItem, {
      body: {
        policyId: bonus.id,
        amount: '100.00',
        effectiveFrom: '2026-12-01',
        reason: 'Overtime on the launch',
        attachmentFileId: fileId,
      },
    });
    const changed = await eve.api.ok(contracts.updatePayItemRequest, {
      body: { id: two.id, version: two.version, policyId: bonus.id, amount: '120.25', effectiveFrom: '2027-01-10', reason: 'Launch' },
    });
    // The change names no new document: the one attached stays.
    expect(changed).toMatchObject({
      status: 'pending',
      amount: '120.25',
      effectiveFrom: '2027-01-10',
      reason: 'Launch',
      hasAttachment: true,
    });
    expect(changed.approvalRequestId).not.toBe(two.approvalRequestId);
    const stale = await eve.api.fail(
      contracts.updatePayItemRequest,
      { body: { id: two.id, version: two.version, policyId: bonus.id, amount: '1.00', effectiveFrom: '2027-01-10', reason: 'x' } },
      409,
    );
    expect(stale.code).toBe('VERSION_CONFLICT');
    const pending = await mona.api.ok(contracts.listApprovalRequests, { query: { tab: 'pending' } });
    expect(pending.data.map((row) => [row.id, Object.values(row.summary).join(' · ')])).toEqual([
      [changed.approvalRequestId, 'Project bonus · 2027-01 · 120.25'],
    ]);
    await approve(mona, changed.approvalRequestId!);
    const paid = await modules.service('payItems').payItemsFor(company.companyId, { period: '2027-01', employeeIds: [employeeId] });
    expect(paid.map((item) => [item.policyName, item.amount, item.from])).toEqual([['Project bonus', '120.25', '2027-01-10']]);

    // Cancel while pending: the approval is withdrawn and nothing is assigned.
    const three = await eve.api.ok(contracts.requestPayItem, {
      body: { policyId: transport.id, amount: '150.00', effectiveFrom: '2027-02-01', reason: 'New route' },
    });
    const cancelled = await eve.api.ok(contracts.cancelPayItemRequest, { params: { id: three.id }, body: { version: three.version } });
    expect(cancelled.status).toBe('cancelled');
    expect((await mona.api.ok(contracts.listApprovalRequests, { query: { tab: 'pending' } })).total).toBe(0);
    expect(await modules.service('payItems').payItemsFor(company.companyId, { period: '2027-02', employeeIds: [employeeId] })).toEqual([]);
    expect((await auditOf(company, 'pay-item-request', three.id)).map((entry) => entry.action)).toEqual(['create', 'cancel']);

    // HR sees everyone's requests, filtered by status.
    const all = await company.admin.api.ok(contracts.listPayItemRequests, { body: { ...TABLE, status: 'cancelled' } });
    expect(all.data.map((row) => row.id)).toEqual([three.id]);
    expect((await company.admin.api.ok(contracts.listPayItemRequests, { body: TABLE })).recordsTotal).toBe(3);
  });

  it('without a workflow for exemption requests, a request is assigned at once', async () => {
    const { company, transport, employeeId, eve } = await setUp({ workflow: false });
    const made = await eve.api.ok(contracts.requestPayItem, {
      body: { policyId: transport.id, amount: '150.00', effectiveFrom: '2026-11-20', reason: 'Site work' },
    });
    expect(made).toMatchObject({ status: 'approved', approvalRequestId: null });
    const due = await modules.service('payItems').payItemsFor(company.companyId, { period: '2026-11', employeeIds: [employeeId] });
    expect(due.map((item) => [item.assignmentId, item.from, item.to])).toEqual([[made.assignmentId, '2026-11-20', '2026-11-30']]);
  });

  it('refuses what may not be requested, bad amounts, and reaches no one else’s request', async () => {
    const { company, transport, bonus, meal, eve, olu } = await setUp();
    const base = { amount: '150.00', effectiveFrom: '2026-12-01', reason: 'Because' };
    const notRequestable = await eve.api.fail(contracts.requestPayItem, { body: { ...base, policyId: meal.id, amount: '80.00' } }, 400);
    expect(notRequestable.errors).toHaveProperty('policyId');
    // A fixed amount the policy does not let the requester change.
    const changedAmount = await eve.api.fail(
      contracts.requestPayItem,
      { body: { ...base, policyId: transport.id, amount: '160.00' } },
      400,
    );
    expect(changedAmount.errors).toHaveProperty('amount');
    for (const amount of ['0', '0.00', '-5', '1.005', '1e3', 'abc', '1234567890123', '', ' ']) {
      const bad = await eve.api.fail(contracts.requestPayItem, { body: { ...base, policyId: bonus.id, amount } }, 400);
      expect(bad.errors).toHaveProperty('amount');
    }
    await eve.api.fail(contracts.requestPayItem, { body: { ...base, policyId: bonus.id, reason: '' } }, 400);
    await eve.api.fail(contracts.requestPayItem, { body: { ...base, policyId: bonus.id, amount: 150 as unknown as string } }, 400);
    await eve.api.fail(contracts.uploadPayItemRequestAttachment, { body: { data: Buffer.from('<html>').toString('base64') } }, 400);

    // Another employee's request: not theirs to change, cancel or read.
    const mine = await eve.api.ok(contracts.requestPayItem, { body: { ...base, policyId: bonus.id, amount: '99.99' } });
    await olu.api.fail(contracts.cancelPayItemRequest, { params: { id: mine.id }, body: { version: mine.version } }, 404);
    await olu.api.fail(
      contracts.updatePayItemRequest,
      { body: { ...base, id: mine.id, version: mine.version, policyId: bonus.id, amount: '1.00' } },
      404,
    );
    await olu.api.fail(contracts.getPayItemRequestAttachment, { params: { id: mine.id } }, 404);
    expect((await olu.api.ok(contracts.listPayItemRequests, { body: TABLE })).recordsTotal).toBe(0);
    expect((await olu.api.ok(contracts.listPayItemRequestApprovals)).length).toBe(0);

    // Another company reaches nothing of it.
    const stranger = await createCompany(t);
    await stranger.admin.api.fail(contracts.cancelPayItemRequest, { params: { id: mine.id }, body: { version: mine.version } }, 404);
    await stranger.admin.api.fail(contracts.getPayItemRequestAttachment, { params: { id: mine.id } }, 404);
    expect((await stranger.admin.api.ok(contracts.listPayItemRequests, { body: TABLE })).recordsTotal).toBe(0);
    const foreign = await stranger.admin.api.fail(contracts.requestPayItem, { body: { ...base, policyId: transport.id } }, 403);
    expect(foreign.code).toBe('FORBIDDEN');
    expect((await company.admin.api.ok(contracts.listPayItemRequests, { body: TABLE })).data.map((row) => row.id)).toEqual([mine.id]);
    // A policy with requests cannot be deleted: they keep their history.
    const requested = await company.admin.api.fail(contracts.deletePayItemPolicy, { params: { id: bonus.id } }, 409);
    expect(requested.code).toBe('PAY_ITEM_POLICY_REQUESTED');
    expect(requested.message[0]).toContain('Project bonus');
  });
});
