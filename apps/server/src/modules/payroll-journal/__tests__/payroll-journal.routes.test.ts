import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { auditLog, employees } from '../../../db/schema/index.ts';
import {
  createCompany,
  createEmployeeRow,
  createFakeClock,
  createTestApp,
  createUser,
  loginAs,
  type TestApp,
  type TestCompany,
} from '../../../testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createFakeClock(new Date('2026-02-02T04:00:00Z')) });
}, 240_000);
afterAll(async () => {
  await t?.close();
});

const auditOf = (company: TestCompany, entity: string) =>
  t.db
    .select({ action: auditLog.action, entityId: auditLog.entityId, subject: auditLog.subject, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entity, entity)))
    .orderBy(auditLog.at, auditLog.id);

const setRecord = (company: TestCompany, employeeId: string, values: Partial<typeof employees.$inferInsert>) =>
  t.tenant(company.companyId, (tx) =>
    tx
      .update(employees)
      .set(values)
      .where(and(eq(employees.companyId, company.companyId), eq(employees.id, employeeId))),
  );

async function runMonth(company: TestCompany, period = '2026-01') {
  const started = await company.admin.api.call(contracts.startPayrun, { body: { period } });
  expect(started.status).toBe(202);
  await t.jobs.drain();
  return company.admin.api.ok(contracts.getPayrun, { params: { id: started.data!.id } });
}

const DEFAULTS = {
  earningAccount: '6100',
  deductionAccount: '2200',
  employerAccount: '6200',
  employerPayableAccount: '2300',
  netPayAccount: '2100',
};

const line = (costCentre: string | null, account: string, description: string, debit: string, credit: string) =>
  expect.objectContaining({ costCentre, account, description, debit, credit });

/**
 * A Singapore company of three in January 2026 (the payrun's own test works out the CPF): Mei (30,
 * $4,000, CPF, CDAC) and Aiko ($3,000, a foreigner with no scheme) in Operations; Tan (joins on the
 * 16th at $6,200 a month, CPF, no self-help group) in Sales.
 */
async function singaporeRun() {
  const company = await createCompany(t);
  const api = company.admin.api;
  const operations = await api.ok(contracts.createDepartment, { body: { name: 'Operations' } as never });
  const sales = await api.ok(contracts.createDepartment, { body: { name: 'Sales' } as never });
  const mei = await createEmployeeRow(t, company.companyId, { firstName: 'Mei', lastName: 'Lim', employmentNumber: 'E001' });
  await setRecord(company, mei, {
    salary: '4000.00',
    dateOfBirth: '1996-01-15',
    passTypeId: 1,
    hiringDate: '2023-03-01',
    departmentId: operations.id,
  });
  const tan = await createEmployeeRow(t, company.companyId, { firstName: 'Tan', lastName: 'Wei', employmentNumber: 'E002' });
  await setRecord(company, tan, {
    salary: '6200.00',
    dateOfBirth: '1990-05-01',
    passTypeId: 1,
    hiringDate: '2026-01-16',
    departmentId: sales.id,
  });
  const aiko = await createEmployeeRow(t, company.companyId, { firstName: 'Aiko', lastName: 'Sato', employmentNumber: 'E003' });
  await setRecord(company, aiko, { salary: '3000.00', dateOfBirth: '1992-07-07', hiringDate: '2024-05-01', departmentId: operations.id });
  const policy = await api.ok(contracts.createInsurancePolicy, { body: { name: 'CPF', kind: 'statutory', country: 'SG' } as never });
  await api.ok(contracts.assignInsurancePolicy, {
    body: { policyId: policy.id, from: '2026-01-01', employeeIds: [mei], parameters: { country: 'SG', shgFunds: ['CDAC'] } },
  });
  await api.ok(contracts.assignInsurancePolicy, {
    body: { policyId: policy.id, from: '2026-01-01', employeeIds: [tan], parameters: { country: 'SG', shgFunds: [] } },
  });
  const run = await runMonth(company);
  return { company, api, run, operations, sales };
}

