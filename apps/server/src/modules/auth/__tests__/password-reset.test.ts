import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { auditLog, mailOutbox, passwordResets } from '../../../db/schema/index.ts';
import {
  createCompany,
  createTestApp,
  createUser,
  deliveredMail,
  HOUR_MS,
  loginAs,
  type TestApp,
  type TestCompany,
  type TestUser,
} from '../../../testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const INVALID_LINK = { message: ['This password reset link is invalid or has expired. Request a new one.'], code: 'RESET_LINK_INVALID' };

/** Asks for a reset link and reads it from the mail the user received; the outbox shows the mail without it. */
async function requestLink(company: TestCompany, user: TestUser, login = user.username): Promise<string> {
  expect(await t.anonymous.ok(contracts.requestPasswordReset, { body: { domain: company.domain, username: login } })).toEqual({ ok: true });
  const listed = await company.admin.api.ok(contracts.listOutbox, { body: { search: { value: user.email! } } });
  expect(listed.recordsFiltered).toBeGreaterThan(0);
  const stored = await company.admin.api.ok(contracts.getOutboxMail, { params: { id: listed.data[0]!.id } });
  expect(stored).toMatchObject({ to: user.email, subject: 'Reset your Tenaga password', hidden: true, error: null });
  expect(stored.text).not.toMatch(/token/);
  const [mail] = (await deliveredMail(t, user.email!)).slice(-1);
  expect(mail).toMatchObject({ to: user.email, subject: 'Reset your Tenaga password' });
  const match = /http:\/\/tenaga\.test\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail!.text);
  expect(match, mail!.text).not.toBeNull();
  expect(mail!.text).toContain(`Hello ${user.firstName} ${user.lastName}`);
  expect(mail!.text).toContain(`${user.username} at ${company.domain}`);
  return decodeURIComponent(match![1]!);
}

describe('password reset', () => {
  it('mails a link that verifies, sets the new password once, and ends every session', async () => {
    const company = await createCompany(t);
    const user = await createUser(t, company, { firstName: 'Rajesh', lastName: 'Kumar' });
    const session = await loginAs(t, user);
    const token = await requestLink(company, user);

    expect(await t.anonymous.ok(contracts.verifyPasswordReset, { query: { token } })).toEqual({
      valid: true,
      domain: company.domain,
      username: user.username,
      invitation: false,
    });
    expect(await t.anonymous.ok(contracts.confirmPasswordReset, { body: { token, password: 'fresh-start-9' } })).toEqual({
      domain: company.domain,
      username: user.username,
      invitation: false,
    });

    // The old password no longer works, the new one does, and sessions from before are over.
    expect(
      (await t.anonymous.fail(contracts.login, { body: { domain: company.domain, username: user.username, password: user.password } }, 401))
        .code,
    ).toBe('INVALID_CREDENTIALS');
    await loginAs(t, user, { password: 'fresh-start-9' });
    expect((await session.api.fail(contracts.getMe, {}, 401)).message).toEqual(['You are unauthorized.']);

    // The link works once.
    expect(await t.anonymous.ok(contracts.verifyPasswordReset, { query: { token } })).toEqual({
      valid: false,
      domain: null,
      username: null,
      invitation: false,
    });
    expect(await t.anonymous.fail(contracts.confirmPasswordReset, { body: { token, password: 'again-and-again' } }, 422)).toEqual(
      INVALID_LINK,
    );
    await loginAs(t, user, { password: 'fresh-start-9' });

    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entityId, user.userId)));
    expect(actions.map((row) => row.action)).toEqual(expect.arrayContaining(['password-reset-requested', 'password-reset']));
  });

  it('finds the account by email too, and stores only a hash of the token', async () => {
    const company = await createCompany(t);
    const user = await createUser(t, company);
    const token = await requestLink(company, user, user.email!.toUpperCase());
    const [reset] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.userId));
    expect(reset!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(reset!.tokenHash).not.toContain(token);
    expect(reset!.expiresAt.getTime()).toBe(t.clock.now().getTime() + HOUR_MS);
  });

  it('stops working after one hour', async () => {
    const company = await createCompany(t);
    const user = await createUser(t, company);
    const token = await requestLink(company, user);
    t.clock.advance(HOUR_MS - 1);
    expect((await t.anonymous.ok(contracts.verifyPasswordReset, { query: { token } })).valid).toBe(true);
    t.clock.advance(1);
    expect((await t.anonymous.ok(contracts.verifyPasswordReset, { query: { token } })).valid).toBe(false);
    expect(await t.anonymous.fail(contracts.confirmPasswordReset, { body: { token, password: 'too-late-now' } }, 422)).toEqual(
      INVALID_LINK,
    );
    await loginAs(t, user);
  });

  it('a newer link does not revive after the password was reset with another one', async () => {
    const company = await createCompany(t);
    const user = await createUser(t, company);
    const first = await requestLink(company, user);
    t.clock.advance(1000);
    const second = await requestLink(company, user);
    expect(second).not.toBe(first);
    await t.anonymous.ok(contracts.confirmPasswordReset, { body: { token: second, password: 'second-link-1' } });
    // Every open link of the user is used up by the reset.
    expect(await t.anonymous.fail(contracts.confirmPasswordReset, { body: { token: first, password: 'first-link-1' } }, 422)).toEqual(
      INVALID_LINK,
    );
  });

  it('answers the same for accounts that do not exist, and sends nothing', async () => {
    const company = await createCompany(t);
    const noMail = await createUser(t, company, { email: null });
    const inactive = await createUser(t, company, { active: false });
    const before = await t.db.select().from(mailOutbox).where(eq(mailOutbox.companyId, company.companyId));
    for (const body of [
      { domain: company.domain, username: 'ghost' },
      { domain: company.domain, username: noMail.username },
      { domain: company.domain, username: inactive.username },
      { domain: 'no-such-company-here', username: 'admin' },
    ]) {
      expect(await t.anonymous.ok(contracts.requestPasswordReset, { body })).toEqual({ ok: true });
    }
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.companyId, company.companyId))).toEqual(before);
  });

  it('refuses a short new password and an unknown token', async () => {
    const company = await createCompany(t);
    const token = await requestLink(company, company.admin.user);
    expect((await t.anonymous.fail(contracts.confirmPasswordReset, { body: { token, password: 'short' } }, 400)).errors).toEqual({
      password: 'Password must have at least 6 characters.',
    });
    expect(
      await t.anonymous.fail(contracts.confirmPasswordReset, { body: { token: 'a'.repeat(43), password: 'long-enough' } }, 422),
    ).toEqual(INVALID_LINK);
    expect(await t.anonymous.ok(contracts.verifyPasswordReset, { query: { token: 'b'.repeat(43) } })).toEqual({
      valid: false,
      domain: null,
      username: null,
      invitation: false,
    });
    // The link still works after those attempts.
    await t.anonymous.ok(contracts.confirmPasswordReset, { body: { token, password: 'long-enough' } });
  });
});
