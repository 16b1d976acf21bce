import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@tenaga/contracts';
import { and, eq, sql } from 'drizzle-orm';
import {
  auditLog,
  clientContractLocations,
  clientContracts,
  departments,
  employeeContractDeployments,
  employees as employeesTable,
  users,
} from '../../../db/schema/index.ts';
import {
  createCompany,
  createEmployeeRow,
  exportedEmployees,
  createTestApp,
  createUser,
  employeeBody,
  linkUserToEmployee,
  loginAs,
  randomNric,
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

async function department(companyId: string, name: string) {
  const [row] = await t.tenant(companyId, (tx) => tx.insert(departments).values({ companyId, name }).returning({ id: departments.id }));
  return row!.id;
}

describe('POST /employees (add)', () => {
  it('adds an employee with every section, audited, and lists them', async () => {
    const departmentId = await department(company.companyId, uniqueName('Finance'));
    const body = employeeBody({ personal: { firstName: 'Aisyah', lastName: 'Rahman' }, job: { departmentId } });
    const { id } = await company.admin.api.ok(contracts.createEmployee, { body });
    const personal = await company.admin.api.ok(contracts.getEmployeePersonal, { params: { id } });
    expect(personal.values).toMatchObject({
      firstName: 'Aisyah',
      lastName: 'Rahman',
      identificationNumber: body.personal.identificationNumber,
      phones: ['+6591234567'],
    });
    expect((await company.admin.api.ok(contracts.getEmployeePayment, { params: { id } })).values.salary).toBe('4500.00');
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'create')));
    expect(entry?.after).toMatchObject({ firstName: 'Aisyah', departmentId });

    const page = await company.admin.api.ok(contracts.employeeTable, { body: { search: { value: 'aisyah' } } });
    expect(page.data.map((row) => row.fullName)).toEqual(['Aisyah Rahman']);
    expect(page.data[0]).toMatchObject({
      department: expect.any(String),
      cessationDate: null,
      identificationNumber: body.personal.identificationNumber,
    });
  });

  it('refuses, field by field, what spec §5 refuses, and writes nothing', async () => {
    const before = await company.admin.api.ok(contracts.countEmployees);
    const error = await company.admin.api.fail(
      contracts.createEmployee,
      {
        body: employeeBody({
          personal: { dateOfBirth: '2020-01-01', phones: ['+65 9123 4567', '+6591234567'], email: 'not-an-email' },
          payment: { salary: '0' },
        }),
      },
      400,
    );
    expect(error.errors).toMatchObject({ 'personal.email': 'Must be a valid email.' });
    const second = await company.admin.api.fail(
      contracts.createEmployee,
      {
        body: employeeBody({ personal: { dateOfBirth: '2020-01-01', phones: ['+65 9123 4567', '+6591234567'] }, payment: { salary: '0' } }),
      },
      400,
    );
    expect(second.errors).toEqual({
      'personal.dateOfBirth': 'Minimum age is 13 years old',
      'personal.phones': 'Please remove duplicated phone number',
      'payment.salary': 'Salary must be more than zero.',
    });
    const third = await company.admin.api.fail(
      contracts.createEmployee,
      {
        body: employeeBody({
          personal: { identificationNumber: 'S1234567A', phones: ['+65 12'] },
          payment: { bankCode: 'SG_OCBC', accountNumber: '12345678901' },
        }),
      },
      400,
    );
    expect(third.errors).toEqual({
      'personal.identificationNumber': 'Identification number is not valid',
      'personal.phones.0': 'Must be a valid phone number.',
      'payment.accountNumber': 'The account number of OCBC has 10 / 12 digits.',
    });
    expect(await company.admin.api.ok(contracts.countEmployees)).toEqual(before);
  });

  it('keeps an identification number as its document writes it, so that another spelling is the same number', async () => {
    const nric = randomNric();
    const { id } = await company.admin.api.ok(contracts.createEmployee, {
      body: employeeBody({ personal: { identificationNumber: ` ${nric.toLowerCase()} ` } }),
    });
    expect((await company.admin.api.ok(contracts.getEmployeePersonal, { params: { id } })).values.identificationNumber).toBe(nric);
  });

  it('refuses a second employee with the same identification number or employment number', async () => {
    const first = employeeBody();
    await company.admin.api.ok(contracts.createEmployee, { body: first });
    const sameId = await company.admin.api.fail(
      contracts.createEmployee,
      { body: employeeBody({ personal: { identificationNumber: first.personal.identificationNumber.toLowerCase() } }) },
      409,
    );
    expect(sameId.errors).toEqual({ 'personal.identificationNumber': 'Employee with this identification number already exists' });
    const sameNumber = await company.admin.api.fail(
      contracts.createEmployee,
      { body: employeeBody({ job: { employmentNumber: first.job.employmentNumber } }) },
      409,
    );
    expect(sameNumber.errors).toEqual({ 'job.employmentNumber': 'Another employee already has this employment number.' });
  });

  it('makes the user account with the employee, or neither when the username is taken', async () => {
    const username = uniqueName('mei');
    const { id } = await company.admin.api.ok(contracts.createEmployee, {
      body: employeeBody({ account: { username, password: 'mei-secret', roleId: company.roles.employee } }),
    });
    const [account] = await t.db
      .select()
      .from(users)
      .where(and(eq(users.companyId, company.companyId), eq(users.username, username)));
    expect(account?.employeeId).toBe(id);
    const session = await loginAs(t, { domain: company.domain, username, password: 'mei-secret' });
    // The password was typed by HR: its owner chooses their own before anything else.
    expect(session.state.userInfo.mustChangePassword).toBe(true);
    await session.api.fail(contracts.getEmployeeBrief, { params: { id } }, 403);
    await session.api.ok(contracts.changePassword, { body: { currentPassword: 'mei-secret', newPassword: 'mei-own-secret' } });
    expect((await session.api.ok(contracts.getEmployeeBrief, { params: { id } })).self).toBe(true);

    const before = await company.admin.api.ok(contracts.countEmployees);
    const taken = await company.admin.api.fail(
      contracts.createEmployee,
      { body: employeeBody({ account: { username, password: 'other-secret', roleId: company.roles.employee } }) },
      409,
    );
    expect(taken.errors).toEqual({ 'account.username': 'Username is already used' });
    expect(await company.admin.api.ok(contracts.countEmployees)).toEqual(before);
  });
});

