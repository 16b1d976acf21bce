import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { auditLog } from '../../../db/schema/index.ts';
import {
  createCompany,
  createEmployeeRow,
  createTestApp,
  createUser,
  linkUserToEmployee,
  loginAs,
  type TestApp,
  type TestCompany,
} from '../../../testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Tuesday 10 March 2026, 10:00 in Singapore: "today" for what is in force.
  t.clock.set(Date.parse('2026-03-10T02:00:00Z'));
});
afterAll(async () => {
  await t?.close();
});

const auditOf = (company: TestCompany, entity: string) =>
  t.db
    .select({ action: auditLog.action, entityId: auditLog.entityId, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entity, entity)))
    .orderBy(auditLog.at, auditLog.id);

/** A user whose role grants these menu items, and nothing else. */
async function userWith(company: TestCompany, menuGrants: Record<string, 'view' | 'edit'>) {
  const role = await company.admin.api.ok(contracts.createRole, {
    body: {
      name: `role ${Object.keys(menuGrants).join(' ')} ${Math.random()}`,
      description: '',
      dataScope: 'all',
      menuGrants,
      fieldGrants: { public: {}, private: {} },
    },
  });
  const user = await createUser(t, company, { role: 'employee' });
  const current = await company.admin.api.ok(contracts.getUser, { params: { id: user.userId } });
  await company.admin.api.ok(contracts.updateUser, { body: { id: user.userId, version: current.version, roleId: role.id } });
  return loginAs(t, user);
}

const dayShift = {
  name: 'Day',
  colour: '#1677ff',
  start: '09:00',
  end: '18:00',
  breaks: [{ kind: 'fixed' as const, start: '13:00', end: '14:00', paid: false }],
};
const nightShift = {
  name: 'Night',
  colour: '#722ed1',
  start: '22:00',
  end: '06:00',
  breaks: [{ kind: 'flexible' as const, minutes: 30, paid: false }],
};

