import { constant, type Decimal, toDecimal } from '../core/decimal.ts';
import { fixed, formatMoney, groupThousands } from '../core/currency.ts';
import { PayrollInputError } from '../core/errors.ts';
import { isTracing } from '../core/trace.ts';
import { oneOf, argsObject } from '../core/input.ts';
export { oneOf, argsObject };

/** Singapore dollars, two decimals. Amounts must already be rounded by their rule. */
export function dollars(value: Decimal): string {
  return formatMoney(value, 'SGD');
}

/** "$1,234.50" for trace text a payroll clerk reads. Display only, never computed with. */
export function sgd(value: Decimal | string): string {
  if (!isTracing()) return ''; // trace text only: not built while the trace is off
  const text = fixed(typeof value === 'string' ? constant(value) : value, 2);
  const negative = text.charCodeAt(0) === 45; // '-'
  const point = text.length - 3;
  return `${negative ? '-' : ''}$${groupThousands(text.slice(negative ? 1 : 0, point))}.${text.slice(point + 1)}`;
}

/** "17%" / "0.25%" from a fraction written as a decimal string or Decimal. */
export function percent(rate: Decimal | string): string {
  if (!isTracing()) return ''; // trace text only: not built while the trace is off
  return `${(typeof rate === 'string' ? constant(rate) : rate).times(100).toString()}%`;
}

/**
 * A wage in dollars and cents. More than two decimals is rejected rather than rounded: a sub-cent
 * wage is a caller bug, and the wages subject to CPF are reported back to the cent.
 */
export function wageInput(field: string, value: unknown): Decimal {
  const amount = toDecimal(field, value);
  if (amount.decimalPlaces() > 2) throw new PayrollInputError(field, 'must be in dollars and cents (at most 2 decimals)');
  return amount;
}

/** An optional argument left out (undefined or null). */
export function absent(value: unknown): value is undefined | null {
  return value === undefined || value === null;
}

/** Like wageInput, but absent is `fallback`. */
export function optionalWageInput<T extends Decimal | null>(field: string, value: unknown, fallback: T): Decimal | T {
  return absent(value) ? fallback : wageInput(field, value);
}
