import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { auditLog, sessions } from '../../../db/schema/index.ts';
import {
  createApiClient,
  createCompany,
  createTestApp,
  createUser,
  loginAs,
  TEST_PASSWORD,
  uniqueName,
  userRow,
  type TestApp,
  type TestCompany,
} from '../../../testing/index.ts';

const UNAUTHORIZED = { message: ['You are unauthorized.'], code: 'UNAUTHORIZED' };
const BAD_LOGIN = { message: ['The company domain, username or password is not correct.'], code: 'INVALID_CREDENTIALS' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('POST /companies (sign-up)', () => {
  it('creates the company with its country defaults, default roles and a signed-in administrator', async () => {
    const domain = uniqueName('signup');
    const state = await t.anonymous.ok(contracts.signup, {
      body: {
        companyName: '  PT Maju Jaya  ',
        domain,
        countryCode: 'ID',
        firstName: 'Budi',
        lastName: 'Santoso',
        email: 'budi@maju.example',
        username: 'budi',
        password: 'rahasia1',
      },
    });
    expect(state.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(state.companyData).toMatchObject({
      domain,
      companyName: 'PT Maju Jaya',
      countryCode: 'ID',
      companyLogo: null,
      subscriptions: [],
    });
    expect(state.regionLanguage).toEqual({
      language: 'id',
      timezone: 'Asia/Jakarta',
      dateFormat: 'DD/MM/YYYY',
      timeFormat: 'HH:mm',
      currency: 'IDR',
    });
    expect(state.userInfo).toMatchObject({
      username: 'budi',
      email: 'budi@maju.example',
      firstName: 'Budi',
      lastName: 'Santoso',
      fullName: 'Budi Santoso',
      roleName: 'Administrator',
      employeeID: null,
      impersonatedBy: null,
      notifications: 1,
    });
    expect(state.userInfo.loginDate).toBe(t.clock.now().getTime());

    // The token it returned is a working session.
    const me = await t.client(state.token).ok(contracts.getMe);
    expect(me.userInfo.userID).toBe(state.userInfo.userID);
    // And the password it set works for login.
    const login = await loginAs(t, { domain, username: 'budi', password: 'rahasia1' });
    expect(login.user.userId).toBe(state.userInfo.userID);
  });

  it('normalises the domain (trimmed, lower case) before storing it', async () => {
    const domain = uniqueName('mixed');
    const company = await createCompany(t, { domain: `  ${domain.toUpperCase()} ` });
    expect(company.domain).toBe(domain);
  });

  it('refuses a domain that is taken, in any letter case, with 409 and a field error', async () => {
    const company = await createCompany(t);
    for (const domain of [company.domain, company.domain.toUpperCase()]) {
      const error = await t.anonymous.fail(
        contracts.signup,
        {
          body: {
            companyName: 'Copycat',
            domain,
            countryCode: 'SG',
            firstName: 'C',
            email: 'c@copy.example',
            username: 'c',
            password: 'secret1',
          },
        },
        409,
      );
      expect(error).toEqual({
        message: ['This company domain is already taken.'],
        code: 'DOMAIN_TAKEN',
        errors: { domain: 'This company domain is already taken.' },
      });
    }
  });

  it('refuses reserved domains', async () => {
    const error = await t.anonymous.fail(
      contracts.signup,
      {
        body: {
          companyName: 'Admin Co',
          domain: 'admin',
          countryCode: 'SG',
          firstName: 'A',
          email: 'a@admin.example',
          username: 'a',
          password: 'secret1',
        },
      },
      409,
    );
    expect(error.code).toBe('DOMAIN_TAKEN');
  });

  it("keeps the language the founder signed up in, whatever the country's", async () => {
    const state = await t.anonymous.ok(contracts.signup, {
      body: {
        companyName: 'Kedai Runcit Sdn Bhd',
        domain: uniqueName('signup-en'),
        countryCode: 'MY',
        firstName: 'Aisyah',
        email: 'aisyah@kedai.example',
        username: 'aisyah',
        password: 'rahsia12',
        language: 'en',
      },
    });
    expect(state.regionLanguage).toMatchObject({ language: 'en', timezone: 'Asia/Kuala_Lumpur', currency: 'MYR' });
    expect(state.userInfo.roleName).toBe('Administrator');
  });

  it('says an empty email is required, not that it is not a valid email', async () => {
    const failed = await t.anonymous.fail(
      contracts.signup,
      {
        body: {
          companyName: 'Kedai',
          domain: uniqueName('signup-mail'),
          countryCode: 'MY',
          firstName: 'Aisyah',
          email: '  ',
          username: 'aisyah',
          password: 'rahsia12',
        },
      },
      400,
    );
    expect(failed.errors).toMatchObject({ email: 'This field is required.' });
  });

  it('lets exactly one of two simultaneous sign-ups with the same domain win', async () => {
    const domain = uniqueName('race');
    const body = (name: string) => ({
      companyName: name,
      domain,
      countryCode: 'MY' as const,
      firstName: name,
      email: `${name}@race.example`,
      username: name,
      password: 'secret1',
    });
    const results = await Promise.all([
      t.anonymous.call(contracts.signup, { body: body('one') }),
      t.anonymous.call(contracts.signup, { body: body('two') }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    expect(results.find((result) => result.status === 409)?.error?.code).toBe('DOMAIN_TAKEN');
  });

  it('validates every field with a message per field', async () => {
    const error = await t.anonymous.fail(
      contracts.signup,
      {
        body: {
          companyName: '',
          domain: 'Bad_Domain!',
          countryCode: 'US',
          firstName: 'X',
          email: 'not-an-email',
          username: 'has space',
          password: '12345',
        } as never,
      },
      400,
    );
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toEqual(['Please input valid data.']);
    expect(error.errors).toEqual({
      companyName: 'This field is required.',
      domain: 'Use lowercase letters, digits and hyphens only (for example acme-asia).',
      countryCode: 'Choose one of the options.',
      email: 'Must be a valid email.',
      username: 'Use letters, digits and . _ @ + - only, without spaces.',
      password: 'Password must have at least 6 characters.',
    });
  });
});

describe('GET /check/domain', () => {
  it('tells a free domain from a taken one, live', async () => {
    const domain = uniqueName('check');
    expect(await t.anonymous.ok(contracts.checkDomain, { query: { domain } })).toEqual({ domain, valid: true, exists: false });
    await createCompany(t, { domain });
    expect(await t.anonymous.ok(contracts.checkDomain, { query: { domain } })).toEqual({ domain, valid: true, exists: true });
    // Normalised the way sign-up and login normalise it.
    expect(await t.anonymous.ok(contracts.checkDomain, { query: { domain: ` ${domain.toUpperCase()} ` } })).toEqual({
      domain,
      valid: true,
      exists: true,
    });
  });

  it('reports malformed domains as invalid and reserved ones as taken', async () => {
    expect(await t.anonymous.ok(contracts.checkDomain, { query: { domain: 'no_underscores' } })).toEqual({
      domain: 'no_underscores',
      valid: false,
      exists: false,
    });
    expect(await t.anonymous.ok(contracts.checkDomain, { query: { domain: '-leading' } })).toEqual({
      domain: '-leading',
      valid: false,
      exists: false,
    });
    expect(await t.anonymous.ok(contracts.checkDomain, { query: { domain: 'www' } })).toEqual({
      domain: 'www',
      valid: false,
      exists: true,
    });
  });

  it('needs the domain parameter', async () => {
    const error = await t.anonymous.fail(contracts.checkDomain, { query: {} as never }, 400);
    expect(error.errors).toEqual({ domain: 'This field is required.' });
  });
});

describe('POST /auth (login)', () => {
  let company: TestCompany;
  beforeAll(async () => {
    company = await createCompany(t);
  });

  it('logs in by username or by email, ignoring letter case, and returns the session state', async () => {
    const user = await createUser(t, company, { role: 'hrManager', firstName: 'Hui Min', lastName: 'Tan' });
    const byName = await loginAs(t, { ...user, username: user.username.toUpperCase() });
    expect(byName.state.userInfo).toMatchObject({
      userID: user.userId,
      username: user.username,
      fullName: 'Hui Min Tan',
      roleName: 'HR Manager',
      permissionID: company.roles.hrManager,
      notifications: 0,
    });
    expect(byName.state.companyData.companyId).toBe(company.companyId);
    expect(byName.state.regionLanguage.timezone).toBe('Asia/Singapore');

    const byEmail = await loginAs(t, { ...user, username: user.email! });
    expect(byEmail.user.userId).toBe(user.userId);
    expect(byEmail.token).not.toBe(byName.token);
    expect((await userRow(t, user)).lastLoginAt?.getTime()).toBe(t.clock.now().getTime());
  });

  it('answers a wrong password, an unknown user and an unknown domain alike', async () => {
    const user = await createUser(t, company);
    const attempts = [
      { domain: company.domain, username: user.username, password: 'wrong-password' },
      { domain: company.domain, username: 'nobody-here', password: TEST_PASSWORD },
      { domain: uniqueName('nowhere'), username: user.username, password: TEST_PASSWORD },
    ];
    for (const body of attempts) {
      const error = await t.anonymous.fail(contracts.login, { body }, 401);
      expect(error).toEqual(BAD_LOGIN);
    }
    const failures = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entityId, user.userId), eq(auditLog.action, 'login-failed')));
    expect(failures).toHaveLength(1);
  });

  it('refuses an inactive account with 403 after checking the password', async () => {
    const user = await createUser(t, company, { active: false });
    const error = await t.anonymous.fail(
      contracts.login,
      { body: { domain: company.domain, username: user.username, password: user.password } },
      403,
    );
    expect(error).toEqual({ message: ['This account is inactive. Contact your administrator.'], code: 'ACCOUNT_INACTIVE' });
    // A wrong password does not reveal that the account exists but is inactive.
    expect(
      await t.anonymous.fail(contracts.login, { body: { domain: company.domain, username: user.username, password: 'nope-nope' } }, 401),
    ).toEqual(BAD_LOGIN);
  });

  it('records the device, address and device id of the session', async () => {
    const user = await createUser(t, company);
    const deviceId = '0b7d4f8e-5a8c-4f63-9d0e-3f4b2a1c9e77';
    const session = await loginAs(t, user, {
      deviceId,
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0 Safari/537.36',
      remoteAddress: '203.0.113.7',
    });
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, session.sessionId));
    expect(row).toMatchObject({ userId: user.userId, deviceId, ip: '203.0.113.7', endedAt: null });
    expect(row!.tokenHash).not.toBe(session.token);
    const listed = await session.api.ok(contracts.listMySessions);
    expect(listed).toEqual([
      expect.objectContaining({ id: session.sessionId, device: 'Chrome on Windows', ip: '203.0.113.7', current: true }),
    ]);
  });
});

