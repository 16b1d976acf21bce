import DecimalJs from 'decimal.js';
import type { LeaveRounding } from './policy.types.ts';

/**
 * The time-off engine's own Decimal (a clone: no other code configuring decimal.js can change how
 * leave rounds). 20 significant digits is far above any number of days.
 */
export const Decimal = DecimalJs.clone({ precision: 20, rounding: DecimalJs.ROUND_HALF_UP, toExpNeg: -20, toExpPos: 20 });
export type Decimal = InstanceType<typeof Decimal>;

export const ZERO = new Decimal(0);

const DAYS = /^-?\d{1,6}(\.\d{1,4})?$/;

/** True for a decimal string of days ('14', '-2.5', '0.0833'): at most 6 integer and 4 decimal digits. */
export const isLeaveDays = (value: unknown): value is string => typeof value === 'string' && DAYS.test(value);

/** Parsed day amounts by their string: ledgers repeat a few amounts ('-1', '-0.5') over and over, and a Decimal never changes. */
const parsed = new Map<string, Decimal>();
const PARSED_LIMIT = 4096;

export function toDays(value: string, what: string): Decimal {
  const known = parsed.get(value);
  if (known) return known;
  if (!isLeaveDays(value)) throw new RangeError(`${what} is not a decimal number of days: ${JSON.stringify(value)}`);
  if (parsed.size >= PARSED_LIMIT) parsed.clear();
  const days = new Decimal(value);
  parsed.set(value, days);
  return days;
}

const MODES = { nearest: DecimalJs.ROUND_HALF_UP, down: DecimalJs.ROUND_DOWN, up: DecimalJs.ROUND_UP } as const;

/** Rounds to the step (1, 0.5 or 0.01) in the given direction; exact. */
export function roundDays(value: Decimal, rounding: LeaveRounding): Decimal {
  const mode = MODES[rounding.mode];
  if (rounding.step === '1') return value.toDecimalPlaces(0, mode);
  if (rounding.step === '0.01') return value.toDecimalPlaces(2, mode);
  return value.times(2).toDecimalPlaces(0, mode).dividedBy(2);
}

/** A decimal string without trailing zeros ('7', '2.5', '-1.17'); zero is '0', never '-0'. */
export const daysString = (value: Decimal): string => (value.isZero() ? '0' : value.toFixed());
