import { describe, expect, it } from 'vitest';
import { check } from './check.ts';

describe('MY_MYKAD: YYMMDD-PB-###G', () => {
  it.each([
    // A Kuala Lumpur birth (place 14), written with the hyphens of the card.
    ['900101-14-5678', 'ok 900101145678'],
    ['900101145678', 'ok 900101145678'],
    ['900101 14 5678', 'ok 900101145678'],
    // 29 February: 2000 was a leap year, so '00' reads as 2000.
    ['000229-01-1234', 'ok 000229011234'],
    // 2001 and 1901 were not.
    ['010229-01-1234', 'INVALID_DATE'],
    ['901301-14-5678', 'INVALID_DATE'],
    ['900230-14-5678', 'INVALID_DATE'],
    ['900100-14-5678', 'INVALID_DATE'],
    ['900132-14-5678', 'INVALID_DATE'],
    ['901231-14-5678', 'ok 901231145678'],
    ['9001011456789', 'INVALID_LENGTH'],
    ['90010114567', 'INVALID_LENGTH'],
    ['A00101145678', 'INVALID_FORMAT'],
    ['', 'REQUIRED'],
  ])('%s → %s', (value, expected) => {
    expect(check('MY_MYKAD', value)).toBe(expected);
  });

  // JPN place-of-birth codes (python-stdnum stdnum/my/bp.dat): both sides of every used range.
  it.each([
    ['00', false],
    ['01', true],
    ['16', true],
    ['17', false],
    ['20', false],
    ['21', true],
    ['59', true],
    ['60', true],
    ['68', true],
    ['69', false],
    ['70', false],
    ['71', true],
    ['72', true],
    ['73', false],
    ['74', true],
    ['79', true],
    ['80', false],
    ['81', false],
    ['82', true],
    ['93', true],
    ['94', false],
    ['97', false],
    ['98', true],
    ['99', true],
  ] as const)('place of birth %s: %s', (place, valid) => {
    expect(check('MY_MYKAD', `850615${place}5123`)).toBe(valid ? `ok 850615${place}5123` : 'INVALID_PLACE_CODE');
  });
});

describe('ID_NIK: PPKKCC-DDMMYY-SSSS, 40 added to the day for women', () => {
  it.each([
    // python-stdnum stdnum/id/nik.py doctests: a Jakarta number of a man born 17 August 1945, the
    // same for a woman (day 57), 29 February 2000, and its two refusals.
    ['3171011708450001', 'ok 3171011708450001'],
    ['3171015708450001', 'ok 3171015708450001'],
    ['3171012902001234', 'ok 3171012902001234'],
    ['3171013002001234', 'INVALID_DATE'],
    ['9971011708450001', 'INVALID_PLACE_CODE'],
    // Days 1–31 for men, 41–71 for women; 32–40 and 72 and above are neither.
    ['3171010101900001', 'ok 3171010101900001'],
    ['3171013101900001', 'ok 3171013101900001'],
    ['3171013201900001', 'INVALID_DATE'],
    ['3171014001900001', 'INVALID_DATE'],
    ['3171014101900001', 'ok 3171014101900001'],
    ['3171017101900001', 'ok 3171017101900001'],
    ['3171017201900001', 'INVALID_DATE'],
    ['3171010001900001', 'INVALID_DATE'],
    ['3171014113900001', 'INVALID_DATE'],
    // Province codes: 11 (Aceh) is the first, 96 (Papua Barat Daya, 2022) the last; 10, 20, 22, 37 and 97 are not used.
    ['1101011708450001', 'ok 1101011708450001'],
    ['9601011708450001', 'ok 9601011708450001'],
    ['1001011708450001', 'INVALID_PLACE_CODE'],
    ['2001011708450001', 'INVALID_PLACE_CODE'],
    ['2201011708450001', 'INVALID_PLACE_CODE'],
    ['3701011708450001', 'INVALID_PLACE_CODE'],
    ['9701011708450001', 'INVALID_PLACE_CODE'],
    ['31.7101.170845.0001', 'ok 3171011708450001'],
    ['317101170845000', 'INVALID_LENGTH'],
    ['31710117084500012', 'INVALID_LENGTH'],
    ['317101170845000A', 'INVALID_FORMAT'],
  ])('%s → %s', (value, expected) => {
    expect(check('ID_NIK', value)).toBe(expected);
  });
});

describe('ID_NPWP: 15 digits with a Luhn check digit, or 16 (NIK, or 0 + the 15) from 2024', () => {
  it.each([
    // python-stdnum stdnum/id/npwp.py doctests.
    ['01.312.166.0-091.000', 'ok 013121660091000'],
    ['016090524017000', 'ok 016090524017000'],
    ['123456789', 'INVALID_LENGTH'],
    // The 9th digit is the check digit of the first 8.
    ['01.312.166.1-091.000', 'INVALID_CHECKSUM'],
    // The 16-digit form of the same number, and an individual's NIK used as NPWP.
    ['0013121660091000', 'ok 0013121660091000'],
    ['0013121661091000', 'INVALID_CHECKSUM'],
    ['3171011708450001', 'ok 3171011708450001'],
    ['9971011708450001', 'INVALID_PLACE_CODE'],
    ['01312166009100', 'INVALID_LENGTH'],
    ['00131216600910001', 'INVALID_LENGTH'],
  ])('%s → %s', (value, expected) => {
    expect(check('ID_NPWP', value)).toBe(expected);
  });
});
