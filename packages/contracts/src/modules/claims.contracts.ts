import { z } from 'zod';
import { defineApiModule } from '../api-module.ts';
import {
  clearable,
  IdParamsSchema,
  isoDate,
  OkSchema,
  TableRequestSchema,
  TimestampSchema,
  tableResponse,
  VersionSchema,
} from '../common.ts';
import { defineRoute, menuAccess } from '../route.ts';
import { multiLine } from '../text.ts';
import { v } from '../validation.ts';
import { PAY_ITEM_KINDS } from './pay-items.contracts.ts';

/**
 * Claims (issue 16, item 3; Payroll › Claims): claim policies (a type of expense, the pay item
 * category it is paid under, a limit per month or year, whether a receipt is required), and
 * employees' claims of expenses with their receipts, routed through the approval workflow for
 * claims. An approved claim is paid by the next payrun (the module's `approvedClaimsFor` and
 * `markClaimsPaid`). A claim over the remaining amount of its limit is refused.
 */

export const CLAIM_LIMIT_PERIODS = ['month', 'year'] as const;
export type ClaimLimitPeriod = (typeof CLAIM_LIMIT_PERIODS)[number];

/** pending: waiting for approval; approved: to be paid by the next payrun; paid: a payrun took it. */
export const CLAIM_STATUSES = ['pending', 'approved', 'paid', 'rejected', 'cancelled'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
/** The statuses whose amounts count against a limit. */
export const CLAIM_COUNTED_STATUSES: readonly ClaimStatus[] = ['pending', 'approved', 'paid'];

/** A receipt: a PDF, PNG or JPEG read from its bytes (a renamed file is refused), at most 2 MB; at most 5 a claim. */
export const CLAIM_LIMITS = {
  maxReceipts: 5,
  receiptMaxBytes: 2_000_000,
  receiptTypes: ['application/pdf', 'image/png', 'image/jpeg'],
} as const;
const RECEIPT_MAX_BASE64 = Math.ceil(CLAIM_LIMITS.receiptMaxBytes / 3) * 4;

/** An amount of money above zero, as a decimal string with at most 2 decimals (never a float). */
export const ClaimAmountSchema = z
  .string({ error: v.required })
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, { error: v.validNumber })
  .refine((value) => /[1-9]/.test(value), { error: v.validNumber });

const NameSchema = z.string({ error: v.required }).trim().min(1, { error: v.required }).max(120, { error: v.tooLong });
const DescriptionSchema = multiLine(z.string().trim().max(1000, { error: v.tooLong })).default('');

// ---- claim policies (types)

const ClaimTypeFieldsSchema = z.strictObject({
  name: NameSchema,
  description: DescriptionSchema,
  /** The pay item category (pay-items module) an approved claim is paid under. */
  payItemCategoryId: z.uuid({ error: v.required }),
  /** The most claimed per period, or null for no limit. */
  limitAmount: clearable(ClaimAmountSchema).default(null),
  limitPeriod: z.enum(CLAIM_LIMIT_PERIODS, { error: v.invalidOption }).default('month'),
  receiptRequired: z.boolean().default(false),
});

export const CreateClaimTypeBodySchema = ClaimTypeFieldsSchema;
export type CreateClaimTypeBody = z.infer<typeof CreateClaimTypeBodySchema>;
export type ClaimTypeInput = z.input<typeof CreateClaimTypeBodySchema>;

export const UpdateClaimTypeBodySchema = ClaimTypeFieldsSchema.extend({ id: z.uuid(), version: VersionSchema });
export type UpdateClaimTypeBody = z.infer<typeof UpdateClaimTypeBodySchema>;

export const ClaimTypeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  payItemCategoryId: z.uuid(),
  payItemCategoryName: z.string(),
  limitAmount: z.string().nullable(),
  limitPeriod: z.enum(CLAIM_LIMIT_PERIODS),
  receiptRequired: z.boolean(),
  updatedAt: TimestampSchema,
  version: VersionSchema,
});
export type ClaimType = z.infer<typeof ClaimTypeSchema>;

export const ClaimPayCategorySchema = z.object({ id: z.uuid(), name: z.string(), kind: z.enum(PAY_ITEM_KINDS) });
export type ClaimPayCategory = z.infer<typeof ClaimPayCategorySchema>;

// ---- claims

