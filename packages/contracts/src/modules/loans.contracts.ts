import { z } from 'zod';
import { defineApiModule } from '../api-module.ts';
import { IdParamsSchema, isoDate, OkSchema, TableRequestSchema, TimestampSchema, tableResponse, VersionSchema } from '../common.ts';
import { defineRoute, menuAccess } from '../route.ts';
import { multiLine } from '../text.ts';
import { v } from '../validation.ts';

/**
 * Loans and advances (issue 16, item 5; Payroll › Loans): a principal lent to an employee, with
 * optional flat interest, repaid by instalments the payrun deducts month by month (equal or custom),
 * by repayments HR records, or settled at once (early, or on leaving). What is owed is an
 * append-only ledger: its sum up to a date is the balance at that date.
 */

export const LOAN_KINDS = ['loan', 'advance'] as const;
export type LoanKind = (typeof LOAN_KINDS)[number];
export const LOAN_STATUSES = ['active', 'paused', 'settled'] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];
/** What a ledger entry records: owed more (disbursement, interest) or less (the rest). */
export const LOAN_ENTRY_KINDS = ['disbursement', 'interest', 'deduction', 'repayment', 'settlement'] as const;
export type LoanEntryKind = (typeof LOAN_ENTRY_KINDS)[number];
export const INSTALMENT_STATUSES = ['planned', 'deducted', 'cancelled'] as const;
export type InstalmentStatus = (typeof INSTALMENT_STATUSES)[number];

export const LOAN_LIMITS = { maxInstalments: 120, maxInterestRate: 100 } as const;

/** A pay month, YYYY-MM. */
export const PayMonthSchema = z
  .string({ error: v.required })
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: v.validFormat });

/** An amount of money above zero, as a decimal string with at most 2 decimals (never a float). */
const AmountSchema = z
  .string({ error: v.required })
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, { error: v.validNumber })
  .refine((value) => /[1-9]/.test(value), { error: v.validNumber });

/** A yearly flat rate in percent with at most 3 decimals, 0 for none. */
const InterestRateSchema = z
  .string({ error: v.validNumber })
  .trim()
  .regex(/^\d{1,3}(\.\d{1,3})?$/, { error: v.validNumber })
  .refine((value) => Number(value) <= LOAN_LIMITS.maxInterestRate, { error: v.validNumber })
  .default('0');

const NoteSchema = multiLine(z.string().trim().max(500, { error: v.tooLong })).default('');

export const InstalmentInputSchema = z.strictObject({ period: PayMonthSchema, amount: AmountSchema });

export const CreateLoanBodySchema = z
  .strictObject({
    employeeId: z.uuid({ error: v.required }),
    kind: z.enum(LOAN_KINDS, { error: v.invalidOption }),
    principal: AmountSchema,
    interestRate: InterestRateSchema,
    disbursedOn: isoDate(),
    /** The pay month of the first instalment. */
    firstPeriod: PayMonthSchema,
    /** Equal monthly instalments from firstPeriod… */
    instalmentCount: z
      .number({ error: v.validNumber })
      .int({ error: v.validNumber })
      .min(1, { error: v.validNumber })
      .max(LOAN_LIMITS.maxInstalments, { error: v.validNumber })
      .optional(),
    /** …or these, which must add up to what is owed. */
    instalments: z
      .array(InstalmentInputSchema)
      .min(1, { error: v.required })
      .max(LOAN_LIMITS.maxInstalments, { error: v.tooLong })
      .optional(),
    reason: NoteSchema,
  })
  .refine((body) => (body.instalmentCount === undefined) !== (body.instalments === undefined), {
    path: ['instalmentCount'],
    error: v.required,
  });
export type CreateLoanBody = z.infer<typeof CreateLoanBodySchema>;

export const LoanInstalmentSchema = z.object({
  id: z.uuid(),
  period: z.string(),
  amount: z.string(),
  status: z.enum(INSTALMENT_STATUSES),
});
export type LoanInstalment = z.infer<typeof LoanInstalmentSchema>;

export const LoanEntrySchema = z.object({
  id: z.uuid(),
  date: z.string(),
  kind: z.enum(LOAN_ENTRY_KINDS),
  /** Signed: what it adds to (or, negative, takes off) the balance. */
  amount: z.string(),
  /** The balance after it. */
  balance: z.string(),
  period: z.string().nullable(),
  note: z.string(),
  createdAt: TimestampSchema,
});
export type LoanEntry = z.infer<typeof LoanEntrySchema>;

