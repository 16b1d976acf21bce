import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies, sessions, users } from '../../../db/schema/index.ts';
import { createTenantRunner, type TenantRunner } from '../../../db/tenant.ts';
import type { Actor } from '../../../lib/audit.ts';
import { loadServerTranslator } from '../../../lib/i18n.ts';
import { hashPassword } from '../../../lib/secrets.ts';
import { createAuthenticator, type RequestAuth } from '../../../plugins/authenticate.ts';
import type { Mailer, OutgoingMail } from '../../../plugins/mailer.ts';
import type { Realtime } from '../../../plugins/realtime.ts';
import { createFakeClock, openTestDatabase, uniqueName, type TestDatabase } from '../../../testing/index.ts';
import { setUpCompany } from '../../companies/index.ts';
import { createAuthService, type AuthService, type ClientInfo } from '../auth.service.ts';

/** The service on its own: real SQL, a fake clock, a mailer that keeps mail, a real-time channel that records. */
let database: TestDatabase;
let tenant: TenantRunner;
let auth: AuthService;
const clock = createFakeClock();
const sent: { companyId: string; mail: OutgoingMail }[] = [];
const events: { call: string; args: unknown[] }[] = [];
const PASSWORD = 'service-pass-1';
let passwordHash: string;

const realtime: Realtime = {
  toUsers: (...args) => void events.push({ call: 'toUsers', args }),
  toRole: (...args) => void events.push({ call: 'toRole', args }),
  toCompany: (...args) => void events.push({ call: 'toCompany', args }),
  toSession: (...args) => void events.push({ call: 'toSession', args }),
  disconnectSession: (...args) => void events.push({ call: 'disconnectSession', args }),
  close: async () => undefined,
};
const mailer: Mailer = {
  queue: async (_tx, companyId, mail) => {
    sent.push({ companyId, mail });
    return randomUUID();
  },
};
const client = (deviceId?: string): ClientInfo => ({
  ip: '203.0.113.5',
  userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile',
  deviceId,
});

beforeAll(async () => {
  database = await openTestDatabase();
  tenant = createTenantRunner(database.db);
  passwordHash = await hashPassword(PASSWORD);
  auth = createAuthService({ db: database.db, tenant, clock, realtime: () => realtime, mailer, translate: await loadServerTranslator() });
});
afterAll(async () => {
  await database?.close();
});
beforeEach(() => {
  sent.length = 0;
  events.length = 0;
});

async function arrangeCompany(options: { singleLogin?: boolean } = {}) {
  const companyId = randomUUID();
  const domain = uniqueName('svc');
  const ids = await tenant(companyId, async (tx) => {
    const roles = await setUpCompany(tx, { companyId, domain, name: 'Service Co', countryCode: 'SG', email: null, now: clock.now() });
    const created = await tx
      .insert(users)
      .values([
        {
          companyId,
          username: 'boss',
          email: 'boss@svc.example',
          passwordHash,
          firstName: 'Big',
          lastName: 'Boss',
          roleId: roles.administrator,
        },
        {
          companyId,
          username: 'staff',
          email: 'staff@svc.example',
          passwordHash,
          firstName: 'Sam',
          lastName: 'Staff',
          roleId: roles.employee,
        },
      ])
      .returning({ id: users.id, username: users.username });
    return Object.fromEntries(created.map((row) => [row.username, row.id])) as { boss: string; staff: string };
  });
  if (options.singleLogin) await database.db.update(companies).set({ singleLogin: true }).where(eq(companies.id, companyId));
  return { companyId, domain, ...ids };
}

const authenticate = () => createAuthenticator({ db: database.db, clock });
async function callerOf(token: string): Promise<{ auth: RequestAuth; actor: Actor }> {
  const found = await authenticate()(token);
  return {
    auth: found,
    actor: { companyId: found.companyId, userId: found.userId, impersonatorUserId: found.impersonatorUserId, ip: '203.0.113.5' },
  };
}

