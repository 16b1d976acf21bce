import { COMPANY_CURRENCY_DIGITS, type CompanyCurrency } from '@tenaga/domain/countries';
import { Decimal, ZERO } from './decimal.ts';

/** Minor digits of each payroll currency: the domain's country reference (IDR in whole rupiah). */
export const CURRENCY_DIGITS = COMPANY_CURRENCY_DIGITS;
export type PayrollCurrency = CompanyCurrency;

/**
 * Formats an amount that the rules have already rounded. It never rounds silently: an amount with
 * more digits than the currency has is a bug in a rule, so it throws.
 */
export function formatMoney(value: Decimal, currency: PayrollCurrency): string {
  const digits = CURRENCY_DIGITS[currency];
  // decimalPlaces() reads the stored digits: the same test as toDecimalPlaces(digits).equals(value), without rounding.
  if (value.decimalPlaces() > digits) {
    throw new Error(`payroll rule produced ${value.toString()} ${currency} with more than ${digits} decimals`);
  }
  // Negative zero never reaches a payslip.
  return fixed(value.isZero() ? ZERO : value, digits);
}

const PADDING = ['', '0', '00', '000', '0000'];

/**
 * value.toFixed(digits), faster when the value has no more than `digits` decimals (every amount a
 * rule has rounded): the plain string padded with zeros, instead of decimal.js re-rounding a copy.
 */
export function fixed(value: Decimal, digits: number): string {
  const places = value.decimalPlaces();
  if (places > digits || digits > 4) return value.toFixed(digits);
  const text = value.toString();
  if (text.includes('e')) return value.toFixed(digits);
  if (places === digits) return text;
  return places === 0 ? `${text}.${PADDING[digits]}` : `${text}${PADDING[digits - places]}`;
}

/** Rounds half up to the currency's minor unit and formats; for rules whose law says "to the nearest cent". */
export function roundMoney(value: Decimal, currency: PayrollCurrency): string {
  return formatMoney(value.toDecimalPlaces(CURRENCY_DIGITS[currency], Decimal.ROUND_HALF_UP), currency);
}

/** "1234567" → "1,234,567" (digits only, no sign or decimals): the thousands grouping of every trace amount. */
export function groupThousands(digits: string): string {
  const length = digits.length;
  if (length <= 3) return digits;
  let head = length % 3 || 3;
  let grouped = digits.slice(0, head);
  for (; head < length; head += 3) grouped += `,${digits.slice(head, head + 3)}`;
  return grouped;
}
