import { describe, expect, it } from 'vitest';
import { COMPANY_COUNTRIES, DomainSchema } from '@tenaga/contracts';
import { DEFAULT_PREFERENCE, DEFAULT_ROLE_KEYS, isReservedDomain, regionDefaults } from '../companies.rules.ts';

describe('isReservedDomain', () => {
  it('reserves names that would confuse or mislead at login', () => {
    for (const domain of ['admin', 'api', 'app', 'login', 'support', 'tenaga', 'www']) expect(isReservedDomain(domain), domain).toBe(true);
    for (const domain of ['acme', 'admin-co', 'apps', 'my-tenaga']) expect(isReservedDomain(domain), domain).toBe(false);
  });
});

describe('domain format', () => {
  it.each([
    ['acme', true],
    ['acme-asia', true],
    ['a', true],
    ['a1-b2', true],
    ['-acme', false],
    ['acme-', false],
    ['ac_me', false],
    ['ac.me', false],
    ['a'.repeat(40), true],
    ['a'.repeat(41), false],
  ])('%s is valid: %s', (domain, valid) => {
    expect(DomainSchema.safeParse(domain).success).toBe(valid);
  });
});

describe('region defaults', () => {
  it('gives every company country a language, zone, formats and its currency', () => {
    expect(
      Object.fromEntries(
        COMPANY_COUNTRIES.map((country) => [
          country,
          [regionDefaults(country).language, regionDefaults(country).timezone, regionDefaults(country).currency],
        ]),
      ),
    ).toEqual({
      SG: ['en', 'Asia/Singapore', 'SGD'],
      ID: ['id', 'Asia/Jakarta', 'IDR'],
      MY: ['ms', 'Asia/Kuala_Lumpur', 'MYR'],
      VN: ['vi', 'Asia/Ho_Chi_Minh', 'VND'],
      PH: ['en', 'Asia/Manila', 'PHP'],
    });
  });
});

describe('company defaults', () => {
  it('starts with four roles and masked identification numbers', () => {
    expect(DEFAULT_ROLE_KEYS).toEqual(['administrator', 'hrManager', 'manager', 'employee']);
    expect(DEFAULT_PREFERENCE.ICNumberMasking).toBe(true);
  });
});
