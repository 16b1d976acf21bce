import { z } from 'zod';
import { defineApiModule } from '../api-module.ts';
import { IdParamsSchema, VersionSchema } from '../common.ts';
import { CURRENCIES } from '../region.ts';
import { defineRoute, menuAccess } from '../route.ts';
import { v } from '../validation.ts';
import { EXPORT_FORMATS } from './audit.contracts.ts';
import { PAYRUN_STATUSES } from './payruns.contracts.ts';

/**
 * The payroll journal (issue 17 item 7): a payrun as accounting entries. The company keeps an
 * account code per payrun line code (and defaults per kind of line), and a cost centre dimension;
 * the journal of a run debits earnings and employer contributions to expense accounts and credits
 * deductions, tax withheld, employer contributions payable and net pay payable, per cost centre,
 * total debits equal to total credits to the cent. Settings live under Settings › Payrun setting.
 */

export const JOURNAL_LIMITS = { accountMax: 20, descriptionMax: 120, codeMax: 80, accountsMax: 500 } as const;

/** What a cost centre is: nothing (one journal), the employee's department or their location (site). */
export const JOURNAL_DIMENSIONS = ['none', 'department', 'location'] as const;
export type JournalDimension = (typeof JOURNAL_DIMENSIONS)[number];

/** The key under which every approved claim's line (`item.claim.<id>`) is mapped: one account for claims. */
export const JOURNAL_CLAIMS_CODE = 'claims';

/**
 * The product's own payrun line codes (docs/payrun-lines.md), in the order the settings offer them,
 * with their kind: earnings and employer lines are expenses, deductions liabilities.
 */
export const JOURNAL_PRODUCT_CODES = [
  ['basic', 'earning'],
  ['unpaidLeave', 'earning'],
  ['leaveEncashment', 'earning'],
  [JOURNAL_CLAIMS_CODE, 'earning'],
  ['loan', 'deduction'],
  ['cpf.employee', 'deduction'],
  ['cpf.employer', 'employer'],
  ['sdl', 'employer'],
  ['shg', 'deduction'],
  ['fwl', 'employer'],
  ['epf.employee', 'deduction'],
  ['epf.employer', 'employer'],
  ['socso.employee', 'deduction'],
  ['socso.employer', 'employer'],
  ['eis.employee', 'deduction'],
  ['eis.employer', 'employer'],
  ['pcb', 'deduction'],
  ['hrdf', 'employer'],
  ['bpjs.kesehatan.employee', 'deduction'],
  ['bpjs.kesehatan.employer', 'employer'],
  ['bpjs.jht.employee', 'deduction'],
  ['bpjs.jht.employer', 'employer'],
  ['bpjs.jp.employee', 'deduction'],
  ['bpjs.jp.employer', 'employer'],
  ['bpjs.jkk.employer', 'employer'],
  ['bpjs.jkm.employer', 'employer'],
  ['pph21', 'deduction'],
  ['pph21.dtp', 'earning'],
  ['pph21.refund', 'earning'],
  ['pph26', 'deduction'],
  ['vn.social.employee', 'deduction'],
  ['vn.social.employer', 'employer'],
  ['vn.health.employee', 'deduction'],
  ['vn.health.employer', 'employer'],
  ['vn.unemployment.employee', 'deduction'],
  ['vn.unemployment.employer', 'employer'],
  ['vn.tradeUnion.employer', 'employer'],
  ['vn.pit', 'deduction'],
  ['vn.netGrossUp', 'earning'],
  ['sss.employee', 'deduction'],
  ['sss.employer', 'employer'],
  ['philhealth.employee', 'deduction'],
  ['philhealth.employer', 'employer'],
  ['pagibig.employee', 'deduction'],
  ['pagibig.employer', 'employer'],
  ['ph.withholding', 'deduction'],
  ['ph.withholding.refund', 'earning'],
  ['ph.finalTax', 'deduction'],
] as const satisfies readonly (readonly [string, 'earning' | 'deduction' | 'employer'])[];

/** An account code as ledgers take it: letters, digits and . - / _ (no spaces), 1 to 20 characters. */
export const JOURNAL_ACCOUNT_PATTERN = /^[A-Za-z0-9][A-Za-z0-9./_-]*$/;
/** A payrun line code: 'cpf.employee', 'item.<policy id>', 'claims'. */
export const JOURNAL_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export const JournalAccountSchema = z
  .string({ error: v.required })
  .trim()
  .min(1, { error: v.required })
  .max(JOURNAL_LIMITS.accountMax, { error: v.tooLong })
  .regex(JOURNAL_ACCOUNT_PATTERN, { error: v.validFormat });

const DescriptionSchema = z.string().trim().max(JOURNAL_LIMITS.descriptionMax, { error: v.tooLong }).default('');

export const JournalCodeAccountSchema = z.strictObject({
  code: z
    .string({ error: v.required })
    .trim()
    .min(1, { error: v.required })
    .max(JOURNAL_LIMITS.codeMax, { error: v.tooLong })
    .regex(JOURNAL_CODE_PATTERN, { error: v.validFormat }),
  account: JournalAccountSchema,
  description: DescriptionSchema,
});
export type JournalCodeAccount = z.infer<typeof JournalCodeAccountSchema>;

