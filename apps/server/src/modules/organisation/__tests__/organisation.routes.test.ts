import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { ORGANISATION_LIST_ROUTES, ORGANISATION_LISTS } from '@tenaga/contracts';
import { auditLog, employees } from '../../../db/schema/index.ts';
import { createCompany, createTestApp, createUser, loginAs, uniqueName, type TestApp, type TestCompany } from '../../../testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Links = Partial<Pick<typeof employees.$inferInsert, 'departmentId' | 'jobTitleId' | 'categoryId' | 'commercialSectorId' | 'siteId'>>;

async function addEmployee(company: TestCompany, links: Links) {
  await t.tenant(company.companyId, (tx) =>
    tx.insert(employees).values({ companyId: company.companyId, employmentNumber: uniqueName('E'), firstName: 'Siti', ...links }),
  );
}

const auditOf = (company: TestCompany, entity: string, entityId: string) =>
  t.db
    .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.at);

describe('organisation lists', () => {
  it('adds, lists, renames and deletes a department, each change audited', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const finance = await api.ok(contracts.createDepartment, { body: { name: '  Finance   and  Tax ' } });
    expect(finance).toMatchObject({ name: 'Finance and Tax', employeeCount: 0, version: 1 });
    await api.ok(contracts.createDepartment, { body: { name: 'engineering' } });

    const table = await api.ok(contracts.listDepartments, { body: { order: [{ column: 0, dir: 'asc' }], columns: [{ data: 'name' }] } });
    expect(table.data.map((row) => row.name)).toEqual(['engineering', 'Finance and Tax']);
    expect(table).toMatchObject({ recordsTotal: 2, recordsFiltered: 2 });
    expect((await api.ok(contracts.listDepartments, { body: { search: { value: 'tax' } } })).data.map((row) => row.name)).toEqual([
      'Finance and Tax',
    ]);

    const renamed = await api.ok(contracts.updateDepartment, { body: { id: finance.id, version: finance.version, name: 'Finance' } });
    expect(renamed).toMatchObject({ name: 'Finance', version: 2 });
    expect(await api.ok(contracts.getDepartmentOptions)).toEqual([
      { id: expect.any(String), text: 'engineering' },
      { id: finance.id, text: 'Finance' },
    ]);

    await api.ok(contracts.deleteDepartment, { params: { id: finance.id } });
    expect((await api.ok(contracts.getDepartmentOptions)).map((option) => option.text)).toEqual(['engineering']);
    expect(await auditOf(company, 'department', finance.id)).toEqual([
      { action: 'create', before: null, after: { name: 'Finance and Tax' } },
      { action: 'update', before: { name: 'Finance and Tax' }, after: { name: 'Finance' } },
      { action: 'delete', before: { name: 'Finance' }, after: null },
    ]);
  });

  it('refuses a name already used in the company whatever its case, and bad input', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const first = await api.ok(contracts.createJobTitle, { body: { name: 'Accountant' } });
    const other = await api.ok(contracts.createJobTitle, { body: { name: 'Clerk' } });
    expect(await api.fail(contracts.createJobTitle, { body: { name: 'ACCOUNTANT' } }, 409)).toEqual({
      code: 'NAME_TAKEN',
      message: ['This name is already used.'],
      errors: { name: 'This name is already used.' },
    });
    expect(
      (await api.fail(contracts.updateJobTitle, { body: { id: other.id, version: other.version, name: 'accountant ' } }, 409)).code,
    ).toBe('NAME_TAKEN');
    // Its own name in another case is a rename, not a clash.
    expect((await api.ok(contracts.updateJobTitle, { body: { id: first.id, version: first.version, name: 'ACCOUNTANT' } })).name).toBe(
      'ACCOUNTANT',
    );
    expect((await api.fail(contracts.createJobTitle, { body: { name: '   ' } }, 400)).errors).toEqual({ name: 'This field is required.' });
    expect((await api.fail(contracts.createJobTitle, { body: { name: 'x'.repeat(101) } }, 400)).errors).toEqual({
      name: 'Must be at most 100 characters.',
    });
    // Names belong to one company.
    const elsewhere = await createCompany(t);
    await elsewhere.admin.api.ok(contracts.createJobTitle, { body: { name: 'Accountant' } });
  });

  it('refuses a stale save with a clear conflict and keeps the newer name', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const sector = await api.ok(contracts.createCommercialSector, { body: { name: 'Retail' } });
    await api.ok(contracts.updateCommercialSector, { body: { id: sector.id, version: sector.version, name: 'Retail and wholesale' } });
    const stale = await api.fail(
      contracts.updateCommercialSector,
      { body: { id: sector.id, version: sector.version, name: 'Shops' } },
      409,
    );
    expect(stale.code).toBe('VERSION_CONFLICT');
    expect((await api.ok(contracts.getCommercialSectorOptions)).map((option) => option.text)).toEqual(['Retail and wholesale']);
  });

  it.each(ORGANISATION_LISTS)(
    '%s: an item employees use is not deleted, and the refusal says how many in the user’s language',
    async (list) => {
      const company = await createCompany(t, { countryCode: 'ID' });
      const routes = ORGANISATION_LIST_ROUTES[list];
      const item = await company.admin.api.ok(routes.create, { body: { name: 'In use' } });
      const spare = await company.admin.api.ok(routes.create, { body: { name: 'Spare' } });
      const column = {
        departments: 'departmentId',
        jobTitles: 'jobTitleId',
        employeeCategories: 'categoryId',
        commercialSectors: 'commercialSectorId',
      }[list];
      await addEmployee(company, { [column]: item.id });
      await addEmployee(company, { [column]: item.id });
      const table = await company.admin.api.ok(routes.table, {
        body: { order: [{ column: 0, dir: 'desc' }], columns: [{ data: 'employeeCount' }] },
      });
      expect(table.data.map((row) => [row.name, row.employeeCount])).toEqual([
        ['In use', 2],
        ['Spare', 0],
      ]);
      expect(await company.admin.api.fail(routes.remove, { params: { id: item.id } }, 409)).toEqual({
        code: 'IN_USE',
        message: ['“In use” digunakan oleh 2 data karyawan sehingga tidak dapat dihapus. Pindahkan mereka terlebih dahulu.'],
      });
      await company.admin.api.ok(routes.remove, { params: { id: spare.id } });
      expect((await company.admin.api.ok(routes.options)).map((option) => option.id)).toEqual([item.id]);
      expect(
        await auditOf(
          company,
          {
            departments: 'department',
            jobTitles: 'job-title',
            employeeCategories: 'employee-category',
            commercialSectors: 'commercial-sector',
          }[list],
          item.id,
        ),
      ).toEqual([{ action: 'create', before: null, after: { name: 'In use' } }]);
    },
  );

  it('per role: HR Manager edits, a Manager and an Employee cannot open the lists, everyone reads the options', async () => {
    const company = await createCompany(t);
    const hr = await loginAs(t, await createUser(t, company, { role: 'hrManager' }));
    const manager = await loginAs(t, await createUser(t, company, { role: 'manager' }));
    const employee = await loginAs(t, await createUser(t, company, { role: 'employee' }));
    const category = await hr.api.ok(contracts.createEmployeeCategory, { body: { name: 'Permanent' } });
    for (const session of [manager, employee]) {
      expect((await session.api.fail(contracts.listEmployeeCategories, { body: {} }, 403)).code).toBe('FORBIDDEN');
      expect((await session.api.fail(contracts.createEmployeeCategory, { body: { name: 'Contract' } }, 403)).code).toBe('FORBIDDEN');
      expect((await session.api.fail(contracts.deleteEmployeeCategory, { params: { id: category.id } }, 403)).code).toBe('FORBIDDEN');
      expect(await session.api.ok(contracts.getEmployeeCategoryOptions)).toEqual([{ id: category.id, text: 'Permanent' }]);
    }
    await hr.api.ok(contracts.deleteEmployeeCategory, { params: { id: category.id } });
  });

  it('a role with View Only on Organisation lists but cannot change', async () => {
    const company = await createCompany(t);
    const role = await company.admin.api.ok(contracts.createRole, {
      body: {
        name: 'Org viewer',
        description: '',
        dataScope: 'all',
        menuGrants: { organisation: 'view' },
        fieldGrants: { public: {}, private: {} },
      },
    });
    const user = await createUser(t, company, { role: 'employee' });
    const current = await company.admin.api.ok(contracts.getUser, { params: { id: user.userId } });
    await company.admin.api.ok(contracts.updateUser, { body: { id: user.userId, version: current.version, roleId: role.id } });
    const viewer = await loginAs(t, user);
    const department = await company.admin.api.ok(contracts.createDepartment, { body: { name: 'Operations' } });
    expect((await viewer.api.ok(contracts.listDepartments, { body: {} })).data.map((row) => row.name)).toEqual(['Operations']);
    expect((await viewer.api.fail(contracts.updateDepartment, { body: { id: department.id, version: 1, name: 'Ops' } }, 403)).code).toBe(
      'FORBIDDEN',
    );
  });
});