export const CreateClaimBodySchema = z.strictObject({
  typeId: z.uuid({ error: v.required }),
  expenseDate: isoDate(),
  amount: ClaimAmountSchema,
  description: DescriptionSchema,
  /** Uploads of the caller's (`uploadClaimReceipt`), kept for the claim when it is made. */
  receiptFileIds: z.array(z.uuid()).max(CLAIM_LIMITS.maxReceipts, { error: v.tooLong }).default([]),
});
export type CreateClaimBody = z.infer<typeof CreateClaimBodySchema>;
export type ClaimInput = z.input<typeof CreateClaimBodySchema>;

export const ClaimSchema = z.object({
  id: z.uuid(),
  employeeId: z.uuid(),
  employeeName: z.string(),
  employmentNumber: z.string(),
  typeId: z.uuid(),
  typeName: z.string(),
  expenseDate: z.string(),
  amount: z.string(),
  description: z.string(),
  receiptCount: z.number().int().min(0).max(CLAIM_LIMITS.maxReceipts),
  status: z.enum(CLAIM_STATUSES),
  approvalRequestId: z.uuid().nullable(),
  payrunId: z.uuid().nullable(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  version: VersionSchema,
});
export type Claim = z.infer<typeof ClaimSchema>;

export const ClaimTableRequestSchema = TableRequestSchema.extend({
  status: z.enum(CLAIM_STATUSES).optional(),
  /** Only the caller's own claims (HR sees everyone's otherwise). */
  mine: z.boolean().default(false),
});
export type ClaimTableRequest = z.infer<typeof ClaimTableRequestSchema>;

export const ClaimBalanceBodySchema = z.strictObject({
  typeId: z.uuid(),
  expenseDate: isoDate(),
  /** The amount about to be claimed, when known: the answer says what would remain and whether it fits. */
  amount: ClaimAmountSchema.optional(),
});
export type ClaimBalanceBody = z.infer<typeof ClaimBalanceBodySchema>;

/** The caller's limit of a type over the period of a date: what is claimed (pending, approved, paid) and what remains. */
export const ClaimBalanceSchema = z.object({
  limitAmount: z.string().nullable(),
  limitPeriod: z.enum(CLAIM_LIMIT_PERIODS),
  periodStart: z.string(),
  periodEnd: z.string(),
  used: z.string(),
  /** Null when the type has no limit. */
  remaining: z.string().nullable(),
  /** What would remain after the amount asked about (negative when over); null without a limit or an amount. */
  remainingAfter: z.string().nullable(),
  /** Whether the amount asked about fits in what remains (true without a limit or an amount). */
  fits: z.boolean(),
  receiptRequired: z.boolean(),
});
export type ClaimBalance = z.infer<typeof ClaimBalanceSchema>;

export const ClaimReceiptParamsSchema = z.strictObject({
  id: z.uuid(),
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(CLAIM_LIMITS.maxReceipts - 1),
});

const tags = ['claims'];
const view = menuAccess('claims', 'view');
const edit = menuAccess('claims', 'edit');
const changes = ['claims', 'approvals'];

export const ClaimsAccessSchema = z.object({
  /** HR (a role reaching every employee): writes the policies and sees everyone's claims. */
  manages: z.boolean(),
  /** The caller is an employee, who can claim. */
  claims: z.boolean(),
});
export type ClaimsAccess = z.infer<typeof ClaimsAccessSchema>;

export const getClaimsAccess = defineRoute({
  method: 'GET',
  path: '/claims/access',
  summary: 'What the caller does on the claims page: manage the policies and everyone’s claims (HR), claim for oneself (an employee)',
  tags,
  permission: view,
  response: ClaimsAccessSchema,
  cache: { reads: ['claims'] },
});

export const listClaimTypes = defineRoute({
  method: 'POST',
  path: '/claims/types/table',
  readsOnly: true,
  summary: 'Claim policies (table protocol), searchable by name and description',
  tags,
  permission: view,
  body: TableRequestSchema,
  response: tableResponse(ClaimTypeSchema),
  cache: { reads: ['claims', 'pay-items'] },
});

export const listClaimTypeOptions = defineRoute({
  method: 'GET',
  path: '/claims/types/options',
  summary: 'Every claim policy, by name (the claim form’s choice)',
  tags,
  permission: view,
  response: z.array(ClaimTypeSchema),
  cache: { reads: ['claims', 'pay-items'] },
});

export const listClaimPayCategories = defineRoute({
  method: 'GET',
  path: '/claims/pay-categories',
  summary: 'The pay item categories a claim policy may be paid under (earnings and benefits)',
  tags,
  permission: edit,
  response: z.array(ClaimPayCategorySchema),
  cache: { reads: ['pay-items'] },
});

export const createClaimType = defineRoute({
  method: 'POST',
  path: '/claims/types',
  summary: 'Add a claim policy (HR: a role reaching every employee); a name the company already has is 409 NAME_TAKEN',
  tags,
  permission: edit,
  body: CreateClaimTypeBodySchema,
  response: ClaimTypeSchema,
  cache: { changes: ['claims'] },
});

export const updateClaimType = defineRoute({
  method: 'PUT',
  path: '/claims/types',
  summary: 'Change a claim policy; a stale version is 409 VERSION_CONFLICT',
  tags,
  permission: edit,
  body: UpdateClaimTypeBodySchema,
  response: ClaimTypeSchema,
  cache: { changes: ['claims'] },
});

export const deleteClaimType = defineRoute({
  method: 'DELETE',
  path: '/claims/types/:id',
  summary: 'Delete a claim policy no claim uses (409 CLAIM_TYPE_IN_USE otherwise)',
  tags,
  permission: edit,
  params: IdParamsSchema,
  response: OkSchema,
  cache: { changes: ['claims'] },
});

export const listClaims = defineRoute({
  method: 'POST',
  path: '/claims/table',
  readsOnly: true,
  summary: 'Claims (table protocol): everyone’s for HR, one’s own otherwise; searchable by employee, type and description',
  tags,
  permission: view,
  body: ClaimTableRequestSchema,
  response: tableResponse(ClaimSchema),
  cache: { reads: ['claims', 'employees', 'approvals'] },
});

export const getClaimBalance = defineRoute({
  method: 'POST',
  path: '/claims/balance',
  readsOnly: true,
  summary: 'The caller’s remaining amount of a policy’s limit over the period of an expense date (the live preview before submitting)',
  tags,
  permission: view,
  body: ClaimBalanceBodySchema,
  response: ClaimBalanceSchema,
  cache: { reads: ['claims'] },
});

export const uploadClaimReceipt = defineRoute({
  method: 'POST',
  path: '/claims/receipts',
  summary:
    'Upload a receipt of a claim about to be sent: a PDF, PNG or JPEG under 2 MB, in base64. Answers its id, for `receiptFileIds` of the claim within a day.',
  tags,
  permission: edit,
  created: true,
  cache: { changes: [] },
  bodyLimitBytes: RECEIPT_MAX_BASE64 + 16 * 1024,
  body: z.strictObject({
    data: z.base64({ error: v.validFormat }).min(1, { error: v.required }).max(RECEIPT_MAX_BASE64, { error: 'validation:documentSize' }),
  }),
  response: z.object({ fileId: z.uuid() }),
});

export const createClaim = defineRoute({
  method: 'POST',
  path: '/claims',
  summary:
    'Claim an expense for oneself: sent for approval on the workflow for claims (approved at once without one); over the remaining limit is 422 CLAIM_OVER_LIMIT, without a required receipt 422 CLAIM_RECEIPT_REQUIRED',
  tags,
  permission: edit,
  body: CreateClaimBodySchema,
  response: ClaimSchema,
  cache: { changes },
});

export const cancelClaim = defineRoute({
  method: 'POST',
  path: '/claims/:id/cancel',
  summary: 'Cancel one’s own pending claim (its approval is withdrawn); one decided already is 409 CLAIM_NOT_PENDING',
  tags,
  permission: edit,
  params: IdParamsSchema,
  body: z.strictObject({ version: VersionSchema }),
  response: ClaimSchema,
  cache: { changes },
});

export const getClaimReceipt = defineRoute({
  method: 'GET',
  path: '/claims/:id/receipts/:index',
  summary: 'A receipt of a claim, for its employee, HR and the claim’s approvers: 404 otherwise',
  tags,
  permission: view,
  cache: { reads: ['claims'] },
  params: ClaimReceiptParamsSchema,
  produces: 'file',
  fileTypes: CLAIM_LIMITS.receiptTypes,
  response: z.unknown(),
});

export const listClaimApprovals = defineRoute({
  method: 'GET',
  path: '/claims/approvals',
  summary: 'The claim approve table: the claims waiting for the caller’s decision (decided through the approvals’ decide route)',
  tags,
  permission: view,
  response: z.array(ClaimSchema),
  cache: { reads: ['claims', 'approvals', 'employees'] },
});

/** The menu items this module serves (api-module.ts). */
export const claimsApi = defineApiModule({ name: 'claims', menu: ['claims'] });