describe('GET /auth/me', () => {
  it("returns the caller's user, company and region", async () => {
    const company = await createCompany(t, { countryCode: 'VN' });
    const me = await company.admin.api.ok(contracts.getMe);
    // The default roles are named in the company's language.
    expect(me.userInfo).toMatchObject({
      userID: company.admin.user.userId,
      username: 'admin',
      roleName: 'Quản trị viên',
      notifications: 1,
    });
    expect(me.companyData).toMatchObject({ companyId: company.companyId, domain: company.domain, countryCode: 'VN' });
    expect(me.regionLanguage).toEqual({
      language: 'vi',
      timezone: 'Asia/Ho_Chi_Minh',
      dateFormat: 'DD/MM/YYYY',
      timeFormat: 'HH:mm',
      currency: 'VND',
    });
  });

  it('answers 401 with the spec message array without a valid token', async () => {
    expect(await t.anonymous.fail(contracts.getMe, {}, 401)).toEqual(UNAUTHORIZED);
    expect(await t.client('not-a-real-token').fail(contracts.getMe, {}, 401)).toEqual(UNAUTHORIZED);
    expect(await t.client('x'.repeat(500)).fail(contracts.getMe, {}, 401)).toEqual(UNAUTHORIZED);
    const basic = await t.anonymous.inject({ method: 'GET', url: '/api/v2/auth/me', headers: { authorization: 'Basic YWRtaW46c2VjcmV0' } });
    expect(basic.statusCode).toBe(401);
    expect(basic.json()).toEqual(UNAUTHORIZED);
  });

  it("follows the user's own region settings over the company's", async () => {
    const company = await createCompany(t);
    const session = await company.admin.api.ok(contracts.updateMyRegionLanguage, { body: { language: 'zh', currency: 'CNY' } });
    expect(session).toEqual({
      language: 'zh',
      timezone: 'Asia/Singapore',
      dateFormat: 'DD/MM/YYYY',
      timeFormat: 'hh:mm A',
      currency: 'CNY',
    });
    expect((await company.admin.api.ok(contracts.getMe)).regionLanguage.language).toBe('zh');
    expect((await company.admin.api.ok(contracts.getCompanyRegions)).language).toBe('en');
  });
});

