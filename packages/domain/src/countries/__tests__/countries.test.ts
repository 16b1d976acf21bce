import { getCountryCallingCode } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { COMPANY_CURRENCY_DIGITS, COUNTRY_REFERENCE, DOMAIN_COUNTRIES } from '../countries.data.ts';

describe('the country reference', () => {
  const countries = DOMAIN_COUNTRIES.map((code) => COUNTRY_REFERENCE[code]);

  it('has one entry for each company country, under its own code', () => {
    expect(Object.keys(COUNTRY_REFERENCE).sort()).toEqual([...DOMAIN_COUNTRIES].sort());
    for (const code of DOMAIN_COUNTRIES) expect(COUNTRY_REFERENCE[code].alpha2).toBe(code);
  });

  // The values the server, the contracts' company defaults, the payroll engines and the calculator page each wrote before.
  it('pays each country in its own currency', () => {
    expect(Object.fromEntries(countries.map((country) => [country.alpha2, country.currency]))).toEqual({
      SG: 'SGD',
      ID: 'IDR',
      MY: 'MYR',
      VN: 'VND',
      PH: 'PHP',
    });
    expect(Object.keys(COMPANY_CURRENCY_DIGITS).sort()).toEqual(countries.map((country) => country.currency).sort());
  });

  it('gives each currency the minor digits Intl writes it with (whole rupiah and dong)', () => {
    for (const [currency, digits] of Object.entries(COMPANY_CURRENCY_DIGITS)) {
      const format = new Intl.NumberFormat('en', { style: 'currency', currency });
      expect(format.resolvedOptions().maximumFractionDigits, currency).toBe(digits);
    }
    expect(COMPANY_CURRENCY_DIGITS).toEqual({ SGD: 2, MYR: 2, PHP: 2, IDR: 0, VND: 0 });
  });

  it('dials each country by its E.164 code, as the phone rules know it', () => {
    for (const country of countries) expect(country.dialCode).toBe(`+${getCountryCallingCode(country.alpha2)}`);
    expect(countries.map((country) => country.dialCode)).toEqual(['+65', '+62', '+60', '+84', '+63']);
  });

  it('names each country in English as Intl does, the fallback when a language has no name for it', () => {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    for (const country of countries) expect(country.name).toBe(names.of(country.alpha2));
  });

  it('has a valid locale of the country for each of its languages, in their order', () => {
    for (const country of countries) {
      expect(country.locales).toEqual(country.languages.map((language) => `${language}-${country.alpha2}`));
      expect(Intl.getCanonicalLocales([...country.locales])).toEqual(country.locales);
    }
  });

  it('keeps the ISO 3166-1 codes distinct', () => {
    expect(new Set(countries.map((country) => country.alpha3)).size).toBe(countries.length);
    expect(new Set(countries.map((country) => country.numeric)).size).toBe(countries.length);
    for (const country of countries) {
      expect(country.alpha3).toMatch(/^[A-Z]{3}$/);
      expect(country.numeric).toMatch(/^\d{3}$/);
    }
  });
});
