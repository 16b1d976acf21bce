import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { auditLog } from '../../../db/schema/index.ts';
import {
  createCompany,
  createTestApp,
  createUser,
  DAY_MS,
  deliveredMail,
  lastMailedToken,
  loginAs,
  TEST_PASSWORD,
  uniqueName,
  type TestApp,
  type TestCompany,
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

function newAccount(overrides: Omit<Partial<contracts.CreateUserBody>, 'email'> = {}) {
  const username = uniqueName('invitee');
  return {
    username,
    email: `${username}@example.com`,
    firstName: 'Ina',
    lastName: 'Vite',
    roleId: company.roles.employee,
    ...overrides,
  };
}

async function auditActions(userId: string) {
  const rows = await t.db
    .select({ action: auditLog.action, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entityId, userId)));
  return rows;
}

describe('adding a user by invitation', () => {
  it('is the default: a mail with a link to choose a password, used once, and the user shows as invited until then', async () => {
    const body = newAccount();
    const user = await company.admin.api.ok(contracts.createUser, { body });
    expect(user).toMatchObject({ username: body.username, invited: true });

    const [mail] = await deliveredMail(t, body.email);
    expect(mail!.subject).toBe(`Your Tenaga account at ${company.domain}`);
    expect(mail!.text).toContain(body.username);
    const token = await lastMailedToken(t, body.email);
    // Nobody knows the password the account was made with: not even the one who added it.
    await t.anonymous.fail(contracts.login, { body: { domain: company.domain, username: body.username, password: TEST_PASSWORD } }, 401);

    expect(await t.anonymous.ok(contracts.verifyPasswordReset, { query: { token } })).toEqual({
      valid: true,
      domain: company.domain,
      username: body.username,
      invitation: true,
    });
    expect(await t.anonymous.ok(contracts.confirmPasswordReset, { body: { token, password: 'chosen-by-me-1' } })).toEqual({
      domain: company.domain,
      username: body.username,
      invitation: true,
    });
    // One use only.
    await t.anonymous.fail(contracts.confirmPasswordReset, { body: { token, password: 'chosen-again-2' } }, 422);

    const session = await loginAs(t, { domain: company.domain, username: body.username, password: 'chosen-by-me-1' });
    expect(session.state.userInfo.mustChangePassword).toBe(false);
    expect((await company.admin.api.ok(contracts.getUser, { params: { id: user.id } })).invited).toBe(false);
    const actions = (await auditActions(user.id)).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['create', 'invitation-accepted']));
    // The audit trail keeps how the account was set up, never the link.
    const entries = JSON.stringify(await auditActions(user.id));
    expect(entries).toContain('"invited":true');
    expect(entries).not.toContain(token);
  });

  it('needs an address to send the invitation to, and takes no password with it', async () => {
    const missing = await company.admin.api.fail(contracts.createUser, { body: { ...newAccount(), email: null } }, 400);
    expect(missing.errors).toEqual({ email: 'This field is required.' });
    const both = await company.admin.api.fail(
      contracts.createUser,
      { body: newAccount({ passwordSetup: 'invite', password: 'typed-anyway-1' }) },
      400,
    );
    expect(Object.keys(both.errors ?? {})).toEqual(['password']);
  });

  it('expires after a week', async () => {
    const body = newAccount();
    await company.admin.api.ok(contracts.createUser, { body });
    const token = await lastMailedToken(t, body.email);
    t.clock.advance(7 * DAY_MS + 1000);
    try {
      expect((await t.anonymous.ok(contracts.verifyPasswordReset, { query: { token } })).valid).toBe(false);
      await t.anonymous.fail(contracts.confirmPasswordReset, { body: { token, password: 'too-late-1' } }, 422);
    } finally {
      t.clock.advance(-(7 * DAY_MS + 1000));
    }
  });

  it('is sent again on request: the new link works, the earlier one no longer does; an accepted one is not resent', async () => {
    const body = newAccount();
    const user = await company.admin.api.ok(contracts.createUser, { body });
    const first = await lastMailedToken(t, body.email);
    await company.admin.api.ok(contracts.resendInvitation, { params: { id: user.id } });
    const second = await lastMailedToken(t, body.email);
    expect(second).not.toBe(first);
    expect((await t.anonymous.ok(contracts.verifyPasswordReset, { query: { token: first } })).valid).toBe(false);
    await t.anonymous.ok(contracts.confirmPasswordReset, { body: { token: second, password: 'second-link-1' } });
    expect((await company.admin.api.fail(contracts.resendInvitation, { params: { id: user.id } }, 422)).code).toBe('NOT_INVITED');
    expect((await auditActions(user.id)).map((row) => row.action)).toContain('invitation-resent');

    // Only someone who manages accounts sends it.
    const other = await company.admin.api.ok(contracts.createUser, { body: newAccount() });
    const employee = await loginAs(t, await createUser(t, company, { role: 'employee' }));
    await employee.api.fail(contracts.resendInvitation, { params: { id: other.id } }, 403);
  });
});

