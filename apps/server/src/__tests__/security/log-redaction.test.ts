import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { buildApp, type TenagaApp } from '../../app.ts';
import { createApiClient, createCompany, createTestApp, lastMailedToken, type TestApp } from '../../testing/index.ts';

let t: TestApp;
let logged: string[];
let server: TenagaApp;
beforeAll(async () => {
  t = await createTestApp();
  logged = [];
  // The server as main.ts starts it, logging every request, its lines collected here.
  server = await buildApp({
    env: t.env,
    database: t.database,
    clock: t.clock,
    logger: { level: 'trace', stream: { write: (line: string) => void logged.push(line) } },
  });
  await server.app.ready();
});
afterAll(async () => {
  await server?.app.close();
  await t?.close();
});

describe('log lines carry no secret', () => {
  it('censors bearer tokens, cookies, passwords, the reset token in a query, and secret fields wherever they are logged', async () => {
    const company = await createCompany(t);
    const api = createApiClient(server.app, company.admin.token);
    const anonymous = createApiClient(server.app);
    const login = await anonymous.ok(contracts.login, {
      body: { domain: company.domain, username: company.admin.user.username, password: company.admin.user.password },
    });
    await api.ok(contracts.getMe, { headers: { cookie: 'session=cookie-secret-1' } });
    await anonymous.ok(contracts.requestPasswordReset, { body: { domain: company.domain, username: company.admin.user.username } });
    const token = await lastMailedToken(t, company.admin.user.email!);
    await anonymous.ok(contracts.verifyPasswordReset, { query: { token } });
    await anonymous.call(contracts.confirmPasswordReset, { body: { token, password: 'new-secret-pass-1' } });
    // Whatever code logs: a body, headers, a user row.
    server.app.log.info({
      body: { password: 'body-secret-2', newPassword: 'body-secret-3' },
      headers: { authorization: 'Bearer header-secret-4' },
    });
    server.app.log.info({
      user: { passwordHash: '$argon2id$hash-secret-5', token: 'token-secret-6' },
      mail: { deliveryText: 'mail-secret-7' },
    });

    const text = logged.join('\n');
    expect(text).toContain('/api/v2/auth/password-reset/verify?token=[Redacted]');
    expect(text).toContain('[Redacted]');
    for (const secret of [
      company.admin.token,
      login.token,
      company.admin.user.password,
      'cookie-secret-1',
      token,
      encodeURIComponent(token),
      'new-secret-pass-1',
      'body-secret-2',
      'body-secret-3',
      'header-secret-4',
      'hash-secret-5',
      'token-secret-6',
      'mail-secret-7',
    ])
      expect(text).not.toContain(secret);
  });

  it('logs a failed query with its SQL text but never the values it was given', async () => {
    const secrets = ['S1234567D', 'salary-secret-8@example.com'];
    const error = await t.db.execute(sql`select ${secrets[0]}::text, ${secrets[1]}::text, 1 / 0`).then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(String((error as Error).message)).toContain(secrets[0]);
    logged.length = 0;
    server.app.log.error({ err: error }, 'unexpected error');
    server.app.log.error({ error, cause: error }, 'as another field');
    const text = logged.join('\n');
    expect(text).toContain('Failed query: select $1::text, $2::text, 1 / 0');
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toContain('"params"');
  });

  it('censors the reset token in a logged URL whatever the spelling of its name (percent-encoded, upper case)', async () => {
    const company = await createCompany(t);
    const anonymous = createApiClient(server.app);
    await anonymous.ok(contracts.requestPasswordReset, { body: { domain: company.domain, username: company.admin.user.username } });
    const token = await lastMailedToken(t, company.admin.user.email!);
    logged.length = 0;
    for (const name of ['%74oken', 'tok%65n', '%54OKEN', 'TOKEN'])
      await anonymous.inject({ method: 'GET', url: `/api/v2/auth/password-reset/verify?${name}=${encodeURIComponent(token)}` });
    const text = logged.join('\n');
    expect(text).toContain('verify?%74oken=[Redacted]');
    expect(text).not.toContain(token);
    expect(text).not.toContain(encodeURIComponent(token));
  });
});
