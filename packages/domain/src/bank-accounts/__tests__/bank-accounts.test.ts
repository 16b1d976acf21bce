import { describe, expect, it } from 'vitest';
import { BANK_ACCOUNT_DIGITS, OTHER_BANK_ACCOUNT_LENGTH } from '../bank-account-digits.data.ts';
import { bankAccountDigitsFor, validateBankAccount } from '../bank-accounts.rules.ts';

const digits = (count: number) => '1234567890123456789012'.slice(0, count);

describe('the spec §5 table, row by row', () => {
  it('has the 18 rows of the spec, each bank code in one row only', () => {
    expect(BANK_ACCOUNT_DIGITS.map((row) => `${row.bank} ${row.digits.join('/')}`)).toEqual([
      'UOB 10',
      'Standard Chartered 10',
      'HSBC 12',
      'DBS 10',
      'POSB 9',
      'OCBC 10/12',
      'Maybank Singapore 11',
      'Maybank Malayan Banking Singapore branch 11',
      'CIMB 10',
      'Hong Leong 11',
      'Maybank Malaysia 12',
      'RHB 12/14/16',
      'Ambank 13',
      'Public Bank 10',
      'GXS 11',
      'MariBank 9',
      'Trust Bank 10',
      'Citibank 10',
    ]);
    const codes = BANK_ACCOUNT_DIGITS.flatMap((row) => row.bankCodes);
    expect(new Set(codes).size).toBe(codes.length);
  });

  // Each allowed count passes, one digit fewer and one more fail (unless that count is allowed too).
  const cases = BANK_ACCOUNT_DIGITS.flatMap((row) =>
    row.bankCodes.flatMap((bankCode) =>
      [...new Set(row.digits.flatMap((count) => [count - 1, count, count + 1]))].map(
        (count) => [bankCode, count, row.digits.includes(count)] as const,
      ),
    ),
  );
  it.each(cases)('%s with %i digits: %s', (bankCode, count, valid) => {
    const result = validateBankAccount({ bankCode, accountNumber: digits(count) });
    expect(result).toEqual(valid ? { ok: true, value: digits(count) } : { ok: false, error: 'INVALID_LENGTH' });
  });
});

describe('validateBankAccount', () => {
  it.each([
    // DBS writes accounts 3-6-1 (012-345678-9), POSB 9 digits as 123-45678-9.
    ['SG_DBS', '012-345678-9', { ok: true, value: '0123456789' }],
    ['SG_POSB', '123-45678-9', { ok: true, value: '123456789' }],
    ['SG_OCBC', '5012 3456 7001', { ok: true, value: '501234567001' }],
    ['MY_MAYBANK', '1142 3456 7890', { ok: true, value: '114234567890' }],
    ['SG_DBS', '', { ok: false, error: 'REQUIRED' }],
    ['SG_DBS', ' - ', { ok: false, error: 'REQUIRED' }],
    ['SG_DBS', '012345678O', { ok: false, error: 'INVALID_FORMAT' }],
    ['SG_DBS', '0123.456789', { ok: false, error: 'INVALID_FORMAT' }],
  ] as const)('%s %s', (bankCode, accountNumber, expected) => {
    expect(validateBankAccount({ bankCode, accountNumber })).toEqual(expected);
  });

  it.each([
    [OTHER_BANK_ACCOUNT_LENGTH.min - 1, false],
    [OTHER_BANK_ACCOUNT_LENGTH.min, true],
    [OTHER_BANK_ACCOUNT_LENGTH.max, true],
    [OTHER_BANK_ACCOUNT_LENGTH.max + 1, false],
  ])('a bank outside the table (BCA): %i digits → %s', (count, valid) => {
    expect(validateBankAccount({ bankCode: 'ID_BCA', accountNumber: digits(count) }).ok).toBe(valid);
  });

  it('tells the counts of a bank, or null outside the table', () => {
    expect(bankAccountDigitsFor('MY_RHB')).toEqual([12, 14, 16]);
    expect(bankAccountDigitsFor('SG_CITIBANK')).toEqual([10]);
    expect(bankAccountDigitsFor('ID_BCA')).toBeNull();
  });
});
