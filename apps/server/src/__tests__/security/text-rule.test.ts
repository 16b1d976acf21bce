import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@tenaga/contracts';
import { CUSTOM_FIELD_TYPES } from '@tenaga/contracts';
import { createCompany, createCustomField, createTestApp, employeeBody, type TestApp, type TestCompany } from '../../testing/index.ts';
import { EMPLOYEE_HEADER, employeeRow, xlsxFile } from '../../testing/import-files.ts';

/**
 * The text rule of every request (the server's validator, for every route at once): no control
 * character, no unpaired surrogate; line breaks and tabs only in fields the contract marks
 * multi-line. And every integer fits its column.
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

const NOT_VALID = 'This value is not valid.';

describe('single-line text', () => {
  it.each([
    ['a control character', 'Evil\u0007Name'],
    ['a C1 control', 'Evil\u0085Name'],
    ['DEL', 'Evil\u007fName'],
    ['a line break', 'Evil\nName'],
    ['a carriage return', 'Evil\rName'],
    ['a tab', 'Evil\tName'],
    ['an unpaired high surrogate', 'Evil\ud800Name'],
    ['an unpaired low surrogate', '\udc00Evil'],
  ])('refuses %s in a name, by field, and stores nothing', async (_, name) => {
    const error = await company.admin.api.fail(contracts.createEmployee, { body: employeeBody({ personal: { firstName: name } }) }, 400);
    expect(error.errors).toEqual({ 'personal.firstName': NOT_VALID });
    const site = await company.admin.api.fail(contracts.createSite, { body: { name } }, 400);
    expect(site.errors).toEqual({ name: NOT_VALID });
    expect((await company.admin.api.ok(contracts.countEmployees)).active).toBe(0);
  });

  it('takes a paired surrogate (an emoji) and other scripts as they are', async () => {
    const site = await company.admin.api.ok(contracts.createSite, { body: { name: 'Kedai 😀 咖啡 Cà phê' } });
    expect(site.name).toBe('Kedai 😀 咖啡 Cà phê');
  });

  it('applies to query strings and object keys too', async () => {
    const query = await t.anonymous.inject({ method: 'GET', url: '/api/v2/check/domain?domain=a%07b' });
    expect(query.statusCode).toBe(400);
    expect(query.json().errors).toEqual({ domain: NOT_VALID });
    const key = await company.admin.api.inject({ method: 'PUT', url: '/api/v2/companies', payload: { version: 1, 'a\u0007': 1 } });
    expect(key.statusCode).toBe(400);
  });
});

describe('imported cells', () => {
  it('take the same rule as the form: a control character or a line break in a name is a cell to re-check', async () => {
    const file = await xlsxFile([
      EMPLOYEE_HEADER,
      employeeRow({ firstName: 'Wei\u0085Ming' }),
      employeeRow({ lastName: 'Lim\nTan' }),
      employeeRow(),
    ]);
    const check = await company.admin.api.ok(contracts.checkEmployeeImport, { body: file });
    expect(check).toMatchObject({ valid: false, rows: 3, rowsWithProblems: 2 });
    expect(check.problems.map((problem) => [problem.row, problem.column])).toEqual([
      [2, 'firstName'],
      [3, 'lastName'],
    ]);
  });
});

describe('multi-line text', () => {
  it('keeps line breaks and tabs in an address, and refuses the other controls there', async () => {
    const site = await company.admin.api.ok(contracts.createSite, { body: { name: 'Depot', address: '1 Harbour Rd\r\nUnit\t5' } });
    expect(site.address).toBe('1 Harbour Rd\r\nUnit\t5');
    const bell = await company.admin.api.fail(contracts.createSite, { body: { name: 'Depot 2', address: 'Unit\u00075' } }, 400);
    expect(bell.errors).toEqual({ address: NOT_VALID });
  });

  it('custom field values: line breaks in multi-line text only', async () => {
    const single = await createCustomField(company, 'employee', { propertyName: 'nickname' });
    const multi = await createCustomField(company, 'employee', { propertyName: 'notes', type: CUSTOM_FIELD_TYPES.multiLineText });
    const employee = await company.admin.api.ok(contracts.createEmployee, { body: employeeBody() });
    const recordId = employee.id;
    const { version } = await company.admin.api.ok(contracts.getEmployeeCustomValues, { params: { recordId } });
    const save = (id: string, value: string) =>
      company.admin.api.call(contracts.saveEmployeeCustomValues, {
        params: { recordId },
        body: { version, others: [{ _id: { $oid: id }, value }] },
      });
    const refused = await save(single.id, 'Big\nJo');
    expect(refused.status).toBe(400);
    expect(Object.values(refused.error?.errors ?? {})).toEqual([NOT_VALID]);
    expect((await save(multi.id, 'Line one\nLine two')).status).toBe(200);
  });
});

describe('integers fit their columns', () => {
  it.each([2 ** 31, -(2 ** 31) - 1, 1e308])('a version of %d is a field error, not a server error', async (version) => {
    const error = await company.admin.api.fail(contracts.updateCompany, { body: { version, companyName: 'Renamed' } }, 400);
    expect(error.errors).toEqual({ version: 'This field must be a valid number.' });
  });

  it('a timestamp in a query string beyond year 9999 is refused', async () => {
    const response = await company.admin.api.inject({ method: 'GET', url: '/api/v2/notifications?before=9000000000000000' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ before: 'This field must be a valid number.' });
  });
});
