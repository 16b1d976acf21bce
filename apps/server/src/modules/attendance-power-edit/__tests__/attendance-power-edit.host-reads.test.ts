import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import type { RoleBody } from '@tenaga/contracts';
import { users } from '../../../db/schema/index.ts';
import {
  createCompany,
  createEmployeeRow,
  createTestApp,
  createUser,
  linkUserToEmployee,
  loginAs,
  uniqueName,
  type TestApp,
  type TestCompany,
  type TestSession,
} from '../../../testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const TABLE = { start: 0, length: 100, search: { value: '' }, order: [], columns: [] };

/** A signed-in user of a role with Power edit and this data scope, as an employee. */
async function powerEditor(company: TestCompany, input: { dataScope: 'all' | 'team'; employeeId: string }): Promise<TestSession> {
  const body: RoleBody = {
    name: uniqueName('Power editor'),
    description: 'Power edit',
    dataScope: input.dataScope,
    menuGrants: { home: 'view', attendancePowerEdit: 'edit' },
    fieldGrants: { public: {}, private: {} },
  };
  const role = await company.admin.api.ok(contracts.createRole, { body });
  const user = await createUser(t, company);
  await t.db
    .update(users)
    .set({ roleId: role.id })
    .where(and(eq(users.companyId, company.companyId), eq(users.id, user.userId)));
  await linkUserToEmployee(t, { companyId: company.companyId, userId: user.userId, employeeId: input.employeeId });
  return loginAs(t, user);
}

