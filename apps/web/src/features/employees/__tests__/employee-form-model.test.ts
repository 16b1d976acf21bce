import { describe, expect, it } from 'vitest';
import { CreateEmployeeBodySchema } from '@tenaga/contracts/modules/employees/record';
import { buildCreateBody } from '../model/create-body.ts';
import { toFormErrors } from '../model/form-errors.ts';
import { recordRules } from '../model/record-rules.ts';
import { changedFields } from '../model/section-changes.ts';
import { companyToday } from '../model/company-today.ts';

describe('server field errors onto the form', () => {
  it('puts section errors on their nested fields and list errors on their rows (positions as numbers)', () => {
    expect(
      toFormErrors({
        'personal.firstName': 'This field is required.',
        'job.employmentNumber': 'Another employee already has this employment number.',
        'deployments.1.locationId': 'Choose one of the options.',
        'account.username': 'Username is already used',
      }),
    ).toEqual([
      { name: ['personal', 'firstName'], errors: ['This field is required.'] },
      { name: ['job', 'employmentNumber'], errors: ['Another employee already has this employment number.'] },
      { name: ['deployments', 1, 'locationId'], errors: ['Choose one of the options.'] },
      { name: ['account', 'username'], errors: ['Username is already used'] },
    ]);
  });

  it('gives an error inside the phone list to the phone field, once per message', () => {
    const collapse = [['personal', 'phones']];
    expect(
      toFormErrors(
        { 'personal.phones.1': 'Must be a valid phone number.', 'personal.phones': 'Please remove duplicated phone number' },
        { collapse },
      ),
    ).toEqual([{ name: ['personal', 'phones'], errors: ['Must be a valid phone number.', 'Please remove duplicated phone number'] }]);
    // A profile section's fields have no prefix.
    expect(
      toFormErrors({ 'phones.0': 'Must be a valid phone number.', confirmationDate: 'x' }, { collapse: [['phones']] }).map(
        (error) => error.name,
      ),
    ).toEqual([['phones'], ['confirmationDate']]);
  });
});

