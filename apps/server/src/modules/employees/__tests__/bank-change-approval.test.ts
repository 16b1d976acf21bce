import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { approvalRequests, auditLog, roles } from '../../../db/schema/index.ts';
import {
  createCompany,
  createUser,
  deliveredMail,
  employeeBody,
  linkUserToEmployee,
  loginAs,
  type TestApp,
  type TestCompany,
  type TestSession,
  createTestApp,
  DAY_MS,
} from '../../../testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const NEW_ACCOUNT = { bankCode: 'SG_OCBC', accountName: 'Siti Aminah', accountNumber: '5012345678' } as const;

/**
 * A company whose employees' own bank account changes wait for approval (unless `approval` is off):
 * Hana (HR) approves them, Siti is an employee with her own sign-in, Hadi is another HR manager.
 */
async function arrange(options: { approval?: boolean; workflow?: boolean } = {}) {
  const company = await createCompany(t);
  const hr = async (firstName: string) => loginAs(t, await createUser(t, company, { role: 'hrManager', firstName }));
  const hana = await hr('Hana');
  const hadi = await hr('Hadi');
  const { id: siti } = await company.admin.api.ok(contracts.createEmployee, {
    body: employeeBody({ personal: { firstName: 'Siti', lastName: 'Aminah' } }),
  });
  const user = await createUser(t, company, { role: 'employee', firstName: 'Siti', lastName: 'Aminah' });
  await linkUserToEmployee(t, { companyId: company.companyId, userId: user.userId, employeeId: siti });
  const employee = await loginAs(t, user);
  if (options.workflow !== false) {
    const workflow = await company.admin.api.ok(contracts.createWorkflow, {
      body: { name: 'Bank accounts', levels: [{ approverType: 'users', userIds: [hana.user.userId] }] },
    });
    await company.admin.api.ok(contracts.saveAssignments, {
      body: { kind: 'bankAccountChange', assignments: [{ workflowId: workflow.id, departmentIds: [] }] },
    });
  }
  if (options.approval !== false) await setApproval(company, true);
  return { company, hana, hadi, siti, employee };
}

async function setApproval(company: TestCompany, on: boolean) {
  const preference = await company.admin.api.ok(contracts.getCompanyPreference);
  await company.admin.api.ok(contracts.updateCompanyPreference, { body: { ...preference, bankChangeApproval: on } });
}

async function changeOwnAccount(session: TestSession, id: string, changes: Record<string, unknown> = NEW_ACCOUNT) {
  const payment = await session.api.ok(contracts.getEmployeePayment, { params: { id } });
  return session.api.ok(contracts.updateEmployeePayment, { body: { id, version: payment.version, ...changes } });
}

const paymentOf = async (company: TestCompany, id: string) => company.admin.api.ok(contracts.getEmployeePayment, { params: { id } });

const pendingIds = async (session: TestSession) =>
  (await session.api.ok(contracts.listApprovalRequests, { query: { tab: 'pending', kind: 'bankAccountChange' } })).data;

const decide = (session: TestSession, id: string, decision: 'approve' | 'reject', comment = '') =>
  session.api.ok(contracts.decideApprovalRequests, { body: { ids: [id], decision, comment } });

const auditOf = (company: TestCompany, employeeId: string) =>
  t.db
    .select({ action: auditLog.action, userId: auditLog.actorUserId, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entity, 'employee'), eq(auditLog.entityId, employeeId)))
    .orderBy(auditLog.at);

const requestStatus = async (company: TestCompany, id: string) =>
  (
    await t.db
      .select({ status: approvalRequests.status })
      .from(approvalRequests)
      .where(and(eq(approvalRequests.companyId, company.companyId), eq(approvalRequests.id, id)))
  )[0]?.status;

const notices = async (session: TestSession, kind: string) =>
  (await session.api.ok(contracts.listNotifications, { query: { limit: 100 } })).items.filter((item) => item.kind === kind);

describe('the company preference', () => {
  it('is off for a new company, and only whoever edits the company account turns it on', async () => {
    const { company, employee } = await arrange({ approval: false });
    const preference = await company.admin.api.ok(contracts.getCompanyPreference);
    expect(preference.bankChangeApproval).toBe(false);
    expect((await employee.api.ok(contracts.getCompanyPreference)).bankChangeApproval).toBe(false);
    await employee.api.fail(contracts.updateCompanyPreference, { body: { ...preference, bankChangeApproval: true } }, 403);
    await setApproval(company, true);
    expect((await employee.api.ok(contracts.getCompanyPreference)).bankChangeApproval).toBe(true);
  });
});

