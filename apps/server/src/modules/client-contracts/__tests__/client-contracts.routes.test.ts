import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import type { BodyInputOf } from '@tenaga/contracts';
import { auditLog, employeeContractDeployments, employees } from '../../../db/schema/index.ts';
import { createCompany, createTestApp, createUser, loginAs, uniqueName, type TestApp, type TestCompany } from '../../../testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const newContract = (overrides: Partial<BodyInputOf<typeof contracts.createClientContract>> = {}) => ({
  name: 'Changi terminal cleaning',
  client: 'Changi Airport Group',
  startDate: '2025-01-01',
  endDate: '2026-12-31',
  locations: [
    { name: 'Terminal 1', address: 'Airport Boulevard' },
    { name: 'Terminal 3', address: '' },
  ],
  ...overrides,
});

/** An employee deployed to the contract (and location): what the employee record will write. */
async function deploy(company: TestCompany, contractId: string, locationId: string | null) {
  await t.tenant(company.companyId, async (tx) => {
    const [employee] = await tx
      .insert(employees)
      .values({ companyId: company.companyId, employmentNumber: uniqueName('E'), firstName: 'Ravi' })
      .returning({ id: employees.id });
    await tx
      .insert(employeeContractDeployments)
      .values({ companyId: company.companyId, employeeId: employee!.id, contractId, locationId, fromDate: '2025-02-01' });
  });
}

