import { describe, expect, it } from 'vitest';
import { optionText, reachOf, reaches } from '../employees.rules.ts';
import { recordProblems } from '../employees.validation.ts';

describe('reach of a role over employee records', () => {
  const me = 'e-1';
  it('follows the data scope through the employee list, and only the own record through My profile', () => {
    expect(reachOf({ menuGrants: { employeeList: 'edit' }, dataScope: 'all', employeeId: null, level: 'edit' })).toEqual({ kind: 'all' });
    expect(reachOf({ menuGrants: { employeeList: 'view' }, dataScope: 'team', employeeId: me, level: 'view' })).toEqual({
      kind: 'team',
      employeeId: me,
    });
    expect(reachOf({ menuGrants: { employeeList: 'view' }, dataScope: 'team', employeeId: null, level: 'view' })).toEqual({ kind: 'none' });
    expect(reachOf({ menuGrants: { employeeList: 'view', myProfile: 'edit' }, dataScope: 'all', employeeId: me, level: 'edit' })).toEqual({
      kind: 'self',
      employeeId: me,
    });
    expect(reachOf({ menuGrants: { myProfile: 'view' }, dataScope: 'all', employeeId: me, level: 'edit' })).toEqual({ kind: 'none' });
  });

  it('covers a team member by their manager', () => {
    const team = { kind: 'team', employeeId: me } as const;
    expect(reaches(team, { id: 'e-2', managerId: me })).toBe(true);
    expect(reaches(team, { id: me, managerId: null })).toBe(true);
    expect(reaches(team, { id: 'e-3', managerId: 'e-2' })).toBe(false);
  });
});

describe('display rules', () => {
  it('names an option by number and name', () => {
    expect(optionText('E001', 'Tan Mei Ling')).toBe('(E001) Tan Mei Ling');
  });
});

describe('record rules of spec §5', () => {
  const context = { today: '2026-11-25', countryCode: 'SG' };
  it('needs an employee of 13 or more, on both sides of the birthday', () => {
    expect(recordProblems({ dateOfBirth: '2013-11-25' }, { ...context, only: ['dateOfBirth'] }).errors).toEqual({});
    expect(recordProblems({ dateOfBirth: '2013-11-26' }, { ...context, only: ['dateOfBirth'] }).errors).toEqual({
      dateOfBirth: 'validation:minimumAge',
    });
  });

  it('needs a salary above zero, exactly', () => {
    expect(recordProblems({ salary: '0.00' }, { ...context, only: ['salary'] }).errors).toEqual({ salary: 'validation:salaryPositive' });
    expect(recordProblems({ salary: '0.01' }, { ...context, only: ['salary'] }).errors).toEqual({});
  });

  it('refuses the same phone number twice, however it is written', () => {
    expect(recordProblems({ phones: ['+65 9123 4567', '+6591234567'] }, { ...context, only: ['phones'] }).errors).toEqual({
      phones: 'validation:phoneDuplicated',
    });
    expect(recordProblems({ phones: ['+6591234567', '+6581234567'] }, { ...context, only: ['phones'] }).errors).toEqual({});
  });

  it('checks only the fields being saved', () => {
    expect(recordProblems({ salary: '0', dateOfBirth: '2020-01-01' }, { ...context, only: ['city'] }).errors).toEqual({});
  });

  it('keeps dates in order: pass validity, confirmation after hiring', () => {
    expect(
      recordProblems({ passValidFrom: '2026-01-01', passValidTo: '2025-12-31' }, { ...context, only: ['passValidTo'] }).errors,
    ).toEqual({ passValidTo: 'validation:endBeforeStart' });
    expect(
      recordProblems({ hiringDate: '2026-01-01', confirmationDate: '2026-01-01' }, { ...context, only: ['confirmationDate'] }).errors,
    ).toEqual({});
    expect(
      recordProblems({ hiringDate: '2026-01-02', confirmationDate: '2026-01-01' }, { ...context, only: ['confirmationDate'] }).errors,
    ).toEqual({ confirmationDate: 'validation:confirmationBeforeHiring' });
  });
});

describe('record rules shared with the form (@tenaga/domain)', () => {
  const context = { today: '2026-11-25', countryCode: 'SG' };
  it('checks the identification number by its type', () => {
    expect(
      recordProblems({ identificationType: 'SG_NRIC', identificationNumber: 'S1234567D' }, { ...context, only: ['identificationNumber'] })
        .errors,
    ).toEqual({});
    expect(
      recordProblems({ identificationType: 'SG_NRIC', identificationNumber: 'S1234567A' }, { ...context, only: ['identificationNumber'] })
        .errors,
    ).toEqual({ identificationNumber: 'validation:identificationInvalid' });
    expect(
      recordProblems({ identificationType: 'XX', identificationNumber: 'S1234567D' }, { ...context, only: ['identificationType'] }).errors,
    ).toEqual({ identificationType: 'validation:invalidOption' });
  });

  it('checks the account number against its bank’s digits, naming the bank', () => {
    expect(recordProblems({ bankCode: 'SG_POSB', accountNumber: '123456789' }, { ...context, only: ['accountNumber'] }).errors).toEqual({});
    expect(recordProblems({ bankCode: 'SG_POSB', accountNumber: '1234567890' }, { ...context, only: ['accountNumber'] })).toEqual({
      errors: { accountNumber: 'validation:bankAccountDigits' },
      values: { bank: 'POSB', digits: '9' },
    });
  });

  it('points at the first phone number that is not a number', () => {
    expect(recordProblems({ phones: ['+6591234567', '12'] }, { ...context, only: ['phones'] }).errors).toEqual({
      'phones.1': 'validation:phoneNumber',
    });
  });
});
