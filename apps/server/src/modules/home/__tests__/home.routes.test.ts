import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@tenaga/contracts';
import { createCompany, createEmployeeRow, createTestApp, createUser, loginAs, type TestApp } from '../../../testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the dashboard’s company facts', () => {
  it('gathers each module’s own count: the company, active users, active and archived employees, open sessions', async () => {
    const company = await createCompany(t, { companyName: 'Facts Pte. Ltd.', countryCode: 'MY' });
    const staff = await createUser(t, company);
    await createUser(t, company, { active: false });
    await createEmployeeRow(t, company.companyId);
    await createEmployeeRow(t, company.companyId, { cessationDate: '2999-12-31' });
    await createEmployeeRow(t, company.companyId, { cessationDate: '2020-01-31' });
    await loginAs(t, staff);
    const ended = await loginAs(t, staff);
    await ended.api.ok(contracts.logout);

    const facts = await company.admin.api.ok(contracts.getCompanyFacts);
    expect(facts).toEqual({
      companyName: 'Facts Pte. Ltd.',
      domain: company.domain,
      countryCode: 'MY',
      createdAt: expect.any(Number),
      workforce: { scope: 'company', active: 2, archived: 1 },
      activeUsers: 2,
      activeSessions: 2,
    });
    expect(Object.keys(facts)).toEqual(['companyName', 'domain', 'countryCode', 'createdAt', 'workforce', 'activeUsers', 'activeSessions']);
    expect(facts.createdAt).toBe((await company.admin.api.ok(contracts.getCompany)).createdAt);
  });

  it('needs a session, nothing more (each figure then follows the caller’s access: __tests__/security/home-facts-scope.test.ts)', async () => {
    await t.anonymous.fail(contracts.getCompanyFacts, undefined, 401);
    const company = await createCompany(t);
    const employee = await loginAs(t, await createUser(t, company, { role: 'employee' }));
    expect((await employee.api.ok(contracts.getCompanyFacts)).domain).toBe(company.domain);
  });
});