describe('the create body from the add form', () => {
  const values = {
    personal: {
      identificationType: 'SG_NRIC',
      identificationNumber: 'S1234567D',
      firstName: 'Nur',
      lastName: '',
      gender: undefined,
      email: '',
      phones: [' +6591234567 ', ''],
      dateOfBirth: null,
    },
    job: { employmentNumber: 'E-1', hiringDate: '2024-01-02', employmentType: 0, departmentId: '' },
    payment: { paymentModeId: 1, salary: '4200.50', bankCode: undefined },
    deployments: [
      {
        contractId: '0a2b7b2e-7d38-4b8f-9b7e-1f1d2c3b4a59',
        locationId: '1a2b7b2e-7d38-4b8f-9b7e-1f1d2c3b4a59',
        from: '2024-02-01',
        to: null,
      },
      {},
      undefined,
    ],
    withAccount: false,
    account: { username: 'nur', password: 'secret1', confirmPassword: 'secret1', roleId: '2a2b7b2e-7d38-4b8f-9b7e-1f1d2c3b4a59' },
  };

  it('leaves out empty fields and rows without a contract, and is what the contract accepts', () => {
    const body = buildCreateBody(values);
    expect(body).toEqual({
      personal: { identificationType: 'SG_NRIC', identificationNumber: 'S1234567D', firstName: 'Nur', phones: ['+6591234567'] },
      job: { employmentNumber: 'E-1', hiringDate: '2024-01-02', employmentType: 0 },
      payment: { paymentModeId: 1, salary: '4200.50' },
      deployments: [
        { contractId: '0a2b7b2e-7d38-4b8f-9b7e-1f1d2c3b4a59', locationId: '1a2b7b2e-7d38-4b8f-9b7e-1f1d2c3b4a59', from: '2024-02-01' },
      ],
    });
    expect(CreateEmployeeBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends the account only when one is wanted, without the password confirmation', () => {
    const body = buildCreateBody({ ...values, withAccount: true });
    expect(body.account).toEqual({ username: 'nur', password: 'secret1', roleId: '2a2b7b2e-7d38-4b8f-9b7e-1f1d2c3b4a59' });
    expect(CreateEmployeeBodySchema.safeParse(body).success).toBe(true);
  });
});

describe('the spec §5 rules the form applies as the user types', () => {
  const today = '2026-11-25';

  it('minimum age 13 on the company’s today', () => {
    expect(recordRules.dateOfBirth({ value: '2013-11-25', today })).toBeNull();
    expect(recordRules.dateOfBirth({ value: '2013-11-26', today })).toEqual({ key: 'validation:minimumAge' });
    expect(recordRules.dateOfBirth({ value: null, today })).toBeNull();
  });

  it('salary more than zero, read from the decimal string', () => {
    expect(recordRules.salary('0')).toEqual({ key: 'validation:salaryPositive' });
    expect(recordRules.salary('0.00')).toEqual({ key: 'validation:salaryPositive' });
    expect(recordRules.salary('0.01')).toBeNull();
    expect(recordRules.salary('100000000000.00')).toBeNull();
  });

  it('phone numbers each valid, none repeated (the same number written two ways)', async () => {
    await expect(recordRules.phones({ values: ['+65 9123 4567', '91234567'], country: 'SG' })).resolves.toEqual({
      index: null,
      problem: { key: 'validation:phoneDuplicated' },
    });
    await expect(recordRules.phones({ values: ['91234567', '123'], country: 'SG' })).resolves.toEqual({
      index: 1,
      problem: { key: 'validation:phoneNumber' },
    });
    await expect(recordRules.phones({ values: ['91234567', '+60 12-345 6789'], country: 'SG' })).resolves.toBeNull();
  });

  it('identification numbers by their document, account numbers by their bank', () => {
    expect(recordRules.identificationNumber({ type: 'SG_NRIC', value: 'S1234567D', today })).toBeNull();
    expect(recordRules.identificationNumber({ type: 'SG_NRIC', value: 'S1234567A', today })).toEqual({
      key: 'validation:identificationInvalid',
    });
    expect(recordRules.accountNumber({ bankCode: 'SG_DBS', value: '0123456789' })).toBeNull();
    expect(recordRules.accountNumber({ bankCode: 'SG_OCBC', value: '12345' })).toEqual({
      key: 'validation:bankAccountDigits',
      values: { bank: 'OCBC', digits: '10 / 12' },
    });
  });

  it('dates in order', () => {
    expect(recordRules.notBefore({ earlier: '2024-01-02', later: '2024-01-01', key: 'validation:confirmationBeforeHiring' })).toEqual({
      key: 'validation:confirmationBeforeHiring',
    });
    expect(recordRules.notBefore({ earlier: '2024-01-02', later: '2024-01-02', key: 'validation:confirmationBeforeHiring' })).toBeNull();
  });

  it('today is the company’s, in its time zone', () => {
    // 25 Nov 2026 20:00 UTC is already the 26th in Singapore.
    expect(companyToday('Asia/Singapore', Date.parse('2026-11-25T20:00:00Z'))).toBe('2026-11-26');
    expect(companyToday('UTC', Date.parse('2026-11-25T20:00:00Z'))).toBe('2026-11-25');
  });
});

describe('what a section save sends', () => {
  it('only the changed fields; a cleared field as "" (nulls are dropped on the way out), a cleared list as []', () => {
    const before = { firstName: 'Nur', city: 'Singapore', dateOfBirth: '1990-01-01', phones: ['+6591234567'], passTypeId: 3, lastName: '' };
    const after = { firstName: 'Nur', city: 'Johor Bahru', dateOfBirth: null, phones: [], passTypeId: undefined, lastName: undefined };
    expect(changedFields(before, after)).toEqual({ city: 'Johor Bahru', dateOfBirth: '', phones: [], passTypeId: '' });
  });
});
