import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { DEFAULT_ROLE_GRANTS, type CreateUserBody, type RoleBody } from '@tenaga/contracts';
import { auditLog, employees, mailOutbox, sessions, users } from '../../../db/schema/index.ts';
import {
  createCompany,
  createEmployeeRow,
  createTestApp,
  createUser,
  deliveredMail,
  linkUserToEmployee,
  loginAs,
  TEST_PASSWORD,
  uniqueName,
  type TestApp,
  type TestCompany,
} from '../../../testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const newUser = (company: TestCompany, overrides: Partial<CreateUserBody> = {}): CreateUserBody => ({
  username: uniqueName('new'),
  email: null,
  firstName: 'Nadia',
  lastName: 'Noor',
  roleId: company.roles.employee,
  employeeId: null,
  active: true,
  password: TEST_PASSWORD,
  ...overrides,
});

async function addEmployee(
  company: TestCompany,
  fields: { firstName: string; email?: string | null; cessationDate?: string | null; number?: string },
) {
  const [row] = await t.tenant(company.companyId, (tx) =>
    tx
      .insert(employees)
      .values({
        companyId: company.companyId,
        employmentNumber: fields.number ?? uniqueName('E'),
        firstName: fields.firstName,
        lastName: 'Tan',
        email: fields.email ?? null,
        cessationDate: fields.cessationDate ?? null,
      })
      .returning({ id: employees.id }),
  );
  return row!.id;
}

async function sessionWithRole(
  company: TestCompany,
  menuGrants: RoleBody['menuGrants'],
  fieldGrants: RoleBody['fieldGrants'] = { public: {}, private: {} },
) {
  const role = await company.admin.api.ok(contracts.createRole, {
    body: { name: uniqueName('Role'), description: '', dataScope: 'all', menuGrants, fieldGrants },
  });
  const user = await createUser(t, company);
  await t.db.update(users).set({ roleId: role.id }).where(eq(users.id, user.userId));
  return loginAs(t, user);
}

