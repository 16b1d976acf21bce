import ExcelJS from 'exceljs';
import type { ExportFormat } from '@tenaga/contracts';

export const SPREADSHEET_CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

function csvCell(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * A table as a file people open in Excel: xlsx with a bold, frozen header row, or CSV in UTF-8
 * with a byte-order mark (so that Excel reads Chinese and Vietnamese names right) and CRLF lines.
 */
export async function writeSpreadsheet(input: {
  format: ExportFormat;
  sheetName: string;
  header: readonly string[];
  rows: readonly (readonly string[])[];
  widths?: readonly number[];
}): Promise<Buffer> {
  if (input.format === 'csv')
    return Buffer.from(`\uFEFF${[input.header, ...input.rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`, 'utf8');
  const workbook = new ExcelJS.Workbook();
  // Excel refuses sheet names over 31 characters.
  const sheet = workbook.addWorksheet(input.sheetName.slice(0, 31));
  sheet.addRow([...input.header]).font = { bold: true };
  sheet.addRows(input.rows.map((row) => [...row]));
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.columns.forEach((column, index) => {
    column.width = input.widths?.[index] ?? 20;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
