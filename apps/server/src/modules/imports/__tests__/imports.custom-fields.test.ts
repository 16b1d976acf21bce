import ExcelJS from 'exceljs';
import { columnLetter } from '../imports.rules.ts';
import { validations } from '../imports.spreadsheet.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { CUSTOM_FIELD_TYPES as T, ImportResultSchema, type CustomField } from '@tenaga/contracts';
import { employees } from '../../../db/schema/index.ts';
import {
  createCompany,
  createTestApp,
  uniqueName,
  createCustomField,
  type NewCustomField,
  type TestApp,
  type TestCompany,
} from '../../../testing/index.ts';
import { EMPLOYEE_HEADER, employeeRow, xlsxFile } from '../../../testing/import-files.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const addField = (company: TestCompany, body: NewCustomField) => createCustomField(company, 'employeeStandard', body);

/** A company with a field of each kind the import reads differently. */
async function arrange() {
  const company = await createCompany(t);
  const fields = {
    size: await addField(company, {
      type: T.dropdownSelection,
      label: 'Shirt size',
      propertyName: 'shirtSize',
      options: [{ label: 'Small' }, { label: 'Large' }],
      required: true,
    }),
    skills: await addField(company, {
      location: 'employee',
      type: T.dropdownMultiSelect,
      label: 'Skills',
      propertyName: 'skills',
      options: [{ label: 'Forklift' }, { label: 'First aid' }],
    }),
    rating: await addField(company, { location: 'employee', type: T.fiveScalesOptions, label: 'Rating', propertyName: 'rating' }),
    driver: await addField(company, { type: T.checkbox, label: 'Driver', propertyName: 'driver' }),
    locker: await addField(company, { type: T.integerNumber, label: 'Locker', propertyName: 'locker' }),
    medical: await addField(company, { type: T.datepicker, label: 'Medical check', propertyName: 'medicalCheck' }),
    // A property name that is also a fixed column's key gets its own key.
    bank: await addField(company, { type: T.singleLineText, label: 'Bank note', propertyName: 'bank' }),
  };
  return { company, fields };
}
const optionId = (field: CustomField, label: string) => field.options.find((option) => option.label === label)!.id;
const CUSTOM_HEADER = ['Shirt size [shirtSize]', 'Skills', '[rating]', '[driver]', '[locker]', '[medicalCheck]', '[custom.bank]'];