describe('user accounts', () => {
  it('adds an account that can log in, and lists it with its role and employee', async () => {
    const company = await createCompany(t);
    const employeeId = await addEmployee(company, { firstName: 'Mei', number: 'E100' });
    const created = await company.admin.api.ok(contracts.createUser, {
      body: newUser(company, { username: 'mei', firstName: 'Mei', lastName: 'Tan', email: 'mei@example.com', employeeId }),
    });
    expect(created).toMatchObject({
      username: 'mei',
      email: 'mei@example.com',
      roleName: 'Employee',
      employeeName: '(E100) Mei Tan',
      active: true,
      self: false,
      lastLoginAt: null,
    });
    const mei = await loginAs(t, { domain: company.domain, username: 'MEI', password: TEST_PASSWORD });
    expect(mei.state.userInfo.employeeID).toBe(employeeId);

    const table = await company.admin.api.ok(contracts.listUsers, {
      body: { order: [{ column: 0, dir: 'asc' }], columns: [{ data: 'fullName' }] },
    });
    expect(table.data.map((user) => [user.fullName, user.roleName, user.self])).toEqual([
      ['Ada Admin', 'Administrator', true],
      ['Mei Tan', 'Employee', false],
    ]);
    expect(
      (await company.admin.api.ok(contracts.listUsers, { body: { filter: { roleIds: [company.roles.employee] } } })).data.map(
        (user) => user.username,
      ),
    ).toEqual(['mei']);
    expect(await company.admin.api.ok(contracts.getUserStatus)).toEqual({ total: 2, active: 2, inactive: 0 });
    expect((await company.admin.api.ok(contracts.getRoleOptions)).map((option) => [option.text, option.locked])).toEqual([
      ['Administrator', true],
      ['HR Manager', false],
      ['Manager', false],
      ['Employee', false],
    ]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, created.id)));
    expect(entry).toMatchObject({ action: 'create', after: { username: 'mei', roleId: company.roles.employee } });
    expect(JSON.stringify(entry!.after)).not.toContain(TEST_PASSWORD);
  });

  it('refuses a taken username (any case), an employee who already has an account, and bad input', async () => {
    const company = await createCompany(t);
    const employeeId = await addEmployee(company, { firstName: 'Bo' });
    await company.admin.api.ok(contracts.createUser, { body: newUser(company, { username: 'bo', employeeId }) });
    expect(await company.admin.api.fail(contracts.createUser, { body: newUser(company, { username: 'BO' }) }, 409)).toEqual({
      code: 'USERNAME_TAKEN',
      message: ['Username is already used'],
      errors: { username: 'Username is already used' },
    });
    expect((await company.admin.api.fail(contracts.createUser, { body: newUser(company, { employeeId }) }, 409)).code).toBe(
      'EMPLOYEE_ALREADY_LINKED',
    );
    expect(await company.admin.api.ok(contracts.checkCredential, { body: { username: 'Bo' } })).toEqual({ available: false });
    expect(await company.admin.api.ok(contracts.checkCredential, { body: { username: 'someone-else' } })).toEqual({ available: true });
    const bad = await company.admin.api.fail(
      contracts.createUser,
      { body: { ...newUser(company), password: '123', email: 'not-mail' } },
      400,
    );
    expect(bad.errors).toEqual({ password: 'Password must have at least 6 characters.', email: 'Must be a valid email.' });
    expect(await company.admin.api.ok(contracts.getUserStatus)).toMatchObject({ total: 2 });
  });

  it('changes an account with its version, clears a field with an empty value, and refuses a stale save', async () => {
    const company = await createCompany(t);
    const created = await company.admin.api.ok(contracts.createUser, { body: newUser(company, { email: 'x@example.com' }) });
    const updated = await company.admin.api.ok(contracts.updateUser, {
      body: { id: created.id, version: created.version, firstName: 'Nadia Binte', email: '' },
    });
    expect(updated).toMatchObject({ firstName: 'Nadia Binte', email: null, version: created.version + 1 });
    expect(
      (await company.admin.api.fail(contracts.updateUser, { body: { id: created.id, version: created.version, lastName: 'Late' } }, 409))
        .code,
    ).toBe('VERSION_CONFLICT');
  });

  it('protects the caller’s own account and the last Administrator', async () => {
    const company = await createCompany(t);
    const me = await company.admin.api.ok(contracts.getUser, { params: { id: company.admin.user.userId } });
    expect(
      (await company.admin.api.fail(contracts.updateUser, { body: { id: me.id, version: me.version, active: false } }, 422)).code,
    ).toBe('CANNOT_CHANGE_OWN_ACCOUNT');
    expect(
      (
        await company.admin.api.fail(
          contracts.updateUser,
          { body: { id: me.id, version: me.version, roleId: company.roles.employee } },
          422,
        )
      ).code,
    ).toBe('CANNOT_CHANGE_OWN_ACCOUNT');
    expect((await company.admin.api.fail(contracts.deleteUser, { params: { id: me.id } }, 422)).code).toBe('CANNOT_CHANGE_OWN_ACCOUNT');
    // Their own name is theirs to change.
    await company.admin.api.ok(contracts.updateUser, { body: { id: me.id, version: me.version, lastName: 'Adminova' } });

    // A second administrator may not demote the only other one once they are the last.
    const second = await createUser(t, company, { role: 'administrator' });
    const secondSession = await loginAs(t, second);
    const first = await secondSession.api.ok(contracts.getUser, { params: { id: company.admin.user.userId } });
    await secondSession.api.ok(contracts.updateUser, { body: { id: first.id, version: first.version, active: false } });
    expect(await company.admin.api.fail(contracts.getMe, {}, 401)).toMatchObject({ code: 'UNAUTHORIZED' });
    const after = await secondSession.api.ok(contracts.getUser, { params: { id: first.id } });
    // Now the second is the last active one: the first may come back, but the second may not leave.
    expect((await secondSession.api.fail(contracts.updateUser, { body: { id: second.userId, version: 1, active: false } }, 422)).code).toBe(
      'CANNOT_CHANGE_OWN_ACCOUNT',
    );
    await secondSession.api.ok(contracts.updateUser, { body: { id: first.id, version: after.version, active: true } });
  });

  it('refuses to demote or delete the last active Administrator', async () => {
    const company = await createCompany(t);
    // A role of the company's own with everything the Administrator has (acting on an account that
    // reaches further than one's own is refused before this rule: role-escalation.test.ts).
    const keeper = await sessionWithRole(company, DEFAULT_ROLE_GRANTS.administrator.menuGrants);
    const admin = await keeper.api.ok(contracts.getUser, { params: { id: company.admin.user.userId } });
    expect(
      (await keeper.api.fail(contracts.updateUser, { body: { id: admin.id, version: admin.version, roleId: company.roles.employee } }, 422))
        .code,
    ).toBe('LAST_ADMINISTRATOR');
    expect((await keeper.api.fail(contracts.deleteUser, { params: { id: admin.id } }, 422)).code).toBe('LAST_ADMINISTRATOR');
    // Giving someone the Administrator role needs Administrator access.
    const clerk = await sessionWithRole(company, { ...DEFAULT_ROLE_GRANTS.employee.menuGrants, users: 'edit', roles: 'edit' });
    expect(
      (await clerk.api.fail(contracts.createUser, { body: newUser(company, { roleId: company.roles.administrator }) }, 403)).code,
    ).toBe('GRANT_EXCEEDS_OWN_ACCESS');
  });

  it('deletes an account: its sessions end at once and the audit trail keeps what it was', async () => {
    const company = await createCompany(t);
    const user = await createUser(t, company);
    const session = await loginAs(t, user);
    await company.admin.api.ok(contracts.deleteUser, { params: { id: user.userId } });
    expect((await session.api.fail(contracts.getMe, {}, 401)).code).toBe('UNAUTHORIZED');
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.userId))).toEqual([]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.userId), eq(auditLog.action, 'delete')));
    expect(entry!.before).toMatchObject({ username: user.username });
    expect((await company.admin.api.fail(contracts.getUser, { params: { id: user.userId } }, 404)).code).toBe('NOT_FOUND');
  });

  it('sets a new password for someone: their sessions end and the new password works', async () => {
    const company = await createCompany(t);
    const user = await createUser(t, company);
    const session = await loginAs(t, user);
    await company.admin.api.ok(contracts.setUserPassword, { params: { id: user.userId }, body: { password: 'brand-new-1' } });
    expect((await session.api.fail(contracts.getMe, {}, 401)).code).toBe('UNAUTHORIZED');
    await loginAs(t, { ...user, password: 'brand-new-1' });
    expect(
      (await company.admin.api.fail(contracts.setUserPassword, { params: { id: user.userId }, body: { password: '12' } }, 400)).errors,
    ).toEqual({ password: 'Password must have at least 6 characters.' });
  });
});

