import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { mailOutbox, notifications } from '../db/schema/index.ts';
import {
  createCompany,
  createTestApp,
  createUser,
  employeeBody,
  loginAs,
  uniqueName,
  type TestApp,
  type TestCompany,
  type TestSession,
} from '../testing/index.ts';
import { csvFile, EMPLOYEE_HEADER, employeeRow, xlsxFile } from '../testing/import-files.ts';

/**
 * Two companies with the same kinds of data. Every read of company A's users must show A's rows
 * only, and naming one of B's rows by its id must look exactly like naming a row that does not exist.
 */
let t: TestApp;
interface Tenant {
  company: TestCompany;
  colleague: TestSession;
  mailId: string;
  jobId: string;
  colleagueJobId: string;
  notificationId: string;
}
let a: Tenant;
let b: Tenant;

async function arrangeTenant(name: string, region: contracts.RegionLanguage): Promise<Tenant> {
  const company = await createCompany(t, { companyName: `${name} Pte. Ltd.` });
  const colleague = await loginAs(t, await createUser(t, company, { role: 'hrManager' }));
  await t.anonymous.ok(contracts.requestPasswordReset, { body: { domain: company.domain, username: colleague.user.username } });
  const [mail] = await t.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.companyId, company.companyId));
  const enqueue = (createdBy: string) =>
    t.tenant(company.companyId, (tx) =>
      t.jobs.enqueue(tx, { companyId: company.companyId, type: 'report.export', payload: { name }, createdBy }),
    );
  const [notification] = await t.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, company.admin.user.userId));
  await company.admin.api.ok(contracts.updateCompanyRegions, { body: region });
  return {
    company,
    colleague,
    mailId: mail!.id,
    jobId: await enqueue(company.admin.user.userId),
    colleagueJobId: await enqueue(colleague.user.userId),
    notificationId: notification!.id,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  a = await arrangeTenant('Alpha', {
    language: 'en',
    timezone: 'Asia/Singapore',
    dateFormat: 'DD/MM/YYYY',
    timeFormat: 'hh:mm A',
    currency: 'SGD',
  });
  b = await arrangeTenant('Bravo', {
    language: 'vi',
    timezone: 'Asia/Ho_Chi_Minh',
    dateFormat: 'YYYY-MM-DD',
    timeFormat: 'HH:mm',
    currency: 'VND',
  });
  await b.company.admin.api.ok(contracts.updateCompanySetting, { body: { singleLogin: true, sessionTtlMinutes: 60 } });
  await b.company.admin.api.ok(contracts.updateCompanyPreference, {
    body: {
      ICNumberMasking: false,
      leaveRequest: { editableApprovedLeave: true, showOnCalendar: false, showRejectedOnCalendar: true, showCancelledOnCalendar: true },
    },
  });
});
afterAll(async () => {
  await t?.close();
});

const NOT_FOUND = { message: ['The record was not found. It may have been deleted.'], code: 'NOT_FOUND' };