describe('attendance settings', () => {
  it("start from the country's statutory template, and are added, listed, changed and deleted, each change audited", async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const template = await api.ok(contracts.getFullTimeTemplate, {});
    expect(template).toMatchObject({ country: 'SG', effectiveFrom: '2019-04-01' });
    expect(template.sources[0]!.reference).toContain('Employment Act');
    expect(template.setting).toMatchObject({ employment: 'fullTime', partTime: null, overtime: { dailyAfterMinutes: 540 } });
    const partTemplate = await api.ok(contracts.getPartTimeTemplate, {});
    expect(partTemplate.setting).toMatchObject({
      employment: 'partTime',
      partTime: { fullTimeDailyMinutes: 480, extraBand: 'sg.overtime' },
    });

    const created = await api.ok(contracts.createFullTimeSetting, {
      body: { name: '  Office   hours ', setting: { ...template.setting, lateGraceMinutes: 10 } },
    });
    expect(created).toMatchObject({
      name: 'Office hours',
      employment: 'fullTime',
      employees: 0,
      version: 1,
      setting: { lateGraceMinutes: 10 },
    });
    await api.ok(contracts.createPartTimeSetting, { body: { name: 'Part timers', setting: partTemplate.setting } });
    expect((await api.ok(contracts.listFullTimeSettings, { body: {} })).data.map((row) => row.name)).toEqual(['Office hours']);
    expect((await api.ok(contracts.listPartTimeSettings, { body: {} })).data.map((row) => row.name)).toEqual(['Part timers']);

    const rounding = { clockIn: { unitMinutes: 15, direction: 'up' as const }, clockOut: null };
    const changed = await api.ok(contracts.updateFullTimeSetting, {
      params: { id: created.id },
      body: { name: 'Office hours', version: 1, setting: { ...created.setting, rounding } },
    });
    expect(changed).toMatchObject({ version: 2, setting: { rounding } });
    expect(
      (
        await api.fail(
          contracts.updateFullTimeSetting,
          { params: { id: created.id }, body: { name: 'X', version: 1, setting: created.setting } },
          409,
        )
      ).code,
    ).toBe('VERSION_CONFLICT');
    // A full-time setting is not reached through the part-time page.
    expect((await api.fail(contracts.deletePartTimeSetting, { params: { id: created.id } }, 404)).code).toBe('NOT_FOUND');
    await api.ok(contracts.deleteFullTimeSetting, { params: { id: created.id } });

    expect((await auditOf(company, 'attendanceSetting')).map((entry) => [entry.action, entry.entityId === created.id])).toEqual([
      ['create', true],
      ['create', false],
      ['update', true],
      ['delete', true],
    ]);
  });

  it('refuses a taken name (409), an inconsistent setting and bad input (400)', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const { setting } = await api.ok(contracts.getFullTimeTemplate, {});
    await api.ok(contracts.createFullTimeSetting, { body: { name: 'Standard', setting } });
    expect(
      (
        await api.fail(
          contracts.createPartTimeSetting,
          {
            body: {
              name: 'STANDARD',
              setting: { ...setting, employment: 'partTime', partTime: { fullTimeDailyMinutes: 480, extraBand: 'sg.overtime' } },
            },
          },
          409,
        )
      ).code,
    ).toBe('NAME_TAKEN');

    const unknownBand = { ...setting, overtime: { ...setting.overtime, normalDay: { tiers: [{ fromMinute: 0, band: 'no.such.band' }] } } };
    const refused = await api.fail(contracts.createFullTimeSetting, { body: { name: 'Broken', setting: unknownBand } }, 400);
    expect(refused.errors).toEqual({ 'setting.overtime.normalDay.tiers[0].band': 'This value is not valid.' });
    expect(
      (await api.fail(contracts.createFullTimeSetting, { body: { name: 'Part', setting: { ...setting, employment: 'partTime' } } }, 400))
        .errors,
    ).toMatchObject({
      'setting.employment': 'Choose one of the options.',
    });
    const tooLong = await api.fail(
      contracts.createFullTimeSetting,
      { body: { name: 'Grace', setting: { ...setting, lateGraceMinutes: 100_000 } } },
      400,
    );
    expect(tooLong.code).toBe('VALIDATION_FAILED');
    const badTime = await api.fail(
      contracts.createFullTimeSetting,
      { body: { name: 'Boundary', setting: { ...setting, dayBoundary: '25:00' } } },
      400,
    );
    expect(badTime.code).toBe('VALIDATION_FAILED');
  });

  it('are assigned from a date to picked employees and whole departments; a second one from the same date is a 409; one in force stays', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const { setting } = await api.ok(contracts.getFullTimeTemplate, {});
    const office = await api.ok(contracts.createFullTimeSetting, { body: { name: 'Office', setting } });
    const department = await api.ok(contracts.createDepartment, { body: { name: 'Night operations' } });
    const picked = await createEmployeeRow(t, company.companyId, { firstName: 'Aisyah' });
    const inDepartment = await createEmployeeRow(t, company.companyId, { firstName: 'Budi', departmentId: department.id });
    await createEmployeeRow(t, company.companyId, { firstName: 'Gone', departmentId: department.id, cessationDate: '2026-01-31' });

    expect(
      await api.ok(contracts.assignSetting, {
        body: { settingId: office.id, from: '2026-03-01', employees: { employeeIds: [picked], departmentIds: [department.id] } },
      }),
    ).toEqual({ assigned: 2 });
    const again = await api.fail(
      contracts.assignSetting,
      { body: { settingId: office.id, from: '2026-03-01', employees: { employeeIds: [picked] } } },
      409,
    );
    expect(again.errors).toEqual({ from: expect.stringContaining('already') });
    await api.ok(contracts.assignSetting, { body: { settingId: office.id, from: '2026-04-01', employees: { employeeIds: [picked] } } });

    const rows = (await api.ok(contracts.listSettingAssignments, { body: { length: -1 } })).data;
    expect(rows.map((row) => row.employeeId).sort()).toEqual([picked, picked, inDepartment].sort());
    expect(rows.map((row) => [row.employeeName, row.from, row.status])).toEqual([
      ['Aisyah Kumar', '2026-04-01', 'scheduled'],
      ['Aisyah Kumar', '2026-03-01', 'current'],
      ['Budi Kumar', '2026-03-01', 'current'],
    ]);
    expect((await api.ok(contracts.listFullTimeSettings, { body: {} })).data[0]!.employees).toBe(2);
    expect((await api.fail(contracts.deleteFullTimeSetting, { params: { id: office.id } }, 409)).message[0]).toContain(
      'used by 2 employee records',
    );
    expect((await api.fail(contracts.deleteSettingAssignment, { params: { id: rows[1]!.id } }, 409)).code).toBe('ALREADY_IN_FORCE');
    await api.ok(contracts.deleteSettingAssignment, { params: { id: rows[0]!.id } });
    expect((await auditOf(company, 'attendanceSettingAssignment')).map((entry) => entry.action)).toEqual([
      'create',
      'create',
      'create',
      'delete',
    ]);

    // Nobody and unknown people.
    expect((await api.fail(contracts.assignSetting, { body: { settingId: office.id, from: '2026-05-01', employees: {} } }, 400)).code).toBe(
      'VALIDATION_FAILED',
    );
    const stranger = await api.fail(
      contracts.assignSetting,
      { body: { settingId: office.id, from: '2026-05-01', employees: { employeeIds: [crypto.randomUUID()] } } },
      400,
    );
    expect(stranger.errors).toEqual({ 'employees.employeeIds': 'Choose one of the options.' });
  });
});