describe('field-level permissions on user accounts', () => {
  it('leaves out what the role may not see and refuses to change what it may not edit', async () => {
    const company = await createCompany(t);
    const other = await createUser(t, company, { email: 'hidden@example.com' });
    const clerk = await sessionWithRole(
      company,
      // The employee menus too: nobody changes an account whose role reaches further than their own.
      { ...DEFAULT_ROLE_GRANTS.employee.menuGrants, home: 'view', users: 'edit', account: 'edit' },
      { public: { 'user.email': 'none', 'user.roleId': 'view' }, private: {} },
    );
    const seen = await clerk.api.ok(contracts.getUser, { params: { id: other.userId } });
    expect(seen).not.toHaveProperty('email');
    expect(seen.roleName).toBe('Employee');
    const listed = await clerk.api.ok(contracts.listUsers, { body: { search: { value: other.username } } });
    expect(listed.data[0]).not.toHaveProperty('email');
    // Searching by the hidden value finds nothing it could reveal.
    expect(JSON.stringify(listed)).not.toContain('hidden@example.com');

    const refused = await clerk.api.fail(
      contracts.updateUser,
      { body: { id: other.userId, version: seen.version, roleId: company.roles.manager, firstName: 'Renamed' } },
      403,
    );
    expect(refused).toEqual({
      code: 'FIELD_FORBIDDEN',
      message: ['You do not have access to change some of these fields.'],
      errors: { roleId: 'You do not have access to change this field.' },
    });
    expect((await company.admin.api.ok(contracts.getUser, { params: { id: other.userId } })).firstName).toBe('Eve');
    await clerk.api.ok(contracts.updateUser, { body: { id: other.userId, version: seen.version, firstName: 'Renamed' } });

    // Their own record: the email is theirs to see.
    expect(await clerk.api.ok(contracts.getUser, { params: { id: clerk.user.userId } })).toHaveProperty('email');
    expect(await clerk.api.ok(contracts.getMenuFieldLevels, { params: { menu: 'users' } })).toMatchObject({
      user: { email: 'none', roleId: 'view', username: 'edit' },
    });
  });
});