describe('DELETE /auth (logout)', () => {
  it('ends the session: the token no longer works, other sessions do', async () => {
    const company = await createCompany(t);
    const user = await createUser(t, company);
    const first = await loginAs(t, user);
    const second = await loginAs(t, user);

    expect(await first.api.ok(contracts.logout)).toEqual({ ok: true });
    expect(await first.api.fail(contracts.getMe, {}, 401)).toEqual(UNAUTHORIZED);
    expect(await first.api.fail(contracts.logout, {}, 401)).toEqual(UNAUTHORIZED);
    expect((await second.api.ok(contracts.getMe)).userInfo.userID).toBe(user.userId);

    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, first.sessionId));
    expect(row).toMatchObject({ endReason: 'logout', endedAt: t.clock.now() });
  });
});

describe('sessions cached by several processes on PostgreSQL', () => {
  it.runIf(process.env.DATABASE_URL)('a logout in one process ends the session in another within moments', async () => {
    const other = await t.startServer();
    const company = await createCompany(t);
    const session = await loginAs(t, await createUser(t, company));
    const elsewhere = createApiClient(other.app, session.token);
    // Both processes now hold the session in their caches.
    await session.api.ok(contracts.getMe);
    await elsewhere.ok(contracts.getMe);

    await session.api.ok(contracts.logout);
    // The other process hears of the write through PostgreSQL's NOTIFY, a millisecond or two later.
    await expect
      .poll(async () => (await elsewhere.inject({ method: 'GET', url: '/api/v2/auth/me' })).statusCode, { timeout: 2_000, interval: 5 })
      .toBe(401);
  });
});