describe('sites', () => {
  it('adds a site with or without a point, changes and deletes it, refusing one employees work at', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const office = await api.ok(contracts.createSite, {
      body: { name: 'HQ', address: '1 Raffles Place', latitude: 1.2841, longitude: 103.851, radiusMeters: 150 },
    });
    expect(office).toMatchObject({ name: 'HQ', latitude: 1.2841, longitude: 103.851, radiusMeters: 150, employeeCount: 0 });
    const depot = await api.ok(contracts.createSite, { body: { name: 'Depot' } });
    expect(depot).toMatchObject({ address: '', latitude: null, longitude: null, radiusMeters: null });

    const moved = await api.ok(contracts.updateSite, {
      body: {
        id: office.id,
        version: office.version,
        name: 'Head office',
        address: '1 Raffles Place',
        latitude: null,
        longitude: null,
        radiusMeters: null,
      },
    });
    expect(moved).toMatchObject({ name: 'Head office', latitude: null, version: 2 });
    expect((await api.ok(contracts.listSites, { body: { search: { value: 'raffles' } } })).data.map((site) => site.name)).toEqual([
      'Head office',
    ]);
    expect((await api.ok(contracts.getSiteOptions)).map((option) => option.text)).toEqual(['Depot', 'Head office']);

    const [update] = (await auditOf(company, 'site', office.id)).filter((entry) => entry.action === 'update');
    expect(update).toEqual({
      action: 'update',
      before: { name: 'HQ', latitude: 1.2841, longitude: 103.851, radiusMeters: 150 },
      after: { name: 'Head office', latitude: null, longitude: null, radiusMeters: null },
    });

    await addEmployee(company, { siteId: depot.id });
    expect((await api.fail(contracts.deleteSite, { params: { id: depot.id } }, 409)).code).toBe('IN_USE');
    await api.ok(contracts.deleteSite, { params: { id: office.id } });
  });

  it('refuses half a point, a radius without one and coordinates off the globe', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    expect((await api.fail(contracts.createSite, { body: { name: 'A', latitude: 1.3 } }, 400)).errors).toEqual({
      longitude: 'This field is required.',
    });
    expect((await api.fail(contracts.createSite, { body: { name: 'B', radiusMeters: 100 } }, 400)).errors).toEqual({
      latitude: 'This field is required.',
    });
    expect((await api.fail(contracts.createSite, { body: { name: 'C', latitude: 91, longitude: 0 } }, 400)).errors).toEqual({
      latitude: 'This field must be a valid number.',
    });
    await api.ok(contracts.createSite, { body: { name: 'Site' } });
    expect((await api.fail(contracts.createSite, { body: { name: 'SITE' } }, 409)).code).toBe('NAME_TAKEN');
  });

  it('per role: a Manager cannot open the site list', async () => {
    const company = await createCompany(t);
    const manager = await loginAs(t, await createUser(t, company, { role: 'manager' }));
    expect((await manager.api.fail(contracts.listSites, { body: {} }, 403)).code).toBe('FORBIDDEN');
    expect(await manager.api.ok(contracts.getSiteOptions)).toEqual([]);
  });
});
