import { PayrollInputError } from './errors.ts';

/** Parses one of a fixed set of string values, naming the field when it is not one of them. */
export function oneOf<T extends string>(field: string, value: unknown, allowed: readonly T[]): T {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new PayrollInputError(field, `must be one of ${allowed.map((v) => `'${v}'`).join(', ')}`);
}

/** Parses an optional boolean flag; anything other than true/false/absent is an input error. */
export function optionalFlag(field: string, value: unknown, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'boolean') return value;
  throw new PayrollInputError(field, 'must be true or false');
}

/** Rejects an argument that is not an object, so a missing argument names itself. */
export function argsObject(value: unknown, fn: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new PayrollInputError('args', `${fn} takes one object argument`);
  }
  return value as Record<string, unknown>;
}
