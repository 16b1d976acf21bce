import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { auditLog, companies, employees, users } from '../../../db/schema/index.ts';
import type { ModuleContext } from '../../../platform/module.ts';
import {
  createCompany,
  createEmployeeRow,
  createFakeClock,
  createTestApp,
  createUser,
  linkUserToEmployee,
  loginAs,
  uniqueName,
  type TestApp,
  type TestCompany,
} from '../../../testing/index.ts';
import { createTestModules } from '../../../testing/test-modules.ts';
import { pdfPages } from '../../../testing/pdf-text.ts';

let t: TestApp;
let modules: ModuleContext;
beforeAll(async () => {
  t = await createTestApp({ clock: createFakeClock(new Date('2026-02-02T04:00:00Z')) });
  modules = await createTestModules(t);
}, 240_000);
afterAll(async () => {
  await t?.close();
});

const setRecord = (company: TestCompany, employeeId: string, values: Partial<typeof employees.$inferInsert>) =>
  t.tenant(company.companyId, (tx) =>
    tx
      .update(employees)
      .set(values)
      .where(and(eq(employees.companyId, company.companyId), eq(employees.id, employeeId))),
  );

/** Compared without white space: a table cell wraps its text where it must. */
const squeeze = (value: string) => value.replace(/\s+/g, '');

/**
 * A Singapore company of three paid in January 2026 (the payrun's own test works the figures out):
 * Mei 4,000.00 gross, CPF 800.00 / 680.00, SDL 10.00, net 3,200.00; Tan joins on the 16th, 3,200.00
 * gross, net 2,560.00; Aiko has no scheme, 3,000.00 gross and net. Mei signs in as an employee.
 */
async function paidCompany() {
  const company = await createCompany(t);
  await t.db
    .update(companies)
    .set({ name: 'Lion Works Pte Ltd', address: '1 Raffles Place, Singapore 048616' })
    .where(eq(companies.id, company.companyId));
  const mei = await createEmployeeRow(t, company.companyId, { firstName: 'Mei', lastName: 'Lim', employmentNumber: 'E001' });
  await setRecord(company, mei, {
    salary: '4000.00',
    dateOfBirth: '1996-01-15',
    passTypeId: 1,
    hiringDate: '2023-03-01',
    identificationNumber: 'S9601234Z',
  });
  const tan = await createEmployeeRow(t, company.companyId, { firstName: 'Tan', lastName: 'Wei', employmentNumber: 'E002' });
  await setRecord(company, tan, { salary: '6200.00', dateOfBirth: '1990-05-01', passTypeId: 1, hiringDate: '2026-01-16' });
  const aiko = await createEmployeeRow(t, company.companyId, { firstName: 'Aiko', lastName: 'Sato', employmentNumber: 'E003' });
  await setRecord(company, aiko, { salary: '3000.00', dateOfBirth: '1992-07-07', hiringDate: '2024-05-01', identificationNumber: null });
  const policy = await company.admin.api.ok(contracts.createInsurancePolicy, {
    body: { name: 'CPF', kind: 'statutory', country: 'SG' } as never,
  });
  await company.admin.api.ok(contracts.assignInsurancePolicy, {
    body: { policyId: policy.id, from: '2026-01-01', employeeIds: [mei, tan], parameters: { country: 'SG', shgFunds: [] } },
  });
  const meiUser = await createUser(t, company, { role: 'employee' });
  await linkUserToEmployee(t, { companyId: company.companyId, userId: meiUser.userId, employeeId: mei });
  const started = await company.admin.api.call(contracts.startPayrun, { body: { period: '2026-01' } });
  expect(started.status).toBe(202);
  await t.jobs.drain();
  const run = await company.admin.api.ok(contracts.getPayrun, { params: { id: started.data!.id } });
  expect(run.status).toBe('calculated');
  return { company, mei, tan, aiko, meiUser, meiSession: await loginAs(t, meiUser), run };
}

/** A real PNG of a single colour (decodable, unlike a header alone). */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x1f)])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const approve = async (company: TestCompany, id: string) => {
  const run = await company.admin.api.ok(contracts.getPayrun, { params: { id } });
  return company.admin.api.ok(contracts.approvePayrun, { params: { id }, body: { version: run.version } });
};

type Session = { api: TestCompany['admin']['api']; token: string };

const download = (session: Pick<Session, 'api'>, employeeId: string, payrunId: string) =>
  session.api.inject({ method: 'GET', url: `/api/v2/employees/${employeeId}/payslips/${payrunId}/pdf` });