describe('POST /employees/table', () => {
  it('pages, sorts, filters by status and by the advanced filter', async () => {
    const own = await createCompany(t);
    const sales = await department(own.companyId, 'Sales');
    const ops = await department(own.companyId, 'Operations');
    await createEmployeeRow(t, own.companyId, { firstName: 'Zara', employmentNumber: 'E003', departmentId: sales });
    await createEmployeeRow(t, own.companyId, { firstName: 'adam', employmentNumber: 'E001', departmentId: ops });
    await createEmployeeRow(t, own.companyId, { firstName: 'Bella', employmentNumber: 'E002' });
    await createEmployeeRow(t, own.companyId, { firstName: 'Carl', employmentNumber: 'E004', cessationDate: '2020-01-31' });
    const table = (body: contracts.EmployeeTableBody) => own.admin.api.ok(contracts.employeeTable, { body });

    const byName = await table({});
    expect(byName.data.map((row) => row.fullName.split(' ')[0])).toEqual(['adam', 'Bella', 'Zara']);
    expect(byName).toMatchObject({ recordsTotal: 4, recordsFiltered: 3 });
    const byNumberDesc = await table({ order: [{ column: 0, dir: 'desc' }], columns: [{ data: 'employmentNumber' }], length: 2 });
    expect(byNumberDesc.data.map((row) => row.employmentNumber)).toEqual(['E003', 'E002']);
    expect((await table({ status: 'archived' })).data.map((row) => row.employmentNumber)).toEqual(['E004']);
    expect((await table({ status: 'all', length: -1 })).data).toHaveLength(4);

    const inSales = await table({ filter: { rules: [{ category: 'department', condition: 'is', values: [sales] }] } });
    expect(inSales.data.map((row) => row.employmentNumber)).toEqual(['E003']);
    const notSales = await table({ filter: { rules: [{ category: 'department', condition: 'isNot', values: [sales] }] } });
    expect(notSales.data.map((row) => row.employmentNumber).sort()).toEqual(['E001', 'E002']);
    const none = await table({ filter: { rules: [{ category: 'department', condition: 'isEmpty' }] } });
    expect(none.data.map((row) => row.employmentNumber)).toEqual(['E002']);
    const either = await table({
      filter: {
        join: 'or',
        rules: [
          { category: 'department', condition: 'isAnyOf', values: [sales, ops] },
          { category: 'employeeStatus', condition: 'is', values: ['1'] },
        ],
      },
      status: 'all',
    });
    expect(either.data.map((row) => row.employmentNumber).sort()).toEqual(['E001', 'E003', 'E004']);
    const hidden = await table({
      filter: { rules: [{ category: 'department', condition: 'isNoneOf', values: [ops] }], hideEmptyRows: true },
    });
    expect(hidden.data.map((row) => row.employmentNumber)).toEqual(['E003']);
  });

  it('searches number, name and identification number through the index function, wildcards as themselves, in the caller’s company only', async () => {
    const own = await createCompany(t);
    const nric = randomNric();
    await createEmployeeRow(t, own.companyId, {
      firstName: 'Nurul',
      lastName: 'Huda',
      employmentNumber: 'S-100',
      identificationNumber: nric,
    });
    await createEmployeeRow(t, own.companyId, { firstName: 'Siti', lastName: 'Tan%', employmentNumber: 'S-200' });
    const search = async (api: typeof own.admin.api, value: string) =>
      (await api.ok(contracts.employeeTable, { body: { search: { value } } })).data.map((row) => row.employmentNumber);
    expect(await search(own.admin.api, 'huda')).toEqual(['S-100']);
    expect(await search(own.admin.api, 's-2')).toEqual(['S-200']);
    expect(await search(own.admin.api, nric.slice(1, 7).toLowerCase())).toEqual(['S-100']);
    // LIKE's wildcards are searched for as themselves.
    expect(await search(own.admin.api, 'tan%')).toEqual(['S-200']);
    expect(await search(own.admin.api, '%')).toEqual(['S-200']);
    const other = await createCompany(t);
    expect(await search(other.admin.api, 'huda')).toEqual([]);
    // The function reads past row-level security, so it keeps the policy itself: no company set, no rows.
    const unscoped = await t.db.execute(sql`select count(*)::int as found from unnest(employee_search_tids('%', true, true))`);
    expect((unscoped as unknown as { rows: { found: number }[] }).rows[0]?.found).toBe(0);
  });

  it('counts everyone once and keeps the count until something is written; a table request writes nothing', async () => {
    const own = await createCompany(t);
    await createEmployeeRow(t, own.companyId, { firstName: 'First' });
    const table = () => own.admin.api.ok(contracts.employeeTable, { body: { search: { value: 'nobody-matches' } } });
    expect((await table()).recordsTotal).toBe(1);
    // Written past the server (no request): its cached count stands, as the table requests in between write nothing.
    await createEmployeeRow(t, own.companyId, { firstName: 'Second' });
    expect((await table()).recordsTotal).toBe(1);
    expect((await table()).recordsTotal).toBe(1);
    await own.admin.api.ok(contracts.createEmployee, { body: employeeBody({ personal: { firstName: 'Third' } }) });
    expect((await table()).recordsTotal).toBe(3);
  });

  it('shows a manager their team and an employee nobody, and leaves another company out', async () => {
    const own = await createCompany(t);
    const boss = await createEmployeeRow(t, own.companyId, { firstName: 'Boss' });
    await createEmployeeRow(t, own.companyId, { firstName: 'Report', managerId: boss });
    await createEmployeeRow(t, own.companyId, { firstName: 'Stranger' });
    const managerUser = await createUser(t, own, { role: 'manager' });
    await linkUserToEmployee(t, { companyId: own.companyId, userId: managerUser.userId, employeeId: boss });
    const manager = await loginAs(t, managerUser);
    const team = await manager.api.ok(contracts.employeeTable, { body: {} });
    expect(team.data.map((row) => row.fullName.split(' ')[0]).sort()).toEqual(['Boss', 'Report']);
    expect(team.recordsTotal).toBe(2);

    const employee = await loginAs(t, await createUser(t, own, { role: 'employee' }));
    await employee.api.fail(contracts.employeeTable, { body: {} }, 403);
    const other = await createCompany(t);
    expect((await other.admin.api.ok(contracts.employeeTable, { body: {} })).recordsTotal).toBe(0);
    await other.admin.api.fail(contracts.getEmployeeBrief, { params: { id: boss } }, 404);
  });
});

