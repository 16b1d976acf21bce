import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { IMPORT_LIMITS, type ImportLimit } from '@tenaga/contracts';
import { columnLetter, isBlankRow, parseCsv, type SheetRow } from './imports.rules.ts';
import { zipExpansion } from './imports.zip.ts';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type SheetReading =
  | { readonly ok: true; readonly rows: readonly SheetRow[] }
  | { readonly ok: false; readonly code: 'wrongFileMsg' | 'notValidFileMsg'; readonly key: string }
  /** The file goes past one of IMPORT_LIMITS (`cell`: the cell past the length limit). */
  | { readonly ok: false; readonly limit: ImportLimit; readonly cell?: string };

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** An OLE compound file: an old .xls, or an .xlsx that Excel encrypted with a password. */
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

const unreadable = { ok: false, code: 'notValidFileMsg', key: 'imports:problems.unreadableFile' } as const;

/**
 * The first sheet of an .xlsx, or a .csv, as rows of text cells, bounded by IMPORT_LIMITS before
 * anything is held whole: what an .xlsx unpacks to and its shared strings before it is parsed, then
 * each cell's length, the columns with something in them, and at most `maxRows` rows with something
 * in them. The file's type is its extension, and its content must agree. Runs in a worker
 * (imports.sheet-worker.ts).
 */
export async function readSheet(file: { fileName: string; content: Buffer }, limits: { maxRows: number }): Promise<SheetReading> {
  const name = file.fileName.trim().toLowerCase();
  const head = file.content.subarray(0, 4);
  if (name.endsWith('.xlsx')) {
    if (head.equals(OLE_MAGIC)) return { ok: false, code: 'notValidFileMsg', key: 'imports:problems.protectedFile' };
    if (!head.equals(ZIP_MAGIC)) return unreadable;
    const expansion = zipExpansion(file.content, IMPORT_LIMITS);
    if (!expansion.ok) return 'limit' in expansion ? { ok: false, limit: expansion.limit } : unreadable;
    // ExcelJS's streamed reader has failed on a valid workbook in full test runs, never alone: a
    // second reading tells such a failure from a damaged file, which fails both.
    const first = await readXlsx(file.content, limits);
    return first === unreadable ? readXlsx(file.content, limits) : first;
  }
  if (name.endsWith('.csv')) {
    if (head.equals(ZIP_MAGIC) || head.equals(OLE_MAGIC) || file.content.includes(0)) return unreadable;
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(file.content);
    } catch {
      return { ok: false, code: 'notValidFileMsg', key: 'imports:problems.notUtf8' };
    }
    const { rows, truncated } = parseCsv(text, { maxRecords: limits.maxRows });
    if (truncated) return { ok: false, limit: 'rows' };
    return rowsWithinLimits(rows);
  }
  return { ok: false, code: 'wrongFileMsg', key: 'imports:problems.wrongFile' };
}

/** The cells past a row's last column with something in it are dropped; a cell past the limits stops the reading. */
function rowWithinLimits(row: SheetRow): SheetRow | { limit: ImportLimit; cell?: string } {
  let last = -1;
  for (const [index, cell] of row.cells.entries()) {
    if (cell.length > IMPORT_LIMITS.maxCellLength) return { limit: 'cellLength', cell: `${columnLetter(index)}${row.number}` };
    if (cell.trim() !== '') last = index;
  }
  if (last >= IMPORT_LIMITS.maxColumns) return { limit: 'columns' };
  return { number: row.number, cells: row.cells.slice(0, last + 1) };
}

function rowsWithinLimits(rows: readonly SheetRow[]): SheetReading {
  const kept: SheetRow[] = [];
  for (const row of rows) {
    const checked = rowWithinLimits(row);
    if ('limit' in checked) return { ok: false, ...checked };
    kept.push(checked);
  }
  return { ok: true, rows: kept };
}

async function readXlsx(content: Buffer, limits: { maxRows: number }): Promise<SheetReading> {
  const rows: SheetRow[] = [];
  let filled = 0;
  try {
    // Streamed: rows are read one by one and reading stops at the first limit passed.
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(content), {
      sharedStrings: 'cache',
      styles: 'cache',
      hyperlinks: 'ignore',
      worksheets: 'emit',
      entries: 'ignore',
    });
    for await (const sheet of reader) {
      for await (const row of sheet as unknown as AsyncIterable<ExcelJS.Row>) {
        const checked = rowWithinLimits({ number: row.number, cells: Array.from((row.values as ExcelJS.CellValue[]).slice(1), cellText) });
        if ('limit' in checked) return { ok: false, ...checked };
        // Blank rows are not kept: a sheet of empty rows holds nothing.
        if (isBlankRow(checked)) continue;
        filled += 1;
        if (filled > limits.maxRows) return { ok: false, limit: 'rows' };
        rows.push(checked);
      }
      // The data is on the first sheet; the others (the sample's codes) are not read.
      break;
    }
  } catch {
    return unreadable;
  }
  return { ok: true, rows };
}

/** A cell as the text a person sees in it; a date cell as YYYY-MM-DD, with its time (HH:MM:SS) when it has one. */
export function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  // Shortest text that reads back as the same number (4500.5, not 4500.500000001).
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  // Excel's dates have no zone: ExcelJS reads them as midnight UTC.
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    // A device's log holds date-time cells (a fraction of a day: rounded to the second); a date cell is at midnight.
    const iso = new Date(Math.round(value.getTime() / 1000) * 1000).toISOString();
    return iso.slice(11, 19) === '00:00:00' ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
  }
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as { result?: ExcelJS.CellValue }).result);
  if ('error' in value) return String(value.error);
  if ('text' in value) return typeof value.text === 'string' ? value.text : cellText(value.text as ExcelJS.CellValue);
  return '';
}