/** Starts the run's file as its job, lets the job run, and reads the file the job left for the caller: its pages' text. */
async function runFile(session: Session, payrunId: string) {
  const started = await session.api.call(contracts.startPayrunPayslipsFile, { params: { id: payrunId } });
  expect(started.status).toBe(202);
  const { jobId } = started.data!;
  await t.jobs.drain();
  const job = await session.api.ok(contracts.getJob, { params: { id: jobId } });
  expect(job).toMatchObject({ status: 'succeeded', progress: 100 });
  const { fileId, fileName, rows } = job.result as contracts.FileResult;
  const file = await t.app.inject({ method: 'GET', url: `/api/v2/files/${fileId}`, headers: { authorization: `Bearer ${session.token}` } });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('application/pdf');
  return { jobId, fileId, fileName, rows, pages: (await pdfPages(file.rawPayload)).map(squeeze) };
}

/** Links a new user to an employee, taking the record from whoever was that employee before (one user per employee). */
async function relink(company: TestCompany, userId: string, employeeId: string) {
  await t.tenant(company.companyId, (tx) =>
    tx
      .update(users)
      .set({ employeeId: null })
      .where(and(eq(users.companyId, company.companyId), eq(users.employeeId, employeeId))),
  );
  await linkUserToEmployee(t, { companyId: company.companyId, userId, employeeId });
}

/** A user of a role of the company's own making, signed in, as the employee given. */
async function roleSession(
  company: TestCompany,
  grants: { dataScope: contracts.DataScope; menuGrants: contracts.MenuGrants },
  employeeId: string,
) {
  const role = await company.admin.api.ok(contracts.createRole, {
    body: { name: uniqueName('Payroll reader'), fieldGrants: { public: {}, private: {} }, ...grants },
  });
  const user = await createUser(t, { ...company, roles: { ...company.roles, employee: role.id } }, { role: 'employee' });
  await relink(company, user.userId, employeeId);
  return loginAs(t, user);
}

