// The full metadata, the same module @tenaga/domain validates with: one copy in the bundle.
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import metadata from 'libphonenumber-js/metadata.max.json';
import { findDuplicatePhones, validatePhone, type PhoneError } from '@tenaga/domain';

export { findDuplicatePhones, validatePhone };

/** A phone as the input shows it: a country (its dial code) and the number as typed. */
export interface PhoneParts {
  readonly country: string;
  readonly national: string;
}

/**
 * Splits a stored phone: a leading +dial code names the country (spec §5, '+65', '+852'),
 * otherwise it is `fallbackCountry` (the company's). A valid number shows in its national form.
 */
export function splitPhone(value: string, fallbackCountry: string): PhoneParts {
  const text = value.trim();
  if (!text.startsWith('+')) return { country: fallbackCountry, national: text };
  const parsed = parsePhoneNumberFromString(text);
  if (parsed?.country && parsed.isValid()) return { country: parsed.country, national: parsed.formatNational() };
  for (const length of [3, 2, 1]) {
    const code = text.slice(1, 1 + length);
    const countries = metadata.country_calling_codes[code];
    // A code shared by several countries (+1, +44) keeps the company's, else its main one.
    if (countries?.[0])
      return {
        country: countries.includes(fallbackCountry as CountryCode) ? fallbackCountry : countries[0],
        national: text.slice(1 + length).trim(),
      };
  }
  return { country: fallbackCountry, national: text };
}

export const dialCode = (country: string): string => `+${getCountryCallingCode(country as CountryCode)}`;

/**
 * The phone to store: E.164 ('+6591234567') once valid, else the dial code and what was typed,
 * so the check and the duplicate search read it in the chosen country. Empty stays empty.
 */
export function joinPhone({ country, national }: PhoneParts): string {
  const text = national.trim();
  if (text === '') return '';
  if (text.startsWith('+')) return text;
  const checked = validatePhone(text, { defaultCountry: country });
  return checked.ok ? checked.e164 : `${dialCode(country)} ${text}`;
}

export interface DialCodeOption {
  readonly value: string;
  readonly label: string;
  readonly code: string;
}

/** Every country with its dial code, named in the user's language and sorted by name. */
export function dialCodeOptions(language: string): DialCodeOption[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const collator = new Intl.Collator(language);
  return getCountries()
    .map((country) => ({ value: country, code: dialCode(country), name: names.of(country) ?? country }))
    .sort((a, b) => collator.compare(a.name, b.name))
    .map(({ value, code, name }) => ({ value, code, label: `${name} (${code})` }));
}

export type PhoneListError = PhoneError | 'DUPLICATE';

/**
 * Each entry's problem, or null (spec §5: the list is valid only when every entry is). A lone
 * empty entry is no phone at all; an empty one among others must be filled or removed.
 */
export function checkPhoneList(
  list: readonly string[],
  { defaultCountry }: { readonly defaultCountry: string },
): (PhoneListError | null)[] {
  if (list.length === 1 && list[0]!.trim() === '') return [null];
  const duplicates = new Set(findDuplicatePhones(list, { defaultCountry }));
  return list.map((value, index) => {
    const checked = validatePhone(value, { defaultCountry });
    if (!checked.ok) return checked.error;
    return duplicates.has(index) ? 'DUPLICATE' : null;
  });
}
