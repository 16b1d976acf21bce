import { z } from 'zod';
import { defineRoute, menuAccess } from '../route.ts';
import { COMPANY_COUNTRIES } from '../region.ts';
import { v } from '../validation.ts';
import { defineApiModule } from '../api-module.ts';
import { isoMonth } from '../common.ts';
import { EMPLOYEE_FACTS_DESCRIPTION, EMPLOYER_FACTS_DESCRIPTION, YTD_DESCRIPTION } from './payroll-facts.docs.ts';

const Money = z.string().regex(/^\d{1,13}(\.\d{1,2})?$/, { error: v.validNumber });
const FactText = z.string().max(200, { error: v.tooLong });
const FactNumber = z.number().min(-1e12, { error: v.validNumber }).max(1e12, { error: v.validNumber });
const FactKey = z.string().max(60, { error: v.tooLong });
/** A fact made of a few named values (Singapore's foreign worker levy: pass, tier, days). */
const FactGroup = z
  .record(FactKey, z.union([FactText, FactNumber, z.boolean()]))
  .refine((group) => Object.keys(group).length <= 20, { error: v.invalidValue });
/** A country's facts of a person (statuses, dates, amounts): a few dozen named values at most. */
const Facts = z
  .record(FactKey, z.union([FactText, FactNumber, z.boolean(), z.array(FactText).max(50), FactGroup]))
  .refine((facts) => Object.keys(facts).length <= 100, { error: v.invalidValue });

/**
 * The statutory calculator's input: the payroll package's `computePayslip` input. Its shape is
 * checked here; the rules of each country (valid statuses, dates, amounts) by the package itself.
 */
export const StatutoryPreviewBodySchema = z.strictObject({
  country: z.enum(COMPANY_COUNTRIES, { error: v.invalidOption }),
  period: isoMonth(),
  employee: Facts.default({}).meta({ description: EMPLOYEE_FACTS_DESCRIPTION }),
  employer: Facts.optional().meta({ description: EMPLOYER_FACTS_DESCRIPTION }),
  ytd: z
    .record(z.string().max(60, { error: v.tooLong }), Money)
    .optional()
    .meta({ description: YTD_DESCRIPTION }),
  items: z
    .array(
      z.strictObject({
        code: z.string().min(1).max(40),
        label: z.string().min(1).max(120),
        kind: z.enum(['earning', 'deduction']),
        amount: Money,
        class: z.string().max(20).optional(),
        /** Philippines, class 'exempt': a de minimis benefit (`kind` such as 'rice'; `days` for meals and leave). */
        deMinimis: z.strictObject({ kind: z.string().min(1).max(40), days: z.number().int().min(1).max(366).optional() }).optional(),
      }),
    )
    .min(1, { error: v.required })
    .max(50),
});
export type StatutoryPreviewBody = z.infer<typeof StatutoryPreviewBodySchema>;

/**
 * A payslip line. `code` is stable (the client translates `payroll:lines.<code>`, falling back to the
 * English `label`); a year-end tax refund is an 'earning' line with a positive amount, so that every
 * line is non-negative and the totals are the sums of the lines.
 */
export const PayslipLineSchema = z.object({
  code: z.string(),
  label: z.string(),
  kind: z.enum(['earning', 'deduction', 'employer']),
  amount: z.string(),
  base: z.string().optional(),
  rate: z.string().optional(),
  /**
   * How the line was computed, step by step: `label` and `detail` in English; `code` names the step's
   * template and `values` fill its placeholders, so the client shows it in the user's language
   * (the `payroll` catalog's `trace.<code>`).
   */
  trace: z.array(
    z.object({
      code: z.string(),
      label: z.string(),
      value: z.string(),
      detail: z.string().optional(),
      values: z.record(z.string(), z.string()).optional(),
    }),
  ),
});
export type PayslipLine = z.infer<typeof PayslipLineSchema>;

export const StatutoryPreviewSchema = z.object({
  lines: z.array(PayslipLineSchema),
  gross: z.string(),
  deductions: z.string(),
  net: z.string(),
  employerCost: z.string(),
});

export const previewStatutory = defineRoute({
  method: 'POST',
  path: '/payroll/statutory/preview',
  summary: "One employee's statutory contributions and taxes for a month, each line with how it was computed",
  tags: ['payroll'],
  permission: menuAccess('statutoryCalculator', 'view'),
  body: StatutoryPreviewBodySchema,
  response: StatutoryPreviewSchema,
});

/** The menu items this module serves (api-module.ts). */
export const payrollApi = defineApiModule({ name: 'payroll', menu: ['statutoryCalculator'] });
