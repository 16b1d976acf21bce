import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { DEFAULT_ROLE_GRANTS, type MenuGrants } from '@tenaga/contracts';
import { auditLog, roles } from '../schema/index.ts';
import { createCompany, createTestApp, createUser, loginAs, uniqueName, type TestApp, type TestCompany } from '../../testing/index.ts';

/**
 * The data migration that gives the Manager roles of companies made before the contracts module
 * the view of active contracts their template has had since: a company from before is simulated
 * by taking the grant away, then the migration's SQL runs again (as the migrator does, as the owner).
 */
const MIGRATIONS = path.resolve(import.meta.dirname, '../migrations');
const FILE = fs.readdirSync(MIGRATIONS).find((name) => /^\d{4}_manager_contract_view\.sql$/.test(name))!;
const STATEMENTS = fs
  .readFileSync(path.join(MIGRATIONS, FILE), 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim())
  .filter(Boolean);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function migrate() {
  for (const statement of STATEMENTS) await t.db.execute(sql.raw(statement));
}

async function role(companyId: string, id: string) {
  const [row] = await t.db
    .select({ menuGrants: roles.menuGrants, version: roles.version })
    .from(roles)
    .where(and(eq(roles.companyId, companyId), eq(roles.id, id)));
  return row!;
}

async function setGrants(companyId: string, id: string, menuGrants: MenuGrants) {
  await t.db
    .update(roles)
    .set({ menuGrants })
    .where(and(eq(roles.companyId, companyId), eq(roles.id, id)));
}

const withoutContracts = (grants: MenuGrants): MenuGrants =>
  Object.fromEntries(Object.entries(grants).filter(([name]) => name !== 'contractsActive')) as MenuGrants;

/** The role changes made by no user: the migration's. */
async function migrationAudits(companyId: string) {
  return t.db
    .select({
      entityId: auditLog.entityId,
      action: auditLog.action,
      actorUserId: auditLog.actorUserId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(and(eq(auditLog.companyId, companyId), eq(auditLog.entity, 'role'), isNull(auditLog.actorUserId)));
}

describe('migration manager_contract_view', () => {
  let old: TestCompany;
  let current: TestCompany;
  beforeAll(async () => {
    old = await createCompany(t);
    current = await createCompany(t);
    // A company from before the contracts module: its Manager role has no contracts grant.
    await setGrants(old.companyId, old.roles.manager, withoutContracts(DEFAULT_ROLE_GRANTS.manager.menuGrants));
  });

  it('is in the journal the migrator applies, after the migrations before it', () => {
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
      entries: { idx: number; tag: string }[];
    };
    const entry = journal.entries.find((candidate) => candidate.tag === FILE.replace(/\.sql$/, ''));
    expect(entry?.idx).toBe(Number(FILE.slice(0, 4)));
    expect(journal.entries.filter((candidate) => candidate.idx < entry!.idx)).toHaveLength(entry!.idx);
  });

  it('grants the Manager role of a company from before the view of active contracts, audited as the system', async () => {
    const before = await role(old.companyId, old.roles.manager);
    const managerUser = await createUser(t, old, { role: 'manager' });
    await (await loginAs(t, managerUser)).api.fail(contracts.listActiveClientContracts, { body: {} }, 403);

    await migrate();

    const after = await role(old.companyId, old.roles.manager);
    expect(after.menuGrants).toEqual({ ...before.menuGrants, contractsActive: 'view' });
    expect(after.version).toBe(before.version + 1);
    expect(await migrationAudits(old.companyId)).toEqual([
      {
        entityId: old.roles.manager,
        action: 'update',
        actorUserId: null,
        before: { menuGrants: before.menuGrants },
        after: { menuGrants: after.menuGrants },
      },
    ]);
    await (await loginAs(t, managerUser)).api.ok(contracts.listActiveClientContracts, { body: {} });
  });

  it('changes nothing the second time, nor a role that has a contracts grant, nor any other role', async () => {
    await migrate();
    const snapshot = async (company: TestCompany) => Promise.all(Object.values(company.roles).map((id) => role(company.companyId, id)));
    const oldRoles = await snapshot(old);
    const currentRoles = await snapshot(current);
    // A Manager role someone gave more (edit) keeps it; a role of their own without the grant stays without it.
    await setGrants(current.companyId, current.roles.manager, { ...DEFAULT_ROLE_GRANTS.manager.menuGrants, contractsActive: 'edit' });
    const custom = await current.admin.api.ok(contracts.createRole, {
      body: {
        name: uniqueName('Team lead'),
        dataScope: 'team',
        menuGrants: { employeeList: 'view' },
        fieldGrants: { public: {}, private: {} },
      },
    });
    const edited = await role(current.companyId, current.roles.manager);

    await migrate();

    expect(await snapshot(old)).toEqual(oldRoles);
    expect(await role(current.companyId, current.roles.manager)).toEqual(edited);
    expect((await snapshot(current)).filter((_, index) => Object.keys(current.roles)[index] !== 'manager')).toEqual(
      currentRoles.filter((_, index) => Object.keys(current.roles)[index] !== 'manager'),
    );
    expect((await role(current.companyId, custom.id)).menuGrants).toEqual({ employeeList: 'view' });
    expect(await migrationAudits(old.companyId)).toHaveLength(1);
    expect(await migrationAudits(current.companyId)).toHaveLength(0);
  });
});
