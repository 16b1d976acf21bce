import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, desc, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { IMPORT_JOB_TYPES, ImportResultSchema, type ImportCheck, type ImportFileBody } from '@tenaga/contracts';
import {
  auditLog,
  clientContractLocations,
  clientContracts,
  departments,
  employeeContractDeployments,
  employees,
  files,
  users,
} from '../../../db/schema/index.ts';
import {
  createCompany,
  createEmployeeRow,
  createTestApp,
  createUser,
  employeeBody,
  loginAs,
  randomNric,
  uniqueName,
  type TestApp,
  type TestCompany,
  type TestSession,
} from '../../../testing/index.ts';
import { serverTranslator, type Translate } from '../../../lib/i18n.ts';
import { csvFile, EMPLOYEE_HEADER, employeeRow, rawFile, xlsxFile } from '../../../testing/import-files.ts';
import { columnLetter } from '../imports.rules.ts';
import { validations } from '../imports.spreadsheet.ts';

let t: TestApp;
let company: TestCompany;
let hr: TestSession;
let departmentName: string;
let contractName: string;
let translate: Translate;

beforeAll(async () => {
  t = await createTestApp();
  translate = await serverTranslator();
  company = await createCompany(t);
  hr = await loginAs(t, await createUser(t, company, { role: 'hrManager' }));
  departmentName = uniqueName('Security');
  await t.tenant(company.companyId, (tx) => tx.insert(departments).values({ companyId: company.companyId, name: departmentName }));
  contractName = uniqueName('Changi');
  await company.admin.api.ok(contracts.createClientContract, {
    body: { name: contractName, locations: [{ name: 'Terminal 1' }, { name: 'Terminal 2' }] },
  });
});
afterAll(async () => {
  await t?.close();
});

async function employeeCount(companyId = company.companyId) {
  const [row] = await t.db.select({ value: count() }).from(employees).where(eq(employees.companyId, companyId));
  return row!.value;
}

async function auditCount(entity: string) {
  const [row] = await t.db
    .select({ value: count() })
    .from(auditLog)
    .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entity, entity)));
  return row!.value;
}

/** Starts an import, runs the job, and answers with the job's result. */
async function runImport(
  contract: typeof contracts.importEmployees | typeof contracts.importClientContracts,
  body: ImportFileBody & { validRowsOnly?: boolean },
  session: TestSession = company.admin,
) {
  const { jobId } = await session.api.ok(contract, { body });
  await t.jobs.drain();
  const job = await session.api.ok(contracts.getJob, { params: { id: jobId } });
  expect(job.status, job.errorKey ?? '').toBe('succeeded');
  return ImportResultSchema.parse(job.result);
}

const problemsOf = (check: ImportCheck) =>
  check.problems.map((problem) => ({ row: problem.row, column: problem.column, code: problem.code, message: problem.message }));