describe('accounts for employees', () => {
  it('lists current employees without an account and creates theirs, mailing a link to those with an address', async () => {
    const company = await createCompany(t);
    const withMail = await addEmployee(company, { firstName: 'Ana', email: 'Ana.Lee@Example.com' });
    const withoutMail = await addEmployee(company, { firstName: 'Ben', number: 'E 7' });
    const left = await addEmployee(company, { firstName: 'Cy', cessationDate: '2020-01-31' });
    const linked = await addEmployee(company, { firstName: 'Di' });
    await company.admin.api.ok(contracts.createUser, { body: newUser(company, { username: 'ana.lee@example.com', employeeId: linked }) });

    const unassigned = await company.admin.api.ok(contracts.getUnassignedEmployees);
    expect(unassigned.map((employee) => employee.id)).toEqual([withMail, withoutMail]);

    const result = await company.admin.api.ok(contracts.generateEmployeeUsers, {
      body: { employeeIds: [withMail, withoutMail, left], roleId: company.roles.employee },
    });
    expect(result.created).toEqual([
      { employeeId: withMail, userId: expect.any(String), username: 'ana.lee@example.com2', invited: true },
      { employeeId: withoutMail, userId: expect.any(String), username: 'e7', invited: false },
    ]);
    expect(result.skipped).toEqual([{ employeeId: left, reasonKey: 'access:users.generateSkipped' }]);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.companyId, company.companyId));
    expect(mails.map((mail) => mail.to)).toEqual(['Ana.Lee@Example.com']);
    expect(mails[0]!.text).toContain('ana.lee@example.com2');
    // The outbox keeps the invitation without its link; the employee receives it.
    expect(mails[0]).toMatchObject({ hidden: true, deliveryText: expect.stringMatching(/reset-password\?token=/) });
    expect(mails[0]!.text).not.toMatch(/token/);
    expect((await deliveredMail(t, 'Ana.Lee@Example.com'))[0]!.text).toMatch(/http:\/\/tenaga\.test\/reset-password\?token=/);
    expect(await company.admin.api.ok(contracts.getUnassignedEmployees)).toEqual([]);
  });
});

