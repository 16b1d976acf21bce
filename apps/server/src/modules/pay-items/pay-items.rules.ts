import Decimal from 'decimal.js';
import type { PayItemKind, PayItemRecurrence } from '@tenaga/contracts';
import { PAY_ITEM_REQUEST_LIMITS } from '@tenaga/contracts';
import { readRasterImage } from '@tenaga/domain';
import { tidyName } from '../../lib/unique-name.ts';

/** What is stored of a named record: the name tidied (names are compared that way), the description trimmed. */
export function tidyNamed<T extends { name: string; description: string }>(body: T): T {
  return { ...body, name: tidyName(body.name), description: body.description.trim() };
}

/** The first and last day of a pay month 'YYYY-MM'. */
export function monthBounds(period: string): { first: string; last: string } {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { first: `${period}-01`, last: `${period}-${String(days).padStart(2, '0')}` };
}

export interface Dated {
  readonly recurrence: PayItemRecurrence;
  readonly effectiveFrom: string;
  readonly endedOn: string | null;
}

/**
 * The days of a month an assignment is due, or null when it is not: a recurring one in force on any
 * day of it (from its start to its last day), a one-off dated in it. An assignment ended before it
 * started never applied (it was cancelled).
 */
export function dueDays(assignment: Dated, period: string): { from: string; to: string } | null {
  const { first, last } = monthBounds(period);
  const { effectiveFrom, endedOn } = assignment;
  if (endedOn !== null && endedOn < effectiveFrom) return null;
  if (assignment.recurrence === 'oneOff') {
    return effectiveFrom >= first && effectiveFrom <= last ? { from: effectiveFrom, to: effectiveFrom } : null;
  }
  const from = effectiveFrom > first ? effectiveFrom : first;
  const to = endedOn !== null && endedOn < last ? endedOn : last;
  return from <= to ? { from, to } : null;
}

/** Whether a recurring assignment is in force on a date (a one-off never blocks another). */
export function inForceOn(assignment: Dated, date: string): boolean {
  if (assignment.recurrence !== 'recurring') return false;
  return assignment.effectiveFrom <= date && (assignment.endedOn === null || assignment.endedOn >= date);
}

/** Whether a new recurring assignment from a date would overlap one the employee has (in force then or later). */
export function overlaps(existing: Dated, from: string): boolean {
  if (existing.recurrence !== 'recurring') return false;
  if (existing.endedOn !== null && existing.endedOn < existing.effectiveFrom) return false;
  return existing.endedOn === null || existing.endedOn >= from;
}

/**
 * Whether two recurring assignments of one policy would be in force on a common day (an open end
 * runs on for ever; one ended before it started never applied): the same item would be paid twice.
 */
export function periodsOverlap(
  first: { readonly effectiveFrom: string; readonly endedOn: string | null },
  second: { readonly effectiveFrom: string; readonly endedOn: string | null },
): boolean {
  const cancelled = (period: typeof first) => period.endedOn !== null && period.endedOn < period.effectiveFrom;
  if (cancelled(first) || cancelled(second)) return false;
  const startsBeforeEnd = (start: string, period: typeof first) => period.endedOn === null || start <= period.endedOn;
  return startsBeforeEnd(first.effectiveFrom, second) && startsBeforeEnd(second.effectiveFrom, first);
}

/** Sums of the fixed amounts by kind, exactly (formula-computed items, amount null, are left out). */
export function totalsByKind(items: readonly { kind: PayItemKind; amount: string | null }[]): Record<PayItemKind, string> {
  const sums: Record<PayItemKind, Decimal> = { earning: new Decimal(0), benefit: new Decimal(0), deduction: new Decimal(0) };
  for (const item of items) if (item.amount !== null) sums[item.kind] = sums[item.kind].plus(item.amount);
  return { earning: sums.earning.toFixed(2), benefit: sums.benefit.toFixed(2), deduction: sums.deduction.toFixed(2) };
}

/** An amount as stored (2 decimals) or null. */
export const moneyOrNull = (value: string | null): string | null => (value === null ? null : new Decimal(value).toFixed(2));

type AttachmentType = (typeof PAY_ITEM_REQUEST_LIMITS.attachmentTypes)[number];

/** What a request's document really is: a PDF by its header (ISO 32000-1 7.5.2), or a PNG or JPEG; anything else is refused. */
export function checkAttachment(
  content: Buffer,
): { ok: true; contentType: AttachmentType } | { ok: false; error: 'validation:documentSize' | 'validation:leaveAttachmentType' } {
  if (content.length === 0 || content.length > PAY_ITEM_REQUEST_LIMITS.attachmentMaxBytes)
    return { ok: false, error: 'validation:documentSize' };
  if (content.subarray(0, 5).toString('latin1') === '%PDF-') return { ok: true, contentType: 'application/pdf' };
  const image = readRasterImage(content)?.contentType;
  return image === 'image/png' || image === 'image/jpeg'
    ? { ok: true, contentType: image }
    : { ok: false, error: 'validation:leaveAttachmentType' };
}

export const ATTACHMENT_EXTENSIONS: Record<AttachmentType, string> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' };
