import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { BANK_LAYOUT_PRESETS, type BankColumn, type BankLayoutFieldsInput } from '@tenaga/contracts';
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

const auditOf = (company: TestCompany, entity: string, entityId: string) =>
  t.db
    .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.at, auditLog.id);

const setRecord = (company: TestCompany, employeeId: string, values: Partial<typeof employees.$inferInsert>) =>
  t.tenant(company.companyId, (tx) =>
    tx
      .update(employees)
      .set(values)
      .where(and(eq(employees.companyId, company.companyId), eq(employees.id, employeeId))),
  );

/** A user whose role grants these menu items at these levels, and nothing else. */
async function userWith(company: TestCompany, menuGrants: Record<string, 'view' | 'edit'>) {
  const role = await company.admin.api.ok(contracts.createRole, {
    body: {
      name: `role ${Object.entries(menuGrants).flat().join(' ') || 'none'}`,
      description: '',
      dataScope: 'all',
      menuGrants,
      fieldGrants: { public: {}, private: {} },
    },
  });
  const user = await createUser(t, company, { role: 'employee' });
  const current = await company.admin.api.ok(contracts.getUser, { params: { id: user.userId } });
  await company.admin.api.ok(contracts.updateUser, { body: { id: user.userId, version: current.version, roleId: role.id } });
  return loginAs(t, user);
}

const csvLayout = (name = 'Generic CSV'): BankLayoutFieldsInput => ({
  ...BANK_LAYOUT_PRESETS.csv,
  name,
  header: [...BANK_LAYOUT_PRESETS.csv.header],
  detail: [...BANK_LAYOUT_PRESETS.csv.detail],
  trailer: [...BANK_LAYOUT_PRESETS.csv.trailer],
});

const col = (source: BankColumn['source'], options: Partial<BankColumn> = {}) => ({ source, ...options });

/**
 * A Singapore company (Acme Pte Ltd, paying from UOB 1234567890) of five with no statutory scheme,
 * so each net pay is the monthly salary, hired long before January 2026:
 * - Mei (E001), 4,000.00 to DBS 012-345678-9 (10 digits, DBS has 10): fine;
 * - Tan (E002), 3,333.33 to POSB 12345678 (8 digits; POSB has 9): refused;
 * - Aiko (E003), 3,000.00 by bank transfer with no account: refused;
 * - Ravi (E004), 2,500.00 in cash; Lee (E005), 1,800.50 by cheque: in the list of other modes.
 * The run is calculated and approved.
 */
async function approvedRun() {
  const company = await createCompany(t, { companyName: 'Acme Pte Ltd' });
  const api = company.admin.api;
  const person = async (employmentNumber: string, firstName: string, lastName: string, values: Partial<typeof employees.$inferInsert>) => {
    const id = await createEmployeeRow(t, company.companyId, { firstName, lastName, employmentNumber });
    await setRecord(company, id, { hiringDate: '2024-01-01', accountName: null, bankCode: null, accountNumber: null, ...values });
    return id;
  };
  const mei = await person('E001', 'Mei', 'Lim', {
    salary: '4000.00',
    paymentModeId: 1,
    bankCode: 'SG_DBS',
    accountNumber: '012-345678-9',
    accountName: 'Mei Lim',
  });
  const tan = await person('E002', 'Tan', 'Wei', {
    salary: '3333.33',
    paymentModeId: 1,
    bankCode: 'SG_POSB',
    accountNumber: '12345678',
    accountName: 'Tan, Wei "TW"',
  });
  const aiko = await person('E003', 'Aiko', 'Sato', { salary: '3000.00', paymentModeId: 1 });
  const ravi = await person('E004', 'Ravi', 'Kumar', { salary: '2500.00', paymentModeId: 2 });
  const lee = await person('E005', 'Lee', 'Chong', { salary: '1800.50', paymentModeId: 3 });
  const account = await api.ok(contracts.createCompanyBank, {
    body: { bankCode: 'SG_UOB', accountNumber: '1234567890', accountName: 'Acme Payroll', currency: 'SGD', isDefault: true },
  });
  const started = await api.call(contracts.startPayrun, { body: { period: '2026-01' } });
  expect(started.status).toBe(202);
  await t.jobs.drain();
  const run = await api.ok(contracts.getPayrun, { params: { id: started.data!.id } });
  expect(run).toMatchObject({ status: 'calculated', totals: { net: '14633.83' } });
  return { company, api, run, account, mei, tan, aiko, ravi, lee };
}

