import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@tenaga/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { auditLog, departments, employees, jobTitles } from '../../../db/schema/index.ts';
import {
  createCompany,
  createEmployeeRow,
  createUser,
  createTestApp,
  linkUserToEmployee,
  loginAs,
  uniqueName,
  type TestApp,
  type TestCompany,
} from '../../../testing/index.ts';

let t: TestApp;
let company: TestCompany;
beforeAll(async () => {
  t = await createTestApp();
  company = await createCompany(t);
});
afterAll(async () => {
  await t?.close();
});

async function department(companyId: string, name = uniqueName('Dept')) {
  const [row] = await t.tenant(companyId, (tx) => tx.insert(departments).values({ companyId, name }).returning({ id: departments.id }));
  return row!.id;
}
async function jobTitle(companyId: string, name = uniqueName('Title')) {
  const [row] = await t.tenant(companyId, (tx) => tx.insert(jobTitles).values({ companyId, name }).returning({ id: jobTitles.id }));
  return row!.id;
}
async function stored(companyId: string, ids: string[]) {
  const rows = await t.tenant(companyId, (tx) =>
    tx
      .select()
      .from(employees)
      .where(and(eq(employees.companyId, companyId), inArray(employees.id, ids))),
  );
  return new Map(rows.map((row) => [row.id, row]));
}
async function roleSession(
  own: TestCompany,
  body: {
    dataScope: 'all' | 'team';
    menuGrants: contracts.MenuGrants;
    fieldGrants?: { public: Record<string, contracts.FieldLevel>; private: Record<string, contracts.FieldLevel> };
  },
  employeeId?: string,
) {
  const role = await own.admin.api.ok(contracts.createRole, {
    body: { name: uniqueName('Editor'), fieldGrants: { public: {}, private: {} }, ...body },
  });
  const user = await createUser(t, { ...own, roles: { ...own.roles, employee: role.id } }, { role: 'employee' });
  if (employeeId) await linkUserToEmployee(t, { companyId: own.companyId, userId: user.userId, employeeId });
  return loginAs(t, user);
}
const save = (rows: contracts.UpdateEmployeesJobBody['rows']) => ({ body: { rows } });

