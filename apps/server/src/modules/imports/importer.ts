import type { z } from 'zod';
import {
  IMPORT_LIMIT_ERRORS,
  IMPORT_LIMITS,
  type ActiveImportSchema,
  type CompanyCountry,
  type ErrorCode,
  type ImportCheck,
  type ImportCheckSchema,
  type ImportFileBodySchema,
  type ImportKind,
  type ImportStartBodySchema,
  type ImportLimit,
  type ImportProblem,
  type Language,
  type RouteContract,
} from '@tenaga/contracts';
import { LANGUAGE_CODES } from '@tenaga/i18n';
import type { Transaction } from '../../db/tenant.ts';
import type { Actor } from '../../lib/audit.ts';
import type { Translate } from '../../lib/i18n.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import {
  isBlankRow,
  mapHeader,
  normalized,
  sortProblems,
  summarize,
  toImportRow,
  type ImportColumn,
  type ImportRow,
  type RawProblem,
  type SheetRow,
} from './imports.rules.ts';
import type { SampleFile } from './imports.spreadsheet.ts';
import { readSheetOffThread, SHEET_WORKER_LIMITS } from './imports.sheet-reader.ts';

/** Where an import runs: the caller's company and language. */
export interface ImportContext {
  /**
   * Reads for the check: short transactions of their own for the check call (the rows are checked
   * between them, not inside one), the job's one transaction inside the import job.
   */
  read<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  readonly companyId: string;
  readonly country: CompanyCountry;
  /** The company's today (rules such as the minimum age). */
  readonly today: string;
  readonly now: Date;
  readonly language: Language;
  /** Fields the caller may not fill (field-level permissions): a column naming one is refused. */
  readonly forbiddenFields: ReadonlySet<string>;
}

export interface RowChecks<P> {
  readonly problems: RawProblem[];
  /** The records of the rows without problems: all of them are written when there is no problem at all. */
  readonly prepared: P;
}

/** A call that is sent the file. */
type FileCall<Response extends z.ZodType, Body extends z.ZodType = typeof ImportFileBodySchema> = RouteContract<
  undefined,
  undefined,
  Body,
  Response
> & {
  readonly body: Body;
};

/** The calls of one kind of import, bound by the imports module to that importer. */
export interface ImportRoutes {
  /** The sample file. */
  readonly sample: RouteContract & { readonly produces: 'file' };
  /** Checks a file, writing nothing. */
  readonly check: FileCall<typeof ImportCheckSchema>;
  /** The file's rows with problems, each problem marked, writing nothing. */
  readonly problems: FileCall<z.ZodUnknown> & { readonly produces: 'file' };
  /** Keeps the file and queues its import job. */
  readonly start: FileCall<z.ZodType<{ jobId: string }>, typeof ImportFileBodySchema | typeof ImportStartBodySchema>;
  /** The company's import of this kind that is queued or running, if any (a page opened during one shows it). */
  readonly active?: RouteContract & { readonly response: typeof ActiveImportSchema };
}

/** What an import wrote: records of its kind, and others made with them, by what they are (a contract's 'locations'). */
export interface ImportWritten {
  readonly created: number;
  readonly related?: Readonly<Record<string, number>>;
}

export interface ImportWrite<P> {
  readonly context: ImportContext;
  /** The import's one transaction: every record is written, or none. */
  readonly tx: Transaction;
  readonly actor: Actor;
  readonly prepared: P;
  /** Gets the share written (0 to 1). */
  readonly onProgress: (share: number) => void;
}

/**
 * What one kind of import knows: its routes, its columns, how its rows are checked and written,
 * its sample. The module that owns the records declares it in its definition (`importers`); the
 * imports module binds its routes and runs its job.
 */
