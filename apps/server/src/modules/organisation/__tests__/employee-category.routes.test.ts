import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@tenaga/contracts';
import { createCompany, createTestApp, createUser, loginAs, type TestApp } from '../../../testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET employees/employee-category', () => {
  it('lists the company’s employee categories by name to any signed-in user, never another company’s', async () => {
    const company = await createCompany(t);
    const other = await createCompany(t);
    const permanent = await company.admin.api.ok(contracts.createEmployeeCategory, { body: { name: 'Permanent' } });
    const casual = await company.admin.api.ok(contracts.createEmployeeCategory, { body: { name: 'Casual' } });
    await other.admin.api.ok(contracts.createEmployeeCategory, { body: { name: 'Not theirs' } });

    const employee = await loginAs(t, await createUser(t, company, { role: 'employee' }));
    const options = await employee.api.ok(contracts.getEmployeeCategorySelection);
    expect(options).toEqual([
      { id: casual.id, text: 'Casual' },
      { id: permanent.id, text: 'Permanent' },
    ]);
    expect(options).toEqual(await company.admin.api.ok(contracts.getEmployeeCategoryOptions));
    await t.anonymous.fail(contracts.getEmployeeCategorySelection, undefined, 401);
  });
});
