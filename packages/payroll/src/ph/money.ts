import { Decimal, PayrollInputError, Rounding, constant, fixed, formatMoney, groupThousands, isTracing, roundTo } from '../core/index.ts';

/**
 * Shared helpers of the Philippine rules. Every PH scheme rounds to the centavo, half up
 * (SSS and Pag-IBIG come out exact; PhilHealth, BIR withholding and PD 851 say "to the centavo").
 */

/** The result string of an amount the rule has already rounded (throws if it has not). */
export function php(value: Decimal): string {
  return formatMoney(value, 'PHP');
}

/** To the centavo, half up. */
export function toCentavo(value: Decimal): Decimal {
  return roundTo(value, '0.01', Rounding.halfUp);
}

/** An amount as a clerk reads it in a trace: "₱25,000.00". Display only, never computed with. */
export function pesos(value: Decimal | string): string {
  if (!isTracing()) return ''; // trace text only: not built while the trace is off
  const text = fixed(typeof value === 'string' ? new Decimal(value) : value, 2);
  const [whole = '0', cents = '00'] = text.replace('-', '').split('.');
  const grouped = groupThousands(whole);
  return `${text.startsWith('-') ? '-' : ''}₱${grouped}.${cents}`;
}

/** An amount shown as a trace value: toFixed(digits), or toFixed() without digits; '' while the trace is off. */
export function traceAmount(value: Decimal, digits?: number): string {
  if (!isTracing()) return '';
  return digits === undefined ? value.toFixed() : fixed(value, digits);
}

/** A rate stored as a fraction ("0.05"), shown as a percentage ("5%"). */
export function percent(rate: Decimal | string): string {
  if (!isTracing()) return ''; // trace text only: not built while the trace is off
  return `${(typeof rate === 'string' ? constant(rate) : rate).times(100).toString()}%`;
}

/** Callers outside TypeScript may pass anything; the argument object itself must exist. */
export function argumentObject<T>(args: T): T {
  if (typeof args !== 'object' || args === null || Array.isArray(args)) {
    throw new PayrollInputError('args', 'must be an object with the named inputs');
  }
  return args;
}