describe('employee import with custom fields', () => {
  it('the sample has a column per active custom field, a dropdown of their choices, and an example row that passes', async () => {
    const { company } = await arrange();
    const response = await company.admin.api.inject({ method: 'GET', url: '/api/v2/employees/import/sample' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const [data, lists] = workbook.worksheets;
    const header = (data!.getRow(1).values as string[]).slice(1);
    expect(header.slice(-7)).toEqual([
      'Shirt size * [shirtSize]',
      'Driver [driver]',
      'Locker [locker]',
      'Medical check [medicalCheck]',
      'Bank note [custom.bank]',
      'Skills [skills]',
      'Rating [rating]',
    ]);
    // Each choice field's dropdown lists its options as people read them.
    const listHeader = (lists!.getRow(1).values as string[]).slice(1);
    const listOf = (title: string) => {
      const column = listHeader.indexOf(title) + 1;
      expect(column, title).toBeGreaterThan(0);
      return lists!
        .getColumn(column)
        .values.slice(2)
        .filter((value) => value !== null && value !== undefined);
    };
    expect(listOf('Shirt size [shirtSize]')).toContain('Small');
    expect(listOf('Rating [rating]')).toContain('Excellent');
    expect(listOf('Driver [driver]')).toEqual(['Yes', 'No']);
    const dropdowns = validations(data!).model;
    const skills = columnLetter(header.indexOf('Skills [skills]'));
    // A multi-select cell holds several options: its dropdown picks one and does not warn about a list.
    expect(dropdowns[`${skills}2`]).toMatchObject({ type: 'list' });
    expect(dropdowns[`${skills}2`]!.showErrorMessage ?? false).toBe(false);
    expect(dropdowns[`${columnLetter(header.indexOf('Locker [locker]'))}2`]).toBeUndefined();
    const check = await company.admin.api.ok(contracts.checkEmployeeImport, {
      body: { fileName: 'sample.xlsx', content: response.rawPayload.toString('base64') },
    });
    expect(check).toMatchObject({ valid: true, rows: 1 });
  });

  it('reports each bad custom value by row and column with the rules the form uses, and writes nothing', async () => {
    const { company } = await arrange();
    const file = await xlsxFile([
      [...EMPLOYEE_HEADER, ...CUSTOM_HEADER],
      [...employeeRow(), 'Small', 'Forklift; Cooking', '9', 'maybe', '12.5', '2024-02-30', 'ok'],
      [...employeeRow(), '', '', '', '', '', '', ''],
    ]);
    const check = await company.admin.api.ok(contracts.checkEmployeeImport, { body: file });
    expect(check.problems.map((problem) => [problem.row, problem.column, problem.columnLabel, problem.code, problem.message])).toEqual([
      [
        2,
        'driver',
        'Driver',
        'reCheckCellDataMsg',
        'Please re-check this cell: “maybe” is not one of the allowed values. See the sheet “Lists” of the sample file.',
      ],
      [2, 'locker', 'Locker', 'reCheckCellDataMsg', 'Please re-check this cell: Must be a whole number.'],
      [2, 'medicalCheck', 'Medical check', 'reCheckCellDataMsg', expect.stringMatching(/^Please re-check this cell: /)],
      [
        2,
        'skills',
        'Skills',
        'reCheckCellDataMsg',
        'Please re-check this cell: “Cooking” is not one of the allowed values. See the sheet “Lists” of the sample file.',
      ],
      [
        2,
        'rating',
        'Rating',
        'reCheckCellDataMsg',
        'Please re-check this cell: “9” is not one of the allowed values. See the sheet “Lists” of the sample file.',
      ],
      [3, 'shirtSize', 'Shirt size', 'completeCellMsg', 'Please complete this cell: “Shirt size” is required.'],
    ]);
    // Problems come in the sample's column order; each names its cell as the file has it.
    expect(check.problems[0]).toMatchObject({ column: 'driver', cell: `${columnLetterOf(EMPLOYEE_HEADER.length + 4)}2` });
    const rows = await t.db.select({ id: employees.id }).from(employees).where(eq(employees.companyId, company.companyId));
    expect(rows).toHaveLength(0);
  });

  it('imports the values as the form would store them', async () => {
    const { company, fields } = await arrange();
    const numbers = [uniqueName('CF'), uniqueName('CF')];
    const file = await xlsxFile([
      [...EMPLOYEE_HEADER, ...CUSTOM_HEADER],
      [
        ...employeeRow({ employmentNumber: numbers[0] }),
        'large',
        'First aid; Forklift',
        'Good',
        'TRUE',
        '0042',
        new Date(Date.UTC(2024, 1, 29)),
        'keep',
      ],
      [...employeeRow({ employmentNumber: numbers[1] }), 'Small', '', '', 'no', '', '', ''],
    ]);
    const { jobId } = await company.admin.api.ok(contracts.importEmployees, { body: file });
    await t.jobs.drain();
    const job = await company.admin.api.ok(contracts.getJob, { params: { id: jobId } });
    expect(ImportResultSchema.parse(job.result)).toMatchObject({ outcome: 'imported', created: 2 });
    const rows = await t.db
      .select({ number: employees.employmentNumber, others: employees.others })
      .from(employees)
      .where(and(eq(employees.companyId, company.companyId), inArray(employees.employmentNumber, numbers)));
    const othersOf = (number: string) =>
      new Map(rows.find((row) => row.number === number)!.others.map((entry) => [entry._id.$oid, entry.value]));
    const first = othersOf(numbers[0]!);
    expect(Object.fromEntries(first)).toEqual({
      [fields.size.id]: optionId(fields.size, 'Large'),
      // In the options' order, as the form stores them.
      [fields.skills.id]: [optionId(fields.skills, 'Forklift'), optionId(fields.skills, 'First aid')],
      [fields.rating.id]: 4,
      [fields.driver.id]: true,
      [fields.locker.id]: 42,
      [fields.medical.id]: '2024-02-29',
      [fields.bank.id]: 'keep',
    });
    expect(Object.fromEntries(othersOf(numbers[1]!))).toEqual({ [fields.size.id]: optionId(fields.size, 'Small') });
  });
});

function columnLetterOf(position: number): string {
  let letters = '';
  for (let rest = position; rest > 0; rest = Math.floor((rest - 1) / 26)) letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}
