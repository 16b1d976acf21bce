import type { IdentificationError } from './identification.types.ts';

/** A number made of digits only, of one of the given lengths. */
export function checkDigits(compact: string, lengths: readonly number[]): IdentificationError | null {
  if (!/^\d+$/.test(compact)) return 'INVALID_FORMAT';
  return lengths.includes(compact.length) ? null : 'INVALID_LENGTH';
}

/** Luhn (mod 10) over all the digits given, the last one being the check digit. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
