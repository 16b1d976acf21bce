import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { clientContracts, companies, departments } from '../schema/index.ts';
import { updateVersioned } from '../update-versioned.ts';
import { createCompany, createTestApp, type TestApp, type TestCompany } from '../../testing/index.ts';

let t: TestApp;
let a: TestCompany;
let b: TestCompany;
beforeAll(async () => {
  t = await createTestApp();
  [a, b] = [await createCompany(t), await createCompany(t)];
});
afterAll(async () => {
  await t?.close();
});

async function department(company: TestCompany, name: string) {
  const [row] = await t.tenant(company.companyId, (tx) =>
    tx.insert(departments).values({ companyId: company.companyId, name }).returning(),
  );
  return row!;
}

const rename = (company: TestCompany, input: { id: string; expectedVersion: number | null; name: string }) =>
  t.tenant(company.companyId, (tx) =>
    updateVersioned(tx, company.companyId, {
      table: departments,
      id: input.id,
      expectedVersion: input.expectedVersion,
      set: { name: input.name },
    }),
  );

const stored = async (id: string) => (await t.db.select().from(departments).where(eq(departments.id, id)))[0]!;

describe('updateVersioned', () => {
  it('writes against the version read and moves it on by one', async () => {
    const row = await department(a, 'Finance');
    const written = await rename(a, { id: row.id, expectedVersion: row.version, name: 'Accounts' });
    expect(written).toMatchObject({ id: row.id, name: 'Accounts', version: row.version + 1 });
    expect(await stored(row.id)).toMatchObject({ name: 'Accounts', version: row.version + 1 });
  });

  it('a stale version answers the conflict (undefined) and changes nothing', async () => {
    const row = await department(a, 'Sales');
    await rename(a, { id: row.id, expectedVersion: row.version, name: 'Sales and marketing' });
    expect(await rename(a, { id: row.id, expectedVersion: row.version, name: 'Overwritten' })).toBeUndefined();
    expect(await stored(row.id)).toMatchObject({ name: 'Sales and marketing', version: row.version + 1 });
  });

  it('another company’s row is not found, whatever its version', async () => {
    const row = await department(b, 'Operations');
    expect(await rename(a, { id: row.id, expectedVersion: row.version, name: 'Taken over' })).toBeUndefined();
    expect(await rename(a, { id: row.id, expectedVersion: null, name: 'Taken over' })).toBeUndefined();
    expect(await stored(row.id)).toMatchObject({ name: 'Operations', version: row.version });
  });

  it('without an expected version it writes whatever the version, and still counts the change', async () => {
    const row = await department(a, 'Legal');
    await rename(a, { id: row.id, expectedVersion: row.version, name: 'Legal affairs' });
    const written = await rename(a, { id: row.id, expectedVersion: null, name: 'Compliance' });
    expect(written).toMatchObject({ name: 'Compliance', version: row.version + 2 });
  });

  it('the company itself is scoped by its id', async () => {
    const [before] = await t.db.select().from(companies).where(eq(companies.id, a.companyId));
    const written = await t.tenant(a.companyId, (tx) =>
      updateVersioned(tx, a.companyId, {
        table: companies,
        id: a.companyId,
        expectedVersion: before!.version,
        set: { phone: '+6561234567' },
      }),
    );
    expect(written).toMatchObject({ id: a.companyId, phone: '+6561234567', version: before!.version + 1 });
    const stale = await t.tenant(a.companyId, (tx) =>
      updateVersioned(tx, a.companyId, { table: companies, id: a.companyId, expectedVersion: before!.version, set: { phone: null } }),
    );
    expect(stale).toBeUndefined();
  });

  it('locks on another counter when told to (a record’s custom values), leaving the version alone', async () => {
    const [contract] = await t.tenant(a.companyId, (tx) =>
      tx.insert(clientContracts).values({ companyId: a.companyId, name: 'Harbour' }).returning(),
    );
    const saved = await t.tenant(a.companyId, (tx) =>
      updateVersioned(tx, a.companyId, {
        table: clientContracts,
        id: contract!.id,
        expectedVersion: contract!.othersVersion,
        set: { others: [{ _id: { $oid: 'f1' }, value: 'x' }] },
        counter: 'othersVersion',
      }),
    );
    expect(saved).toMatchObject({ othersVersion: contract!.othersVersion + 1, version: contract!.version });
    const stale = await t.tenant(a.companyId, (tx) =>
      updateVersioned(tx, a.companyId, {
        table: clientContracts,
        id: contract!.id,
        expectedVersion: contract!.othersVersion,
        set: { others: [] },
        counter: 'othersVersion',
      }),
    );
    expect(stale).toBeUndefined();
    const [row] = await t.db
      .select()
      .from(clientContracts)
      .where(and(eq(clientContracts.companyId, a.companyId), eq(clientContracts.id, contract!.id)));
    expect(row!.others).toEqual([{ _id: { $oid: 'f1' }, value: 'x' }]);
  });
});