describe('impersonation', () => {
  it('acts as a colleague in a new session, audited with both people, and never as oneself or someone with more access', async () => {
    const company = await createCompany(t);
    const employee = await createUser(t, company, { role: 'employee', firstName: 'Ivy' });
    const as = await company.admin.api.ok(contracts.impersonate, { body: { userId: employee.userId } });
    expect(as.userInfo).toMatchObject({ userID: employee.userId, impersonatedBy: company.admin.user.userId, firstName: 'Ivy' });
    const ivy = t.client(as.token);
    await ivy.ok(contracts.updateMyRegionLanguage, { body: { language: 'ms' } });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.action, 'update-region-language')));
    expect(entry).toMatchObject({ actorUserId: employee.userId, impersonatorUserId: company.admin.user.userId });
    const [started] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.action, 'impersonate')));
    expect(started).toMatchObject({ actorUserId: company.admin.user.userId, after: { userId: employee.userId } });

    expect((await company.admin.api.fail(contracts.impersonate, { body: { userId: company.admin.user.userId } }, 422)).code).toBe(
      'CANNOT_IMPERSONATE',
    );
    // Not from inside an impersonated session (the employee has no users access, so this is refused first).
    expect((await ivy.fail(contracts.impersonate, { body: { userId: company.admin.user.userId } }, 403)).code).toBe('FORBIDDEN');
    const keeper = await sessionWithRole(company, { home: 'view', users: 'edit', account: 'edit' });
    expect((await keeper.api.fail(contracts.impersonate, { body: { userId: company.admin.user.userId } }, 403)).code).toBe(
      'GRANT_EXCEEDS_OWN_ACCESS',
    );
    const inactive = await createUser(t, company, { active: false });
    expect((await company.admin.api.fail(contracts.impersonate, { body: { userId: inactive.userId } }, 422)).code).toBe(
      'CANNOT_IMPERSONATE',
    );
  });
});

describe('POST /users/locations/tables', () => {
  it('lists the accounts of the people working at the sites named, sorted and searched like the users table; nobody else', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const harbour = await api.ok(contracts.createSite, { body: { name: 'Harbour', address: '1 Harbour Road' } });
    const airport = await api.ok(contracts.createSite, { body: { name: 'Airport', address: '2 Airport Road' } });
    const accountAt = async (firstName: string, siteId: string) => {
      const employeeId = await createEmployeeRow(t, company.companyId, { firstName, lastName: 'Lim' });
      await t.tenant(company.companyId, (tx) => tx.update(employees).set({ siteId }).where(eq(employees.id, employeeId)));
      const user = await createUser(t, company, { role: 'employee', firstName, lastName: 'Lim' });
      await linkUserToEmployee(t, { companyId: company.companyId, userId: user.userId, employeeId });
    };
    await accountAt('Zara', harbour.id);
    await accountAt('Amir', harbour.id);
    await accountAt('Bella', airport.id);

    const table = await api.ok(contracts.listUsersByLocation, {
      body: { filter: { siteIds: [harbour.id] }, order: [{ column: 0, dir: 'asc' }], columns: [{ data: 'fullName' }] },
    });
    expect(table.data.map((user) => user.fullName)).toEqual(['Amir Lim', 'Zara Lim']);
    expect([table.recordsFiltered, table.recordsTotal]).toEqual([2, 4]);
    const both = await api.ok(contracts.listUsersByLocation, {
      body: { filter: { siteIds: [harbour.id, airport.id] }, search: { value: 'bel' } },
    });
    expect(both.data.map((user) => user.fullName)).toEqual(['Bella Lim']);

    // Another company's site names nobody here; a call without sites is refused; a role without Users may not list.
    const other = await createCompany(t);
    const theirs = await other.admin.api.ok(contracts.createSite, { body: { name: 'Elsewhere', address: '3 Far Road' } });
    expect((await api.ok(contracts.listUsersByLocation, { body: { filter: { siteIds: [theirs.id] } } })).data).toEqual([]);
    expect((await api.fail(contracts.listUsersByLocation, { body: { filter: { siteIds: [] } } }, 400)).code).toBe('VALIDATION_FAILED');
    const employee = await loginAs(t, await createUser(t, company, { role: 'employee' }));
    await employee.api.fail(contracts.listUsersByLocation, { body: { filter: { siteIds: [harbour.id] } } }, 403);
  });
});
