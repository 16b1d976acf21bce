import DecimalJs from 'decimal.js';
import { PayrollInputError } from './errors.ts';

/**
 * The package's own Decimal constructor: a clone, so that no other code configuring decimal.js
 * globally can change how payroll rounds. Precision is far above any wage times any rate.
 */
export const Decimal = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_UP, toExpNeg: -40, toExpPos: 40 });
export type Decimal = InstanceType<typeof Decimal>;

/** What callers may pass for money: a number or a decimal string. */
export type MoneyInput = number | string;

const DECIMAL_STRING = /^-?\d+(\.\d+)?$/;

/** Parses a money or quantity input; rejects NaN, infinities, malformed strings and (by default) negatives. */
export function toDecimal(field: string, value: unknown, options: { allowNegative?: boolean } = {}): Decimal {
  let result: Decimal;
  if (value instanceof Decimal) {
    // The package's own Decimal, passed between its modules (the payslip composition): already exact.
    if (!value.isFinite()) throw new PayrollInputError(field, 'must be a finite number');
    result = value;
  } else if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new PayrollInputError(field, 'must be a finite number');
    // String(value) gives the shortest round-trip form, so 0.1 becomes exactly "0.1".
    result = new Decimal(String(value));
  } else if (typeof value === 'string') {
    const trimmed = value.trim();
    if (!DECIMAL_STRING.test(trimmed)) throw new PayrollInputError(field, `"${value}" is not a decimal number`);
    result = new Decimal(trimmed);
  } else {
    throw new PayrollInputError(field, 'is required and must be a number or a decimal string');
  }
  if (!options.allowNegative && result.isNegative() && !result.isZero()) {
    throw new PayrollInputError(field, 'must not be negative');
  }
  return result;
}

/** Like toDecimal, but an absent value (undefined or null) gives `fallback`. */
export function optionalDecimal(field: string, value: unknown, fallback: MoneyInput = 0): Decimal {
  if (value === undefined || value === null) return fallback === 0 ? ZERO : toDecimal(field, fallback);
  return toDecimal(field, value);
}

/** Parses a whole, non-negative count (children, dependants, months). */
export function toCount(field: string, value: unknown, options: { min?: number; max?: number } = {}): number {
  const { min = 0, max = Number.MAX_SAFE_INTEGER } = options;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new PayrollInputError(field, `must be a whole number from ${min} to ${max}`);
  }
  return value;
}

export const ZERO = new Decimal(0);

const CONSTANTS = new Map<string, Decimal>();

/**
 * A Decimal for a fixed value written in the dated parameters (a rate, a ceiling, a table limit),
 * parsed once and shared: Decimals are immutable, so every rule can reuse the same instance instead
 * of parsing the same string on every call.
 */
export function constant(value: string | number): Decimal {
  const key = typeof value === 'number' ? String(value) : value;
  let found = CONSTANTS.get(key);
  if (found === undefined) {
    found = new Decimal(key);
    CONSTANTS.set(key, found);
  }
  return found;
}

export function sum(values: readonly Decimal[]): Decimal {
  const first = values[0];
  if (first === undefined) return ZERO;
  // Starting from the first value saves the 0 + first step; it is the same value unless the first is
  // a zero (0 + -0 is 0) or longer than the working precision (the addition would round it).
  let total = first.isZero() || first.precision() > Decimal.precision ? ZERO.plus(first) : first;
  for (let i = 1; i < values.length; i += 1) total = total.plus(values[i]!);
  return total;
}

export function min(a: Decimal, b: Decimal): Decimal {
  return a.lessThan(b) ? a : b;
}

export function max(a: Decimal, b: Decimal): Decimal {
  return a.greaterThan(b) ? a : b;
}

/** Rounding modes named by what the law says, so rules read like their source. */
export const Rounding = {
  halfUp: DecimalJs.ROUND_HALF_UP,
  down: DecimalJs.ROUND_DOWN,
  up: DecimalJs.ROUND_UP,
  halfEven: DecimalJs.ROUND_HALF_EVEN,
} as const;
export type Rounding = (typeof Rounding)[keyof typeof Rounding];

/** Rounds to a multiple of `step` (1 = whole units, 0.05 = five cents, 0.01 = cents, 20 = a RM20 row). */
export function roundTo(value: Decimal, step: MoneyInput, rounding: Rounding): Decimal {
  // A power-of-ten step is rounding to decimal places: the same value in one operation (the division
  // below would first round a value longer than the working precision, so those take the long way).
  const places = DECIMAL_STEPS.get(step);
  if (places !== undefined && value.precision() <= Decimal.precision) {
    return value.decimalPlaces() <= places ? value : value.toDecimalPlaces(places, rounding);
  }
  const unit = constant(step);
  const units = stepReciprocal(unit);
  // value × (1 / step) is value ÷ step exactly when the reciprocal is a short exact decimal (20 → 0.05).
  const quotient = units !== null && value.precision() <= Decimal.precision - 8 ? value.times(units) : value.dividedBy(unit);
  return quotient.toDecimalPlaces(0, rounding).times(unit);
}

const DECIMAL_STEPS = new Map<MoneyInput, number>([
  [1, 0],
  ['1', 0],
  [0.1, 1],
  ['0.1', 1],
  [0.01, 2],
  ['0.01', 2],
]);

const RECIPROCALS = new Map<Decimal, Decimal | null>();

/** 1 / step when it is an exact decimal of a few digits (steps are fixed parameters: 0.05, 20, 100, 500, 1000), else null. */
function stepReciprocal(unit: Decimal): Decimal | null {
  let found = RECIPROCALS.get(unit);
  if (found === undefined) {
    const reciprocal = new Decimal(1).dividedBy(unit);
    found = !unit.isZero() && reciprocal.precision() <= 8 && reciprocal.times(unit).equals(1) ? reciprocal : null;
    RECIPROCALS.set(unit, found);
  }
  return found;
}
