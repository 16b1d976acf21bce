import { type Decimal } from '../core/decimal.ts';

/**
 * Whole sen as JavaScript integers, for the untraced figures of the hot rules. Every value is an
 * exact multiple of a sen and every intermediate stays a safe integer, so adding, subtracting and
 * multiplying by whole numbers is exact; divisions are done on integers with the rounding the rule
 * names (never through floating point). An amount that is not whole sen, or is too large for that
 * guarantee, is `undefined`, and the caller computes with Decimals instead.
 */

/** Amounts from RM10 billion up are left to Decimals, so that sums and products of them stay far below 2^53. */
const MAX_EXPONENT = 9;
const POWERS = [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];

/** The number of decimal digits of a base-1e7 limb (1 to 7). */
function limbDigits(limb: number): number {
  return limb < 10 ? 1 : limb < 100 ? 2 : limb < 1e3 ? 3 : limb < 1e4 ? 4 : limb < 1e5 ? 5 : limb < 1e6 ? 6 : 7;
}

/**
 * A Decimal as whole sen (12.5 → 1250), read from its digits without any arithmetic on the Decimal;
 * undefined when it has more than two decimals, is not finite or is RM10 billion or more.
 */
export function senOf(value: Decimal): number | undefined {
  const limbs = value.d;
  if (!limbs) return undefined; // NaN or an infinity
  const first = limbs[0]!;
  if (first === 0) return 0; // zero (either sign)
  const e = value.e;
  if (e > MAX_EXPONENT) return undefined;
  // The last digit of limb i stands for 10^(e - digits(limb 0) + 1 - 7i) ringgit, i.e. 10^(that + 2) sen.
  let exponent = e - limbDigits(first) + 3;
  let sen = 0;
  for (let i = 0; i < limbs.length; i += 1, exponent -= 7) {
    const limb = limbs[i]!;
    if (exponent >= 0) {
      sen += limb * POWERS[exponent]!;
    } else {
      if (exponent < -15) return undefined; // digits far below a sen (trailing zero limbs are not stored)
      const unit = POWERS[-exponent]!;
      if (limb % unit !== 0) return undefined; // a digit below a sen
      sen += limb / unit; // exact: the limb is a multiple of the unit
    }
  }
  if (!Number.isSafeInteger(sen)) return undefined;
  return value.s < 0 ? -sen : sen;
}

/** Whole sen as the ringgit text formatMoney writes ("1234.50", "-390.00", "0.00"). */
export function senText(sen: number): string {
  const negative = sen < 0;
  const digits = String(negative ? -sen : sen).padStart(3, '0');
  const point = digits.length - 2;
  return `${negative ? '-' : ''}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** A whole-number quotient rounded toward zero (Decimal ROUND_DOWN), for safe integers and a positive divisor. */
export function truncDiv(dividend: number, divisor: number): number {
  const rest = dividend % divisor; // takes the dividend's sign, so subtracting it rounds toward zero
  return (dividend - rest) / divisor; // exact: the difference is a multiple of the divisor
}

/** A whole-number quotient rounded away from zero (Decimal ROUND_UP), for safe integers and a positive divisor. */
export function upDiv(dividend: number, divisor: number): number {
  const rest = dividend % divisor;
  if (rest === 0) return dividend / divisor;
  return (dividend - rest) / divisor + (dividend > 0 ? 1 : -1);
}

/**
 * A fixed parameter ("0.11", "4000", "0.05") as an integer numerator over a power of ten: "0.11" is
 * 11 / 100. Undefined when the text has more than four decimals (no parameter has; Decimals are then used).
 */
export function scaled(text: string): { readonly numerator: number; readonly scale: number } | undefined {
  const match = /^(-?)(\d+)(?:\.(\d{1,4}))?$/.exec(text);
  if (!match) return undefined;
  const decimals = match[3] ?? '';
  const numerator = Number(`${match[2]}${decimals}`) * (match[1] ? -1 : 1);
  if (!Number.isSafeInteger(numerator)) return undefined;
  return { numerator: numerator === 0 ? 0 : numerator, scale: POWERS[decimals.length]! };
}

/** A fixed parameter in whole sen, or undefined when it is not whole sen. */
export function senParameter(text: string): number | undefined {
  const value = scaled(text);
  if (!value || value.scale > 100) return undefined;
  const sen = value.numerator * (100 / value.scale);
  return Number.isSafeInteger(sen) ? sen : undefined;
}

const CELLS = new Map<string, number | null>();

/** A table cell or other fixed amount in whole sen, parsed once; undefined when it is not whole sen. */
export function senCell(text: string): number | undefined {
  let found = CELLS.get(text);
  if (found === undefined) {
    found = senParameter(text) ?? null;
    CELLS.set(text, found);
  }
  return found ?? undefined;
}