describe('sample files', () => {
  it('the employee sample: labels in the caller’s language with their keys, an example row in words that passes the check, and a dropdown in every choice column', async () => {
    const response = await company.admin.api.inject({ method: 'GET', url: '/api/v2/employees/import/sample' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('employee-import-sample.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const [data, lists] = workbook.worksheets;
    expect(workbook.worksheets).toHaveLength(2);
    expect(data!.name).toBe('Employees');
    const header = (data!.getRow(1).values as string[]).slice(1);
    expect(header.slice(0, 4)).toEqual([
      'Employment number * [employmentNumber]',
      'First name * [firstName]',
      'Last name [lastName]',
      'Identification type * [identificationType]',
    ]);
    expect(data!.rowCount).toBe(2);
    const example = Object.fromEntries(
      header.map((text, index) => [/\[(\w+)\]$/.exec(text)![1]!, data!.getRow(2).getCell(index + 1).value]),
    );
    // Choices in words, not codes.
    expect(example).toMatchObject({
      identificationType: 'NRIC (Singapore identity card)',
      gender: 'Female',
      nationality: 'Singapore',
      employmentType: 'Full time',
      paymentMode: 'Bank transfer',
      bank: 'DBS Bank',
    });

    // Each choice column reads its dropdown from its own column of the lists sheet.
    expect(lists!.name).toBe('Lists');
    const listHeader = (lists!.getRow(1).values as string[]).slice(1);
    const listOf = (key: string) => {
      const column = listHeader.findIndex((text) => text.endsWith(`[${key}]`)) + 1;
      expect(column, key).toBeGreaterThan(0);
      const values: string[] = [];
      for (let row = 2; lists!.getCell(row, column).value !== null; row += 1) values.push(String(lists!.getCell(row, column).value));
      return { column, values };
    };
    expect(listOf('gender').values).toEqual(['Male', 'Female']);
    expect(listOf('bank').values).toContain('DBS Bank');
    expect(listOf('department').values).toContain(departmentName);
    expect(listOf('location').values).toContain('Terminal 1');
    expect(listOf('identificationType').values).toContain('NRIC (Singapore identity card)');
    const dropdowns = validations(data!).model;
    const choiceKeys = [
      'identificationType',
      'gender',
      'nationality',
      'maritalStatus',
      'race',
      'religion',
      'passType',
      'country',
      'employmentType',
      'department',
      'paymentMode',
      'bank',
      'contributionRateType',
      'contract',
      'location',
    ];
    for (const key of choiceKeys) {
      const letter = columnLetter(header.findIndex((text) => text.endsWith(`[${key}]`)));
      const { column, values } = listOf(key);
      const listLetter = columnLetter(column - 1);
      for (const row of [2, 5001])
        expect(dropdowns[`${letter}${row}`], `${key} ${letter}${row}`).toMatchObject({
          type: 'list',
          allowBlank: true,
          formulae: [`'Lists'!$${listLetter}$2:$${listLetter}$${values.length + 1}`],
          errorStyle: 'warning',
        });
    }
    // Free-text columns have none, nor a list the company has not filled (no job titles here).
    expect(listHeader.some((text) => text.endsWith('[jobTitle]'))).toBe(false);
    expect(dropdowns[`${columnLetter(header.findIndex((text) => text.endsWith('[firstName]')))}2`]).toBeUndefined();

    // Downloaded and uploaded as it is, its example row is valid.
    const check = await company.admin.api.ok(contracts.checkEmployeeImport, {
      body: { fileName: 'sample.xlsx', content: response.rawPayload.toString('base64') },
    });
    expect(check).toEqual({ valid: true, rows: 1, problemCount: 0, rowsWithProblems: 0, problems: [] });
  });

  it('the sample’s example row never collides: the next free employment number and a made-up identification number nobody holds', async () => {
    const own = await createCompany(t);
    await createEmployeeRow(t, own.companyId, { employmentNumber: 'E0001', identificationNumber: 'S1234567D' });
    const read = async () => {
      const response = await own.admin.api.inject({ method: 'GET', url: '/api/v2/employees/import/sample' });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
      const row = workbook.worksheets[0]!.getRow(2);
      return { content: response.rawPayload, employmentNumber: row.getCell(1).value, identificationNumber: String(row.getCell(5).value) };
    };
    const sample = await read();
    expect(sample.employmentNumber).toBe('E0002');
    expect(sample.identificationNumber).toMatch(/^S\d{7}[A-Z]$/);
    expect(sample.identificationNumber).not.toBe('S1234567D');
    expect(
      (
        await own.admin.api.ok(contracts.checkEmployeeImport, {
          body: { fileName: 'sample.xlsx', content: sample.content.toString('base64') },
        })
      ).valid,
    ).toBe(true);
    // Imported as it is, the next sample moves on again.
    expect(
      await runImport(contracts.importEmployees, { fileName: 'sample.xlsx', content: sample.content.toString('base64') }, own.admin),
    ).toMatchObject({
      outcome: 'imported',
      created: 1,
    });
    const next = await read();
    expect(next.employmentNumber).toBe('E0003');
    expect(next.identificationNumber).not.toBe(sample.identificationNumber);
  });

  it('labels in any of the five languages and codes are read alike', async () => {
    const header = [...EMPLOYEE_HEADER, '[gender]', '[employmentType]'];
    const row = (input: {
      codes: Record<'identificationType' | 'paymentMode' | 'bank', string>;
      gender: string;
      employmentType: string;
    }) => [
      ...employeeRow({ employmentNumber: uniqueName('LBL'), identificationNumber: randomNric(), ...input.codes }),
      input.gender,
      input.employmentType,
    ];
    const file = await xlsxFile([
      header,
      row({ codes: { identificationType: 'SG_NRIC', paymentMode: '1', bank: 'SG_DBS' }, gender: 'female', employmentType: '0' }),
      row({
        codes: { identificationType: 'NRIC (Singapore identity card)', paymentMode: 'Bank transfer', bank: 'DBS Bank' },
        gender: 'Female',
        employmentType: 'Full time',
      }),
      row({
        codes: {
          identificationType: translate('vi', 'reference:identificationTypes.SG_NRIC'),
          paymentMode: translate('ms', 'reference:paymentModes.bankTransfer'),
          bank: 'DBS Bank',
        },
        gender: translate('zh', 'reference:genders.female'),
        employmentType: translate('id', 'employees:employmentType.1'),
      }),
    ]);
    expect(problemsOf(await company.admin.api.ok(contracts.checkEmployeeImport, { body: file }))).toEqual([]);
    expect(await runImport(contracts.importEmployees, file)).toMatchObject({ outcome: 'imported', created: 3 });
  });
});

describe('sample files (contracts)', () => {
  it('in Indonesian, with the same keys', async () => {
    const linguist = await loginAs(t, await createUser(t, company, { role: 'hrManager' }));
    await linguist.api.ok(contracts.updateMyRegionLanguage, { body: { language: 'id' } });
    const response = await linguist.api.inject({ method: 'GET', url: '/api/v2/contracts/import/sample' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const header = (workbook.worksheets[0]!.getRow(1).values as string[]).slice(1);
    expect(header.map((text) => /\[(\w+)\]$/.exec(text)?.[1])).toEqual(['name', 'client', 'startDate', 'endDate', 'location', 'address']);
    expect(header[0]).not.toContain('Contract name');
    expect(
      workbook.worksheets[1]!.getSheetValues()
        .slice(2)
        .map((row) => (row as string[])[1]),
    ).toContain(contractName);
  });
});

describe('POST /employees/import/check', () => {
  it('reports each bad cell by row and column, in the caller’s words, and writes nothing', async () => {
    const taken = uniqueName('TAKEN');
    await createEmployeeRow(t, company.companyId, { employmentNumber: taken });
    const duplicate = uniqueName('DUP');
    const before = {
      employees: await employeeCount(),
      audit: await auditCount('employee'),
      files: (await t.db.select({ value: count() }).from(files))[0]!.value,
    };
    const file = await xlsxFile([
      [...EMPLOYEE_HEADER, 'Shoe size'],
      employeeRow({ firstName: '' }),
      employeeRow({ identificationNumber: 'S1234567A' }),
      employeeRow({ dateOfBirth: '2020-02-02' }),
      employeeRow({ employmentNumber: duplicate }),
      employeeRow({ employmentNumber: duplicate, hiringDate: '31/01/2024' }),
      employeeRow({ employmentNumber: taken, department: 'Nowhere' }),
      employeeRow({ bank: 'SG_OCBC', accountNumber: '123', salary: -5 }),
      employeeRow({ contract: contractName, location: 'Terminal 9' }),
      employeeRow({ phones: '+6591234567; 91234567', paymentMode: 'Barter' }),
    ]);
    const check = await company.admin.api.ok(contracts.checkEmployeeImport, { body: file });
    expect(check).toMatchObject({ valid: false, rows: 9, rowsWithProblems: 8 });
    expect(problemsOf(check)).toEqual([
      {
        row: null,
        column: null,
        code: 'invalidColumnMsg',
        message: '“Shoe size” is not a column of this import. Rename it as in the sample file, or remove the column.',
      },
      { row: 2, column: 'firstName', code: 'completeCellMsg', message: 'Please complete this cell: “First name” is required.' },
      {
        row: 3,
        column: 'identificationNumber',
        code: 'reCheckCellDataMsg',
        message: 'Please re-check this cell: Identification number is not valid',
      },
      { row: 4, column: 'dateOfBirth', code: 'reCheckCellDataMsg', message: 'Please re-check this cell: Minimum age is 13 years old' },
      {
        row: 6,
        column: 'employmentNumber',
        code: 'reCheckCellDataMsg',
        message: 'Please re-check this cell: The same value is already in row 5 of this file.',
      },
      {
        row: 6,
        column: 'hiringDate',
        code: 'reCheckCellDataMsg',
        message:
          'Please re-check this cell: Write the date as YYYY-MM-DD (for example 2024-01-31), or enter it as a date in your spreadsheet.',
      },
      {
        row: 7,
        column: 'employmentNumber',
        code: 'reCheckCellDataMsg',
        message: 'Please re-check this cell: Another employee already has this employment number.',
      },
      {
        row: 7,
        column: 'department',
        code: 'reCheckCellDataMsg',
        message:
          'Please re-check this cell: Nothing named “Nowhere” exists. Add it first, or use a name from the sheet “Lists” of the sample file.',
      },
      {
        row: 8,
        column: 'accountNumber',
        code: 'reCheckCellDataMsg',
        message: 'Please re-check this cell: The account number of OCBC has 10 / 12 digits.',
      },
      { row: 8, column: 'salary', code: 'reCheckCellDataMsg', message: 'Please re-check this cell: This field must be a valid number.' },
      {
        row: 9,
        column: 'location',
        code: 'reCheckCellDataMsg',
        message: `Please re-check this cell: The contract “${contractName}” has no location named “Terminal 9”.`,
      },
      {
        row: 10,
        column: 'phones',
        code: 'reCheckCellDataMsg',
        message: 'Please re-check this cell: Please remove duplicated phone number',
      },
      {
        row: 10,
        column: 'paymentMode',
        code: 'reCheckCellDataMsg',
        message: 'Please re-check this cell: “Barter” is not one of the allowed values. See the sheet “Lists” of the sample file.',
      },
    ]);
    expect(check.problems.find((problem) => problem.row === 3)).toMatchObject({ cell: 'E3', columnLabel: 'Identification number' });
    expect(check.problemCount).toBe(13);
    // The check wrote nothing: no employee, no audit entry, no stored file.
    expect(await employeeCount()).toBe(before.employees);
    expect(await auditCount('employee')).toBe(before.audit);
    expect((await t.db.select({ value: count() }).from(files))[0]!.value).toBe(before.files);
  });

  it('answers in the caller’s language', async () => {
    const linguist = await loginAs(t, await createUser(t, company, { role: 'hrManager' }));
    await linguist.api.ok(contracts.updateMyRegionLanguage, { body: { language: 'zh' } });
    const check = await linguist.api.ok(contracts.checkEmployeeImport, {
      body: await xlsxFile([EMPLOYEE_HEADER, employeeRow({ firstName: '' })]),
    });
    expect(check.problems).toEqual([
      {
        row: 2,
        column: 'firstName',
        columnLabel: translate('zh', 'imports:employees.columns.firstName'),
        cell: 'B2',
        code: 'completeCellMsg',
        message: translate('zh', 'imports:problems.completeCell', { column: translate('zh', 'imports:employees.columns.firstName') }),
      },
    ]);
    expect(check.problems[0]!.message).not.toContain('Please');
  });

  it('names the file’s own problems: type, emptiness, columns, unreadable content, too many rows', async () => {
    const check = (body: ImportFileBody) => company.admin.api.ok(contracts.checkEmployeeImport, { body });
    expect((await check(rawFile('people.pdf', '%PDF-1.4'))).problems).toMatchObject([{ code: 'wrongFileMsg', row: null }]);
    expect((await check(rawFile('people.xlsx', 'this is not a workbook'))).problems).toMatchObject([{ code: 'notValidFileMsg' }]);
    expect((await check(rawFile('people.csv', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0])))).problems).toMatchObject([
      { code: 'notValidFileMsg' },
    ]);
    expect((await check(rawFile('people.csv', Buffer.from('name;Z\xfcrich', 'latin1')))).problems).toMatchObject([
      { code: 'notValidFileMsg', message: expect.stringContaining('UTF-8') },
    ]);
    expect((await check(rawFile('people.csv', '\r\n\r\n'))).problems).toMatchObject([{ code: 'mustNotEmptyMsg' }]);
    expect((await check(csvFile([EMPLOYEE_HEADER]))).problems).toMatchObject([{ code: 'mustNotEmptyMsg' }]);
    const missing = await check(
      csvFile([
        EMPLOYEE_HEADER.filter((header) => !header.includes('[salary]')),
        employeeRow()
          .filter((_, index) => EMPLOYEE_HEADER[index] !== '[salary]')
          .map(String),
      ]),
    );
    expect(problemsOf(missing)).toEqual([
      {
        row: null,
        column: 'salary',
        code: 'invalidColumnMsg',
        message: 'The required column “Salary” is missing. Add it as in the sample file.',
      },
    ]);
    const repeated = await check(
      csvFile([
        [...EMPLOYEE_HEADER, 'Salary'],
        [...employeeRow().map(String), '1'],
      ]),
    );
    expect(repeated.problems).toMatchObject([{ column: 'salary', code: 'invalidColumnMsg', cell: 'P1' }]);
    const tooMany = await company.admin.api.fail(
      contracts.checkEmployeeImport,
      { body: csvFile([EMPLOYEE_HEADER, ...Array.from({ length: 5_001 }, () => ['x'])]) },
      422,
    );
    expect(tooMany).toMatchObject({
      code: 'IMPORT_TOO_MANY_ROWS',
      message: ['This file has more than 5,000 rows. Split it into files of at most 5,000 rows and import them one after another.'],
    });
  });

  it('reads CSV with semicolons and headers written as labels in another language', async () => {
    const header = ['Nomor karyawan', 'Nama depan', 'Jenis identitas', 'Nomor identitas', 'Tanggal mulai kerja', 'Cara pembayaran', 'Gaji'];
    const check = await company.admin.api.ok(contracts.checkEmployeeImport, {
      body: csvFile([header, [uniqueName('CSV'), 'Budi', 'SG_NRIC', randomNric(), '2024-05-01', 'Tunai', '2500,00']], { separator: ';' }),
    });
    // Every header is understood; the salary's decimal comma is not an amount.
    expect(problemsOf(check)).toEqual([
      { row: 2, column: 'salary', code: 'reCheckCellDataMsg', message: 'Please re-check this cell: This field must be a valid number.' },
    ]);
  });
});

describe('POST /employees/import', () => {
  it('imports every row of a clean file as a job: source Imported Data, deployments, one audit entry each', async () => {
    const numbers = [uniqueName('NEW'), uniqueName('NEW'), uniqueName('NEW')];
    const file = await xlsxFile([
      EMPLOYEE_HEADER,
      employeeRow({
        employmentNumber: numbers[0],
        firstName: 'Siti',
        department: departmentName.toUpperCase(),
        contract: contractName,
        location: 'terminal 2',
      }),
      employeeRow({ employmentNumber: numbers[1], firstName: 'Arjun', phones: '' }),
      [],
      employeeRow({ employmentNumber: numbers[2], firstName: 'Van An', paymentMode: '2', bank: '', accountNumber: '' }),
    ]);
    const check = await hr.api.ok(contracts.checkEmployeeImport, { body: file });
    expect(check).toMatchObject({ valid: true, rows: 3 });
    const auditBefore = await auditCount('employee');

    expect(await runImport(contracts.importEmployees, file, hr)).toEqual({
      outcome: 'imported',
      kind: 'employees',
      created: 3,
      locations: 0,
      skippedRows: 0,
      problemsFile: null,
    });
    const created = await t.db
      .select()
      .from(employees)
      .where(and(eq(employees.companyId, company.companyId), eq(employees.source, contracts.EMPLOYEE_SOURCE.imported)));
    const mine = created.filter((row) => numbers.includes(row.employmentNumber));
    expect(mine.map((row) => row.firstName).sort()).toEqual(['Arjun', 'Siti', 'Van An']);
    const siti = mine.find((row) => row.firstName === 'Siti')!;
    expect(siti).toMatchObject({
      salary: '3800.00',
      paymentModeId: 1,
      bankCode: 'SG_DBS',
      dateOfBirth: '1991-06-01',
      hiringDate: '2024-03-01',
      phones: ['+6591234567'],
    });
    expect(siti.departmentId).not.toBeNull();
    const [deployment] = await t.db.select().from(employeeContractDeployments).where(eq(employeeContractDeployments.employeeId, siti.id));
    const [terminal2] = await t.db
      .select()
      .from(clientContractLocations)
      .where(and(eq(clientContractLocations.companyId, company.companyId), eq(clientContractLocations.name, 'Terminal 2')));
    expect(deployment?.locationId).toBe(terminal2!.id);
    expect(await auditCount('employee')).toBe(auditBefore + 3);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, siti.id), eq(auditLog.action, 'create')));
    expect(entry).toMatchObject({ actorUserId: hr.user.userId, after: expect.objectContaining({ firstName: 'Siti', source: 1 }) });

    // They are in the list, as imported.
    const page = await hr.api.ok(contracts.employeeTable, { body: { search: { value: 'Van An' } } });
    expect(page.data).toMatchObject([{ fullName: 'Van An Lim', source: 1 }]);
  });

  it('writes nothing when the file fails the check inside the job (an employee added since the check)', async () => {
    const nric = randomNric();
    const file = await xlsxFile([
      EMPLOYEE_HEADER,
      employeeRow({ firstName: 'First' }),
      employeeRow({ firstName: 'Late', identificationNumber: nric }),
    ]);
    expect((await company.admin.api.ok(contracts.checkEmployeeImport, { body: file })).valid).toBe(true);
    await company.admin.api.ok(contracts.createEmployee, { body: employeeBody({ personal: { identificationNumber: nric } }) });
    const before = { employees: await employeeCount(), audit: await auditCount('employee') };

    const result = await runImport(contracts.importEmployees, file);
    expect(result).toMatchObject({ outcome: 'rejected', kind: 'employees', check: { valid: false, rows: 2, problemCount: 1 } });
    expect(result.outcome === 'rejected' && result.check.problems).toEqual([
      expect.objectContaining({
        row: 3,
        column: 'identificationNumber',
        message: 'Please re-check this cell: Employee with this identification number already exists',
      }),
    ]);
    expect(await employeeCount()).toBe(before.employees);
    expect(await auditCount('employee')).toBe(before.audit);
  });

  it('runs a file sent twice at once only once', async () => {
    const file = await xlsxFile([EMPLOYEE_HEADER, employeeRow()]);
    const first = await company.admin.api.ok(contracts.importEmployees, { body: file });
    const second = await company.admin.api.ok(contracts.importEmployees, { body: file });
    expect(second.jobId).toBe(first.jobId);
    await t.jobs.drain();
    expect((await company.admin.api.ok(contracts.getJob, { params: { id: first.jobId } })).result).toMatchObject({
      outcome: 'imported',
      created: 1,
    });
  });

  it('shows whoever opens the import page an employee import still under way, and nothing once it is done or in another company', async () => {
    const none = { active: null };
    expect(await hr.api.ok(contracts.checkEmployeeImportSchedule)).toEqual(none);
    const file = await xlsxFile([EMPLOYEE_HEADER, employeeRow()]);
    await company.admin.api.ok(contracts.importEmployees, { body: file });
    const seen = await hr.api.ok(contracts.checkEmployeeImportSchedule);
    expect(seen.active).toMatchObject({
      status: 'queued',
      progress: 0,
      startedBy: `${company.admin.user.firstName} ${company.admin.user.lastName}`,
    });
    expect(Math.abs(seen.active!.startedAt - Date.now())).toBeLessThan(60_000);
    const other = await createCompany(t);
    expect(await other.admin.api.ok(contracts.checkEmployeeImportSchedule)).toEqual(none);
    const employee = await loginAs(t, await createUser(t, company, { role: 'employee' }));
    await employee.api.fail(contracts.checkEmployeeImportSchedule, undefined, 403);
    await t.jobs.drain();
    expect(await hr.api.ok(contracts.checkEmployeeImportSchedule)).toEqual(none);
  });

  it('refuses a file over the size limit before reading it', async () => {
    const content = 'A'.repeat(Math.ceil(contracts.IMPORT_LIMITS.maxFileBytes / 3) * 4 + 4);
    const error = await company.admin.api.fail(contracts.checkEmployeeImport, { body: { fileName: 'big.csv', content } }, 400);
    expect(error.errors).toEqual({ content: 'Must be at most 6666668 characters.' });
  });
});

