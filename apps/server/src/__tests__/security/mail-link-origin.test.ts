import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { linkOrigin } from '../../config/env.ts';
import { employees } from '../../db/schema/index.ts';
import { createApiClient, createCompany, createEmployeeRow, createTestApp, deliveredMail, type TestApp } from '../../testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** What an attacker sends so that the victim's mail points at their site. */
const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', forwarded: 'host=evil.example' };

const linksIn = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];

describe('links in mail come from configuration, never from the request', () => {
  it.each([
    ['PUBLIC_URL set', { PUBLIC_URL: 'https://hr.example.com/' }, 'https://hr.example.com'],
    ['PUBLIC_URL unset: the address the server listens on', { PUBLIC_URL: '', HOST: '127.0.0.1', PORT: '4321' }, 'http://127.0.0.1:4321'],
    ['behind a trusted proxy', { PUBLIC_URL: '', HOST: '0.0.0.0', PORT: '3000', TRUST_PROXY: 'true' }, 'http://localhost:3000'],
  ])('%s: a forged Host header changes neither the reset nor the invitation link', async (_case, env, origin) => {
    const server = await t.startServer({ env });
    const anonymous = createApiClient(server.app);
    const company = await createCompany(t);
    await anonymous.ok(contracts.requestPasswordReset, {
      body: { domain: company.domain, username: company.admin.user.username },
      headers: FORGED,
    });
    const [reset] = await deliveredMail(t, company.admin.user.email!);
    expect(linksIn(reset!.text)).toEqual([expect.stringMatching(new RegExp(`^${origin.replace(/[.]/g, '\\.')}/reset-password\\?token=`))]);

    const employeeId = await createEmployeeRow(t, company.companyId);
    const email = `${employeeId}@example.com`;
    await t.db.update(employees).set({ email }).where(eq(employees.id, employeeId));
    await createApiClient(server.app, company.admin.token).ok(contracts.generateEmployeeUsers, {
      body: { employeeIds: [employeeId], roleId: company.roles.employee },
      headers: FORGED,
    });
    const [invitation] = await deliveredMail(t, email);
    expect(linksIn(invitation!.text)).toEqual([
      expect.stringMatching(new RegExp(`^${origin.replace(/[.]/g, '\\.')}/reset-password\\?token=`)),
    ]);
    expect(JSON.stringify([reset, invitation])).not.toContain('evil');
  });

  it('names the listening address as a browser reaches it', () => {
    expect(linkOrigin({ PUBLIC_URL: undefined, HOST: '0.0.0.0', PORT: 3000 })).toBe('http://localhost:3000');
    expect(linkOrigin({ PUBLIC_URL: undefined, HOST: '::', PORT: 8080 })).toBe('http://localhost:8080');
    expect(linkOrigin({ PUBLIC_URL: undefined, HOST: '::1', PORT: 8080 })).toBe('http://[::1]:8080');
    expect(linkOrigin({ PUBLIC_URL: undefined, HOST: 'hr.internal', PORT: 80 })).toBe('http://hr.internal:80');
    expect(linkOrigin({ PUBLIC_URL: 'https://hr.example.com/tenaga/', HOST: '0.0.0.0', PORT: 3000 })).toBe('https://hr.example.com/tenaga');
  });
});
