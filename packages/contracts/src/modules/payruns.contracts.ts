import { z } from 'zod';
import { defineApiModule } from '../api-module.ts';
import { IdParamsSchema, TableRequestSchema, TimestampSchema, tableResponse, VersionSchema, int32 } from '../common.ts';
import { defineRoute, menuAccess } from '../route.ts';
import { CURRENCIES } from '../region.ts';
import { v } from '../validation.ts';
import { PayMonthSchema } from './loans.contracts.ts';

/**
 * The payrun (Payroll › Payrun, Payrun summary, Payrun archive): a period's pay computed as a
 * background job, one payslip per employee with explained lines, then approved, paid and locked.
 * The shapes of start, read and payslip are fixed (outside tools call them; issue 17).
 */

export const PAYRUN_STATUSES = ['calculating', 'calculated', 'approved', 'paid', 'locked', 'failed'] as const;
export type PayrunStatus = (typeof PAYRUN_STATUSES)[number];
/** Approved, paid and locked runs refuse every change to what they computed. */
export const FROZEN_PAYRUN_STATUSES: readonly PayrunStatus[] = ['approved', 'paid', 'locked'];
export const PAYSLIP_LINE_KINDS = ['earning', 'deduction', 'employer', 'info'] as const;
export type PayslipLineKind = (typeof PAYSLIP_LINE_KINDS)[number];
/** The job type that computes a run. */
export const PAYRUN_JOB_TYPE = 'payrun-calculate';
export const PAYRUN_LIMITS = { maxEmployees: 10_000, maxNameLength: 100, maxCorrectionLines: 20, maxReasonLength: 200 } as const;
/** The regular run of a period, and the off-cycle runs beside it. */
export const PAYRUN_KINDS = ['regular', 'bonus', 'thirteenthMonth', 'correction', 'finalPay'] as const;
export type PayrunKind = (typeof PAYRUN_KINDS)[number];
export const OFF_CYCLE_KINDS = ['bonus', 'thirteenthMonth', 'correction', 'finalPay'] as const;
export type OffCycleKind = (typeof OFF_CYCLE_KINDS)[number];

/** A decimal amount of money as a string (never a float). */
const MoneySchema = z.string().max(24);
/** An amount someone types for a run: positive, at most 12 whole digits and 2 decimals. */
const AmountInputSchema = z
  .string({ error: v.required })
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, { error: v.validNumber })
  .refine((value) => /[1-9]/.test(value), { error: v.validNumber });

export const StartPayrunBodySchema = z.strictObject({
  period: PayMonthSchema,
  /** Some people only; everyone employed in the period when absent. */
  employeeIds: z.array(z.uuid()).min(1).max(PAYRUN_LIMITS.maxEmployees).optional(),
});
export type StartPayrunBody = z.infer<typeof StartPayrunBodySchema>;

/** A correction's line: an earning paid or a deduction taken, with the reason. */
export const CorrectionLineSchema = z.strictObject({
  kind: z.enum(['earning', 'deduction']),
  amount: AmountInputSchema,
  reason: z.string({ error: v.required }).trim().min(1, { error: v.required }).max(PAYRUN_LIMITS.maxReasonLength, { error: v.tooLong }),
});
export type CorrectionLine = z.infer<typeof CorrectionLineSchema>;

/**
 * One person of an off-cycle run: the amount (bonus; final pay's extra payment, optional), or the
 * correction's lines; a 13th month is computed (basic salary earned in the year ÷ 12).
 */
export const OffCyclePersonSchema = z.strictObject({
  employeeId: z.uuid(),
  amount: AmountInputSchema.optional(),
  lines: z.array(CorrectionLineSchema).min(1).max(PAYRUN_LIMITS.maxCorrectionLines).optional(),
});
export type OffCyclePerson = z.infer<typeof OffCyclePersonSchema>;

