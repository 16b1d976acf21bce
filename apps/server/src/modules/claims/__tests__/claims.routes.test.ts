import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { auditLog } from '../../../db/schema/index.ts';
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
import { approvedClaimsFor, markClaimsPaid } from '../index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createFakeClock(new Date('2026-11-20T04:00:00Z')) });
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

/** A company with HR's Medical policy (300 a month, receipt required), an employee who signs in, and two approvers. */
async function setUp(options: { workflow: boolean }) {
  const company = await createCompany(t);
  const [category] = await company.admin.api.ok(contracts.listClaimPayCategories);
  const medical = await company.admin.api.ok(contracts.createClaimType, {
    body: { name: 'Medical', payItemCategoryId: category!.id, limitAmount: '300', limitPeriod: 'month', receiptRequired: true },
  });
  const employeeId = await createEmployeeRow(t, company.companyId, { firstName: 'Eve' });
  const eveUser = await createUser(t, company, { role: 'employee' });
  await linkUserToEmployee(t, { companyId: company.companyId, userId: eveUser.userId, employeeId });
  const eve = await loginAs(t, eveUser);
  const monaUser = await createUser(t, company, { role: 'hrManager', firstName: 'Mona' });
  const hugoUser = await createUser(t, company, { role: 'hrManager', firstName: 'Hugo' });
  const mona = await loginAs(t, monaUser);
  const hugo = await loginAs(t, hugoUser);
  if (options.workflow) {
    const level = (userId: string) => ({
      approverType: 'users' as const,
      userIds: [userId],
      managerLevels: 1,
      roleId: null,
      mode: 'any' as const,
      escalateAfterDays: null,
      escalateToUserId: null,
    });
    const flow = await company.admin.api.ok(contracts.createWorkflow, {
      body: { name: 'Claims, two levels', levels: [level(monaUser.userId), level(hugoUser.userId)] },
    });
    await company.admin.api.ok(contracts.saveAssignments, {
      body: { kind: 'claim', assignments: [{ workflowId: flow.id, departmentIds: [] }] },
    });
  }
  return { company, category: category!, medical, employeeId, eve, mona, hugo };
}