export const LoanSchema = z.object({
  id: z.uuid(),
  employeeId: z.uuid(),
  employeeName: z.string(),
  employmentNumber: z.string(),
  kind: z.enum(LOAN_KINDS),
  principal: z.string(),
  interestRate: z.string(),
  interest: z.string(),
  disbursedOn: z.string(),
  firstPeriod: z.string(),
  status: z.enum(LOAN_STATUSES),
  /** Paused: no instalment is taken from this pay month on until it is resumed. */
  pausedFrom: z.string().nullable(),
  /** What is owed today. */
  balance: z.string(),
  nextInstalment: z.object({ period: z.string(), amount: z.string() }).nullable(),
  reason: z.string(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  version: VersionSchema,
});
export type Loan = z.infer<typeof LoanSchema>;

export const LoanDetailSchema = LoanSchema.extend({
  instalments: z.array(LoanInstalmentSchema),
  ledger: z.array(LoanEntrySchema),
});
export type LoanDetail = z.infer<typeof LoanDetailSchema>;

export const LoanTableRequestSchema = TableRequestSchema.extend({
  status: z.enum(LOAN_STATUSES).optional(),
});
export type LoanTableRequest = z.infer<typeof LoanTableRequestSchema>;

export const LoanRepaymentBodySchema = z.strictObject({
  version: VersionSchema,
  date: isoDate(),
  amount: AmountSchema,
  note: NoteSchema,
});
export type LoanRepaymentBody = z.infer<typeof LoanRepaymentBodySchema>;

export const SettleLoanBodySchema = z.strictObject({ version: VersionSchema, date: isoDate(), note: NoteSchema });
export type SettleLoanBody = z.infer<typeof SettleLoanBodySchema>;

export const LoanPeriodBodySchema = z.strictObject({ version: VersionSchema, period: PayMonthSchema });
export type LoanPeriodBody = z.infer<typeof LoanPeriodBodySchema>;

export const LoanBalanceQuerySchema = z.strictObject({ date: isoDate() });
export const LoanBalanceSchema = z.object({ date: z.string(), balance: z.string() });

const tags = ['loans'];
const view = menuAccess('loans', 'view');
const edit = menuAccess('loans', 'edit');

export const listLoans = defineRoute({
  method: 'POST',
  path: '/loans/table',
  readsOnly: true,
  summary: 'Loans and advances in the caller’s reach (table protocol), searchable by employee name and number, filtered by status',
  tags,
  permission: view,
  body: LoanTableRequestSchema,
  response: tableResponse(LoanSchema),
  cache: { reads: ['loans', 'employees'] },
});

export const getLoan = defineRoute({
  method: 'GET',
  path: '/loans/:id',
  summary: 'One loan with its instalments and its ledger (each entry with the balance after it)',
  tags,
  permission: view,
  params: IdParamsSchema,
  response: LoanDetailSchema,
  cache: { reads: ['loans', 'employees'] },
});

export const getLoanBalance = defineRoute({
  method: 'GET',
  path: '/loans/:id/balance',
  summary: 'What was owed on a loan at the end of a date',
  tags,
  permission: view,
  params: IdParamsSchema,
  query: LoanBalanceQuerySchema,
  response: LoanBalanceSchema,
});

export const createLoan = defineRoute({
  method: 'POST',
  path: '/loans',
  summary:
    'Lend to an employee: equal instalments (instalmentCount) or custom ones that add up to what is owed (422 LOAN_INSTALMENTS_MISMATCH)',
  tags,
  permission: edit,
  body: CreateLoanBodySchema,
  response: LoanDetailSchema,
});

export const recordLoanRepayment = defineRoute({
  method: 'POST',
  path: '/loans/:id/repayments',
  summary: 'A repayment outside payroll; more than is owed is refused (422 LOAN_OVERPAID); paying it all settles the loan',
  tags,
  permission: edit,
  params: IdParamsSchema,
  body: LoanRepaymentBodySchema,
  response: LoanDetailSchema,
});

export const settleLoan = defineRoute({
  method: 'POST',
  path: '/loans/:id/settle',
  summary: 'Settle what is owed at once (early, or on leaving); the instalments not yet taken are cancelled',
  tags,
  permission: edit,
  params: IdParamsSchema,
  body: SettleLoanBodySchema,
  response: LoanDetailSchema,
});

export const pauseLoan = defineRoute({
  method: 'POST',
  path: '/loans/:id/pause',
  summary: 'Take no instalment from this pay month on until the loan is resumed',
  tags,
  permission: edit,
  params: IdParamsSchema,
  body: LoanPeriodBodySchema,
  response: LoanDetailSchema,
});

export const resumeLoan = defineRoute({
  method: 'POST',
  path: '/loans/:id/resume',
  summary: 'Take instalments again from this pay month: the ones not yet taken move to the months from it, in order',
  tags,
  permission: edit,
  params: IdParamsSchema,
  body: LoanPeriodBodySchema,
  response: LoanDetailSchema,
});

export const deleteLoan = defineRoute({
  method: 'DELETE',
  path: '/loans/:id',
  summary: 'Delete a loan entered by mistake; one with anything repaid is refused (409 LOAN_IN_USE): settle it instead',
  tags,
  permission: edit,
  params: IdParamsSchema,
  response: OkSchema,
});

/** The menu items this module serves (api-module.ts). */
export const loansApi = defineApiModule({ name: 'loans', menu: ['loans'] });
