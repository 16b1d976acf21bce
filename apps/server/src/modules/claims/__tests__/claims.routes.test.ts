import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { auditLog } from '../../../db/schema/index.ts';
import { createCompany, createTestApp, createUser, loginAs, type TestApp, type TestCompany } from '../../../testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const auditOf = (company: TestCompany, entityId: string) =>
  t.db
    .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entity, 'claim'), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.at);

/** A user whose role grants claims at this level, and nothing else (null: not even that). */
async function userWith(company: TestCompany, level: 'view' | 'edit' | null) {
  const role = await company.admin.api.ok(contracts.createRole, {
    body: {
      name: `claims ${level ?? 'none'}`,
      description: '',
      dataScope: 'all',
      menuGrants: level ? { claims: level } : {},
      fieldGrants: { public: {}, private: {} },
    },
  });
  const user = await createUser(t, company, { role: 'employee' });
  const current = await company.admin.api.ok(contracts.getUser, { params: { id: user.userId } });
  await company.admin.api.ok(contracts.updateUser, { body: { id: user.userId, version: current.version, roleId: role.id } });
  return loginAs(t, user);
}

describe('Claims', () => {
  it('adds, lists, searches, changes and deletes, each change audited', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const first = await api.ok(contracts.createClaim, { body: { name: '  North   wing ', description: 'Level 3' } });
    expect(first).toMatchObject({ name: 'North wing', description: 'Level 3', version: 1 });
    await api.ok(contracts.createClaim, { body: { name: 'annex' } });

    const table = await api.ok(contracts.listClaims, { body: { order: [{ column: 0, dir: 'asc' }], columns: [{ data: 'name' }] } });
    expect(table.data.map((row) => row.name)).toEqual(['annex', 'North wing']);
    expect(table).toMatchObject({ recordsTotal: 2, recordsFiltered: 2 });
    const found = await api.ok(contracts.listClaims, { body: { search: { value: 'level' } } });
    expect(found.data.map((row) => row.name)).toEqual(['North wing']);
    expect(found).toMatchObject({ recordsTotal: 2, recordsFiltered: 1 });

    const changed = await api.ok(contracts.updateClaim, {
      body: { id: first.id, version: first.version, name: 'South wing', description: '' },
    });
    expect(changed).toMatchObject({ name: 'South wing', description: '', version: 2 });
    await api.ok(contracts.deleteClaim, { params: { id: first.id } });
    expect((await api.ok(contracts.listClaims, { body: {} })).data.map((row) => row.name)).toEqual(['annex']);

    expect(await auditOf(company, first.id)).toEqual([
      { action: 'create', before: null, after: { name: 'North wing', description: 'Level 3' } },
      { action: 'update', before: { name: 'North wing', description: 'Level 3' }, after: { name: 'South wing', description: '' } },
      { action: 'delete', before: { name: 'South wing', description: '' }, after: null },
    ]);
  });

  it('refuses a name the company has in any case, a stale version, a missing record and bad input', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const record = await api.ok(contracts.createClaim, { body: { name: 'Alpha' } });
    expect((await api.fail(contracts.createClaim, { body: { name: 'ALPHA' } }, 409)).code).toBe('NAME_TAKEN');
    await api.ok(contracts.updateClaim, { body: { id: record.id, version: 1, name: 'Alpha', description: 'first' } });
    expect(
      (await api.fail(contracts.updateClaim, { body: { id: record.id, version: 1, name: 'Alpha', description: 'late' } }, 409)).code,
    ).toBe('VERSION_CONFLICT');
    expect((await api.fail(contracts.deleteClaim, { params: { id: crypto.randomUUID() } }, 404)).code).toBe('NOT_FOUND');
    expect((await api.fail(contracts.createClaim, { body: { name: '   ' } }, 400)).errors).toEqual({ name: 'This field is required.' });
    expect((await api.fail(contracts.createClaim, { body: { name: 'x'.repeat(121) } }, 400)).code).toBe('VALIDATION_FAILED');
  });

  it('answers two saves of one name at once with one record and a 409, never a 500', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const results = await Promise.all([
      api.call(contracts.createClaim, { body: { name: 'Same' } }),
      api.call(contracts.createClaim, { body: { name: 'same' } }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
  });

  it('View Only reads but does not change; a role without it gets nothing', async () => {
    const company = await createCompany(t);
    const record = await company.admin.api.ok(contracts.createClaim, { body: { name: 'Visible' } });
    const viewer = await userWith(company, 'view');
    expect((await viewer.api.ok(contracts.listClaims, { body: {} })).data.map((row) => row.name)).toEqual(['Visible']);
    expect((await viewer.api.fail(contracts.createClaim, { body: { name: 'New' } }, 403)).code).toBe('FORBIDDEN');
    expect((await viewer.api.fail(contracts.deleteClaim, { params: { id: record.id } }, 403)).code).toBe('FORBIDDEN');

    const outsider = await userWith(company, null);
    expect((await outsider.api.fail(contracts.listClaims, { body: {} }, 403)).code).toBe('FORBIDDEN');
  });

  it("cannot see, change or delete another company's records", async () => {
    const mine = await createCompany(t);
    const theirs = await createCompany(t);
    const record = await theirs.admin.api.ok(contracts.createClaim, { body: { name: 'Private' } });
    expect((await mine.admin.api.ok(contracts.listClaims, { body: {} })).data).toEqual([]);
    expect(
      (await mine.admin.api.fail(contracts.updateClaim, { body: { id: record.id, version: 1, name: 'Taken', description: '' } }, 404)).code,
    ).toBe('NOT_FOUND');
    expect((await mine.admin.api.fail(contracts.deleteClaim, { params: { id: record.id } }, 404)).code).toBe('NOT_FOUND');
    // The same name in another company is free.
    await mine.admin.api.ok(contracts.createClaim, { body: { name: 'Private' } });
    expect((await theirs.admin.api.ok(contracts.listClaims, { body: {} })).data.map((row) => row.name)).toEqual(['Private']);
  });
});
