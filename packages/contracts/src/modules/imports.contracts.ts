import { z } from 'zod';
import { defineRoute, menuAccess } from '../route.ts';
import { v } from '../validation.ts';
import { defineApiModule } from '../api-module.ts';
import type { ErrorCode } from '../errors.ts';
import { FileResultSchema, XLSX_MEDIA_TYPE } from './files.contracts.ts';
import { TimestampSchema } from '../common.ts';

/**
 * Imports of employees and of client contracts from a spreadsheet (spec §5: a check call before
 * the import; spec §7: employees/import and import/check, contracts import and check, sample
 * files). The same file is checked twice: by the check call, which writes nothing, and again inside
 * the import job, which writes every record or none.
 */

export const IMPORT_KINDS = ['employees', 'contracts', 'leaveBalances', 'payItems'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_LIMITS = {
  /** The largest file accepted, in bytes: 5 MB in the units of 1000 the product shows sizes in (spec §9). */
  maxFileBytes: 5_000_000,
  /** Data rows per file (the header row not counted). */
  maxRows: { employees: 5_000, contracts: 5_000, leaveBalances: 5_000, payItems: 5_000 } satisfies Record<ImportKind, number>,
  /** Problems listed in one answer; the counts still cover them all. */
  listedProblems: 1_000,
  /**
   * What an .xlsx may unpack to, all its parts together, in bytes: a zip of a few hundred kB can
   * unpack to gigabytes. A workbook of the largest import unpacks to a few MB.
   */
  maxUnpackedBytes: 50_000_000,
  /** Characters in one cell: Excel's own limit. */
  maxCellLength: 32_767,
  /** Texts an .xlsx keeps in its shared list: no more than the cells of the largest import. */
  maxSharedStrings: 1_000_000,
  /** Columns with something in them. */
  maxColumns: 200,
} as const;

/**
 * The limits an upload can break while it is read, by the error code the check call answers with
 * (422, the limit and its value in the message); an import job names it as the file's problem.
 * `resources`: the reading ran out of the memory or time one file is given; `zipLayout`: the workbook's
 * parts are not laid out as its zip directory lists them (a part could be read unchecked).
 */
export const IMPORT_LIMIT_ERRORS = {
  unpackedBytes: 'IMPORT_UNPACKED_TOO_LARGE',
  cellLength: 'IMPORT_CELL_TOO_LONG',
  sharedStrings: 'IMPORT_TOO_MANY_STRINGS',
  rows: 'IMPORT_TOO_MANY_ROWS',
  columns: 'IMPORT_TOO_MANY_COLUMNS',
  resources: 'IMPORT_TOO_COMPLEX',
  zipLayout: 'IMPORT_WORKBOOK_MALFORMED',
} as const satisfies Record<string, ErrorCode>;
export type ImportLimit = keyof typeof IMPORT_LIMIT_ERRORS;

/** Base64 of the largest file: 4 characters per 3 bytes. */
const MAX_BASE64_LENGTH = Math.ceil(IMPORT_LIMITS.maxFileBytes / 3) * 4;

/** File extensions read: Excel workbooks and comma- or semicolon-separated text. */
export const IMPORT_FILE_EXTENSIONS = ['.xlsx', '.csv'] as const;

/**
 * The kinds of problem (spec §5 import messages), each shown with its own text:
 * wrongFileMsg: not an .xlsx or .csv file; mustNotEmptyMsg: no data rows; completeCellMsg: a
 * required cell is empty; reCheckCellDataMsg: a cell breaks a rule (the rule's own message follows);
 * invalidColumnMsg: a column is unknown, repeated, missing or not yours to fill; notValidFileMsg:
 * the file cannot be read, or is too large.
 */
export const IMPORT_MESSAGE_CODES = [
  'wrongFileMsg',
  'mustNotEmptyMsg',
  'completeCellMsg',
  'reCheckCellDataMsg',
  'invalidColumnMsg',
  'notValidFileMsg',
] as const;
export type ImportMessageCode = (typeof IMPORT_MESSAGE_CODES)[number];

/**
 * The file, sent as JSON like every other call: its name (the extension tells its type) and its
 * bytes in base64.
 */
export const ImportFileBodySchema = z.strictObject({
  fileName: z.string({ error: v.required }).trim().min(1, { error: v.required }).max(255, { error: v.tooLong }),
  content: z.base64({ error: v.invalidValue }).max(MAX_BASE64_LENGTH, { error: v.tooLong }),
});
export type ImportFileBody = z.infer<typeof ImportFileBodySchema>;

/**
 * Starting an import of records that stand alone (employees): the file, and whether only its rows
 * without problems are imported (the rows with problems are left out and returned as a file with
 * their problems marked) instead of every row or none. A problem of the file itself (a column
 * unknown, missing or not yours) stops both. A contract spans rows, so its import is all or nothing.
 */
export const ImportStartBodySchema = ImportFileBodySchema.extend({ validRowsOnly: z.boolean().default(false) });
export type ImportStartBody = z.input<typeof ImportStartBodySchema>;

/**
 * The problems column of the file of rows with problems, headed '… [importProblems]': an import
 * skips it, so the file can be corrected and uploaded as it is.
 */
export const IMPORT_PROBLEMS_COLUMN = 'importProblems';

export const ImportProblemSchema = z.object({
  /** The row as the spreadsheet numbers it (the header is row 1); null when about the whole file or a column. */
  row: z.number().int().nullable(),
  /** The column's stable key; null when the problem is not about one known column. */
  column: z.string().nullable(),
  /** The column as the caller reads it: its label in the caller's language, or the header as written. */
  columnLabel: z.string().nullable(),
  /** The cell's spreadsheet reference ('C5'), when there is one. */
  cell: z.string().nullable(),
  code: z.enum(IMPORT_MESSAGE_CODES),
  /** What is wrong and what to do, in the caller's language. */
  message: z.string(),
});
export type ImportProblem = z.infer<typeof ImportProblemSchema>;

export const ImportCheckSchema = z.object({
  /** True when the file can be imported as it is. */
  valid: z.boolean(),
  /** Data rows read (blank rows skipped). */
  rows: z.number().int(),
  problemCount: z.number().int(),
  rowsWithProblems: z.number().int(),
  /** In row and column order; at most IMPORT_LIMITS.listedProblems of them. */
  problems: z.array(ImportProblemSchema),
});
export type ImportCheck = z.infer<typeof ImportCheckSchema>;

/**
 * What an import job leaves as its result: the records created, or, when the file no longer passes
 * the check (someone added a record with the same number in between), the problems and nothing written.
 */
export const ImportResultSchema = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('imported'),
    kind: z.enum(IMPORT_KINDS),
    /** Employees, or contracts. */
    created: z.number().int(),
    /** Contract locations created with the contracts (0 for employees). */
    locations: z.number().int(),
    /** Rows left out, when only the rows without problems were imported. */
    skippedRows: z.number().int().default(0),
    /** Those rows with their problems marked, to correct and import again. */
    problemsFile: FileResultSchema.nullable().default(null),
  }),
  z.object({ outcome: z.literal('rejected'), kind: z.enum(IMPORT_KINDS), check: ImportCheckSchema }),
]);
export type ImportResult = z.infer<typeof ImportResultSchema>;

