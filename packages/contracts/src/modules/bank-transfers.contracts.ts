import { z } from 'zod';
import { defineApiModule } from '../api-module.ts';
import { IdParamsSchema, OkSchema, TableRequestSchema, TimestampSchema, isoDate, tableResponse, VersionSchema } from '../common.ts';
import { CurrencySchema } from '../region.ts';
import { defineRoute, menuAccess } from '../route.ts';
import { multiLine } from '../text.ts';
import { v } from '../validation.ts';

/**
 * Bank transfer (menu item bankTransfer; issue 17 item 6): the bank payment file of an approved,
 * paid or locked payrun, written in a layout the company keeps as data (records, columns, widths,
 * padding, amount and date formats, separator, line ending), after a check naming every person the
 * bank would refuse.
 */

const NameSchema = z.string({ error: v.required }).trim().min(1, { error: v.required }).max(120, { error: v.tooLong });
const DescriptionSchema = multiLine(z.string().trim().max(1000, { error: v.tooLong })).default('');

/** Where a column's value comes from. Detail columns read one person; header and trailer columns the file. */
export const BANK_COLUMN_SOURCES = [
  'literal',
  'recordNumber',
  // the file
  'companyName',
  'originatingAccountNumber',
  'originatingAccountName',
  'originatingBankCode',
  'originatingSwift',
  'valueDate',
  'creationDate',
  'period',
  'paymentType',
  'count',
  'totalAmount',
  // one person (detail)
  'employmentNumber',
  'employeeName',
  'accountName',
  'accountNumber',
  'bankCode',
  'bankName',
  'swift',
  'amount',
] as const;
export type BankColumnSource = (typeof BANK_COLUMN_SOURCES)[number];

/** Sources that read one person: only detail records may use them. */
export const BANK_DETAIL_SOURCES: readonly BankColumnSource[] = [
  'employmentNumber',
  'employeeName',
  'accountName',
  'accountNumber',
  'bankCode',
  'bankName',
  'swift',
  'amount',
];

export const BANK_AMOUNT_FORMATS = ['cents', 'decimal2'] as const;
export type BankAmountFormat = (typeof BANK_AMOUNT_FORMATS)[number];
export const BANK_DATE_FORMATS = ['YYYYMMDD', 'DDMMYYYY', 'YYYY-MM-DD', 'DD/MM/YYYY', 'YYMMDD'] as const;
export type BankDateFormat = (typeof BANK_DATE_FORMATS)[number];
export const BANK_RECORD_TYPES = ['header', 'detail', 'trailer'] as const;
export type BankRecordType = (typeof BANK_RECORD_TYPES)[number];
export const BANK_PAYMENT_TYPES = ['fast', 'giro'] as const;
export type BankPaymentType = (typeof BANK_PAYMENT_TYPES)[number];

/** The most columns a record may have, and the widest column: bank files have a few dozen. */
export const BANK_COLUMNS_MAX = 60;
export const BANK_COLUMN_WIDTH_MAX = 1000;

export const BankColumnSchema = z.strictObject({
  source: z.enum(BANK_COLUMN_SOURCES, { error: v.invalidOption }),
  /** The text of a literal column (a record type code, a fixed filler). */
  literal: z.string().max(200, { error: v.tooLong }).default(''),
  /** Fixed width (characters); in a delimited file 0 leaves the value as it is, a width pads or cuts it. */
  width: z.number().int().min(0).max(BANK_COLUMN_WIDTH_MAX).default(0),
  padChar: z.string().length(1, { error: v.invalidOption }).default(' '),
  /** Where the value sits: left pads on the right (text), right pads on the left (amounts, zeros). */
  align: z.enum(['left', 'right']).default('left'),
  amountFormat: z.enum(BANK_AMOUNT_FORMATS).default('decimal2'),
  dateFormat: z.enum(BANK_DATE_FORMATS).default('YYYYMMDD'),
  /** Letters in capitals (many bank formats accept upper case only). */
  upperCase: z.boolean().default(false),
});
export type BankColumn = z.infer<typeof BankColumnSchema>;

const ColumnsSchema = z.array(BankColumnSchema).max(BANK_COLUMNS_MAX, { error: v.tooLong });

