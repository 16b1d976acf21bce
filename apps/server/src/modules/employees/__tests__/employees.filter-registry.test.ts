import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { employees } from '../../../db/schema/index.ts';
import type { RequestAuth } from '../../../plugins/authenticate.ts';
import { defineModule } from '../../../platform/module.ts';
import {
  createCompany,
  createEmployeeRow,
  createTestApp,
  createTestModules,
  type TestApp,
  type TestCompany,
} from '../../../testing/index.ts';
import { MODULES } from '../../index.ts';

let t: TestApp;
let company: TestCompany;
let auth: RequestAuth;
beforeAll(async () => {
  t = await createTestApp();
  company = await createCompany(t);
  auth = {
    sessionId: company.admin.sessionId,
    companyId: company.companyId,
    userId: company.admin.user.userId,
    roleId: company.roles.administrator,
    roleVersion: null,
    employeeId: null,
    impersonatorUserId: null,
    deviceId: null,
    language: 'en',
    loginAt: t.clock.now(),
  };
  await createEmployeeRow(t, company.companyId, { employmentNumber: 'NIGHT-1', firstName: 'Nadia' });
  await createEmployeeRow(t, company.companyId, { employmentNumber: 'DAY-1', firstName: 'Dina' });
});
afterAll(async () => {
  await t?.close();
});

/** A module that keeps attendance settings and lets the list filter by them, without a line in employees. */
const attendanceModule = defineModule({
  name: 'attendanceSettingsProbe',
  employeeFilterCategories: [
    {
      categories: ['attendanceSetting'],
      // Its own table would hold each employee's setting; the employment number stands in for it here.
      condition: (rule) => {
        const night = sql`${employees.employmentNumber} like 'NIGHT-%'`;
        return rule.values.includes('night') === (rule.condition === 'is') ? night : sql`not (${night})`;
      },
      offer: async (_tx, { t: translate }) => [
        {
          category: 'attendanceSetting',
          text: translate('employees:filters.attendanceSetting'),
          options: [{ value: 'night', text: 'Night shift' }],
        },
      ],
    },
  ],
});

const list = (filterRules: { category: 'attendanceSetting'; condition: 'is' | 'isNot'; values: string[] }[]) => ({
  start: 0,
  length: 10,
  order: [],
  columns: [],
  search: { value: '' },
  status: 'all' as const,
  filter: { join: 'and' as const, hideEmptyRows: false, employeeIds: [], rules: filterRules },
});

describe('the employee filter categories registry', () => {
  it('a category no module contributes is refused', async () => {
    const modules = await createTestModules(t);
    await expect(
      modules.service('employees').table(auth, list([{ category: 'attendanceSetting', condition: 'is', values: ['night'] }])),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { 'filter.rules': 'validation:invalidOption' } });
  });

  it('a module’s category filters the list and is offered among the others by name', async () => {
    const modules = await createTestModules(t, [...MODULES, attendanceModule]);
    const employeesService = modules.service('employees');
    const night = await employeesService.table(auth, list([{ category: 'attendanceSetting', condition: 'is', values: ['night'] }]));
    expect(night.data.map((row) => row.employmentNumber)).toEqual(['NIGHT-1']);
    const day = await employeesService.table(auth, list([{ category: 'attendanceSetting', condition: 'isNot', values: ['night'] }]));
    expect(day.data.map((row) => row.employmentNumber)).toEqual(['DAY-1']);

    const offered = await employeesService.filters(auth);
    const names = offered.filter((category) => category.category !== 'customField').map((category) => category.text);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(offered.find((category) => category.category === 'attendanceSetting')?.options).toEqual([
      { value: 'night', text: 'Night shift' },
    ]);
  });
});
