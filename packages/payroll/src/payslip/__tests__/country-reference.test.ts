import { COMPANY_CURRENCY_DIGITS, COUNTRY_REFERENCE, DOMAIN_COUNTRIES } from '@tenaga/domain/countries';
import { describe, expect, it } from 'vitest';
import { CURRENCY_DIGITS } from '../../core/currency.ts';
import { CURRENCY } from '../input.ts';
import { COUNTRIES } from '../types.ts';

// The package depends on decimal.js alone (core/__tests__/purity.test.ts), so it keeps its own
// currency table; this holds it to the domain's country reference, the product's one source.
describe("the payroll currencies are the domain's country reference", () => {
  it('covers the same countries', () => {
    expect([...COUNTRIES].sort()).toEqual([...DOMAIN_COUNTRIES].sort());
  });

  it.each(COUNTRIES)('%s pays in its own currency', (country) => {
    expect(CURRENCY[country]).toBe(COUNTRY_REFERENCE[country].currency);
  });

  it('writes each currency with its minor digits', () => {
    expect(CURRENCY_DIGITS).toEqual(COMPANY_CURRENCY_DIGITS);
  });
});
