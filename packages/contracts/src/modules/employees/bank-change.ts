import { z } from 'zod';
import { IdParamsSchema, OkSchema, TimestampSchema } from '../../common.ts';
import { defineRoute } from '../../route.ts';
import { profileAccess } from './fields.ts';

/**
 * An employee's own change to their bank account waiting for approval (the company's preference
 * bankChangeApproval): what they asked for, the account number showing its last 4 digits only.
 */
export const PendingBankChangeSchema = z.object({
  id: z.uuid(),
  bankCode: z.string().nullable(),
  accountName: z.string().nullable(),
  /** Masked: only the last 4 digits show. */
  accountNumber: z.string().nullable(),
  requestedAt: TimestampSchema,
  /** The approval request it waits on (its page shows who decides next). */
  approvalRequestId: z.uuid(),
  /** The caller asked for it and may withdraw it. */
  canWithdraw: z.boolean(),
});
export type PendingBankChange = z.infer<typeof PendingBankChangeSchema>;

/** How long the profile keeps saying that the last bank account change was rejected, and why. */
export const REJECTED_BANK_CHANGE_SHOWN_DAYS = 30;

/** The employee's latest bank account change, when it was rejected (and nothing newer was asked for since). */
export const RejectedBankChangeSchema = z.object({
  id: z.uuid(),
  bankCode: z.string().nullable(),
  accountName: z.string().nullable(),
  /** Masked: only the last 4 digits show. */
  accountNumber: z.string().nullable(),
  decidedAt: TimestampSchema,
  /** The approver's reason. */
  reason: z.string().nullable(),
});
export type RejectedBankChange = z.infer<typeof RejectedBankChangeSchema>;

export const getEmployeeBankChange = defineRoute({
  method: 'GET',
  path: '/employees/:id/bank-change',
  summary:
    'The change to an employee’s bank account waiting for approval, if any (their own change, routed by the company’s preference), or the latest one rejected lately',
  tags: ['employees'],
  cache: { reads: ['employees', 'approvals'] },
  permission: profileAccess('view'),
  params: IdParamsSchema,
  response: z.object({
    pending: PendingBankChangeSchema.nullable(),
    /** The latest change, rejected in the last REJECTED_BANK_CHANGE_SHOWN_DAYS days, when none waits. */
    rejected: RejectedBankChangeSchema.nullable(),
  }),
});

export const withdrawEmployeeBankChange = defineRoute({
  method: 'DELETE',
  path: '/employees/:id/bank-change',
  summary: 'Withdraw one’s own bank account change waiting for approval (its approval request is cancelled)',
  tags: ['employees'],
  cache: { changes: ['employees', 'approvals'] },
  permission: profileAccess('edit'),
  params: IdParamsSchema,
  response: OkSchema,
});