describe('an employee’s own bank account change, with the preference off', () => {
  it('applies at once, as before: nothing waits and no request is made', async () => {
    const { company, hana, siti, employee } = await arrange({ approval: false });
    expect(await changeOwnAccount(employee, siti)).toMatchObject({ bankChangePending: false });
    expect((await paymentOf(company, siti)).values).toMatchObject(NEW_ACCOUNT);
    expect(await employee.api.ok(contracts.getEmployeeBankChange, { params: { id: siti } })).toEqual({ pending: null, rejected: null });
    expect(await pendingIds(hana)).toEqual([]);
    const actions = (await auditOf(company, siti)).map((row) => row.action);
    expect(actions).toContain('update-payment');
    expect(actions).not.toContain('request-bank-change');
    expect(await notices(hana, 'bankAccountChange')).toHaveLength(1);
  });
});

describe('an employee’s own bank account change, with the preference on', () => {
  it('waits for approval, shown masked to the employee, to HR and to the approver, never in full', async () => {
    const { company, hana, hadi, siti, employee } = await arrange();
    const before = await paymentOf(company, siti);
    const saved = await changeOwnAccount(employee, siti);
    expect(saved).toEqual({ version: before.version, bankChangePending: true });
    // The record keeps the account it had.
    expect((await paymentOf(company, siti)).values).toMatchObject({ bankCode: 'SG_DBS', accountNumber: '0123456789' });

    const own = await employee.api.ok(contracts.getEmployeeBankChange, { params: { id: siti } });
    expect(own.pending).toMatchObject({
      bankCode: 'SG_OCBC',
      accountName: 'Siti Aminah',
      accountNumber: '******5678',
      canWithdraw: true,
    });
    expect((await company.admin.api.ok(contracts.getEmployeeBankChange, { params: { id: siti } })).pending).toMatchObject({
      accountNumber: '******5678',
      canWithdraw: false,
    });

    const [request] = await pendingIds(hana);
    expect(request).toMatchObject({
      id: own.pending!.approvalRequestId,
      kind: 'bankAccountChange',
      employeeName: 'Siti Aminah',
      summary: { bank: 'OCBC Bank', accountName: 'Siti Aminah', accountNumber: '******5678' },
    });
    expect(await pendingIds(hadi)).toEqual([]);
    // The approver hears of it without the number, in the app and by mail; payroll keepers hear nothing yet.
    const [waiting] = await notices(hana, 'approvalRequest');
    expect(JSON.stringify(waiting)).not.toContain('5012345678');
    const mail = (await deliveredMail(t, hana.user.email!)).at(-1)!;
    expect(mail.text).not.toContain('5012345678');
    expect(await notices(hadi, 'bankAccountChange')).toEqual([]);

    const requested = (await auditOf(company, siti)).filter((row) => row.action === 'request-bank-change');
    expect(requested).toEqual([
      {
        action: 'request-bank-change',
        userId: employee.user.userId,
        before: { bankCode: 'SG_DBS', accountName: 'Tan Mei Ling', accountNumber: '******6789' },
        after: { bankCode: 'SG_OCBC', accountName: 'Siti Aminah', accountNumber: '******5678' },
      },
    ]);
    expect(JSON.stringify(requested)).not.toContain('5012345678');
  });

  it('is applied when approved, in the deciding transaction: the record moves on a version, audited as the approver’s, payroll keepers told', async () => {
    const { company, hana, hadi, siti, employee } = await arrange();
    const before = await paymentOf(company, siti);
    await changeOwnAccount(employee, siti);
    const [request] = await pendingIds(hana);
    await decide(hana, request!.id, 'approve');

    const after = await paymentOf(company, siti);
    expect(after.values).toMatchObject(NEW_ACCOUNT);
    expect(after.version).toBe(before.version + 1);
    expect(await employee.api.ok(contracts.getEmployeeBankChange, { params: { id: siti } })).toEqual({ pending: null, rejected: null });
    expect(await requestStatus(company, request!.id)).toBe('approved');
    const [applied] = (await auditOf(company, siti)).filter((row) => row.action === 'approve-bank-change');
    expect(applied).toEqual({
      action: 'approve-bank-change',
      userId: hana.user.userId,
      before: { bankCode: 'SG_DBS', accountName: 'Tan Mei Ling', accountNumber: '0123456789' },
      after: NEW_ACCOUNT,
    });
    expect((await notices(employee, 'approvalOutcome')).map((item) => item.titleKey)).toEqual(['approvals:notification.approvedTitle']);
    // Those who keep payroll learn where the pay goes now; the approver who decided does not need telling.
    expect(await notices(hadi, 'bankAccountChange')).toHaveLength(1);
    expect(await notices(hana, 'bankAccountChange')).toEqual([]);
  });

  it('applies the bank fields only when the record changed while it waited', async () => {
    const { company, hana, siti, employee } = await arrange();
    await changeOwnAccount(employee, siti);
    const meanwhile = await paymentOf(company, siti);
    await company.admin.api.ok(contracts.updateEmployeePayment, { body: { id: siti, version: meanwhile.version, salary: '5100.00' } });
    const [request] = await pendingIds(hana);
    await decide(hana, request!.id, 'approve');
    expect((await paymentOf(company, siti)).values).toMatchObject({ ...NEW_ACCOUNT, salary: '5100.00' });
  });

  it('leaves the account as it was when rejected, and the employee is told', async () => {
    const { company, hana, siti, employee } = await arrange();
    const before = await paymentOf(company, siti);
    await changeOwnAccount(employee, siti);
    const [request] = await pendingIds(hana);
    await decide(hana, request!.id, 'reject', 'Please bring a bank statement');

    const after = await paymentOf(company, siti);
    expect(after.values).toMatchObject({ bankCode: 'SG_DBS', accountNumber: '0123456789' });
    expect(after.version).toBe(before.version);
    // The profile says so, with the reason, where the employee's notice leads.
    expect(await employee.api.ok(contracts.getEmployeeBankChange, { params: { id: siti } })).toMatchObject({
      pending: null,
      rejected: { bankCode: 'SG_OCBC', accountNumber: '******5678', reason: 'Please bring a bank statement' },
    });
    expect((await notices(employee, 'approvalOutcome')).map((item) => [item.titleKey, item.path])).toEqual([
      ['approvals:notification.rejectedTitle', '/profile#paymentDetail'],
    ]);
    // A month on, it is no longer news (signed in afresh: a week's session has ended by then).
    t.clock.advance(31 * DAY_MS);
    const later = await loginAs(t, employee.user);
    expect(await later.api.ok(contracts.getEmployeeBankChange, { params: { id: siti } })).toEqual({ pending: null, rejected: null });
    const [rejected] = (await auditOf(company, siti)).filter((row) => row.action === 'reject-bank-change');
    expect(rejected).toMatchObject({ userId: hana.user.userId, after: { accountNumber: '******5678' } });
  });

  it('can be withdrawn by the employee only, which cancels its request', async () => {
    const { company, hana, siti, employee } = await arrange();
    await changeOwnAccount(employee, siti);
    const [request] = await pendingIds(hana);
    await company.admin.api.fail(contracts.withdrawEmployeeBankChange, { params: { id: siti } }, 404);

    await employee.api.ok(contracts.withdrawEmployeeBankChange, { params: { id: siti } });
    expect(await employee.api.ok(contracts.getEmployeeBankChange, { params: { id: siti } })).toEqual({ pending: null, rejected: null });
    expect(await requestStatus(company, request!.id)).toBe('cancelled');
    expect(await pendingIds(hana)).toEqual([]);
    expect((await paymentOf(company, siti)).values).toMatchObject({ bankCode: 'SG_DBS', accountNumber: '0123456789' });
    expect((await auditOf(company, siti)).map((row) => row.action)).toContain('withdraw-bank-change');
    await employee.api.fail(contracts.withdrawEmployeeBankChange, { params: { id: siti } }, 404);
  });

  it('waits once per employee: a newer change replaces the one before, whose request is cancelled', async () => {
    const { company, hana, siti, employee } = await arrange();
    await changeOwnAccount(employee, siti);
    const [first] = await pendingIds(hana);
    await changeOwnAccount(employee, siti, { bankCode: 'SG_DBS', accountNumber: '9876543210' });
    const waiting = await pendingIds(hana);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.id).not.toBe(first!.id);
    expect(await requestStatus(company, first!.id)).toBe('cancelled');
    expect((await employee.api.ok(contracts.getEmployeeBankChange, { params: { id: siti } })).pending).toMatchObject({
      bankCode: 'SG_DBS',
      // Each change is asked from the account as it is: the name the first one asked for never applied.
      accountName: 'Tan Mei Ling',
      accountNumber: '******3210',
      approvalRequestId: waiting[0]!.id,
    });
    await decide(hana, waiting[0]!.id, 'approve');
    expect((await paymentOf(company, siti)).values).toMatchObject({
      bankCode: 'SG_DBS',
      accountName: 'Tan Mei Ling',
      accountNumber: '9876543210',
    });
  });

  it('saves the other fields of the same save at once', async () => {
    const { company, hana, siti, employee } = await arrange();
    // The company lets employees choose their own payment mode as well (a field granted on their own record).
    await t.db
      .update(roles)
      .set({ fieldGrants: { public: {}, private: { 'employee.paymentModeId': 'edit' } }, version: sql`${roles.version} + 1` })
      .where(and(eq(roles.companyId, company.companyId), eq(roles.id, company.roles.employee)));
    const session = await loginAs(t, employee.user);
    const before = await paymentOf(company, siti);
    expect(await changeOwnAccount(session, siti, { ...NEW_ACCOUNT, paymentModeId: 3 })).toEqual({
      version: before.version + 1,
      bankChangePending: true,
    });
    expect((await paymentOf(company, siti)).values).toMatchObject({ paymentModeId: 3, bankCode: 'SG_DBS', accountNumber: '0123456789' });
    const [updated] = (await auditOf(company, siti)).filter((row) => row.action === 'update-payment');
    expect(updated).toMatchObject({ before: { paymentModeId: 1 }, after: { paymentModeId: 3 } });
    expect(Object.keys(updated!.after as object)).toEqual(['paymentModeId']);
    expect(await pendingIds(hana)).toHaveLength(1);
  });

  it('is refused on a stale version, and when no workflow is assigned, leaving everything as it was', async () => {
    const { company, siti, employee } = await arrange({ workflow: false });
    const payment = await employee.api.ok(contracts.getEmployeePayment, { params: { id: siti } });
    const refused = await employee.api.fail(
      contracts.updateEmployeePayment,
      { body: { id: siti, version: payment.version, ...NEW_ACCOUNT } },
      422,
    );
    expect(refused.code).toBe('NO_WORKFLOW');
    await employee.api.fail(contracts.updateEmployeePayment, { body: { id: siti, version: payment.version + 1, ...NEW_ACCOUNT } }, 409);
    expect(await employee.api.ok(contracts.getEmployeeBankChange, { params: { id: siti } })).toEqual({ pending: null, rejected: null });
    expect((await paymentOf(company, siti)).values).toMatchObject({ bankCode: 'SG_DBS', accountNumber: '0123456789' });
  });

  it('is never routed when HR changes someone’s bank account', async () => {
    const { company, hana, siti } = await arrange();
    const payment = await paymentOf(company, siti);
    expect(
      await company.admin.api.ok(contracts.updateEmployeePayment, { body: { id: siti, version: payment.version, ...NEW_ACCOUNT } }),
    ).toEqual({ version: payment.version + 1, bankChangePending: false });
    expect((await paymentOf(company, siti)).values).toMatchObject(NEW_ACCOUNT);
    expect(await pendingIds(hana)).toEqual([]);
  });

  it('is hidden from a manager whose role hides bank details, and from another company', async () => {
    const { company, siti, employee } = await arrange();
    const boss = await company.admin.api.ok(contracts.createEmployee, { body: employeeBody() });
    const bossUser = await createUser(t, company, { role: 'manager' });
    await linkUserToEmployee(t, { companyId: company.companyId, userId: bossUser.userId, employeeId: boss.id });
    const job = await company.admin.api.ok(contracts.getEmployeeJob, { params: { id: siti } });
    await company.admin.api.ok(contracts.updateEmployeeJob, { body: { id: siti, version: job.version, managerId: boss.id } });
    await changeOwnAccount(employee, siti);

    const manager = await loginAs(t, bossUser);
    expect(await manager.api.ok(contracts.getEmployeeBankChange, { params: { id: siti } })).toEqual({ pending: null, rejected: null });

    const other = await arrange();
    await other.company.admin.api.fail(contracts.getEmployeeBankChange, { params: { id: siti } }, 404);
    await other.company.admin.api.fail(contracts.withdrawEmployeeBankChange, { params: { id: siti } }, 404);
    expect(await pendingIds(other.hana)).toEqual([]);
    await other.employee.api.fail(contracts.getEmployeeBankChange, { params: { id: siti } }, 404);
    const { pending } = await employee.api.ok(contracts.getEmployeeBankChange, { params: { id: siti } });
    await other.hana.api.fail(
      contracts.decideApprovalRequests,
      { body: { ids: [pending!.approvalRequestId], decision: 'approve', comment: '' } },
      404,
    );
    expect((await employee.api.ok(contracts.getEmployeeBankChange, { params: { id: siti } })).pending).toMatchObject({ id: pending!.id });
  });
});
