import { type Decimal, toDecimal, type MoneyInput } from '../core/decimal.ts';
import { formatMoney } from '../core/currency.ts';
import { PayrollInputError } from '../core/errors.ts';
import { isTracing } from '../core/trace.ts';
import { oneOf, optionalFlag, argsObject } from '../core/input.ts';
export { oneOf, optionalFlag, argsObject };

/** Indonesian rupiah, no minor unit. Amounts must already be rounded by their rule. */
export function rupiah(value: Decimal): string {
  return formatMoney(value, 'IDR');
}

/** "Rp10,230,179" for trace text a payroll clerk reads. */
export function rp(value: Decimal): string {
  if (!isTracing()) return ''; // trace text only: not built while the trace is off
  const [whole = '0', fraction] = value.toFixed().split('.');
  const negative = whole.startsWith('-');
  const digits = negative ? whole.slice(1) : whole;
  return `${negative ? '-' : ''}Rp${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

/** "2.25%" from a fraction. */
export function percent(rate: Decimal): string {
  if (!isTracing()) return ''; // trace text only: not built while the trace is off
  return `${rate.times(100).toString()}%`;
}

/**
 * A rupiah input. The rupiah has no minor unit in payroll (BPJS, e-Bupot and the 1721-A1 work in
 * whole rupiah), so a fractional amount is rejected rather than rounded behind the caller's back.
 */
export function rupiahInput(field: string, value: unknown): Decimal {
  const amount = toDecimal(field, value);
  if (!amount.isInteger()) throw new PayrollInputError(field, `${amount.toString()} is not a whole rupiah amount`);
  return amount;
}

/** Like rupiahInput, but an absent value gives `fallback`. */
export function optionalRupiah(field: string, value: unknown, fallback: MoneyInput = 0): Decimal {
  return rupiahInput(field, value === undefined || value === null ? fallback : value);
}