const auditOf = (company: TestCompany, entityId: string) =>
  t.db
    .select({ entity: auditLog.entity, action: auditLog.action, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.at);

describe('client contracts', () => {
  it('creates a contract with two locations, shows it active, archives and restores it', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const created = await api.ok(contracts.createClientContract, { body: newContract() });
    expect(created).toMatchObject({
      name: 'Changi terminal cleaning',
      client: 'Changi Airport Group',
      startDate: '2025-01-01',
      endDate: '2026-12-31',
      archived: false,
      archivedAt: null,
      locationCount: 2,
      employeeCount: 0,
      version: 1,
    });
    expect(created.locations.map((location) => [location.name, location.address, location.archived])).toEqual([
      ['Terminal 1', 'Airport Boulevard', false],
      ['Terminal 3', '', false],
    ]);
    expect((await api.ok(contracts.listActiveClientContracts, { body: {} })).data.map((row) => row.id)).toEqual([created.id]);
    expect((await api.ok(contracts.listArchivedClientContracts, { body: {} })).data).toEqual([]);

    t.clock.advance(60_000);
    const archived = await api.ok(contracts.archiveClientContract, { params: { id: created.id }, body: { version: created.version } });
    expect(archived).toMatchObject({ archived: true, archivedAt: t.clock.now().getTime(), version: 2 });
    expect((await api.ok(contracts.listActiveClientContracts, { body: {} })).recordsTotal).toBe(0);
    expect((await api.ok(contracts.listArchivedClientContracts, { body: {} })).data.map((row) => [row.name, row.archivedAt])).toEqual([
      [created.name, t.clock.now().getTime()],
    ]);

    // Archived contracts are read only until restored.
    expect(
      (await api.fail(contracts.updateClientContract, { body: { id: created.id, version: archived.version, name: 'Renamed' } }, 422)).code,
    ).toBe('CONTRACT_ARCHIVED');
    expect(
      (await api.fail(contracts.addClientContractLocation, { params: { id: created.id }, body: { name: 'Terminal 4' } }, 422)).message,
    ).toEqual(['This contract is archived. Restore it before changing it.']);

    const restored = await api.ok(contracts.restoreClientContract, { params: { id: created.id }, body: { version: archived.version } });
    expect(restored).toMatchObject({ archived: false, archivedAt: null, version: 3 });
    expect((await auditOf(company, created.id)).map((entry) => [entry.entity, entry.action])).toEqual([
      ['contract', 'create'],
      ['contract', 'archive'],
      ['contract', 'restore'],
    ]);
    expect((await auditOf(company, created.locations[0]!.id))[0]).toEqual({
      entity: 'contract-location',
      action: 'create',
      before: null,
      after: { contractId: created.id, name: 'Terminal 1', address: 'Airport Boulevard' },
    });
  });

  it('changes a contract with a version check, and refuses a taken name, an end before the start and duplicate locations', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const created = await api.ok(contracts.createClientContract, { body: newContract({ locations: [] }) });
    const changed = await api.ok(contracts.updateClientContract, {
      body: { id: created.id, version: created.version, name: 'Changi cleaning', client: 'CAG', startDate: '2025-03-01', endDate: null },
    });
    expect(changed).toMatchObject({ name: 'Changi cleaning', client: 'CAG', startDate: '2025-03-01', endDate: null, version: 2 });
    const [, update] = await auditOf(company, created.id);
    expect(update).toMatchObject({
      action: 'update',
      before: { name: 'Changi terminal cleaning', client: 'Changi Airport Group', startDate: '2025-01-01', endDate: '2026-12-31' },
      after: { name: 'Changi cleaning', client: 'CAG', startDate: '2025-03-01', endDate: null },
    });
    expect(
      (await api.fail(contracts.updateClientContract, { body: { id: created.id, version: created.version, name: 'Stale' } }, 409)).code,
    ).toBe('VERSION_CONFLICT');

    expect((await api.fail(contracts.createClientContract, { body: newContract({ name: 'CHANGI CLEANING' }) }, 409)).errors).toEqual({
      name: 'This name is already used.',
    });
    expect(
      (
        await api.fail(
          contracts.createClientContract,
          { body: newContract({ name: 'Other', startDate: '2025-05-01', endDate: '2025-04-30' }) },
          400,
        )
      ).errors,
    ).toEqual({ endDate: 'The end date cannot be before the start date.' });
    const duplicate = await api.fail(
      contracts.createClientContract,
      { body: newContract({ name: 'Other', locations: [{ name: 'Gate A' }, { name: 'gate a' }] }) },
      400,
    );
    expect(duplicate.errors).toEqual({ 'locations.1.name': 'Must be unique' });
    expect((await api.fail(contracts.createClientContract, { body: { name: '' } }, 400)).errors).toEqual({
      name: 'This field is required.',
    });
  });

  it('adds, edits, archives, restores and deletes locations on the profile', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const contract = await api.ok(contracts.createClientContract, { body: newContract() });
    const [t1, t3] = contract.locations;
    const t4 = await api.ok(contracts.addClientContractLocation, {
      params: { id: contract.id },
      body: { name: 'Terminal 4', address: 'Airport Boulevard 2' },
    });
    expect(t4).toMatchObject({ contractId: contract.id, name: 'Terminal 4', archived: false, employeeCount: 0, version: 1 });
    expect(
      (await api.fail(contracts.addClientContractLocation, { params: { id: contract.id }, body: { name: 'terminal 4' } }, 409)).code,
    ).toBe('NAME_TAKEN');

    const edited = await api.ok(contracts.updateClientContractLocation, {
      params: { id: contract.id, locationId: t4.id },
      body: { name: 'T4', address: '', version: t4.version },
    });
    expect(edited).toMatchObject({ name: 'T4', address: '', version: 2 });
    expect(
      (
        await api.fail(
          contracts.updateClientContractLocation,
          { params: { id: contract.id, locationId: t4.id }, body: { name: 'T4 again', version: t4.version } },
          409,
        )
      ).code,
    ).toBe('VERSION_CONFLICT');

    const archived = await api.ok(contracts.archiveClientContractLocation, {
      params: { id: contract.id, locationId: t1!.id },
      body: { version: t1!.version },
    });
    expect(archived).toMatchObject({ archived: true, archivedAt: expect.any(Number) });
    const profile = await api.ok(contracts.getClientContract, { params: { id: contract.id } });
    // Active locations first, then archived ones.
    expect(profile.locations.map((location) => [location.name, location.archived])).toEqual([
      ['T4', false],
      ['Terminal 3', false],
      ['Terminal 1', true],
    ]);
    expect(profile.locationCount).toBe(2);
    await api.ok(contracts.restoreClientContractLocation, {
      params: { id: contract.id, locationId: t1!.id },
      body: { version: archived.version },
    });

    await deploy(company, contract.id, t3!.id);
    expect(
      (await api.fail(contracts.deleteClientContractLocation, { params: { id: contract.id, locationId: t3!.id } }, 409)).message,
    ).toEqual(['“Terminal 3” is used by 1 employee record, so it cannot be deleted. Move it elsewhere first.']);
    await api.ok(contracts.deleteClientContractLocation, { params: { id: contract.id, locationId: t4.id } });
    // A location is named through its own contract only.
    const other = await api.ok(contracts.createClientContract, { body: newContract({ name: 'Other', locations: [] }) });
    expect(
      (
        await api.fail(
          contracts.updateClientContractLocation,
          { params: { id: other.id, locationId: t1!.id }, body: { name: 'Moved', version: 2 } },
          404,
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect((await auditOf(company, t4.id)).map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
  });

  it('counts deployed employees, and deletes a contract only while nobody was deployed to it', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const used = await api.ok(contracts.createClientContract, { body: newContract() });
    await deploy(company, used.id, used.locations[0]!.id);
    await deploy(company, used.id, null);
    expect(await api.ok(contracts.getClientContractUsage, { params: { id: used.id } })).toEqual({
      employeeCount: 2,
      locations: [
        { id: used.locations[0]!.id, employeeCount: 1 },
        { id: used.locations[1]!.id, employeeCount: 0 },
      ],
    });
    expect((await api.ok(contracts.listActiveClientContracts, { body: {} })).data[0]).toMatchObject({ employeeCount: 2, locationCount: 2 });
    expect((await api.fail(contracts.deleteClientContract, { params: { id: used.id } }, 409)).message).toEqual([
      '“Changi terminal cleaning” is used by 2 employee records, so it cannot be deleted. Move them elsewhere first.',
    ]);

    const unused = await api.ok(contracts.createClientContract, { body: newContract({ name: 'Short job' }) });
    await api.ok(contracts.deleteClientContract, { params: { id: unused.id } });
    expect((await api.fail(contracts.getClientContract, { params: { id: unused.id } }, 404)).code).toBe('NOT_FOUND');
    expect((await auditOf(company, unused.id)).at(-1)).toMatchObject({
      action: 'delete',
      before: { name: 'Short job', locations: ['Terminal 1', 'Terminal 3'] },
    });
  });

  it('sorts and searches the lists by name and client', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    for (const [name, client] of [
      ['Bravo', 'Zeta Holdings'],
      ['alpha', 'Omega Corp'],
      ['Charlie', 'Omega Corp'],
    ] as const) {
      await api.ok(contracts.createClientContract, { body: newContract({ name, client, locations: [] }) });
    }
    const byName = await api.ok(contracts.listActiveClientContracts, {
      body: { order: [{ column: 0, dir: 'asc' }], columns: [{ data: 'name' }] },
    });
    expect(byName.data.map((row) => row.name)).toEqual(['alpha', 'Bravo', 'Charlie']);
    const omega = await api.ok(contracts.listActiveClientContracts, {
      body: { search: { value: 'omega' }, order: [{ column: 0, dir: 'desc' }], columns: [{ data: 'name' }] },
    });
    expect(omega.data.map((row) => row.name)).toEqual(['Charlie', 'alpha']);
    expect(omega).toMatchObject({ recordsTotal: 3, recordsFiltered: 2 });
  });

  it('gives dropdown options grouped Active and Archived, with archived locations flagged', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const kept = await api.ok(contracts.createClientContract, { body: newContract({ name: 'Kept' }) });
    const gone = await api.ok(contracts.createClientContract, { body: newContract({ name: 'Gone', locations: [{ name: 'Depot' }] }) });
    const closedAt = t.clock.now().getTime();
    await api.ok(contracts.archiveClientContractLocation, {
      params: { id: kept.id, locationId: kept.locations[0]!.id },
      body: { version: 1 },
    });
    await api.ok(contracts.archiveClientContract, { params: { id: gone.id }, body: { version: gone.version } });

    const employee = await loginAs(t, await createUser(t, company, { role: 'employee' }));
    const options = await employee.api.ok(contracts.getClientContractOptions);
    expect(options).toEqual({
      active: [
        {
          id: kept.id,
          text: 'Kept',
          archived: false,
          archivedAt: null,
          locations: [
            { id: kept.locations[1]!.id, text: 'Terminal 3', archived: false, archivedAt: null },
            { id: kept.locations[0]!.id, text: 'Terminal 1', archived: true, archivedAt: closedAt },
          ],
        },
      ],
      archived: [
        {
          id: gone.id,
          text: 'Gone',
          archived: true,
          archivedAt: closedAt,
          locations: [{ id: gone.locations[0]!.id, text: 'Depot', archived: true, archivedAt: closedAt }],
        },
      ],
    });
  });

  it('per role: HR Manager changes contracts, a Manager only reads active ones, an Employee cannot open them', async () => {
    const company = await createCompany(t);
    const hr = await loginAs(t, await createUser(t, company, { role: 'hrManager' }));
    const manager = await loginAs(t, await createUser(t, company, { role: 'manager' }));
    const employee = await loginAs(t, await createUser(t, company, { role: 'employee' }));
    const contract = await hr.api.ok(contracts.createClientContract, { body: newContract() });
    const archived = await hr.api.ok(contracts.archiveClientContract, { params: { id: contract.id }, body: { version: contract.version } });
    await hr.api.ok(contracts.restoreClientContract, { params: { id: contract.id }, body: { version: archived.version } });

    expect((await manager.api.ok(contracts.listActiveClientContracts, { body: {} })).data.map((row) => row.id)).toEqual([contract.id]);
    expect((await manager.api.ok(contracts.getClientContract, { params: { id: contract.id } })).locations).toHaveLength(2);
    expect((await manager.api.fail(contracts.listArchivedClientContracts, { body: {} }, 403)).code).toBe('FORBIDDEN');
    expect(
      (await manager.api.fail(contracts.updateClientContract, { body: { id: contract.id, version: 3, name: 'Mine' } }, 403)).code,
    ).toBe('FORBIDDEN');
    expect((await manager.api.fail(contracts.archiveClientContract, { params: { id: contract.id }, body: { version: 3 } }, 403)).code).toBe(
      'FORBIDDEN',
    );
    for (const route of [contracts.listActiveClientContracts, contracts.listArchivedClientContracts])
      expect((await employee.api.fail(route, { body: {} }, 403)).code).toBe('FORBIDDEN');
    expect((await employee.api.fail(contracts.getClientContract, { params: { id: contract.id } }, 403)).code).toBe('FORBIDDEN');
  });
});
