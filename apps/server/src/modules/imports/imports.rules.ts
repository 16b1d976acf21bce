import { IMPORT_LIMITS, IMPORT_PROBLEMS_COLUMN, type ImportMessageCode } from '@tenaga/contracts';

/** A column of an import file: its stable key (the same in every language) and how its cells read. */
export interface ImportColumn {
  readonly key: string;
  /** The column must be in the file and each row must fill it. */
  readonly required?: boolean;
  /** text: as written; date: a date cell or YYYY-MM-DD; code: a value or its name from the codes sheet. */
  readonly type?: 'text' | 'date' | 'code';
  /** Width in the sample file, in characters. */
  readonly width?: number;
  /** The column's label when it is the company's own (a custom field's): the same in every language. */
  readonly label?: string;
}

/** One row of the sheet as read: its number in the spreadsheet and its cells as text. */
export interface SheetRow {
  readonly number: number;
  readonly cells: readonly string[];
}

/**
 * A problem before it is put into words (in the caller's language, at the end, and only for the
 * problems listed). `key` is the i18n key of its text; a cell problem's `reason` is the rule's own
 * message key, with its values.
 */
export interface RawProblem {
  readonly row: number | null;
  readonly column: string | null;
  /** The header as written, for a column the import does not know. */
  readonly header?: string;
  /** The cell's spreadsheet reference ('C5'), or the header cell's for a column problem. */
  readonly cell?: string;
  readonly code: ImportMessageCode;
  readonly key: string;
  readonly values?: Record<string, unknown>;
  readonly reason?: { readonly key: string; readonly values?: Record<string, unknown> };
}

/** Spreadsheet column letters: 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

/** How names and codes are compared: case, spacing and accents aside ('Full  Time' = 'full time'). */
export function normalized(text: string): string {
  return text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

// A custom field whose property name is also a fixed column's key is keyed 'custom.<name>'.
const KEY_IN_HEADER = /\[\s*([A-Za-z][A-Za-z0-9.]*)\s*\]\s*$/;

/**
 * The column a header names. The sample writes 'First name * [firstName]': the key in brackets
 * makes a file in any language import; a header without it may be the key itself or the label in
 * any of the five languages (`labels`: normalized label → key).
 */
export function columnOfHeader(header: string, columns: readonly ImportColumn[], labels: ReadonlyMap<string, string>): string | null {
  const keys = new Map(columns.map((column) => [column.key.toLowerCase(), column.key]));
  const bracketed = KEY_IN_HEADER.exec(header)?.[1];
  if (bracketed) return keys.get(bracketed.toLowerCase()) ?? null;
  const bare = normalized(header).replace(/\s*\*$/, '');
  return keys.get(bare.replace(/\s/g, '')) ?? labels.get(bare) ?? null;
}

export interface HeaderMap {
  /** The column key of each cell index that names one. */
  readonly columnAt: ReadonlyMap<number, string>;
  readonly problems: readonly RawProblem[];
  /** A required column is missing or a column is repeated: the rows cannot be read safely. */
  readonly fatal: boolean;
}

/** Reads the header row: known columns, unknown and repeated ones, and required ones missing. */
export function mapHeader(header: SheetRow, columns: readonly ImportColumn[], labels: ReadonlyMap<string, string>): HeaderMap {
  const columnAt = new Map<number, string>();
  const problems: RawProblem[] = [];
  const seen = new Set<string>();
  let fatal = false;
  header.cells.forEach((text, index) => {
    if (text.trim() === '') return;
    // The problems column of a file of rows with problems, sent back corrected: not data.
    if (KEY_IN_HEADER.exec(text)?.[1] === IMPORT_PROBLEMS_COLUMN) return;
    const cell = `${columnLetter(index)}${header.number}`;
    const key = columnOfHeader(text, columns, labels);
    if (!key) {
      problems.push({
        row: null,
        column: null,
        header: text.trim(),
        cell,
        code: 'invalidColumnMsg',
        key: 'imports:problems.unknownColumn',
        values: { header: text.trim() },
      });
    } else if (seen.has(key)) {
      fatal = true;
      problems.push({ row: null, column: key, cell, code: 'invalidColumnMsg', key: 'imports:problems.repeatedColumn' });
    } else {
      seen.add(key);
      columnAt.set(index, key);
    }
  });
  for (const column of columns) {
    if (column.required && !seen.has(column.key)) {
      fatal = true;
      problems.push({ row: null, column: column.key, code: 'invalidColumnMsg', key: 'imports:problems.missingColumn' });
    }
  }
  return { columnAt, problems, fatal };
}

/** A data row as its columns' values (trimmed; '' when empty), with each column's cell reference. */
export interface ImportRow {
  readonly number: number;
  readonly values: Readonly<Record<string, string>>;
  cellOf(column: string): string | undefined;
}

/** What a rule says of a cell: its message key and values, shown after the import's own. */
export interface ProblemReason {
  readonly key: string;
  readonly values?: Record<string, unknown> | undefined;
}

/**
 * The problems an import's check finds in a file, in the order found: one per cell at most (the
 * first rule a cell breaks is the one worth reading), and which rows have any (those are not imported).
 */
export function problemList() {
  const problems: RawProblem[] = [];
  const flagged = new Set<string>();
  const rowsWithProblems = new Set<number>();
  const add = (problem: RawProblem) => {
    if (problem.row !== null) rowsWithProblems.add(problem.row);
    problems.push(problem);
  };
  const flag = (row: ImportRow, column: string, problem: Omit<RawProblem, 'row' | 'column' | 'cell'>) => {
    const id = `${row.number}:${column}`;
    if (flagged.has(id)) return;
    flagged.add(id);
    const cell = row.cellOf(column);
    add({ row: row.number, column, ...(cell ? { cell } : {}), ...problem });
  };
  return {
    problems,
    /** A problem of a row as a whole, or (row null) of the file. */
    add,
    flag,
    /** A cell that breaks a rule: the rule's own message (`reason`) follows the import's. */
    recheck: (row: ImportRow, column: string, reason: ProblemReason) =>
      flag(row, column, {
        code: 'reCheckCellDataMsg',
        key: 'imports:problems.reCheckCell',
        reason: { key: reason.key, ...(reason.values ? { values: reason.values } : {}) },
      }),
    /** A required cell left empty. */
    empty: (row: ImportRow, column: string) => flag(row, column, { code: 'completeCellMsg', key: 'imports:problems.completeCell' }),
    hasProblems: (row: number) => rowsWithProblems.has(row),
  };
}

export function toImportRow(row: SheetRow, columnAt: ReadonlyMap<number, string>): ImportRow {
  const values: Record<string, string> = {};
  const letters = new Map<string, string>();
  for (const [index, key] of columnAt) {
    values[key] = (row.cells[index] ?? '').trim();
    letters.set(key, columnLetter(index));
  }
  return { number: row.number, values, cellOf: (column) => (letters.has(column) ? `${letters.get(column)}${row.number}` : undefined) };
}

export const isBlankRow = (row: SheetRow) => row.cells.every((cell) => cell.trim() === '');

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date written YYYY-MM-DD (a date cell reads so too), or null when it is not a real date. */
export function isoDate(text: string): string | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? text : null;
}

