import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@tenaga/contracts';
import { ACCOUNT_DELAY_MAX_MS, ACCOUNT_FREE_FAILURES, ADDRESS_FAILURES_MAX } from '../../modules/auth/index.ts';
import { createCompany, createTestApp, createUser, uniqueName, type TestApp, type TestCompany } from '../../testing/index.ts';

let t: TestApp;
let company: TestCompany;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: true });
  company = await createCompany(t);
});
afterAll(async () => {
  await t?.close();
});

const SIGNUPS_PER_MINUTE = contracts.signup.rateLimit?.max ?? 0;

function signupBody(name: string) {
  return {
    companyName: name,
    domain: name,
    countryCode: 'MY' as const,
    firstName: name,
    email: `${name}@signup.example`,
    username: name,
    password: 'secret12',
  };
}

function login(login: string, password: string, remoteAddress: string, headers?: Record<string, string>) {
  return t.anonymous.call(contracts.login, { body: { domain: company.domain, username: login, password }, remoteAddress, headers });
}

/** Moves past any per-account delay, so a test sees only the limit it is about. */
const waitOutAccountDelay = () => t.clock.advance(ACCOUNT_DELAY_MAX_MS);

describe('sign-up limit per client address', () => {
  it('refuses the sign-ups beyond the limit from one address, whatever domain and username each names', async () => {
    const remoteAddress = '203.0.113.1';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const result = await t.anonymous.call(contracts.signup, { body: signupBody(uniqueName('flood')), remoteAddress, language: 'id' });
      statuses.push(result.status);
      if (result.status === 429) {
        expect(result.error).toEqual({ code: 'TOO_MANY_REQUESTS', message: [expect.stringContaining('Terlalu banyak')] });
        expect(Number(result.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(SIGNUPS_PER_MINUTE);
    expect(statuses.slice(SIGNUPS_PER_MINUTE).every((status) => status === 429)).toBe(true);
    // Another address is not affected.
    expect((await t.anonymous.call(contracts.signup, { body: signupBody(uniqueName('other')), remoteAddress: '203.0.113.2' })).status).toBe(
      200,
    );
  });

  it('does not let a forged X-Forwarded-For reset the count when no proxy is trusted', async () => {
    const remoteAddress = '203.0.113.3';
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= SIGNUPS_PER_MINUTE; attempt += 1) {
      const headers = { 'x-forwarded-for': `198.51.100.${attempt + 1}` };
      statuses.push((await t.anonymous.call(contracts.signup, { body: signupBody(uniqueName('forged')), remoteAddress, headers })).status);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('login failures', () => {
  it('counts failures by username and by email as one account', async () => {
    const user = await createUser(t, company);
    const remoteAddress = '203.0.113.10';
    for (let attempt = 0; attempt < ACCOUNT_FREE_FAILURES; attempt += 1) {
      const identifier = attempt % 2 ? user.email! : user.username.toUpperCase();
      expect((await login(identifier, 'wrong', remoteAddress)).status, `attempt ${attempt}`).toBe(401);
    }
    // The next attempt, by either name, waits: the account has failed enough in a row.
    const byEmail = await login(user.email!, 'wrong', remoteAddress);
    expect(byEmail.status).toBe(429);
    expect(byEmail.error?.code).toBe('TOO_MANY_REQUESTS');
    const wait = Number(byEmail.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(ACCOUNT_DELAY_MAX_MS / 1000);
    t.clock.advance(wait * 1000);
    expect((await login(user.email!, 'wrong', remoteAddress)).status).toBe(401);
    // The wait grows with each failure, by username as well.
    const byUsername = await login(user.username, 'wrong', '203.0.113.11');
    expect(byUsername.status).toBe(429);
    expect(Number(byUsername.headers['retry-after'])).toBeGreaterThan(wait);
  });

  it('lets the real user in from their own address after an attacker fails many times (after a short wait at most)', async () => {
    const user = await createUser(t, company);
    const attacker = '203.0.113.20';
    for (let attempt = 0; attempt < ADDRESS_FAILURES_MAX; attempt += 1) {
      waitOutAccountDelay();
      expect((await login(user.username, `guess-${attempt}`, attacker)).status, `attempt ${attempt}`).toBe(401);
    }
    // The attacker's address is now refused, the right password too; the account is not locked.
    waitOutAccountDelay();
    const blocked = await login(user.username, user.password, attacker);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(ACCOUNT_DELAY_MAX_MS / 1000);

    const home = '203.0.113.21';
    const first = await login(user.username, user.password, home);
    if (first.status === 429) {
      expect(Number(first.headers['retry-after'])).toBeLessThanOrEqual(ACCOUNT_DELAY_MAX_MS / 1000);
      t.clock.advance(Number(first.headers['retry-after']) * 1000);
      expect((await login(user.username, user.password, home)).status).toBe(200);
    } else {
      expect(first.status).toBe(200);
    }
  });

  it('never makes an account wait longer than the cap, however many addresses fail on it', async () => {
    const user = await createUser(t, company);
    for (let attempt = 0; attempt < 3 * ADDRESS_FAILURES_MAX; attempt += 1) {
      waitOutAccountDelay();
      await login(user.username, 'guess', `203.0.113.${30 + (attempt % 5)}`);
    }
    const result = await login(user.username, user.password, '203.0.113.40');
    expect(result.status).toBe(429);
    expect(Number(result.headers['retry-after'])).toBeLessThanOrEqual(ACCOUNT_DELAY_MAX_MS / 1000);
    waitOutAccountDelay();
    expect((await login(user.username, user.password, '203.0.113.40')).status).toBe(200);
    // Signing in clears the account's count: a typo afterwards costs no wait.
    expect((await login(user.username, 'typo', '203.0.113.40')).status).toBe(401);
    expect((await login(user.username, user.password, '203.0.113.40')).status).toBe(200);
  });

  it('refuses an address that fails too often, across accounts, even with a forged X-Forwarded-For', async () => {
    const remoteAddress = '203.0.113.50';
    for (let attempt = 0; attempt < ADDRESS_FAILURES_MAX; attempt += 1) {
      const result = await login(`nobody-${attempt}`, 'guess', remoteAddress, { 'x-forwarded-for': `198.51.100.${attempt + 1}` });
      expect(result.status, `attempt ${attempt}`).toBe(401);
    }
    const colleague = await createUser(t, company);
    const blocked = await login(colleague.username, colleague.password, remoteAddress, { 'x-forwarded-for': '198.51.100.200' });
    expect(blocked.status).toBe(429);
    expect(blocked.error?.code).toBe('TOO_MANY_REQUESTS');
    // Until the address's window ends.
    t.clock.advance(Number(blocked.headers['retry-after']) * 1000);
    expect((await login(colleague.username, colleague.password, remoteAddress)).status).toBe(200);
  });

  it('counts names that do not exist like accounts, so the answers do not tell which exist', async () => {
    const remoteAddress = '203.0.113.60';
    for (let attempt = 0; attempt < ACCOUNT_FREE_FAILURES; attempt += 1) {
      expect((await login('ghost', 'guess', remoteAddress)).status).toBe(401);
    }
    expect((await login('GHOST', 'guess', remoteAddress)).status).toBe(429);
  });
});

describe.runIf(process.env.REDIS_URL)('several processes with Redis', () => {
  it('share one count per address, so reaching another process does not add to the allowance', async () => {
    const env = { REDIS_URL: process.env.REDIS_URL ?? '' };
    const processes = [await t.startServer({ rateLimits: true, env }), await t.startServer({ rateLimits: true, env })];
    // Redis outlives the test: an address of this run only.
    const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= SIGNUPS_PER_MINUTE; attempt += 1) {
      const server = processes[attempt % 2]!;
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/v2/companies',
        payload: signupBody(uniqueName('shared')),
        remoteAddress,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    const user = await createUser(t, company);
    for (let attempt = 0; attempt < ACCOUNT_FREE_FAILURES; attempt += 1) {
      const server = processes[attempt % 2]!;
      const body = { domain: company.domain, username: user.username, password: 'guess' };
      expect((await server.app.inject({ method: 'POST', url: '/api/v2/auth', payload: body, remoteAddress })).statusCode).toBe(401);
    }
    const body = { domain: company.domain, username: user.username, password: 'guess' };
    expect((await processes[1]!.app.inject({ method: 'POST', url: '/api/v2/auth', payload: body, remoteAddress })).statusCode).toBe(429);
    for (const server of processes) await server.app.close();
  });
});

describe('client address behind a trusted proxy', () => {
  it('takes the address the proxy saw, not one the client wrote into X-Forwarded-For', async () => {
    const behindProxy = await t.startServer({ rateLimits: true, env: { TRUST_PROXY: 'true' } });
    const signupFrom = (forwardedFor: string) =>
      behindProxy.app.inject({
        method: 'POST',
        url: '/api/v2/companies',
        payload: signupBody(uniqueName('proxied')),
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': forwardedFor },
      });
    const statuses: number[] = [];
    // The client writes any first address it likes; the proxy appends the one it saw.
    for (let attempt = 0; attempt <= SIGNUPS_PER_MINUTE; attempt += 1)
      statuses.push((await signupFrom(`198.51.100.${attempt + 1}, 203.0.113.70`)).statusCode);
    expect(statuses.at(-1)).toBe(429);
    expect((await signupFrom('203.0.113.71')).statusCode).toBe(200);
    await behindProxy.app.close();
  });
});