describe('the power-edit host’s reads (spec §7)', () => {
  let company: TestCompany;
  let other: TestCompany;
  let lead: string;
  let ana: string;
  let left: string;
  let stranger: string;
  let employee: TestSession;
  let active: contracts.ClientContractProfile;
  let archived: contracts.ClientContractProfile;
  beforeAll(async () => {
    company = await createCompany(t, { countryCode: 'SG' });
    other = await createCompany(t, { countryCode: 'SG' });
    lead = await createEmployeeRow(t, company.companyId, { firstName: 'Lia', lastName: 'Lead', employmentNumber: 'E-1' });
    ana = await createEmployeeRow(t, company.companyId, { firstName: 'Ana', lastName: 'Lim', employmentNumber: 'E-2', managerId: lead });
    left = await createEmployeeRow(t, company.companyId, {
      firstName: 'Bo',
      lastName: 'Gone',
      employmentNumber: 'E-3',
      managerId: lead,
      cessationDate: '2025-12-31',
    });
    stranger = await createEmployeeRow(t, company.companyId, { firstName: 'Zed', lastName: 'Else', employmentNumber: 'E-4' });
    await createEmployeeRow(t, other.companyId, { firstName: 'Otto', lastName: 'Other' });
    const user = await createUser(t, company, { role: 'employee' });
    await linkUserToEmployee(t, { companyId: company.companyId, userId: user.userId, employeeId: ana });
    employee = await loginAs(t, user);
    active = await company.admin.api.ok(contracts.createClientContract, {
      body: {
        name: 'Changi cleaning',
        client: 'CAG',
        startDate: '2025-01-01',
        endDate: null,
        locations: [
          { name: 'Terminal 3', address: '' },
          { name: 'Terminal 1', address: 'Airport Boulevard' },
        ],
      },
    });
    const old = await company.admin.api.ok(contracts.createClientContract, {
      body: { name: 'Alpha old site', client: 'Old', startDate: '2024-01-01', endDate: null, locations: [{ name: 'Depot', address: '' }] },
    });
    archived = await company.admin.api.ok(contracts.archiveClientContract, { params: { id: old.id }, body: { version: old.version } });
    await other.admin.api.ok(contracts.createClientContract, {
      body: {
        name: 'Other company contract',
        client: 'X',
        startDate: '2025-01-01',
        endDate: null,
        locations: [{ name: 'Far', address: '' }],
      },
    });
  });

  it('are declared on the power-edit host', () => {
    for (const route of [
      contracts.listPowerEditEmployees,
      contracts.listContractLocations,
      contracts.listContractObjects,
      contracts.listPowerEditLeavePolicies,
    ])
      expect(route.host).toBe('powerEdit');
  });

  it('GET employees: everyone HR reaches, past and present, by name, as picker options; a team editor sees their team', async () => {
    const all = await company.admin.api.ok(contracts.listPowerEditEmployees);
    expect(
      all.map(({ id, text, fullName, employmentNumber, cessationDate }) => ({ id, text, fullName, employmentNumber, cessationDate })),
    ).toEqual([
      { id: ana, text: '(E-2) Ana Lim', fullName: 'Ana Lim', employmentNumber: 'E-2', cessationDate: null },
      { id: left, text: '(E-3) Bo Gone', fullName: 'Bo Gone', employmentNumber: 'E-3', cessationDate: '2025-12-31' },
      { id: lead, text: '(E-1) Lia Lead', fullName: 'Lia Lead', employmentNumber: 'E-1', cessationDate: null },
      { id: stranger, text: '(E-4) Zed Else', fullName: 'Zed Else', employmentNumber: 'E-4', cessationDate: null },
    ]);
    // The identification number is never sent to the grid.
    expect(all.every((row) => row.identificationNumber === null)).toBe(true);
    const team = await powerEditor(company, { dataScope: 'team', employeeId: lead });
    expect((await team.api.ok(contracts.listPowerEditEmployees)).map((row) => row.id)).toEqual([ana, left, lead]);
    expect((await other.admin.api.ok(contracts.listPowerEditEmployees)).map((row) => row.fullName)).toEqual(['Otto Other']);
  });

  it('GET contracts/contracts: objects with _id.$oid, name, locations and isArchive, of the caller’s company only', async () => {
    const list = await company.admin.api.ok(contracts.listContractObjects);
    expect(list).toEqual([
      {
        _id: { $oid: active.id },
        name: 'Changi cleaning',
        locations: [
          { id: expect.any(String), name: 'Terminal 1', isArchive: false },
          { id: expect.any(String), name: 'Terminal 3', isArchive: false },
        ],
        isArchive: false,
      },
      {
        _id: { $oid: archived.id },
        name: 'Alpha old site',
        locations: [{ id: expect.any(String), name: 'Depot', isArchive: true }],
        isArchive: true,
      },
    ]);
    expect((await other.admin.api.ok(contracts.listContractObjects)).map((row) => row.name)).toEqual(['Other company contract']);
  });

  it('GET contracts/locations: each location with its contract, active ones first', async () => {
    const list = await company.admin.api.ok(contracts.listContractLocations);
    expect(list.map((row) => [row.name, row.contractId, row.contractName, row.isArchive])).toEqual([
      ['Terminal 1', active.id, 'Changi cleaning', false],
      ['Terminal 3', active.id, 'Changi cleaning', false],
      ['Depot', archived.id, 'Alpha old site', true],
    ]);
    expect((await other.admin.api.ok(contracts.listContractLocations)).map((row) => row.name)).toEqual(['Far']);
  });

  it('timeoff/policies: the company’s leave policies with their categories', async () => {
    const policies = (await company.admin.api.ok(contracts.listLeavePolicies, { body: TABLE })).data;
    const list = await company.admin.api.ok(contracts.listPowerEditLeavePolicies);
    expect(list.map((row) => row.id).sort()).toEqual(policies.map((row) => row.id).sort());
    const first = policies[0]!;
    expect(list.find((row) => row.id === first.id)).toEqual({
      id: first.id,
      name: first.name,
      categoryId: first.categoryId,
      categoryName: first.categoryName,
    });
    const otherPolicies = await other.admin.api.ok(contracts.listPowerEditLeavePolicies);
    expect(otherPolicies.some((row) => list.some((mine) => mine.id === row.id))).toBe(false);
  });

  it('are refused to a role without Power edit (an employee), and to no one signed in', async () => {
    for (const route of [
      contracts.listPowerEditEmployees,
      contracts.listContractLocations,
      contracts.listContractObjects,
      contracts.listPowerEditLeavePolicies,
    ]) {
      expect((await employee.api.fail(route, {}, 403)).code).toBe('FORBIDDEN');
      expect((await t.app.inject({ method: 'GET', url: `/api/v2${route.path}` })).statusCode).toBe(401);
    }
  });
});