/** The job types of the two imports (the job's `type`). */
export const IMPORT_JOB_TYPES = {
  employees: 'employees-import',
  contracts: 'contracts-import',
  leaveBalances: 'leave-balances-import',
  payItems: 'pay-items-import',
} as const satisfies Record<ImportKind, string>;

/** Checking a file reads it whole; a few per minute per client is plenty for a person fixing one. */
const CHECK_RATE_LIMIT = { max: 60, timeWindowMs: 60_000 };
/** The base64 body of the largest file, with room for the JSON around it. */
const IMPORT_BODY_LIMIT_BYTES = MAX_BASE64_LENGTH + 64 * 1024;

const employeeImportView = menuAccess('employeeImport', 'view');
const contractImportView = menuAccess('contractsImport', 'view');

export const getEmployeeImportSample = defineRoute({
  method: 'GET',
  path: '/employees/import/sample',
  summary:
    'Sample employee import file (xlsx): the columns in your language with their keys, an example row, and a sheet of the allowed codes',
  tags: ['imports'],
  permission: employeeImportView,
  produces: 'file',
  fileTypes: [XLSX_MEDIA_TYPE],
  response: z.unknown(),
});

export const checkEmployeeImport = defineRoute({
  method: 'POST',
  path: '/employees/import/check',
  summary: 'Check an employee file (xlsx or csv) against every rule, by row and column; writes nothing',
  tags: ['imports'],
  cache: { changes: [] },
  permission: employeeImportView,
  body: ImportFileBodySchema,
  bodyLimitBytes: IMPORT_BODY_LIMIT_BYTES,
  rateLimit: CHECK_RATE_LIMIT,
  response: ImportCheckSchema,
});

