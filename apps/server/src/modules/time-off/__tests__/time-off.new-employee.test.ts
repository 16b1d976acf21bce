import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { auditLog, employees, users } from '../../../db/schema/index.ts';
import {
  createCompany,
  createFakeClock,
  createTestApp,
  createUser,
  employeeBody,
  loginAs,
  uniqueName,
  type TestApp,
  type TestCompany,
} from '../../../testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createFakeClock(new Date('2026-11-27T02:00:00Z')) });
});
afterAll(async () => {
  await t?.close();
});

const TABLE = { start: 0, length: 100, search: { value: '' }, order: [], columns: [] };

async function statutory(company: TestCompany) {
  const profile = (await company.admin.api.ok(contracts.listLeaveProfiles, { body: TABLE })).data[0]!;
  const annual = (await company.admin.api.ok(contracts.listLeaveCategories, { body: TABLE })).data.find((row) => row.code === 'annual')!;
  return { profile, annual };
}

const employeeCount = async (company: TestCompany) =>
  (await t.db.select({ id: employees.id }).from(employees).where(eq(employees.companyId, company.companyId))).length;

describe('the leave profile of an employee being added (spec §3)', () => {
  it('is assigned from the hiring date with its starting days, in the same transaction and audited', async () => {
    const company = await createCompany(t, { countryCode: 'SG' });
    const { profile, annual } = await statutory(company);
    const { id } = await company.admin.api.ok(contracts.createEmployee, {
      body: {
        ...employeeBody({ job: { hiringDate: '2026-03-02' } }),
        leaveProfile: { profileId: profile.id, startingDays: [{ categoryId: annual.id, days: '4.5' }] },
      },
    });
    const history = await company.admin.api.ok(contracts.leaveAssignmentHistory, { params: { id } });
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      profileId: profile.id,
      effectiveFrom: '2026-03-02',
      startingDays: [{ categoryId: annual.id, days: '4.5' }],
    });
    const audit = await t.db
      .select({ entity: auditLog.entity })
      .from(auditLog)
      .where(
        and(eq(auditLog.companyId, company.companyId), eq(auditLog.entity, 'leave-assignment'), eq(auditLog.entityId, history[0]!.id)),
      );
    expect(audit).toHaveLength(1);
    // The balance on the hiring date is the starting value.
    const balance = await company.admin.api.ok(contracts.getEmployeeLeaveBalance, {
      params: { id, type: 'annual' },
      query: { date: '2026-03-02' },
    });
    expect(balance.balance).toBe('4.5');
  });

  it('without a profile adds the employee with none', async () => {
    const company = await createCompany(t, { countryCode: 'SG' });
    const { id } = await company.admin.api.ok(contracts.createEmployee, { body: employeeBody() });
    expect(await company.admin.api.ok(contracts.leaveAssignmentHistory, { params: { id } })).toEqual([]);
  });

  it('names a profile that is not the company’s on its field, and adds no employee', async () => {
    const company = await createCompany(t, { countryCode: 'SG' });
    const other = await createCompany(t, { countryCode: 'SG' });
    const { profile: foreign } = await statutory(other);
    const before = await employeeCount(company);
    const refused = await company.admin.api.fail(
      contracts.createEmployee,
      { body: { ...employeeBody(), leaveProfile: { profileId: foreign.id, startingDays: [] } } },
      400,
    );
    expect(Object.keys(refused.errors ?? {})).toEqual(['leaveProfile.profileId']);
    expect(await employeeCount(company)).toBe(before);
  });

  it('refuses starting days of a category the profile does not hold, and adds no employee', async () => {
    const company = await createCompany(t, { countryCode: 'SG' });
    const { profile } = await statutory(company);
    const before = await employeeCount(company);
    const refused = await company.admin.api.fail(
      contracts.createEmployee,
      { body: { ...employeeBody(), leaveProfile: { profileId: profile.id, startingDays: [{ categoryId: profile.id, days: '1' }] } } },
      400,
    );
    expect(Object.keys(refused.errors ?? {})).toEqual(['leaveProfile.startingDays']);
    expect(await employeeCount(company)).toBe(before);
  });

  it('is refused to a role that adds employees but does not assign leave profiles', async () => {
    const company = await createCompany(t, { countryCode: 'SG' });
    const { profile } = await statutory(company);
    const hr = await company.admin.api.ok(contracts.getRole, { params: { id: company.roles.hrManager } });
    const { timeoffAssignment: _dropped, ...menuGrants } = hr.menuGrants ?? {};
    const role = await company.admin.api.ok(contracts.createRole, {
      body: { name: uniqueName('Recruiter'), description: 'Adds people', dataScope: 'all', menuGrants, fieldGrants: hr.fieldGrants },
    });
    const user = await createUser(t, company, { role: 'hrManager' });
    await t.db
      .update(users)
      .set({ roleId: role.id })
      .where(and(eq(users.companyId, company.companyId), eq(users.id, user.userId)));
    const recruiter = await loginAs(t, user);
    const before = await employeeCount(company);
    const refused = await recruiter.api.fail(
      contracts.createEmployee,
      { body: { ...employeeBody(), leaveProfile: { profileId: profile.id, startingDays: [] } } },
      403,
    );
    expect(refused).toMatchObject({ code: 'FIELD_FORBIDDEN', errors: { 'leaveProfile.profileId': expect.any(String) } });
    expect(await employeeCount(company)).toBe(before);
    // Without the profile the same person is added.
    await recruiter.api.ok(contracts.createEmployee, { body: employeeBody() });
  });
});
