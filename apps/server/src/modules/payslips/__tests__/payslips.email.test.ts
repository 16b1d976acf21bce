import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { auditLog, employees, mailOutbox, payslips, users } from '../../../db/schema/index.ts';
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

/**
 * A company of three paid in January 2026, payslips protected by the date of birth: Mei (mail in
 * Indonesian, her own language; Latin letters: the CJK font takes long to open under load) and Tan have addresses, Aiko has none.
 */
async function calculatedRun() {
  const company = await createCompany(t);
  const mei = await createEmployeeRow(t, company.companyId, { firstName: 'Mei', lastName: 'Lim', employmentNumber: 'E001' });
  await setRecord(company, mei, { salary: '4000.00', dateOfBirth: '1996-01-15', hiringDate: '2023-03-01', email: 'mei@lion.example' });
  const tan = await createEmployeeRow(t, company.companyId, { firstName: 'Tan', lastName: 'Wei', employmentNumber: 'E002' });
  await setRecord(company, tan, { salary: '3200.00', dateOfBirth: '1990-05-01', hiringDate: '2024-01-01', email: 'tan@lion.example' });
  const aiko = await createEmployeeRow(t, company.companyId, { firstName: 'Aiko', lastName: 'Sato', employmentNumber: 'E003' });
  await setRecord(company, aiko, { salary: '3000.00', dateOfBirth: '1992-07-07', hiringDate: '2024-05-01', email: null });
  const meiUser = await createUser(t, company, { role: 'employee' });
  await linkUserToEmployee(t, { companyId: company.companyId, userId: meiUser.userId, employeeId: mei });
  await t.tenant(company.companyId, (tx) => tx.update(users).set({ language: 'id' }).where(eq(users.id, meiUser.userId)));
  await company.admin.api.ok(contracts.savePayslipSetting, { body: { language: 'employee', protection: 'dateOfBirth', version: 0 } });
  const started = await company.admin.api.call(contracts.startPayrun, { body: { period: '2026-01' } });
  expect(started.status).toBe(202);
  await t.jobs.drain();
  const run = await company.admin.api.ok(contracts.getPayrun, { params: { id: started.data!.id } });
  expect(run.status).toBe('calculated');
  return { company, mei, tan, aiko, meiUser, run };
}

const approve = async (company: TestCompany, id: string) => {
  const run = await company.admin.api.ok(contracts.getPayrun, { params: { id } });
  return company.admin.api.ok(contracts.approvePayrun, { params: { id }, body: { version: run.version } });
};

const outboxRows = (company: TestCompany) => t.db.select().from(mailOutbox).where(eq(mailOutbox.companyId, company.companyId));

/** Sends the run's payslips as HR, lets the job run, and answers the job's result. */
async function send(company: TestCompany, payrunId: string, again = false) {
  const started = await company.admin.api.call(contracts.emailPayrunPayslips, { params: { id: payrunId }, body: { again } });
  expect(started.status).toBe(202);
  await t.jobs.drain();
  const job = await company.admin.api.ok(contracts.getJob, { params: { id: started.data!.jobId } });
  expect(job).toMatchObject({ status: 'succeeded', progress: 100 });
  return job.result as contracts.PayslipsEmailResult;
}