describe('importing the valid rows only', () => {
  async function workbookOf(content: Buffer) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(content as unknown as ExcelJS.Buffer);
    return workbook.worksheets[0]!;
  }
  const rowValues = (sheet: ExcelJS.Worksheet, row: number) => (sheet.getRow(row).values as unknown[]).slice(1);

  it('the rows with problems come back as a workbook: each bad cell filled and noted, the problems in a last column; nothing written', async () => {
    const taken = uniqueName('TAKEN');
    await createEmployeeRow(t, company.companyId, { employmentNumber: taken });
    const before = await employeeCount();
    const file = await xlsxFile([
      EMPLOYEE_HEADER,
      employeeRow({ firstName: 'Good' }),
      employeeRow({ firstName: '' }),
      employeeRow({ employmentNumber: taken, salary: 'lots' }),
    ]);
    const response = await company.admin.api.inject({ method: 'POST', url: '/api/v2/employees/import/problems', payload: file });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('employees%20-%20rows%20with%20problems.xlsx');
    const sheet = await workbookOf(response.rawPayload);
    expect(sheet.rowCount).toBe(3);
    expect(rowValues(sheet, 1)).toEqual([...EMPLOYEE_HEADER, 'Problems [importProblems]']);
    expect(sheet.getCell('B2').value ?? '').toBe('');
    expect(sheet.getCell('B2').fill).toMatchObject({ fgColor: { argb: 'FFFFC7CE' } });
    expect(sheet.getCell('B2').note).toBe('Please complete this cell: “First name” is required.');
    expect(sheet.getCell('P2').value).toBe('First name: Please complete this cell: “First name” is required.');
    expect(sheet.getCell('A3').value).toBe(taken);
    expect(sheet.getCell('A3').fill).toMatchObject({ fgColor: { argb: 'FFFFC7CE' } });
    expect(sheet.getCell('K3').note).toBe('Please re-check this cell: This field must be a valid number.');
    expect(String(sheet.getCell('P3').value).split('\n')).toEqual([
      'Employment number: Please re-check this cell: Another employee already has this employment number.',
      'Salary: Please re-check this cell: This field must be a valid number.',
    ]);
    // A cell that was fine keeps its value and is not marked.
    expect((sheet.getCell('E3').fill as ExcelJS.FillPattern | undefined)?.pattern ?? 'none').toBe('none');
    expect(await employeeCount()).toBe(before);

    // Corrected where it is marked, the file imports as it is: its problems column is not data.
    sheet.getCell('B2').value = 'Fixed';
    sheet.getCell('A3').value = uniqueName('FIXED');
    sheet.getCell('K3').value = '3000';
    const corrected = { fileName: 'corrected.xlsx', content: Buffer.from(await sheet.workbook.xlsx.writeBuffer()).toString('base64') };
    expect(problemsOf(await company.admin.api.ok(contracts.checkEmployeeImport, { body: corrected }))).toEqual([]);
  });

  it('imports the rows without problems, audited, and leaves the others in a file to download; all or nothing still refuses the file', async () => {
    const good = [uniqueName('OK'), uniqueName('OK')];
    const file = await xlsxFile([
      EMPLOYEE_HEADER,
      employeeRow({ employmentNumber: good[0], firstName: 'Alpha' }),
      employeeRow({ firstName: 'Broken', dateOfBirth: '2020-02-02' }),
      employeeRow({ employmentNumber: good[1], firstName: 'Gamma' }),
    ]);
    const all = await runImport(contracts.importEmployees, file);
    expect(all).toMatchObject({ outcome: 'rejected', check: { rowsWithProblems: 1 } });
    const before = { employees: await employeeCount(), audit: await auditCount('employee') };

    const result = await runImport(contracts.importEmployees, { ...file, validRowsOnly: true }, hr);
    expect(result).toMatchObject({ outcome: 'imported', created: 2, skippedRows: 1, problemsFile: { rows: 1 } });
    expect(await employeeCount()).toBe(before.employees + 2);
    expect(await auditCount('employee')).toBe(before.audit + 2);
    const mine = await t.db
      .select({ number: employees.employmentNumber })
      .from(employees)
      .where(and(eq(employees.companyId, company.companyId), eq(employees.firstName, 'Alpha')));
    expect(mine.map((row) => row.number)).toContain(good[0]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entity, 'import'), eq(auditLog.action, 'import-valid-rows')))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(entry).toMatchObject({ actorUserId: hr.user.userId, after: { kind: 'employees', created: 2, skippedRows: [3] } });

    // The rows left out, for whoever started the import only.
    const problemsFile = result.outcome === 'imported' ? result.problemsFile! : null;
    const download = await hr.api.inject({ method: 'GET', url: `/api/v2/files/${problemsFile!.fileId}` });
    expect(download.statusCode).toBe(200);
    const sheet = await workbookOf(download.rawPayload);
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getCell('B2').value).toBe('Broken');
    expect(sheet.getCell('F2').note).toBe('Please re-check this cell: Minimum age is 13 years old');
    expect((await company.admin.api.fail(contracts.downloadFile, { params: { id: problemsFile!.fileId } }, 403)).code).toBe('FORBIDDEN');
  });

  it('a problem of the file itself stops it, and so does a file without one valid row', async () => {
    const before = await employeeCount();
    const unknownColumn = await xlsxFile([
      [...EMPLOYEE_HEADER, 'Shoe size'],
      [...employeeRow(), '42'],
    ]);
    expect(await runImport(contracts.importEmployees, { ...unknownColumn, validRowsOnly: true })).toMatchObject({ outcome: 'rejected' });
    const noneValid = await xlsxFile([EMPLOYEE_HEADER, employeeRow({ firstName: '' })]);
    expect(await runImport(contracts.importEmployees, { ...noneValid, validRowsOnly: true })).toMatchObject({ outcome: 'rejected' });
    expect(await employeeCount()).toBe(before);
  });

  it('a contract file is all or nothing: its start call does not take validRowsOnly', async () => {
    const file = csvFile([['Contract name * [name]'], [uniqueName('Only')]], { fileName: 'contracts.csv' });
    expect(
      (await company.admin.api.inject({ method: 'POST', url: '/api/v2/contracts/import', payload: { ...file, validRowsOnly: true } }))
        .statusCode,
    ).toBe(400);
  });
});