export const BankLayoutFieldsSchema = z.strictObject({
  name: NameSchema,
  description: DescriptionSchema,
  /** fixed: columns side by side at their widths; delimited: columns joined by the delimiter. */
  separator: z.enum(['fixed', 'delimited']),
  delimiter: z.string().min(1, { error: v.required }).max(3, { error: v.tooLong }).default(','),
  /** Delimited values holding the delimiter, a quote or a line break are quoted ("a,b"), as CSV does. */
  quote: z.boolean().default(true),
  lineEnding: z.enum(['crlf', 'lf']).default('crlf'),
  /** Whether the last line ends with the line ending too. */
  finalLineEnding: z.boolean().default(true),
  /** Banks whose accounts the layout may pay (bank codes); empty: any bank. */
  banks: z.array(z.string().trim().min(1).max(40)).max(200, { error: v.tooLong }).default([]),
  /**
   * FAST pays each person on their own line of the bank statement, GIRO as one statement line; a
   * layout that offers both names the code it writes for each (source paymentType).
   */
  paymentTypeCodes: z
    .strictObject({ fast: z.string().trim().max(20, { error: v.tooLong }), giro: z.string().trim().max(20, { error: v.tooLong }) })
    .nullable()
    .default(null),
  header: ColumnsSchema.default([]),
  detail: ColumnsSchema.min(1, { error: v.required }),
  trailer: ColumnsSchema.default([]),
});
export type BankLayoutFields = z.infer<typeof BankLayoutFieldsSchema>;
export type BankLayoutFieldsInput = z.input<typeof BankLayoutFieldsSchema>;

export const CreateBankLayoutBodySchema = BankLayoutFieldsSchema;
export type CreateBankLayoutBody = z.infer<typeof CreateBankLayoutBodySchema>;

/** A change names every field (the editor sends the whole layout) and the version it was read at. */
export const UpdateBankLayoutBodySchema = BankLayoutFieldsSchema.extend({ id: z.uuid(), version: VersionSchema });
export type UpdateBankLayoutBody = z.infer<typeof UpdateBankLayoutBodySchema>;

