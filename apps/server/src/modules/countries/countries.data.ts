import type { Country } from '@tenaga/contracts';
import { COMPANY_CURRENCY_DIGITS, COUNTRY_REFERENCE, DOMAIN_COUNTRIES } from '@tenaga/domain';

/**
 * Countries whose companies Tenaga serves, from the domain's country reference (its sources are
 * noted there). Names are translated at request time with Intl.DisplayNames; the English name is
 * the fallback. The wider world list comes with the employee records (nationalities).
 */
export const COUNTRIES: readonly Country[] = DOMAIN_COUNTRIES.map((code) => {
  const country = COUNTRY_REFERENCE[code];
  return { ...country, languages: [...country.languages], locales: [...country.locales] };
});

/** Minor digits of the currencies the product lets a company choose: the company countries' own as the domain has them, the others by ISO 4217. */
export const CURRENCY_DIGITS: Record<string, number> = {
  ...COMPANY_CURRENCY_DIGITS,
  USD: 2,
  EUR: 2,
  GBP: 2,
  AUD: 2,
  CNY: 2,
  JPY: 0,
  HKD: 2,
  INR: 2,
  THB: 2,
};