describe('profile sections', () => {
  it('saves one section against the version read, and refuses a stale save', async () => {
    const { id } = await company.admin.api.ok(contracts.createEmployee, { body: employeeBody() });
    const read = await company.admin.api.ok(contracts.getEmployeeJob, { params: { id } });
    const saved = await company.admin.api.ok(contracts.updateEmployeeJob, {
      body: { id, version: read.version, biometricNumber: 'B-77', confirmationDate: '2024-07-01' },
    });
    expect(saved.version).toBe(read.version + 1);
    expect((await company.admin.api.ok(contracts.getEmployeeJob, { params: { id } })).values).toMatchObject({
      biometricNumber: 'B-77',
      confirmationDate: '2024-07-01',
    });
    // What was not sent stays as it was (a section's defaults never clear a field).
    expect((await company.admin.api.ok(contracts.getEmployeeJob, { params: { id } })).values).toMatchObject({
      employmentType: 0,
      hiringDate: '2024-01-02',
    });
    const departmentId = await department(company.companyId, uniqueName('Legal'));
    const withDepartment = await company.admin.api.ok(contracts.updateEmployeeJob, {
      body: { id, version: saved.version, departmentId, employmentType: 1 },
    });
    const onlyBiometric = await company.admin.api.ok(contracts.updateEmployeeJob, {
      body: { id, version: withDepartment.version, biometricNumber: 'B-78' },
    });
    expect((await company.admin.api.ok(contracts.getEmployeeJob, { params: { id } })).values).toMatchObject({
      departmentId,
      employmentType: 1,
      biometricNumber: 'B-78',
    });
    const stale = await company.admin.api.fail(
      contracts.updateEmployeePersonal,
      { body: { id, version: read.version, city: 'Singapore' } },
      409,
    );
    expect(stale.code).toBe('VERSION_CONFLICT');
    const early = await company.admin.api.fail(
      contracts.updateEmployeeJob,
      { body: { id, version: onlyBiometric.version, confirmationDate: '2023-01-01' } },
      400,
    );
    expect(early.errors).toEqual({ confirmationDate: 'The confirmation date cannot be before the hiring date.' });
  });

  it('lets an employee read their own record through My profile but not change it, nor see anyone else', async () => {
    const own = await company.admin.api.ok(contracts.createEmployee, { body: employeeBody() });
    const someoneElse = await company.admin.api.ok(contracts.createEmployee, { body: employeeBody() });
    const user = await createUser(t, company, { role: 'employee' });
    await linkUserToEmployee(t, { companyId: company.companyId, userId: user.userId, employeeId: own.id });
    const session = await loginAs(t, user);
    const personal = await session.api.ok(contracts.getEmployeePersonal, { params: { id: own.id } });
    expect(personal.levels.firstName).toBe('view');
    const refused = await session.api.fail(
      contracts.updateEmployeePersonal,
      { body: { id: own.id, version: personal.version, firstName: 'Changed' } },
      403,
    );
    expect(refused.code).toBe('FIELD_FORBIDDEN');
    await session.api.fail(contracts.getEmployeePersonal, { params: { id: someoneElse.id } }, 404);
  });

  it('names the manager in the job section, also to an employee reading their own record, and not to a role that may not see the field', async () => {
    const boss = await company.admin.api.ok(contracts.createEmployee, {
      body: employeeBody({ personal: { firstName: 'Farid', lastName: 'Osman' }, job: { employmentNumber: 'M-0042' } }),
    });
    const { id } = await company.admin.api.ok(contracts.createEmployee, { body: employeeBody({ job: { managerId: boss.id } }) });
    const named = { id: boss.id, text: '(M-0042) Farid Osman' };
    const read = await company.admin.api.ok(contracts.getEmployeeJob, { params: { id } });
    expect(read.values.managerId).toBe(boss.id);
    expect(read.manager).toEqual(named);
    expect((await company.admin.api.ok(contracts.getEmployeeJob, { params: { id: boss.id } })).manager).toBeNull();

    const user = await createUser(t, company, { role: 'employee' });
    await linkUserToEmployee(t, { companyId: company.companyId, userId: user.userId, employeeId: id });
    expect((await (await loginAs(t, user)).api.ok(contracts.getEmployeeJob, { params: { id } })).manager).toEqual(named);

    const role = await company.admin.api.ok(contracts.createRole, {
      body: {
        name: uniqueName('No managers'),
        dataScope: 'all',
        menuGrants: { employeeList: 'view' },
        fieldGrants: { public: { 'employee.managerId': 'none' }, private: {} },
      },
    });
    const clerk = await loginAs(
      t,
      await createUser(t, { ...company, roles: { ...company.roles, employee: role.id } }, { role: 'employee' }),
    );
    const hidden = await clerk.api.ok(contracts.getEmployeeJob, { params: { id } });
    expect(hidden.values).not.toHaveProperty('managerId');
    expect(hidden.manager).toBeNull();
  });

  it('hides a field the role does not grant on other people’s records', async () => {
    const { id } = await company.admin.api.ok(contracts.createEmployee, { body: employeeBody() });
    const role = await company.admin.api.ok(contracts.createRole, {
      body: {
        name: uniqueName('Payroll clerk'),
        dataScope: 'all',
        menuGrants: { employeeList: 'view' },
        fieldGrants: { public: { 'employee.salary': 'none', 'employee.identificationNumber': 'none' }, private: {} },
      },
    });
    const clerk = await loginAs(
      t,
      await createUser(t, { ...company, roles: { ...company.roles, employee: role.id } }, { role: 'employee' }),
    );
    const payment = await clerk.api.ok(contracts.getEmployeePayment, { params: { id } });
    expect(payment.values).not.toHaveProperty('salary');
    expect(payment.levels.salary).toBe('none');
    const rows = await clerk.api.ok(contracts.employeeTable, {
      body: {
        search: { value: (await company.admin.api.ok(contracts.getEmployeePersonal, { params: { id } })).values.identificationNumber! },
      },
    });
    expect(rows.recordsFiltered).toBe(0);
  });

  it('keeps family members and deployments', async () => {
    const { id } = await company.admin.api.ok(contracts.createEmployee, { body: employeeBody() });
    const member = await company.admin.api.ok(contracts.addEmployeeFamily, {
      body: { employeeId: id, name: 'Tan Ah Kow', relationship: 'father', emergencyContact: true, phone: '+6598765432' },
    });
    const changed = await company.admin.api.ok(contracts.updateEmployeeFamily, {
      body: { id: member.id, employeeId: id, version: member.version, name: 'Tan Ah Kow', relationship: 'father', nextOfKin: true },
    });
    expect(changed).toMatchObject({ nextOfKin: true, emergencyContact: false, version: member.version + 1 });
    expect((await company.admin.api.ok(contracts.listEmployeeFamily, { params: { id } })).members).toHaveLength(1);
    await company.admin.api.ok(contracts.deleteEmployeeFamily, { params: { id, familyId: member.id } });
    expect((await company.admin.api.ok(contracts.listEmployeeFamily, { params: { id } })).members).toEqual([]);

    const [contract] = await t.tenant(company.companyId, (tx) =>
      tx
        .insert(clientContracts)
        .values({ companyId: company.companyId, name: uniqueName('Harbour Mall') })
        .returning(),
    );
    const [location, otherLocation] = await t.tenant(company.companyId, async (tx) => {
      const [other] = await tx
        .insert(clientContracts)
        .values({ companyId: company.companyId, name: uniqueName('Airport') })
        .returning();
      return tx
        .insert(clientContractLocations)
        .values([
          { companyId: company.companyId, contractId: contract!.id, name: 'Level 1 lobby' },
          { companyId: company.companyId, contractId: other!.id, name: 'Terminal 3' },
        ])
        .returning();
    });
    const read = await company.admin.api.ok(contracts.getEmployeeDeployments, { params: { id } });
    const wrongPair = await company.admin.api.fail(
      contracts.updateEmployeeDeployments,
      { body: { id, version: read.version, deployments: [{ contractId: contract!.id, locationId: otherLocation!.id }] } },
      400,
    );
    expect(wrongPair.errors).toEqual({ 'deployments.0.locationId': 'Choose one of the options.' });
    await company.admin.api.ok(contracts.updateEmployeeDeployments, {
      body: { id, version: read.version, deployments: [{ contractId: contract!.id, locationId: location!.id, from: '2024-02-01' }] },
    });
    const deployed = await company.admin.api.ok(contracts.getEmployeeDeployments, { params: { id } });
    expect(deployed.deployments).toEqual([
      expect.objectContaining({ contractName: contract!.name, locationName: 'Level 1 lobby', from: '2024-02-01', to: null }),
    ]);
    const atMall = await company.admin.api.ok(contracts.employeeTable, {
      body: { filter: { rules: [{ category: 'locations', condition: 'is', values: [contract!.id] }] } },
    });
    expect(atMall.data.map((row) => row.id)).toEqual([id]);
  });
});

