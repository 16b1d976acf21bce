import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@tenaga/contracts';
import { createCompany, createTestApp, createUser, employeeBody, loginAs, randomNric, type TestApp } from '../../../testing/index.ts';
import { followingDigits, splitEmploymentNumber } from '../employees.availability.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('employment number counting', () => {
  it('keeps the prefix and the width, and widens only when the number needs it', () => {
    expect(splitEmploymentNumber('EMP-0099')).toEqual({ prefix: 'EMP-', digits: '0099' });
    expect(splitEmploymentNumber('HQ')).toEqual({ prefix: 'HQ-', digits: '0' });
    expect(followingDigits('99', 4)).toBe('0100');
    expect(followingDigits('9999', 4)).toBe('10000');
    expect(followingDigits('123456789012345678901234', 1)).toBe('123456789012345678901235');
  });
});

describe('POST /employees/check/available', () => {
  it('answers per value whether an employee of the company already has it, however it is written', async () => {
    const company = await createCompany(t);
    const first = employeeBody();
    await company.admin.api.ok(contracts.createEmployee, { body: first });
    const nric = first.personal.identificationNumber;

    expect(
      await company.admin.api.ok(contracts.checkEmployeeAvailability, {
        body: {
          employmentNumber: first.job.employmentNumber.toLowerCase(),
          identificationType: 'SG_NRIC',
          identificationNumber: ` ${nric.toLowerCase()} `,
        },
      }),
    ).toEqual({ employmentNumber: false, identificationNumber: false });
    expect(
      await company.admin.api.ok(contracts.checkEmployeeAvailability, {
        body: { employmentNumber: 'never-given', identificationType: 'SG_NRIC', identificationNumber: randomNric() },
      }),
    ).toEqual({ employmentNumber: true, identificationNumber: true });
    expect(await company.admin.api.ok(contracts.checkEmployeeAvailability, { body: {} })).toEqual({});

    // Another company's numbers are no obstacle, and are not revealed.
    const other = await createCompany(t);
    expect(
      await other.admin.api.ok(contracts.checkEmployeeAvailability, {
        body: { employmentNumber: first.job.employmentNumber, identificationType: 'SG_NRIC', identificationNumber: nric },
      }),
    ).toEqual({ employmentNumber: true, identificationNumber: true });
  });

  it('is for those who may add employees', async () => {
    const company = await createCompany(t);
    const employee = await loginAs(t, await createUser(t, company, { role: 'employee' }));
    await employee.api.fail(contracts.checkEmployeeAvailability, { body: { employmentNumber: 'E1' } }, 403);
    await employee.api.fail(contracts.getNextEmploymentNumber, undefined, 403);
  });
});

describe('POST /employees: every problem at once', () => {
  it('names a taken identification number and employment number together with the other invalid fields', async () => {
    const company = await createCompany(t);
    const first = employeeBody();
    await company.admin.api.ok(contracts.createEmployee, { body: first });
    const both = await company.admin.api.fail(
      contracts.createEmployee,
      {
        body: employeeBody({
          personal: { identificationNumber: first.personal.identificationNumber },
          job: { employmentNumber: first.job.employmentNumber },
        }),
      },
      409,
    );
    expect(Object.keys(both.errors ?? {}).sort()).toEqual(['job.employmentNumber', 'personal.identificationNumber']);

    const withInvalid = await company.admin.api.fail(
      contracts.createEmployee,
      {
        body: employeeBody({
          personal: { identificationNumber: first.personal.identificationNumber },
          job: { employmentNumber: first.job.employmentNumber, hiringDate: '2024-01-02', confirmationDate: '2023-01-01' },
        }),
      },
      400,
    );
    expect(Object.keys(withInvalid.errors ?? {}).sort()).toEqual([
      'job.confirmationDate',
      'job.employmentNumber',
      'personal.identificationNumber',
    ]);
  });
});

describe('GET /employees/next-employment-number', () => {
  it('follows the last number given, with its prefix and width, past any taken one', async () => {
    const company = await createCompany(t);
    expect(await company.admin.api.ok(contracts.getNextEmploymentNumber)).toEqual({ employmentNumber: '1' });

    await company.admin.api.ok(contracts.createEmployee, { body: employeeBody({ job: { employmentNumber: 'EMP-0041' } }) });
    t.clock.advance(1000);
    await company.admin.api.ok(contracts.createEmployee, { body: employeeBody({ job: { employmentNumber: 'EMP-0098' } }) });
    t.clock.advance(1000);
    await company.admin.api.ok(contracts.createEmployee, { body: employeeBody({ job: { employmentNumber: 'EMP-0012' } }) });
    expect(await company.admin.api.ok(contracts.getNextEmploymentNumber)).toEqual({ employmentNumber: 'EMP-0099' });

    await company.admin.api.ok(contracts.createEmployee, { body: employeeBody({ job: { employmentNumber: 'emp-99' } }) });
    t.clock.advance(1000);
    await company.admin.api.ok(contracts.createEmployee, { body: employeeBody({ job: { employmentNumber: 'EMP-0100' } }) });
    expect(await company.admin.api.ok(contracts.getNextEmploymentNumber)).toEqual({ employmentNumber: 'EMP-0101' });
  });
});

describe('the employee list’s pass type and payment mode filters', () => {
  it('are offered with the country’s names, and keep only the employees holding the chosen one', async () => {
    const company = await createCompany(t);
    const filters = await company.admin.api.ok(contracts.listEmployeeFilters);
    const paymentModes = filters.find((category) => category.category === 'paymentMode');
    const passTypes = filters.find((category) => category.category === 'passType');
    expect(paymentModes?.text).toBe('Payment mode');
    expect(passTypes?.text).toBe('Pass type');
    expect(passTypes?.options.length).toBeGreaterThan(0);
    const byCheque = paymentModes?.options.find((option) => option.value !== '1');
    expect(paymentModes?.options.find((option) => option.value === '1')?.text).toMatch(/\S/);
    expect(byCheque).toBeDefined();

    await company.admin.api.ok(contracts.createEmployee, { body: employeeBody({ personal: { firstName: 'Bank' } }) });
    await company.admin.api.ok(contracts.createEmployee, {
      body: employeeBody({
        personal: { firstName: 'Other' },
        payment: { paymentModeId: Number(byCheque!.value), bankCode: null, accountName: null, accountNumber: null },
      }),
    });
    const page = await company.admin.api.ok(contracts.employeeTable, {
      body: { filter: { join: 'and', rules: [{ category: 'paymentMode', condition: 'is', values: ['1'] }] } },
    });
    expect(page.data.map((row) => row.fullName)).toEqual(['Bank Tan']);
  });
});
