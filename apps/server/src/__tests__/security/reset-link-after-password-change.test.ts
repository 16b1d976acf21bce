import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { employees, users } from '../../db/schema/index.ts';
import {
  createCompany,
  createEmployeeRow,
  createTestApp,
  createUser,
  lastMailedToken,
  loginAs,
  type TestApp,
  type TestCompany,
  type TestUser,
} from '../../testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function requestLink(company: TestCompany, user: TestUser): Promise<string> {
  await t.anonymous.ok(contracts.requestPasswordReset, { body: { domain: company.domain, username: user.username } });
  const token = await lastMailedToken(t, user.email!);
  expect((await t.anonymous.ok(contracts.verifyPasswordReset, { query: { token } })).valid).toBe(true);
  // The change comes later than the request, as it does in life.
  t.clock.advance(1_000);
  return token;
}

async function expectEnded(token: string) {
  expect(await t.anonymous.ok(contracts.verifyPasswordReset, { query: { token } })).toEqual({
    valid: false,
    domain: null,
    username: null,
    invitation: false,
  });
  expect((await t.anonymous.fail(contracts.confirmPasswordReset, { body: { token, password: 'taken-over-1' } }, 422)).code).toBe(
    'RESET_LINK_INVALID',
  );
}

describe('a new password ends every pending reset link of the user', () => {
  it('when they change it themselves', async () => {
    const company = await createCompany(t);
    const user = await createUser(t, company);
    const token = await requestLink(company, user);
    const session = await loginAs(t, user);
    await session.api.ok(contracts.changePassword, { body: { currentPassword: user.password, newPassword: 'changed-by-me-1' } });
    await expectEnded(token);
    await loginAs(t, user, { password: 'changed-by-me-1' });
  });

  it('when an administrator sets it', async () => {
    const company = await createCompany(t);
    const user = await createUser(t, company);
    const token = await requestLink(company, user);
    await company.admin.api.ok(contracts.setUserPassword, { params: { id: user.userId }, body: { password: 'set-by-admin-1' } });
    await expectEnded(token);
    await loginAs(t, user, { password: 'set-by-admin-1' });
  });

  it('when another reset link is used', async () => {
    const company = await createCompany(t);
    const user = await createUser(t, company);
    const first = await requestLink(company, user);
    const second = await requestLink(company, user);
    await t.anonymous.ok(contracts.confirmPasswordReset, { body: { token: second, password: 'second-link-1' } });
    await expectEnded(first);
  });

  it('when the invitation is accepted', async () => {
    const company = await createCompany(t);
    const employeeId = await createEmployeeRow(t, company.companyId);
    const email = `${employeeId}@example.com`;
    await t.db.update(employees).set({ email }).where(eq(employees.id, employeeId));
    const { created } = await company.admin.api.ok(contracts.generateEmployeeUsers, {
      body: { employeeIds: [employeeId], roleId: company.roles.employee },
    });
    const invitation = await lastMailedToken(t, email);
    t.clock.advance(1_000);
    const user = { username: created[0]!.username, email } as TestUser;
    const reset = await requestLink(company, user);
    await t.anonymous.ok(contracts.confirmPasswordReset, { body: { token: invitation, password: 'my-first-one-1' } });
    await expectEnded(reset);
  });

  it('even when a way of changing it forgets to end the links: a link older than the password does not work', async () => {
    const company = await createCompany(t);
    const user = await createUser(t, company);
    const token = await requestLink(company, user);
    await t.db
      .update(users)
      .set({ passwordChangedAt: t.clock.now() })
      .where(and(eq(users.companyId, company.companyId), eq(users.id, user.userId)));
    await expectEnded(token);
  });
});
