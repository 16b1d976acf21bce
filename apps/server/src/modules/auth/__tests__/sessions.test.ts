import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { SESSION_EXPIRED_MARK, SESSION_INVALIDATED_MARK, UNAUTHORIZED_MESSAGE } from '@tenaga/contracts';
import { sessions, users } from '../../../db/schema/index.ts';
import { createCompany, createTestApp, createUser, DAY_MS, loginAs, MINUTE_MS, type TestApp } from '../../../testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const sessionRow = async (id: string) => (await t.db.select().from(sessions).where(eq(sessions.id, id)))[0]!;

describe('sliding session expiry', () => {
  it('keeps an active session alive past its first expiry and ends an idle one with "session expired"', async () => {
    const company = await createCompany(t);
    await company.admin.api.ok(contracts.updateCompanySetting, { body: { singleLogin: false, sessionTtlMinutes: 30 } });
    const user = await createUser(t, company);
    const session = await loginAs(t, user);
    const loginAt = t.clock.now().getTime();
    expect((await sessionRow(session.sessionId)).expiresAt.getTime()).toBe(loginAt + 30 * MINUTE_MS);

    // Used after 20 minutes: the 30 minutes count again from now.
    t.clock.advance(20 * MINUTE_MS);
    await session.api.ok(contracts.getMe);
    expect((await sessionRow(session.sessionId)).expiresAt.getTime()).toBe(loginAt + 50 * MINUTE_MS);

    // 40 minutes after login, past the first expiry: still signed in.
    t.clock.advance(20 * MINUTE_MS);
    await session.api.ok(contracts.getMe);

    // Then idle for longer than 30 minutes.
    t.clock.advance(30 * MINUTE_MS + 1);
    const expired = { message: [UNAUTHORIZED_MESSAGE, SESSION_EXPIRED_MARK], code: 'SESSION_EXPIRED' };
    expect(await session.api.fail(contracts.getMe, {}, 401)).toEqual(expired);
    // It stays expired (the marker survives the session being closed), and is no longer listed.
    expect(await session.api.fail(contracts.listMySessions, {}, 401)).toEqual(expired);
    expect(await sessionRow(session.sessionId)).toMatchObject({ endReason: 'expired', endedAt: t.clock.now() });
  });

  it('expires exactly at the expiry instant, not a moment later', async () => {
    const company = await createCompany(t);
    const session = await loginAs(t, await createUser(t, company));
    // A new company's sessions last a week.
    t.clock.advance(7 * DAY_MS - 1);
    await session.api.ok(contracts.getMe);
    const other = await loginAs(t, await createUser(t, company));
    t.clock.advance(7 * DAY_MS);
    expect((await other.api.fail(contracts.getMe, {}, 401)).message).toEqual([UNAUTHORIZED_MESSAGE, SESSION_EXPIRED_MARK]);
    // The first was used a week minus 1 ms after login, so it slid to two weeks minus 1 ms.
    expect((await session.api.fail(contracts.getMe, {}, 401)).message).toEqual([UNAUTHORIZED_MESSAGE, SESSION_EXPIRED_MARK]);
  });

  it('does not write on every request: activity within a minute does not move the expiry', async () => {
    const company = await createCompany(t);
    const session = await loginAs(t, await createUser(t, company));
    const before = await sessionRow(session.sessionId);
    t.clock.advance(30_000);
    await session.api.ok(contracts.getMe);
    expect(await sessionRow(session.sessionId)).toMatchObject({ lastSeenAt: before.lastSeenAt, expiresAt: before.expiresAt });
    t.clock.advance(31_000);
    await session.api.ok(contracts.getMe);
    expect((await sessionRow(session.sessionId)).lastSeenAt).toEqual(t.clock.now());
  });

  it('ends the sessions of a deactivated user at once', async () => {
    const company = await createCompany(t);
    const user = await createUser(t, company);
    const session = await loginAs(t, user);
    await t.tenant(company.companyId, (tx) =>
      tx
        .update(users)
        .set({ active: false })
        .where(and(eq(users.companyId, company.companyId), eq(users.id, user.userId))),
    );
    expect(await session.api.fail(contracts.getMe, {}, 401)).toEqual({ message: [UNAUTHORIZED_MESSAGE], code: 'UNAUTHORIZED' });
  });
});

describe('single login ("ip changed")', () => {
  it('logs the earlier sessions of the same user out when the company turns single login on', async () => {
    const company = await createCompany(t);
    expect(await company.admin.api.ok(contracts.updateCompanySetting, { body: { singleLogin: true, sessionTtlMinutes: 600 } })).toEqual({
      singleLogin: true,
      sessionTtlMinutes: 600,
    });
    const user = await createUser(t, company);
    const colleague = await loginAs(t, await createUser(t, company));
    const laptop = await loginAs(t, user, { deviceId: '11111111-1111-4111-8111-111111111111' });
    const phone = await loginAs(t, user, { deviceId: '22222222-2222-4222-8222-222222222222' });

    const invalidated = { message: [UNAUTHORIZED_MESSAGE, SESSION_INVALIDATED_MARK], code: 'SESSION_INVALIDATED' };
    expect(await laptop.api.fail(contracts.getMe, {}, 401)).toEqual(invalidated);
    expect(await sessionRow(laptop.sessionId)).toMatchObject({ endReason: 'single-login' });
    // The new device and other users are not affected.
    expect((await phone.api.ok(contracts.listMySessions)).map((session) => session.id)).toEqual([phone.sessionId]);
    await colleague.api.ok(contracts.getMe);
    await company.admin.api.ok(contracts.getMe);
  });

  it('lets a user keep several sessions while single login is off', async () => {
    const company = await createCompany(t);
    expect(await company.admin.api.ok(contracts.getCompanySetting)).toEqual({ singleLogin: false, sessionTtlMinutes: 10080 });
    const user = await createUser(t, company);
    const first = await loginAs(t, user);
    await loginAs(t, user);
    await first.api.ok(contracts.getMe);
  });

  it('does not mark sessions ended for other reasons as "ip changed"', async () => {
    const company = await createCompany(t);
    const user = await createUser(t, company);
    const a = await loginAs(t, user);
    const b = await loginAs(t, user);
    await b.api.ok(contracts.endMySession, { params: { id: a.sessionId } });
    expect((await a.api.fail(contracts.getMe, {}, 401)).message).toEqual([UNAUTHORIZED_MESSAGE]);
  });
});
