import { constant, Decimal, Rounding, roundTo, toDecimal } from '../core/decimal.ts';
import { formatMoney, groupThousands } from '../core/currency.ts';
import { PayrollInputError } from '../core/errors.ts';
import { isTracing } from '../core/trace.ts';
import { oneOf, optionalFlag, argsObject } from '../core/input.ts';
export { oneOf, optionalFlag, argsObject };

/** Vietnamese dong has no minor unit: amounts must already be whole dong. */
export function dong(value: Decimal): string {
  return formatMoney(value, 'VND');
}

/** A money input in dong: a non-negative whole number (the dong has no minor unit). */
export function wholeDong(field: string, value: unknown): Decimal {
  const amount = toDecimal(field, value);
  if (!amount.isInteger()) throw new PayrollInputError(field, `${amount.toString()} is not a whole number of dong`);
  return amount;
}

/** Statutory rounding for every Vietnamese amount: to the whole dong, half up (statutory-rules.md 4.5). */
export function toDong(value: Decimal): Decimal {
  return roundTo(value, 1, Rounding.halfUp);
}

/** "20,000,000 VND" for trace text; display only, never computed with. */
export function vnd(value: Decimal | string): string {
  if (!isTracing()) return ''; // trace text only: not built while the trace is off
  const text = (typeof value === 'string' ? new Decimal(value) : value).toString();
  const [whole = '0', fraction] = text.replace('-', '').split('.');
  const grouped = groupThousands(whole);
  return `${text.startsWith('-') ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''} VND`;
}

/** "10.5%" from a fraction. */
export function percent(rate: Decimal | string): string {
  if (!isTracing()) return ''; // trace text only: not built while the trace is off
  return `${(typeof rate === 'string' ? constant(rate) : rate).times(100).toString()}%`;
}

export const REGIONS = ['I', 'II', 'III', 'IV'] as const;
/** Minimum-wage region of the workplace (the Government decree's list of districts/communes). */
export type Region = (typeof REGIONS)[number];