describe('contracts import', () => {
  const HEADER = ['Contract name * [name]', '[client]', '[startDate]', '[endDate]', '[location]', '[address]'];

  it('checks the rows of each contract together and reports what breaks, writing nothing', async () => {
    const before = await t.db.select({ value: count() }).from(clientContracts).where(eq(clientContracts.companyId, company.companyId));
    const name = uniqueName('Jurong');
    const check = await company.admin.api.ok(contracts.checkClientContractImport, {
      body: await xlsxFile(
        [
          HEADER,
          [name, 'JTC', '2025-01-01', '2024-12-31', 'Block A', ''],
          [name, 'Another client', null, null, 'Block A', 'Road 2'],
          ['', 'Orphan', null, null, 'Block C', ''],
          [contractName.toUpperCase(), '', null, null, 'Terminal 3', ''],
          [uniqueName('Sentosa'), '', 'soon', null, '', 'An address'],
        ],
        'contracts.xlsx',
      ),
    });
    expect(problemsOf(check)).toEqual([
      {
        row: 2,
        column: 'endDate',
        code: 'reCheckCellDataMsg',
        message: 'Please re-check this cell: The end date cannot be before the start date.',
      },
      {
        row: 3,
        column: 'client',
        code: 'reCheckCellDataMsg',
        message:
          'Please re-check this cell: Row 2 gives this contract another value. Rows of the same contract must agree, or leave the cell empty.',
      },
      {
        row: 3,
        column: 'location',
        code: 'reCheckCellDataMsg',
        message: 'Please re-check this cell: The same value is already in row 2 of this file.',
      },
      { row: 4, column: 'name', code: 'completeCellMsg', message: 'Please complete this cell: “Contract name” is required.' },
      {
        row: 5,
        column: 'name',
        code: 'reCheckCellDataMsg',
        message: `Please re-check this cell: A contract named “${contractName.toUpperCase()}” already exists. Add new locations on its profile, or use another name.`,
      },
      {
        row: 6,
        column: 'startDate',
        code: 'reCheckCellDataMsg',
        message:
          'Please re-check this cell: Write the date as YYYY-MM-DD (for example 2024-01-31), or enter it as a date in your spreadsheet.',
      },
      { row: 6, column: 'location', code: 'completeCellMsg', message: 'Please complete this cell: “Location name” is required.' },
    ]);
    expect(await t.db.select({ value: count() }).from(clientContracts).where(eq(clientContracts.companyId, company.companyId))).toEqual(
      before,
    );
  });

  it('imports contracts with their locations, audited', async () => {
    const [north, south] = [uniqueName('North'), uniqueName('South')];
    const file = csvFile(
      [
        HEADER,
        [north, 'Client N', '2025-01-01', '', 'Gate 1', '1 North Road'],
        [north, '', '', '2026-12-31', 'Gate 2', ''],
        [south, '', '', '', '', ''],
      ],
      { fileName: 'contracts.csv' },
    );
    expect(await runImport(contracts.importClientContracts, file)).toEqual({
      outcome: 'imported',
      kind: 'contracts',
      created: 2,
      locations: 2,
      skippedRows: 0,
      problemsFile: null,
    });
    const profile = await company.admin.api.ok(contracts.listActiveClientContracts, { body: { search: { value: north } } });
    expect(profile.data).toMatchObject([
      { name: north, client: 'Client N', startDate: '2025-01-01', endDate: '2026-12-31', locationCount: 2 },
    ]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, profile.data[0]!.id), eq(auditLog.action, 'create')));
    expect(entry?.after).toMatchObject({ name: north });
  });
});