describe('a password set by someone else', () => {
  it('is changed at the first login: until then the server refuses everything but who they are, the change and logging out', async () => {
    const body = newAccount({ passwordSetup: 'password', password: 'given-by-admin-1' });
    const user = await company.admin.api.ok(contracts.createUser, { body });
    expect(user.invited).toBe(false);
    expect(await deliveredMail(t, body.email)).toEqual([]);

    const session = await loginAs(t, { domain: company.domain, username: body.username, password: 'given-by-admin-1' });
    expect(session.state.userInfo.mustChangePassword).toBe(true);
    expect((await session.api.ok(contracts.getMe)).userInfo.mustChangePassword).toBe(true);
    expect((await session.api.fail(contracts.getMainMenu, {}, 403)).code).toBe('PASSWORD_CHANGE_REQUIRED');
    expect((await session.api.fail(contracts.listMySessions, {}, 403)).code).toBe('PASSWORD_CHANGE_REQUIRED');

    // Keeping the given one is not a change.
    const same = await session.api.fail(
      contracts.changePassword,
      { body: { currentPassword: 'given-by-admin-1', newPassword: 'given-by-admin-1' } },
      400,
    );
    expect(same.errors).toEqual({ newPassword: expect.any(String) });
    await session.api.ok(contracts.changePassword, { body: { currentPassword: 'given-by-admin-1', newPassword: 'only-i-know-2' } });
    expect((await session.api.ok(contracts.getMe)).userInfo.mustChangePassword).toBe(false);
    await session.api.ok(contracts.getMainMenu);
  });

  it('by an administrator resetting it is changed at the next login too; acting as the user is not held up', async () => {
    const target = await createUser(t, company, { role: 'employee' });
    const before = await loginAs(t, target);
    expect(before.state.userInfo.mustChangePassword).toBe(false);
    await company.admin.api.ok(contracts.setUserPassword, { params: { id: target.userId }, body: { password: 'reset-by-admin-3' } });

    const as = await company.admin.api.ok(contracts.impersonate, { body: { userId: target.userId } });
    expect(as.userInfo.mustChangePassword).toBe(false);
    await t.client(as.token).ok(contracts.getMainMenu);

    const after = await loginAs(t, { ...target, password: 'reset-by-admin-3' });
    expect(after.state.userInfo.mustChangePassword).toBe(true);
    await after.api.fail(contracts.employeeTable, { body: {} }, 403);
    await after.api.ok(contracts.logout);
  });

  it('by the user themself (their own new password set from Users) is not asked again', async () => {
    const administrator = await loginAs(t, await createUser(t, company, { role: 'administrator' }));
    await administrator.api.ok(contracts.setUserPassword, {
      params: { id: administrator.user.userId },
      body: { password: 'my-own-new-4' },
    });
    const again = await loginAs(t, { ...administrator.user, password: 'my-own-new-4' });
    expect(again.state.userInfo.mustChangePassword).toBe(false);
  });
});
