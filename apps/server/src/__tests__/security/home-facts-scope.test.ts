import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@tenaga/contracts';
import {
  createCompany,
  createEmployeeRow,
  createTestApp,
  createUser,
  linkUserToEmployee,
  loginAs,
  type TestApp,
  type TestCompany,
} from '../../testing/index.ts';

let t: TestApp;
let company: TestCompany;
let managerEmployee: string;
let employeeRecord: string;
beforeAll(async () => {
  t = await createTestApp();
  company = await createCompany(t);
  // The company: a manager with two reports (one left), someone else's team, and people without a manager.
  managerEmployee = await createEmployeeRow(t, company.companyId, { firstName: 'Boss' });
  employeeRecord = await createEmployeeRow(t, company.companyId, { firstName: 'Report', managerId: managerEmployee });
  await createEmployeeRow(t, company.companyId, { firstName: 'Gone', managerId: managerEmployee, cessationDate: '2020-01-31' });
  const otherBoss = await createEmployeeRow(t, company.companyId, { firstName: 'Other' });
  await createEmployeeRow(t, company.companyId, { firstName: 'Theirs', managerId: otherBoss });
  await createEmployeeRow(t, company.companyId, { firstName: 'Loose' });
  await createEmployeeRow(t, company.companyId, { firstName: 'Left', cessationDate: '2020-01-31' });
});
afterAll(async () => {
  await t?.close();
});

async function signedIn(role: 'hrManager' | 'manager' | 'employee', employeeId?: string) {
  const user = await createUser(t, company, { role });
  if (employeeId) await linkUserToEmployee(t, { companyId: company.companyId, userId: user.userId, employeeId });
  return loginAs(t, user);
}

describe("the dashboard's figures follow the caller's data scope", () => {
  it('shows the administrator the whole company: workforce, accounts and signed-in sessions', async () => {
    const facts = await company.admin.api.ok(contracts.getCompanyFacts);
    expect(facts.workforce).toEqual({ scope: 'company', active: 5, archived: 2 });
    expect(facts.activeUsers).toEqual(expect.any(Number));
    expect(facts.activeSessions).toBeGreaterThanOrEqual(1);
  });

  it('shows an HR Manager the company and its accounts, but not who is signed in (they do not manage accounts)', async () => {
    const hr = await signedIn('hrManager');
    const facts = await hr.api.ok(contracts.getCompanyFacts);
    expect(facts.workforce).toEqual({ scope: 'company', active: 5, archived: 2 });
    expect(facts.activeUsers).toEqual(expect.any(Number));
    expect(facts.activeSessions).toBeNull();
  });

  it('shows a manager only their team, as their employee list does, and no company-wide figures', async () => {
    const manager = await signedIn('manager', managerEmployee);
    const facts = await manager.api.ok(contracts.getCompanyFacts);
    expect(facts.workforce).toEqual({ scope: 'team', active: 2, archived: 1 });
    const list = await manager.api.ok(contracts.employeeTable, { body: { status: 'all' } });
    expect(list.recordsTotal).toBe(facts.workforce!.active + facts.workforce!.archived);
    expect(facts.activeUsers).toBeNull();
    expect(facts.activeSessions).toBeNull();
  });

  it('shows a manager without an employee record no workforce at all', async () => {
    const manager = await signedIn('manager');
    expect((await manager.api.ok(contracts.getCompanyFacts)).workforce).toBeNull();
  });

  it('shows an employee no counts: only the company they work for', async () => {
    const employee = await signedIn('employee', employeeRecord);
    const facts = await employee.api.ok(contracts.getCompanyFacts);
    expect(facts).toEqual({
      companyName: expect.any(String),
      domain: company.domain,
      countryCode: expect.any(String),
      createdAt: expect.any(Number),
      workforce: null,
      activeUsers: null,
      activeSessions: null,
    });
  });
});
