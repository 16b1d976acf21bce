import type { IdentificationError } from './identification.types.ts';

/**
 * Passport number formats of the five countries, as printed in the document number field
 * (ICAO Doc 9303). Sources: validator.js isPassportNumber (MY, PH; ID widened to any series
 * letter, since the series letter changes between issues); Singapore: a letter, 7 digits and a
 * letter (E1234567N, K1234567A); Vietnam: a letter and 7 digits, 8 on some newer booklets.
 */
export const PASSPORT_PATTERNS = {
  SG: /^[A-Z]\d{7}[A-Z]$/,
  MY: /^[AHK]\d{8}$/,
  ID: /^[A-Z]\d{7}$/,
  VN: /^[A-Z]\d{7,8}$/,
  // New series P1234567A (2016 on); older P123456, and two letters with 6 or 7 digits (EB1234567).
  PH: /^(?:[A-Z]\d{6}|[A-Z]\d{7}[A-Z]|[A-Z]{2}\d{6,7})$/,
} as const;

/**
 * A passport of any other country: ICAO 9303 document numbers are letters and digits, 9 in the
 * machine-readable zone with an overflow for longer ones; 5 to 20 covers every issuing state.
 */
const ANY_PASSPORT = /^[A-Z0-9]{5,20}$/;

export function checkPassport(compact: string, country: keyof typeof PASSPORT_PATTERNS | null): IdentificationError | null {
  if (!/^[A-Z0-9]+$/.test(compact)) return 'INVALID_FORMAT';
  const pattern = country === null ? ANY_PASSPORT : PASSPORT_PATTERNS[country];
  return pattern.test(compact) ? null : 'INVALID_FORMAT';
}
