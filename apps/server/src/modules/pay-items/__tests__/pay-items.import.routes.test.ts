import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { ImportResultSchema, type ImportFileBody } from '@tenaga/contracts';
import { auditLog, employees, payItemAssignments, users } from '../../../db/schema/index.ts';
import { csvFile } from '../../../testing/import-files.ts';
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
  type TestSession,
} from '../../../testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createFakeClock(new Date('2026-11-20T04:00:00Z')) });
});
afterAll(async () => {
  await t?.close();
});

const TABLE = { start: 0, length: 100, search: { value: '' }, order: [], columns: [] };
const HEADER = ['employmentNumber', 'policy', 'effectiveFrom', 'endedOn', 'amount', 'description'];

const numberOf = async (id: string) => {
  const [row] = await t.db.select({ number: employees.employmentNumber }).from(employees).where(eq(employees.id, id));
  return row!.number;
};

const assignmentsOf = (company: TestCompany) =>
  t.db.select().from(payItemAssignments).where(eq(payItemAssignments.companyId, company.companyId));

/**
 * A company whose HR manager Hana imports: a recurring transport allowance (150.00), a one-off
 * bonus (500.00), a meal allowance computed by nothing but its amount; Siti holds the transport
 * allowance from 2026-11-01; Oscar holds nothing; Eve is an employee who signs in.
 */
async function arrange() {
  const company = await createCompany(t);
  const hana = await loginAs(t, await createUser(t, company, { role: 'hrManager', firstName: 'Hana' }));
  const categories = (await hana.api.ok(contracts.listPayItemCategories, { body: { length: -1 } })).data;
  const categoryId = (code: string) => categories.find((row) => row.code === code)!.id;
  const transport = await hana.api.ok(contracts.createPayItemPolicy, {
    body: { categoryId: categoryId('transport'), name: 'Transport allowance', recurrence: 'recurring', amount: '150.00' },
  });
  const bonus = await hana.api.ok(contracts.createPayItemPolicy, {
    body: { categoryId: categoryId('bonus'), name: 'Project bonus', recurrence: 'oneOff', amount: '500.00' },
  });
  const siti = await createEmployeeRow(t, company.companyId, { firstName: 'Siti', lastName: 'Rahman' });
  const oscar = await createEmployeeRow(t, company.companyId, { firstName: 'Oscar', lastName: 'Lee' });
  await hana.api.ok(contracts.assignPayItems, {
    body: { employeeIds: [siti], effectiveFrom: '2026-11-01', items: [{ policyId: transport.id }] },
  });
  const eveId = await createEmployeeRow(t, company.companyId, { firstName: 'Eve' });
  const eveUser = await createUser(t, company, { role: 'employee', firstName: 'Eve' });
  await linkUserToEmployee(t, { companyId: company.companyId, userId: eveUser.userId, employeeId: eveId });
  const eve = await loginAs(t, eveUser);
  return { company, hana, transport, bonus, siti, oscar, sitiNumber: await numberOf(siti), oscarNumber: await numberOf(oscar), eve };
}

async function runImport(session: TestSession, body: ImportFileBody & { validRowsOnly?: boolean }) {
  const { jobId } = await session.api.ok(contracts.importPayItems, { body });
  await t.jobs.drain();
  const job = await session.api.ok(contracts.getJob, { params: { id: jobId } });
  expect(job.status, job.errorKey ?? '').toBe('succeeded');
  return ImportResultSchema.parse(job.result);
}