export const StartOffCyclePayrunBodySchema = z
  .strictObject({
    kind: z.enum(OFF_CYCLE_KINDS),
    period: PayMonthSchema,
    /** Unique among the period's live runs of the kind (the kind's own name when absent): the same start twice gives one run. */
    name: z.string().trim().min(1, { error: v.required }).max(PAYRUN_LIMITS.maxNameLength, { error: v.tooLong }).optional(),
    people: z.array(OffCyclePersonSchema).min(1).max(PAYRUN_LIMITS.maxEmployees),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.people.forEach((person, index) => {
      if (seen.has(person.employeeId)) ctx.addIssue({ code: 'custom', path: ['people', index, 'employeeId'], message: v.invalidValue });
      seen.add(person.employeeId);
      if ((body.kind === 'bonus' || body.kind === 'finalPay') && !person.amount)
        ctx.addIssue({ code: 'custom', path: ['people', index, 'amount'], message: v.required });
      if (body.kind === 'correction' && !person.lines)
        ctx.addIssue({ code: 'custom', path: ['people', index, 'lines'], message: v.required });
      if (body.kind !== 'correction' && person.lines)
        ctx.addIssue({ code: 'custom', path: ['people', index, 'lines'], message: v.invalidValue });
      if ((body.kind === 'thirteenthMonth' || body.kind === 'correction') && person.amount)
        ctx.addIssue({ code: 'custom', path: ['people', index, 'amount'], message: v.invalidValue });
    });
  });
export type StartOffCyclePayrunBody = z.infer<typeof StartOffCyclePayrunBodySchema>;

export const StartedPayrunSchema = z.object({ id: z.uuid(), jobId: z.uuid() });
export type StartedPayrun = z.infer<typeof StartedPayrunSchema>;

export const PayrunTotalsSchema = z.object({
  gross: MoneySchema,
  deductions: MoneySchema,
  net: MoneySchema,
  employerContributions: MoneySchema,
});
export type PayrunTotals = z.infer<typeof PayrunTotalsSchema>;

