import { z } from 'zod';
import { defineApiModule } from '../api-module.ts';
import { IdParamsSchema, isoDate, OkSchema, TableRequestSchema, TimestampSchema, tableResponse, VersionSchema } from '../common.ts';
import { defineRoute, menuAccess, recordAccess } from '../route.ts';
import { multiLine } from '../text.ts';
import { v } from '../validation.ts';

/**
 * Pay items, the spec's "exemptions" (issue 16, item 2; Settings › Exemption): recurring and one-off
 * earnings, benefits and deductions. A category says what kind of pay an item is and how each
 * country's statutory schemes and income tax treat it; a policy is an item with its amount (or a
 * payment formula); a profile bundles policies with a description and amount each; an assignment
 * gives a policy to an employee from a date (one-offs: on that date) until it is unassigned. The
 * payrun reads what is due in a month through the module's service (`payItemsFor`).
 */

export const PAY_ITEM_KINDS = ['earning', 'benefit', 'deduction'] as const;
export type PayItemKind = (typeof PAY_ITEM_KINDS)[number];
export const PAY_ITEM_RECURRENCES = ['recurring', 'oneOff'] as const;
export type PayItemRecurrence = (typeof PAY_ITEM_RECURRENCES)[number];

/** Singapore CPF (CPF Act First Schedule): ordinary wage, additional wage (bonus, irregular) or not wages. */
export const SG_CPF_TREATMENTS = ['ordinaryWage', 'additionalWage', 'notSubject'] as const;
/** Malaysia EPF Act s.2 / SOCSO Act s.2 "wages": counted or not (SOCSO's decides EIS too). */
export const MY_WAGE_TREATMENTS = ['wage', 'notWage'] as const;
/** Malaysia PCB: normal remuneration (Y1), additional remuneration (Yt: bonus, arrears) or exempt. */
export const MY_PCB_TREATMENTS = ['normal', 'additional', 'exempt'] as const;
/** Indonesia PMK 168/2023 bruto: regular income, irregular (bonus, THR) or not income. */
export const ID_BRUTO_TREATMENTS = ['regular', 'irregular', 'excluded'] as const;
/** Vietnam PIT (Circular 111/2013): taxable, exempt, or exempt up to a monthly cap (meals). */
export const VN_PIT_TREATMENTS = ['taxable', 'exempt', 'exemptUpToCap'] as const;
/** Counted in a scheme's contribution base or not (VN SI salary; PH SSS/Pag-IBIG compensation). */
export const BASE_TREATMENTS = ['included', 'excluded'] as const;
/** Philippines (NIRC s.32(B)(7)(e), RR 29-2025): taxable, de minimis within a ceiling, 13th-month and other benefits (90,000 a year), or not taxable. */
export const PH_TAX_TREATMENTS = ['taxable', 'deMinimis', 'otherBenefits', 'nonTaxable'] as const;

export const PAY_ITEM_LIMITS = {
  /** Employees one bulk assignment or one preview covers. */
  maxEmployees: 500,
  maxItemsPerProfile: 40,
  /** Policies one assignment gives at once. */
  maxItemsPerAssignment: 40,
  /** Lines one printed document holds: beyond it the list is narrowed (an employee, a date) first. */
  maxPrintedLines: 3_000,
} as const;

/** An amount of money as a decimal string (at most 2 decimals, never a float); zero allowed. */
export const PayItemAmountSchema = z
  .string({ error: v.required })
  .trim()
  .max(16, { error: v.tooLong })
  .regex(/^\d{1,12}(\.\d{1,2})?$/, { error: v.validNumber });

/** A pay month, YYYY-MM. */
export const PayItemPeriodSchema = z
  .string({ error: v.required })
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: v.validFormat });

const NameSchema = z.string({ error: v.required }).trim().min(1, { error: v.required }).max(120, { error: v.tooLong });
const DescriptionSchema = multiLine(z.string().trim().max(1000, { error: v.tooLong })).default('');
const orNull = <T extends z.ZodType>(schema: T) => schema.nullable().default(null);

