import ExcelJS from 'exceljs';
import type { ImportFileBody } from '@tenaga/contracts';
import { randomNric, uniqueName } from './index.ts';

type Cell = string | number | Date | null;

/** An .xlsx upload whose first sheet holds these rows (the first is the header). */
export async function xlsxFile(rows: readonly (readonly Cell[])[], fileName = 'employees.xlsx'): Promise<ImportFileBody> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Data').addRows(rows.map((row) => [...row]));
  return { fileName, content: Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64') };
}

/** A .csv upload with this separator, as Excel writes one (UTF-8 with a byte-order mark). */
export function csvFile(rows: readonly (readonly string[])[], options: { separator?: string; fileName?: string } = {}): ImportFileBody {
  const quote = (cell: string) => (/[",;\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  const text = `\uFEFF${rows.map((row) => row.map(quote).join(options.separator ?? ',')).join('\r\n')}\r\n`;
  return { fileName: options.fileName ?? 'employees.csv', content: Buffer.from(text, 'utf8').toString('base64') };
}

export const rawFile = (fileName: string, content: Buffer | string): ImportFileBody => ({
  fileName,
  content: Buffer.from(content).toString('base64'),
});

/** The employee columns the tests fill, headed by their keys as the sample writes them. */
export const EMPLOYEE_HEADER = [
  'Employment number * [employmentNumber]',
  'First name * [firstName]',
  'Last name [lastName]',
  '[identificationType]',
  '[identificationNumber]',
  '[dateOfBirth]',
  '[hiringDate]',
  '[paymentMode]',
  '[bank]',
  '[accountNumber]',
  '[salary]',
  '[department]',
  '[phones]',
  '[contract]',
  '[location]',
];

export interface EmployeeRowInput {
  employmentNumber?: string;
  firstName?: string;
  lastName?: string;
  identificationType?: string;
  identificationNumber?: string;
  dateOfBirth?: Cell;
  hiringDate?: Cell;
  paymentMode?: string;
  bank?: string;
  accountNumber?: string;
  salary?: Cell;
  department?: string;
  phones?: string;
  contract?: string;
  location?: string;
}

/** A valid Singapore employee row (EMPLOYEE_HEADER's order), with overrides. */
export function employeeRow(overrides: EmployeeRowInput = {}): Cell[] {
  const row: Required<EmployeeRowInput> = {
    employmentNumber: uniqueName('IMP'),
    firstName: 'Wei Ming',
    lastName: 'Lim',
    identificationType: 'SG_NRIC',
    identificationNumber: randomNric(),
    dateOfBirth: new Date(Date.UTC(1991, 5, 1)),
    hiringDate: '2024-03-01',
    paymentMode: 'Bank transfer',
    bank: 'SG_DBS',
    accountNumber: '0123456789',
    salary: 3800,
    department: '',
    phones: '+6591234567',
    contract: '',
    location: '',
    ...overrides,
  };
  return [
    row.employmentNumber,
    row.firstName,
    row.lastName,
    row.identificationType,
    row.identificationNumber,
    row.dateOfBirth,
    row.hiringDate,
    row.paymentMode,
    row.bank,
    row.accountNumber,
    row.salary,
    row.department,
    row.phones,
    row.contract,
    row.location,
  ];
}
