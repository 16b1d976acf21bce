import { z } from 'zod';
import { defineApiModule } from '../api-module.ts';
import { IdParamsSchema } from '../common.ts';
import { defineRoute, menuAccess } from '../route.ts';
import { multiLine } from '../text.ts';
import { v } from '../validation.ts';
import { ApprovalRequestDetailSchema } from './approvals.contracts.ts';
import { LeaveRequestBodySchema, LeaveRequestSchema } from './time-off.contracts.ts';

/**
 * Time off requests, the rest of issue 15 item 4: a request's attachment (a medical certificate,
 * photographed or a PDF), and HR filing a request that breaks a rule, overriding it with a reason.
 */

/** An attachment: a PDF, PNG or JPEG read from its bytes (a renamed file is refused), at most 2 MB. */
export const LEAVE_ATTACHMENT_LIMITS = {
  maxBytes: 2_000_000,
  contentTypes: ['application/pdf', 'image/png', 'image/jpeg'],
} as const;
const ATTACHMENT_MAX_BASE64 = Math.ceil(LEAVE_ATTACHMENT_LIMITS.maxBytes / 3) * 4;

/** The rules HR may override with a reason; the others (no policy, overlap, not employed …) always refuse. */
export const OVERRIDABLE_LEAVE_PROBLEMS = ['minimumNotice', 'maximumConsecutive', 'insufficientBalance', 'attachmentRequired'] as const;

const tags = ['time-off'];

export const uploadLeaveAttachment = defineRoute({
  method: 'POST',
  path: '/timeoff/request/attachment',
  summary:
    'Upload the attachment of a leave request about to be sent (a medical certificate): a PDF, PNG or JPEG under 2 MB, in base64. Answers its id, for `attachmentFileId` of the request within a day.',
  tags,
  permission: menuAccess('timeoff', 'edit'),
  created: true,
  cache: { changes: [] },
  bodyLimitBytes: ATTACHMENT_MAX_BASE64 + 16 * 1024,
  body: z.strictObject({
    data: z.base64({ error: v.validFormat }).min(1, { error: v.required }).max(ATTACHMENT_MAX_BASE64, { error: 'validation:documentSize' }),
  }),
  response: z.object({ fileId: z.uuid() }),
});

/** One time the request went through approval: its chain as it happened and who is next. */
export const LeaveRequestHistorySchema = ApprovalRequestDetailSchema.omit({ waitingOnMe: true, documents: true });
export type LeaveRequestHistory = z.infer<typeof LeaveRequestHistorySchema>;

export const getLeaveRequestHistory = defineRoute({
  method: 'GET',
  path: '/timeoff/request/:id/histories',
  summary:
    'A leave request’s history: each time it went through approval (again after a change), oldest first, with who decided, when, their comments and who is next; for whoever reaches the request, 404 otherwise',
  tags,
  permission: menuAccess('timeoff', 'view'),
  cache: { reads: ['time-off', 'approvals'] },
  params: IdParamsSchema,
  response: z.array(LeaveRequestHistorySchema),
});

export const getLeaveAttachment = defineRoute({
  method: 'GET',
  path: '/timeoff/request/:id/attachment',
  summary:
    'The attachment of a leave request, for the employee, their manager and HR (whoever reaches the request): 404 when there is none or the caller does not reach it',
  tags,
  permission: menuAccess('timeoff', 'view'),
  cache: { reads: ['time-off'] },
  params: IdParamsSchema,
  produces: 'file',
  fileTypes: LEAVE_ATTACHMENT_LIMITS.contentTypes,
  response: z.unknown(),
});

export const OverrideLeaveRequestBodySchema = z.strictObject({
  request: LeaveRequestBodySchema,
  /** Why the rules broken are set aside: kept in the audit trail with the rules' names. */
  overrideReason: multiLine(z.string({ error: v.required }).trim().min(1, { error: v.required }).max(1000, { error: v.tooLong })),
});
export type OverrideLeaveRequestBody = z.infer<typeof OverrideLeaveRequestBodySchema>;

export const overrideLeaveRequest = defineRoute({
  method: 'POST',
  path: '/timeoff/request/override',
  summary:
    'HR (a role reaching every employee) files a request on behalf of an employee although it breaks minimum notice, maximum consecutive days, the balance or the attachment rule, with a reason; audited naming the rules. Other rules still refuse (422 LEAVE_RULES_BROKEN); others get 403.',
  tags,
  permission: menuAccess('timeoff', 'edit'),
  cache: { changes: ['time-off', 'approvals'] },
  body: OverrideLeaveRequestBodySchema,
  response: LeaveRequestSchema,
});

export const timeOffRequestsExtraApi = defineApiModule({ name: 'timeOffRequestsExtra', menu: [] });
