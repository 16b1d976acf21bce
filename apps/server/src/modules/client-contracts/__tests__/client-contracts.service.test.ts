import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, clientContractLocations, clientContracts, employeeContractDeployments, employees } from '../../../db/schema/index.ts';
import { createTenantRunner, type TenantRunner } from '../../../db/tenant.ts';
import { createFakeClock, DAY_MS, openTestDatabase, uniqueName, type TestDatabase } from '../../../testing/index.ts';
import { arrangeServiceCompany } from '../../../testing/service-company.ts';
import { createClientContractsService, type ClientContractsService } from '../client-contracts.service.ts';

/** The service on its own: real SQL (row-level security included) and a fake clock. */
let database: TestDatabase;
let tenant: TenantRunner;
let service: ClientContractsService;
const clock = createFakeClock();

beforeAll(async () => {
  database = await openTestDatabase();
  tenant = createTenantRunner(database.db);
  service = createClientContractsService({ tenant, clock });
});
afterAll(async () => {
  await database?.close();
});

const arrangeCompany = () => arrangeServiceCompany(tenant, clock);

describe('contracts service', () => {
  it('stamps archiving with the clock and writes the change and its audit entry together', async () => {
    const { auth, actor } = await arrangeCompany();
    const contract = await service.create(auth, actor, {
      name: 'Harbour',
      client: 'PSA',
      startDate: null,
      endDate: null,
      locations: [{ name: 'Pasir Panjang', address: '' }],
    });
    clock.advance(DAY_MS);
    const archived = await service.archive(auth, actor, { id: contract.id, version: contract.version });
    expect(archived.archivedAt).toBe(clock.now().getTime());
    // A second archive (another tab) changes nothing and writes nothing.
    await service.archive(auth, actor, { id: contract.id, version: contract.version });
    const entries = await database.db
      .select({ action: auditLog.action, ip: auditLog.ip })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, auth.companyId), eq(auditLog.entityId, contract.id)))
      .orderBy(auditLog.at);
    expect(entries).toEqual([
      { action: 'create', ip: '203.0.113.9' },
      { action: 'archive', ip: '203.0.113.9' },
    ]);
  });

  it('a failed save leaves nothing behind: a duplicate location name rolls back the new contract', async () => {
    const { auth, actor } = await arrangeCompany();
    // The body schema refuses duplicates first; the unique index is the backstop behind it.
    await expect(
      service.create(auth, actor, {
        name: 'Twice',
        client: '',
        startDate: null,
        endDate: null,
        locations: [
          { name: 'Gate', address: '' },
          { name: 'GATE', address: '' },
        ],
      }),
    ).rejects.toMatchObject({ code: 'NAME_TAKEN' });
    expect(await database.db.select().from(clientContracts).where(eq(clientContracts.companyId, auth.companyId))).toEqual([]);
    expect(
      await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.companyId, auth.companyId), eq(auditLog.entity, 'contract'))),
    ).toEqual([]);
  });

  it('sees only its own company: another company’s contract is not found, even by id', async () => {
    const ours = await arrangeCompany();
    const theirs = await arrangeCompany();
    const contract = await service.create(theirs.auth, theirs.actor, {
      name: 'Theirs',
      client: '',
      startDate: null,
      endDate: null,
      locations: [{ name: 'Yard', address: '' }],
    });
    await expect(service.get(ours.auth, contract.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(service.archive(ours.auth, ours.actor, { id: contract.id, version: 1 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(service.remove(ours.auth, ours.actor, contract.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await service.options(ours.auth)).toEqual({ active: [], archived: [] });
    expect(
      (await service.table(ours.auth, { start: 0, length: 10, order: [], search: { value: '' }, columns: [] }, { archived: false }))
        .recordsTotal,
    ).toBe(0);
  });

  it('a deployment names a location of its own contract only (the composite key)', async () => {
    const { auth, actor } = await arrangeCompany();
    const first = await service.create(auth, actor, {
      name: 'First',
      client: '',
      startDate: null,
      endDate: null,
      locations: [{ name: 'North', address: '' }],
    });
    const second = await service.create(auth, actor, { name: 'Second', client: '', startDate: null, endDate: null, locations: [] });
    const deployment = (contractId: string) =>
      tenant(auth.companyId, async (tx) => {
        const [employee] = await tx
          .insert(employees)
          .values({ companyId: auth.companyId, employmentNumber: uniqueName('E'), firstName: 'Lim' })
          .returning({ id: employees.id });
        await tx
          .insert(employeeContractDeployments)
          .values({ companyId: auth.companyId, employeeId: employee!.id, contractId, locationId: first.locations[0]!.id });
      });
    await expect(deployment(second.id)).rejects.toThrow();
    await deployment(first.id);
    expect((await service.usage(auth, first.id)).employeeCount).toBe(1);
    // Deleting the contract is refused; its locations stay.
    await expect(service.remove(auth, actor, first.id)).rejects.toMatchObject({ code: 'IN_USE', values: { name: 'First', count: 1 } });
    expect(
      await database.db
        .select({ id: clientContractLocations.id })
        .from(clientContractLocations)
        .where(eq(clientContractLocations.contractId, first.id)),
    ).toHaveLength(1);
  });
});
