import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import * as contracts from '@tenaga/contracts';
import { employees } from '../../../db/schema/index.ts';
import { createCompany, createTestApp, createUser, loginAs, type TestApp } from '../../../testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('audit trail', () => {
  it('lists who changed what, newest first, with the acting administrator, filtered by user, module and time', async () => {
    const company = await createCompany(t);
    const user = await createUser(t, company, { firstName: 'Uma', lastName: 'User' });
    const as = await company.admin.api.ok(contracts.impersonate, { body: { userId: user.userId } });
    await t.client(as.token).ok(contracts.updateMyRegionLanguage, { body: { language: 'zh' } });
    await company.admin.api.ok(contracts.createRole, {
      body: {
        name: 'Auditors',
        description: '',
        dataScope: 'all',
        menuGrants: { auditTrail: 'view' },
        fieldGrants: { public: {}, private: {} },
      },
    });

    const all = await company.admin.api.ok(contracts.listAuditTrail, { body: {} });
    expect(all.data.slice(0, 3).map((entry) => [entry.module, entry.action, entry.actor?.name, entry.impersonator?.name ?? null])).toEqual([
      ['accessLevel', 'create', 'Ada Admin', null],
      ['users', 'update-region-language', 'Uma User', 'Ada Admin'],
      ['signIn', 'impersonate', 'Ada Admin', null],
    ]);
    const change = all.data[1]!;
    expect(change).toMatchObject({ entity: 'user', entityId: user.userId, before: { language: null }, after: { language: 'zh' } });

    const byUma = await company.admin.api.ok(contracts.listAuditTrail, { body: { filter: { userIds: [user.userId] } } });
    expect(byUma.data.map((entry) => entry.action)).toEqual(['update-region-language']);
    const roles = await company.admin.api.ok(contracts.listAuditTrail, { body: { filter: { modules: ['accessLevel'] } } });
    expect(roles.data.map((entry) => entry.after)).toEqual([expect.objectContaining({ name: 'Auditors' })]);
    // Entries carry the database's time; a range around one of them finds just that one.
    const at = all.data[1]!.at;
    const around = await company.admin.api.ok(contracts.listAuditTrail, { body: { filter: { from: at, to: at } } });
    expect(around.data.map((entry) => entry.action)).toEqual(['update-region-language']);
    expect(around.recordsTotal).toBe(all.recordsTotal);
    expect(around.recordsFiltered).toBe(1);

    const paged = await company.admin.api.ok(contracts.listAuditTrail, { body: { start: 1, length: 1 } });
    expect(paged.data.map((entry) => entry.id)).toEqual([all.data[1]!.id]);
    const oldestFirst = await company.admin.api.ok(contracts.listAuditTrail, {
      body: { order: [{ column: 0, dir: 'asc' }], columns: [{ data: 'at' }] },
    });
    expect(all.recordsTotal).toBeLessThanOrEqual(10);
    expect(oldestFirst.data.map((entry) => entry.id)).toEqual(all.data.map((entry) => entry.id).reverse());

    const backwards = await company.admin.api.fail(contracts.listAuditTrail, { body: { filter: { from: at + 1, to: at } } }, 400);
    expect(backwards.errors).toEqual({ 'filter.to': 'This value is not valid.' });
  });

  it('shows one employee’s history: their record and their account', async () => {
    const company = await createCompany(t);
    const [employee] = await t.tenant(company.companyId, (tx) =>
      tx.insert(employees).values({ companyId: company.companyId, employmentNumber: 'E1', firstName: 'Kai' }).returning(),
    );
    const account = await company.admin.api.ok(contracts.createUser, {
      body: { username: 'kai', firstName: 'Kai', roleId: company.roles.employee, employeeId: employee!.id, password: 'secret-1' },
    });
    await company.admin.api.ok(contracts.updateUser, { body: { id: account.id, version: account.version, lastName: 'Lim' } });
    const history = await company.admin.api.ok(contracts.getEmployeeAuditTrail, { query: { employeeId: employee!.id } });
    expect(history.data.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(history.recordsTotal).toBe(2);
    const other = await createCompany(t);
    expect((await other.admin.api.ok(contracts.getEmployeeAuditTrail, { query: { employeeId: employee!.id } })).data).toEqual([]);
  });

  it('exports the filtered trail as a spreadsheet in the requester’s language that only they may download', async () => {
    const company = await createCompany(t);
    await company.admin.api.ok(contracts.createRole, {
      body: {
        name: 'Exporters',
        description: '',
        dataScope: 'all',
        menuGrants: { home: 'view' },
        fieldGrants: { public: {}, private: {} },
      },
    });
    const { jobId } = await company.admin.api.ok(contracts.exportAuditTrail, {
      body: { filter: { modules: ['accessLevel'] }, format: 'xlsx' },
      headers: { 'accept-language': 'en' },
    });
    // Asking again while it is queued is the same job.
    expect(
      (await company.admin.api.ok(contracts.exportAuditTrail, { body: { filter: { modules: ['accessLevel'] }, format: 'xlsx' } })).jobId,
    ).toBe(jobId);
    await t.jobs.drain();
    const job = await company.admin.api.ok(contracts.getJob, { params: { id: jobId } });
    expect(job).toMatchObject({ status: 'succeeded', progress: 100, result: { fileName: 'audit-trail.xlsx', rows: 1 } });
    const { fileId } = job.result as contracts.FileResult;

    const download = await t.app.inject({
      method: 'GET',
      url: `/api/v2/files/${fileId}`,
      headers: { authorization: `Bearer ${company.admin.token}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('audit-trail.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Time',
      'User',
      'Acting administrator',
      'Module',
      'Action',
      'Record',
      'What happened',
      'Changes',
      'IP address',
    ]);
    expect(sheet.getRow(2).getCell(5).value).toBe('Created');
    expect(sheet.getRow(2).getCell(6).value).toBe('Role: Exporters');
    expect(sheet.getRow(2).getCell(7).value).toBe('Ada Admin created role Exporters');
    expect(String(sheet.getRow(2).getCell(8).value)).toContain('Name: Exporters');
    expect(String(sheet.getRow(2).getCell(8).value)).toContain('Menu access › Home: View only');

    const colleague = await loginAs(t, await createUser(t, company, { role: 'administrator' }));
    expect((await colleague.api.fail(contracts.downloadFile, { params: { id: fileId } }, 403)).code).toBe('FORBIDDEN');
    const stranger = await createCompany(t);
    expect((await stranger.admin.api.fail(contracts.downloadFile, { params: { id: fileId } }, 404)).code).toBe('NOT_FOUND');
  });

  it('writes CSV with a byte-order mark so spreadsheet programs read the accents', async () => {
    const company = await createCompany(t, { countryCode: 'VN' });
    const { jobId } = await company.admin.api.ok(contracts.exportAuditTrail, {
      body: { format: 'csv' },
      headers: { 'accept-language': 'vi' },
    });
    await t.jobs.drain();
    const { fileId } = (await company.admin.api.ok(contracts.getJob, { params: { id: jobId } })).result as contracts.FileResult;
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/v2/files/${fileId}`,
      headers: { authorization: `Bearer ${company.admin.token}` },
    });
    const text = download.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.split('\r\n').length).toBeGreaterThan(2);
  });
});
