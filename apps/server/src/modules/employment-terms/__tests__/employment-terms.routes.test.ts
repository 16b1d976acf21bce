import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { auditLog, companies, employees, jobs, notifications } from '../../../db/schema/index.ts';
import { EMPLOYMENT_REMINDERS_JOB } from '../index.ts';
import { createCompany, createTestApp, createUser, loginAs, type TestApp, type TestCompany } from '../../../testing/index.ts';
import { employeeBody, linkUserToEmployee } from '../../../testing/employee-factories.ts';
import { createTestModules } from '../../../testing/test-modules.ts';
import type { ModuleContext } from '../../../platform/module.ts';
import { pdfPages } from '../../../testing/pdf-text.ts';

let t: TestApp;
let modules: ModuleContext;
beforeAll(async () => {
  t = await createTestApp();
  modules = await createTestModules(t);
});
afterAll(async () => {
  await t?.close();
});

const SETTING = {
  requiredFor: 'all' as const,
  mainDuties: 'Prepare the monthly accounts',
  workingArrangement: '9am to 6pm, lunch 1pm to 2pm',
  hoursPerDay: '8',
  daysPerWeek: '5',
  restDay: 'sunday' as const,
  salaryPeriod: 'monthly' as const,
  salaryPaymentDates: 'Last working day of the month',
  overtimeRate: '1.5',
  annualLeaveDays: 14,
  outpatientSickLeaveDays: 14,
  hospitalisationLeaveDays: 60,
  probationMonths: 3,
  noticeValue: 1,
  noticeUnit: 'month' as const,
};

async function newHire(company: TestCompany, hiringDate: string) {
  const jobTitle = await company.admin.api.ok(contracts.createJobTitle, { body: { name: `Accountant ${hiringDate}` } });
  const body = employeeBody({ job: { hiringDate, jobTitleId: jobTitle.id } });
  const { id } = await company.admin.api.ok(contracts.createEmployee, { body });
  return { id, nric: body.personal.identificationNumber };
}

