import { z } from 'zod';
import { defineApiModule } from '../api-module.ts';
import {
  IdParamsSchema,
  int32,
  isoDate,
  isoMonth,
  OkSchema,
  TableRequestSchema,
  tableResponse,
  TimestampSchema,
  VersionSchema,
} from '../common.ts';
import { defineRoute, menuAccess } from '../route.ts';
import { multiLine } from '../text.ts';
import { v } from '../validation.ts';
import { FilterQuerySchema } from './employees/filters.ts';

/**
 * Payment formulas (issue 16, item 1): how pay is computed, written in the formula language of
 * `@tenaga/payroll`. A formula keeps every version it had (a version is never changed: an edit saves
 * a new one, in force from its date); formulas are assigned to employees from a date; rates are named,
 * dated company amounts the formulas read as `rate.<code>`. Settings › Payment formula: Formulas
 * (paymentFormulaLegacy: the list, editor, preview and versions), Assignment, Rates.
 */

export const FORMULA_KINDS = ['basic', 'dailyRate', 'hourlyRate', 'overtime', 'allowance', 'deduction', 'proration'] as const;
export type FormulaKind = (typeof FORMULA_KINDS)[number];
export const FORMULA_COUNTRIES = ['SG', 'MY', 'ID', 'VN', 'PH'] as const;

/** The formula language's own bound (packages/payroll formula/limits.ts). */
export const FORMULA_SOURCE_MAX = 4000;

const NameSchema = z.string({ error: v.required }).trim().min(1, { error: v.required }).max(120, { error: v.tooLong });
const DescriptionSchema = multiLine(z.string().trim().max(1000, { error: v.tooLong })).default('');
const SourceSchema = multiLine(
  z.string({ error: v.required }).trim().min(1, { error: v.required }).max(FORMULA_SOURCE_MAX, { error: v.tooLong }),
);
const KindSchema = z.enum(FORMULA_KINDS, { error: v.invalidOption });
const CountrySchema = z.enum(FORMULA_COUNTRIES, { error: v.invalidOption });

// ———————————————————————————————— formulas and their versions ————————————————————————————————

export const FormulaVersionSchema = z.object({
  number: z.number().int(),
  source: z.string(),
  variablesUsed: z.array(z.string()),
  effectiveFrom: z.string(),
  createdAt: TimestampSchema,
  createdBy: z.string().nullable(),
  /** The version this one restored, when it was made by "restore as new version". */
  restoredFrom: z.number().int().nullable(),
});
export type FormulaVersion = z.infer<typeof FormulaVersionSchema>;

export const PaymentFormulaSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: KindSchema,
  country: CountrySchema,
  description: z.string(),
  templateId: z.string().nullable(),
  currentVersion: z.number().int(),
  /** The newest version's source. */
  source: z.string(),
  /** Employees it is assigned to (in force or from a later date). */
  employees: z.number().int(),
  updatedAt: TimestampSchema,
  version: VersionSchema,
});
export type PaymentFormula = z.infer<typeof PaymentFormulaSchema>;

export const PaymentFormulaDetailSchema = PaymentFormulaSchema.extend({ versions: z.array(FormulaVersionSchema) });
export type PaymentFormulaDetail = z.infer<typeof PaymentFormulaDetailSchema>;

export const CreatePaymentFormulaBodySchema = z.strictObject({
  name: NameSchema,
  kind: KindSchema,
  country: CountrySchema,
  description: DescriptionSchema,
  source: SourceSchema,
  effectiveFrom: isoDate(),
  /** The statutory template it was adopted from, if any. */
  templateId: z.string().trim().max(60).nullable().default(null),
});
export type CreatePaymentFormulaBody = z.infer<typeof CreatePaymentFormulaBodySchema>;

/** A change names every field and the version it was read at; a changed source saves a new formula version. */
export const UpdatePaymentFormulaBodySchema = CreatePaymentFormulaBodySchema.omit({ templateId: true }).extend({
  id: z.uuid(),
  version: VersionSchema,
});
export type UpdatePaymentFormulaBody = z.infer<typeof UpdatePaymentFormulaBodySchema>;

export const RestoreFormulaVersionBodySchema = z.strictObject({
  id: z.uuid(),
  number: int32().min(1),
  effectiveFrom: isoDate(),
  version: VersionSchema,
});
export type RestoreFormulaVersionBody = z.infer<typeof RestoreFormulaVersionBodySchema>;

export const FormulaVersionParamsSchema = z.strictObject({ id: z.uuid(), number: z.coerce.number().int().min(1).max(100_000) });