describe('archive and restore', () => {
  it('archives from the cessation date and restores', async () => {
    const { id } = await company.admin.api.ok(contracts.createEmployee, { body: employeeBody({ personal: { firstName: 'Leaving' } }) });
    const brief = await company.admin.api.ok(contracts.getEmployeeBrief, { params: { id } });
    const early = await company.admin.api.fail(
      contracts.archiveEmployee,
      { params: { id }, body: { version: brief.version, cessationDate: '2023-12-31' } },
      400,
    );
    expect(early.errors).toEqual({ cessationDate: 'The cessation date cannot be before the hiring date.' });
    const archived = await company.admin.api.ok(contracts.archiveEmployee, {
      params: { id },
      body: { version: brief.version, cessationDate: '2025-06-30' },
    });
    const archivedList = await company.admin.api.ok(contracts.employeeTable, {
      body: { status: 'archived', search: { value: 'Leaving' } },
    });
    expect(archivedList.data.map((row) => row.cessationDate)).toEqual(['2025-06-30']);
    await company.admin.api.ok(contracts.restoreEmployee, { params: { id }, body: { version: archived.version } });
    expect((await company.admin.api.ok(contracts.getEmployeeBrief, { params: { id } })).cessationDate).toBeNull();
  });
});

describe('pickers and filters', () => {
  it('offers every employee as an option, masked when the company masks identification numbers', async () => {
    const own = await createCompany(t);
    const nric = randomNric();
    await createEmployeeRow(t, own.companyId, { firstName: 'Nur', lastName: 'Aini', employmentNumber: 'E9', identificationNumber: nric });
    await createEmployeeRow(t, own.companyId, { firstName: 'Old', employmentNumber: 'E1', cessationDate: '2021-05-05' });
    const preference = await own.admin.api.ok(contracts.getCompanyPreference);
    await own.admin.api.ok(contracts.updateCompanyPreference, { body: { ...preference, ICNumberMasking: false } });
    const options = await own.admin.api.ok(contracts.listEmployeeOptions, { query: {} });
    expect(options.map((option) => option.text)).toEqual(['(E9) Nur Aini', '(E1) Old Kumar']);
    expect(options[0]!.identificationNumber).toBe(nric);
    await own.admin.api.ok(contracts.updateCompanyPreference, { body: { ...preference, ICNumberMasking: true } });
    expect((await own.admin.api.ok(contracts.listEmployeeOptions, { query: {} }))[0]!.identificationNumber).toBe(`*****${nric.slice(-4)}`);
  });

  it('lists the filter categories with their options, sorted by text', async () => {
    const own = await createCompany(t);
    await department(own.companyId, 'Zeta');
    await department(own.companyId, 'alpha');
    const filters = await own.admin.api.ok(contracts.listEmployeeFilters);
    const texts = filters.map((category) => category.text);
    expect(texts).toEqual([...texts].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(filters.find((category) => category.category === 'department')?.options.map((option) => option.text)).toEqual(['alpha', 'Zeta']);
    expect(filters.find((category) => category.category === 'employeeStatus')?.options).toEqual([
      { value: '0', text: 'Active' },
      { value: '1', text: 'Archived' },
    ]);
  });
});

describe('POST /employees/export', () => {
  it('writes the columns the list shows, in its order, in words; a small export is answered with its file at once', async () => {
    const own = await createCompany(t);
    const id = await createEmployeeRow(t, own.companyId, { firstName: 'Siti', lastName: 'Aminah', employmentNumber: 'C1' });
    await t.db.update(employeesTable).set({ passTypeId: 1, paymentModeId: 2 }).where(eq(employeesTable.id, id));
    const contract = await own.admin.api.ok(contracts.createClientContract, {
      body: { name: 'Changi', locations: [{ name: 'Terminal 1' }] },
    });
    const [location] = await t.db.select().from(clientContractLocations).where(eq(clientContractLocations.contractId, contract.id));
    await t.tenant(own.companyId, (tx) =>
      tx
        .insert(employeeContractDeployments)
        .values({ companyId: own.companyId, employeeId: id, contractId: contract.id, locationId: location!.id }),
    );
    const view = ['fullName', 'paymentMode', 'passType', 'locations', 'source', 'employmentNumber'].map((data) => ({ data }));

    // The list shows them too.
    const page = await own.admin.api.ok(contracts.employeeTable, { body: { columns: view } });
    expect(page.data).toMatchObject([{ fullName: 'Siti Aminah', passTypeId: 1, paymentModeId: 2, locations: ['Changi · Terminal 1'] }]);

    const exported = await exportedEmployees(t, own.admin, { format: 'csv', columns: view });
    expect(exported.mode).toBe('file');
    const lines = exported.file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual([
      'Full name,Payment mode,Pass type,Locations,Source,Employment number',
      'Siti Aminah,Cash,Citizen,Changi · Terminal 1,Generated by System,C1',
    ]);
  });

  it(`a list of more than ${contracts.EMPLOYEE_EXPORT_DIRECT_MAX_ROWS} rows is exported by a job, with its progress and then its file`, async () => {
    const own = await createCompany(t);
    const now = t.clock.now();
    const count = contracts.EMPLOYEE_EXPORT_DIRECT_MAX_ROWS + 1;
    await t.tenant(own.companyId, (tx) =>
      tx.insert(employeesTable).values(
        Array.from({ length: count }, (_, index) => ({
          companyId: own.companyId,
          employmentNumber: `B${String(index).padStart(5, '0')}`,
          firstName: 'Bulk',
          lastName: String(index),
          identificationType: 'SG_NRIC',
          identificationNumber: randomNric(),
          hiringDate: '2023-03-01',
          createdAt: now,
          updatedAt: now,
        })),
      ),
    );
    const started = await own.admin.api.ok(contracts.exportEmployees, {
      body: { format: 'csv', columns: [{ data: 'employmentNumber' }, { data: 'fullName' }] },
    });
    expect(started.mode).toBe('job');
    await t.jobs.drain();
    const job = await own.admin.api.ok(contracts.getJob, { params: { id: started.mode === 'job' ? started.jobId : '' } });
    expect(job).toMatchObject({ status: 'succeeded', progress: 100 });
    const exported = await exportedEmployees(t, own.admin, {
      format: 'csv',
      columns: [{ data: 'employmentNumber' }, { data: 'fullName' }],
    });
    expect(exported).toMatchObject({ mode: 'job', rows: count });
    const lines = exported.file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(count + 1);
    expect(lines[0]).toBe('Employment number,Full name');
  });

  it('writes the list as filtered and sorted, with only the columns the requester may read', async () => {
    const own = await createCompany(t);
    const sales = await department(own.companyId, 'Sales');
    await createEmployeeRow(t, own.companyId, { firstName: 'Zara', lastName: 'Ng', employmentNumber: 'E2', departmentId: sales });
    await createEmployeeRow(t, own.companyId, { firstName: 'Adam', lastName: 'Lee', employmentNumber: 'E1', departmentId: sales });
    await createEmployeeRow(t, own.companyId, { firstName: 'Other', employmentNumber: 'E3' });
    const download = (session: { api: typeof own.admin.api; token: string }, format: 'csv' | 'xlsx') =>
      exportedEmployees(t, session, { format, filter: { rules: [{ category: 'department', condition: 'is', values: [sales] }] } });
    const csv = await download(own.admin, 'csv');
    expect(csv.rows).toBe(2);
    const lines = csv.file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Employment number,Full name,Identification type,Identification number,Email,Phone numbers,Job title,Department,Hiring date,Employment type,Status',
    );
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 2).join(' '))).toEqual(['E1 Adam Lee', 'E2 Zara Ng']);
    expect(lines[1]).toContain('NRIC (Singapore identity card)');
    const xlsx = await download(own.admin, 'xlsx');
    expect(xlsx.file.headers['content-type']).toContain('spreadsheetml');

    const role = await own.admin.api.ok(contracts.createRole, {
      body: {
        name: 'Lister',
        dataScope: 'all',
        menuGrants: { employeeList: 'view' },
        fieldGrants: { public: { 'employee.identificationNumber': 'none', 'employee.email': 'none' }, private: {} },
      },
    });
    const lister = await loginAs(t, await createUser(t, { ...own, roles: { ...own.roles, employee: role.id } }, { role: 'employee' }));
    const limited = await download(lister, 'csv');
    expect(limited.file.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'Employment number,Full name,Identification type,Phone numbers,Job title,Department,Hiring date,Employment type,Status',
    );
  });
});