export interface Importer<P> {
  readonly kind: ImportKind;
  readonly routes: ImportRoutes;
  readonly columns: readonly ImportColumn[];
  /** The company's own columns after the fixed ones (an employee's custom fields), each with its label. */
  extraColumns?(context: ImportContext): Promise<readonly ImportColumn[]>;
  /** Fields the caller may not fill (field-level permissions): a column naming one is refused. */
  forbiddenFields?(auth: RequestAuth): Promise<string[]>;
  /**
   * Refuses (throws) a caller the route's permission lets through but the records' owner does not:
   * pay items are assigned only by those who reach every employee. Asked before the sample, the check and the start.
   */
  authorize?(auth: RequestAuth): Promise<void>;
  columnLabel(language: Language, key: string): string;
  checkRows(context: ImportContext, rows: readonly ImportRow[], onProgress: (done: number) => void): Promise<RowChecks<P>>;
  write(input: ImportWrite<P>): Promise<ImportWritten>;
  /**
   * The records of `prepared` none of whose rows is among `rows` (the rows with problems): an
   * importer that has it offers the import of the valid rows only (its start call takes validRowsOnly).
   */
  withoutRows?(prepared: P, rows: ReadonlySet<number>): P;
  sample(context: ImportContext): Promise<SampleFile>;
}

export interface FileCheck<P> {
  readonly problems: readonly RawProblem[];
  /** Data rows read. */
  readonly rows: number;
  /** The records of the rows without problems; null when the rows could not be read (a file or header problem). */
  readonly prepared: P | null;
  /** The sheet as read (header and data rows): the rows with problems are written back from it. */
  readonly sheet?: { readonly header: SheetRow; readonly data: readonly SheetRow[] };
  /** The labels of the company's own columns (the same in every language). */
  readonly extraLabels?: ReadonlyMap<string, string>;
  /** The file went past one of IMPORT_LIMITS: the check call answers 422 with this error (the job names it as a problem). */
  readonly limit?: { readonly code: ErrorCode; readonly values: Record<string, string> };
}

/** A limit and its value, as its message names them. */
function limitValues(limit: ImportLimit, input: { kind: ImportKind; cell?: string }): Record<string, string> {
  const count = (value: number) => value.toLocaleString('en');
  switch (limit) {
    case 'unpackedBytes':
      return { max: `${IMPORT_LIMITS.maxUnpackedBytes / 1_000_000} MB` };
    case 'cellLength':
      return { max: count(IMPORT_LIMITS.maxCellLength), cell: input.cell ?? '' };
    case 'sharedStrings':
      return { max: count(IMPORT_LIMITS.maxSharedStrings) };
    case 'rows':
      return { max: count(IMPORT_LIMITS.maxRows[input.kind]) };
    case 'columns':
      return { max: count(IMPORT_LIMITS.maxColumns) };
    case 'resources':
      return { memory: `${SHEET_WORKER_LIMITS.maxMemoryMb} MB`, seconds: String(SHEET_WORKER_LIMITS.timeoutMs / 1000) };
    case 'zipLayout':
      return {};
  }
}

/** Every column label in every language (normalized), for headers written without their key; the company's own columns by their one label. */
export function headerLabels(
  importer: Pick<Importer<unknown>, 'columns' | 'columnLabel'>,
  extra: readonly ImportColumn[] = [],
): Map<string, string> {
  const labels = new Map<string, string>();
  for (const language of LANGUAGE_CODES)
    for (const column of importer.columns) labels.set(normalized(importer.columnLabel(language, column.key)), column.key);
  for (const column of extra) if (column.label && !labels.has(normalized(column.label))) labels.set(normalized(column.label), column.key);
  return labels;
}

/**
 * The check, the same for the check call and inside the import job: the file's type and content,
 * its header, then every row (`onProgress` gets the rows done).
 */