export const importEmployees = defineRoute({
  method: 'POST',
  path: '/employees/import',
  summary:
    'Import an employee file as a job: checked again, then every employee created (source Imported Data) or none; or, with validRowsOnly, the rows without problems',
  tags: ['imports'],
  cache: { changes: ['employees', 'custom-fields'], changesByJob: true },
  permission: menuAccess('employeeImport', 'edit'),
  body: ImportStartBodySchema,
  bodyLimitBytes: IMPORT_BODY_LIMIT_BYTES,
  rateLimit: CHECK_RATE_LIMIT,
  response: z.object({ jobId: z.uuid() }),
});

/** An import of the company that is queued or running, whoever started it: another waits for it. */
export const ActiveImportSchema = z.object({
  active: z
    .object({
      status: z.enum(['queued', 'running']),
      progress: z.number().int().min(0).max(100),
      startedAt: TimestampSchema,
      /** The name of the account that started it; null once that account is gone. */
      startedBy: z.string().nullable(),
    })
    .nullable(),
});
export type ActiveImport = z.infer<typeof ActiveImportSchema>;

export const checkEmployeeImportSchedule = defineRoute({
  method: 'GET',
  path: '/employees/check_uniqueid_import_schedule',
  summary:
    "The company's employee import that is queued or running, if any: a second import waits for it, since both could give out the same unique numbers",
  tags: ['imports'],
  cache: { reads: ['employees'] },
  permission: menuAccess('employeeImport', 'view'),
  response: ActiveImportSchema,
});

export const getEmployeeImportProblems = defineRoute({
  method: 'POST',
  path: '/employees/import/problems',
  summary:
    'The rows of an employee file that have problems (xlsx), each problem marked on its cell and listed in a last column; writes nothing',
  tags: ['imports'],
  cache: { changes: [] },
  permission: employeeImportView,
  body: ImportFileBodySchema,
  bodyLimitBytes: IMPORT_BODY_LIMIT_BYTES,
  rateLimit: CHECK_RATE_LIMIT,
  produces: 'file',
  fileTypes: [XLSX_MEDIA_TYPE],
  response: z.unknown(),
});

export const getClientContractImportSample = defineRoute({
  method: 'GET',
  path: '/contracts/import/sample',
  summary:
    'Sample contract import file (xlsx): one row per location, the columns in your language with their keys, and the contracts that exist',
  tags: ['imports'],
  permission: contractImportView,
  produces: 'file',
  fileTypes: [XLSX_MEDIA_TYPE],
  response: z.unknown(),
});

export const checkClientContractImport = defineRoute({
  method: 'POST',
  path: '/contracts/import/check',
  summary: 'Check a contract file (xlsx or csv) against every rule, by row and column; writes nothing',
  tags: ['imports'],
  cache: { changes: [] },
  permission: contractImportView,
  body: ImportFileBodySchema,
  bodyLimitBytes: IMPORT_BODY_LIMIT_BYTES,
  rateLimit: CHECK_RATE_LIMIT,
  response: ImportCheckSchema,
});

export const importClientContracts = defineRoute({
  method: 'POST',
  path: '/contracts/import',
  summary: 'Import a contract file as a job: checked again, then every contract with its locations created, or none',
  tags: ['imports'],
  cache: { changes: ['clientContracts', 'custom-fields'], changesByJob: true },
  permission: menuAccess('contractsImport', 'edit'),
  body: ImportFileBodySchema,
  bodyLimitBytes: IMPORT_BODY_LIMIT_BYTES,
  rateLimit: CHECK_RATE_LIMIT,
  response: z.object({ jobId: z.uuid() }),
});

export const getClientContractImportProblems = defineRoute({
  method: 'POST',
  path: '/contracts/import/problems',
  summary:
    'The rows of a contract file that have problems (xlsx), each problem marked on its cell and listed in a last column; writes nothing',
  tags: ['imports'],
  cache: { changes: [] },
  permission: contractImportView,
  body: ImportFileBodySchema,
  bodyLimitBytes: IMPORT_BODY_LIMIT_BYTES,
  rateLimit: CHECK_RATE_LIMIT,
  produces: 'file',
  fileTypes: [XLSX_MEDIA_TYPE],
  response: z.unknown(),
});

const leaveBalanceImportView = menuAccess('timeoffAssignment', 'view');

export const getLeaveBalanceImportSample = defineRoute({
  method: 'GET',
  path: '/timeoff/balances/import/sample',
  summary:
    'Sample leave balance import file (xlsx): one row per employee and category (opening balance or adjustment), and a sheet of the categories',
  tags: ['imports'],
  permission: leaveBalanceImportView,
  produces: 'file',
  fileTypes: [XLSX_MEDIA_TYPE],
  response: z.unknown(),
});

