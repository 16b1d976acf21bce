import { describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { bankFileName, fit, formatAmount, formatDate, problemsOf, tidyBankLayout, type BankPayee } from '../bank-transfers.rules.ts';

const payee = (values: Partial<BankPayee>): BankPayee => ({
  employeeId: '00000000-0000-4000-8000-000000000001',
  employmentNumber: 'E1',
  name: 'Mei Lim',
  paymentModeId: 1,
  bankCode: 'SG_DBS',
  bankName: 'DBS Bank',
  swift: 'DBSSSGSG',
  accountName: 'Mei Lim',
  accountNumber: '0123456789',
  net: '100.00',
  ...values,
});

describe('bank file rules', () => {
  it('names each problem the bank would refuse', () => {
    const any = { banks: [] };
    expect(problemsOf(payee({}), any)).toEqual([]);
    expect(problemsOf(payee({ accountNumber: null }), any)).toEqual(['noBankAccount']);
    expect(problemsOf(payee({ bankCode: null }), any)).toEqual(['noBankAccount']);
    // DBS holds 10 digits (spec §5); OCBC 10 or 12.
    expect(problemsOf(payee({ accountNumber: '012345678' }), any)).toEqual(['accountDigits']);
    expect(problemsOf(payee({ bankCode: 'SG_OCBC', accountNumber: '012345678901' }), any)).toEqual([]);
    expect(problemsOf(payee({ net: '0.00' }), any)).toEqual(['netNotPositive']);
    expect(problemsOf(payee({ net: '-12.40' }), any)).toEqual(['netNotPositive']);
    expect(problemsOf(payee({}), { banks: ['SG_OCBC'] })).toEqual(['bankNotInLayout']);
  });

  it('formats amounts, dates and widths exactly', () => {
    expect(formatAmount(new Decimal('1234.5'), 'decimal2')).toBe('1234.50');
    expect(formatAmount(new Decimal('1234.5'), 'cents')).toBe('123450');
    expect(formatAmount(new Decimal('0.07'), 'cents')).toBe('7');
    expect(formatDate('2026-01-30', 'DDMMYYYY')).toBe('30012026');
    expect(formatDate('2026-01-30', 'DD/MM/YYYY')).toBe('30/01/2026');
    expect(formatDate('2026-01-30', 'YYMMDD')).toBe('260130');
    expect(fit('42', { width: 5, padChar: '0', align: 'right' })).toBe('00042');
    expect(fit('AB', { width: 4, padChar: ' ', align: 'left' })).toBe('AB  ');
    expect(fit('ABCDEF', { width: 4, padChar: ' ', align: 'left' })).toBe('ABCD');
    expect(fit('123456', { width: 4, padChar: '0', align: 'right' })).toBe('3456');
    expect(fit('free', { width: 0, padChar: ' ', align: 'left' })).toBe('free');
  });

  it('names the file by period, layout and value date', () => {
    expect(bankFileName({ period: '2026-01', layoutName: 'UOB — Payroll!', valueDate: '2026-01-30', separator: 'fixed' })).toBe(
      'salary-2026-01-uob-payroll-20260130.txt',
    );
  });

  it('tidies the name and drops repeated banks', () => {
    const tidy = tidyBankLayout({
      name: '  North   wing ',
      description: ' x ',
      separator: 'delimited',
      delimiter: ',',
      quote: true,
      lineEnding: 'crlf',
      finalLineEnding: true,
      banks: ['SG_DBS', 'SG_DBS'],
      paymentTypeCodes: null,
      header: [],
      detail: [],
      trailer: [],
    });
    expect(tidy).toMatchObject({ name: 'North wing', description: 'x', banks: ['SG_DBS'] });
  });
});
