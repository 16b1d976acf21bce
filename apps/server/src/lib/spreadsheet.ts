import ExcelJS from 'exceljs';
import type { ExportFormat } from '@tenaga/contracts';

export const SPREADSHEET_CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/**
 * A cell of an export: text, or a number. A number is written as one (a numeric cell in xlsx, its
 * digits in CSV, '-5' too) and can never be a formula; text is always text, whatever it starts with.
 */
export type SpreadsheetCell = string | number;

/** What a spreadsheet program reads as the start of a formula in a CSV cell (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field, safe to open in a spreadsheet program. Text that would start a formula
 * ('=HYPERLINK(…)', '+1+cmd|…', '@SUM(…)', a leading tab or carriage return) gets a single quote
 * before it and is quoted (the OWASP rule), so it shows as the text it is. This holds for text
 * that looks like a negative number or a phone number ('-5', '+62 812…') too: text cannot tell a
 * number from '-2+3+cmd|…', so a column that holds numbers passes them as numbers, which stay as
 * they are. Fields holding the separator, quotes or line breaks are quoted (RFC 4180).
 */
export function csvField(value: SpreadsheetCell): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (FORMULA_START.test(value)) return `"'${value.replace(/"/g, '""')}"`;
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * A table as a file people open in Excel: xlsx with a bold, frozen header row, or CSV in UTF-8
 * with a byte-order mark (so that Excel reads Chinese and Vietnamese names right) and CRLF lines.
 * In xlsx, text cells are written as text, never as formulas.
 */
export async function writeSpreadsheet(input: {
  format: ExportFormat;
  sheetName: string;
  header: readonly string[];
  rows: readonly (readonly SpreadsheetCell[])[];
  widths?: readonly number[];
}): Promise<Buffer> {
  if (input.format === 'csv')
    return Buffer.from(`\uFEFF${[input.header, ...input.rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`, 'utf8');
  const workbook = new ExcelJS.Workbook();
  // Excel refuses sheet names over 31 characters.
  const sheet = workbook.addWorksheet(input.sheetName.slice(0, 31));
  sheet.addRow([...input.header]).font = { bold: true };
  sheet.addRows(input.rows.map((row) => row.map((cell) => (typeof cell === 'number' && !Number.isFinite(cell) ? '' : cell))));
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  // ExcelJS has no columns (null) on a sheet without a header.
  (sheet.columns ?? []).forEach((column, index) => {
    column.width = input.widths?.[index] ?? 20;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