describe('auth service', () => {
  it('single login: ends the other sessions, tells their devices why, and drops their sockets', async () => {
    const company = await arrangeCompany({ singleLogin: true });
    const first = await auth.login({
      domain: company.domain,
      username: 'staff',
      password: PASSWORD,
      client: client('aaaaaaaa-0000-4000-8000-000000000001'),
    });
    const firstSession = (await callerOf(first.token)).auth.sessionId;
    events.length = 0;

    const second = await auth.login({
      domain: company.domain,
      username: 'staff',
      password: PASSWORD,
      client: client('bbbbbbbb-0000-4000-8000-000000000002'),
    });
    expect(events).toEqual([
      {
        call: 'toSession',
        args: [
          firstSession,
          'message',
          {
            appid: 6,
            title: 'single-login',
            extras: { companyID: company.companyId, userID: [company.staff], deviceID: 'bbbbbbbb-0000-4000-8000-000000000002' },
          },
        ],
      },
      { call: 'disconnectSession', args: [firstSession] },
    ]);
    await expect(authenticate()(first.token)).rejects.toMatchObject({
      code: 'SESSION_INVALIDATED',
      markers: ['You are unauthorized.', 'ip changed'],
    });
    await expect(authenticate()(second.token)).resolves.toMatchObject({
      userId: company.staff,
      deviceId: 'bbbbbbbb-0000-4000-8000-000000000002',
    });
  });

  it('an administrator signed in as someone else does not push that person out, and is named in their sessions', async () => {
    const company = await arrangeCompany({ singleLogin: true });
    const own = await auth.login({ domain: company.domain, username: 'staff', password: PASSWORD, client: client() });
    const impersonated = await tenant(company.companyId, (tx) =>
      auth.startSession(tx, {
        companyId: company.companyId,
        userId: company.staff,
        client: client(),
        ttlMinutes: 60,
        singleLogin: true,
        impersonatorUserId: company.boss,
      }),
    );
    expect(impersonated.displaced).toEqual([]);
    const caller = await callerOf(own.token);
    const listed = await auth.listSessions(caller.auth);
    expect(listed.map((session) => [session.id === impersonated.session.id, session.impersonatedBy, session.device])).toEqual(
      expect.arrayContaining([
        [true, 'Big Boss', 'Chrome on Android'],
        [false, null, 'Chrome on Android'],
      ]),
    );
    const asStaff = await callerOf(impersonated.token);
    expect(asStaff.auth.impersonatorUserId).toBe(company.boss);
    expect((await auth.me(asStaff.auth)).userInfo.impersonatedBy).toBe(company.boss);
  });

  it('logout, ending a session and a password change drop the sockets of the sessions they end', async () => {
    const company = await arrangeCompany();
    const a = await callerOf((await auth.login({ domain: company.domain, username: 'boss', password: PASSWORD, client: client() })).token);
    const b = await callerOf((await auth.login({ domain: company.domain, username: 'boss', password: PASSWORD, client: client() })).token);
    const c = await callerOf((await auth.login({ domain: company.domain, username: 'boss', password: PASSWORD, client: client() })).token);
    events.length = 0;

    await auth.endSession(a.auth, a.actor, b.auth.sessionId);
    await auth.changePassword(a.auth, a.actor, { currentPassword: PASSWORD, newPassword: 'changed-pass-2' });
    await auth.logout(a.auth, a.actor);
    expect(events).toEqual([
      { call: 'disconnectSession', args: [b.auth.sessionId] },
      { call: 'disconnectSession', args: [c.auth.sessionId] },
      { call: 'disconnectSession', args: [a.auth.sessionId] },
    ]);
    const ended = await database.db
      .select({ id: sessions.id, reason: sessions.endReason })
      .from(sessions)
      .where(eq(sessions.userId, company.boss));
    expect(Object.fromEntries(ended.map((row) => [row.id, row.reason]))).toEqual({
      [a.auth.sessionId]: 'logout',
      [b.auth.sessionId]: 'ended-by-user',
      [c.auth.sessionId]: 'password-changed',
    });
  });

  it('password reset: queues one mail with a link from the given origin, and the confirmation ends every session', async () => {
    const company = await arrangeCompany();
    const session = await callerOf(
      (await auth.login({ domain: company.domain, username: 'staff', password: PASSWORD, client: client() })).token,
    );
    await auth.requestPasswordReset({
      domain: company.domain,
      username: 'STAFF@svc.example',
      origin: 'https://hr.example.com',
      ip: '203.0.113.5',
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      companyId: company.companyId,
      mail: { to: 'staff@svc.example', subject: 'Reset your Tenaga password' },
    });
    const token = /https:\/\/hr\.example\.com\/reset-password\?token=([\w-]+)/.exec(sent[0]!.mail.text)![1]!;

    events.length = 0;
    expect(await auth.confirmPasswordReset({ token, password: 'after-reset-3', ip: '203.0.113.5' })).toEqual({
      domain: company.domain,
      username: 'staff',
      invitation: false,
    });
    expect(events).toEqual([{ call: 'disconnectSession', args: [session.auth.sessionId] }]);
    await expect(auth.login({ domain: company.domain, username: 'staff', password: PASSWORD, client: client() })).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    await auth.login({ domain: company.domain, username: 'staff', password: 'after-reset-3', client: client() });
  });

  it('counts unread notifications in the session state', async () => {
    const company = await arrangeCompany();
    const login = await auth.login({ domain: company.domain, username: 'boss', password: PASSWORD, client: client() });
    expect(login.userInfo.notifications).toBe(0);
    expect(login.userInfo.loginDate).toBe(clock.now().getTime());
    expect(login.regionLanguage).toEqual({
      language: 'en',
      timezone: 'Asia/Singapore',
      dateFormat: 'DD/MM/YYYY',
      timeFormat: 'hh:mm A',
      currency: 'SGD',
    });
  });
});
