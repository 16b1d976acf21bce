import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@tenaga/contracts';
import { validateIdentificationNumber, validateBankAccount, validatePhone } from '@tenaga/domain';
import { eq } from 'drizzle-orm';
import { companies, employees } from '../../schema/index.ts';
import { createTestApp, loginAs, type TestApp } from '../../../testing/index.ts';
import { DEMO_DOMAIN, DEMO_PASSWORD, seedDemoCompany } from '../demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoCompany(t.db)).toBe(true);
});
afterAll(async () => {
  await t?.close();
});

const demoUser = (username: string) => loginAs(t, { domain: DEMO_DOMAIN, username, password: DEMO_PASSWORD });

describe('the demo company', () => {
  it('is seeded once', async () => {
    expect(await seedDemoCompany(t.db)).toBe(false);
  });

  it('has about fifty employees whose identification numbers, phones and bank accounts pass the form’s own rules', async () => {
    const [company] = await t.db.select().from(companies).where(eq(companies.domain, DEMO_DOMAIN));
    const rows = await t.db.select().from(employees).where(eq(employees.companyId, company!.id));
    expect(rows.length).toBeGreaterThanOrEqual(50);
    for (const row of rows) {
      expect(
        validateIdentificationNumber({ type: row.identificationType!, value: row.identificationNumber! }).ok,
        row.identificationNumber!,
      ).toBe(true);
      expect(
        validateBankAccount({ bankCode: row.bankCode!, accountNumber: row.accountNumber! }).ok,
        `${row.bankCode} ${row.accountNumber}`,
      ).toBe(true);
      for (const phone of row.phones) expect(validatePhone(phone, { defaultCountry: 'SG' }).ok, phone).toBe(true);
      expect(row.departmentId && row.jobTitleId).toBeTruthy();
    }
    expect(new Set(rows.map((row) => row.identificationNumber)).size).toBe(rows.length);
  });

  it('gives every page something to show: archived people, deployments, a team for the manager, a profile for the employee', async () => {
    const hr = await demoUser('hr');
    expect((await hr.api.ok(contracts.countEmployees)).archived).toBeGreaterThanOrEqual(4);
    const filters = await hr.api.ok(contracts.listEmployeeFilters);
    const locations = filters.find((category) => category.category === 'locations')!;
    expect(locations.options.some((contract) => contract.archived)).toBe(true);
    const deployed = await hr.api.ok(contracts.employeeTable, {
      body: { filter: { rules: [{ category: 'locations', condition: 'isNotEmpty' }] } },
    });
    expect(deployed.recordsFiltered).toBeGreaterThan(20);
    const uniformSize = filters.find((category) => category.category === 'customField' && category.text === 'Uniform size')!;
    const sized = await hr.api.ok(contracts.employeeTable, {
      body: {
        filter: {
          rules: [
            {
              category: 'customField',
              customFieldId: uniformSize.customFieldId!,
              condition: 'is',
              values: [uniformSize.options[0]!.value],
            },
          ],
        },
      },
    });
    expect(sized.recordsFiltered).toBeGreaterThan(5);

    const manager = await demoUser('manager');
    const team = await manager.api.ok(contracts.employeeTable, { body: { length: -1 } });
    expect(team.recordsTotal).toBeGreaterThan(10);

    const employee = await demoUser('employee');
    const me = await employee.api.ok(contracts.getMe);
    expect((await employee.api.ok(contracts.getEmployeeBrief, { params: { id: me.userInfo.employeeID! } })).self).toBe(true);
  });
});