/** How each country's schemes and income tax treat an item (the payrun passes bases to the engines by it). */
export const PayItemTreatmentSchema = z
  .strictObject({
    sg: z.strictObject({ cpf: z.enum(SG_CPF_TREATMENTS) }),
    my: z.strictObject({ epf: z.enum(MY_WAGE_TREATMENTS), socso: z.enum(MY_WAGE_TREATMENTS), pcb: z.enum(MY_PCB_TREATMENTS) }),
    id: z.strictObject({ bruto: z.enum(ID_BRUTO_TREATMENTS), benefitInKind: z.boolean() }),
    vn: z.strictObject({ pit: z.enum(VN_PIT_TREATMENTS), pitCap: orNull(PayItemAmountSchema), insurance: z.enum(BASE_TREATMENTS) }),
    ph: z.strictObject({
      tax: z.enum(PH_TAX_TREATMENTS),
      deMinimisCap: orNull(PayItemAmountSchema),
      contributions: z.enum(BASE_TREATMENTS),
    }),
  })
  .superRefine((value, context) => {
    if (value.vn.pit === 'exemptUpToCap' && value.vn.pitCap === null) {
      context.addIssue({ code: 'custom', path: ['vn', 'pitCap'], message: v.required });
    }
    if (value.ph.tax === 'deMinimis' && value.ph.deMinimisCap === null) {
      context.addIssue({ code: 'custom', path: ['ph', 'deMinimisCap'], message: v.required });
    }
  });
export type PayItemTreatment = z.infer<typeof PayItemTreatmentSchema>;

// ---- categories

const CategoryFieldsSchema = z.strictObject({
  name: NameSchema,
  description: DescriptionSchema,
  kind: z.enum(PAY_ITEM_KINDS, { error: v.invalidOption }),
  treatment: PayItemTreatmentSchema,
});
export const CreatePayItemCategoryBodySchema = CategoryFieldsSchema;
export type CreatePayItemCategoryBody = z.infer<typeof CreatePayItemCategoryBodySchema>;
export const UpdatePayItemCategoryBodySchema = CategoryFieldsSchema.extend({ id: z.uuid(), version: VersionSchema });
export type UpdatePayItemCategoryBody = z.infer<typeof UpdatePayItemCategoryBodySchema>;

