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
/** Failed logins are limited separately (__tests__/security/login-and-signup-limits.test.ts). */
const LOGIN_LIMIT = contracts.login.rateLimit?.max ?? 0;

describe('route rate limits', () => {
  it('answers 429 with Retry-After beyond the route limit per address, even with the right password', async () => {
    const remoteAddress = '192.0.2.10';
    const user = await createUser(t, company);
    for (let attempt = 1; attempt <= LOGIN_LIMIT; attempt += 1) {
      const result = await t.anonymous.call(contracts.login, {
        body: { domain: company.domain, username: user.username, password: user.password },
        remoteAddress,
      });
      expect(result.status, `attempt ${attempt}`).toBe(200);
      expect(result.headers['x-ratelimit-remaining']).toBe(String(LOGIN_LIMIT - attempt));
    }
    const blocked = await t.anonymous.call(contracts.login, {
      body: { domain: company.domain, username: user.username, password: user.password },
      remoteAddress,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.error).toEqual(TOO_MANY);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect(
      (
        await t.anonymous.call(contracts.login, {
          body: { domain: company.domain, username: user.username, password: user.password },
          remoteAddress: '198.51.100.99',
        })
      ).status,
    ).toBe(200);
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
    for (let attempt = 0; attempt < 30; attempt += 1) {
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