export const FormulaTemplateSchema = z.object({
  id: z.string(),
  country: CountrySchema,
  /** English; the web shows payroll:formula.templates.<id>. */
  name: z.string(),
  source: z.string(),
  variables: z.array(z.string()),
  sources: z.array(z.object({ title: z.string(), section: z.string(), url: z.string(), checked: z.string() })),
});
export type FormulaTemplate = z.infer<typeof FormulaTemplateSchema>;

export const FORMULA_VARIABLE_GROUPS = ['employee', 'timesheet', 'period', 'rate', 'custom', 'timeOff', 'payItems'] as const;

/** A name a formula may read; `available: false` ones are fed by modules still to come and read 0 (false) until then. */
export const FormulaVariableSchema = z.object({
  name: z.string(),
  type: z.enum(['number', 'boolean']),
  group: z.enum(FORMULA_VARIABLE_GROUPS),
  available: z.boolean(),
  /** A rate's or custom field's own name; the web words the others from paymentFormulas:variables.<name>. */
  label: z.string().nullable(),
});
export type FormulaVariable = z.infer<typeof FormulaVariableSchema>;

export const FormulaUsageSchema = z.object({
  assignments: z.array(
    z.object({ employeeId: z.uuid(), employeeName: z.string(), employmentNumber: z.string(), from: z.string(), status: z.string() }),
  ),
  /** Payruns that used a version (the payrun module records them; none before it exists). */
  payruns: z.array(z.object({ id: z.uuid(), period: z.string(), versionNumber: z.number().int() })),
});
export type FormulaUsage = z.infer<typeof FormulaUsageSchema>;

export const FormulaCheckBodySchema = z.strictObject({ source: SourceSchema });
export const FormulaCheckSchema = z.object({ variablesUsed: z.array(z.string()) });

/** A preview of a saved formula (its version in force on the period's last day, or the one named) or of an unsaved source. */
export const FormulaPreviewBodySchema = z
  .strictObject({
    formulaId: z.uuid().optional(),
    versionNumber: int32().min(1).optional(),
    source: SourceSchema.optional(),
    employeeId: z.uuid({ error: v.required }),
    month: isoMonth(),
  })
  .refine((body) => body.formulaId !== undefined || body.source !== undefined, { error: v.required, path: ['source'] });
export type FormulaPreviewBody = z.infer<typeof FormulaPreviewBodySchema>;

export const FormulaPreviewSchema = z.object({
  value: z.string(),
  from: z.string(),
  to: z.string(),
  versionNumber: z.number().int().nullable(),
  steps: z.array(
    z.object({
      kind: z.enum(['variable', 'call', 'group']),
      text: z.string(),
      value: z.string(),
      line: z.number().int(),
      column: z.number().int(),
    }),
  ),
  /** Every variable the formula read, with its value and where it came from. */
  variables: z.array(z.object({ name: z.string(), value: z.string(), group: z.enum(FORMULA_VARIABLE_GROUPS), available: z.boolean() })),
});
export type FormulaPreview = z.infer<typeof FormulaPreviewSchema>;

const tags = ['payment-formulas'];
const formulaView = menuAccess('paymentFormulaLegacy', 'view');
const formulaEdit = menuAccess('paymentFormulaLegacy', 'edit');

export const listPaymentFormulas = defineRoute({
  method: 'GET',
  path: '/payments/formulas',
  summary: 'Every payment formula of the company by name, with its newest version and how many employees have it',
  tags,
  cache: { reads: ['payment-formulas', 'employees'] },
  permission: formulaView,
  response: z.array(PaymentFormulaSchema),
});

export const getPaymentFormula = defineRoute({
  method: 'GET',
  path: '/payments/formulas/:id',
  summary: 'One formula with every version, newest first',
  tags,
  cache: { reads: ['payment-formulas', 'employees'] },
  permission: formulaView,
  params: IdParamsSchema,
  response: PaymentFormulaDetailSchema,
});

export const getPaymentFormulaVersion = defineRoute({
  method: 'GET',
  path: '/payments/formulas/:id/versions/:number',
  summary: 'One version of a formula as it was saved (an older version, read only)',
  tags,
  permission: formulaView,
  params: FormulaVersionParamsSchema,
  response: FormulaVersionSchema,
});

export const getPaymentFormulaUsage = defineRoute({
  method: 'GET',
  path: '/payments/formulas/:id/usage',
  summary: 'Where a formula is used: the employees it is assigned to and the payruns that used it',
  tags,
  cache: { reads: ['payment-formulas', 'employees'] },
  permission: formulaView,
  params: IdParamsSchema,
  response: FormulaUsageSchema,
});

