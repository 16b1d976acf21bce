import { toNamePath, type FormPath } from '../../../components/form/name-path.ts';

export type { FormPath };

export interface FormFieldErrors {
  readonly name: FormPath;
  readonly errors: string[];
}

/**
 * The server's field errors ('personal.firstName', 'deployments.0.locationId', 'personal.phones.1')
 * as the form's fields: list positions become numbers, so they reach the rows of a list, and an
 * error inside a field that holds a whole list (`collapse`, the phone numbers) goes to that field.
 */
export function toFormErrors(
  fieldErrors: Record<string, string>,
  { collapse = [] }: { readonly collapse?: readonly FormPath[] } = {},
): FormFieldErrors[] {
  const byPath = new Map<string, FormFieldErrors>();
  for (const [key, message] of Object.entries(fieldErrors)) {
    const parts = toNamePath(key);
    const name = collapse.find((prefix) => prefix.length < parts.length && prefix.every((part, index) => parts[index] === part)) ?? parts;
    const id = JSON.stringify(name);
    const entry = byPath.get(id);
    if (entry) entry.errors.push(message);
    else byPath.set(id, { name: [...name], errors: [message] });
  }
  return [...byPath.values()];
}