describe('Emailing payslips', () => {
  it('mails each employee with an address their protected PDF in their language, the rule told and never the password; the rest listed', async () => {
    const { company, mei, tan, aiko, run } = await calculatedRun();
    // A calculated run is not mailed: the employees see approved runs only.
    expect((await company.admin.api.fail(contracts.emailPayrunPayslips, { params: { id: run.id }, body: {} }, 409)).code).toBe(
      'PAYRUN_STATUS',
    );
    await approve(company, run.id);
    const result = await send(company, run.id);
    expect(result).toEqual({ sent: 2, notSent: [{ employeeId: aiko, name: 'Aiko Sato', employmentNumber: 'E003', reason: 'noEmail' }] });

    const rows = await outboxRows(company);
    expect(rows.map((row) => row.to).sort()).toEqual(['mei@lion.example', 'tan@lion.example']);
    const meiMail = rows.find((row) => row.to === 'mei@lion.example')!;
    const tanMail = rows.find((row) => row.to === 'tan@lion.example')!;
    // Mei's in Indonesian, Tan's (no language of his own) in the company's English.
    expect(meiMail.text).toContain(modules.translate('id', 'payslips:passwordRule.dateOfBirth.own'));
    expect(meiMail.subject).toContain('Januari 2026');
    expect(meiMail.subject).toMatch(/^Slip gaji Anda/);
    expect(tanMail.text).toContain(modules.translate('en', 'payslips:passwordRule.dateOfBirth.own'));
    expect(tanMail.subject).toContain('January 2026');
    expect(tanMail.text).toContain('Tan Wei');
    for (const row of rows) {
      expect(row.text).not.toContain('15011996');
      expect(row.text).not.toContain('01051990');
      expect(row.attachmentType).toBe('application/pdf');
      expect(row.attachmentSize).toBe(row.attachment!.byteLength);
    }
    // The attachment is the PDF /profile gives: encrypted, opening with the date of birth only.
    expect(meiMail.attachmentName).toBe('payslip-2026-01-E001.pdf');
    expect(meiMail.attachment!.includes(Buffer.from('/Encrypt'))).toBe(true);
    await expect(pdfPages(meiMail.attachment!)).rejects.toMatchObject({ name: 'PasswordException' });
    expect((await pdfPages(meiMail.attachment!, '15011996')).join('')).toContain('Mei');

    // The outbox shows the attachment's name and size, never its bytes nor the password.
    const listed = await company.admin.api.ok(contracts.listOutbox, { body: { search: { value: 'lion.example' } } });
    expect(listed.data.map((mail) => mail.attachment).sort((a, b) => a!.name.localeCompare(b!.name))).toEqual([
      { name: 'payslip-2026-01-E001.pdf', size: meiMail.attachmentSize },
      { name: 'payslip-2026-01-E002.pdf', size: tanMail.attachmentSize },
    ]);
    // The test app delivers into a directory (MAIL_DIR): the delivery job read the attachment.
    expect(listed.data.map((mail) => mail.status)).toEqual(['sent', 'sent']);
    const detail = await company.admin.api.ok(contracts.getOutboxMail, { params: { id: meiMail.id } });
    const shown = JSON.stringify([listed, detail]);
    expect(shown).not.toContain('15011996');
    expect(shown).not.toContain(meiMail.attachment!.subarray(0, 64).toString('base64'));
    expect(shown).not.toContain('JVBERi0');

    // Sent time per payslip; one audit entry with the counts.
    const slips = await t.db.select().from(payslips).where(eq(payslips.payrunId, run.id));
    expect(
      slips
        .filter((slip) => slip.emailedAt)
        .map((slip) => slip.employeeId)
        .sort(),
    ).toEqual([mei, tan].sort());
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.action, 'email_payslips')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ entity: 'payrun', entityId: run.id, after: { payslipsEmailed: 2, payslipsNotEmailed: 1 } });
    expect(JSON.stringify(audits)).not.toContain('JVBERi0');

    // Sending again is refused unless confirmed.
    expect((await company.admin.api.fail(contracts.emailPayrunPayslips, { params: { id: run.id }, body: {} }, 409)).code).toBe(
      'PAYSLIPS_ALREADY_EMAILED',
    );
    expect((await outboxRows(company)).length).toBe(2);
    expect((await send(company, run.id, true)).sent).toBe(2);
    expect((await outboxRows(company)).length).toBe(4);
  });

  it('reports a payslip that cannot be protected instead of mailing it unprotected', async () => {
    const { company, tan, run } = await calculatedRun();
    await setRecord(company, tan, { dateOfBirth: null });
    await approve(company, run.id);
    const result = await send(company, run.id);
    expect(result.sent).toBe(1);
    expect(result.notSent.map((one) => [one.name, one.reason])).toEqual([
      ['Tan Wei', 'noPassword'],
      ['Aiko Sato', 'noEmail'],
    ]);
    expect((await outboxRows(company)).map((row) => row.to)).toEqual(['mei@lion.example']);
  });

  it('lets only a role with the payrun menu at edit send, and answers 404 for another company', async () => {
    const { company, meiUser, tan, run } = await calculatedRun();
    await approve(company, run.id);
    const employee = await loginAs(t, meiUser);
    expect((await employee.api.fail(contracts.emailPayrunPayslips, { params: { id: run.id }, body: {} }, 403)).code).toBe('FORBIDDEN');
    const role = await company.admin.api.ok(contracts.createRole, {
      body: {
        name: uniqueName('Payroll reader'),
        dataScope: 'all',
        menuGrants: { payrun: 'view', myProfile: 'view' } as contracts.MenuGrants,
        fieldGrants: { public: {}, private: {} },
      },
    });
    const readerUser = await createUser(t, { ...company, roles: { ...company.roles, employee: role.id } }, { role: 'employee' });
    await linkUserToEmployee(t, { companyId: company.companyId, userId: readerUser.userId, employeeId: tan });
    const reader = await loginAs(t, readerUser);
    expect((await reader.api.fail(contracts.emailPayrunPayslips, { params: { id: run.id }, body: {} }, 403)).code).toBe('FORBIDDEN');
    const other = await createCompany(t);
    expect((await other.admin.api.fail(contracts.emailPayrunPayslips, { params: { id: run.id }, body: {} }, 404)).code).toBe('NOT_FOUND');
    expect(await outboxRows(company)).toEqual([]);
  });
});
