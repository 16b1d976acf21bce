import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { auditLog, employees } from '../../../db/schema/index.ts';
import {
  createCompany,
  createEmployeeRow,
  createTestApp,
  createUser,
  linkUserToEmployee,
  loginAs,
  type TestApp,
  type TestCompany,
} from '../../../testing/index.ts';

// The calls on a whole record or on many (spec §7): PUT employees, PUT employees/obtained,
// POST employees/data and POST employees/selection/payment.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function paid(company: TestCompany, employeeId: string, values: Partial<typeof employees.$inferInsert>) {
  await t.tenant(company.companyId, (tx) =>
    tx
      .update(employees)
      .set(values)
      .where(and(eq(employees.companyId, company.companyId), eq(employees.id, employeeId))),
  );
}

const auditActions = async (company: TestCompany, employeeId: string) =>
  (
    await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entityId, employeeId)))
  ).map((row) => row.action);

describe('PUT employees', () => {
  it('saves the sections sent under one version, names a field error under its section, and refuses a stale version', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const id = await createEmployeeRow(t, company.companyId, { firstName: 'Siti' });
    const { version } = await api.ok(contracts.getEmployeePersonal, { params: { id } });

    const saved = await api.ok(contracts.updateEmployee, {
      body: {
        id,
        version,
        personal: { lastName: 'Rahman', city: 'Singapore' },
        job: { biometricNumber: 'B-42' },
        payment: { salary: '5100.00' },
      },
    });
    expect(saved).toEqual({ version: version + 1, bankChangePending: false });
    expect((await api.ok(contracts.getEmployeePersonal, { params: { id } })).values).toMatchObject({
      lastName: 'Rahman',
      city: 'Singapore',
    });
    expect((await api.ok(contracts.getEmployeeJob, { params: { id } })).values.biometricNumber).toBe('B-42');
    expect((await api.ok(contracts.getEmployeePayment, { params: { id } })).values.salary).toBe('5100.00');
    expect(await auditActions(company, id)).toContain('update');

    const ownManager = await api.fail(contracts.updateEmployee, { body: { id, version: saved.version, job: { managerId: id } } }, 400);
    expect(ownManager.errors).toEqual({ 'job.managerId': expect.any(String) });
    expect((await api.fail(contracts.updateEmployee, { body: { id, version, personal: { city: 'Johor' } } }, 409)).code).toBe(
      'VERSION_CONFLICT',
    );
  });

  it('is refused to a role that may not change the record, and another company’s record is not found', async () => {
    const company = await createCompany(t);
    const id = await createEmployeeRow(t, company.companyId, { firstName: 'Siti' });
    const employee = await loginAs(t, await createUser(t, company, { role: 'employee' }));
    await employee.api.fail(contracts.updateEmployee, { body: { id, version: 1, personal: { city: 'Ipoh' } } }, 403);
    const other = await createCompany(t);
    await other.admin.api.fail(contracts.updateEmployee, { body: { id, version: 1, personal: { city: 'Ipoh' } } }, 404);
  });
});

describe('PUT employees/obtained', () => {
  it('records the pass obtained and its date, audited as such', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const id = await createEmployeeRow(t, company.companyId, { firstName: 'Wei' });
    const { version } = await api.ok(contracts.getEmployeePersonal, { params: { id } });
    const saved = await api.ok(contracts.updateEmployeePass, { body: { id, version, passTypeId: 11, passObtainedDate: '2025-08-01' } });
    expect(saved.version).toBe(version + 1);
    expect((await api.ok(contracts.getEmployeePersonal, { params: { id } })).values).toMatchObject({
      passTypeId: 11,
      passObtainedDate: '2025-08-01',
    });
    expect(await auditActions(company, id)).toContain('update-pass');
    // Only the pass: another personal field is not accepted here.
    await api.fail(
      contracts.updateEmployeePass,
      { body: { id, version: saved.version, passTypeId: 11, passObtainedDate: '2025-08-01', city: 'x' } as never },
      400,
    );
  });
});

describe('POST employees/data', () => {
  it('answers the fields asked for, as the caller may see them, of the employees the caller reaches', async () => {
    const company = await createCompany(t);
    const manager = await createEmployeeRow(t, company.companyId, { firstName: 'Rajesh' });
    const member = await createEmployeeRow(t, company.companyId, { firstName: 'Siti', managerId: manager });
    const stranger = await createEmployeeRow(t, company.companyId, { firstName: 'Ahmad' });
    await paid(company, member, { paymentModeId: 1, bankCode: 'SG_DBS', accountNumber: '9876543210', salary: '5200.00' });
    const fields = ['firstName', 'salary', 'accountNumber', 'bankCode'] as const;

    const all = await company.admin.api.ok(contracts.readEmployeesData, { body: { employeeIds: [member, stranger], fields: [...fields] } });
    expect(all.find((row) => row.id === member)?.values).toEqual({
      firstName: 'Siti',
      salary: '5200.00',
      accountNumber: '9876543210',
      bankCode: 'SG_DBS',
    });

    const user = await createUser(t, company, { role: 'manager' });
    await linkUserToEmployee(t, { companyId: company.companyId, userId: user.userId, employeeId: manager });
    const asManager = await (
      await loginAs(t, user)
    ).api.ok(contracts.readEmployeesData, {
      body: { employeeIds: [member, stranger], fields: [...fields] },
    });
    // The manager reaches their team only, and does not see what the team is paid.
    expect(asManager).toEqual([{ id: member, version: expect.any(Number), values: { firstName: 'Siti' } }]);

    const other = await createCompany(t);
    expect(await other.admin.api.ok(contracts.readEmployeesData, { body: { employeeIds: [member], fields: ['firstName'] } })).toEqual([]);
    await company.admin.api.fail(contracts.readEmployeesData, { body: { employeeIds: [member], fields: ['password' as never] } }, 400);
  });
});

describe('POST employees/selection/payment', () => {
  it('lists who is working, how each is paid and whether a transfer can go, by payment mode', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const ready = await createEmployeeRow(t, company.companyId, { firstName: 'Ready' });
    const noAccount = await createEmployeeRow(t, company.companyId, { firstName: 'Cash' });
    const left = await createEmployeeRow(t, company.companyId, { firstName: 'Left' });
    await paid(company, ready, { paymentModeId: 1, bankCode: 'SG_DBS', accountNumber: '1234567890', salary: '4000.00' });
    await paid(company, noAccount, { paymentModeId: 2, bankCode: null, accountNumber: null, salary: null });
    await paid(company, left, { paymentModeId: 1, cessationDate: '2020-01-31' });

    const options = await api.ok(contracts.listPaymentEmployeeOptions, { body: {} });
    const byId = new Map(options.map((option) => [option.id, option]));
    expect(byId.has(left)).toBe(false);
    expect(byId.get(ready)).toMatchObject({ paymentModeId: 1, bankCode: 'SG_DBS', accountReady: true, hasSalary: true });
    expect(byId.get(noAccount)).toMatchObject({ paymentModeId: 2, accountReady: false, hasSalary: false });
    // On a date before they left, the leaver is there.
    expect((await api.ok(contracts.listPaymentEmployeeOptions, { body: { on: '2020-01-15' } })).map((o) => o.id)).toContain(left);

    const byMode = await api.ok(contracts.listPaymentEmployeeOptions, { body: { paymentModeIds: [2] } });
    expect(byMode.map((option) => option.id)).toEqual([noAccount]);
    const other = await createCompany(t);
    expect((await other.admin.api.ok(contracts.listPaymentEmployeeOptions, { body: {} })).map((o) => o.id)).not.toContain(ready);
  });
});