describe('photo', () => {
  // The smallest PNG there is: a 1×1 transparent pixel.
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

  it('keeps an image under 500 kB, serves it with the type its bytes have, and removes it', async () => {
    const { id } = await company.admin.api.ok(contracts.createEmployee, { body: employeeBody() });
    expect((await company.admin.api.ok(contracts.getEmployeeBrief, { params: { id } })).hasPhoto).toBe(false);
    // Whatever the browser said, the bytes decide.
    await company.admin.api.ok(contracts.updateEmployeePhoto, {
      params: { id },
      body: { contentType: 'image/jpeg', data: PNG.toString('base64') },
    });
    expect((await company.admin.api.ok(contracts.getEmployeeBrief, { params: { id } })).hasPhoto).toBe(true);
    const photo = await t.app.inject({
      method: 'GET',
      url: `/api/v2/employees/${id}/photo`,
      headers: { authorization: `Bearer ${company.admin.token}` },
    });
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(PNG)).toBe(true);

    const script = await company.admin.api.fail(
      contracts.updateEmployeePhoto,
      { params: { id }, body: { contentType: 'image/png', data: Buffer.from('<svg onload="alert(1)"/>').toString('base64') } },
      400,
    );
    expect(script.errors).toEqual({ photo: 'Please select an image file' });
    const big = Buffer.concat([PNG, Buffer.alloc(500_000)]);
    const large = await company.admin.api.fail(
      contracts.updateEmployeePhoto,
      { params: { id }, body: { contentType: 'image/png', data: big.toString('base64') } },
      400,
    );
    expect(large.errors).toEqual({ photo: 'Please select an image file with size less than 500kb' });

    await company.admin.api.ok(contracts.deleteEmployeePhoto, { params: { id } });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v2/employees/${id}/photo`,
          headers: { authorization: `Bearer ${company.admin.token}` },
        })
      ).statusCode,
    ).toBe(404);
  });
});
