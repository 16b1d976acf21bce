import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@tenaga/contracts';
import { createCompany, createTestApp, employeeBody, type TestApp, type TestCompany } from '../../testing/index.ts';

/**
 * Dates are years 1 to 9999: the ISO format allows year 0000, which PostgreSQL's date has not (it
 * answered 500). Every date field is refused with a field error instead, and year 1 still saves.
 */
let t: TestApp;
let company: TestCompany;
beforeAll(async () => {
  t = await createTestApp();
  company = await createCompany(t);
});
afterAll(async () => {
  await t?.close();
});

const YEAR_ZERO = '0000-06-15';

describe('dates in year 0000', () => {
  it('are refused on every date field of employees and contracts, with the field named', async () => {
    const api = company.admin.api;
    const employee = await api.ok(contracts.createEmployee, { body: employeeBody() });
    const personal = await api.ok(contracts.getEmployeePersonal, { params: { id: employee.id } });
    const job = await api.ok(contracts.getEmployeeJob, { params: { id: employee.id } });
    const refusals = [
      [contracts.createEmployee, employeeBody({ personal: { dateOfBirth: YEAR_ZERO } }), 'personal.dateOfBirth'],
      [contracts.createEmployee, employeeBody({ job: { hiringDate: YEAR_ZERO } }), 'job.hiringDate'],
      [contracts.createEmployee, employeeBody({ personal: { passValidTo: YEAR_ZERO } }), 'personal.passValidTo'],
      [contracts.updateEmployeePersonal, { id: employee.id, version: personal.version, dateOfBirth: YEAR_ZERO }, 'dateOfBirth'],
      [contracts.updateEmployeeJob, { id: employee.id, version: job.version, hiringDate: YEAR_ZERO }, 'hiringDate'],
      [
        contracts.addEmployeeFamily,
        { employeeId: employee.id, name: 'Ana', relationship: 'mother', dateOfBirth: YEAR_ZERO },
        'dateOfBirth',
      ],
      [contracts.createClientContract, { name: 'Cleaning', startDate: YEAR_ZERO, locations: [{ name: 'Lobby' }] }, 'startDate'],
      [contracts.createClientContract, { name: 'Cleaning', endDate: '0000-12-31', locations: [{ name: 'Lobby' }] }, 'endDate'],
    ] as const;
    for (const [contract, body, field] of refusals) {
      const error = await api.fail(contract as contracts.RouteContract, { body: body as never }, 400);
      expect(Object.keys(error.errors ?? {}), `${contract.method} ${contract.path} ${field}`).toEqual([field]);
    }
    await api.ok(contracts.updateEmployeePersonal, { body: { id: employee.id, version: personal.version, dateOfBirth: '0001-01-01' } });
    expect((await api.ok(contracts.getEmployeePersonal, { params: { id: employee.id } })).values.dateOfBirth).toBe('0001-01-01');
  });

  it('are refused by the shared date schemas, which take years 1 to 9999', () => {
    expect(contracts.isoDate().safeParse('0000-01-01').success).toBe(false);
    expect(contracts.isoDate().safeParse('0001-01-01').success).toBe(true);
    expect(contracts.isoDate().safeParse('9999-12-31').success).toBe(true);
    expect(contracts.isoMonth().safeParse('0000-01').success).toBe(false);
    expect(contracts.isoMonth().safeParse('2024-12').success).toBe(true);
  });
});