describe('access', () => {
  it('the sample and the check need the import menu; the import needs it with edit', async () => {
    const manager = await loginAs(t, await createUser(t, company, { role: 'manager' }));
    const file = await xlsxFile([EMPLOYEE_HEADER, employeeRow()]);
    for (const contract of [
      contracts.checkEmployeeImport,
      contracts.importEmployees,
      contracts.checkClientContractImport,
      contracts.importClientContracts,
    ]) {
      expect((await manager.api.fail(contract, { body: file }, 403)).code).toBe('FORBIDDEN');
    }
    expect((await manager.api.inject({ method: 'GET', url: '/api/v2/employees/import/sample' })).statusCode).toBe(403);
    expect((await t.anonymous.call(contracts.checkEmployeeImport, { body: file })).status).toBe(401);
    expect(IMPORT_JOB_TYPES.employees).toBe('employees-import');
  });

  it('a role that may not change a field cannot import a column of it', async () => {
    const role = await company.admin.api.ok(contracts.createRole, {
      body: {
        name: uniqueName('Importer'),
        dataScope: 'all',
        menuGrants: { employeeList: 'edit', employeeImport: 'edit' },
        fieldGrants: { public: { 'employee.salary': 'view' }, private: {} },
      },
    });
    const user = await createUser(t, company);
    await t.db.update(users).set({ roleId: role.id }).where(eq(users.id, user.userId));
    const session = await loginAs(t, user);
    const check = await session.api.ok(contracts.checkEmployeeImport, { body: await xlsxFile([EMPLOYEE_HEADER, employeeRow()]) });
    expect(problemsOf(check)).toEqual([
      {
        row: null,
        column: 'salary',
        code: 'invalidColumnMsg',
        message: 'You do not have access to fill in “Salary”. Leave the column empty or remove it.',
      },
    ]);
  });
});