describe('Payslips', () => {
  it('prints a payslip with the company, the employee, every line and the net, amounts as stored in the region format', async () => {
    const { company, mei, run } = await paidCompany();
    const response = await download(company.admin, mei, run.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('payslip-2026-01-E001.pdf');
    const [page, ...more] = await pdfPages(response.rawPayload);
    expect(more).toEqual([]);
    const text = squeeze(page!);
    const en = (key: string, values?: Record<string, unknown>) => squeeze(modules.translate('en', key, values));
    for (const expected of [
      'LionWorksPteLtd',
      '1RafflesPlace,Singapore048616',
      en('payslips:pdf.title', { period: 'January 2026' }),
      // HR's preview of a run not yet approved says so.
      en('payslips:pdf.draft'),
      'MeiLim',
      'E001',
      en('payruns:lines.basic') + 'SGD4,000.00',
      en('payruns:lines.cpf.employee') + 'SGD800.00',
      en('payslips:pdf.totalDeductions') + 'SGD800.00',
      en('payslips:pdf.netPay') + 'SGD3,200.00',
      en('payruns:lines.cpf.employer') + 'SGD680.00',
      en('payruns:lines.sdl') + 'SGD10.00',
      en('payslips:pdf.totalEmployerContributions') + 'SGD690.00',
      en('payslips:pdf.yearToDate'),
    ])
      expect(text).toContain(expected);
  });

  it('hides a calculated run from the employee; once approved they list and download their own only (404 for another)', async () => {
    const { company, mei, tan, meiSession, run } = await paidCompany();
    expect(await meiSession.api.ok(contracts.listEmployeePayslips, { params: { id: mei } })).toEqual([]);
    expect((await download(meiSession, mei, run.id)).statusCode).toBe(404);

    await approve(company, run.id);
    expect(await meiSession.api.ok(contracts.listEmployeePayslips, { params: { id: mei } })).toEqual([
      {
        payrunId: run.id,
        period: '2026-01',
        kind: 'regular',
        name: null,
        status: 'approved',
        currency: 'SGD',
        gross: '4000.00',
        deductions: '800.00',
        net: '3200.00',
        protection: 'none',
      },
    ]);
    const own = await download(meiSession, mei, run.id);
    expect(own.statusCode).toBe(200);
    const text = squeeze((await pdfPages(own.rawPayload)).join(''));
    expect(text).toContain('MeiLim');
    expect(text).toContain('SGD3,200.00');
    expect(text).not.toContain(squeeze(modules.translate('en', 'payslips:pdf.draft')));

    // Another person's payslip and list are not there for her, whichever way she asks.
    expect((await download(meiSession, tan, run.id)).statusCode).toBe(404);
    expect((await meiSession.api.fail(contracts.listEmployeePayslips, { params: { id: tan } }, 404)).code).toBe('NOT_FOUND');
    // Nor is the run's file or its summary.
    expect((await meiSession.api.fail(contracts.startPayrunPayslipsFile, { params: { id: run.id } }, 403)).code).toBe('FORBIDDEN');
    // HR reaches Tan's.
    expect((await download(company.admin, tan, run.id)).statusCode).toBe(200);
  });

  it('protects the PDF with the password rule: it refuses to open without it and opens with the date of birth', async () => {
    const { company, mei, aiko, meiSession, run } = await paidCompany();
    await approve(company, run.id);
    const saved = await company.admin.api.ok(contracts.savePayslipSetting, {
      body: { language: 'employee', protection: 'dateOfBirth', version: 0 },
    });
    expect(saved).toEqual({ language: 'employee', protection: 'dateOfBirth', version: 1 });
    // The employee is told the rule with their list (the password itself is nowhere in it).
    const listed = await meiSession.api.ok(contracts.listEmployeePayslips, { params: { id: mei } });
    expect(listed.map((slip) => slip.protection)).toEqual(['dateOfBirth']);
    expect(JSON.stringify(listed)).not.toContain('15011996');
    const response = await download(meiSession, mei, run.id);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The bytes are encrypted: the names and amounts are not in them as text.
    expect(response.rawPayload.includes(Buffer.from('/Encrypt'))).toBe(true);
    await expect(pdfPages(response.rawPayload)).rejects.toMatchObject({ name: 'PasswordException' });
    await expect(pdfPages(response.rawPayload, '01011996')).rejects.toMatchObject({ name: 'PasswordException' });
    const text = squeeze((await pdfPages(response.rawPayload, '15011996')).join(''));
    expect(text).toContain('MeiLim');
    expect(text).toContain('SGD3,200.00');

    // The last 4 characters of the ID number.
    const setting = await company.admin.api.ok(contracts.getPayslipSetting);
    await company.admin.api.ok(contracts.savePayslipSetting, {
      body: { language: 'employee', protection: 'idNumberLast4', version: setting.version },
    });
    const byId = await download(meiSession, mei, run.id);
    await expect(pdfPages(byId.rawPayload)).rejects.toMatchObject({ name: 'PasswordException' });
    expect(squeeze((await pdfPages(byId.rawPayload, '234Z')).join(''))).toContain('MeiLim');
    // Aiko has no ID number: her payslip is not made unprotected, the record is named as what is missing.
    const missing = await company.admin.api.inject({ method: 'GET', url: `/api/v2/employees/${aiko}/payslips/${run.id}/pdf` });
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toMatchObject({ code: 'PAYSLIP_PASSWORD_MISSING' });
  });

  it('writes the whole run into one file as a job, a page per person, which only the one who asked downloads', async () => {
    const { company, run } = await paidCompany();
    // Asked twice while it waits: one job.
    const first = await company.admin.api.ok(contracts.startPayrunPayslipsFile, { params: { id: run.id } });
    const { jobId, fileId, fileName, rows, pages } = await runFile(company.admin, run.id);
    expect(jobId).toBe(first.jobId);
    expect({ fileName, rows }).toEqual({ fileName: 'payslips-2026-01.pdf', rows: 3 });
    expect(pages).toHaveLength(3);
    expect(pages[0]).toContain('MeiLim');
    expect(pages[0]).toContain('SGD3,200.00');
    expect(pages[1]).toContain('TanWei');
    expect(pages[1]).toContain('SGD2,560.00');
    expect(pages[2]).toContain('AikoSato');
    expect(pages[2]).toContain(squeeze(modules.translate('en', 'payruns:lines.noScheme')));
    // Once done, asking again writes it again (today's data): a new job.
    expect((await company.admin.api.ok(contracts.startPayrunPayslipsFile, { params: { id: run.id } })).jobId).not.toBe(jobId);
    await t.jobs.drain();
    // The file is the asker's: another administrator of the company is refused it.
    const colleague = await loginAs(t, await createUser(t, company, { role: 'administrator' }));
    expect((await colleague.api.fail(contracts.downloadFile, { params: { id: fileId } }, 403)).code).toBe('FORBIDDEN');
    // A run that does not exist has no file.
    await company.admin.api.fail(contracts.startPayrunPayslipsFile, { params: { id: crypto.randomUUID() } }, 404);
  });

  it("reaches other people's payslips through the payrun menu as far as the role's data scope: a team's manager their team's only", async () => {
    const { company, mei, tan, aiko, run } = await paidCompany();
    await approve(company, run.id);
    // Tan manages Mei; Aiko is in nobody's team.
    await setRecord(company, mei, { managerId: tan });
    const reader = { menuGrants: { payrun: 'view', myProfile: 'view' } as contracts.MenuGrants };
    const manager = await roleSession(company, { dataScope: 'team', ...reader }, tan);
    expect((await download(manager, mei, run.id)).statusCode).toBe(200);
    expect((await download(manager, tan, run.id)).statusCode).toBe(200);
    expect((await download(manager, aiko, run.id)).statusCode).toBe(404);
    expect(await manager.api.ok(contracts.listEmployeePayslips, { params: { id: mei } })).toHaveLength(1);
    await manager.api.fail(contracts.listEmployeePayslips, { params: { id: aiko } }, 404);
    const teamFile = await runFile(manager, run.id);
    expect(teamFile.rows).toBe(2);
    expect(teamFile.pages.join('')).toContain('MeiLim');
    expect(teamFile.pages.join('')).toContain('TanWei');
    expect(teamFile.pages.join('')).not.toContain('AikoSato');

    // Their own scope: their own payslip, through the menu or their profile, and a file of one.
    const own = await roleSession(company, { dataScope: 'self', ...reader }, aiko);
    expect((await download(own, aiko, run.id)).statusCode).toBe(200);
    expect((await download(own, mei, run.id)).statusCode).toBe(404);
    const ownFile = await runFile(own, run.id);
    expect(ownFile.rows).toBe(1);
    expect(ownFile.pages.join('')).toContain('AikoSato');

    // The Manager role as the product makes it has no payrun menu: their own payslip only, not their team's.
    const templateManager = await createUser(t, company, { role: 'manager' });
    await relink(company, templateManager.userId, tan);
    const session = await loginAs(t, templateManager);
    expect((await download(session, tan, run.id)).statusCode).toBe(200);
    expect((await download(session, mei, run.id)).statusCode).toBe(404);
    await session.api.fail(contracts.startPayrunPayslipsFile, { params: { id: run.id } }, 403);

    // Everyone's with the scope of all.
    const payroll = await roleSession(company, { dataScope: 'all', ...reader }, mei);
    expect((await download(payroll, aiko, run.id)).statusCode).toBe(200);
    expect((await runFile(payroll, run.id)).rows).toBe(3);
  });

  it("writes in the employee's language (Chinese in the CJK font) and shows only the template's sections", async () => {
    const { company, mei, meiUser, meiSession, run } = await paidCompany();
    await approve(company, run.id);
    await t.tenant(company.companyId, (tx) => tx.update(users).set({ language: 'zh' }).where(eq(users.id, meiUser.userId)));
    const template = await company.admin.api.ok(contracts.savePayslipTemplate, {
      body: { showEmployerContributions: false, showYtd: false, showSummary: true, showLogo: true, showAddress: false, version: 0 },
    });
    expect(template.version).toBe(1);
    const text = squeeze((await pdfPages((await download(meiSession, mei, run.id)).rawPayload)).join(''));
    const zh = (key: string, values?: Record<string, unknown>) => squeeze(modules.translate('zh', key, values));
    expect(text).toContain(zh('payslips:pdf.title', { period: '2026年1月' }));
    expect(text).toContain(zh('payslips:pdf.netPay') + 'SGD3,200.00');
    expect(text).toContain(zh('payruns:lines.cpf.employee'));
    expect(text).not.toContain(zh('payruns:lines.cpf.employer'));
    expect(text).not.toContain(zh('payslips:pdf.yearToDate'));
    expect(text).not.toContain('1RafflesPlace');
    // Vietnamese (beyond the standard fonts' Latin 1) prints in the embedded font, every diacritic kept.
    await t.tenant(company.companyId, (tx) => tx.update(users).set({ language: 'vi' }).where(eq(users.id, meiUser.userId)));
    const vietnamese = squeeze((await pdfPages((await download(meiSession, mei, run.id)).rawPayload)).join(''));
    expect(vietnamese).toContain(squeeze(modules.translate('vi', 'payslips:pdf.netPay')) + 'SGD3,200.00');
    expect(vietnamese).toContain(squeeze(modules.translate('vi', 'payslips:pdf.deductionsSection')));
    // The company's language when the rule says so.
    const setting = await company.admin.api.ok(contracts.getPayslipSetting);
    await company.admin.api.ok(contracts.savePayslipSetting, {
      body: { language: 'company', protection: 'none', version: setting.version },
    });
    const english = squeeze((await pdfPages((await download(meiSession, mei, run.id)).rawPayload)).join(''));
    expect(english).toContain(squeeze(modules.translate('en', 'payslips:pdf.netPay')) + 'SGD3,200.00');
  });

  it('audits each change of the settings, refuses a stale version and keeps the settings from employees', async () => {
    const { company, meiSession } = await paidCompany();
    const api = company.admin.api;
    expect(await api.ok(contracts.getPayslipSetting)).toEqual({ language: 'employee', protection: 'none', version: 0 });
    await api.ok(contracts.savePayslipSetting, { body: { language: 'employee', protection: 'dateOfBirth', version: 0 } });
    expect(
      (await api.fail(contracts.savePayslipSetting, { body: { language: 'company', protection: 'none', version: 0 } }, 409)).code,
    ).toBe('VERSION_CONFLICT');
    await api.ok(contracts.savePayslipTemplate, {
      body: { showEmployerContributions: true, showYtd: false, showSummary: true, showLogo: true, showAddress: true, version: 1 },
    });
    // Both parts are kept: the template's save left the password rule as it was.
    expect(await api.ok(contracts.getPayslipSetting)).toEqual({ language: 'employee', protection: 'dateOfBirth', version: 2 });
    const entries = await t.db
      .select({ entity: auditLog.entity, action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entityId, company.companyId)))
      .orderBy(auditLog.at, auditLog.id);
    expect(entries.filter((entry) => entry.entity.startsWith('payslip'))).toEqual([
      { entity: 'payslipSetting', action: 'create', before: { protection: 'none' }, after: { protection: 'dateOfBirth' } },
      { entity: 'payslipTemplate', action: 'update', before: { showYtd: true }, after: { showYtd: false } },
    ]);
    await meiSession.api.fail(contracts.getPayslipSetting, {}, 403);
    await meiSession.api.fail(
      contracts.savePayslipTemplate,
      {
        body: { showEmployerContributions: false, showYtd: false, showSummary: false, showLogo: false, showAddress: false, version: 2 },
      },
      403,
    );
  });

  it("prints the company's logo when the template shows it, and the payslip without it if the picture cannot be drawn", async () => {
    const { company, mei, run } = await paidCompany();
    const hasImage = async () => (await download(company.admin, mei, run.id)).rawPayload.includes(Buffer.from('/Subtype /Image'));
    expect(await hasImage()).toBe(false);
    await company.admin.api.ok(contracts.updateCompanyLogo, { body: { data: png(64, 40).toString('base64') } });
    expect(await hasImage()).toBe(true);
    await company.admin.api.ok(contracts.savePayslipTemplate, {
      body: { showEmployerContributions: true, showYtd: true, showSummary: true, showLogo: false, showAddress: true, version: 0 },
    });
    expect(await hasImage()).toBe(false);
    // A file that only starts like a PNG passes the upload's check but cannot be drawn.
    const template = await company.admin.api.ok(contracts.getPayslipTemplate);
    await company.admin.api.ok(contracts.savePayslipTemplate, {
      body: {
        showEmployerContributions: true,
        showYtd: true,
        showSummary: true,
        showLogo: true,
        showAddress: true,
        version: template.version,
      },
    });
    const broken = Buffer.concat([png(64, 40).subarray(0, 33), Buffer.alloc(200)]);
    await company.admin.api.ok(contracts.updateCompanyLogo, { body: { data: broken.toString('base64') } });
    const response = await download(company.admin, mei, run.id);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.includes(Buffer.from('/Subtype /Image'))).toBe(false);
    expect(squeeze((await pdfPages(response.rawPayload)).join(''))).toContain('SGD3,200.00');
  });

  it('keeps each company to its own payslips', async () => {
    const { mei, run } = await paidCompany();
    const other = await createCompany(t);
    expect((await download(other.admin, mei, run.id)).statusCode).toBe(404);
    expect((await other.admin.api.fail(contracts.startPayrunPayslipsFile, { params: { id: run.id } }, 404)).code).toBe('NOT_FOUND');
    expect((await other.admin.api.fail(contracts.listEmployeePayslips, { params: { id: mei } }, 404)).code).toBe('NOT_FOUND');
  });
});
