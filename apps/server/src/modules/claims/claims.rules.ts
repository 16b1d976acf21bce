import Decimal from 'decimal.js';
import type { ClaimLimitPeriod, CreateClaimTypeBody } from '@tenaga/contracts';
import { CLAIM_LIMITS } from '@tenaga/contracts';
import { readRasterImage } from '@tenaga/domain';
import { tidyName } from '../../lib/unique-name.ts';

type ReceiptType = (typeof CLAIM_LIMITS.receiptTypes)[number];

/** What is stored of a policy: the name tidied (names are compared that way), the description trimmed. */
export function tidyClaimType(body: CreateClaimTypeBody): CreateClaimTypeBody {
  return { ...body, name: tidyName(body.name), description: body.description.trim() };
}

/** The first and last day of the month or year an expense date falls in. */
export function limitPeriodOf(expenseDate: string, period: ClaimLimitPeriod): { start: string; end: string } {
  const [year, month] = expenseDate.split('-').map(Number) as [number, number];
  if (period === 'year') return { start: `${year}-01-01`, end: `${year}-12-31` };
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { start: `${year}-${mm}-01`, end: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}

/** What remains of a limit once `used` is claimed (never below zero); null without a limit. */
export function remainingOf(limit: string | null, used: string): string | null {
  if (limit === null) return null;
  return Decimal.max(new Decimal(limit).minus(used), 0).toFixed(2);
}

/** What would remain of a limit after a new amount (negative when over); null without a limit. */
export function remainingAfter(limit: string | null, used: string, amount: string): string | null {
  if (limit === null) return null;
  return new Decimal(limit).minus(used).minus(amount).toFixed(2);
}

/** Whether a new amount fits in what remains of the limit (always, without one). */
export function fitsLimit(limit: string | null, used: string, amount: string): boolean {
  return limit === null || new Decimal(used).plus(amount).lte(limit);
}

/** The sum of amounts as an exact decimal with 2 places. */
export const sumOf = (amounts: readonly string[]) => amounts.reduce((sum, amount) => sum.plus(amount), new Decimal(0)).toFixed(2);

/** What a receipt's bytes really are: a PDF by its header (ISO 32000-1 7.5.2), or a PNG or JPEG; anything else is refused. */
export function checkReceipt(
  content: Buffer,
): { ok: true; contentType: ReceiptType } | { ok: false; error: 'validation:documentSize' | 'validation:leaveAttachmentType' } {
  if (content.length === 0 || content.length > CLAIM_LIMITS.receiptMaxBytes) return { ok: false, error: 'validation:documentSize' };
  if (content.subarray(0, 5).toString('latin1') === '%PDF-') return { ok: true, contentType: 'application/pdf' };
  const image = readRasterImage(content)?.contentType;
  return image === 'image/png' || image === 'image/jpeg'
    ? { ok: true, contentType: image }
    : { ok: false, error: 'validation:leaveAttachmentType' };
}

export const RECEIPT_EXTENSIONS: Record<ReceiptType, string> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' };