export const listFormulaTemplates = defineRoute({
  method: 'GET',
  path: '/module/payroll/formulas',
  summary: 'The statutory formula templates of every country, with their variables and sources (adopt one to make a formula)',
  tags,
  cache: { immutable: true },
  permission: formulaView,
  response: z.array(FormulaTemplateSchema),
});

export const listFormulaVariables = defineRoute({
  method: 'GET',
  path: '/payments/formulas/variables',
  summary: 'The variables a formula can read: employee, timesheet, period, the company rates and numeric custom fields',
  tags,
  cache: { reads: ['payment-formulas', 'custom-fields'] },
  permission: formulaView,
  response: z.array(FormulaVariableSchema),
});

export const checkPaymentFormula = defineRoute({
  method: 'POST',
  path: '/payments/formulas/check',
  readsOnly: true,
  summary: 'Compile a source: the variables it reads, or 400 FORMULA_INVALID with the position and the message',
  tags,
  cache: { changes: [] },
  permission: formulaView,
  body: FormulaCheckBodySchema,
  response: FormulaCheckSchema,
});

export const previewPaymentFormula = defineRoute({
  method: 'POST',
  path: '/payments/formulas/preview',
  readsOnly: true,
  summary:
    'Evaluate a formula (or an unsaved source) for an employee and a month: the result, each step and every variable read (salary, timesheet, calendar, rates)',
  tags,
  cache: { changes: [] },
  permission: formulaView,
  body: FormulaPreviewBodySchema,
  response: FormulaPreviewSchema,
});

export const createPaymentFormula = defineRoute({
  method: 'POST',
  path: '/payments/formulas',
  summary: 'Add a formula (version 1); a name taken is 409 NAME_TAKEN, a source that does not compile 400 FORMULA_INVALID',
  tags,
  permission: formulaEdit,
  body: CreatePaymentFormulaBodySchema,
  response: PaymentFormulaSchema,
});

export const updatePaymentFormula = defineRoute({
  method: 'PUT',
  path: '/payments/formulas',
  summary: 'Change a formula; a changed source or date saves a new version (versions are never changed); a stale version is 409',
  tags,
  permission: formulaEdit,
  body: UpdatePaymentFormulaBodySchema,
  response: PaymentFormulaSchema,
});

export const restorePaymentFormulaVersion = defineRoute({
  method: 'POST',
  path: '/payments/formulas/restore',
  summary: 'Save an older version’s source as a new version, in force from the date given',
  tags,
  permission: formulaEdit,
  body: RestoreFormulaVersionBodySchema,
  response: PaymentFormulaSchema,
});

export const deletePaymentFormula = defineRoute({
  method: 'DELETE',
  path: '/payments/formulas/:id',
  summary: 'Delete a formula with its versions; refused (409 IN_USE) while it is assigned to employees',
  tags,
  permission: formulaEdit,
  params: IdParamsSchema,
  response: OkSchema,
});

// ———————————————————————————————— assignment ————————————————————————————————

export const FORMULA_ASSIGNMENT_STATUSES = ['past', 'current', 'scheduled'] as const;

export const FormulaAssignmentRowSchema = z.object({
  id: z.uuid(),
  employeeId: z.uuid(),
  employeeName: z.string(),
  employmentNumber: z.string(),
  formulaId: z.uuid(),
  formulaName: z.string(),
  kind: KindSchema,
  from: z.string(),
  /** past: a later one of the same kind replaced it; current: in force today; scheduled: from a later date. */
  status: z.enum(FORMULA_ASSIGNMENT_STATUSES),
});
export type FormulaAssignmentRow = z.infer<typeof FormulaAssignmentRowSchema>;

/** To the employees picked, or to everyone working on the date whom the advanced filter finds. */
export const AssignFormulaBodySchema = z
  .strictObject({
    formulaId: z.uuid({ error: v.invalidOption }),
    from: isoDate(),
    employeeIds: z
      .array(z.uuid({ error: v.invalidOption }))
      .max(500, { error: v.tooLong })
      .default([]),
    filter: FilterQuerySchema.optional(),
  })
  .refine((body) => body.employeeIds.length > 0 || body.filter !== undefined, { error: v.required, path: ['employeeIds'] });
export type AssignFormulaBody = z.infer<typeof AssignFormulaBodySchema>;

const assignmentChanges = ['payment-formulas'];