export const JournalSettingsFieldsSchema = z.strictObject({
  dimension: z.enum(JOURNAL_DIMENSIONS, { error: v.invalidOption }).default('none'),
  /** Earnings of a code with no account of its own (expense, debit). */
  earningAccount: JournalAccountSchema,
  /** Employee deductions and tax withheld of a code with no account of its own (liability, credit). */
  deductionAccount: JournalAccountSchema,
  /** Employer contributions of a code with no account of its own (expense, debit). */
  employerAccount: JournalAccountSchema,
  /** Employer contributions payable (liability, credit): the other side of every employer line. */
  employerPayableAccount: JournalAccountSchema,
  /** Net pay payable (liability, credit): what the run owes its people. */
  netPayAccount: JournalAccountSchema,
  accounts: z.array(JournalCodeAccountSchema).max(JOURNAL_LIMITS.accountsMax, { error: v.tooLong }).default([]),
});
export type JournalSettingsFields = z.infer<typeof JournalSettingsFieldsSchema>;

/** A save names the version it read (0: none saved yet). */
export const UpdateJournalSettingsBodySchema = JournalSettingsFieldsSchema.extend({ version: VersionSchema });
export type UpdateJournalSettingsBody = z.input<typeof UpdateJournalSettingsBodySchema>;

export const JournalSettingsSchema = JournalSettingsFieldsSchema.extend({
  version: VersionSchema,
  /** The codes the company's runs can write: the product's and one per pay item policy (its own name). */
  knownCodes: z.array(z.object({ code: z.string(), label: z.string(), kind: z.enum(['earning', 'deduction', 'employer']).nullable() })),
});
export type JournalSettings = z.infer<typeof JournalSettingsSchema>;

export const JOURNAL_SIDES = ['debit', 'credit'] as const;

export const JournalLineSchema = z.object({
  account: z.string(),
  description: z.string(),
  /** The cost centre's id and name (department or location); null with no dimension or for people without one. */
  costCentreId: z.uuid().nullable(),
  costCentre: z.string().nullable(),
  debit: z.string(),
  credit: z.string(),
});
export type JournalLine = z.infer<typeof JournalLineSchema>;

export const PayrunJournalSchema = z.object({
  payrunId: z.uuid(),
  period: z.string(),
  status: z.enum(PAYRUN_STATUSES),
  currency: z.enum(CURRENCIES),
  dimension: z.enum(JOURNAL_DIMENSIONS),
  /** Not approved yet: its figures may still change, and its export is named as a draft. */
  draft: z.boolean(),
  lines: z.array(JournalLineSchema),
  totals: z.object({ debit: z.string(), credit: z.string() }),
  balanced: z.boolean(),
  /** Codes of the run with no account of their own: they went to their kind's default account. */
  unmapped: z.array(z.object({ code: z.string(), label: z.string(), kind: z.enum(['earning', 'deduction', 'employer']) })),
});
export type PayrunJournal = z.infer<typeof PayrunJournalSchema>;

export const JournalExportQuerySchema = z.strictObject({ format: z.enum(EXPORT_FORMATS, { error: v.invalidOption }).default('csv') });

const tags = ['payroll-journal'];

export const getJournalSettings = defineRoute({
  method: 'GET',
  path: '/payroll-journal/settings',
  summary: "The company's journal accounts: defaults per kind of line, an account per line code, the cost centre dimension",
  tags,
  cache: { reads: ['payroll-journal', 'pay-items'] },
  permission: menuAccess('payrunSettings', 'view'),
  response: JournalSettingsSchema,
});

export const updateJournalSettings = defineRoute({
  method: 'PUT',
  path: '/payroll-journal/settings',
  summary: 'Save the journal accounts whole; a stale version is refused with 409 VERSION_CONFLICT. Audited',
  tags,
  cache: { changes: ['payroll-journal'] },
  permission: menuAccess('payrunSettings', 'edit'),
  body: UpdateJournalSettingsBodySchema,
  response: JournalSettingsSchema,
});

export const getPayrunJournal = defineRoute({
  method: 'GET',
  path: '/payruns/:id/journal',
  summary: "The run as accounting entries per cost centre and account, debits and credits to the cent (the caller's data scope)",
  tags,
  cache: { reads: ['payroll-journal', 'payruns', 'employees', 'organisation'] },
  permission: menuAccess('payrun', 'view'),
  params: IdParamsSchema,
  response: PayrunJournalSchema,
});

export const JOURNAL_EXPORT_TYPES = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] as const;

export const exportPayrunJournal = defineRoute({
  method: 'GET',
  path: '/payruns/:id/journal/export',
  summary:
    'The journal as CSV or xlsx; a calculated run not yet approved is exported with DRAFT in its name, a run still calculating or failed is refused. Audited',
  tags,
  permission: menuAccess('payrun', 'view'),
  params: IdParamsSchema,
  query: JournalExportQuerySchema,
  produces: 'file',
  fileTypes: JOURNAL_EXPORT_TYPES,
  response: z.unknown(),
});

/** The menu items this module serves (api-module.ts). */
export const payrollJournalApi = defineApiModule({ name: 'payrollJournal', menu: ['payrunSettings'] });
