import { z } from 'zod';
import { defineApiModule } from '../api-module.ts';
import { isoDate, TimestampSchema } from '../common.ts';
import { defineRoute, menuAccess } from '../route.ts';
import { LeaveBalanceFiguresSchema, LeaveCategoryCodeSchema } from './time-off.contracts.ts';
import { v } from '../validation.ts';

/**
 * The stored entries of the leave ledger besides requests (issue 15): HR's adjustments (append-only:
 * a mistake is corrected by a reversing adjustment), imported opening balances, and encashment of the
 * remaining balance when an employee leaves; with each balance's trace, the lines that add up to it.
 */

export const LEAVE_LEDGER_LIMITS = {
  /** The largest adjustment, in days either way. */
  maxDays: 999,
  maxReason: 500,
} as const;

export const STORED_LEAVE_ENTRY_KINDS = ['opening', 'adjustment', 'encashment'] as const;
export type StoredLeaveEntryKind = (typeof STORED_LEAVE_ENTRY_KINDS)[number];

/** Signed days, an exact decimal string of at most 4 decimals ('-1.5', '3'); never zero. */
export const SIGNED_DAYS = /^-?\d{1,3}(\.\d{1,4})?$/;
const signedDays = () =>
  z
    .string({ error: v.required })
    .trim()
    .min(1, { error: v.required })
    .max(9, { error: v.tooLong })
    .regex(SIGNED_DAYS, { error: v.validNumber })
    .refine((value) => Number(value) !== 0, { error: v.validNumber });
const positiveDays = () =>
  z
    .string({ error: v.required })
    .trim()
    .regex(/^\d{1,3}(\.\d{1,4})?$/, { error: v.validNumber })
    .refine((value) => Number(value) > 0, { error: v.validNumber });

const ReasonSchema = z
  .string({ error: v.required })
  .trim()
  .min(1, { error: v.required })
  .max(LEAVE_LEDGER_LIMITS.maxReason, { error: v.tooLong });

export const LeaveAdjustmentBodySchema = z.strictObject({
  categoryId: z.uuid({ error: v.required }),
  /** The day it takes effect. */
  date: isoDate(),
  days: signedDays(),
  reason: ReasonSchema,
});
export type LeaveAdjustmentBody = z.infer<typeof LeaveAdjustmentBodySchema>;

export const StoredLeaveEntrySchema = z.object({
  id: z.uuid(),
  employeeId: z.uuid(),
  categoryId: z.uuid(),
  kind: z.enum(STORED_LEAVE_ENTRY_KINDS),
  date: z.string(),
  days: z.string(),
  reason: z.string(),
  source: z.enum(['manual', 'import', 'leaving']),
  createdAt: TimestampSchema,
});
export type StoredLeaveEntry = z.infer<typeof StoredLeaveEntrySchema>;

export const LeaveLedgerLineSchema = z.object({
  date: z.string(),
  kind: z.enum(['opening', 'taken', 'pending', 'adjustment', 'encashment', 'convertedLeave', 'accrual', 'carryForward', 'expiry']),
  days: z.string(),
  /** A stored entry's own reason (an adjustment's words), or the engine's: accrual, carryForward, yearEnd, carryForwardExpired, startingValue. */
  reason: z.string(),
  period: z.object({ from: z.string(), to: z.string() }).nullable(),
});
export type LeaveLedgerLine = z.infer<typeof LeaveLedgerLineSchema>;

export const LeaveLedgerSchema = z.object({
  categoryId: z.uuid(),
  categoryName: z.string(),
  categoryCode: LeaveCategoryCodeSchema.nullable(),
  figures: LeaveBalanceFiguresSchema,
  leaveYear: z.object({ start: z.string(), end: z.string() }),
  /** The leave year's lines through the date, in order: they add up to the balance. */
  lines: z.array(LeaveLedgerLineSchema),
});
export type LeaveLedger = z.infer<typeof LeaveLedgerSchema>;