describe('shifts and rosters', () => {
  it('keeps shifts (a night shift crosses midnight), refuses a break outside the shift, a taken name, and deleting a shift in use', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const day = await api.ok(contracts.createShift, { body: dayShift });
    expect(day).toMatchObject({ name: 'Day', crossesMidnight: false, workMinutes: 480, employees: 0, version: 1 });
    const night = await api.ok(contracts.createShift, { body: nightShift });
    expect(night).toMatchObject({ crossesMidnight: true, workMinutes: 450 });
    expect((await api.fail(contracts.createShift, { body: { ...dayShift, name: 'day' } }, 409)).code).toBe('NAME_TAKEN');
    const outside = await api.fail(
      contracts.createShift,
      { body: { ...dayShift, name: 'Odd', breaks: [{ kind: 'fixed', start: '19:00', end: '19:30', paid: false }] } },
      400,
    );
    expect(outside.errors).toEqual({ 'breaks.0': expect.stringContaining('inside the shift') });
    expect((await api.fail(contracts.createShift, { body: { ...dayShift, name: 'Bad', start: '9:00' } }, 400)).code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await api.fail(contracts.createShift, { body: { ...dayShift, name: 'Bad', colour: 'red' } }, 400)).code).toBe(
      'VALIDATION_FAILED',
    );

    const employee = await createEmployeeRow(t, company.companyId);
    await api.ok(contracts.assignRoster, { body: { employees: { employeeIds: [employee] }, from: '2026-03-02', cycle: [night.id, null] } });
    const refused = await api.fail(contracts.deleteShift, { params: { id: night.id } }, 409);
    expect(refused.code).toBe('IN_USE');
    expect(refused.message[0]).toBe('“Night” is used by 1 employee record, so it cannot be deleted. Move it elsewhere first.');
    await api.ok(contracts.setRosterCell, { body: { employeeId: employee, date: '2026-03-05', shiftId: day.id } });
    expect((await api.fail(contracts.deleteShift, { params: { id: day.id } }, 409)).code).toBe('IN_USE');
    expect((await api.ok(contracts.listShifts, {})).map((shift) => [shift.name, shift.employees])).toEqual([
      ['Day', 1],
      ['Night', 1],
    ]);

    const spare = await api.ok(contracts.createShift, { body: { ...dayShift, name: 'Spare' } });
    const renamed = await api.ok(contracts.updateShift, { params: { id: spare.id }, body: { ...dayShift, name: 'Spare day', version: 1 } });
    expect(renamed.version).toBe(2);
    await api.ok(contracts.deleteShift, { params: { id: spare.id } });
    expect((await auditOf(company, 'shift')).map((entry) => entry.action)).toEqual(['create', 'create', 'create', 'update', 'delete']);
  });

  it('rosters 4 on 2 off for a period, shows it on the grid, and a cell changed on the grid wins until reset', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const day = await api.ok(contracts.createShift, { body: dayShift });
    const night = await api.ok(contracts.createShift, { body: nightShift });
    const ana = await createEmployeeRow(t, company.companyId, { firstName: 'Ana', lastName: 'Cruz' });
    const ben = await createEmployeeRow(t, company.companyId, { firstName: 'Ben', lastName: 'Tan' });
    const cycle = [day.id, day.id, day.id, day.id, null, null];
    await api.ok(contracts.assignRoster, { body: { employees: { employeeIds: [ana, ben] }, from: '2026-03-02', to: '2026-03-31', cycle } });
    expect(
      (await api.fail(contracts.assignRoster, { body: { employees: { employeeIds: [ana] }, from: '2026-03-02', cycle } }, 409)).code,
    ).toBe('CONFLICT');

    const grid = await api.ok(contracts.getRosterGrid, { query: { from: '2026-03-01', to: '2026-03-09' } });
    expect(grid.total).toBe(2);
    expect(grid.shifts.map((shift) => shift.name)).toEqual(['Day', 'Night']);
    const letters = (cells: { shiftId: string | null }[]) =>
      cells.map((cell) => (cell.shiftId === day.id ? 'D' : cell.shiftId === night.id ? 'N' : '-')).join('');
    expect(grid.rows.map((row) => [row.name, letters(row.cells)])).toEqual([
      ['Ana Cruz', '-DDDD--DD'],
      ['Ben Tan', '-DDDD--DD'],
    ]);

    expect(await api.ok(contracts.setRosterCell, { body: { employeeId: ana, date: '2026-03-06', shiftId: night.id } })).toEqual({
      date: '2026-03-06',
      shiftId: night.id,
      override: true,
    });
    await api.ok(contracts.setRosterCell, { body: { employeeId: ana, date: '2026-03-03' } });
    const changed = await api.ok(contracts.getRosterGrid, { query: { from: '2026-03-01', to: '2026-03-09', search: 'ana' } });
    expect(changed.rows.map((row) => letters(row.cells))).toEqual(['-D-DDN-DD']);
    expect(changed.rows[0]!.cells.filter((cell) => cell.override).map((cell) => cell.date)).toEqual(['2026-03-03', '2026-03-06']);
    expect(await api.ok(contracts.resetRosterCell, { query: { employeeId: ana, date: '2026-03-06' } })).toEqual({
      date: '2026-03-06',
      shiftId: null,
      override: false,
    });
    expect((await api.fail(contracts.resetRosterCell, { query: { employeeId: ana, date: '2026-03-06' } }, 404)).code).toBe('NOT_FOUND');

    const rosters = (await api.ok(contracts.listRosters, { body: {} })).data;
    expect(rosters.map((row) => [row.employeeName, row.from, row.to, row.status, row.cycle.length])).toEqual([
      ['Ana Cruz', '2026-03-02', '2026-03-31', 'current', 6],
      ['Ben Tan', '2026-03-02', '2026-03-31', 'current', 6],
    ]);
    expect((await api.fail(contracts.deleteRoster, { params: { id: rosters[0]!.id } }, 409)).code).toBe('ALREADY_IN_FORCE');
    expect((await auditOf(company, 'rosterOverride')).map((entry) => entry.action)).toEqual(['create', 'create', 'delete']);
    expect((await auditOf(company, 'rosterAssignment')).map((entry) => entry.action)).toEqual(['create', 'create']);
  });

  it('refuses bad rosters and grid ranges with translated messages', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const day = await api.ok(contracts.createShift, { body: dayShift });
    const employee = await createEmployeeRow(t, company.companyId);
    const employees = { employeeIds: [employee] };
    expect((await api.fail(contracts.assignRoster, { body: { employees, from: '2026-03-02', cycle: [null, null] } }, 400)).errors).toEqual({
      cycle: 'A pattern needs at least one day with a shift.',
    });
    expect(
      (await api.fail(contracts.assignRoster, { body: { employees, from: '2026-03-02', cycle: Array(57).fill(day.id) } }, 400)).code,
    ).toBe('VALIDATION_FAILED');
    expect(
      (await api.fail(contracts.assignRoster, { body: { employees, from: '2026-03-02', to: '2026-03-01', cycle: [day.id] } }, 400)).errors,
    ).toEqual({
      to: 'The end date cannot be before the start date.',
    });
    expect(
      (await api.fail(contracts.assignRoster, { body: { employees, from: '2026-03-02', cycle: [crypto.randomUUID()] } }, 400)).errors,
    ).toEqual({
      cycle: 'Choose one of the options.',
    });
    expect((await api.fail(contracts.getRosterGrid, { query: { from: '2026-03-01', to: '2026-05-01' } }, 400)).errors).toEqual({
      to: 'Choose at most 42 days.',
    });
    expect((await api.fail(contracts.setRosterCell, { body: { employeeId: employee, date: '2026-02-30' } }, 400)).code).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('View Only reads but does not change; a role without the menu gets nothing', async () => {
    const company = await createCompany(t);
    await company.admin.api.ok(contracts.createShift, { body: dayShift });
    const viewer = await userWith(company, { shiftPolicy: 'view', shifts: 'view' });
    expect((await viewer.api.ok(contracts.listShifts, {})).map((shift) => shift.name)).toEqual(['Day']);
    expect((await viewer.api.fail(contracts.createShift, { body: { ...dayShift, name: 'Other' } }, 403)).code).toBe('FORBIDDEN');
    await viewer.api.ok(contracts.getRosterGrid, { query: { from: '2026-03-01', to: '2026-03-07' } });
    const employee = await createEmployeeRow(t, company.companyId);
    expect((await viewer.api.fail(contracts.setRosterCell, { body: { employeeId: employee, date: '2026-03-03' } }, 403)).code).toBe(
      'FORBIDDEN',
    );
    expect((await viewer.api.fail(contracts.listFullTimeSettings, { body: {} }, 403)).code).toBe('FORBIDDEN');
    expect(
      (
        await viewer.api.fail(
          contracts.assignRoster,
          { body: { employees: { employeeIds: [employee] }, from: '2026-03-02', cycle: [null, null] } },
          403,
        )
      ).code,
    ).toBe('FORBIDDEN');
  });

  it("cannot see, change, roster or delete another company's shifts, settings and employees", async () => {
    const mine = await createCompany(t);
    const theirs = await createCompany(t);
    const shift = await theirs.admin.api.ok(contracts.createShift, { body: dayShift });
    const { setting } = await theirs.admin.api.ok(contracts.getFullTimeTemplate, {});
    const theirSetting = await theirs.admin.api.ok(contracts.createFullTimeSetting, { body: { name: 'Theirs', setting } });
    const theirEmployee = await createEmployeeRow(t, theirs.companyId);
    const api = mine.admin.api;
    expect(await api.ok(contracts.listShifts, {})).toEqual([]);
    expect((await api.fail(contracts.updateShift, { params: { id: shift.id }, body: { ...dayShift, version: 1 } }, 404)).code).toBe(
      'NOT_FOUND',
    );
    expect((await api.fail(contracts.deleteShift, { params: { id: shift.id } }, 404)).code).toBe('NOT_FOUND');
    expect((await api.fail(contracts.deleteFullTimeSetting, { params: { id: theirSetting.id } }, 404)).code).toBe('NOT_FOUND');
    expect(
      (
        await api.fail(
          contracts.assignSetting,
          { body: { settingId: theirSetting.id, from: '2026-03-01', employees: { employeeIds: [theirEmployee] } } },
          400,
        )
      ).errors,
    ).toEqual({
      settingId: 'Choose one of the options.',
    });
    const myEmployee = await createEmployeeRow(t, mine.companyId);
    expect(
      (
        await api.fail(
          contracts.assignRoster,
          { body: { employees: { employeeIds: [myEmployee] }, from: '2026-03-02', cycle: [shift.id] } },
          400,
        )
      ).errors,
    ).toEqual({
      cycle: 'Choose one of the options.',
    });
    expect((await api.fail(contracts.setRosterCell, { body: { employeeId: theirEmployee, date: '2026-03-03' } }, 400)).errors).toEqual({
      employeeId: 'Choose one of the options.',
    });
    expect(
      (await api.ok(contracts.getRosterGrid, { query: { from: '2026-03-01', to: '2026-03-02' } })).rows.map((row) => row.employeeId),
    ).toEqual([myEmployee]);
    // The same name in another company is free.
    await api.ok(contracts.createShift, { body: dayShift });
  });

  it("shows a manager (the team data scope) the grid of their team only, and lets them change nobody else's day", async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const day = await api.ok(contracts.createShift, { body: dayShift });
    const managerId = await createEmployeeRow(t, company.companyId, { firstName: 'Mala' });
    const member = await createEmployeeRow(t, company.companyId, { firstName: 'Teo', managerId });
    const stranger = await createEmployeeRow(t, company.companyId, { firstName: 'Zed' });
    const user = await createUser(t, company, { role: 'manager' });
    await linkUserToEmployee(t, { companyId: company.companyId, userId: user.userId, employeeId: managerId });
    const manager = await loginAs(t, user);
    const grid = await manager.api.ok(contracts.getRosterGrid, { query: { from: '2026-03-02', to: '2026-03-03' } });
    expect(grid.rows.map((row) => row.employeeId).sort()).toEqual([managerId, member].sort());
    expect(grid.total).toBe(2);
    expect(
      (await api.ok(contracts.getRosterGrid, { query: { from: '2026-03-02', to: '2026-03-03' } })).rows.map((row) => row.employeeId),
    ).toContain(stranger);
    // The manager's role sees the grid (View Only): a change is refused whoever it is for.
    expect(
      (await manager.api.fail(contracts.setRosterCell, { body: { employeeId: member, date: '2026-03-03', shiftId: day.id } }, 403)).code,
    ).toBe('FORBIDDEN');
  });

  it('shows an employee their own roster only, and someone without an employee record a clear 422', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const night = await api.ok(contracts.createShift, { body: nightShift });
    await api.ok(contracts.createShift, { body: dayShift });
    const employeeId = await createEmployeeRow(t, company.companyId, { firstName: 'Siti' });
    const other = await createEmployeeRow(t, company.companyId, { firstName: 'Other' });
    await api.ok(contracts.assignRoster, {
      body: { employees: { employeeIds: [employeeId, other] }, from: '2026-03-02', cycle: [night.id, night.id, null] },
    });
    const user = await createUser(t, company, { role: 'employee' });
    await linkUserToEmployee(t, { companyId: company.companyId, userId: user.userId, employeeId });
    const session = await loginAs(t, user);
    const mine = await session.api.ok(contracts.getMyRoster, { query: { from: '2026-03-02', to: '2026-03-04' } });
    expect(mine.rows.map((row) => [row.employeeId, row.cells.map((cell) => cell.shiftId)])).toEqual([
      [employeeId, [night.id, night.id, null]],
    ]);
    expect(mine.shifts.map((shift) => shift.name)).toEqual(['Night']);
    // Self-service sees the grid (View Only) of whom its data scope reaches: themselves.
    const grid = await session.api.ok(contracts.getRosterGrid, { query: { from: '2026-03-02', to: '2026-03-04' } });
    expect(grid.rows.map((row) => row.employeeId)).toEqual([employeeId]);
    expect((await session.api.fail(contracts.setRosterCell, { body: { employeeId, date: '2026-03-03' } }, 403)).code).toBe('FORBIDDEN');
    expect((await api.fail(contracts.getMyRoster, { query: { from: '2026-03-02', to: '2026-03-04' } }, 422)).code).toBe(
      'NO_EMPLOYEE_LINKED',
    );
  });
});