describe('pay item import', () => {
  it('checks first (unknown employee or policy, bad amount and dates, repeated rows, the recurring-policy rule), writing nothing; the fixed file assigns, each audited', async () => {
    const { company, hana, transport, bonus, siti, oscar, sitiNumber, oscarNumber } = await arrange();
    const bad = csvFile(
      [
        HEADER,
        ['NOPE-1', 'Transport allowance', '2026-12-01', '', '', ''],
        [oscarNumber, 'Gardening allowance', '2026-12-01', '', '', ''],
        [oscarNumber, 'Project bonus', '2026-12-15', '', '1,200', ''],
        [oscarNumber, 'Project bonus', '2026-12-15', '2026-12-31', '', ''],
        [oscarNumber, 'Transport allowance', '2026-12-01', '2026-11-30', '', ''],
        // Siti holds the transport allowance from 2026-11-01, open: a new one in December would pay it twice.
        [sitiNumber, 'transport allowance', '2026-12-01', '', '', ''],
        [oscarNumber, 'Transport allowance', '2027-01-01', '', '120', 'New route'],
        [oscarNumber, 'Transport allowance', '2027-03-01', '', '', ''],
        [oscarNumber, 'Project bonus', '2027-01-10', '', '300.5', ''],
        [oscarNumber, 'Project bonus', '2027-01-10', '', '300.5', ''],
        ['', 'Project bonus', '31/12/2026', '', '', ''],
      ],
      { fileName: 'pay-items.csv' },
    );
    const check = await hana.api.ok(contracts.checkPayItemImport, { body: bad });
    expect(check.valid).toBe(false);
    expect(check.problems.map((problem) => [problem.row, problem.column, problem.code])).toEqual([
      [2, 'employmentNumber', 'reCheckCellDataMsg'],
      [3, 'policy', 'reCheckCellDataMsg'],
      [4, 'amount', 'reCheckCellDataMsg'],
      [5, 'endedOn', 'reCheckCellDataMsg'],
      [6, 'endedOn', 'reCheckCellDataMsg'],
      [7, 'policy', 'reCheckCellDataMsg'],
      [9, 'policy', 'reCheckCellDataMsg'],
      [11, 'policy', 'reCheckCellDataMsg'],
      [12, 'employmentNumber', 'completeCellMsg'],
      [12, 'effectiveFrom', 'reCheckCellDataMsg'],
    ]);
    const message = (row: number) => check.problems.find((problem) => problem.row === row)!.message;
    expect(message(2)).toContain('NOPE-1');
    expect(message(3)).toContain('Gardening allowance');
    expect(message(7)).toContain('Siti Rahman');
    expect(message(7)).toContain('2026-11-01');
    expect(message(9)).toContain('8');
    expect(message(11)).toContain('10');
    expect(await assignmentsOf(company)).toHaveLength(1);

    const fixed = csvFile(
      [
        HEADER,
        [oscarNumber, 'Transport allowance', '2027-01-01', '2027-02-28', '120', 'New route'],
        [oscarNumber, 'Transport allowance', '2027-03-01', '', '', ''],
        [oscarNumber, 'Project bonus', '2027-01-10', '', '300.5', 'Audit delivered'],
        [sitiNumber, 'Project bonus', '2026-12-15', '', '', ''],
      ],
      { fileName: 'pay-items.csv' },
    );
    expect((await hana.api.ok(contracts.checkPayItemImport, { body: fixed })).valid).toBe(true);
    expect(await runImport(hana, fixed)).toMatchObject({ outcome: 'imported', kind: 'payItems', created: 4 });

    const oscars = await hana.api.ok(contracts.listPayItemAssignments, { body: { ...TABLE, employeeId: oscar } });
    const byStart = (a: readonly unknown[], b: readonly unknown[]) => String(a[1]).localeCompare(String(b[1]));
    expect(oscars.data.map((row) => [row.policyName, row.effectiveFrom, row.endedOn, row.amount, row.description]).sort(byStart)).toEqual([
      ['Transport allowance', '2027-01-01', '2027-02-28', '120.00', 'New route'],
      ['Project bonus', '2027-01-10', null, '300.50', 'Audit delivered'],
      ['Transport allowance', '2027-03-01', null, '150.00', ''],
    ]);
    const sitis = await hana.api.ok(contracts.listPayItemAssignments, { body: { ...TABLE, employeeId: siti } });
    expect(sitis.data.find((row) => row.policyId === bonus.id)).toMatchObject({ amount: '500.00', effectiveFrom: '2026-12-15' });
    // The payrun of February reads the January–February allowance; March's the one after it.
    const february = await hana.api.ok(contracts.generatePayItems, { body: { period: '2027-02', employeeIds: [oscar] } });
    expect(february.map((item) => [item.policyId, item.amount])).toEqual([[transport.id, '120.00']]);

    const imported = await assignmentsOf(company);
    const audits = await t.db
      .select({ entityId: auditLog.entityId, action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entity, 'pay-item-assignment'), eq(auditLog.action, 'import')));
    expect(audits.map((entry) => entry.entityId).sort()).toEqual(
      imported
        .filter((row) => row.effectiveFrom !== '2026-11-01')
        .map((row) => row.id)
        .sort(),
    );
    expect(audits.find((entry) => (entry.after as { amount?: string }).amount === '120.00')!.after).toMatchObject({
      employeeId: oscar,
      policyId: transport.id,
      effectiveFrom: '2027-01-01',
      endedOn: '2027-02-28',
    });
  });

  it('imports only the rows without problems when asked, and writes nothing when the file no longer passes', async () => {
    const { company, hana, oscarNumber, sitiNumber } = await arrange();
    const mixed = csvFile([
      HEADER,
      [oscarNumber, 'Project bonus', '2026-12-15', '', '', ''],
      [sitiNumber, 'Transport allowance', '2026-12-01', '', '', ''],
    ]);
    const result = await runImport(hana, { ...mixed, validRowsOnly: true });
    expect(result).toMatchObject({ outcome: 'imported', created: 1, skippedRows: 1 });
    expect(await assignmentsOf(company)).toHaveLength(2);

    // All or nothing: Oscar's transport allowance passes the check, then HR assigns it by hand before the job runs.
    const clean = csvFile([HEADER, [oscarNumber, 'Transport allowance', '2026-12-01', '', '', '']]);
    expect((await hana.api.ok(contracts.checkPayItemImport, { body: clean })).valid).toBe(true);
    const { jobId } = await hana.api.ok(contracts.importPayItems, { body: clean });
    const [oscar] = await t.db.select({ id: employees.id }).from(employees).where(eq(employees.employmentNumber, oscarNumber));
    const transport = (await hana.api.ok(contracts.listPayItemPolicies, { body: TABLE })).data.find(
      (row) => row.recurrence === 'recurring',
    )!;
    await hana.api.ok(contracts.assignPayItems, {
      body: { employeeIds: [oscar!.id], effectiveFrom: '2026-12-01', items: [{ policyId: transport.id }] },
    });
    await t.jobs.drain();
    const job = await hana.api.ok(contracts.getJob, { params: { id: jobId } });
    expect(ImportResultSchema.parse(job.result)).toMatchObject({ outcome: 'rejected', kind: 'payItems' });
    expect(await assignmentsOf(company)).toHaveLength(3);
  });

  it('the sample file downloads with its columns and a sheet of the company’s policies', async () => {
    const { hana } = await arrange();
    const response = await hana.api.inject({ method: 'GET', url: '/api/v2/payments/exemptions/import/sample' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('exemption-import-sample.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const [data, policies] = workbook.worksheets;
    expect((data!.getRow(1).values as string[]).filter(Boolean)).toEqual([
      'Employment number * [employmentNumber]',
      'Policy * [policy]',
      'Start date * [effectiveFrom]',
      'End date [endedOn]',
      'Amount [amount]',
      'Description [description]',
    ]);
    const names = policies!.getColumn(1).values.filter(Boolean);
    expect(names).toEqual(expect.arrayContaining(['Policy', 'Project bonus', 'Transport allowance']));
  });

  it('is for those who assign everyone’s pay items: an employee, and a role reaching its team only, are refused; another company’s employees and policies are unknown', async () => {
    const { company, eve, sitiNumber } = await arrange();
    const file = csvFile([HEADER, [sitiNumber, 'Project bonus', '2026-12-15', '', '', '']]);
    for (const call of [contracts.checkPayItemImport, contracts.importPayItems, contracts.getPayItemImportProblems]) {
      await eve.api.fail(call, { body: file }, 403);
    }
    expect((await eve.api.inject({ method: 'GET', url: '/api/v2/payments/exemptions/import/sample' })).statusCode).toBe(403);

    // A role granted the assignment page whose people are its team only: the import reaches everyone, so it is refused.
    const role = await company.admin.api.ok(contracts.createRole, {
      body: {
        name: uniqueName('Team payroll'),
        description: '',
        dataScope: 'team',
        menuGrants: { home: 'view', exemptionAssignment: 'edit' },
        fieldGrants: { public: {}, private: {} },
      },
    });
    const teamUser = await createUser(t, company);
    await t.db
      .update(users)
      .set({ roleId: role.id })
      .where(and(eq(users.companyId, company.companyId), eq(users.id, teamUser.userId)));
    const team = await loginAs(t, teamUser);
    expect((await team.api.fail(contracts.checkPayItemImport, { body: file }, 403)).code).toBe('FORBIDDEN');
    expect((await team.api.fail(contracts.importPayItems, { body: file }, 403)).code).toBe('FORBIDDEN');
    expect((await team.api.inject({ method: 'GET', url: '/api/v2/payments/exemptions/import/sample' })).statusCode).toBe(403);

    // Another company's administrator: Siti and the company's policies are not theirs.
    const other = await createCompany(t);
    const check = await other.admin.api.ok(contracts.checkPayItemImport, { body: file });
    expect(check.problems.map((problem) => [problem.row, problem.column])).toEqual([
      [2, 'employmentNumber'],
      [2, 'policy'],
    ]);
    const before = (await assignmentsOf(company)).length;
    const result = await runImport(other.admin, file);
    expect(result).toMatchObject({ outcome: 'rejected' });
    expect(await assignmentsOf(company)).toHaveLength(before);
  });
});