export const LeaveLedgerParamsSchema = z.strictObject({
  id: z.uuid(),
  /** A category's id or its code ('annual'). */
  type: z.union([z.uuid(), LeaveCategoryCodeSchema]),
});

export const EncashmentOfferSchema = z.object({
  /** The employee's cessation date; null while they are not leaving (nothing is offered). */
  cessationDate: z.string().nullable(),
  lines: z.array(
    z.object({
      categoryId: z.uuid(),
      categoryName: z.string(),
      /** The balance at the end of the cessation date, pro-rated to it by the engine. */
      balance: z.string(),
      /** Days already encashed for this category, or null. */
      encashed: z.string().nullable(),
    }),
  ),
});
export type EncashmentOffer = z.infer<typeof EncashmentOfferSchema>;

export const EncashLeaveBodySchema = z.strictObject({
  lines: z
    .array(z.strictObject({ categoryId: z.uuid({ error: v.required }), days: positiveDays() }))
    .min(1, { error: v.required })
    .max(40, { error: v.tooLong }),
});
export type EncashLeaveBody = z.infer<typeof EncashLeaveBodySchema>;

const tags = ['time-off'];
const changes = ['time-off'];
const reads = ['time-off', 'employees', 'approvals', 'attendance-overwork'];

export const listLeaveAdjustments = defineRoute({
  method: 'GET',
  path: '/employees/:id/timeoff/adjustments',
  summary: 'The stored ledger entries of an employee (adjustments, opening balances, encashment), newest first',
  tags,
  permission: menuAccess('timeoffAssignment', 'view'),
  cache: { reads },
  params: z.strictObject({ id: z.uuid() }),
  response: z.array(StoredLeaveEntrySchema),
});

export const createLeaveAdjustment = defineRoute({
  method: 'POST',
  path: '/employees/:id/timeoff/adjustments',
  summary: 'Add an adjustment (+/− days, with a reason) to an employee’s category on a date; append-only, audited',
  tags,
  permission: menuAccess('timeoffAssignment', 'edit'),
  cache: { changes },
  params: z.strictObject({ id: z.uuid() }),
  body: LeaveAdjustmentBodySchema,
  response: StoredLeaveEntrySchema,
});

export const getEmployeeLeaveLedger = defineRoute({
  method: 'GET',
  path: '/employees/:id/timeoff/:type/ledger',
  summary: 'One employee’s balance of one category at the end of a date (default today) with the ledger lines that add up to it',
  tags,
  permission: menuAccess('timeoff', 'view'),
  cache: { reads },
  params: LeaveLedgerParamsSchema,
  query: z.strictObject({ date: isoDate().optional() }),
  response: LeaveLedgerSchema,
});

export const getLeaveEncashmentOffer = defineRoute({
  method: 'GET',
  path: '/employees/:id/timeoff/encash',
  summary: 'What a leaving employee’s remaining balances are at their cessation date, offered for encashment (archive encash)',
  tags,
  permission: menuAccess('timeoffAssignment', 'view'),
  cache: { reads },
  params: z.strictObject({ id: z.uuid() }),
  response: EncashmentOfferSchema,
});

export const encashLeave = defineRoute({
  method: 'POST',
  path: '/employees/:id/timeoff/encash',
  summary: 'Encash days of a leaving employee’s balances on their cessation date: an encashment entry per category for payroll, audited',
  tags,
  permission: menuAccess('timeoffAssignment', 'edit'),
  cache: { changes },
  params: z.strictObject({ id: z.uuid() }),
  body: EncashLeaveBodySchema,
  response: z.array(StoredLeaveEntrySchema),
});

/** The balance import is a page under Settings › Time off › Assignment. */
export const timeOffLedgerApi = defineApiModule({
  name: 'timeOffLedger',
  menu: [],
  records: [{ name: 'timeoffBalanceImport', path: '/settings/timeoff/assignment/import', under: 'timeoffAssignment' }],
});
