import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@tenaga/contracts';
import { createCompany, createTestApp, createUser, type TestApp, type TestCompany } from '../../testing/index.ts';

let t: TestApp;
let company: TestCompany;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: true });
  company = await createCompany(t);
});
afterAll(async () => {
  await t?.close();
});

const TOO_MANY = { message: ['Too many attempts. Please wait a minute and try again.'], code: 'TOO_MANY_REQUESTS' };
const LOGIN_LIMIT = 10;

describe('login rate limit', () => {
  it('answers 429 after ten attempts a minute, even with the right password', async () => {
    const user = await createUser(t, company);
    const remoteAddress = '192.0.2.10';
    for (let attempt = 1; attempt <= LOGIN_LIMIT; attempt += 1) {
      const result = await t.anonymous.call(contracts.login, {
        body: { domain: company.domain, username: user.username, password: `wrong-${attempt}` },
        remoteAddress,
      });
      expect(result.status, `attempt ${attempt}`).toBe(401);
      expect(result.headers['x-ratelimit-remaining']).toBe(String(LOGIN_LIMIT - attempt));
    }
    const blocked = await t.anonymous.call(contracts.login, {
      body: { domain: company.domain, username: user.username, password: 'wrong-again' },
      remoteAddress,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.error).toEqual(TOO_MANY);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const correct = await t.anonymous.call(contracts.login, {
      body: { domain: company.domain, username: user.username, password: user.password },
      remoteAddress,
    });
    expect(correct.status).toBe(429);
  });

  it('counts per account and address, so one office is not locked out by one person', async () => {
    const target = await createUser(t, company);
    const colleague = await createUser(t, company);
    const office = '192.0.2.20';
    for (let attempt = 0; attempt <= LOGIN_LIMIT; attempt += 1) {
      await t.anonymous.call(contracts.login, {
        body: { domain: company.domain, username: target.username, password: 'guess' },
        remoteAddress: office,
      });
    }
    expect(
      (
        await t.anonymous.call(contracts.login, {
          body: { domain: company.domain, username: target.username, password: target.password },
          remoteAddress: office,
        })
      ).status,
    ).toBe(429);
    // Someone else from the same address, and the same account from another address, still get in.
    expect(
      (
        await t.anonymous.call(contracts.login, {
          body: { domain: company.domain, username: colleague.username, password: colleague.password },
          remoteAddress: office,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.anonymous.call(contracts.login, {
          body: { domain: company.domain, username: target.username, password: target.password },
          remoteAddress: '198.51.100.99',
        })
      ).status,
    ).toBe(200);
  });

  it('treats the username case-insensitively, so changing case does not reset the count', async () => {
    const user = await createUser(t, company);
    const remoteAddress = '192.0.2.30';
    for (let attempt = 0; attempt < LOGIN_LIMIT; attempt += 1) {
      const username = attempt % 2 ? user.username.toUpperCase() : user.username;
      await t.anonymous.call(contracts.login, { body: { domain: company.domain, username, password: 'guess' }, remoteAddress });
    }
    expect(
      (
        await t.anonymous.call(contracts.login, {
          body: { domain: company.domain, username: user.username.toUpperCase(), password: 'guess' },
          remoteAddress,
        })
      ).status,
    ).toBe(429);
  });

  it('limits password reset requests to five a minute', async () => {
    const remoteAddress = '192.0.2.40';
    const body = { domain: company.domain, username: 'someone' };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await t.anonymous.call(contracts.requestPasswordReset, { body, remoteAddress })).status).toBe(200);
    }
    const blocked = await t.anonymous.call(contracts.requestPasswordReset, { body, remoteAddress });
    expect(blocked.status).toBe(429);
    expect(blocked.error).toEqual(TOO_MANY);
  });

  it('is off when the server is built without limits', async () => {
    const unlimited = await t.startServer({ rateLimits: false });
    const user = await createUser(t, company);
    for (let attempt = 0; attempt < LOGIN_LIMIT + 5; attempt += 1) {
      const response = await unlimited.app.inject({
        method: 'POST',
        url: '/api/v2/auth',
        payload: { domain: company.domain, username: user.username, password: 'guess' },
        remoteAddress: '192.0.2.50',
      });
      expect(response.statusCode).toBe(401);
    }
    await unlimited.app.close();
  });
});
