import { describe, expect, it } from 'vitest';
import { findDuplicatePhones, matchesPhoneNumberRule, validatePhone } from '../phones.rules.ts';

describe('validatePhone: the dial code names the country, else the company country', () => {
  it.each([
    // Singapore mobiles start with 8 or 9, fixed lines with 6 (IMDA National Numbering Plan).
    ['91234567', 'SG', '+6591234567', 'SG'],
    ['+65 9123 4567', 'SG', '+6591234567', 'SG'],
    ['6123 4567', 'SG', '+6561234567', 'SG'],
    // A Malaysian mobile in a Singapore company: the +60 prefix wins over the company country.
    ['+60 12-345 6789', 'SG', '+60123456789', 'MY'],
    ['012-345 6789', 'MY', '+60123456789', 'MY'],
    ['+60 3-2161 2345', 'MY', '+60321612345', 'MY'],
    ['0812-3456-7890', 'ID', '+6281234567890', 'ID'],
    ['+62 21 1234567', 'SG', '+62211234567', 'ID'],
    ['091 234 5678', 'VN', '+84912345678', 'VN'],
    ['+84 28 3822 1234', 'SG', '+842838221234', 'VN'],
    ['0917 123 4567', 'PH', '+639171234567', 'PH'],
    // Four-character prefixes (+852) and the +1 zone shared by the US and Canada.
    ['+852 9123 4567', 'SG', '+85291234567', 'HK'],
    ['+1 415 555 1234', 'SG', '+14155551234', 'US'],
    ['(403) 555-5678', 'US', '+14035555678', 'CA'],
    ['+44 20 7946 0958', 'SG', '+442079460958', 'GB'],
    ['+91 98765 43210', 'SG', '+919876543210', 'IN'],
  ])('%s in a %s company → %s (%s)', (value, defaultCountry, e164, country) => {
    expect(validatePhone(value, { defaultCountry })).toEqual({ ok: true, e164, country });
  });

  it.each([
    ['', 'REQUIRED'],
    ['   ', 'REQUIRED'],
    // No Singapore number starts with 1, 4, 5 or 7 (8 digits), nor has 7 or 9 digits.
    ['12345678', 'INVALID'],
    ['51234567', 'INVALID'],
    ['9123456', 'INVALID'],
    ['912345678', 'INVALID'],
    // The full metadata refuses what the length check alone would let through.
    ['+84 111 222 333', 'INVALID'],
    ['+1 555 555 5555', 'INVALID'],
    ['abc', 'INVALID'],
    ['call 91234567', 'INVALID'],
    ['91234567 ext', 'INVALID'],
  ])('%s → %s', (value, error) => {
    expect(validatePhone(value, { defaultCountry: 'SG' })).toEqual({ ok: false, error });
  });
});

describe('findDuplicatePhones', () => {
  it.each([
    [['91234567', '+65 9123 4567'], [1]],
    [
      ['91234567', '81234567', '9123-4567', '+6591234567'],
      [2, 3],
    ],
    [['+60123456789', '0123456789'], []],
    [['91234567', '', '', '81234567'], []],
    // Entries that do not parse still repeat each other by their digits.
    [['12-34', '1234'], [1]],
    [[], []],
  ])('%j → %j', (list, duplicates) => {
    expect(findDuplicatePhones(list, { defaultCountry: 'SG' })).toEqual(duplicates);
  });

  it('reads each entry in the company country', () => {
    expect(findDuplicatePhones(['0123456789', '+60123456789'], { defaultCountry: 'MY' })).toEqual([1]);
  });
});

describe('the phone_number rule of the generic forms (spec §5)', () => {
  it.each([
    // The spec's own examples.
    '+65123412341',
    '4035555678',
    '415-555-1234',
    '(416)555-3456',
    '(926) 1234567',
    // Country code with groups, dots, an extension.
    '+1 415 555 1234',
    '415.555.1234',
    '415-555-1234 x123',
    '415-555-1234 ext. 12',
    // The shortest it takes: a 3-digit and a 2-digit group.
    '12345',
  ])('accepts %s', (value) => {
    expect(matchesPhoneNumberRule(value)).toBe(true);
  });

  it.each(['', '1234', 'abc-def-ghij', '415-555-12345678', '(416 555-3456', '++65 1234 5678', '415--555-1234', '+65 12345678901234'])(
    'refuses %s',
    (value) => {
      expect(matchesPhoneNumberRule(value)).toBe(false);
    },
  );
});