export const PayrunSchema = z.object({
  id: z.uuid(),
  period: z.string(),
  status: z.enum(PAYRUN_STATUSES),
  /** 'regular', or the off-cycle run's kind. */
  kind: z.enum(PAYRUN_KINDS).optional(),
  /** An off-cycle run's name. */
  name: z.string().nullable().optional(),
  employeeCount: int32(),
  totals: PayrunTotalsSchema,
  currency: z.enum(CURRENCIES),
  jobId: z.uuid().nullable(),
  /** Why a failed run failed (an i18n key). */
  failureReason: z.string().nullable(),
  calculatedAt: TimestampSchema.nullable(),
  approvedAt: TimestampSchema.nullable(),
  paidAt: TimestampSchema.nullable(),
  lockedAt: TimestampSchema.nullable(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  version: VersionSchema,
});
export type Payrun = z.infer<typeof PayrunSchema>;

export const PayrunLineSchema = z.object({
  code: z.string(),
  /** An i18n key for the product's lines ('payruns:lines.cpf.employee'), the company's own label for its pay items. */
  label: z.string(),
  kind: z.enum(PAYSLIP_LINE_KINDS),
  amount: MoneySchema,
  /** How it was computed: the engine's trace steps, the proration, the formula and its inputs. */
  trace: z.unknown(),
});
export type PayrunLine = z.infer<typeof PayrunLineSchema>;

export const PayrunPayslipSchema = z.object({
  employeeId: z.uuid(),
  gross: MoneySchema,
  deductions: MoneySchema,
  net: MoneySchema,
  employerContributions: MoneySchema,
  employerCost: MoneySchema,
  lines: z.array(PayrunLineSchema),
});
export type PayrunPayslip = z.infer<typeof PayrunPayslipSchema>;

/** A row of the run's summary: one employee's totals. */
export const PayslipRowSchema = z.object({
  employeeId: z.uuid(),
  employeeName: z.string(),
  employmentNumber: z.string(),
  gross: MoneySchema,
  deductions: MoneySchema,
  net: MoneySchema,
  employerContributions: MoneySchema,
  employerCost: MoneySchema,
});
export type PayslipRow = z.infer<typeof PayslipRowSchema>;

export const PayslipParamsSchema = z.strictObject({ id: z.uuid(), employeeId: z.uuid() });
export const PayrunChangeBodySchema = z.strictObject({ version: VersionSchema });
export type PayrunChangeBody = z.infer<typeof PayrunChangeBodySchema>;

export const RecalculatePayrunBodySchema = z.strictObject({
  version: VersionSchema,
  /** Only these people (their inputs changed): their payslips are computed again, the others' kept; everyone when absent. */
  employeeIds: z.array(z.uuid()).min(1).max(PAYRUN_LIMITS.maxEmployees).optional(),
});
export type RecalculatePayrunBody = z.infer<typeof RecalculatePayrunBodySchema>;

const tags = ['payruns'];

export const startPayrun = defineRoute({
  method: 'POST',
  path: '/payruns',
  summary:
    "Start the period's run as a background job (202 { id, jobId }); the same period while it runs answers that run; a period already calculated or approved is refused (409 PAYRUN_EXISTS)",
  tags,
  permission: menuAccess('payrun', 'edit'),
  body: StartPayrunBodySchema,
  response: StartedPayrunSchema,
  accepted: true,
  cache: { changesByJob: true },
});

export const startOffCyclePayrun = defineRoute({
  method: 'POST',
  path: '/payruns/off-cycle',
  summary:
    "Start an off-cycle run beside the period's regular one (bonus, 13th month, correction, final pay) as a background job (202 { id, jobId }); the same kind and name of a period while it runs answers that run; one already calculated or approved is refused (409 PAYRUN_EXISTS)",
  tags,
  permission: menuAccess('payrun', 'edit'),
  body: StartOffCyclePayrunBodySchema,
  response: StartedPayrunSchema,
  accepted: true,
  cache: { changesByJob: true },
});

export const listPayruns = defineRoute({
  method: 'POST',
  path: '/payruns/table',
  readsOnly: true,
  summary: "The company's runs (Payrun archive), newest period first, searchable by period",
  tags,
  permission: menuAccess('payrun', 'view'),
  body: TableRequestSchema,
  response: tableResponse(PayrunSchema),
});

export const getPayrun = defineRoute({
  method: 'GET',
  path: '/payruns/:id',
  summary: 'One run: period, status, employee count and totals',
  tags,
  permission: menuAccess('payrun', 'view'),
  params: IdParamsSchema,
  response: PayrunSchema,
});

/** The summary's request: the table request and the run it lists. */
export const PayslipTableBodySchema = TableRequestSchema.extend({ payrunId: z.uuid() });

export const listPayslips = defineRoute({
  method: 'POST',
  path: '/payruns/payslips/table',
  readsOnly: true,
  summary: "One run's employees with gross, deductions, net and employer cost (Payrun summary), searchable by name or number",
  tags,
  permission: menuAccess('payrun', 'view'),
  body: PayslipTableBodySchema,
  response: tableResponse(PayslipRowSchema),
  cache: { reads: ['payruns', 'employees'] },
});

export const getPayslip = defineRoute({
  method: 'GET',
  path: '/payruns/:id/payslips/:employeeId',
  summary: "One employee's payslip in the run: totals and every line with its trace",
  tags,
  permission: menuAccess('payrun', 'view'),
  params: PayslipParamsSchema,
  response: PayrunPayslipSchema,
});

export const recalculatePayrun = defineRoute({
  method: 'POST',
  path: '/payruns/:id/recalculate',
  summary:
    "Compute a calculated (or failed) run again from today's data (202 { id, jobId }), everyone or only the people named (`employeeIds`: their payslips are replaced, the run's totals summed again); an approved run is refused (409 PAYRUN_FROZEN)",
  tags,
  permission: menuAccess('payrun', 'edit'),
  params: IdParamsSchema,
  body: RecalculatePayrunBodySchema,
  response: StartedPayrunSchema,
  accepted: true,
  cache: { changesByJob: true },
});

const step = (name: 'approve' | 'pay' | 'lock', summary: string) =>
  defineRoute({
    method: 'POST',
    path: `/payruns/:id/${name}`,
    summary,
    tags,
    permission: menuAccess('payrun', 'edit'),
    params: IdParamsSchema,
    body: PayrunChangeBodySchema,
    response: PayrunSchema,
  });

export const approvePayrun = step(
  'approve',
  'Approve a calculated run; from then on nothing it computed changes (409 PAYRUN_STATUS otherwise)',
);
export const payPayrun = step('pay', 'Mark an approved run paid (409 PAYRUN_STATUS otherwise)');
export const lockPayrun = step('lock', 'Lock a paid run for good (409 PAYRUN_STATUS otherwise)');

/** The menu items this module serves (api-module.ts). */
export const payrunsApi = defineApiModule({ name: 'payruns', menu: ['payrun', 'payrunSummary', 'payrunArchive'] });