const approve = (api: TestCompany['admin']['api'], run: { id: string; version: number }) =>
  api.ok(contracts.approvePayrun, { params: { id: run.id }, body: { version: run.version } });

describe('Bank transfer', () => {
  it('names every problem by person, lists cash and cheque, and writes the CSV only when no one left in has one', async () => {
    const { company, api, run, account, mei, tan, aiko, ravi, lee } = await approvedRun();
    const layout = await api.ok(contracts.createBankLayout, { body: csvLayout() });
    const request = { payrunId: run.id, bankAccountId: account.id, layoutId: layout.id, valueDate: '2026-01-30' };

    // A calculated run can still change: no file of it.
    expect((await api.fail(contracts.checkBankTransfer, { body: request }, 400)).errors).toEqual({
      payrunId: 'Only an approved, paid or locked run can be paid.',
    });
    await approve(api, run);

    const choices = await api.ok(contracts.getBankTransferChoices);
    expect(choices.payruns).toEqual([
      { id: run.id, period: '2026-01', kind: 'regular', name: null, status: 'approved', net: '14633.83', currency: 'SGD' },
    ]);
    expect(choices.accounts).toEqual([
      { id: account.id, bankName: 'United Overseas Bank (UOB)', accountNumber: '******7890', currency: 'SGD', isDefault: true },
    ]);
    expect(choices.layouts).toEqual([{ id: layout.id, name: 'Generic CSV', paymentTypes: false }]);

    const check = await api.ok(contracts.checkBankTransfer, { body: request });
    expect(check).toEqual({
      problems: [
        { employeeId: tan, employmentNumber: 'E002', name: 'Tan Wei', problem: 'accountDigits', bankName: 'POSB' },
        { employeeId: aiko, employmentNumber: 'E003', name: 'Aiko Sato', problem: 'noBankAccount', bankName: null },
      ],
      otherModes: [
        { employeeId: ravi, employmentNumber: 'E004', name: 'Ravi Kumar', paymentMode: 'cash', amount: '2500.00' },
        { employeeId: lee, employmentNumber: 'E005', name: 'Lee Chong', paymentMode: 'cheque', amount: '1800.50' },
      ],
      count: 1,
      total: '4000.00',
      currency: 'SGD',
    });

    const refused = await api.fail(contracts.downloadBankTransferFile, { body: request }, 422);
    expect(refused).toMatchObject({
      code: 'BANK_FILE_PROBLEMS',
      message: ['2 people have problems the bank would refuse: fix them or leave them out of the file.'],
    });
    expect(await auditOf(company, 'bank-file', run.id)).toEqual([]);

    // Left out by name, the two do not stop the file.
    const partial = await api.call(contracts.downloadBankTransferFile, { body: { ...request, excludeEmployeeIds: [tan, aiko] } });
    expect(partial.status).toBe(200);
    expect(partial.response.body).toBe(
      'Employee number,Name,Bank,SWIFT,Account number,Account name,Amount,Value date,Reference\r\n' +
        'E001,Mei Lim,DBS Bank,DBSSSGSG,0123456789,Mei Lim,4000.00,2026-01-30,2026-01\r\n' +
        'TOTAL,1,4000.00\r\n',
    );

    // Fixed: Tan's POSB account has its 9 digits, Aiko has an OCBC account (12 digits).
    await setRecord(company, tan, { accountNumber: '123456789' });
    await setRecord(company, aiko, { bankCode: 'SG_OCBC', accountNumber: '123456789012' });
    expect((await api.ok(contracts.checkBankTransfer, { body: request })).problems).toEqual([]);
    const file = await api.call(contracts.downloadBankTransferFile, { body: request });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toContain('filename="salary-2026-01-generic-csv-20260130.csv"');
    // Trailer total 4,000.00 + 3,333.33 + 3,000.00 = 10,333.33, the sum of the lines to the cent.
    // Tan's account name holds the delimiter and quotes: quoted, inner quotes doubled. Aiko's
    // record has no account name: the bank gets her name.
    expect(
      file.response.rawPayload.equals(
        Buffer.from(
          'Employee number,Name,Bank,SWIFT,Account number,Account name,Amount,Value date,Reference\r\n' +
            'E001,Mei Lim,DBS Bank,DBSSSGSG,0123456789,Mei Lim,4000.00,2026-01-30,2026-01\r\n' +
            'E002,Tan Wei,POSB,DBSSSGSG,123456789,"Tan, Wei ""TW""",3333.33,2026-01-30,2026-01\r\n' +
            'E003,Aiko Sato,OCBC Bank,OCBCSGSG,123456789012,Aiko Sato,3000.00,2026-01-30,2026-01\r\n' +
            'TOTAL,3,10333.33\r\n',
        ),
      ),
    ).toBe(true);
    void mei;

    // Each file written is audited, with the paying account cut to its last 4 digits and no one's account.
    const entries = await auditOf(company, 'bank-file', run.id);
    expect(entries).toHaveLength(2);
    expect(entries[1]).toEqual({
      action: 'generate',
      before: null,
      after: {
        period: '2026-01',
        layout: 'Generic CSV',
        fromAccount: '******7890',
        valueDate: '2026-01-30',
        paymentType: null,
        count: 3,
        total: '10333.33',
        excluded: 0,
      },
    });
    const trail = JSON.stringify(entries);
    for (const number of ['1234567890', '0123456789', '123456789012', '123456789']) expect(trail).not.toContain(number);
  });

  it('writes a custom fixed-width layout byte for byte: header, FAST or GIRO code, details and a trailer totalled to the cent', async () => {
    const { company, api, run, account, tan, aiko } = await approvedRun();
    await approve(api, run);
    await setRecord(company, aiko, { bankCode: 'SG_OCBC', accountNumber: '123456789012' });
    await setRecord(company, tan, { accountNumber: '123456789' });
    const fixed: BankLayoutFieldsInput = {
      name: 'Fixed test',
      separator: 'fixed',
      lineEnding: 'lf',
      finalLineEnding: false,
      banks: ['SG_DBS', 'SG_OCBC'],
      paymentTypeCodes: { fast: 'FAST', giro: 'GIRO' },
      header: [
        col('literal', { literal: 'H', width: 1 }),
        col('paymentType', { width: 4 }),
        col('originatingAccountNumber', { width: 12 }),
        col('originatingSwift', { width: 11 }),
        col('valueDate', { width: 8, dateFormat: 'YYYYMMDD' }),
        col('companyName', { width: 10, upperCase: true }),
      ],
      detail: [
        col('literal', { literal: 'D', width: 1 }),
        col('recordNumber', { width: 4, align: 'right', padChar: '0' }),
        col('swift', { width: 11 }),
        col('accountNumber', { width: 12 }),
        col('accountName', { width: 10, upperCase: true }),
        col('amount', { width: 11, align: 'right', padChar: '0', amountFormat: 'cents' }),
      ],
      trailer: [
        col('literal', { literal: 'T', width: 1 }),
        col('count', { width: 6, align: 'right', padChar: '0' }),
        col('totalAmount', { width: 13, align: 'right', padChar: '0', amountFormat: 'cents' }),
      ],
    };
    const layout = await api.ok(contracts.createBankLayout, { body: fixed });
    const request = {
      payrunId: run.id,
      bankAccountId: account.id,
      layoutId: layout.id,
      valueDate: '2026-01-30',
      paymentType: 'giro' as const,
    };

    // POSB is not among the layout's banks.
    const check = await api.ok(contracts.checkBankTransfer, { body: request });
    expect(check.problems).toEqual([
      { employeeId: tan, employmentNumber: 'E002', name: 'Tan Wei', problem: 'bankNotInLayout', bankName: 'POSB' },
    ]);
    expect((await api.ok(contracts.getBankTransferChoices)).layouts).toEqual([{ id: layout.id, name: 'Fixed test', paymentTypes: true }]);

    const file = await api.call(contracts.downloadBankTransferFile, { body: { ...request, excludeEmployeeIds: [tan] } });
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toContain('filename="salary-2026-01-fixed-test-20260130.txt"');
    // Mei 4,000.00 → 400000 cents; Aiko 3,000.00 → 300000; the trailer 700000, their sum.
    expect(file.response.body).toBe(
      [
        'HGIRO1234567890  UOVBSGSG   20260130ACME PTE L',
        'D0001DBSSSGSG   0123456789  MEI LIM   00000400000',
        'D0002OCBCSGSG   123456789012AIKO SATO 00000300000',
        'T0000020000000700000',
      ].join('\n'),
    );
    for (const line of file.response.body.split('\n').slice(1, 3)) expect(line).toHaveLength(49);

    // The editor's live preview writes the same from an unsaved layout, people with problems left out.
    const preview = await api.ok(contracts.previewBankLayout, {
      body: { payrunId: run.id, bankAccountId: account.id, valueDate: '2026-01-30', paymentType: 'fast', layout: fixed },
    });
    expect(preview.left).toBe(3);
    expect(preview.content.split('\n')[0]).toBe('HFAST1234567890  UOVBSGSG   20260130ACME PTE L');
    expect(preview.content.split('\n')).toHaveLength(4);

    // A header column that reads a person would write blanks: refused by field.
    const bad = await api.fail(contracts.createBankLayout, { body: { ...fixed, name: 'Bad', header: [col('amount')] } }, 400);
    expect(bad.errors).toEqual({ 'header.0.source': 'This column reads one person: only detail records can hold it.' });
  });

  it('keeps layouts as data: listed, changed under a version, deleted, each change audited; a name taken is a 409', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const first = await api.ok(contracts.createBankLayout, { body: csvLayout('  Bank   A ') });
    expect(first).toMatchObject({ name: 'Bank A', separator: 'delimited', version: 1 });
    expect((await api.fail(contracts.createBankLayout, { body: csvLayout('BANK a') }, 409)).code).toBe('NAME_TAKEN');
    const changed = await api.ok(contracts.updateBankLayout, {
      body: { ...csvLayout('Bank A'), id: first.id, version: 1, delimiter: ';' },
    });
    expect(changed).toMatchObject({ delimiter: ';', version: 2 });
    expect((await api.fail(contracts.updateBankLayout, { body: { ...csvLayout('Bank A'), id: first.id, version: 1 } }, 409)).code).toBe(
      'VERSION_CONFLICT',
    );
    expect((await api.ok(contracts.listBankLayouts, { body: { search: { value: 'bank' } } })).data.map((row) => row.name)).toEqual([
      'Bank A',
    ]);
    await api.ok(contracts.deleteBankLayout, { params: { id: first.id } });
    const entries = await auditOf(company, 'bank-layout', first.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    expect(entries[1]).toMatchObject({ before: { delimiter: ',' }, after: { delimiter: ';' } });
    expect((await api.fail(contracts.createBankLayout, { body: { ...csvLayout('No detail'), detail: [] } }, 400)).code).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('View Only checks but writes no file; without the menu item nothing; another company’s run, account or layout is a 404', async () => {
    const { company, api, run, account } = await approvedRun();
    await approve(api, run);
    const layout = await api.ok(contracts.createBankLayout, { body: csvLayout() });
    const request = { payrunId: run.id, bankAccountId: account.id, layoutId: layout.id, valueDate: '2026-01-30' };

    const viewer = await userWith(company, { bankTransfer: 'view' });
    expect((await viewer.api.ok(contracts.checkBankTransfer, { body: request })).problems).toHaveLength(2);
    expect((await viewer.api.fail(contracts.downloadBankTransferFile, { body: { ...request, excludeEmployeeIds: [] } }, 403)).code).toBe(
      'FORBIDDEN',
    );
    expect((await viewer.api.fail(contracts.createBankLayout, { body: csvLayout('Mine') }, 403)).code).toBe('FORBIDDEN');
    const outsider = await userWith(company, { payrun: 'edit' });
    expect((await outsider.api.fail(contracts.getBankTransferChoices, undefined, 403)).code).toBe('FORBIDDEN');
    expect((await outsider.api.fail(contracts.checkBankTransfer, { body: request }, 403)).code).toBe('FORBIDDEN');

    const other = await createCompany(t);
    const otherLayout = await other.admin.api.ok(contracts.createBankLayout, { body: csvLayout() });
    const otherAccount = await other.admin.api.ok(contracts.createCompanyBank, {
      body: { bankCode: 'SG_DBS', accountNumber: '1112223334', accountName: 'Other', currency: 'SGD', isDefault: true },
    });
    const mine = other.admin.api;
    expect(
      (
        await mine.fail(
          contracts.checkBankTransfer,
          { body: { ...request, layoutId: otherLayout.id, bankAccountId: otherAccount.id } },
          404,
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect(
      (
        await mine.fail(
          contracts.downloadBankTransferFile,
          { body: { ...request, layoutId: otherLayout.id, bankAccountId: otherAccount.id } },
          404,
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect((await api.fail(contracts.checkBankTransfer, { body: { ...request, bankAccountId: otherAccount.id } }, 404)).code).toBe(
      'NOT_FOUND',
    );
    expect((await api.fail(contracts.checkBankTransfer, { body: { ...request, layoutId: otherLayout.id } }, 404)).code).toBe('NOT_FOUND');
    expect((await mine.ok(contracts.getBankTransferChoices)).payruns).toEqual([]);
  });
});
