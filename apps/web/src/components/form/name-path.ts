/** A field's path in an antd form: list positions are numbers (['phones', 0, 'number']). */
export type FormPath = (string | number)[];

const LIST_POSITION = /^(0|[1-9]\d*)$/;

/**
 * A dotted field name (a form schema's name, a server's field error: 'phones.0.number') as the
 * form's path. A part that is a whole number is a list position and becomes a number: antd finds
 * a list's rows only by numbers, and a '0' would make an object where the list is.
 */
export function toNamePath(name: string | readonly (string | number)[]): FormPath {
  const parts = typeof name === 'string' ? name.split('.') : name;
  return parts.map((part) => (typeof part === 'string' && LIST_POSITION.test(part) ? Number(part) : part));
}
