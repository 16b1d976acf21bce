import { describe, expect, it } from 'vitest';
import { payslipReach } from '../../payruns/index.ts';
import { formatMoney as format, payslipFileName, payslipLanguage, payslipPassword } from '../payslips.rules.ts';

describe('payslip rules', () => {
  it.each([
    ['none', { dateOfBirth: '1996-01-15', identificationNumber: 'S9601234Z' }, { ok: true, password: null }],
    ['dateOfBirth', { dateOfBirth: '1996-01-15', identificationNumber: null }, { ok: true, password: '15011996' }],
    ['dateOfBirth', { dateOfBirth: null, identificationNumber: 'S9601234Z' }, { ok: false, missing: 'dateOfBirth' }],
    ['idNumberLast4', { dateOfBirth: null, identificationNumber: 's960 123 4z' }, { ok: true, password: '234Z' }],
    ['idNumberLast4', { dateOfBirth: null, identificationNumber: '12 3' }, { ok: false, missing: 'identificationNumber' }],
  ] as const)('password rule %s of %o', (rule, person, expected) => {
    expect(payslipPassword(rule, person)).toEqual(expected);
  });

  it('formats the stored decimal as the region writes it, exactly (no float on the way)', () => {
    // Intl separates the code with a no-break space.
    const formatMoney = (...args: Parameters<typeof format>) => format(...args).replace(/\s/g, ' ');
    expect(formatMoney('3200.00', 'SGD', 'en')).toBe('SGD 3,200.00');
    // 2^53 + 1 as a float would print …992; the string keeps every digit.
    expect(formatMoney('9007199254740993.00', 'SGD', 'en')).toBe('SGD 9,007,199,254,740,993.00');
    expect(formatMoney('0.10', 'SGD', 'en')).toBe('SGD 0.10');
    expect(formatMoney('-12.34', 'SGD', 'en')).toBe('-SGD 12.34');
    expect(formatMoney('6000000.00', 'IDR', 'id')).toBe('IDR 6.000.000');
    expect(formatMoney('6000000.50', 'IDR', 'id')).toBe('IDR 6.000.000,5');
    expect(formatMoney('15000000', 'VND', 'vi')).toBe('15.000.000 VND');
  });

  it("writes in the employee's language when the rule lets them and they chose one, else the company's", () => {
    expect(payslipLanguage('employee', 'zh', 'en')).toBe('zh');
    expect(payslipLanguage('employee', null, 'ms')).toBe('ms');
    expect(payslipLanguage('company', 'zh', 'vi')).toBe('vi');
    expect(payslipLanguage('employee', 'xx', 'fr')).toBe('en');
  });

  it('names the file by period and employee number in plain characters', () => {
    expect(payslipFileName('2026-01', 'E001')).toBe('payslip-2026-01-E001.pdf');
    expect(payslipFileName('2026-01', '员工/7')).toBe('payslip-2026-01-7.pdf');
    expect(payslipFileName('2026-01', null)).toBe('payslip-2026-01.pdf');
  });

  it.each([
    [true, 'all', 'me', { kind: 'all' }],
    [true, 'all', null, { kind: 'all' }],
    [true, 'team', 'me', { kind: 'team', employeeId: 'me' }],
    [true, 'team', null, { kind: 'none' }],
    [true, 'self', 'me', { kind: 'self', employeeId: 'me' }],
    // Without the payrun menu, whatever the scope: one's own (My profile).
    [false, 'all', 'me', { kind: 'self', employeeId: 'me' }],
    [false, 'team', 'me', { kind: 'self', employeeId: 'me' }],
    [false, 'all', null, { kind: 'none' }],
  ] as const)('payslip reach: payrun menu %s, data scope %s, own record %s', (payrunReader, dataScope, employeeId, expected) => {
    expect(payslipReach({ payrunReader, dataScope, employeeId })).toEqual(expected);
  });
});