describe('Key employment terms', () => {
  it('lists what is missing, issues a version with the template’s items and makes its PDF in English and Vietnamese', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const hire = await newHire(company, '2026-03-02');

    const before = await api.ok(contracts.getEmployeeKets, { params: { id: hire.id } });
    expect(before).toMatchObject({ level: 'edit', form: 'SG', required: true, dueDate: '2026-03-16', issues: [] });
    expect(before.missing).toEqual(expect.arrayContaining(['mainDuties', 'workingArrangement', 'restDay', 'salaryPeriod', 'noticePeriod']));
    expect(before.missing).not.toContain('employeeName');
    const refused = await api.fail(contracts.issueEmployeeKets, { body: { employeeId: hire.id, issueDate: '2026-03-05' } }, 422);
    expect(refused.code).toBe('KETS_INCOMPLETE');

    const setting = await api.ok(contracts.getKetsSetting);
    expect(setting.version).toBe(0);
    await api.ok(contracts.saveKetsSetting, { body: { ...SETTING, version: 0 } });
    expect((await api.fail(contracts.saveKetsSetting, { body: { ...SETTING, version: 0 } }, 409)).code).toBe('VERSION_CONFLICT');

    const ready = await api.ok(contracts.getEmployeeKets, { params: { id: hire.id } });
    expect(ready.missing).toEqual([]);
    expect(ready.fields.find((field) => field.key === 'probationEndDate')).toMatchObject({ value: '2026-06-01', source: 'setting' });

    const issued = await api.ok(contracts.issueEmployeeKets, { body: { employeeId: hire.id, issueDate: '2026-03-05', language: 'vi' } });
    expect(issued).toMatchObject({ number: 1, issueDate: '2026-03-05', languages: ['en', 'vi'], issuedBy: 'Ada Admin' });
    const after = await api.ok(contracts.getEmployeeKets, { params: { id: hire.id } });
    expect(after.dueDate).toBeNull();
    expect(after.issues.map((issue) => issue.number)).toEqual([1]);

    const response = await api.inject({ method: 'GET', url: `/api/v2/employees/${hire.id}/kets/${issued.id}/pdf` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    // Compared without spaces: a table cell wraps its text where it must.
    const squeeze = (value: string) => value.replace(/\s+/g, '');
    const pages = (await pdfPages(response.rawPayload)).map(squeeze);
    const label = (language: 'en' | 'vi', key: string) => squeeze(modules.translate(language, `employmentTerms:kets.${key}`));
    // English first, then the Vietnamese from a new page.
    const secondLanguageAt = pages.findIndex((page) => page.startsWith(label('vi', 'forms.SG.title')));
    expect(secondLanguageAt).toBeGreaterThan(0);
    const parts = { en: pages.slice(0, secondLanguageAt).join(''), vi: pages.slice(secondLanguageAt).join('') };
    for (const language of ['en', 'vi'] as const) {
      const text = parts[language];
      expect(text.startsWith(label(language, 'forms.SG.title'))).toBe(true);
      expect(text).toContain(label(language, 'allMandatory'));
      // Every item of MOM's template under its section, in the template's order.
      let at = 0;
      for (const field of ready.fields) {
        for (const part of [`forms.SG.sections.${field.section}`, `fields.${field.key}`]) {
          const found = text.indexOf(label(language, part), part.startsWith('forms') ? 0 : at);
          expect(found, `${language} ${part}`).toBeGreaterThanOrEqual(0);
          if (part.startsWith('fields')) at = found;
        }
      }
    }
    for (const value of [
      company.name,
      'Mei Ling Tan',
      hire.nric,
      'Prepare the monthly accounts',
      '2 March 2026',
      'Sunday',
      'Monthly',
      'SGD 4,500.00',
      '1.5 × hourly basic rate of pay',
      '14 days',
      '60 days',
      '3 months',
      '1 June 2026',
      '1 month',
      'Issued on: 5 March 2026 (version 1)',
    ])
      expect(parts.en).toContain(squeeze(value));
    for (const value of ['Chủ Nhật', 'Hằng tháng', '1 tháng 6, 2026', 'SGD 4,500.00']) expect(parts.vi).toContain(squeeze(value));

    const entries = await t.db
      .select({ entity: auditLog.entity, action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.companyId, company.companyId));
    expect(entries).toEqual(
      expect.arrayContaining([
        { entity: 'ketsSetting', action: 'create' },
        { entity: 'kets', action: 'issue' },
      ]),
    );
  });

  it('gives a company in Indonesia its own written particulars (UU 13/2003 art 54): the parties, the work, the wage, due on the first day', async () => {
    const company = await createCompany(t, { countryCode: 'ID' });
    const api = company.admin.api;
    const hire = await newHire(company, '2026-03-02');
    const before = await api.ok(contracts.getEmployeeKets, { params: { id: hire.id } });
    expect(before).toMatchObject({ form: 'ID', required: true, dueDate: '2026-03-02' });
    expect(before.missing).toEqual(
      expect.arrayContaining(['companyAddress', 'businessType', 'employeeAddress', 'placeOfWork', 'contractType', 'salaryPaymentDates']),
    );
    // Singapore's items that Indonesia's law does not name are not asked for.
    expect(before.fields.map((field) => field.key)).not.toContain('cpfContributions');
    expect(before.missing).not.toContain('employeeGender');

    await t.db
      .update(companies)
      .set({ address: 'Jl. Sudirman 1, Jakarta', industry: 'manufacturing' })
      .where(eq(companies.id, company.companyId));
    await t.db.update(employees).set({ address: 'Jl. Melati 2, Bandung' }).where(eq(employees.id, hire.id));
    await api.ok(contracts.saveKetsSetting, { body: { ...SETTING, placeOfWork: 'Jakarta head office', version: 0 } });
    await api.ok(contracts.saveEmploymentContract, {
      body: { employeeId: hire.id, contractType: 'pkwt', startDate: '2026-03-02', endDate: '2027-03-01' },
    });
    const ready = await api.ok(contracts.getEmployeeKets, { params: { id: hire.id } });
    expect(ready.missing).toEqual([]);
    expect(ready.fields.find((field) => field.key === 'employmentDuration')).toMatchObject({ value: '2026-03-02|2027-03-01' });

    const issued = await api.ok(contracts.issueEmployeeKets, { body: { employeeId: hire.id, issueDate: '2026-03-02', language: 'id' } });
    const response = await api.inject({ method: 'GET', url: `/api/v2/employees/${hire.id}/kets/${issued.id}/pdf` });
    const squeeze = (value: string) => value.replace(/\s+/g, '');
    const text = (await pdfPages(response.rawPayload)).map(squeeze).join('');
    const label = (language: 'en' | 'id', key: string) => squeeze(modules.translate(language, `employmentTerms:kets.${key}`));
    for (const language of ['en', 'id'] as const)
      for (const key of ['forms.ID.title', 'forms.ID.sections.A', 'forms.ID.sections.D', 'fields.businessType', 'fields.employeeGender'])
        expect(text, `${language} ${key}`).toContain(label(language, key));
    for (const value of ['Jl. Sudirman 1, Jakarta', 'Jl. Melati 2, Bandung', 'PKWT (fixed term)', '12 April 1990', 'Female', 'Perempuan'])
      expect(text).toContain(squeeze(value));
  });

  it('keeps contract terms with renewals as history, a stale save is a 409, and a signed document is attached', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const hire = await newHire(company, '2025-01-06');
    const term = { contractType: 'fixedTerm' as const, startDate: '2025-01-06', noticeValue: 2, noticeUnit: 'week' as const };
    const noEnd = await api.fail(contracts.saveEmploymentContract, { body: { employeeId: hire.id, ...term } }, 400);
    expect(noEnd.errors).toEqual({ endDate: expect.any(String) });
    const first = await api.ok(contracts.saveEmploymentContract, { body: { employeeId: hire.id, ...term, endDate: '2025-12-31' } });
    expect(
      await api.fail(contracts.saveEmploymentContract, { body: { employeeId: hire.id, ...term, endDate: '2025-12-31' } }, 409),
    ).toMatchObject({
      code: 'VERSION_CONFLICT',
    });
    const changed = await api.ok(contracts.saveEmploymentContract, {
      body: { employeeId: hire.id, id: first.id, version: first.version, ...term, endDate: '2026-01-04' },
    });
    expect(changed.version).toBe(first.version + 1);
    expect(
      (
        await api.fail(
          contracts.saveEmploymentContract,
          { body: { employeeId: hire.id, id: first.id, version: first.version, ...term, endDate: '2026-01-04' } },
          409,
        )
      ).code,
    ).toBe('VERSION_CONFLICT');
    const renewed = await api.ok(contracts.renewEmploymentContract, {
      body: { employeeId: hire.id, contractType: 'permanent', startDate: '2026-01-05' },
    });
    const read = await api.ok(contracts.getEmploymentContract, { params: { id: hire.id } });
    expect(read.current).toMatchObject({ id: renewed.id, contractType: 'permanent', renewalOf: first.id });
    expect(read.history.map((old) => old.id)).toEqual([first.id]);
    expect(read.types).toEqual(['permanent', 'fixedTerm', 'probation', 'internship']);

    const pdf = Buffer.from('%PDF-1.4 signed');
    const notPdf = await api.fail(
      contracts.uploadContractDocument,
      {
        params: { id: hire.id, termId: renewed.id },
        body: { name: 'x.pdf', contentType: 'application/pdf', data: Buffer.from('hello').toString('base64') },
      },
      400,
    );
    expect(notPdf.errors).toEqual({ data: expect.any(String) });
    const attached = await api.ok(contracts.uploadContractDocument, {
      params: { id: hire.id, termId: renewed.id },
      body: { name: 'signed.pdf', contentType: 'application/pdf', data: pdf.toString('base64') },
    });
    expect(attached.document).toMatchObject({ name: 'signed.pdf', size: pdf.length });
    const download = await api.inject({ method: 'GET', url: `/api/v2/employees/${hire.id}/employment-contract/${renewed.id}/document` });
    expect(download.rawPayload.equals(pdf)).toBe(true);
    const actions = await t.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entity, 'employmentContract')));
    expect(actions.map((entry) => entry.action).sort()).toEqual(['attach-document', 'create', 'renew', 'update']);
    expect(JSON.stringify(actions)).not.toContain(pdf.toString('base64'));
  });

  it('follows field levels per role and never shows another company’s records', async () => {
    const company = await createCompany(t);
    const hire = await newHire(company, '2026-02-02');
    await company.admin.api.ok(contracts.saveEmploymentContract, {
      body: { employeeId: hire.id, contractType: 'permanent', startDate: '2026-02-02' },
    });

    // The employee on their own record (My profile): reads both, changes neither.
    const own = await createUser(t, company, { role: 'employee' });
    await linkUserToEmployee(t, { companyId: company.companyId, userId: own.userId, employeeId: hire.id });
    const self = (await loginAs(t, own)).api;
    expect((await self.ok(contracts.getEmploymentContract, { params: { id: hire.id } })).level).toBe('view');
    expect((await self.ok(contracts.getEmployeeKets, { params: { id: hire.id } })).level).toBe('view');
    expect(
      (
        await self.fail(
          contracts.saveEmploymentContract,
          { body: { employeeId: hire.id, contractType: 'permanent', startDate: '2026-02-03' } },
          403,
        )
      ).code,
    ).toBe('FIELD_FORBIDDEN');
    await self.fail(contracts.issueEmployeeKets, { body: { employeeId: hire.id, issueDate: '2026-02-03' } }, 403);

    // A role that may view the employee list but is given no level on the KETs: they are not there for it.
    const role = await company.admin.api.ok(contracts.createRole, {
      body: {
        name: 'List viewer',
        description: '',
        dataScope: 'all',
        menuGrants: { employeeList: 'view' },
        fieldGrants: { public: { 'employee.kets': 'none' }, private: {} },
      },
    });
    const viewer = await createUser(t, company, { role: 'employee' });
    const current = await company.admin.api.ok(contracts.getUser, { params: { id: viewer.userId } });
    await company.admin.api.ok(contracts.updateUser, { body: { id: viewer.userId, version: current.version, roleId: role.id } });
    const viewerApi = (await loginAs(t, viewer)).api;
    expect((await viewerApi.ok(contracts.getEmploymentContract, { params: { id: hire.id } })).level).toBe('view');
    await viewerApi.fail(contracts.getEmployeeKets, { params: { id: hire.id } }, 404);
    await viewerApi.fail(
      contracts.renewEmploymentContract,
      { body: { employeeId: hire.id, contractType: 'permanent', startDate: '2026-03-01' } },
      403,
    );
    await viewerApi.fail(contracts.saveKetsSetting, { body: { ...SETTING, version: 0 } }, 403);

    const other = await createCompany(t);
    await other.admin.api.fail(contracts.getEmploymentContract, { params: { id: hire.id } }, 404);
    await other.admin.api.fail(contracts.getEmployeeKets, { params: { id: hire.id } }, 404);
    await other.admin.api.fail(contracts.issueEmployeeKets, { body: { employeeId: hire.id, issueDate: '2026-02-03' } }, 404);
    expect((await other.admin.api.ok(contracts.getKetsSetting)).version).toBe(0);
  });

  it('reminds HR once of overdue KETs, a fixed-term contract ending and a probation ending, by the clock', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const hire = await newHire(company, '2026-05-04');
    await api.ok(contracts.saveEmploymentContract, {
      body: {
        employeeId: hire.id,
        contractType: 'fixedTerm',
        startDate: '2026-05-04',
        endDate: '2026-06-30',
        probationEndDate: '2026-05-25',
      },
    });
    const send = () => modules.service('employmentTerms').sendDueReminders(company.companyId);
    const mine = async () =>
      (
        await t.db
          .select({ kind: notifications.kind, type: notifications.type })
          .from(notifications)
          .where(and(eq(notifications.companyId, company.companyId), eq(notifications.userId, company.admin.user.userId)))
      )
        .filter((row) => row.kind !== 'account')
        .sort((a, b) => a.kind.localeCompare(b.kind));

    t.clock.set(new Date('2026-05-10T02:00:00Z'));
    expect(await send()).toBe(0);
    // The probation ends within 7 days, and the terms were due by 18 May (14 days from 4 May).
    t.clock.set(new Date('2026-05-19T02:00:00Z'));
    expect(await send()).toBe(2);
    expect(await mine()).toEqual([
      { kind: 'ketsOverdue', type: 15 },
      { kind: 'probationEnding', type: 17 },
    ]);
    expect(await send()).toBe(0);
    // The fixed term ends within 30 days; the others were told already.
    t.clock.set(new Date('2026-06-01T02:00:00Z'));
    expect(await send()).toBe(1);
    expect((await mine()).map((row) => row.kind)).toEqual(['employmentContractEnding', 'ketsOverdue', 'probationEnding']);
    // Each is sent once.
    expect(await send()).toBe(0);
  });

  it('are sent by themselves each morning: the job runner queues them once per company at its local hour', async () => {
    const company = await createCompany(t);
    await t.db.update(companies).set({ timezone: 'Asia/Singapore' }).where(eq(companies.id, company.companyId));
    await newHire(company, '2026-07-06');
    const queued = () =>
      t.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.companyId, company.companyId), eq(jobs.type, EMPLOYMENT_REMINDERS_JOB)));
    // 06:30 in Singapore: not yet the reminders' hour.
    t.clock.set(new Date('2026-07-20T22:30:00Z'));
    await t.jobs.scheduleDue();
    expect(await queued()).toHaveLength(0);
    // 07:30 in Singapore on 21 July: the terms were due by 20 July.
    t.clock.set(new Date('2026-07-20T23:30:00Z'));
    await t.jobs.scheduleDue();
    await t.jobs.scheduleDue();
    expect(await queued()).toHaveLength(1);
    await t.jobs.drain();
    const told = await t.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(and(eq(notifications.companyId, company.companyId), eq(notifications.kind, 'ketsOverdue')));
    expect(told).toHaveLength(1);
  });
});