export const BankLayoutSchema = BankLayoutFieldsSchema.extend({
  id: z.uuid(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  version: VersionSchema,
});
export type BankLayout = z.infer<typeof BankLayoutSchema>;

const column = (source: BankColumnSource, options: Partial<BankColumn> = {}): BankColumn => ({
  source,
  literal: '',
  width: 0,
  padChar: ' ',
  align: 'left',
  amountFormat: 'decimal2',
  dateFormat: 'YYYY-MM-DD',
  upperCase: false,
  ...options,
});

/**
 * Layouts that are publicly described, offered as the start of a new layout. The generic CSV: a
 * header row of column names, one row per person, amounts with 2 decimals, and a trailer row with
 * the count and the total. UOB's Bulk FAST/GIRO fixed-width file is not among them: its
 * specification (UOB Group Transaction Banking, "Payment Integration Bulk FAST and GIRO Format
 * Specifications", Bulk FAST_GIRO Format Specification versions 4.4 and 4.62) was found only as
 * third-party transcriptions that lose the position and length columns of its field tables, and
 * its trailer carries a hash total of its own algorithm (its Appendix 4). A bank file laid out from
 * a guess is worse than none: a company sets it up in the editor from the sheet UOB gives it.
 */
export const BANK_LAYOUT_PRESETS = {
  csv: {
    name: 'Generic CSV',
    description: '',
    separator: 'delimited',
    delimiter: ',',
    quote: true,
    lineEnding: 'crlf',
    finalLineEnding: true,
    banks: [],
    paymentTypeCodes: null,
    header: [
      column('literal', { literal: 'Employee number' }),
      column('literal', { literal: 'Name' }),
      column('literal', { literal: 'Bank' }),
      column('literal', { literal: 'SWIFT' }),
      column('literal', { literal: 'Account number' }),
      column('literal', { literal: 'Account name' }),
      column('literal', { literal: 'Amount' }),
      column('literal', { literal: 'Value date' }),
      column('literal', { literal: 'Reference' }),
    ],
    detail: [
      column('employmentNumber'),
      column('employeeName'),
      column('bankName'),
      column('swift'),
      column('accountNumber'),
      column('accountName'),
      column('amount'),
      column('valueDate'),
      column('period'),
    ],
    trailer: [column('literal', { literal: 'TOTAL' }), column('count'), column('totalAmount')],
  },
} as const satisfies Record<string, Omit<BankLayoutFields, never>>;
export type BankLayoutPreset = keyof typeof BANK_LAYOUT_PRESETS;

/** What the bank would refuse about one person. */
export const BANK_PROBLEMS = ['noBankAccount', 'accountDigits', 'netNotPositive', 'bankNotInLayout'] as const;
export type BankProblem = (typeof BANK_PROBLEMS)[number];

export const BankTransferRequestSchema = z.strictObject({
  payrunId: z.uuid(),
  bankAccountId: z.uuid(),
  layoutId: z.uuid(),
  valueDate: isoDate(),
  paymentType: z.enum(BANK_PAYMENT_TYPES).default('fast'),
  /** People left out of the file on the user's explicit choice (their problems do not stop it). */
  excludeEmployeeIds: z.array(z.uuid()).max(10_000).default([]),
});
export type BankTransferRequest = z.infer<typeof BankTransferRequestSchema>;

const PersonSchema = z.object({ employeeId: z.uuid(), employmentNumber: z.string(), name: z.string() });

export const BankTransferCheckSchema = z.object({
  problems: z.array(PersonSchema.extend({ problem: z.enum(BANK_PROBLEMS), bankName: z.string().nullable() })),
  /** The people paid by cash or cheque (payment modes 2 and 3), with their net pay. */
  otherModes: z.array(PersonSchema.extend({ paymentMode: z.enum(['cash', 'cheque']), amount: z.string() })),
  /** The people the file pays, and how much in all (exact decimal). */
  count: z.number().int(),
  total: z.string(),
  currency: CurrencySchema,
});
export type BankTransferCheck = z.infer<typeof BankTransferCheckSchema>;

const PayrunChoiceSchema = z.object({
  id: z.uuid(),
  period: z.string(),
  /** 'regular', or an off-cycle run's kind, and its name. */
  kind: z.string().optional(),
  name: z.string().nullable().optional(),
  status: z.string(),
  net: z.string().nullable(),
  currency: CurrencySchema,
});
const AccountChoiceSchema = z.object({
  id: z.uuid(),
  bankName: z.string(),
  /** Last 4 digits only. */
  accountNumber: z.string(),
  currency: CurrencySchema,
  isDefault: z.boolean(),
});

const tags = ['bank-transfers'];
const view = menuAccess('bankTransfer', 'view');
const edit = menuAccess('bankTransfer', 'edit');

export const getBankTransferChoices = defineRoute({
  method: 'GET',
  path: '/bank-transfers/choices',
  summary: 'The runs a bank file can be made of (approved, paid or locked), the paying accounts and the layouts',
  tags,
  cache: { reads: ['bank-transfers', 'payruns', 'companyBanks'] },
  permission: view,
  response: z.object({
    payruns: z.array(PayrunChoiceSchema),
    accounts: z.array(AccountChoiceSchema),
    layouts: z.array(z.object({ id: z.uuid(), name: z.string(), paymentTypes: z.boolean() })),
  }),
});

export const checkBankTransfer = defineRoute({
  method: 'POST',
  path: '/bank-transfers/check',
  readsOnly: true,
  summary: 'Every problem the bank would refuse, by person; who is paid by cash or cheque; writes nothing',
  tags,
  cache: { reads: ['bank-transfers', 'payruns', 'companyBanks', 'employees'] },
  permission: view,
  body: BankTransferRequestSchema,
  response: BankTransferCheckSchema,
});

export const previewBankLayout = defineRoute({
  method: 'POST',
  path: '/bank-transfers/preview',
  readsOnly: true,
  summary: 'The file a layout (saved or not) writes for a run, people with problems left out; writes nothing',
  tags,
  permission: edit,
  body: z.strictObject({
    payrunId: z.uuid(),
    bankAccountId: z.uuid(),
    valueDate: isoDate(),
    paymentType: z.enum(BANK_PAYMENT_TYPES).default('fast'),
    layout: BankLayoutFieldsSchema,
  }),
  response: z.object({ content: z.string(), left: z.number().int() }),
});

export const downloadBankTransferFile = defineRoute({
  method: 'POST',
  path: '/bank-transfers/file',
  summary: 'The bank file; refused with 422 BANK_FILE_PROBLEMS while anyone not left out has a problem. Audited',
  tags,
  permission: edit,
  body: BankTransferRequestSchema,
  produces: 'file',
  fileTypes: ['text/plain', 'text/csv'],
  response: z.unknown(),
});

export const listBankLayouts = defineRoute({
  method: 'POST',
  path: '/bank-transfers/layouts/table',
  readsOnly: true,
  summary: 'Bank file layouts (table protocol), searchable by name and description',
  tags,
  permission: view,
  body: TableRequestSchema,
  response: tableResponse(BankLayoutSchema),
});

export const createBankLayout = defineRoute({
  method: 'POST',
  path: '/bank-transfers/layouts',
  summary: 'Add a layout; a name the company already has (in any case) is refused with 409 NAME_TAKEN',
  tags,
  permission: edit,
  body: CreateBankLayoutBodySchema,
  response: BankLayoutSchema,
});

export const updateBankLayout = defineRoute({
  method: 'PUT',
  path: '/bank-transfers/layouts',
  summary: 'Change a layout; a stale version is refused with 409 VERSION_CONFLICT',
  tags,
  permission: edit,
  body: UpdateBankLayoutBodySchema,
  response: BankLayoutSchema,
});

export const deleteBankLayout = defineRoute({
  method: 'DELETE',
  path: '/bank-transfers/layouts/:id',
  summary: 'Delete a layout',
  tags,
  permission: edit,
  params: IdParamsSchema,
  response: OkSchema,
});

/** The menu items this module serves (api-module.ts). */
export const bankTransfersApi = defineApiModule({ name: 'bankTransfers', menu: ['bankTransfer'] });