describe('tenant isolation', () => {
  it('outbox: lists only our mail, and a forged id of theirs is 404', async () => {
    const listed = await a.company.admin.api.ok(contracts.listOutbox, { body: { length: -1 } });
    expect(listed.data.map((mail) => mail.id)).toEqual([a.mailId]);
    expect(listed).toMatchObject({ recordsTotal: 1, recordsFiltered: 1 });
    // Searching for their address finds nothing.
    expect((await a.company.admin.api.ok(contracts.listOutbox, { body: { search: { value: b.colleague.user.email! } } })).data).toEqual([]);
    expect((await a.company.admin.api.ok(contracts.getOutboxMail, { params: { id: a.mailId } })).to).toBe(a.colleague.user.email);
    expect(await a.company.admin.api.fail(contracts.getOutboxMail, { params: { id: b.mailId } }, 404)).toEqual(NOT_FOUND);
  });

  it('notifications: lists only mine, and marking theirs read is 404 and changes nothing', async () => {
    const mine = await a.company.admin.api.ok(contracts.listNotifications, { query: { limit: 100 } });
    expect(mine.items.map((item) => item.id)).toEqual([a.notificationId]);
    expect(mine.items[0]).toMatchObject({ titleKey: 'notifications:welcomeTitle', values: { company: 'Alpha Pte. Ltd.' } });
    expect(await a.company.admin.api.fail(contracts.markNotificationRead, { params: { id: b.notificationId } }, 404)).toEqual(NOT_FOUND);
    // A colleague in the same company cannot mark mine either.
    expect(await a.colleague.api.fail(contracts.markNotificationRead, { params: { id: a.notificationId } }, 404)).toEqual(NOT_FOUND);
    await a.company.admin.api.ok(contracts.markAllNotificationsRead);
    const unreadOfB = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.companyId, b.company.companyId), isNull(notifications.readAt)));
    expect(unreadOfB.map((row) => row.id)).toEqual([b.notificationId]);
    expect((await b.company.admin.api.ok(contracts.listNotifications, {})).unread).toBe(1);
  });

  it('jobs: a user sees the jobs they started, not a colleague’s and not another company’s', async () => {
    expect(await a.company.admin.api.ok(contracts.getJob, { params: { id: a.jobId } })).toMatchObject({
      id: a.jobId,
      type: 'report.export',
      status: 'queued',
    });
    expect(await a.company.admin.api.fail(contracts.getJob, { params: { id: b.jobId } }, 404)).toEqual(NOT_FOUND);
    expect(await a.company.admin.api.fail(contracts.getJob, { params: { id: a.colleagueJobId } }, 404)).toEqual(NOT_FOUND);
    expect(await a.colleague.api.ok(contracts.getJob, { params: { id: a.colleagueJobId } })).toMatchObject({ id: a.colleagueJobId });
  });

  it('sessions: lists only mine, and ending one of theirs is 404 and leaves it working', async () => {
    expect((await a.company.admin.api.ok(contracts.listMySessions)).map((session) => session.id)).toEqual([a.company.admin.sessionId]);
    for (const id of [b.company.admin.sessionId, b.colleague.sessionId]) {
      expect(await a.company.admin.api.fail(contracts.endMySession, { params: { id } }, 404)).toEqual(NOT_FOUND);
    }
    await b.company.admin.api.ok(contracts.getMe);
    await b.colleague.api.ok(contracts.getMe);
  });

  it('company: every company read answers with our company', async () => {
    const api = a.company.admin.api;
    expect(await api.ok(contracts.getCompany)).toMatchObject({
      companyId: a.company.companyId,
      companyName: 'Alpha Pte. Ltd.',
      domain: a.company.domain,
    });
    expect(await api.ok(contracts.getCompanySetting)).toEqual({ singleLogin: false, sessionTtlMinutes: 10080 });
    expect((await api.ok(contracts.getCompanyPreference)).ICNumberMasking).toBe(true);
    expect((await api.ok(contracts.getCompanyRegions)).currency).toBe('SGD');
    expect((await api.ok(contracts.getMe)).companyData.companyId).toBe(a.company.companyId);
    expect(await api.ok(contracts.getCompanyFacts)).toMatchObject({
      companyName: 'Alpha Pte. Ltd.',
      activeUsers: 2,
      workforce: { scope: 'company', active: 0, archived: 0 },
      activeSessions: 2,
    });
    // And B still sees its own.
    expect(await b.company.admin.api.ok(contracts.getCompanySetting)).toEqual({ singleLogin: true, sessionTtlMinutes: 60 });
    expect((await b.company.admin.api.ok(contracts.getCompanyRegions)).currency).toBe('VND');
  });

  it('company: our changes never reach the other company', async () => {
    const before = await b.company.admin.api.ok(contracts.getCompany);
    const current = await a.company.admin.api.ok(contracts.getCompany);
    await a.company.admin.api.ok(contracts.updateCompany, {
      body: { version: current.version, companyName: 'Alpha Renamed', phone: '+6500000000' },
    });
    await a.company.admin.api.ok(contracts.updateCompanySetting, { body: { singleLogin: false, sessionTtlMinutes: 10080 } });
    expect(await b.company.admin.api.ok(contracts.getCompany)).toEqual(before);
    expect(await b.company.admin.api.ok(contracts.getCompanySetting)).toEqual({ singleLogin: true, sessionTtlMinutes: 60 });
    // Setting changes move the company's version on too.
    const latest = await a.company.admin.api.ok(contracts.getCompany);
    expect(latest.version).toBe(current.version + 2);
    await a.company.admin.api.ok(contracts.updateCompany, {
      body: { version: latest.version, companyName: 'Alpha Pte. Ltd.', phone: null },
    });
  });

  it('roles and templates: only ours are listed, and theirs cannot be read, changed, deleted or assigned', async () => {
    const api = a.company.admin.api;
    const listed = await api.ok(contracts.listRoles, { body: { length: -1 } });
    expect(listed.data.map((role) => role.id).sort()).toEqual(Object.values(a.company.roles).sort());
    const theirs = b.company.roles.hrManager;
    expect(await api.fail(contracts.getRole, { params: { id: theirs } }, 404)).toEqual(NOT_FOUND);
    expect(await api.fail(contracts.updateRole, { body: { id: theirs, version: 1, name: 'Hijacked' } }, 404)).toEqual(NOT_FOUND);
    expect(await api.fail(contracts.deleteRole, { params: { id: theirs } }, 404)).toEqual(NOT_FOUND);
    expect(await api.fail(contracts.getRoleMenu, { params: { id: theirs, menu: 'home' } }, 404)).toEqual(NOT_FOUND);
    expect((await b.company.admin.api.ok(contracts.getRole, { params: { id: theirs } })).version).toBe(1);

    const template = await b.company.admin.api.ok(contracts.createPermissionTemplate, {
      body: { name: 'Bravo only', dataScope: 'all', menuGrants: { home: 'view' } },
    });
    expect((await api.ok(contracts.listPermissionTemplates)).map((item) => item.id)).not.toContain(template.id);
    expect(await api.fail(contracts.getPermissionTemplate, { params: { id: template.id } }, 404)).toEqual(NOT_FOUND);
    expect(await api.fail(contracts.deletePermissionTemplate, { params: { id: template.id } }, 404)).toEqual(NOT_FOUND);
    // Giving one of our users their role is refused as an unknown role.
    const ours = await api.ok(contracts.getUser, { params: { id: a.colleague.user.userId } });
    expect((await api.fail(contracts.updateUser, { body: { id: ours.id, version: ours.version, roleId: theirs } }, 400)).errors).toEqual({
      roleId: 'Choose one of the options.',
    });
  });

  it('users: only ours are listed, and theirs cannot be read, changed, deleted, impersonated or checked', async () => {
    const api = a.company.admin.api;
    const listed = await api.ok(contracts.listUsers, { body: { length: -1 } });
    expect(listed.data.map((user) => user.id).sort()).toEqual([a.company.admin.user.userId, a.colleague.user.userId].sort());
    expect((await api.ok(contracts.getUserSelection)).map((option) => option.id).sort()).toEqual(
      [a.company.admin.user.userId, a.colleague.user.userId].sort(),
    );
    const theirs = b.colleague.user.userId;
    expect(await api.fail(contracts.getUser, { params: { id: theirs } }, 404)).toEqual(NOT_FOUND);
    expect(await api.fail(contracts.updateUser, { body: { id: theirs, version: 1, firstName: 'Hijacked' } }, 404)).toEqual(NOT_FOUND);
    expect(await api.fail(contracts.deleteUser, { params: { id: theirs } }, 404)).toEqual(NOT_FOUND);
    expect(await api.fail(contracts.setUserPassword, { params: { id: theirs }, body: { password: 'taken-over' } }, 404)).toEqual(NOT_FOUND);
    expect(await api.fail(contracts.impersonate, { body: { userId: theirs } }, 404)).toEqual(NOT_FOUND);
    // Their usernames are free here: usernames belong to one company.
    expect(await api.ok(contracts.checkCredential, { body: { username: b.colleague.user.username } })).toEqual({ available: true });
    await b.colleague.api.ok(contracts.getMe);
    expect((await b.company.admin.api.ok(contracts.getUser, { params: { id: theirs } })).firstName).toBe(b.colleague.user.firstName);
  });

  it('organisation lists, sites and contracts: only ours are listed, and theirs cannot be read, changed or deleted', async () => {
    const api = a.company.admin.api;
    const theirs = b.company.admin.api;
    const department = await theirs.ok(contracts.createDepartment, { body: { name: 'Bravo finance' } });
    const site = await theirs.ok(contracts.createSite, { body: { name: 'Bravo yard' } });
    const contract = await theirs.ok(contracts.createClientContract, {
      body: { name: 'Bravo contract', locations: [{ name: 'Bravo gate' }] },
    });
    const location = contract.locations[0]!;
    const ours = await api.ok(contracts.createDepartment, { body: { name: 'Alpha finance' } });

    expect((await api.ok(contracts.listDepartments, { body: { length: -1 } })).data.map((row) => row.id)).toEqual([ours.id]);
    expect((await api.ok(contracts.getDepartmentOptions)).map((option) => option.id)).toEqual([ours.id]);
    expect((await api.ok(contracts.listSites, { body: { length: -1 } })).data).toEqual([]);
    expect(await api.ok(contracts.getSiteOptions)).toEqual([]);
    expect((await api.ok(contracts.listActiveClientContracts, { body: { length: -1 } })).data).toEqual([]);
    expect(await api.ok(contracts.getClientContractOptions)).toEqual({ active: [], archived: [] });
    // Their names are free here: names belong to one company.
    await api.ok(contracts.createJobTitle, { body: { name: 'Bravo finance' } });

    expect(await api.fail(contracts.updateDepartment, { body: { id: department.id, version: 1, name: 'Hijacked' } }, 404)).toEqual(
      NOT_FOUND,
    );
    expect(await api.fail(contracts.deleteDepartment, { params: { id: department.id } }, 404)).toEqual(NOT_FOUND);
    expect(await api.fail(contracts.updateSite, { body: { id: site.id, version: 1, name: 'Hijacked' } }, 404)).toEqual(NOT_FOUND);
    expect(await api.fail(contracts.deleteSite, { params: { id: site.id } }, 404)).toEqual(NOT_FOUND);
    expect(await api.fail(contracts.getClientContract, { params: { id: contract.id } }, 404)).toEqual(NOT_FOUND);
    expect(await api.fail(contracts.getClientContractUsage, { params: { id: contract.id } }, 404)).toEqual(NOT_FOUND);
    expect(await api.fail(contracts.updateClientContract, { body: { id: contract.id, version: 1, name: 'Hijacked' } }, 404)).toEqual(
      NOT_FOUND,
    );
    expect(await api.fail(contracts.archiveClientContract, { params: { id: contract.id }, body: { version: 1 } }, 404)).toEqual(NOT_FOUND);
    expect(await api.fail(contracts.deleteClientContract, { params: { id: contract.id } }, 404)).toEqual(NOT_FOUND);
    expect(await api.fail(contracts.addClientContractLocation, { params: { id: contract.id }, body: { name: 'Planted' } }, 404)).toEqual(
      NOT_FOUND,
    );
    expect(
      await api.fail(
        contracts.updateClientContractLocation,
        { params: { id: contract.id, locationId: location.id }, body: { name: 'Hijacked', version: 1 } },
        404,
      ),
    ).toEqual(NOT_FOUND);
    expect(
      await api.fail(
        contracts.archiveClientContractLocation,
        { params: { id: contract.id, locationId: location.id }, body: { version: 1 } },
        404,
      ),
    ).toEqual(NOT_FOUND);
    expect(await api.fail(contracts.deleteClientContractLocation, { params: { id: contract.id, locationId: location.id } }, 404)).toEqual(
      NOT_FOUND,
    );

    // Theirs is untouched.
    expect(await theirs.ok(contracts.getClientContract, { params: { id: contract.id } })).toEqual(contract);
    expect((await theirs.ok(contracts.getDepartmentOptions)).map((option) => option.text)).toEqual(['Bravo finance']);
    expect((await theirs.ok(contracts.getSiteOptions)).map((option) => option.text)).toEqual(['Bravo yard']);
  });

  it('employees: only ours are listed or offered, and theirs cannot be read, changed, archived or given a family member', async () => {
    const ours = await a.company.admin.api.ok(contracts.createEmployee, { body: employeeBody() });
    const theirs = (await b.company.admin.api.ok(contracts.createEmployee, { body: employeeBody() })).id;
    const api = a.company.admin.api;
    expect((await api.ok(contracts.employeeTable, { body: { status: 'all', length: -1 } })).data.map((row) => row.id)).toEqual([ours.id]);
    expect((await api.ok(contracts.listEmployeeOptions, { query: {} })).map((option) => option.id)).toEqual([ours.id]);
    expect(await api.ok(contracts.countEmployees)).toEqual({ active: 1, archived: 0 });
    for (const read of [
      contracts.getEmployeeBrief,
      contracts.getEmployeePersonal,
      contracts.getEmployeeJob,
      contracts.getEmployeePayment,
      contracts.getEmployeeDeployments,
      contracts.listEmployeeFamily,
    ]) {
      expect(await api.fail(read, { params: { id: theirs } }, 404)).toEqual(NOT_FOUND);
    }
    expect(await api.fail(contracts.updateEmployeePersonal, { body: { id: theirs, version: 1, firstName: 'Hijacked' } }, 404)).toEqual(
      NOT_FOUND,
    );
    expect(await api.fail(contracts.updateEmployeePayment, { body: { id: theirs, version: 1, salary: '1.00' } }, 404)).toEqual(NOT_FOUND);
    expect(
      await api.fail(contracts.archiveEmployee, { params: { id: theirs }, body: { version: 1, cessationDate: '2026-01-01' } }, 404),
    ).toEqual(NOT_FOUND);
    expect(
      await api.fail(contracts.addEmployeeFamily, { body: { employeeId: theirs, name: 'Intruder', relationship: 'friend' } }, 404),
    ).toEqual(NOT_FOUND);
    // Their employee cannot be named as our manager either.
    expect((await api.fail(contracts.updateEmployeeJob, { body: { id: ours.id, version: 1, managerId: theirs } }, 400)).errors).toEqual({
      managerId: 'Choose one of the options.',
    });
    expect((await b.company.admin.api.ok(contracts.getEmployeePersonal, { params: { id: theirs } })).version).toBe(1);
  });

  it('custom fields: only ours are listed or shown on forms, theirs cannot be changed, moved or deleted, and their records’ values are out of reach', async () => {
    const api = a.company.admin.api;
    const theirs = b.company.admin.api;
    const field = await theirs.ok(contracts.createCustomField, {
      body: { location: 'contract', type: contracts.CUSTOM_FIELD_TYPES.singleLineText, label: 'Bravo code', propertyName: 'bravoCode' },
    });
    const contract = await theirs.ok(contracts.createClientContract, { body: { name: 'Bravo values' } });
    const employee = (await theirs.ok(contracts.createEmployee, { body: employeeBody() })).id;
    const values = await theirs.ok(contracts.saveClientContractCustomValues, {
      params: { recordId: contract.id },
      body: { version: 1, others: [{ _id: { $oid: field.id }, value: 'B-1' }] },
    });

    expect((await api.ok(contracts.listCustomFields, { body: { location: 'contract', length: -1 } })).data).toEqual([]);
    expect(await api.ok(contracts.getLocationCustomFields, { params: { location: 'contract' } })).toEqual([]);
    // Their property names are free here.
    expect(await api.ok(contracts.checkPropertyName, { query: { location: 'contract', propertyName: 'bravoCode' } })).toEqual({
      available: true,
      reason: null,
    });
    expect(
      await api.fail(
        contracts.updateCustomField,
        { body: { id: field.id, version: 1, type: field.type, label: 'Hijacked', propertyName: 'bravoCode' } },
        404,
      ),
    ).toEqual(NOT_FOUND);
    expect(await api.fail(contracts.setCustomFieldActive, { params: { id: field.id }, body: { active: false, version: 1 } }, 404)).toEqual(
      NOT_FOUND,
    );
    expect(await api.fail(contracts.moveCustomField, { params: { id: field.id }, body: { direction: 'down' } }, 404)).toEqual(NOT_FOUND);
    expect(await api.fail(contracts.getCustomFieldUsage, { params: { id: field.id } }, 404)).toEqual(NOT_FOUND);
    expect(await api.fail(contracts.deleteCustomField, { params: { id: field.id }, query: { removeValues: 'true' } }, 404)).toEqual(
      NOT_FOUND,
    );
    expect(await api.fail(contracts.getClientContractCustomValues, { params: { recordId: contract.id } }, 404)).toEqual(NOT_FOUND);
    expect(
      await api.fail(
        contracts.saveClientContractCustomValues,
        { params: { recordId: contract.id }, body: { version: values.version, others: [] } },
        404,
      ),
    ).toEqual(NOT_FOUND);
    expect(await api.fail(contracts.getEmployeeCustomValues, { params: { recordId: employee } }, 404)).toEqual(NOT_FOUND);
    expect(
      await api.fail(contracts.saveEmployeeCustomValues, { params: { recordId: employee }, body: { version: 1, others: [] } }, 404),
    ).toEqual(NOT_FOUND);
    // Naming their field on one of our records is refused as an unknown field.
    const ours = await api.ok(contracts.createClientContract, { body: { name: 'Alpha values' } });
    expect(
      (
        await api.fail(
          contracts.saveClientContractCustomValues,
          { params: { recordId: ours.id }, body: { version: 1, others: [{ _id: { $oid: field.id }, value: 'planted' }] } },
          400,
        )
      ).code,
    ).toBe('VALIDATION_FAILED');

    // Theirs is untouched.
    expect(await theirs.ok(contracts.getClientContractCustomValues, { params: { recordId: contract.id } })).toEqual(values);
    expect((await theirs.ok(contracts.getLocationCustomFields, { params: { location: 'contract' } })).map((row) => row.label)).toEqual([
      'Bravo code',
    ]);
  });

  it('audit trail and files: only our entries, and their exports cannot be downloaded', async () => {
    const ours = await a.company.admin.api.ok(contracts.listAuditTrail, { body: { length: -1 } });
    const theirs = await b.company.admin.api.ok(contracts.listAuditTrail, { body: { length: -1 } });
    const ourIds = new Set(ours.data.map((entry) => entry.id));
    expect(theirs.data.some((entry) => ourIds.has(entry.id))).toBe(false);
    expect(
      (await a.company.admin.api.ok(contracts.listAuditTrail, { body: { filter: { userIds: [b.company.admin.user.userId] } } })).data,
    ).toEqual([]);
    const { jobId } = await b.company.admin.api.ok(contracts.exportAuditTrail, { body: { format: 'csv' } });
    await t.jobs.drain();
    const { fileId } = (await b.company.admin.api.ok(contracts.getJob, { params: { id: jobId } })).result as contracts.FileResult;
    expect(await a.company.admin.api.fail(contracts.downloadFile, { params: { id: fileId } }, 404)).toEqual(NOT_FOUND);
    expect(await a.company.admin.api.fail(contracts.getJob, { params: { id: jobId } }, 404)).toEqual(NOT_FOUND);
  });

  it('imports: a file names our lists and checks our numbers only, and its job writes to our company only', async () => {
    const number = uniqueName('ISO');
    const theirDepartment = uniqueName('Their department');
    const theirContract = uniqueName('Their contract');
    await b.company.admin.api.ok(contracts.createEmployee, { body: employeeBody({ job: { employmentNumber: number } }) });
    await b.company.admin.api.ok(contracts.createDepartment, { body: { name: theirDepartment } });
    await b.company.admin.api.ok(contracts.createClientContract, { body: { name: theirContract, locations: [{ name: 'Gate' }] } });
    const theirEmployees = (await b.company.admin.api.ok(contracts.countEmployees)).active;

    // Their department and contract do not exist for us; their employment number is free for us.
    const named = await a.company.admin.api.ok(contracts.checkEmployeeImport, {
      body: await xlsxFile([
        EMPLOYEE_HEADER,
        employeeRow({ employmentNumber: number, department: theirDepartment, contract: theirContract, location: 'Gate' }),
      ]),
    });
    expect(named.problems.map((problem) => problem.column)).toEqual(['department', 'contract']);
    // A contract name they use is free for us.
    expect(
      (
        await a.company.admin.api.ok(contracts.checkClientContractImport, {
          body: csvFile(
            [
              ['[name]', '[location]'],
              [theirContract, 'Gate'],
            ],
            { fileName: 'contracts.csv' },
          ),
        })
      ).valid,
    ).toBe(true);

    const { jobId } = await a.company.admin.api.ok(contracts.importEmployees, {
      body: await xlsxFile([EMPLOYEE_HEADER, employeeRow({ employmentNumber: number })]),
    });
    await t.jobs.drain();
    expect((await a.company.admin.api.ok(contracts.getJob, { params: { id: jobId } })).result).toMatchObject({
      outcome: 'imported',
      created: 1,
    });
    expect((await b.company.admin.api.fail(contracts.getJob, { params: { id: jobId } }, 404)).code).toBe('NOT_FOUND');
    expect((await b.company.admin.api.ok(contracts.countEmployees)).active).toBe(theirEmployees);
    const ours = await a.company.admin.api.ok(contracts.employeeTable, { body: { search: { value: number } } });
    expect(ours.data.map((row) => row.employmentNumber)).toEqual([number]);
  });

  it('a token of one company never reaches into another company’s domain', async () => {
    // Logging in to B with A's administrator credentials fails: users belong to one company.
    const error = await t.anonymous.fail(
      contracts.login,
      { body: { domain: b.company.domain, username: a.colleague.user.username, password: a.colleague.user.password } },
      401,
    );
    expect(error.code).toBe('INVALID_CREDENTIALS');
  });
});
