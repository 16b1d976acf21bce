import { LEAVE_ATTACHMENT_LIMITS, OVERRIDABLE_LEAVE_PROBLEMS, type LeaveProblem } from '@tenaga/contracts';
import { readRasterImage } from '@tenaga/domain';
import type { Transaction } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ModuleServices } from '../../platform/module.ts';

/** HR setting aside the overridable rules a request breaks, and why. */
export interface LeaveOverride {
  readonly reason: string;
}

type AttachmentType = (typeof LEAVE_ATTACHMENT_LIMITS.contentTypes)[number];

const OVERRIDABLE: ReadonlySet<LeaveProblem> = new Set(OVERRIDABLE_LEAVE_PROBLEMS);

/**
 * The rules an override sets aside (minimum notice, maximum consecutive days, the balance, the
 * attachment) and those that still refuse the request (no policy, overlap, not employed …).
 * Without an override every rule broken refuses.
 */
export function overriddenOf(
  problems: readonly LeaveProblem[],
  override: LeaveOverride | undefined,
): { overridden: LeaveProblem[]; blocking: LeaveProblem[] } {
  if (!override) return { overridden: [], blocking: [...problems] };
  return {
    overridden: problems.filter((problem) => OVERRIDABLE.has(problem)),
    blocking: problems.filter((problem) => !OVERRIDABLE.has(problem)),
  };
}

/** What an attachment's bytes really are: a PDF by its header (ISO 32000-1 7.5.2), or a PNG or JPEG; anything else is refused. */
export function attachmentTypeOf(content: Buffer): AttachmentType | null {
  if (content.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return readRasterImage(content)?.contentType ?? null;
}

export type AttachmentError = 'validation:documentSize' | 'validation:leaveAttachmentType';

export function checkAttachment(content: Buffer): { ok: true; contentType: AttachmentType } | { ok: false; error: AttachmentError } {
  if (content.length === 0 || content.length > LEAVE_ATTACHMENT_LIMITS.maxBytes) return { ok: false, error: 'validation:documentSize' };
  const contentType = attachmentTypeOf(content);
  return contentType ? { ok: true, contentType } : { ok: false, error: 'validation:leaveAttachmentType' };
}

/**
 * Keeps the attachment a request names, in the request's transaction: it must be an upload of the
 * caller's, not kept for another record yet, and an attachment (not an export they produced).
 */
export async function claimAttachment(
  tx: Transaction,
  files: Pick<ModuleServices['files'], 'claim'>,
  input: { companyId: string; fileId: string; userId: string },
) {
  const claimed = await files.claim(tx, input);
  if (!claimed || !(LEAVE_ATTACHMENT_LIMITS.contentTypes as readonly string[]).includes(claimed.contentType))
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { attachmentFileId: 'validation:leaveAttachmentGone' } });
}