describe('Payroll journal', () => {
  it('keeps the accounts versioned, validated and audited', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const first = await api.ok(contracts.getJournalSettings);
    expect(first).toMatchObject({ version: 0, dimension: 'none', ...DEFAULTS, accounts: [] });
    expect(first.knownCodes).toEqual(
      expect.arrayContaining([{ code: 'cpf.employee', label: 'payruns:lines.cpf.employee', kind: 'deduction' }]),
    );

    const body = { ...DEFAULTS, dimension: 'location' as const, accounts: [{ code: 'basic', account: '5000', description: 'Salaries' }] };
    const saved = await api.ok(contracts.updateJournalSettings, { body: { ...body, version: 0 } });
    expect(saved).toMatchObject({
      version: 1,
      dimension: 'location',
      accounts: [{ code: 'basic', account: '5000', description: 'Salaries' }],
    });
    // A second first save, or a save of a version read before, is refused.
    expect((await api.fail(contracts.updateJournalSettings, { body: { ...body, version: 0 } }, 409)).code).toBe('VERSION_CONFLICT');
    await api.ok(contracts.updateJournalSettings, { body: { ...body, netPayAccount: '2101', version: 1 } });
    expect((await api.fail(contracts.updateJournalSettings, { body: { ...body, version: 1 } }, 409)).code).toBe('VERSION_CONFLICT');

    // Account codes: 1 to 20 letters, digits and . / _ -, no spaces; a pay line named once.
    const bad = await api.fail(
      contracts.updateJournalSettings,
      { body: { ...body, earningAccount: '61 00', deductionAccount: 'x'.repeat(21), version: 2 } },
      400,
    );
    expect(Object.keys(bad.errors ?? {}).sort()).toEqual(['deductionAccount', 'earningAccount']);
    const twice = await api.fail(
      contracts.updateJournalSettings,
      {
        body: {
          ...body,
          accounts: [
            { code: 'basic', account: '5000', description: '' },
            { code: 'basic', account: '5001', description: '' },
          ],
          version: 2,
        },
      },
      400,
    );
    expect(twice.errors).toEqual({ 'accounts.1.code': 'This pay line already has an account.' });

    expect((await auditOf(company, 'payroll-journal-settings')).map((entry) => entry.action)).toEqual(['create', 'update']);
    const [, change] = await auditOf(company, 'payroll-journal-settings');
    expect(change!.after).toEqual({ netPayAccount: '2101' });
  });

  it('journals a Singapore run by department, balanced to the cent, and exports it', async () => {
    const { company, api, run } = await singaporeRun();
    // Mei: basic 4,000.00; CPF employee 800.00, employer 680.00; SDL 0.25% = 10.00; CDAC on 3,500.01–5,000 = 1.50;
    //   net 4,000 − 800 − 1.50 = 3,198.50. Tan: basic 3,200.00 (16/31 of 6,200); CPF 640.00 / 544.00; SDL 8.00;
    //   net 2,560.00. Aiko: 3,000.00, no scheme, net 3,000.00.
    expect(run.totals).toEqual({ gross: '10200.00', deductions: '1441.50', net: '8758.50', employerContributions: '1242.00' });

    const settings = await api.ok(contracts.getJournalSettings);
    await api.ok(contracts.updateJournalSettings, {
      body: {
        ...DEFAULTS,
        dimension: 'department',
        accounts: [
          { code: 'basic', account: '5000', description: 'Salaries' },
          { code: 'cpf.employer', account: '5100', description: 'CPF employer' },
          { code: 'cpf.employee', account: '2110', description: 'CPF payable' },
        ],
        version: settings.version,
      },
    });

    const journal = await api.ok(contracts.getPayrunJournal, { params: { id: run.id } });
    // Operations (Mei and Aiko): debits 5000 salaries 7,000.00, 5100 CPF employer 680.00, 6200 SDL (default) 10.00
    //   = 7,690.00; credits 2100 net pay 3,198.50 + 3,000 = 6,198.50, 2110 CPF employee 800.00, 2200 CDAC
    //   (default) 1.50, 2300 employer payable 680 + 10 = 690.00 = 7,690.00.
    // Sales (Tan): debits 3,200.00 + 544.00 + 8.00 = 3,752.00; credits 2,560.00 + 640.00 + 552.00 = 3,752.00.
    expect(journal).toMatchObject({ period: '2026-01', status: 'calculated', currency: 'SGD', dimension: 'department', draft: true });
    expect(journal.lines).toEqual([
      line('Operations', '5000', 'Salaries', '7000.00', '0.00'),
      line('Operations', '5100', 'CPF employer', '680.00', '0.00'),
      line('Operations', '6200', '', '10.00', '0.00'),
      line('Operations', '2100', '', '0.00', '6198.50'),
      line('Operations', '2110', 'CPF payable', '0.00', '800.00'),
      line('Operations', '2200', '', '0.00', '1.50'),
      line('Operations', '2300', '', '0.00', '690.00'),
      line('Sales', '5000', 'Salaries', '3200.00', '0.00'),
      line('Sales', '5100', 'CPF employer', '544.00', '0.00'),
      line('Sales', '6200', '', '8.00', '0.00'),
      line('Sales', '2100', '', '0.00', '2560.00'),
      line('Sales', '2110', 'CPF payable', '0.00', '640.00'),
      line('Sales', '2300', '', '0.00', '552.00'),
    ]);
    expect(journal.totals).toEqual({ debit: '11442.00', credit: '11442.00' });
    expect(journal.balanced).toBe(true);
    expect(journal.unmapped).toEqual([
      { code: 'sdl', label: 'payruns:lines.sdl', kind: 'employer' },
      { code: 'shg', label: 'payruns:lines.shg', kind: 'deduction' },
    ]);

    // A calculated run is exported as a draft.
    const draft = await api.call(contracts.exportPayrunJournal, { params: { id: run.id }, query: { format: 'csv' } });
    expect(draft.status).toBe(200);
    expect(draft.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(draft.headers['content-disposition']).toContain('filename="payroll-journal-2026-01-DRAFT.csv"');
    expect(draft.response.body).toBe(
      '\uFEFFCost centre,Account,Description,Debit,Credit\r\n' +
        'Operations,5000,Salaries,7000.00,0.00\r\n' +
        'Operations,5100,CPF employer,680.00,0.00\r\n' +
        'Operations,6200,,10.00,0.00\r\n' +
        'Operations,2100,,0.00,6198.50\r\n' +
        'Operations,2110,CPF payable,0.00,800.00\r\n' +
        'Operations,2200,,0.00,1.50\r\n' +
        'Operations,2300,,0.00,690.00\r\n' +
        'Sales,5000,Salaries,3200.00,0.00\r\n' +
        'Sales,5100,CPF employer,544.00,0.00\r\n' +
        'Sales,6200,,8.00,0.00\r\n' +
        'Sales,2100,,0.00,2560.00\r\n' +
        'Sales,2110,CPF payable,0.00,640.00\r\n' +
        'Sales,2300,,0.00,552.00\r\n' +
        'Total,,,11442.00,11442.00\r\n',
    );

    await api.ok(contracts.approvePayrun, { params: { id: run.id }, body: { version: run.version } });
    const xlsx = await api.call(contracts.exportPayrunJournal, { params: { id: run.id }, query: { format: 'xlsx' } });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers['content-disposition']).toContain('filename="payroll-journal-2026-01.xlsx"');
    expect(xlsx.response.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await api.ok(contracts.getPayrunJournal, { params: { id: run.id } })).draft).toBe(false);

    expect(await auditOf(company, 'payroll-journal')).toEqual([
      expect.objectContaining({
        action: 'generate',
        entityId: run.id,
        subject: 'payroll-journal-2026-01-DRAFT.csv',
        after: { period: '2026-01', status: 'calculated', format: 'csv' },
      }),
      expect.objectContaining({ action: 'generate', subject: 'payroll-journal-2026-01.xlsx' }),
    ]);
  });

  it('journals a Malaysian run to the default accounts, balanced to the cent', async () => {
    const company = await createCompany(t, { countryCode: 'MY' });
    const api = company.admin.api;
    const aisyah = await createEmployeeRow(t, company.companyId, { firstName: 'Aisyah', lastName: 'Rahman', employmentNumber: 'M001' });
    await setRecord(company, aisyah, { salary: '6000.00', dateOfBirth: '1990-03-10', hiringDate: '2022-01-03' });
    const ravi = await createEmployeeRow(t, company.companyId, { firstName: 'Ravi', lastName: 'Kumar', employmentNumber: 'M002' });
    await setRecord(company, ravi, { salary: '3500.00', dateOfBirth: '1995-08-21', hiringDate: '2024-07-01' });
    const policy = await api.ok(contracts.createInsurancePolicy, {
      body: { name: 'Statutory', kind: 'statutory', country: 'MY' } as never,
    });
    await api.ok(contracts.assignInsurancePolicy, {
      body: {
        policyId: policy.id,
        from: '2026-01-01',
        employeeIds: [aisyah, ravi],
        parameters: { country: 'MY', citizenship: 'citizen', pcbCategory: 1, children: 0 },
      },
    });
    const run = await runMonth(company);
    // The payrun's own test works the figures out: Aisyah RM6,000 — EPF 660.00 / 720.00, SOCSO 29.75 / 104.15,
    //   EIS 11.90 / 11.90, PCB 207.50, net 5,090.85; Ravi RM3,500 — EPF 385.00 / 455.00, SOCSO 17.25 / 60.35,
    //   EIS 6.90 / 6.90, no PCB, net 3,090.85.
    // Debits: 6100 earnings 9,500.00; 6200 employer 720 + 104.15 + 11.90 + 455 + 60.35 + 6.90 = 1,358.30 → 10,858.30.
    // Credits: 2100 net 8,181.70; 2200 deductions 660 + 29.75 + 11.90 + 207.50 + 385 + 17.25 + 6.90 = 1,318.30;
    //   2300 employer payable 1,358.30 → 10,858.30.
    const journal = await api.ok(contracts.getPayrunJournal, { params: { id: run.id } });
    expect(journal).toMatchObject({
      currency: 'MYR',
      dimension: 'none',
      balanced: true,
      totals: { debit: '10858.30', credit: '10858.30' },
    });
    expect(journal.lines).toEqual([
      line(null, '6100', '', '9500.00', '0.00'),
      line(null, '6200', '', '1358.30', '0.00'),
      line(null, '2100', '', '0.00', '8181.70'),
      line(null, '2200', '', '0.00', '1318.30'),
      line(null, '2300', '', '0.00', '1358.30'),
    ]);
    expect(journal.unmapped.map((entry) => entry.code)).toEqual([
      'basic',
      'epf.employee',
      'epf.employer',
      'socso.employee',
      'socso.employer',
      'eis.employee',
      'eis.employer',
      'pcb',
    ]);
  });

  it('answers the payrun readers only: an employee gets 403, another company 404', async () => {
    const { company, run } = await singaporeRun();
    const employee = await loginAs(t, await createUser(t, company, { role: 'employee' }));
    expect((await employee.api.call(contracts.getPayrunJournal, { params: { id: run.id } })).status).toBe(403);
    expect((await employee.api.call(contracts.exportPayrunJournal, { params: { id: run.id }, query: { format: 'csv' } })).status).toBe(403);
    expect((await employee.api.call(contracts.updateJournalSettings, { body: { ...DEFAULTS, version: 0 } })).status).toBe(403);
    const other = await createCompany(t);
    expect((await other.admin.api.call(contracts.getPayrunJournal, { params: { id: run.id } })).status).toBe(404);
    expect((await other.admin.api.call(contracts.exportPayrunJournal, { params: { id: run.id }, query: { format: 'csv' } })).status).toBe(
      404,
    );
    expect(await auditOf(other, 'payroll-journal')).toEqual([]);
  });
});