export async function checkFile<P>(
  importer: Importer<P>,
  input: { context: ImportContext; file: { fileName: string; content: Buffer }; onProgress?: (done: number, total: number) => void },
): Promise<FileCheck<P>> {
  const { context, file, onProgress = () => {} } = input;
  const fileProblem = (problem: Pick<RawProblem, 'code' | 'key' | 'values'>): FileCheck<P> => ({
    problems: [{ row: null, column: null, ...problem }],
    rows: 0,
    prepared: null,
  });
  const maxRows = IMPORT_LIMITS.maxRows[importer.kind];
  // The header row and the data rows.
  const reading = await readSheetOffThread(file, { maxRows: maxRows + 1, companyId: context.companyId });
  if (!reading.ok && 'limit' in reading) {
    const code = IMPORT_LIMIT_ERRORS[reading.limit];
    const values = limitValues(reading.limit, { kind: importer.kind, ...(reading.cell ? { cell: reading.cell } : {}) });
    return { ...fileProblem({ code: 'notValidFileMsg', key: `errors:${code}`, values }), limit: { code, values } };
  }
  if (!reading.ok) return fileProblem({ code: reading.code, key: reading.key });
  const [header, ...data] = reading.rows.filter((row) => !isBlankRow(row));
  if (!header) return fileProblem({ code: 'mustNotEmptyMsg', key: 'imports:problems.empty' });
  const extra = (await importer.extraColumns?.(context)) ?? [];
  const all = [...importer.columns, ...extra];
  const extraLabels = new Map(extra.map((column) => [column.key, column.label ?? column.key]));
  const columns = mapHeader(header, all, headerLabels(importer, extra));
  const problems: RawProblem[] = [...columns.problems];
  if (data.length === 0) problems.push({ row: null, column: null, code: 'mustNotEmptyMsg', key: 'imports:problems.empty' });
  if (columns.fatal || data.length === 0)
    return { problems: sortProblems(problems, all), rows: data.length, prepared: null, extraLabels, sheet: { header, data } };
  const rows = data.map((row) => toImportRow(row, columns.columnAt));
  const checked = await importer.checkRows(context, rows, (done) => onProgress(done, rows.length));
  problems.push(...checked.problems);
  return {
    problems: sortProblems(problems, all),
    rows: rows.length,
    prepared: importer.withoutRows
      ? importer.withoutRows(checked.prepared, rowsWithProblems(problems))
      : problems.length === 0
        ? checked.prepared
        : null,
    extraLabels,
    sheet: { header, data },
  };
}

/** The rows a check found a problem in. */
export const rowsWithProblems = (problems: readonly RawProblem[]): Set<number> =>
  new Set(problems.flatMap((problem) => (problem.row === null ? [] : [problem.row])));

/**
 * What an import of a checked file may write: every record when nothing is wrong; with
 * `validRowsOnly`, the records of the rows without problems when the file itself has none (a
 * column unknown, missing or not the caller's stops it) and there is at least one; else nothing.
 */
export function writable<P>(check: FileCheck<P>, options: { validRowsOnly: boolean }): P | null {
  if (!check.prepared) return null;
  if (check.problems.length === 0) return check.prepared;
  if (!options.validRowsOnly || check.problems.some((problem) => problem.row === null)) return null;
  return rowsWithProblems(check.problems).size < check.rows ? check.prepared : null;
}

/** A check as the caller reads it: counts, and the first problems in words, in their language. */
export function describeCheck(
  importer: Pick<Importer<unknown>, 'columnLabel'>,
  input: { check: FileCheck<unknown>; language: Language; translate: Translate },
): ImportCheck {
  const { check, language, translate } = input;
  const summary = summarize(check.problems, check.rows);
  return {
    valid: summary.valid,
    rows: summary.rows,
    problemCount: summary.problemCount,
    rowsWithProblems: summary.rowsWithProblems,
    problems: summary.listed.map((problem) =>
      describeProblem(importer, problem, { language, translate, extraLabels: check.extraLabels ?? new Map() }),
    ),
  };
}

export function describeProblem(
  importer: Pick<Importer<unknown>, 'columnLabel'>,
  problem: RawProblem,
  options: { language: Language; translate: Translate; extraLabels: ReadonlyMap<string, string> },
): ImportProblem {
  const { language, translate } = options;
  const columnLabel = problem.column
    ? (options.extraLabels.get(problem.column) ?? importer.columnLabel(language, problem.column))
    : (problem.header ?? null);
  const reason = problem.reason ? translate(language, problem.reason.key, problem.reason.values) : '';
  return {
    row: problem.row,
    column: problem.column,
    columnLabel,
    cell: problem.cell ?? null,
    code: problem.code,
    message: translate(language, problem.key, { ...problem.values, column: columnLabel ?? '', reason }),
  };
}