export interface SampleColumn {
  /** 'Label * [key]'. */
  readonly header: string;
  /** A hint shown as the header cell's note. */
  readonly note?: string;
  readonly width: number;
  /** Text columns keep leading zeros (account and identification numbers); date columns show YYYY-MM-DD. */
  readonly format: 'text' | 'date' | 'general';
  /**
   * The values a choice column offers, as the reader names them: each cell of the column gets a
   * dropdown of them (a list on the lists sheet). The import also reads the codes and the names in
   * the other languages, so the dropdown warns about another value rather than refusing it.
   */
  readonly choices?: readonly string[];
  /** A cell may hold several of the choices (separated by ';'): the dropdown picks one and does not warn. */
  readonly multiple?: boolean;
}

export interface SampleFile {
  readonly dataSheet: {
    readonly name: string;
    readonly columns: readonly SampleColumn[];
    readonly example: readonly (string | Date | null)[];
    /** Data rows the file may hold (the dropdowns reach that far). */
    readonly rows: number;
  };
  /** The sheet of the choice columns' values, one column each, that the dropdowns read. */
  readonly listsSheet?: {
    readonly name: string;
    /** What the dropdown says of a value that is not in its list. */
    readonly warningTitle: string;
    readonly warning: string;
  };
  /** A sheet of reference rows (the contracts that exist). */
  readonly codesSheet?: {
    readonly name: string;
    readonly header: readonly string[];
    readonly rows: readonly (readonly string[])[];
    readonly widths: readonly number[];
  };
}

// Excel refuses sheet names over 31 characters, and some characters.
const sheetName = (name: string) => name.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31);

/** A sheet's name as a formula names it: quoted, with its quotes doubled. */
const quotedSheet = (name: string) => `'${name.replace(/'/g, "''")}'`;

/** A column's header without the required mark: the lists sheet's headings. */
const plainHeader = (header: string) => header.replace(/ \*(?= \[|$)/, '');

/** ExcelJS keeps a sheet's data validations (written and read back) where its types do not say. */
export const validations = (sheet: ExcelJS.Worksheet) =>
  (
    sheet as unknown as {
      dataValidations: { add(address: string, validation: ExcelJS.DataValidation): void; model: Record<string, ExcelJS.DataValidation> };
    }
  ).dataValidations;

/**
 * A sample file: the data sheet (header, one example row, a dropdown in each choice column), the
 * lists the dropdowns read, and a sheet of reference rows when the import has one.
 */
export async function writeSample(sample: SampleFile): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const data = workbook.addWorksheet(sheetName(sample.dataSheet.name));
  sample.dataSheet.columns.forEach((spec, index) => {
    const column = data.getColumn(index + 1);
    column.width = spec.width;
    if (spec.format === 'text') column.numFmt = '@';
    if (spec.format === 'date') column.numFmt = 'yyyy-mm-dd';
  });
  const header = data.addRow(sample.dataSheet.columns.map((column) => column.header));
  header.font = { bold: true };
  header.alignment = { vertical: 'top', wrapText: true };
  sample.dataSheet.columns.forEach((column, index) => {
    if (column.note) header.getCell(index + 1).note = column.note;
  });
  data.addRow([...sample.dataSheet.example]);
  data.views = [{ state: 'frozen', ySplit: 1 }];

  const { listsSheet } = sample;
  const choiceColumns = sample.dataSheet.columns.flatMap((column, index) => (column.choices?.length ? [{ column, index }] : []));
  if (listsSheet && choiceColumns.length > 0) {
    const lists = workbook.addWorksheet(sheetName(listsSheet.name));
    const listsName = quotedSheet(lists.name);
    lists.addRow(choiceColumns.map(({ column }) => plainHeader(column.header))).font = { bold: true };
    lists.views = [{ state: 'frozen', ySplit: 1 }];
    const lastRow = sample.dataSheet.rows + 1;
    choiceColumns.forEach(({ column, index }, listIndex) => {
      const choices = [...new Set(column.choices)];
      const listColumn = lists.getColumn(listIndex + 1);
      listColumn.width = Math.max(18, Math.min(40, ...choices.map((choice) => choice.length + 2)));
      // Text, so that a choice such as '1' stays what the dropdown writes.
      listColumn.numFmt = '@';
      choices.forEach((choice, row) => {
        lists.getCell(row + 2, listIndex + 1).value = choice;
      });
      const letter = columnLetter(listIndex);
      const target = columnLetter(index);
      validations(data).add(`${target}2:${target}${lastRow}`, {
        type: 'list',
        allowBlank: true,
        formulae: [`${listsName}!$${letter}$2:$${letter}$${choices.length + 1}`],
        showErrorMessage: !column.multiple,
        errorStyle: 'warning',
        errorTitle: listsSheet.warningTitle,
        error: listsSheet.warning,
      });
    });
  }

  const { codesSheet } = sample;
  if (codesSheet) {
    const codes = workbook.addWorksheet(sheetName(codesSheet.name));
    codes.addRow([...codesSheet.header]).font = { bold: true };
    codes.addRows(codesSheet.rows.map((row) => [...row]));
    codes.views = [{ state: 'frozen', ySplit: 1 }];
    codesSheet.widths.forEach((width, index) => {
      codes.getColumn(index + 1).width = width;
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
