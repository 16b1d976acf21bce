import type { FieldLevel } from '@tenaga/contracts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Field-level permissions applied to one record: what the caller may read is kept, the rest left
 * out of the response, never sent and hidden by the client.
 */
export function projectFields<F extends string, R extends Partial<Record<F, unknown>>>(
  levels: Record<F, FieldLevel>,
  record: R,
): Partial<R> {
  return Object.fromEntries(Object.entries(record).filter(([field]) => (levels[field as F] ?? 'none') !== 'none')) as Partial<R>;
}

/** A write naming a field the caller may not change is refused whole, naming each such field. */
export function assertWritableFields<F extends string>(levels: Record<F, FieldLevel>, changes: Partial<Record<string, unknown>>): void {
  const refused = Object.keys(changes).filter((field) => field in levels && changes[field] !== undefined && levels[field as F] !== 'edit');
  if (refused.length)
    throw new AppError('FIELD_FORBIDDEN', { fieldErrors: Object.fromEntries(refused.map((field) => [field, 'errors:fieldForbidden'])) });
}