export const checkLeaveBalanceImport = defineRoute({
  method: 'POST',
  path: '/timeoff/balances/import/check',
  summary: 'Check a leave balance file (xlsx or csv) by row and column: unknown employee, unknown category, bad number; writes nothing',
  tags: ['imports'],
  cache: { changes: [] },
  permission: leaveBalanceImportView,
  body: ImportFileBodySchema,
  bodyLimitBytes: IMPORT_BODY_LIMIT_BYTES,
  rateLimit: CHECK_RATE_LIMIT,
  response: ImportCheckSchema,
});

export const importLeaveBalances = defineRoute({
  method: 'POST',
  path: '/timeoff/balances/import',
  summary: 'Import a leave balance file as a job: checked again, then every ledger entry written (audited), or none',
  tags: ['imports'],
  cache: { changes: ['time-off'], changesByJob: true },
  permission: menuAccess('timeoffAssignment', 'edit'),
  body: ImportFileBodySchema,
  bodyLimitBytes: IMPORT_BODY_LIMIT_BYTES,
  rateLimit: CHECK_RATE_LIMIT,
  response: z.object({ jobId: z.uuid() }),
});

export const getLeaveBalanceImportProblems = defineRoute({
  method: 'POST',
  path: '/timeoff/balances/import/problems',
  summary: 'The rows of a leave balance file that have problems (xlsx), each problem marked on its cell; writes nothing',
  tags: ['imports'],
  cache: { changes: [] },
  permission: leaveBalanceImportView,
  body: ImportFileBodySchema,
  bodyLimitBytes: IMPORT_BODY_LIMIT_BYTES,
  rateLimit: CHECK_RATE_LIMIT,
  produces: 'file',
  fileTypes: [XLSX_MEDIA_TYPE],
  response: z.unknown(),
});

const payItemImportView = menuAccess('exemptionAssignment', 'view');

export const getPayItemImportSample = defineRoute({
  method: 'GET',
  path: '/payments/exemptions/import/sample',
  summary:
    'Sample exemption (pay item) import file (xlsx): one row per employee and policy, with its start, end, amount and description, and a sheet of the policies',
  tags: ['imports'],
  permission: payItemImportView,
  produces: 'file',
  fileTypes: [XLSX_MEDIA_TYPE],
  response: z.unknown(),
});

export const checkPayItemImport = defineRoute({
  method: 'POST',
  path: '/payments/exemptions/import/check',
  summary:
    'Check an exemption (pay item) file (xlsx or csv) by row and column: unknown employee or policy, bad amount or date, repeated rows, a recurring policy already in force; writes nothing',
  tags: ['imports'],
  cache: { changes: [] },
  permission: payItemImportView,
  body: ImportFileBodySchema,
  bodyLimitBytes: IMPORT_BODY_LIMIT_BYTES,
  rateLimit: CHECK_RATE_LIMIT,
  response: ImportCheckSchema,
});

export const importPayItems = defineRoute({
  method: 'POST',
  path: '/payments/exemptions/import',
  summary:
    'Import an exemption (pay item) file as a job: checked again, then every assignment made (each audited) or none; or, with validRowsOnly, the rows without problems',
  tags: ['imports'],
  cache: { changes: ['pay-items'], changesByJob: true },
  permission: menuAccess('exemptionAssignment', 'edit'),
  body: ImportStartBodySchema,
  bodyLimitBytes: IMPORT_BODY_LIMIT_BYTES,
  rateLimit: CHECK_RATE_LIMIT,
  response: z.object({ jobId: z.uuid() }),
});

export const getPayItemImportProblems = defineRoute({
  method: 'POST',
  path: '/payments/exemptions/import/problems',
  summary: 'The rows of an exemption (pay item) file that have problems (xlsx), each problem marked on its cell; writes nothing',
  tags: ['imports'],
  cache: { changes: [] },
  permission: payItemImportView,
  body: ImportFileBodySchema,
  bodyLimitBytes: IMPORT_BODY_LIMIT_BYTES,
  rateLimit: CHECK_RATE_LIMIT,
  produces: 'file',
  fileTypes: [XLSX_MEDIA_TYPE],
  response: z.unknown(),
});

/** The menu items this module serves (api-module.ts). */
export const importsApi = defineApiModule({ name: 'imports', menu: ['employeeImport', 'contractsImport'] });
