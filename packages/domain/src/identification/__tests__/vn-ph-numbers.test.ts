import { describe, expect, it } from 'vitest';
import { check } from './check.ts';

describe('VN_CCCD: province (3), century and gender (1), year (2), random (6)', () => {
  const today = '2025-06-01';
  it.each([
    // Circular 07/2016/TT-BCA Appendix 1: 001 Hà Nội, 079 Hồ Chí Minh City, 096 Cà Mau (the last).
    ['001090012345', 'ok 001090012345'],
    ['079303001234', 'ok 079303001234'],
    ['096199000001', 'ok 096199000001'],
    // The example of the hrnk.vn explainer of Art. 7: 087 Đồng Tháp, a man born 1984.
    ['087084000999', 'ok 087084000999'],
    // Codes the appendix skips, and the ones around its ends.
    ['000090012345', 'INVALID_PLACE_CODE'],
    ['003090012345', 'INVALID_PLACE_CODE'],
    ['097090012345', 'INVALID_PLACE_CODE'],
    ['100090012345', 'INVALID_PLACE_CODE'],
    // Digit 2 or 3 with year 25: born 2025, this year; 26 is next year; 4 is the 2100s.
    ['001225012345', 'ok 001225012345'],
    ['001325012345', 'ok 001325012345'],
    ['001226012345', 'INVALID_DATE'],
    ['001400012345', 'INVALID_DATE'],
    ['001 090 012345', 'ok 001090012345'],
    ['00109001234', 'INVALID_LENGTH'],
    ['0010900123456', 'INVALID_LENGTH'],
    ['00109001234A', 'INVALID_FORMAT'],
  ])('%s → %s', (value, expected) => {
    expect(check('VN_CCCD', value, today)).toBe(expected);
  });

  it('without today, a year to come cannot be refused', () => {
    expect(check('VN_CCCD', '001400012345')).toBe('ok 001400012345');
  });
});

describe('VN_CMND: 9 digits', () => {
  it.each([
    ['123456789', 'ok 123456789'],
    ['12345678', 'INVALID_LENGTH'],
    ['1234567890', 'INVALID_LENGTH'],
    ['12345678A', 'INVALID_FORMAT'],
  ])('%s → %s', (value, expected) => {
    expect(check('VN_CMND', value)).toBe(expected);
  });
});

describe('Philippine numbers', () => {
  it.each([
    // PhilSys (philsys.gov.ph): the PCN on the card is 16 digits, the PSN 12.
    ['PH_PCN', '1234-5678-9012-3456', 'ok 1234567890123456'],
    ['PH_PCN', '123456789012345', 'INVALID_LENGTH'],
    ['PH_PCN', '12345678901234567', 'INVALID_LENGTH'],
    ['PH_PSN', '1234-5678901-2', 'ok 123456789012'],
    ['PH_PSN', '12345678901', 'INVALID_LENGTH'],
    ['PH_PSN', '1234567890123', 'INVALID_LENGTH'],
    // TIN: 9 digits, with a 3-digit branch code (RMO 34-98), or a 5-digit one (BIR forms since 2018).
    ['PH_TIN', '123-456-789', 'ok 123456789'],
    ['PH_TIN', '123-456-789-000', 'ok 123456789000'],
    ['PH_TIN', '664-151-520-00000', 'ok 66415152000000'],
    ['PH_TIN', '12345678', 'INVALID_LENGTH'],
    ['PH_TIN', '1234567890', 'INVALID_LENGTH'],
    ['PH_TIN', '12345678901', 'INVALID_LENGTH'],
    ['PH_TIN', '1234567890123', 'INVALID_LENGTH'],
    ['PH_TIN', '123456789012345', 'INVALID_LENGTH'],
    // SSS: 10 digits, 12-3456789-0.
    ['PH_SSS', '34-1234567-8', 'ok 3412345678'],
    ['PH_SSS', '341234567', 'INVALID_LENGTH'],
    ['PH_SSS', '34123456789', 'INVALID_LENGTH'],
    // UMID: the CRN label printed before the 12 digits is not part of the number.
    ['PH_UMID_CRN', 'CRN-0111-2345678-9', 'ok 011123456789'],
    ['PH_UMID_CRN', '0111-2345678-9', 'ok 011123456789'],
    ['PH_UMID_CRN', 'CRN-0111-2345678', 'INVALID_LENGTH'],
    ['PH_UMID_CRN', 'CRX-0111-2345678-9', 'INVALID_FORMAT'],
  ])('%s %s → %s', (type, value, expected) => {
    expect(check(type, value)).toBe(expected);
  });
});

describe('passports', () => {
  it.each([
    ['SG_PASSPORT', 'K1234567A', true],
    ['SG_PASSPORT', 'E1234567N', true],
    ['SG_PASSPORT', 'K1234567', false],
    ['SG_PASSPORT', 'K12345678A', false],
    // validator.js isPassportNumber: MY is A (Peninsular), H (Sabah) or K (Sarawak) and 8 digits.
    ['MY_PASSPORT', 'A12345678', true],
    ['MY_PASSPORT', 'H12345678', true],
    ['MY_PASSPORT', 'K12345678', true],
    ['MY_PASSPORT', 'B12345678', false],
    ['MY_PASSPORT', 'A1234567', false],
    ['ID_PASSPORT', 'B1234567', true],
    ['ID_PASSPORT', 'X1234567', true],
    ['ID_PASSPORT', 'B123456', false],
    ['ID_PASSPORT', 'B12345678', false],
    ['VN_PASSPORT', 'C1234567', true],
    ['VN_PASSPORT', 'P01234567', true],
    ['VN_PASSPORT', 'C123456', false],
    ['VN_PASSPORT', 'C123456789', false],
    // PH: P1234567A (2016 on), EB1234567 (earlier e-passports), P123456 (older).
    ['PH_PASSPORT', 'P1234567A', true],
    ['PH_PASSPORT', 'EB1234567', true],
    ['PH_PASSPORT', 'P123456', true],
    ['PH_PASSPORT', 'P1234567', false],
    ['PH_PASSPORT', 'P12345678A', false],
    // Any other country: 5 to 20 letters and digits (a US passport is 9 digits, a UK one too).
    ['PASSPORT', '123456789', true],
    ['PASSPORT', 'GH1234567', true],
    ['PASSPORT', 'AB123', true],
    ['PASSPORT', 'AB12', false],
    ['PASSPORT', 'A'.repeat(20), true],
    ['PASSPORT', 'A'.repeat(21), false],
    ['PASSPORT', 'AB#12345', false],
  ] as const)('%s %s: %s', (type, value, valid) => {
    expect(check(type, value)).toBe(valid ? `ok ${value}` : 'INVALID_FORMAT');
  });
});
