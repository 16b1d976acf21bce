import type { FormInstance } from 'antd';
import { ApiError } from '../../../lib/api-client.ts';
import { toFormErrors, type FormFieldErrors, type FormPath } from './form-errors.ts';

/**
 * Puts a failed save's field errors on the form's fields (list rows included) and answers them;
 * the form wrapper then shows its own notice. Anything else: no fields.
 */
export function applyServerErrors(
  form: FormInstance,
  error: unknown,
  { collapse }: { readonly collapse: readonly FormPath[] },
): FormFieldErrors[] {
  if (!(error instanceof ApiError) || Object.keys(error.fieldErrors).length === 0) return [];
  const fields = toFormErrors(error.fieldErrors, { collapse });
  form.setFields(fields);
  return fields;
}