describe('PUT /employees/job/batch (power edit)', () => {
  it('saves many rows at once, each against its version, with an audit entry per employee', async () => {
    const sales = await department(company.companyId);
    const title = await jobTitle(company.companyId);
    const boss = await createEmployeeRow(t, company.companyId, { firstName: 'Boss' });
    const ids = await Promise.all([1, 2, 3].map(() => createEmployeeRow(t, company.companyId)));
    const result = await company.admin.api.ok(
      contracts.updateEmployeesJob,
      save([
        { id: ids[0]!, version: 1, changes: { departmentId: sales, jobTitleId: title } },
        { id: ids[1]!, version: 1, changes: { departmentId: sales, managerId: boss, employmentType: 1, biometricNumber: 'BIO-9' } },
        { id: ids[2]!, version: 1, changes: { confirmationDate: '2024-01-15' } },
      ]),
    );
    expect(result.rows).toEqual(ids.map((id) => ({ id, version: 2 })));
    const rows = await stored(company.companyId, ids);
    expect(rows.get(ids[0]!)).toMatchObject({ departmentId: sales, jobTitleId: title, managerId: null });
    expect(rows.get(ids[1]!)).toMatchObject({ departmentId: sales, managerId: boss, employmentType: 1, biometricNumber: 'BIO-9' });
    // A field not sent is left alone, never cleared.
    expect(rows.get(ids[2]!)).toMatchObject({ confirmationDate: '2024-01-15', departmentId: null, employmentType: 0 });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(inArray(auditLog.entityId, ids), eq(auditLog.action, 'update-job')));
    expect(audit).toHaveLength(3);
    expect(audit.find((entry) => entry.entityId === ids[0])).toMatchObject({
      before: { departmentId: null, jobTitleId: null },
      after: { departmentId: sales, jobTitleId: title },
    });

    const cleared = await company.admin.api.ok(
      contracts.updateEmployeesJob,
      save([{ id: ids[0]!, version: 2, changes: { departmentId: null } }]),
    );
    expect(cleared.rows[0]!.version).toBe(3);
    expect((await stored(company.companyId, [ids[0]!])).get(ids[0]!)).toMatchObject({ departmentId: null, jobTitleId: title });
  });

  it('refuses a row with a link that does not exist or a rule it breaks, names the row, and writes nothing', async () => {
    const sales = await department(company.companyId);
    const otherCompany = await createCompany(t);
    const foreign = await department(otherCompany.companyId);
    const ids = await Promise.all([1, 2, 3].map(() => createEmployeeRow(t, company.companyId)));
    const error = await company.admin.api.fail(
      contracts.updateEmployeesJob,
      save([
        { id: ids[0]!, version: 1, changes: { departmentId: sales } },
        { id: ids[1]!, version: 1, changes: { departmentId: foreign, managerId: ids[1]! } },
        { id: ids[2]!, version: 1, changes: { confirmationDate: '2020-01-01' } },
      ]),
      400,
    );
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.errors).toEqual({
      'rows.1.departmentId': 'Choose one of the options.',
      'rows.1.managerId': 'Choose one of the options.',
      'rows.2.confirmationDate': 'The confirmation date cannot be before the hiring date.',
    });
    const rows = await stored(company.companyId, ids);
    expect([...rows.values()].map((row) => [row.version, row.departmentId])).toEqual([
      [1, null],
      [1, null],
      [1, null],
    ]);
    const shape = await company.admin.api.fail(
      contracts.updateEmployeesJob,
      save([{ id: ids[0]!, version: 1, changes: { employmentType: 7 as 0 } }]),
      400,
    );
    expect(Object.keys(shape.errors ?? {})).toEqual(['rows.0.changes.employmentType']);
    const twice = await company.admin.api.fail(
      contracts.updateEmployeesJob,
      save([
        { id: ids[0]!, version: 1, changes: {} },
        { id: ids[0]!, version: 1, changes: {} },
      ]),
      400,
    );
    expect(twice.errors).toEqual({ 'rows.1.id': 'Must be unique' });
  });

  it('refuses a stale row with a conflict naming the employee, and saves none of the others', async () => {
    const sales = await department(company.companyId);
    const fresh = await createEmployeeRow(t, company.companyId);
    const changed = await createEmployeeRow(t, company.companyId, {
      firstName: 'Siti',
      lastName: 'Aminah',
      employmentNumber: uniqueName('S'),
    });
    await company.admin.api.ok(contracts.updateEmployeesJob, save([{ id: changed, version: 1, changes: { biometricNumber: 'X' } }]));
    const conflict = await company.admin.api.fail(
      contracts.updateEmployeesJob,
      save([
        { id: fresh, version: 1, changes: { departmentId: sales } },
        { id: changed, version: 1, changes: { departmentId: sales } },
      ]),
      409,
    );
    expect(conflict.code).toBe('VERSION_CONFLICT');
    expect(conflict.errors?.['rows.1.version']).toMatch(/^\(S.*\) Siti Aminah was changed by someone else/);
    expect((await stored(company.companyId, [fresh])).get(fresh)).toMatchObject({ version: 1, departmentId: null });
  });

  it('refuses fields the role may only view or not see, naming each cell', async () => {
    const id = await createEmployeeRow(t, company.companyId);
    const sales = await department(company.companyId);
    const clerk = await roleSession(company, {
      dataScope: 'all',
      menuGrants: { employeeList: 'edit', employeePowerEdit: 'edit' },
      fieldGrants: { public: { 'employee.departmentId': 'view', 'employee.managerId': 'none' }, private: {} },
    });
    const refused = await clerk.api.fail(
      contracts.updateEmployeesJob,
      save([{ id, version: 1, changes: { biometricNumber: 'ok', departmentId: sales, managerId: null } }]),
      403,
    );
    expect(refused.code).toBe('FIELD_FORBIDDEN');
    expect(Object.keys(refused.errors ?? {}).sort()).toEqual(['rows.0.departmentId', 'rows.0.managerId']);
    expect((await stored(company.companyId, [id])).get(id)).toMatchObject({ version: 1, biometricNumber: null });
    expect(
      (await clerk.api.ok(contracts.updateEmployeesJob, save([{ id, version: 1, changes: { biometricNumber: 'ok' } }]))).rows[0]!.version,
    ).toBe(2);

    const viewer = await roleSession(company, { dataScope: 'all', menuGrants: { employeeList: 'edit', employeePowerEdit: 'view' } });
    await viewer.api.fail(contracts.updateEmployeesJob, save([{ id, version: 2, changes: { biometricNumber: 'no' } }]), 403);
  });

  it('lets a team-scoped role change only its team', async () => {
    const own = await createCompany(t);
    const boss = await createEmployeeRow(t, own.companyId, { firstName: 'Boss' });
    const report = await createEmployeeRow(t, own.companyId, { managerId: boss });
    const stranger = await createEmployeeRow(t, own.companyId);
    const lead = await roleSession(own, { dataScope: 'team', menuGrants: { employeeList: 'edit', employeePowerEdit: 'edit' } }, boss);
    const sales = await department(own.companyId);
    const refused = await lead.api.fail(
      contracts.updateEmployeesJob,
      save([
        { id: report, version: 1, changes: { departmentId: sales } },
        { id: stranger, version: 1, changes: { departmentId: sales } },
      ]),
      404,
    );
    expect(Object.keys(refused.errors ?? {})).toEqual(['rows.1.id']);
    expect((await stored(own.companyId, [report])).get(report)).toMatchObject({ version: 1, departmentId: null });
    await lead.api.ok(contracts.updateEmployeesJob, save([{ id: report, version: 1, changes: { departmentId: sales } }]));
  });

  it('cannot change another company’s employees nor link to its records', async () => {
    const mine = await createCompany(t);
    const theirs = await createCompany(t);
    const theirEmployee = await createEmployeeRow(t, theirs.companyId);
    const myEmployee = await createEmployeeRow(t, mine.companyId);
    const theirDepartment = await department(theirs.companyId);
    await mine.admin.api.fail(
      contracts.updateEmployeesJob,
      save([{ id: theirEmployee, version: 1, changes: { biometricNumber: 'x' } }]),
      404,
    );
    await mine.admin.api.fail(
      contracts.updateEmployeesJob,
      save([{ id: myEmployee, version: 1, changes: { managerId: theirEmployee, departmentId: theirDepartment } }]),
      400,
    );
    expect((await stored(theirs.companyId, [theirEmployee])).get(theirEmployee)).toMatchObject({ version: 1, biometricNumber: null });
  });
});
