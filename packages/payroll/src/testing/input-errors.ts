import { expect } from 'vitest';
import { PayrollInputError } from '../core/errors.ts';

/** Expects `call` to throw a PayrollInputError naming `field`. */
export function rejects(call: () => unknown, field: string): void {
  try {
    call();
  } catch (error) {
    expect(error).toBeInstanceOf(PayrollInputError);
    expect((error as PayrollInputError).field).toBe(field);
    return;
  }
  throw new Error(`expected a PayrollInputError for ${field}`);
}
