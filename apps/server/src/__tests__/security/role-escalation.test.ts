import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@tenaga/contracts';
import { DEFAULT_ROLE_GRANTS, type DataScope, type FieldGrants, type MenuGrants } from '@tenaga/contracts';
import { createCompany, createTestApp, createUser, loginAs, type TestApp, type TestCompany } from '../../testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A role of the company's own, made by its Administrator, and a signed-in user who has it. */
async function userWithOwnRole(company: TestCompany, grants: { dataScope: DataScope; menuGrants: MenuGrants; fieldGrants?: FieldGrants }) {
  const role = await company.admin.api.ok(contracts.createRole, {
    body: { name: `Role ${Math.random().toString(36).slice(2, 8)}`, description: '', fieldGrants: { public: {}, private: {} }, ...grants },
  });
  const user = await createUser(t, company, { role: 'employee' });
  const account = await company.admin.api.ok(contracts.getUser, { params: { id: user.userId } });
  await company.admin.api.ok(contracts.updateUser, { body: { id: user.userId, version: account.version, roleId: role.id } });
  return { role, session: await loginAs(t, user) };
}

describe('an account with users: edit cannot take over one whose role reaches further', () => {
  it('cannot set the Administrator’s password, change their email, deactivate or delete them; can for an employee', async () => {
    const company = await createCompany(t);
    const hrGrants = DEFAULT_ROLE_GRANTS.hrManager;
    const { session } = await userWithOwnRole(company, { dataScope: 'all', menuGrants: { ...hrGrants.menuGrants, users: 'edit' } });
    const adminId = company.admin.user.userId;
    const admin = await company.admin.api.ok(contracts.getUser, { params: { id: adminId } });

    const refusals = [
      await session.api.fail(contracts.setUserPassword, { params: { id: adminId }, body: { password: 'owned12345' } }, 403),
      await session.api.fail(contracts.updateUser, { body: { id: adminId, version: admin.version, email: 'attacker@evil.example' } }, 403),
      await session.api.fail(contracts.updateUser, { body: { id: adminId, version: admin.version, active: false } }, 403),
      await session.api.fail(contracts.deleteUser, { params: { id: adminId } }, 403),
    ];
    for (const error of refusals) expect(error.code).toBe('GRANT_EXCEEDS_OWN_ACCESS');
    // Nothing changed: the Administrator still signs in with their password and keeps their email.
    await loginAs(t, company.admin.user);
    expect((await company.admin.api.ok(contracts.getUser, { params: { id: adminId } })).email).toBe(admin.email);

    const employee = await createUser(t, company, { role: 'employee' });
    await session.api.ok(contracts.setUserPassword, { params: { id: employee.userId }, body: { password: 'newpass123' } });
    await loginAs(t, { ...employee, password: 'newpass123' });
  });
});

describe('a role editor cannot reach further than their own role', () => {
  it('cannot widen the data scope of their own role or any other, nor grant field levels beyond their own', async () => {
    const company = await createCompany(t);
    const { role, session } = await userWithOwnRole(company, {
      dataScope: 'team',
      menuGrants: { roles: 'edit', employeeList: 'view' },
      fieldGrants: { public: { 'employee.salary': 'none' }, private: {} },
    });

    const ownWider = await session.api.fail(contracts.updateRole, { body: { id: role.id, version: role.version, dataScope: 'all' } }, 403);
    expect(ownWider.code).toBe('GRANT_EXCEEDS_OWN_ACCESS');
    expect(ownWider.message.join(' ')).toContain('Whose records');
    expect((await company.admin.api.ok(contracts.getRole, { params: { id: role.id } })).dataScope).toBe('team');

    const body = { description: '', menuGrants: { employeeList: 'view' } } as const;
    const hidden = { public: { 'employee.salary': 'none' }, private: {} } as const;
    await session.api.fail(contracts.createRole, { body: { ...body, name: 'Everyone', dataScope: 'all', fieldGrants: hidden } }, 403);
    // The same reach is fine; a field their own role hides is not.
    await session.api.ok(contracts.createRole, { body: { ...body, name: 'Same reach', dataScope: 'team', fieldGrants: hidden } });
    const fieldsWider = await session.api.fail(
      contracts.createRole,
      { body: { ...body, name: 'Sees salaries', dataScope: 'self', fieldGrants: { public: {}, private: {} } } },
      403,
    );
    expect(fieldsWider.message.join(' ')).toContain('Field permissions');

    // The Administrator still can.
    const fresh = await company.admin.api.ok(contracts.getRole, { params: { id: role.id } });
    await company.admin.api.ok(contracts.updateRole, { body: { id: role.id, version: fresh.version, dataScope: 'all' } });
  });
});
