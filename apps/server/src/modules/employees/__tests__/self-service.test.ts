import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { auditLog } from '../../../db/schema/index.ts';
import {
  createCompany,
  createTestApp,
  createUser,
  deliveredMail,
  employeeBody,
  linkUserToEmployee,
  loginAs,
  type TestApp,
  type TestCompany,
  type TestSession,
} from '../../../testing/index.ts';

let t: TestApp;
let company: TestCompany;
beforeAll(async () => {
  t = await createTestApp();
  company = await createCompany(t);
});
afterAll(async () => {
  await t?.close();
});

/** An employee record and a signed-in account of the given role linked to it. */
async function signedInEmployee(
  role: contracts.DefaultRoleKey = 'employee',
  body = employeeBody(),
): Promise<{ id: string; session: TestSession }> {
  const { id } = await company.admin.api.ok(contracts.createEmployee, { body });
  const user = await createUser(t, company, { role });
  await linkUserToEmployee(t, { companyId: company.companyId, userId: user.userId, employeeId: id });
  return { id, session: await loginAs(t, user) };
}

const auditOf = (employeeId: string) =>
  t.db
    .select({ action: auditLog.action, userId: auditLog.actorUserId, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entityId, employeeId)));

const bankNotices = async (session: TestSession) =>
  (await session.api.ok(contracts.listNotifications, { query: { limit: 100 } })).items.filter((item) => item.kind === 'bankAccountChange');

describe('My profile: an employee keeps their own details', () => {
  it('changes their contact details, audited, but not who they are, their job or their pay', async () => {
    const { id, session } = await signedInEmployee();
    const personal = await session.api.ok(contracts.getEmployeePersonal, { params: { id } });
    expect(personal.levels).toMatchObject({
      phones: 'edit',
      address: 'edit',
      email: 'edit',
      firstName: 'view',
      identificationNumber: 'view',
    });

    const saved = await session.api.ok(contracts.updateEmployeePersonal, {
      body: { id, version: personal.version, phones: ['+6598887777'], address: '1 Orchard Road' },
    });
    const read = await session.api.ok(contracts.getEmployeePersonal, { params: { id } });
    expect(read.values).toMatchObject({ phones: ['+6598887777'], address: '1 Orchard Road' });
    const [entry] = (await auditOf(id)).filter((row) => row.action === 'update-personal');
    expect(entry).toMatchObject({ userId: session.user.userId, after: { phones: ['+6598887777'], address: '1 Orchard Road' } });

    const name = await session.api.fail(
      contracts.updateEmployeePersonal,
      { body: { id, version: saved.version, firstName: 'Someone' } },
      403,
    );
    expect(name).toMatchObject({ code: 'FIELD_FORBIDDEN', errors: { firstName: expect.any(String) } });
    const job = await session.api.ok(contracts.getEmployeeJob, { params: { id } });
    expect(Object.values(job.levels).every((level) => level !== 'edit')).toBe(true);
    await session.api.fail(contracts.updateEmployeeJob, { body: { id, version: job.version, employmentNumber: 'SELF-1' } }, 403);
    const payment = await session.api.ok(contracts.getEmployeePayment, { params: { id } });
    expect(payment.levels).toMatchObject({ salary: 'view', paymentModeId: 'view', accountNumber: 'edit' });
    await session.api.fail(contracts.updateEmployeePayment, { body: { id, version: payment.version, salary: '9999.00' } }, 403);
  });

  it('adds their family and emergency contacts', async () => {
    const { id, session } = await signedInEmployee();
    expect((await session.api.ok(contracts.listEmployeeFamily, { params: { id } })).level).toBe('edit');
    const member = await session.api.ok(contracts.addEmployeeFamily, {
      body: { employeeId: id, name: 'Tan Ah Kow', relationship: 'father', phone: '+6598765432', emergencyContact: true },
    });
    expect(member).toMatchObject({ name: 'Tan Ah Kow', emergencyContact: true });
  });

  it('never reaches anyone else’s record', async () => {
    const { session } = await signedInEmployee();
    const other = await company.admin.api.ok(contracts.createEmployee, { body: employeeBody() });
    const version = (await company.admin.api.ok(contracts.getEmployeePersonal, { params: { id: other.id } })).version;
    await session.api.fail(contracts.getEmployeePersonal, { params: { id: other.id } }, 404);
    // Refused for the fields already: the private levels are only for their own record.
    const refused = await session.api.fail(
      contracts.updateEmployeePersonal,
      { body: { id: other.id, version, phones: ['+6591112222'] } },
      403,
    );
    expect(refused.code).toBe('FIELD_FORBIDDEN');
    expect((await company.admin.api.ok(contracts.getEmployeePersonal, { params: { id: other.id } })).version).toBe(version);
    await session.api.fail(
      contracts.addEmployeeFamily,
      { body: { employeeId: other.id, name: 'Not mine', relationship: 'friend', emergencyContact: false, nextOfKin: false } },
      404,
    );
  });

  it('also for an administrator linked to an employee record, whose own record keeps HR’s fields read only', async () => {
    const { id, session } = await signedInEmployee('administrator');
    const personal = await session.api.ok(contracts.getEmployeePersonal, { params: { id } });
    expect(personal.levels).toMatchObject({ phones: 'edit', firstName: 'view' });
    await session.api.ok(contracts.updateEmployeePersonal, { body: { id, version: personal.version, phones: ['+6593334444'] } });
    const payment = await session.api.ok(contracts.getEmployeePayment, { params: { id } });
    await session.api.fail(contracts.updateEmployeePayment, { body: { id, version: payment.version, salary: '12000.00' } }, 403);
  });
});

