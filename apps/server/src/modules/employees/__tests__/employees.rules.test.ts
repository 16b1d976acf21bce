import { describe, expect, it } from 'vitest';
import { maskIdentification, optionText, reachOf, reaches } from '../employees.rules.ts';
import { recordProblems } from '../employees.validation.ts';

describe('reach of a role over employee records', () => {
  const me = 'e-1';
  it('follows the data scope through the employee list, and only the own record through My profile', () => {
    expect(reachOf({ menuGrants: { employeeList: 'edit' }, dataScope: 'all', employeeId: null, level: 'edit' })).toEqual({ kind: 'all' });
    expect(reachOf({ menuGrants: { employeeList: 'view' }, dataScope: 'team', employeeId: me, level: 'view' })).toEqual({ kind: 'team', employeeId: me });
    expect(reachOf({ menuGrants: { employeeList: 'view' }, dataScope: 'team', employeeId: null, level: 'view' })).toEqual({ kind: 'none' });
    expect(reachOf({ menuGrants: { employeeList: 'view', myProfile: 'edit' }, dataScope: 'all', employeeId: me, level: 'edit' })).toEqual({ kind: 'self', employeeId: me });
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
  it('masks all but the last 4 characters, and names an option by number and name', () => {
    expect(maskIdentification('S1234567D')).toBe('•••••567D');
    expect(maskIdentification('1234')).toBe('1234');
    expect(optionText('E001', 'Tan Mei Ling')).toBe('(E001) Tan Mei Ling');
  });
});

describe('record rules of spec §5', () => {
  const context = { today: '2026-11-25', countryCode: 'SG' };
  it('needs an employee of 13 or more, on both sides of the birthday', () => {
    expect(recordProblems({ dateOfBirth: '2013-11-25' }, { ...context, only: ['dateOfBirth'] })).toEqual({});
    expect(recordProblems({ dateOfBirth: '2013-11-26' }, { ...context, only: ['dateOfBirth'] })).toEqual({ dateOfBirth: 'validation:minimumAge' });
  });

  it('needs a salary above zero, exactly', () => {
    expect(recordProblems({ salary: '0.00' }, { ...context, only: ['salary'] })).toEqual({ salary: 'validation:salaryPositive' });
    expect(recordProblems({ salary: '0.01' }, { ...context, only: ['salary'] })).toEqual({});
  });

  it('refuses the same phone number twice, however it is written', () => {
    expect(recordProblems({ phones: ['+65 9123 4567', '+6591234567'] }, { ...context, only: ['phones'] })).toEqual({ phones: 'validation:phoneDuplicated' });
    expect(recordProblems({ phones: ['+6591234567', '+6581234567'] }, { ...context, only: ['phones'] })).toEqual({});
  });

  it('checks only the fields being saved', () => {
    expect(recordProblems({ salary: '0', dateOfBirth: '2020-01-01' }, { ...context, only: ['city'] })).toEqual({});
  });

  it('keeps dates in order: pass validity, confirmation after hiring', () => {
    expect(recordProblems({ passValidFrom: '2026-01-01', passValidTo: '2025-12-31' }, { ...context, only: ['passValidTo'] })).toEqual({ passValidTo: 'validation:endBeforeStart' });
    expect(recordProblems({ hiringDate: '2026-01-01', confirmationDate: '2026-01-01' }, { ...context, only: ['confirmationDate'] })).toEqual({});
    expect(recordProblems({ hiringDate: '2026-01-02', confirmationDate: '2026-01-01' }, { ...context, only: ['confirmationDate'] })).toEqual({ confirmationDate: 'validation:confirmationBeforeHiring' });
  });
});
