import { checkCustomFieldValue, othersToValues, type CustomFieldProblem } from '@tenaga/contracts/modules/custom-fields/rules';
import type { CustomField, OthersEntry } from '@tenaga/contracts/modules/custom-fields/schemas';
import { CUSTOM_FIELD_TYPES as T } from '@tenaga/contracts/modules/custom-fields/vocabulary';

export type CustomFormValues = Record<string, unknown>;

/**
 * A record's entries as the form holds them, by field id. Whole numbers are typed as text (the
 * input keeps digits only), so they start as their digits.
 */
export function toFormValues(fields: readonly CustomField[], others: readonly OthersEntry[]): CustomFormValues {
  const values = othersToValues(others);
  return Object.fromEntries(
    fields.map((field) => {
      const value = values[field.id];
      if (value === undefined) return [field.id, field.type === T.checkbox ? false : field.type === T.dropdownMultiSelect ? [] : undefined];
      return [field.id, field.type === T.integerNumber && typeof value === 'number' ? String(value) : value];
    }),
  );
}

/**
 * What the form sends: each field's value as typed (the server checks and normalises it with the
 * same rules); empty ones are left out, which clears them.
 */
export function toOthers(fields: readonly CustomField[], values: CustomFormValues): { _id: { $oid: string }; value: unknown }[] {
  return fields.flatMap((field) => {
    const checked = checkCustomFieldValue({ ...field, required: false }, values[field.id]);
    return checked.ok && checked.value === null ? [] : [{ _id: { $oid: field.id }, value: values[field.id] }];
  });
}

/** The message of a refused value, in the user's language, as the server would word it. */
export function problemText(problem: CustomFieldProblem, t: (key: string, values?: Record<string, unknown>) => string): string {
  return t(problem.key, problem.values);
}

/** Text typed into a whole-number input: digits, with a leading minus. */
export function integerText(typed: string): string {
  const negative = typed.trimStart().startsWith('-');
  return `${negative ? '-' : ''}${typed.replace(/\D/g, '')}`;
}

/**
 * Text typed into a decimal input: digits, one decimal point and a leading minus. The input has no
 * group separators, so a comma can only be a decimal comma (Indonesian, Vietnamese): it becomes a point.
 */
export function decimalText(typed: string): string {
  const negative = typed.trimStart().startsWith('-');
  const [whole = '', ...rest] = typed
    .replace(/,/g, '.')
    .replace(/[^\d.]/g, '')
    .split('.');
  return `${negative ? '-' : ''}${whole}${rest.length ? `.${rest.join('')}` : ''}`;
}