export const PayItemCategorySchema = z.object({
  id: z.uuid(),
  /** The default category it was made from (transport, meal …); null for the company's own. */
  code: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  kind: z.enum(PAY_ITEM_KINDS),
  treatment: PayItemTreatmentSchema,
  /** Policies of this category. */
  policies: z.number().int(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  version: VersionSchema,
});
export type PayItemCategory = z.infer<typeof PayItemCategorySchema>;

/** The vocabulary of the forms: kinds, recurrences and every treatment's options, with the default treatment of each kind. */
export const PayItemTypesSchema = z.object({
  kinds: z.array(z.enum(PAY_ITEM_KINDS)),
  recurrences: z.array(z.enum(PAY_ITEM_RECURRENCES)),
  defaultTreatment: z.record(z.enum(PAY_ITEM_KINDS), PayItemTreatmentSchema),
});
export type PayItemTypes = z.infer<typeof PayItemTypesSchema>;

// ---- policies

const PolicyFieldsSchema = z.strictObject({
  categoryId: z.uuid({ error: v.required }),
  name: NameSchema,
  description: DescriptionSchema,
  recurrence: z.enum(PAY_ITEM_RECURRENCES, { error: v.invalidOption }),
  /** The fixed amount each assignment starts with; null when a payment formula computes it. */
  amount: orNull(PayItemAmountSchema),
  /** A payment formula (payments/formulas) that computes the amount in the payrun. */
  formulaId: orNull(z.uuid()),
  /** Employees may request it for themselves (self-service), through the approval workflow for exemption requests. */
  requestable: z.boolean().default(false),
  /** A requester may change the fixed amount; otherwise they request the policy's amount as it is. */
  requestAmountEditable: z.boolean().default(false),
});
const amountOrFormula = (body: { amount: string | null; formulaId: string | null }) => body.amount !== null || body.formulaId !== null;
export const CreatePayItemPolicyBodySchema = PolicyFieldsSchema.refine(amountOrFormula, { path: ['amount'], error: v.required });
export type CreatePayItemPolicyBody = z.infer<typeof CreatePayItemPolicyBodySchema>;
export const UpdatePayItemPolicyBodySchema = PolicyFieldsSchema.extend({ id: z.uuid(), version: VersionSchema }).refine(amountOrFormula, {
  path: ['amount'],
  error: v.required,
});
export type UpdatePayItemPolicyBody = z.infer<typeof UpdatePayItemPolicyBodySchema>;

export const PayItemPolicySchema = z.object({
  id: z.uuid(),
  categoryId: z.uuid(),
  categoryName: z.string(),
  kind: z.enum(PAY_ITEM_KINDS),
  name: z.string(),
  description: z.string(),
  recurrence: z.enum(PAY_ITEM_RECURRENCES),
  amount: z.string().nullable(),
  formulaId: z.uuid().nullable(),
  requestable: z.boolean(),
  requestAmountEditable: z.boolean(),
  /** Assignments of it, past and present. */
  assignments: z.number().int(),
  updatedAt: TimestampSchema,
  version: VersionSchema,
});
export type PayItemPolicy = z.infer<typeof PayItemPolicySchema>;

export const PayItemPolicyTableBodySchema = TableRequestSchema.extend({ recurrence: z.enum(PAY_ITEM_RECURRENCES).optional() });

/** Where a policy is used: the assignments that give it and the profiles that hold it. */
export const PayItemPolicyUsageSchema = z.object({
  assignments: z.array(
    z.object({
      employeeId: z.uuid(),
      employeeName: z.string(),
      employmentNumber: z.string(),
      effectiveFrom: z.string(),
      endedOn: z.string().nullable(),
    }),
  ),
  profiles: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type PayItemPolicyUsage = z.infer<typeof PayItemPolicyUsageSchema>;

export const PolicyCheckBodySchema = z.strictObject({ employeeId: z.uuid({ error: v.required }), date: isoDate() });
export type PolicyCheckBody = z.infer<typeof PolicyCheckBodySchema>;
/** The policies that can still be given to an employee on a date: a recurring one already in force there is left out. */
export const PolicyCheckSchema = z.object({
  available: z.array(PayItemPolicySchema),
  /** Recurring policies left to add: none means every recurring policy is in force for them already. */
  recurringLeft: z.number().int(),
});
export type PolicyCheck = z.infer<typeof PolicyCheckSchema>;

// ---- profiles

const ProfileItemInputSchema = z.strictObject({
  policyId: z.uuid({ error: v.required }),
  description: DescriptionSchema,
  /** Null: the policy's own amount. */
  amount: orNull(PayItemAmountSchema),
});
const ProfileFieldsSchema = z.strictObject({
  name: NameSchema,
  description: DescriptionSchema,
  items: z.array(ProfileItemInputSchema).max(PAY_ITEM_LIMITS.maxItemsPerProfile, { error: v.tooLong }),
});
export const CreatePayItemProfileBodySchema = ProfileFieldsSchema;
export type CreatePayItemProfileBody = z.infer<typeof CreatePayItemProfileBodySchema>;
export const UpdatePayItemProfileBodySchema = ProfileFieldsSchema.extend({ id: z.uuid(), version: VersionSchema });
export type UpdatePayItemProfileBody = z.infer<typeof UpdatePayItemProfileBodySchema>;

export const PayItemProfileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  items: z.array(
    z.object({
      policyId: z.uuid(),
      policyName: z.string(),
      kind: z.enum(PAY_ITEM_KINDS),
      recurrence: z.enum(PAY_ITEM_RECURRENCES),
      description: z.string(),
      amount: z.string().nullable(),
    }),
  ),
  updatedAt: TimestampSchema,
  version: VersionSchema,
});
export type PayItemProfile = z.infer<typeof PayItemProfileSchema>;

// ---- assignments

const AssignItemSchema = z.strictObject({
  policyId: z.uuid({ error: v.required }),
  /** Null: the policy's amount (or the profile item's). */
  amount: orNull(PayItemAmountSchema),
  description: DescriptionSchema,
});
export const AssignPayItemsBodySchema = z
  .strictObject({
    /** Picked one by one, or every id the employee list's advanced filter matched. */
    employeeIds: z.array(z.uuid()).min(1, { error: v.required }).max(PAY_ITEM_LIMITS.maxEmployees, { error: v.tooLong }),
    /** From this date (a one-off: paid in this date's month). */
    effectiveFrom: isoDate(),
    /** A profile's items… */
    profileId: orNull(z.uuid()),
    /** …or these policies. */
    items: z.array(AssignItemSchema).max(PAY_ITEM_LIMITS.maxItemsPerAssignment, { error: v.tooLong }).default([]),
  })
  .refine((body) => (body.profileId === null) !== (body.items.length === 0), { path: ['items'], error: v.required });
export type AssignPayItemsBody = z.infer<typeof AssignPayItemsBodySchema>;

export const PayItemAssignmentSchema = z.object({
  id: z.uuid(),
  employeeId: z.uuid(),
  employeeName: z.string(),
  employmentNumber: z.string(),
  policyId: z.uuid(),
  policyName: z.string(),
  categoryName: z.string(),
  kind: z.enum(PAY_ITEM_KINDS),
  recurrence: z.enum(PAY_ITEM_RECURRENCES),
  amount: z.string().nullable(),
  formulaId: z.uuid().nullable(),
  description: z.string(),
  effectiveFrom: z.string(),
  /** The last day it applies (unassigned); null while open. */
  endedOn: z.string().nullable(),
  profileName: z.string().nullable(),
  createdAt: TimestampSchema,
  version: VersionSchema,
});
export type PayItemAssignment = z.infer<typeof PayItemAssignmentSchema>;

export const PayItemAssignmentTableBodySchema = TableRequestSchema.extend({
  employeeId: z.uuid().optional(),
  /** In force on this date only; absent: the whole history. */
  date: isoDate().optional(),
});
export type PayItemAssignmentTableBody = z.infer<typeof PayItemAssignmentTableBodySchema>;

export const UnassignPayItemBodySchema = z.strictObject({
  id: z.uuid({ error: v.required }),
  version: VersionSchema,
  /** The last day it applies; before its start: it never applied (cancelled). */
  endedOn: isoDate(),
});
export type UnassignPayItemBody = z.infer<typeof UnassignPayItemBodySchema>;

// ---- generate and preview

export const PayItemPeriodBodySchema = z.strictObject({
  period: PayItemPeriodSchema,
  /** Absent: every employee the caller reaches. */
  employeeIds: z.array(z.uuid()).max(PAY_ITEM_LIMITS.maxEmployees, { error: v.tooLong }).optional(),
});
export type PayItemPeriodBody = z.infer<typeof PayItemPeriodBodySchema>;

/** One item due to one employee in a pay month, as the payrun reads it. */
export const DuePayItemSchema = z.object({
  assignmentId: z.uuid(),
  employeeId: z.uuid(),
  employeeName: z.string(),
  employmentNumber: z.string(),
  policyId: z.uuid(),
  policyName: z.string(),
  categoryName: z.string(),
  kind: z.enum(PAY_ITEM_KINDS),
  recurrence: z.enum(PAY_ITEM_RECURRENCES),
  /** Exact decimal; null when the payment formula computes it. */
  amount: z.string().nullable(),
  formulaId: z.uuid().nullable(),
  description: z.string(),
  /** The days of the month it is in force (a recurring item starting or ending mid-month: the formula prorates). */
  from: z.string(),
  to: z.string(),
  treatment: PayItemTreatmentSchema,
});
export type DuePayItem = z.infer<typeof DuePayItemSchema>;

export const PayItemPreviewSchema = z.object({
  period: z.string(),
  employees: z.array(
    z.object({
      employeeId: z.uuid(),
      employeeName: z.string(),
      employmentNumber: z.string(),
      items: z.array(DuePayItemSchema),
      /** Sums of the fixed amounts by kind (items computed by a formula are not in them). */
      totals: z.object({ earning: z.string(), benefit: z.string(), deduction: z.string() }),
    }),
  ),
});
export type PayItemPreview = z.infer<typeof PayItemPreviewSchema>;

// ---- print (spec: payments/exemptions print, a blob)

/**
 * What is printed: the month's preview (the items due, by employee, with totals), or the
 * assignment list as filtered (one employee, those in force on a date, a search).
 */
export const PayItemPrintBodySchema = z.discriminatedUnion('view', [
  z.strictObject({
    view: z.literal('month'),
    period: PayItemPeriodSchema,
    employeeIds: z.array(z.uuid()).max(PAY_ITEM_LIMITS.maxEmployees, { error: v.tooLong }).optional(),
  }),
  z.strictObject({
    view: z.literal('assignments'),
    employeeId: z.uuid().optional(),
    date: isoDate().optional(),
    search: z.string().trim().max(200, { error: v.tooLong }).default(''),
  }),
]);
export type PayItemPrintBody = z.input<typeof PayItemPrintBodySchema>;

// ---- employees' requests (spec: payments/exemptions request, request update, approve tables)

/** pending: waiting for approval; approved: assigned (paid by the payrun of its month); rejected; cancelled by the employee. */
export const PAY_ITEM_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type PayItemRequestStatus = (typeof PAY_ITEM_REQUEST_STATUSES)[number];

/** A supporting document: a PDF, PNG or JPEG read from its bytes, at most 2 MB. */
export const PAY_ITEM_REQUEST_LIMITS = {
  attachmentMaxBytes: 2_000_000,
  attachmentTypes: ['application/pdf', 'image/png', 'image/jpeg'],
} as const;
const ATTACHMENT_MAX_BASE64 = Math.ceil(PAY_ITEM_REQUEST_LIMITS.attachmentMaxBytes / 3) * 4;

/** A requested amount: above zero, at most 2 decimals, as a decimal string (never a float). */
export const PayItemRequestAmountSchema = PayItemAmountSchema.refine((value) => /[1-9]/.test(value), { error: v.validNumber });

const RequestFieldsSchema = z.strictObject({
  policyId: z.uuid({ error: v.required }),
  amount: PayItemRequestAmountSchema,
  /** One-off: a day of the month it is paid in; recurring: the day it starts. */
  effectiveFrom: isoDate(),
  reason: multiLine(z.string({ error: v.required }).trim().min(1, { error: v.required }).max(1000, { error: v.tooLong })),
  /** An upload of the caller's (`uploadPayItemRequestAttachment`), kept for the request; null for none. */
  attachmentFileId: orNull(z.uuid()),
});
export const CreatePayItemRequestBodySchema = RequestFieldsSchema;
export type CreatePayItemRequestBody = z.infer<typeof CreatePayItemRequestBodySchema>;
export type PayItemRequestInput = z.input<typeof CreatePayItemRequestBodySchema>;
/** A change: `attachmentFileId` null keeps the document the request has (another upload replaces it). */
export const UpdatePayItemRequestBodySchema = RequestFieldsSchema.extend({ id: z.uuid(), version: VersionSchema });
export type UpdatePayItemRequestBody = z.infer<typeof UpdatePayItemRequestBodySchema>;

export const PayItemRequestSchema = z.object({
  id: z.uuid(),
  employeeId: z.uuid(),
  employeeName: z.string(),
  employmentNumber: z.string(),
  policyId: z.uuid(),
  policyName: z.string(),
  kind: z.enum(PAY_ITEM_KINDS),
  recurrence: z.enum(PAY_ITEM_RECURRENCES),
  amount: z.string(),
  effectiveFrom: z.string(),
  reason: z.string(),
  hasAttachment: z.boolean(),
  status: z.enum(PAY_ITEM_REQUEST_STATUSES),
  approvalRequestId: z.uuid().nullable(),
  /** The assignment its approval made. */
  assignmentId: z.uuid().nullable(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  version: VersionSchema,
});
export type PayItemRequest = z.infer<typeof PayItemRequestSchema>;

export const PayItemRequestTableBodySchema = TableRequestSchema.extend({
  status: z.enum(PAY_ITEM_REQUEST_STATUSES).optional(),
  /** Only the caller's own requests (HR sees everyone's otherwise). */
  mine: z.boolean().default(false),
});
export type PayItemRequestTableBody = z.infer<typeof PayItemRequestTableBodySchema>;

export const PayItemRequestAccessSchema = z.object({
  /** HR (a role reaching every employee): sees everyone's requests. */
  manages: z.boolean(),
  /** The caller is an employee, who can request. */
  requests: z.boolean(),
});
export type PayItemRequestAccess = z.infer<typeof PayItemRequestAccessSchema>;

const tags = ['pay-items'];
const changes = ['pay-items'];
const reads = ['pay-items', 'employees'];
/** A list a form picks from is read through the page that uses it as well (a policy form lists the categories). */
const pickAccess = (
  menu: 'exemptionCategory' | 'exemptionPolicy' | 'exemptionProfile',
  through: 'exemptionPolicy' | 'exemptionProfile' | 'exemptionAssignment',
) => recordAccess({ menu, ownMenu: through, level: 'view' });
/** HR reach everyone's assignments; an employee with Exemption reaches their own. */
const assignmentView = recordAccess({ menu: 'exemptionAssignment', ownMenu: 'exemption', level: 'view' });
const assignmentEdit = menuAccess('exemptionAssignment', 'edit');

export const getPayItemTypes = defineRoute({
  method: 'GET',
  path: '/exemptions/types',
  summary: 'The kinds (earning, benefit, deduction), recurrences and each kind’s default statutory treatment per country',
  tags,
  cache: { immutable: true },
  permission: pickAccess('exemptionCategory', 'exemptionPolicy'),
  response: PayItemTypesSchema,
});

export const listPayItemCategories = defineRoute({
  method: 'POST',
  path: '/exemptions/categories/table',
  readsOnly: true,
  summary: 'Pay item categories with their statutory treatment (table protocol); a company’s first call makes the default categories',
  tags,
  permission: pickAccess('exemptionCategory', 'exemptionPolicy'),
  cache: { reads: ['pay-items'] },
  body: TableRequestSchema,
  response: tableResponse(PayItemCategorySchema),
});

export const createPayItemCategory = defineRoute({
  method: 'POST',
  path: '/exemptions/categories',
  summary: 'Add a category with its kind and statutory treatment per country; 409 NAME_TAKEN',
  tags,
  permission: menuAccess('exemptionCategory', 'edit'),
  cache: { changes },
  body: CreatePayItemCategoryBodySchema,
  response: PayItemCategorySchema,
});

export const updatePayItemCategory = defineRoute({
  method: 'PUT',
  path: '/exemptions/categories',
  summary: 'Change a category; 409 NAME_TAKEN, VERSION_CONFLICT',
  tags,
  permission: menuAccess('exemptionCategory', 'edit'),
  cache: { changes },
  body: UpdatePayItemCategoryBodySchema,
  response: PayItemCategorySchema,
});

export const deletePayItemCategory = defineRoute({
  method: 'DELETE',
  path: '/exemptions/categories/:id',
  summary: 'Delete a category; 409 IN_USE while a policy has it, 409 PAY_ITEM_CATEGORY_IN_USE while a claim policy is paid under it',
  tags,
  permission: menuAccess('exemptionCategory', 'edit'),
  cache: { changes },
  params: IdParamsSchema,
  response: OkSchema,
});

export const listPayItemPolicies = defineRoute({
  method: 'POST',
  path: '/exemptions/policies/table',
  readsOnly: true,
  summary: 'Pay item policies (table protocol), searchable by name or category, filtered by recurrence',
  tags,
  permission: pickAccess('exemptionPolicy', 'exemptionProfile'),
  cache: { reads: ['pay-items'] },
  body: PayItemPolicyTableBodySchema,
  response: tableResponse(PayItemPolicySchema),
});

export const createPayItemPolicy = defineRoute({
  method: 'POST',
  path: '/exemptions/policies',
  summary: 'Add a policy: a category’s item, recurring or one-off, with a fixed amount or a payment formula; 409 NAME_TAKEN',
  tags,
  permission: menuAccess('exemptionPolicy', 'edit'),
  cache: { changes },
  body: CreatePayItemPolicyBodySchema,
  response: PayItemPolicySchema,
});

export const updatePayItemPolicy = defineRoute({
  method: 'PUT',
  path: '/exemptions/policies',
  summary: 'Change a policy (assignments keep the amount they were given); 409 NAME_TAKEN, VERSION_CONFLICT',
  tags,
  permission: menuAccess('exemptionPolicy', 'edit'),
  cache: { changes },
  body: UpdatePayItemPolicyBodySchema,
  response: PayItemPolicySchema,
});

export const deletePayItemPolicy = defineRoute({
  method: 'DELETE',
  path: '/exemptions/policies/:id',
  summary: 'Delete a policy; refused with 409 PAY_ITEM_POLICY_IN_USE while an assignment or a profile has it (see its usage)',
  tags,
  permission: menuAccess('exemptionPolicy', 'edit'),
  cache: { changes },
  params: IdParamsSchema,
  response: OkSchema,
});

export const getPayItemPolicyUsage = defineRoute({
  method: 'GET',
  path: '/exemptions/policies/:id/usage',
  summary: 'Where a policy is used: its assignments (past and present) and the profiles that hold it',
  tags,
  permission: menuAccess('exemptionPolicy', 'view'),
  cache: { reads },
  params: IdParamsSchema,
  response: PayItemPolicyUsageSchema,
});

export const checkPayItemPolicies = defineRoute({
  method: 'POST',
  path: '/exemptions/policies/check',
  readsOnly: true,
  summary: 'The policies that can still be given to an employee on a date (a recurring one in force then is left out)',
  tags,
  permission: menuAccess('exemptionAssignment', 'view'),
  cache: { reads },
  body: PolicyCheckBodySchema,
  response: PolicyCheckSchema,
});

export const unassignPayItem = defineRoute({
  method: 'POST',
  path: '/exemptions/policies/unassign',
  summary: 'End an assignment: its last day (the history keeps it); 409 VERSION_CONFLICT',
  tags,
  permission: assignmentEdit,
  cache: { changes },
  body: UnassignPayItemBodySchema,
  response: PayItemAssignmentSchema,
});

export const listPayItemProfiles = defineRoute({
  method: 'POST',
  path: '/exemptions/profiles/table',
  readsOnly: true,
  summary: 'Pay item profiles with their items (table protocol), searchable by name',
  tags,
  permission: pickAccess('exemptionProfile', 'exemptionAssignment'),
  cache: { reads: ['pay-items'] },
  body: TableRequestSchema,
  response: tableResponse(PayItemProfileSchema),
});

export const createPayItemProfile = defineRoute({
  method: 'POST',
  path: '/exemptions/profiles',
  summary: 'Add a profile: policies with a description and an amount each; 409 NAME_TAKEN',
  tags,
  permission: menuAccess('exemptionProfile', 'edit'),
  cache: { changes },
  body: CreatePayItemProfileBodySchema,
  response: PayItemProfileSchema,
});

export const updatePayItemProfile = defineRoute({
  method: 'PUT',
  path: '/exemptions/profiles',
  summary: 'Change a profile (assignments made from it keep their items); 409 NAME_TAKEN, VERSION_CONFLICT',
  tags,
  permission: menuAccess('exemptionProfile', 'edit'),
  cache: { changes },
  body: UpdatePayItemProfileBodySchema,
  response: PayItemProfileSchema,
});

export const deletePayItemProfile = defineRoute({
  method: 'DELETE',
  path: '/exemptions/profiles/:id',
  summary: 'Delete a profile (assignments made from it stay)',
  tags,
  permission: menuAccess('exemptionProfile', 'edit'),
  cache: { changes },
  params: IdParamsSchema,
  response: OkSchema,
});

export const assignPayItems = defineRoute({
  method: 'PUT',
  path: '/exemptions/assigns',
  summary:
    'Give policies (or a profile’s items) to employees from a date; a recurring policy already in force for someone then is refused (409 PAY_ITEM_ALREADY_ASSIGNED)',
  tags,
  permission: assignmentEdit,
  cache: { changes },
  body: AssignPayItemsBodySchema,
  response: z.object({ assigned: z.number().int() }),
});

export const listPayItemAssignments = defineRoute({
  method: 'POST',
  path: '/payments/exemptions/table',
  readsOnly: true,
  summary: 'Pay item assignments in the caller’s reach (table protocol): the history, or those in force on a date',
  tags,
  permission: assignmentView,
  cache: { reads },
  body: PayItemAssignmentTableBodySchema,
  response: tableResponse(PayItemAssignmentSchema),
});

export const deletePayItemAssignment = defineRoute({
  method: 'DELETE',
  path: '/payments/exemptions/:id',
  summary: 'Delete an assignment made by mistake (to stop one that applied, unassign it instead)',
  tags,
  permission: assignmentEdit,
  cache: { changes },
  params: IdParamsSchema,
  response: OkSchema,
});

export const generatePayItems = defineRoute({
  method: 'POST',
  path: '/payments/exemptions/generate',
  readsOnly: true,
  summary:
    'The pay items due in a month (recurring ones in force, one-offs dated in it) for each employee, with exact amounts and statutory treatment',
  tags,
  permission: assignmentView,
  cache: { reads },
  body: PayItemPeriodBodySchema,
  response: z.array(DuePayItemSchema),
});

export const previewPayItems = defineRoute({
  method: 'POST',
  path: '/payments/exemptions/preview',
  readsOnly: true,
  summary: 'The pay items due in a month by employee, with totals by kind',
  tags,
  permission: assignmentView,
  cache: { reads },
  body: PayItemPeriodBodySchema,
  response: PayItemPreviewSchema,
});

export const printPayItems = defineRoute({
  method: 'POST',
  path: '/payments/exemptions/print',
  readsOnly: true,
  summary:
    'The month’s pay items by employee with totals, or the assignment list as filtered, as a PDF in the caller’s language; more than PAY_ITEM_LIMITS.maxPrintedLines lines is 422 PAY_ITEM_PRINT_TOO_LARGE',
  tags,
  permission: assignmentView,
  cache: { reads },
  body: PayItemPrintBodySchema,
  produces: 'file',
  fileTypes: ['application/pdf'],
  response: z.unknown(),
});

// ---- employees' requests

const requestView = menuAccess('exemption', 'view');
const requestEdit = menuAccess('exemption', 'edit');
const requestChanges = ['pay-items', 'approvals'];

export const getPayItemRequestAccess = defineRoute({
  method: 'GET',
  path: '/payments/exemptions/request/access',
  summary: 'What the caller does on the pay item requests page: see everyone’s requests (HR), request for oneself (an employee)',
  tags,
  permission: requestView,
  cache: { reads: ['pay-items'] },
  response: PayItemRequestAccessSchema,
});

export const listRequestablePayItemPolicies = defineRoute({
  method: 'GET',
  path: '/payments/exemptions/request/policies',
  summary: 'The policies the company lets employees request, by name (the request form’s choice)',
  tags,
  permission: requestView,
  cache: { reads: ['pay-items'] },
  response: z.array(PayItemPolicySchema),
});

export const uploadPayItemRequestAttachment = defineRoute({
  method: 'POST',
  path: '/payments/exemptions/request/attachments',
  summary:
    'Upload the supporting document of a request about to be sent: a PDF, PNG or JPEG under 2 MB, in base64. Answers its id, for `attachmentFileId` within a day.',
  tags,
  permission: requestEdit,
  created: true,
  cache: { changes: [] },
  bodyLimitBytes: ATTACHMENT_MAX_BASE64 + 16 * 1024,
  body: z.strictObject({
    data: z.base64({ error: v.validFormat }).min(1, { error: v.required }).max(ATTACHMENT_MAX_BASE64, { error: 'validation:documentSize' }),
  }),
  response: z.object({ fileId: z.uuid() }),
});

export const requestPayItem = defineRoute({
  method: 'POST',
  path: '/payments/exemptions/request',
  summary:
    'Request a requestable policy for oneself: sent for approval on the workflow for exemption requests (assigned at once without one); a recurring policy held on that date is 409 PAY_ITEM_ALREADY_ASSIGNED',
  tags,
  permission: requestEdit,
  cache: { changes: requestChanges },
  body: CreatePayItemRequestBodySchema,
  response: PayItemRequestSchema,
});

export const updatePayItemRequest = defineRoute({
  method: 'PUT',
  path: '/payments/exemptions/request',
  summary:
    'Change one’s own pending request: it goes through approval again; one decided already is 409 PAY_ITEM_REQUEST_NOT_PENDING, a stale version 409 VERSION_CONFLICT',
  tags,
  permission: requestEdit,
  cache: { changes: requestChanges },
  body: UpdatePayItemRequestBodySchema,
  response: PayItemRequestSchema,
});

export const cancelPayItemRequest = defineRoute({
  method: 'POST',
  path: '/payments/exemptions/requests/:id/cancel',
  summary: 'Cancel one’s own pending request (its approval is withdrawn); one decided already is 409 PAY_ITEM_REQUEST_NOT_PENDING',
  tags,
  permission: requestEdit,
  cache: { changes: requestChanges },
  params: IdParamsSchema,
  body: z.strictObject({ version: VersionSchema }),
  response: PayItemRequestSchema,
});

export const listPayItemRequests = defineRoute({
  method: 'POST',
  path: '/payments/exemptions/requests/table',
  readsOnly: true,
  summary:
    'Pay item requests (table protocol): everyone’s for HR, one’s own otherwise; filtered by status, searchable by employee, policy and reason',
  tags,
  permission: requestView,
  cache: { reads: ['pay-items', 'employees', 'approvals'] },
  body: PayItemRequestTableBodySchema,
  response: tableResponse(PayItemRequestSchema),
});

export const getPayItemRequestAttachment = defineRoute({
  method: 'GET',
  path: '/payments/exemptions/requests/:id/attachment',
  summary: 'A request’s supporting document, for its employee, HR and the request’s approvers: 404 otherwise',
  tags,
  permission: requestView,
  cache: { reads: ['pay-items'] },
  params: IdParamsSchema,
  produces: 'file',
  fileTypes: PAY_ITEM_REQUEST_LIMITS.attachmentTypes,
  response: z.unknown(),
});

export const listPayItemRequestApprovals = defineRoute({
  method: 'GET',
  path: '/payments/exemptions/approve/table',
  summary: 'The approve table: the pay item requests waiting for the caller’s decision (decided through the approvals’ decide route)',
  tags,
  permission: requestView,
  cache: { reads: ['pay-items', 'approvals', 'employees'] },
  response: z.array(PayItemRequestSchema),
});

/** The menu items this module serves (api-module.ts). */
export const payItemsApi = defineApiModule({
  name: 'payItems',
  menu: ['exemption', 'exemptionCategory', 'exemptionPolicy', 'exemptionProfile', 'exemptionAssignment'],
  // The import is a page under Settings › Exemption › Assignment.
  records: [{ name: 'exemptionImport', path: '/settings/exemption/assignment/import', under: 'exemptionAssignment' }],
});