describe('a change to one’s own bank account', () => {
  it('is audited and told to those who may change employees’ bank details, in the app and by mail, not to the team’s manager', async () => {
    const boss = await signedInEmployee('manager');
    const hr = await loginAs(t, await createUser(t, company, { role: 'hrManager' }));
    const hrBefore = (await bankNotices(hr)).length;
    const adminBefore = (await bankNotices(company.admin)).length;
    const { id, session } = await signedInEmployee(
      'employee',
      employeeBody({ personal: { firstName: 'Siti', lastName: 'Aminah' }, job: { managerId: boss.id } }),
    );

    const payment = await session.api.ok(contracts.getEmployeePayment, { params: { id } });
    await session.api.ok(contracts.updateEmployeePayment, {
      body: { id, version: payment.version, bankCode: 'SG_OCBC', accountName: 'Siti Aminah', accountNumber: '5012345678' },
    });
    expect((await session.api.ok(contracts.getEmployeePayment, { params: { id } })).values).toMatchObject({
      bankCode: 'SG_OCBC',
      accountNumber: '5012345678',
    });
    const [entry] = (await auditOf(id)).filter((row) => row.action === 'update-payment');
    expect(entry).toMatchObject({
      userId: session.user.userId,
      before: { bankCode: 'SG_DBS', accountNumber: '0123456789' },
      after: { bankCode: 'SG_OCBC', accountNumber: '5012345678' },
    });

    const told = await bankNotices(hr);
    expect(told).toHaveLength(hrBefore + 1);
    expect(told[0]).toMatchObject({
      titleKey: 'employees:bankChange.title',
      values: { name: 'Siti Aminah' },
      path: `/employee/${id}/profile#paymentDetail`,
    });
    expect(await bankNotices(company.admin)).toHaveLength(adminBefore + 1);
    expect(await bankNotices(boss.session)).toEqual([]);
    expect(await bankNotices(session)).toEqual([]);
    // By mail too (the kind's default), without the account number.
    const mails = await deliveredMail(t, hr.user.email!);
    expect(mails.at(-1)).toMatchObject({ subject: 'Bank account changed' });
    expect(mails.at(-1)!.text).toContain('Siti Aminah changed their own bank account');
    expect(mails.at(-1)!.text).not.toContain('5012345678');
  });

  it('is not told when HR changes it, nor when the employee changes something else', async () => {
    const hr = await loginAs(t, await createUser(t, company, { role: 'hrManager' }));
    const { id, session } = await signedInEmployee();
    const before = (await bankNotices(hr)).length;
    const payment = await company.admin.api.ok(contracts.getEmployeePayment, { params: { id } });
    await company.admin.api.ok(contracts.updateEmployeePayment, { body: { id, version: payment.version, accountNumber: '7012345678' } });
    const personal = await session.api.ok(contracts.getEmployeePersonal, { params: { id } });
    await session.api.ok(contracts.updateEmployeePersonal, { body: { id, version: personal.version, city: 'Singapore' } });
    expect(await bankNotices(hr)).toHaveLength(before);
  });
});
