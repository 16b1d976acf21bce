// The full metadata: the default ("min") set checks little more than the length, and lets through
// numbers no operator issues (+84 111 222 333). Its size lands only in the chunks that validate.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

export type PhoneError = 'REQUIRED' | 'INVALID';

export type PhoneResult =
  | {
      readonly ok: true;
      /** +6591234567: the form to store and to compare. */
      readonly e164: string;
      /** ISO 3166 country of the number (from its dial code, or the default country). */
      readonly country: string | undefined;
    }
  | { readonly ok: false; readonly error: PhoneError };

/**
 * A phone number as the phone input checks it (spec §5): its country comes from a leading +dial
 * code ('+65', '+852'), else from the company's country (`defaultCountry`, ISO 3166 alpha-2).
 * Numbers are checked against the numbering plans of libphonenumber's metadata.
 */
export function validatePhone(value: string, { defaultCountry }: { defaultCountry: string }): PhoneResult {
  if (value.trim() === '') return { ok: false, error: 'REQUIRED' };
  // Only the characters people type in a phone number: otherwise the parser would pick a number
  // out of any text ('call 91234567 now').
  if (!/^[+\d\s().\-/]+$/.test(value.trim())) return { ok: false, error: 'INVALID' };
  const parsed = parsePhoneNumberFromString(value, { defaultCountry: defaultCountry.toUpperCase() as CountryCode });
  if (!parsed?.isValid()) return { ok: false, error: 'INVALID' };
  return { ok: true, e164: parsed.number, country: parsed.country };
}

/**
 * The positions of the numbers that repeat an earlier one in the list ('Please remove duplicated
 * phone number'). Numbers are compared in E.164 form, so '+65 9123 4567' repeats '91234567' in a
 * Singapore company; numbers that do not parse are compared by their digits.
 */
export function findDuplicatePhones(list: readonly string[], { defaultCountry }: { defaultCountry: string }): number[] {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  list.forEach((value, index) => {
    if (value.trim() === '') return;
    const checked = validatePhone(value, { defaultCountry });
    const key = checked.ok ? checked.e164 : value.replace(/\D/g, '');
    if (seen.has(key)) duplicates.push(index);
    seen.add(key);
  });
  return duplicates;
}

/**
 * The generic form rule `phone_number` (spec §5): an optional plus and 1–3 digit country code, an
 * optional 3-digit area code (in brackets or not), a 3-digit group and a 2–4 digit group, with
 * one blank, dot or hyphen after each group and an optional extension ('x123', 'ext. 123'). A shape
 * check for free-text fields; the phone input uses validatePhone.
 */
export const PHONE_NUMBER_RULE = /^\+?(?:\d{1,3}[-. ]?)?(?:(?:\(\d{3}\)|\d{3})[-. ]?)?\d{3}[-. ]?\d{2,4}(?: ?(?:x|ext\.?) ?\d{1,5})?$/i;

export function matchesPhoneNumberRule(value: string): boolean {
  return PHONE_NUMBER_RULE.test(value.trim());
}
