import type { Decimal, MoneyInput } from '../core/decimal.ts';
import { PayrollInputError } from '../core/errors.ts';
import { untracedCall } from '../core/trace.ts';

/**
 * A figure passed to an engine's money input as the exact Decimal it already is: engines accept the
 * package's own Decimal (core toDecimal), which spares a round trip through a decimal string.
 */
export function exact(value: Decimal): MoneyInput {
  return value as unknown as MoneyInput;
}

export function maybeExact(value: Decimal | undefined): MoneyInput | undefined {
  return value as unknown as MoneyInput | undefined;
}

/**
 * How an engine's input errors are named on the payslip: the engine's field to the payslip input's
 * path, else the field under `fallback` (the section the engine's arguments came from).
 */
export interface EngineFields {
  readonly fields: Readonly<Record<string, string>>;
  readonly fallback: string;
}

/**
 * Calls a country engine for its figures, with the trace text off (the line's trace reruns the same
 * pure computation when it is read), and renames the field of any PayrollInputError to the payslip
 * input's own path (`employee.birthDate`), so that errors name what the caller passed.
 */
export function callEngine<A, T>(engine: (args: A) => T, args: A, { fields, fallback }: EngineFields): T {
  try {
    return untracedCall(engine, args);
  } catch (untracedError) {
    let error = untracedError;
    // An error message may quote amounts, which are blank while the trace is off: rerun with it on.
    try {
      engine(args);
    } catch (tracedError) {
      error = tracedError;
    }
    if (error instanceof PayrollInputError) {
      const mapped = fields[error.field] ?? `${fallback}.${error.field}`;
      const prefix = `${error.field}: `;
      const message = error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
      throw new PayrollInputError(mapped, message);
    }
    throw error;
  }
}