describe('Claims', () => {
  it('runs a claim with a receipt through a two-level approval, within the limit, and the payrun reads and pays it', async () => {
    const { company, category, medical, employeeId, eve, mona, hugo } = await setUp({ workflow: true });
    expect(medical).toMatchObject({ name: 'Medical', limitAmount: '300.00', payItemCategoryName: category.name, receiptRequired: true });

    expect(await eve.api.ok(contracts.getClaimBalance, { body: { typeId: medical.id, expenseDate: '2026-11-10' } })).toMatchObject({
      limitAmount: '300.00',
      used: '0.00',
      remaining: '300.00',
      periodStart: '2026-11-01',
      periodEnd: '2026-11-30',
    });
    // A receipt is required, and must be an image or a PDF.
    const noReceipt = await eve.api.fail(
      contracts.createClaim,
      { body: { typeId: medical.id, expenseDate: '2026-11-10', amount: '120.10' } },
      422,
    );
    expect(noReceipt.code).toBe('CLAIM_RECEIPT_REQUIRED');
    await eve.api.fail(contracts.uploadClaimReceipt, { body: { data: Buffer.from('<html>').toString('base64') } }, 400);
    const { fileId } = await eve.api.ok(contracts.uploadClaimReceipt, { body: { data: PDF } });

    const claim = await eve.api.ok(contracts.createClaim, {
      body: { typeId: medical.id, expenseDate: '2026-11-10', amount: '120.10', description: 'Clinic visit', receiptFileIds: [fileId] },
    });
    expect(claim).toMatchObject({ status: 'pending', amount: '120.10', receiptCount: 1, typeName: 'Medical', employeeName: 'Eve Kumar' });
    expect((await eve.api.ok(contracts.getClaimBalance, { body: { typeId: medical.id, expenseDate: '2026-11-30' } })).remaining).toBe(
      '179.90',
    );

    // Over what remains of the month's limit: refused with what remains; another month has its own.
    const { fileId: second } = await eve.api.ok(contracts.uploadClaimReceipt, { body: { data: PDF } });
    const over = await eve.api.fail(
      contracts.createClaim,
      { body: { typeId: medical.id, expenseDate: '2026-11-20', amount: '179.91', receiptFileIds: [second] } },
      422,
    );
    expect(over.code).toBe('CLAIM_OVER_LIMIT');
    expect(over.message[0]).toContain('179.90');

    // The first approver sees it in the claim approve table, opens the receipt, approves; then the second.
    expect((await hugo.api.ok(contracts.listClaimApprovals)).map((row) => row.id)).toEqual([]);
    const waiting = await mona.api.ok(contracts.listClaimApprovals);
    expect(waiting.map((row) => row.id)).toEqual([claim.id]);
    const receipt = await mona.api.call(contracts.getClaimReceipt, { params: { id: claim.id, index: 0 } });
    expect(receipt.status).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    await mona.api.ok(contracts.decideApprovalRequests, { body: { ids: [claim.approvalRequestId!], decision: 'approve', comment: '' } });
    expect((await mona.api.ok(contracts.listClaimApprovals)).length).toBe(0);
    expect((await hugo.api.ok(contracts.listClaimApprovals)).map((row) => row.id)).toEqual([claim.id]);
    await hugo.api.ok(contracts.decideApprovalRequests, { body: { ids: [claim.approvalRequestId!], decision: 'approve', comment: '' } });

    const mine = await eve.api.ok(contracts.listClaims, { body: { ...TABLE, mine: true } });
    expect(mine.data.map((row) => [row.id, row.status])).toEqual([[claim.id, 'approved']]);
    // A decided claim can no longer be cancelled.
    const cancel = await eve.api.fail(contracts.cancelClaim, { params: { id: claim.id }, body: { version: mine.data[0]!.version } }, 409);
    expect(cancel.code).toBe('CLAIM_NOT_PENDING');

    // The payrun reads the approved claim with its pay item treatment, and marks it paid once.
    const payable = await t.tenant(company.companyId, (tx) => approvedClaimsFor(tx, company.companyId, [employeeId], '2026-11'));
    expect(payable.get(employeeId)).toEqual([
      expect.objectContaining({ id: claim.id, amount: '120.10', payItemCategoryId: category.id, kind: category.kind }),
    ]);
    expect(payable.get(employeeId)![0]!.treatment).toBeTypeOf('object');
    expect(await t.tenant(company.companyId, (tx) => approvedClaimsFor(tx, company.companyId, [employeeId], '2026-10'))).toEqual(new Map());
    const payrunId = crypto.randomUUID();
    expect(await t.tenant(company.companyId, (tx) => markClaimsPaid(tx, company.companyId, [claim.id], payrunId))).toEqual([claim.id]);
    expect(await t.tenant(company.companyId, (tx) => markClaimsPaid(tx, company.companyId, [claim.id], crypto.randomUUID()))).toEqual([]);
    const paid = await company.admin.api.ok(contracts.listClaims, { body: { ...TABLE, status: 'paid' } });
    expect(paid.data).toEqual([expect.objectContaining({ id: claim.id, payrunId })]);

    expect((await auditOf(company, 'claim', claim.id)).map((row) => row.action)).toEqual(['create', 'approve', 'pay']);
    expect((await auditOf(company, 'claimType', medical.id)).map((row) => row.action)).toEqual(['create']);
  });

  it('lets the employee cancel a pending claim, which frees its amount; a stale cancel is a 409', async () => {
    const { medical, eve, mona } = await setUp({ workflow: true });
    const { fileId } = await eve.api.ok(contracts.uploadClaimReceipt, { body: { data: PDF } });
    const claim = await eve.api.ok(contracts.createClaim, {
      body: { typeId: medical.id, expenseDate: '2026-11-02', amount: '300', receiptFileIds: [fileId] },
    });
    expect((await eve.api.ok(contracts.getClaimBalance, { body: { typeId: medical.id, expenseDate: '2026-11-02' } })).remaining).toBe(
      '0.00',
    );
    await eve.api.fail(contracts.cancelClaim, { params: { id: claim.id }, body: { version: claim.version + 5 } }, 409);
    // Someone else's claim is not theirs to cancel.
    await mona.api.fail(contracts.cancelClaim, { params: { id: claim.id }, body: { version: claim.version } }, 404);
    const cancelled = await eve.api.ok(contracts.cancelClaim, { params: { id: claim.id }, body: { version: claim.version } });
    expect(cancelled.status).toBe('cancelled');
    expect((await mona.api.ok(contracts.listClaimApprovals)).length).toBe(0);
    expect((await eve.api.ok(contracts.getClaimBalance, { body: { typeId: medical.id, expenseDate: '2026-11-02' } })).remaining).toBe(
      '300.00',
    );
  });

  it('approves a claim at once without a workflow for claims; a policy in use cannot be deleted; a yearly policy counts the year', async () => {
    const { company, category, medical, eve } = await setUp({ workflow: false });
    const { fileId } = await eve.api.ok(contracts.uploadClaimReceipt, { body: { data: PDF } });
    const claim = await eve.api.ok(contracts.createClaim, {
      body: { typeId: medical.id, expenseDate: '2026-11-02', amount: '10', receiptFileIds: [fileId] },
    });
    expect(claim.status).toBe('approved');
    expect((await company.admin.api.fail(contracts.deleteClaimType, { params: { id: medical.id } }, 409)).code).toBe('CLAIM_TYPE_IN_USE');
    // The pay item category a policy is paid under stays while the policy names it.
    expect((await company.admin.api.fail(contracts.deletePayItemCategory, { params: { id: category.id } }, 409)).code).toBe(
      'PAY_ITEM_CATEGORY_IN_USE',
    );

    const transport = await company.admin.api.ok(contracts.createClaimType, {
      body: { name: 'Transport', payItemCategoryId: category.id, limitAmount: '100.50', limitPeriod: 'year' },
    });
    await eve.api.ok(contracts.createClaim, { body: { typeId: transport.id, expenseDate: '2026-01-05', amount: '100.00' } });
    const over = await eve.api.fail(
      contracts.createClaim,
      { body: { typeId: transport.id, expenseDate: '2026-12-05', amount: '0.51' } },
      422,
    );
    expect(over.code).toBe('CLAIM_OVER_LIMIT');
    await eve.api.ok(contracts.createClaim, { body: { typeId: transport.id, expenseDate: '2027-01-05', amount: '100.50' } });

    // Two claims at once that together pass the limit: one is refused, whichever comes second.
    const taxi = await company.admin.api.ok(contracts.createClaimType, {
      body: { name: 'Taxi', payItemCategoryId: category.id, limitAmount: '300', limitPeriod: 'month' },
    });
    const both = await Promise.all(
      [0, 1].map(() => eve.api.call(contracts.createClaim, { body: { typeId: taxi.id, expenseDate: '2026-11-03', amount: '200' } })),
    );
    expect(both.map((result) => result.status).sort()).toEqual([200, 422]);

    // Names are unique; a stale change is a 409; a policy nobody claimed is deleted, audited.
    const meals = await company.admin.api.ok(contracts.createClaimType, { body: { name: 'Meals', payItemCategoryId: category.id } });
    expect(
      (await company.admin.api.fail(contracts.createClaimType, { body: { name: 'meals', payItemCategoryId: category.id } }, 409)).code,
    ).toBe('NAME_TAKEN');
    const changed = await company.admin.api.ok(contracts.updateClaimType, {
      body: { id: meals.id, version: meals.version, name: 'Meals', payItemCategoryId: category.id, limitAmount: '50' },
    });
    expect(changed.limitAmount).toBe('50.00');
    await company.admin.api.fail(
      contracts.updateClaimType,
      { body: { id: meals.id, version: meals.version, name: 'Meals', payItemCategoryId: category.id } },
      409,
    );
    await company.admin.api.ok(contracts.deleteClaimType, { params: { id: meals.id } });
    expect((await auditOf(company, 'claimType', meals.id)).map((row) => row.action)).toEqual(['create', 'update', 'delete']);
  });

  it('keeps policies to HR, claims to their employee, and every company to itself', async () => {
    const { company, category, medical, eve, mona } = await setUp({ workflow: true });
    expect(await eve.api.ok(contracts.getClaimsAccess)).toEqual({ manages: false, claims: true });
    expect(await company.admin.api.ok(contracts.getClaimsAccess)).toMatchObject({ manages: true });
    // An employee cannot write nor delete policies (the categories they are paid under are names they
    // see on them anyway), and sees only their own claims.
    await eve.api.fail(contracts.createClaimType, { body: { name: 'Gym', payItemCategoryId: category.id } }, 403);
    await eve.api.fail(contracts.deleteClaimType, { params: { id: medical.id } }, 403);
    expect((await eve.api.ok(contracts.listClaimPayCategories)).map((row) => row.id)).toContain(category.id);
    const { fileId } = await eve.api.ok(contracts.uploadClaimReceipt, { body: { data: PDF } });
    const claim = await eve.api.ok(contracts.createClaim, {
      body: { typeId: medical.id, expenseDate: '2026-11-02', amount: '5', receiptFileIds: [fileId] },
    });
    // One upload names one claim.
    await eve.api.fail(
      contracts.createClaim,
      { body: { typeId: medical.id, expenseDate: '2026-11-02', amount: '5', receiptFileIds: [fileId] } },
      400,
    );
    expect((await mona.api.ok(contracts.listClaims, { body: TABLE })).data.map((row) => row.id)).toEqual([claim.id]);
    expect((await mona.api.ok(contracts.listClaims, { body: { ...TABLE, mine: true } })).data).toEqual([]);

    // View Only: reads, but changes nothing.
    const viewRole = await company.admin.api.ok(contracts.createRole, {
      body: {
        name: 'Claims view',
        description: '',
        dataScope: 'all',
        menuGrants: { claims: 'view' },
        fieldGrants: { public: {}, private: {} },
      },
    });
    const viewer = await createUser(t, company, { role: 'employee' });
    const current = await company.admin.api.ok(contracts.getUser, { params: { id: viewer.userId } });
    await company.admin.api.ok(contracts.updateUser, { body: { id: viewer.userId, version: current.version, roleId: viewRole.id } });
    const viewOnly = await loginAs(t, viewer);
    expect((await viewOnly.api.ok(contracts.listClaimTypes, { body: TABLE })).data.map((row) => row.name)).toEqual(['Medical']);
    await viewOnly.api.fail(contracts.createClaimType, { body: { name: 'Gym', payItemCategoryId: category.id } }, 403);
    await viewOnly.api.fail(contracts.uploadClaimReceipt, { body: { data: PDF } }, 403);

    // Another company sees nothing of these, and cannot use them.
    const other = await createCompany(t);
    expect((await other.admin.api.ok(contracts.listClaimTypes, { body: TABLE })).data).toEqual([]);
    expect((await other.admin.api.ok(contracts.listClaims, { body: TABLE })).data).toEqual([]);
    await other.admin.api.fail(contracts.deleteClaimType, { params: { id: medical.id } }, 404);
    await other.admin.api.fail(contracts.getClaimBalance, { body: { typeId: medical.id, expenseDate: '2026-11-02' } }, 404);
    expect((await other.admin.api.call(contracts.getClaimReceipt, { params: { id: claim.id, index: 0 } })).status).toBe(404);
    await other.admin.api.fail(contracts.createClaimType, { body: { name: 'Borrowed', payItemCategoryId: category.id } }, 400);
  });
});
