import { describe, expect, it } from 'vitest';
import { DOMAIN_COUNTRIES } from '../../countries/countries.data.ts';
import {
  IDENTIFICATION_DOCUMENT_TYPE_IDS,
  IDENTIFICATION_DOCUMENT_TYPES,
  identificationDocumentTypesFor,
  validateIdentificationDocument,
} from '../identification-documents.data.ts';

const check = (type: string, value: string, today?: string) => {
  const result = validateIdentificationDocument({ type, value, ...(today ? { today } : {}) });
  return result.ok ? `ok ${result.value}` : result.error;
};

describe('the identification documents', () => {
  it('list every id once, the identification types first', () => {
    expect(IDENTIFICATION_DOCUMENT_TYPES.map((type) => type.id)).toEqual([...IDENTIFICATION_DOCUMENT_TYPE_IDS]);
    expect(new Set(IDENTIFICATION_DOCUMENT_TYPE_IDS).size).toBe(IDENTIFICATION_DOCUMENT_TYPE_IDS.length);
  });

  it.each(IDENTIFICATION_DOCUMENT_TYPES.map((type) => [type.id, type.example] as const))('%s: its example %s is valid', (type, example) => {
    expect(check(type, example, '2025-06-01')).toMatch(/^ok /);
  });

  it.each(DOMAIN_COUNTRIES)('%s: a passport, a tax number and a social security or pass document of its own', (country) => {
    const types = identificationDocumentTypesFor(country);
    const own = types.filter((type) => type.country === country);
    expect(own.some((type) => type.category === 'passport')).toBe(true);
    expect(types.slice(own.length).every((type) => type.country === null)).toBe(true);
    expect(types.map((type) => type.id)).toEqual(expect.arrayContaining(['PASSPORT', 'WORK_PERMIT']));
  });

  it('refuses a type it does not know', () => {
    expect(check('XX_CARD', '123')).toBe('UNKNOWN_TYPE');
    expect(check('PH_PHILHEALTH', ' - ')).toBe('REQUIRED');
  });

  it('checks the identification types by their own rules (an NRIC’s check letter)', () => {
    expect(check('SG_NRIC', 'S1234567D')).toBe('ok S1234567D');
    expect(check('SG_NRIC', 'S1234567A')).toBe('INVALID_CHECKSUM');
  });
});

describe('numbers checked by their issuer’s rule', () => {
  it.each([
    // MOM work pass cards carry the holder's FIN (F, G or M series with its check letter).
    ['SG_WORK_PASS', 'G1234567X', 'ok G1234567X'],
    ['SG_WORK_PASS', 'G1234567A', 'INVALID_CHECKSUM'],
    ['SG_WORK_PASS', 'S1234567D', 'INVALID_FORMAT'],
    // LHDN: IG and 9 to 11 digits since 2023; SG and OG before.
    ['MY_TAX', 'IG 12345678090', 'ok IG12345678090'],
    ['MY_TAX', 'SG1234567890', 'ok SG1234567890'],
    ['MY_TAX', 'OG123456789', 'ok OG123456789'],
    ['MY_TAX', 'IG12345678', 'INVALID_LENGTH'],
    ['MY_TAX', 'IG123456789012', 'INVALID_LENGTH'],
    ['MY_TAX', 'C12345678090', 'INVALID_FORMAT'],
    ['MY_TAX', 'IG1234_56789', 'INVALID_FORMAT'],
    // BPJS Kesehatan 13 digits, BPJS Ketenagakerjaan (KPJ) 11.
    ['ID_BPJS_KESEHATAN', '0001-2345-67890', 'ok 0001234567890'],
    ['ID_BPJS_KESEHATAN', '000123456789', 'INVALID_LENGTH'],
    ['ID_BPJS_KESEHATAN', '000123456789A', 'INVALID_FORMAT'],
    ['ID_BPJS_KETENAGAKERJAAN', '12345678901', 'ok 12345678901'],
    ['ID_BPJS_KETENAGAKERJAAN', '1234567890', 'INVALID_LENGTH'],
    // Vietnam's tax code: 10 digits with the weighted check digit (python-stdnum's vn.mst cases), or a CCCD from July 2025.
    ['VN_TAX', '0100233488', 'ok 0100233488'],
    ['VN_TAX', '0100233480', 'INVALID_CHECKSUM'],
    ['VN_TAX', '001090012345', 'ok 001090012345'],
    ['VN_TAX', '000090012345', 'INVALID_PLACE_CODE'],
    ['VN_TAX', '12345', 'INVALID_LENGTH'],
    ['VN_TAX', '0314409058-002', 'INVALID_LENGTH'],
    ['VN_SOCIAL_INSURANCE', '0123456789', 'ok 0123456789'],
    ['VN_SOCIAL_INSURANCE', '012345678', 'INVALID_LENGTH'],
    // PhilHealth PIN and Pag-IBIG MID: 12 digits each.
    ['PH_PHILHEALTH', '12-345678901-2', 'ok 123456789012'],
    ['PH_PHILHEALTH', '12-345678901', 'INVALID_LENGTH'],
    ['PH_PAGIBIG', '1234-5678-9012', 'ok 123456789012'],
    ['PH_PAGIBIG', '1234-5678-901X', 'INVALID_FORMAT'],
    // A work permit of any country: letters and digits only.
    ['WORK_PERMIT', 'kitas 2C11 AB1234', 'ok KITAS2C11AB1234'],
    ['WORK_PERMIT', 'AB1', 'INVALID_LENGTH'],
    ['WORK_PERMIT', 'AB#1234', 'INVALID_FORMAT'],
  ])('%s %s → %s', (type, value, expected) => {
    expect(check(type, value, '2025-06-01')).toBe(expected);
  });
});