describe('sessions list and end', () => {
  it('lists only my active sessions and marks the current one', async () => {
    const company = await createCompany(t);
    const user = await createUser(t, company);
    const laptop = await loginAs(t, user, { userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Firefox/127.0' });
    t.clock.advance(5_000);
    const phone = await loginAs(t, user, {
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile/15E148 Safari/604.1',
    });
    const ended = await loginAs(t, user);
    await ended.api.ok(contracts.logout);

    const listed = await phone.api.ok(contracts.listMySessions);
    expect(listed.map((session) => [session.id, session.device, session.current])).toEqual([
      [phone.sessionId, 'Safari on iOS', true],
      [laptop.sessionId, 'Firefox on macOS', false],
    ]);
    // The administrator's own list does not include this user's sessions.
    expect((await company.admin.api.ok(contracts.listMySessions)).map((session) => session.id)).toEqual([company.admin.sessionId]);
  });

  it('ends another of my sessions, and refuses ids that are not mine', async () => {
    const company = await createCompany(t);
    const user = await createUser(t, company);
    const colleague = await loginAs(t, await createUser(t, company));
    const mine = await loginAs(t, user);
    const other = await loginAs(t, user);

    expect(await mine.api.ok(contracts.endMySession, { params: { id: other.sessionId } })).toEqual({ ok: true });
    expect(await other.api.fail(contracts.getMe, {}, 401)).toEqual(UNAUTHORIZED);
    expect((await mine.api.ok(contracts.listMySessions)).map((session) => session.id)).toEqual([mine.sessionId]);

    // Already ended, someone else's, or made up: not found, and nothing changes.
    for (const id of [other.sessionId, colleague.sessionId, '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f']) {
      expect((await mine.api.fail(contracts.endMySession, { params: { id } }, 404)).code).toBe('NOT_FOUND');
    }
    expect((await colleague.api.ok(contracts.getMe)).userInfo.userID).toBe(colleague.user.userId);
    expect((await mine.api.fail(contracts.endMySession, { params: { id: 'not-a-uuid' } }, 400)).errors).toHaveProperty('id');
  });
});

describe('PUT /users/password', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const company = await createCompany(t);
    const user = await createUser(t, company);
    const current = await loginAs(t, user);
    const other = await loginAs(t, user);

    expect(
      await current.api.ok(contracts.changePassword, { body: { currentPassword: user.password, newPassword: 'brand-new-pass' } }),
    ).toEqual({ ok: true });
    expect((await current.api.ok(contracts.getMe)).userInfo.userID).toBe(user.userId);
    expect(await other.api.fail(contracts.getMe, {}, 401)).toEqual(UNAUTHORIZED);
    expect(
      await t.anonymous.fail(contracts.login, { body: { domain: user.domain, username: user.username, password: user.password } }, 401),
    ).toEqual(BAD_LOGIN);
    await loginAs(t, user, { password: 'brand-new-pass' });
    expect((await userRow(t, user)).passwordChangedAt?.getTime()).toBe(t.clock.now().getTime());
  });

  it('refuses a wrong current password with 422 on that field', async () => {
    const company = await createCompany(t);
    const error = await company.admin.api.fail(
      contracts.changePassword,
      { body: { currentPassword: 'not-my-password', newPassword: 'brand-new-pass' } },
      422,
    );
    expect(error).toEqual({
      message: ['The current password is not correct.'],
      code: 'WRONG_PASSWORD',
      errors: { currentPassword: 'The current password is not correct.' },
    });
    await loginAs(t, company.admin.user);
  });

  it('needs at least 6 characters', async () => {
    const company = await createCompany(t);
    const error = await company.admin.api.fail(
      contracts.changePassword,
      { body: { currentPassword: TEST_PASSWORD, newPassword: '12345' } },
      400,
    );
    expect(error.errors).toEqual({ newPassword: 'Password must have at least 6 characters.' });
    // Exactly six is enough.
    await company.admin.api.ok(contracts.changePassword, { body: { currentPassword: TEST_PASSWORD, newPassword: '123456' } });
    await loginAs(t, company.admin.user, { password: '123456' });
  });

  it('needs a session', async () => {
    expect(await t.anonymous.fail(contracts.changePassword, { body: { currentPassword: 'a', newPassword: 'bcdefgh' } }, 401)).toEqual(
      UNAUTHORIZED,
    );
  });
});

describe('POST /auth/log', () => {
  it('records a client-side session event in the audit trail', async () => {
    const company = await createCompany(t);
    await company.admin.api.ok(contracts.logAuthEvent, { body: { event: 'switch-account' } });
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.action, 'client:switch-account')));
    expect(rows).toEqual([
      expect.objectContaining({ entity: 'session', entityId: company.admin.sessionId, actorUserId: company.admin.user.userId }),
    ]);
    expect((await company.admin.api.fail(contracts.logAuthEvent, { body: { event: 'hacked' as never } }, 400)).errors).toEqual({
      event: 'Choose one of the options.',
    });
  });
});