export const listFormulaAssignments = defineRoute({
  method: 'POST',
  path: '/payments/formulas/assignments/table',
  readsOnly: true,
  summary: 'Who has which formula from when (table protocol), newest date first, searchable by employee or formula',
  tags,
  cache: { reads: ['payment-formulas', 'employees'] },
  permission: menuAccess('paymentFormulaAssignment', 'view'),
  body: TableRequestSchema,
  response: tableResponse(FormulaAssignmentRowSchema),
});

export const listFormulaOptions = defineRoute({
  method: 'GET',
  path: '/payments/formulas/options',
  summary: 'Every formula by name and kind, to pick one to assign',
  tags,
  permission: menuAccess('paymentFormulaAssignment', 'view'),
  response: z.array(z.object({ id: z.uuid(), name: z.string(), kind: KindSchema })),
});

export const assignPaymentFormula = defineRoute({
  method: 'POST',
  path: '/payments/formulas/assignments',
  summary: 'Assign a formula from a date to employees (one by one or by the advanced filter); one already assigned from that date is 409',
  tags,
  cache: { changes: assignmentChanges },
  permission: menuAccess('paymentFormulaAssignment', 'edit'),
  body: AssignFormulaBodySchema,
  response: z.object({ assigned: z.number().int() }),
});

export const deleteFormulaAssignment = defineRoute({
  method: 'DELETE',
  path: '/payments/formulas/assignments/:id',
  summary: 'Withdraw an assignment not yet in force; one in force is refused (409 ALREADY_IN_FORCE)',
  tags,
  cache: { changes: assignmentChanges },
  permission: menuAccess('paymentFormulaAssignment', 'edit'),
  params: IdParamsSchema,
  response: OkSchema,
});

// ———————————————————————————————— rates ————————————————————————————————

/** A rate's code is how formulas name it: rate.<code>. */
export const RATE_CODE = /^[a-z][A-Za-z0-9]{0,39}$/;
const AmountSchema = z
  .string({ error: v.required })
  .trim()
  .regex(/^-?\d{1,14}(\.\d{1,6})?$/, { error: v.validNumber });

export const PaymentRateBodySchema = z.strictObject({
  code: z.string({ error: v.required }).trim().regex(RATE_CODE, { error: 'paymentFormulas:validation.rateCode' }),
  name: NameSchema,
  amount: AmountSchema,
  effectiveFrom: isoDate(),
});
export type PaymentRateBody = z.infer<typeof PaymentRateBodySchema>;
export const UpdatePaymentRateBodySchema = PaymentRateBodySchema.extend({ id: z.uuid(), version: VersionSchema });
export type UpdatePaymentRateBody = z.infer<typeof UpdatePaymentRateBodySchema>;

export const PaymentRateSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  amount: z.string(),
  effectiveFrom: z.string(),
  updatedAt: TimestampSchema,
  version: VersionSchema,
});
export type PaymentRate = z.infer<typeof PaymentRateSchema>;

const rateView = menuAccess('paymentFormulaRates', 'view');
const rateEdit = menuAccess('paymentFormulaRates', 'edit');

export const listPaymentRates = defineRoute({
  method: 'GET',
  path: '/payments/formulas/rates',
  summary: 'The company’s rates, by code and date (a rate holds from its date until the next one of the same code)',
  tags,
  permission: rateView,
  response: z.array(PaymentRateSchema),
});

export const createPaymentRate = defineRoute({
  method: 'POST',
  path: '/payments/formulas/rates',
  summary: 'Add a rate from a date; the same code from the same date is 409',
  tags,
  permission: rateEdit,
  body: PaymentRateBodySchema,
  response: PaymentRateSchema,
});

export const updatePaymentRate = defineRoute({
  method: 'PUT',
  path: '/payments/formulas/rates',
  summary: 'Change a rate; a stale version is 409 VERSION_CONFLICT',
  tags,
  permission: rateEdit,
  body: UpdatePaymentRateBodySchema,
  response: PaymentRateSchema,
});

export const deletePaymentRate = defineRoute({
  method: 'DELETE',
  path: '/payments/formulas/rates/:id',
  summary: 'Delete a rate',
  tags,
  permission: rateEdit,
  params: IdParamsSchema,
  response: OkSchema,
});

/** The menu items this module serves (api-module.ts). */
export const paymentFormulasApi = defineApiModule({
  name: 'paymentFormulas',
  menu: ['paymentFormulaLegacy', 'paymentFormulaAssignment', 'paymentFormulaRates'],
});
