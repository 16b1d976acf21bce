import { describe, expect, it } from 'vitest';
import { DOMAIN_COUNTRIES } from '../../countries/countries.data.ts';
import { IDENTIFICATION_TYPE_IDS, IDENTIFICATION_TYPES, identificationTypesFor } from '../identification-types.data.ts';
import { maskIdentificationNumber, validateIdentificationNumber } from '../validate-identification.ts';

describe('the identification types', () => {
  it('list every id once', () => {
    expect(IDENTIFICATION_TYPES.map((type) => type.id)).toEqual([...IDENTIFICATION_TYPE_IDS]);
  });

  it.each(IDENTIFICATION_TYPES.map((type) => [type.id, type.example] as const))('%s: its example %s is valid', (type, example) => {
    expect(validateIdentificationNumber({ type, value: example, today: '2025-06-01' }).ok).toBe(true);
  });

  it.each(DOMAIN_COUNTRIES)('%s: its own documents first, then a passport of any country', (country) => {
    const types = identificationTypesFor(country);
    expect(types.length).toBeGreaterThan(1);
    expect(types.slice(0, -1).every((type) => type.country === country)).toBe(true);
    expect(types.at(-1)?.id).toBe('PASSPORT');
  });

  it('refuses a type it does not know', () => {
    expect(validateIdentificationNumber({ type: 'XX_CARD', value: 'S1234567D' })).toEqual({ ok: false, error: 'UNKNOWN_TYPE' });
  });
});

describe('maskIdentificationNumber: only the last 4 characters show (spec §5)', () => {
  it.each([
    ['S1234567D', '*****567D'],
    ['900101145678', '********5678'],
    ['12345', '*2345'],
    ['1234', '1234'],
    ['123', '123'],
    ['', ''],
  ])('%s → %s', (value, masked) => {
    expect(maskIdentificationNumber(value)).toBe(masked);
  });
});
