import { BANK_ACCOUNT_DIGITS, OTHER_BANK_ACCOUNT_LENGTH } from './bank-account-digits.data.ts';
import { maskIdentificationNumber } from '../identification/validate-identification.ts';

export type BankAccountError = 'REQUIRED' | 'INVALID_FORMAT' | 'INVALID_LENGTH';

export type BankAccountResult = { readonly ok: true; readonly value: string } | { readonly ok: false; readonly error: BankAccountError };

const DIGITS_BY_BANK: ReadonlyMap<string, readonly number[]> = new Map(
  BANK_ACCOUNT_DIGITS.flatMap((row) => row.bankCodes.map((code) => [code, row.digits] as const)),
);

/** The digit counts the spec fixes for a bank's account numbers, or null when it fixes none. */
export function bankAccountDigitsFor(bankCode: string): readonly number[] | null {
  return DIGITS_BY_BANK.get(bankCode) ?? null;
}

/**
 * An account number of the bank: digits only once the blanks and hyphens people type between
 * groups are removed ('123-456789-0'), as many as the bank's row of the spec table says. On
 * success, `value` is the digits alone.
 */
export function validateBankAccount({ bankCode, accountNumber }: { bankCode: string; accountNumber: string }): BankAccountResult {
  const value = accountNumber.replace(/[\s-]/g, '');
  if (value === '') return { ok: false, error: 'REQUIRED' };
  if (!/^\d+$/.test(value)) return { ok: false, error: 'INVALID_FORMAT' };
  const digits = bankAccountDigitsFor(bankCode);
  const fits = digits
    ? digits.includes(value.length)
    : value.length >= OTHER_BANK_ACCOUNT_LENGTH.min && value.length <= OTHER_BANK_ACCOUNT_LENGTH.max;
  return fits ? { ok: true, value } : { ok: false, error: 'INVALID_LENGTH' };
}

/**
 * An account number as someone who may not change it sees it: the last 4 digits, as identification
 * numbers are masked ('1234567890' → '******7890'), enough to tell which account it is.
 */
export function maskAccountNumber(accountNumber: string): string {
  return maskIdentificationNumber(accountNumber);
}