/** Phone numbers in one cell, separated by ';', ',' or line breaks. */
export function phoneList(text: string): string[] {
  return text
    .split(/[;,\n]/)
    .map((phone) => phone.trim())
    .filter(Boolean);
}

/**
 * Values that must be unique in the file: for each row after the first with the same value, the
 * row that had it first.
 */
export function repeatsInFile(entries: readonly { row: number; value: string | null }[]): Map<number, number> {
  const first = new Map<string, number>();
  const repeats = new Map<number, number>();
  for (const { row, value } of entries) {
    if (!value) continue;
    const earlier = first.get(value);
    if (earlier === undefined) first.set(value, row);
    else repeats.set(row, earlier);
  }
  return repeats;
}

/** Problems in reading order: the file and its columns first, then by row, then by column. */
export function sortProblems(problems: readonly RawProblem[], columns: readonly ImportColumn[]): RawProblem[] {
  const order = new Map(columns.map((column, index) => [column.key, index]));
  const rank = (problem: RawProblem) =>
    [problem.row ?? -1, problem.column === null ? -1 : (order.get(problem.column) ?? columns.length)] as const;
  return [...problems].sort((a, b) => {
    const [rowA, columnA] = rank(a);
    const [rowB, columnB] = rank(b);
    return rowA - rowB || columnA - columnB;
  });
}

/** The counts of a check, and the problems it lists (the first IMPORT_LIMITS.listedProblems). */
export function summarize(problems: readonly RawProblem[], rows: number) {
  return {
    valid: problems.length === 0,
    rows,
    problemCount: problems.length,
    rowsWithProblems: new Set(problems.filter((problem) => problem.row !== null).map((problem) => problem.row)).size,
    listed: problems.slice(0, IMPORT_LIMITS.listedProblems),
  };
}

/**
 * A code list for one column: each allowed value with its names in every language. A cell may hold
 * the value itself or any of its names.
 */
export interface CodeList<V> {
  resolve(text: string): V | undefined;
}

export function codeList<V extends string | number>(entries: readonly { value: V; names: readonly string[] }[]): CodeList<V> {
  const byText = new Map<string, V>();
  for (const entry of entries) byText.set(normalized(String(entry.value)), entry.value);
  // A value's own code wins over another value's name.
  for (const entry of entries) for (const name of entry.names) if (!byText.has(normalized(name))) byText.set(normalized(name), entry.value);
  return { resolve: (text) => byText.get(normalized(text)) };
}

/**
 * The rows with something in them of a CSV as Excel writes it (RFC 4180: quoted cells may hold the
 * separator, quotes doubled and line breaks). The separator is the one the first line uses most: Excel writes ';' where the decimal
 * mark is a comma (Indonesia, Vietnam).
 */
export function parseCsv(text: string, limits: { maxRecords: number }): { rows: SheetRow[]; truncated: boolean } {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const separator = csvSeparator(source);
  const rows: SheetRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let record = 1;
  let index = 0;
  let filled = 0;
  const endRecord = () => {
    cells.push(cell);
    const row = { number: record, cells };
    // Blank lines are not kept: a file of line breaks holds nothing.
    if (!isBlankRow(row)) {
      rows.push(row);
      filled += 1;
    }
    record += 1;
    cells = [];
    cell = '';
  };
  while (index < source.length) {
    const char = source[index]!;
    if (quoted) {
      if (char === '"') {
        if (source[index + 1] === '"') {
          cell += '"';
          index += 1;
        } else quoted = false;
      } else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      endRecord();
      if (filled > limits.maxRecords) return { rows: rows.slice(0, -1), truncated: true };
    } else cell += char;
    index += 1;
  }
  if (cell !== '' || cells.length > 0) endRecord();
  return filled > limits.maxRecords ? { rows: rows.slice(0, -1), truncated: true } : { rows, truncated: false };
}

function csvSeparator(text: string): string {
  const firstLine = text.slice(0, Math.max(0, text.search(/\r|\n/)) || text.length);
  const counts = [',', ';', '\t'].map((candidate) => ({ candidate, count: firstLine.split(candidate).length - 1 }));
  return counts.reduce((best, next) => (next.count > best.count ? next : best)).candidate;
}
