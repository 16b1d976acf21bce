import { Decimal } from './decimal.ts';

/** Minor digits of each payroll currency (ISO 4217). */
export const CURRENCY_DIGITS = { SGD: 2, MYR: 2, PHP: 2, IDR: 0, VND: 0 } as const;
export type PayrollCurrency = keyof typeof CURRENCY_DIGITS;

/**
 * Formats an amount that the rules have already rounded. It never rounds silently: an amount with
 * more digits than the currency has is a bug in a rule, so it throws.
 */
export function formatMoney(value: Decimal, currency: PayrollCurrency): string {
  const digits = CURRENCY_DIGITS[currency];
  if (!value.toDecimalPlaces(digits).equals(value)) {
    throw new Error(`payroll rule produced ${value.toString()} ${currency} with more than ${digits} decimals`);
  }
  // Negative zero never reaches a payslip.
  return (value.isZero() ? new Decimal(0) : value).toFixed(digits);
}

/** Rounds half up to the currency's minor unit and formats; for rules whose law says "to the nearest cent". */
export function roundMoney(value: Decimal, currency: PayrollCurrency): string {
  return formatMoney(value.toDecimalPlaces(CURRENCY_DIGITS[currency], Decimal.ROUND_HALF_UP), currency);
}
