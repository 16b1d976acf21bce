import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { STANDARD_WORKING_WEEKS } from '@tenaga/domain';
import { auditLog, employeeContractDeployments } from '../../../db/schema/index.ts';
import { serverTranslator } from '../../../lib/i18n.ts';
import {
  createCompany,
  createEmployeeRow,
  createTestApp,
  createUser,
  loginAs,
  type TestApp,
  type TestCompany,
} from '../../../testing/index.ts';
import { createWorkCalendarsService, type WorkCalendarsService } from '../work-calendars.service.ts';

let t: TestApp;
let service: WorkCalendarsService;
beforeAll(async () => {
  t = await createTestApp();
  service = createWorkCalendarsService({
    tenant: t.tenant,
    clock: t.clock,
    translate: await serverTranslator(),
    clientContracts: { withLocations: async () => [] },
  });
});
afterAll(async () => {
  await t?.close();
});

// Dates far from today whatever day the suite runs: in force, and scheduled.
const PAST = '2025-01-01';
const FUTURE = '2099-01-05';
const { fiveDay, fiveAndHalfDay, sixDay } = STANDARD_WORKING_WEEKS;

const auditOf = (company: TestCompany, entities: string[]) =>
  t.db
    .select({ entity: auditLog.entity, action: auditLog.action, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.companyId, company.companyId), inArray(auditLog.entity, entities)))
    .orderBy(auditLog.at);

async function userWith(company: TestCompany, level: 'view' | 'edit' | null) {
  const role = await company.admin.api.ok(contracts.createRole, {
    body: {
      name: `publicHoliday ${level ?? 'none'}`,
      description: '',
      dataScope: 'all',
      menuGrants: level ? { publicHoliday: level } : {},
      fieldGrants: { public: {}, private: {} },
    },
  });
  const user = await createUser(t, company, { role: 'employee' });
  const current = await company.admin.api.ok(contracts.getUser, { params: { id: user.userId } });
  await company.admin.api.ok(contracts.updateUser, { body: { id: user.userId, version: current.version, roleId: role.id } });
  return loginAs(t, user);
}

async function location(company: TestCompany, name = 'Shah Alam') {
  const contract = await company.admin.api.ok(contracts.createClientContract, {
    body: { name: `${name} plant`, client: 'Hicom', locations: [{ name, address: '' }] },
  });
  return { contractId: contract.id, locationId: contract.locations[0]!.id };
}

const week = (company: TestCompany, name: string, days: readonly number[]) =>
  company.admin.api.ok(contracts.createWorkingWeek, { body: { name, days: [...days] as never } });

const history = async (company: TestCompany, filter: { scope?: 'company' | 'location' | 'employee'; targetId?: string } = {}) =>
  (await company.admin.api.ok(contracts.listWeekAssignments, { body: { length: -1, ...filter } })).data;

describe('Working weeks', () => {
  it('adds, renames and deletes a week, each audited; a taken name is a 409, a week without a working day a 400', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const created = await week(company, 'Shop floor', fiveAndHalfDay);
    expect(created).toMatchObject({ name: 'Shop floor', days: [1, 1, 1, 1, 1, 0.5, 0], version: 1, inForce: false });
    expect(created.usage).toEqual({ company: 0, locations: 0, employees: 0 });

    const taken = await api.fail(contracts.createWorkingWeek, { body: { name: 'shop  FLOOR', days: [...sixDay] as never } }, 409);
    expect(taken.code).toBe('NAME_TAKEN');
    const empty = await api.fail(contracts.createWorkingWeek, { body: { name: 'Nothing', days: [0, 0, 0, 0, 0, 0, 0] } }, 400);
    expect(empty.errors).toEqual({ days: 'A working week needs at least one working day.' });
    expect(
      (await api.fail(contracts.createWorkingWeek, { body: { name: 'Bad', days: [1, 1, 1, 1, 1, 0.25, 0] as never } }, 400)).code,
    ).toBe('VALIDATION_FAILED');
    expect((await api.fail(contracts.createWorkingWeek, { body: { name: 'Short', days: [1, 1, 1] as never } }, 400)).code).toBe(
      'VALIDATION_FAILED',
    );

    const renamed = await api.ok(contracts.updateWorkingWeek, {
      params: { id: created.id },
      body: { name: 'Shop', days: [...sixDay] as never, version: 1 },
    });
    expect(renamed).toMatchObject({ name: 'Shop', days: [...sixDay], version: 2 });
    const stale = await api.fail(
      contracts.updateWorkingWeek,
      { params: { id: created.id }, body: { name: 'Late', days: [...sixDay] as never, version: 1 } },
      409,
    );
    expect(stale.code).toBe('VERSION_CONFLICT');
    await api.ok(contracts.deleteWorkingWeek, { params: { id: created.id } });
    expect((await api.ok(contracts.listWorkingWeeks, {})).weeks).toEqual([]);
    expect(await auditOf(company, ['workingWeek'])).toEqual([
      { entity: 'workingWeek', action: 'create', before: null, after: { name: 'Shop floor', days: [1, 1, 1, 1, 1, 0.5, 0] } },
      {
        entity: 'workingWeek',
        action: 'update',
        before: { name: 'Shop floor', days: [1, 1, 1, 1, 1, 0.5, 0] },
        after: { name: 'Shop', days: [1, 1, 1, 1, 1, 1, 0] },
      },
      { entity: 'workingWeek', action: 'delete', before: { name: 'Shop', days: [1, 1, 1, 1, 1, 1, 0] }, after: null },
    ]);
  });

  it('suggests the standard weeks of the calendars followed and adds them, named, once', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    await api.ok(contracts.adoptHolidays, { body: { country: 'MY', state: 'MY-10' } });
    expect((await api.ok(contracts.listWorkingWeeks, {})).suggested).toEqual(['fiveDay', 'fiveAndHalfDay', 'sixDay']);
    const kelantan = await location(company, 'Kota Bharu');
    await api.ok(contracts.adoptHolidays, { body: { locationId: kelantan.locationId, country: 'MY', state: 'MY-03' } });
    expect((await api.ok(contracts.listWorkingWeeks, {})).suggested).toEqual([
      'fiveDay',
      'fiveAndHalfDay',
      'sixDay',
      'fridaySaturdayWeekend',
    ]);

    const added = await api.ok(contracts.addStandardWorkingWeeks, {
      body: { names: ['fiveDay', 'fridaySaturdayWeekend'] },
    });
    expect(added.map((row) => [row.name, row.days])).toEqual([
      ['Monday to Friday', [...fiveDay]],
      ['Sunday to Thursday', [1, 1, 1, 1, 0, 0, 1]],
    ]);
    // Asked again: the company already has those days, so nothing is added twice.
    expect(await api.ok(contracts.addStandardWorkingWeeks, { body: { names: ['fiveDay', 'sixDay'] } })).toMatchObject([
      { name: 'Monday to Saturday' },
    ]);
    expect((await api.ok(contracts.listWorkingWeeks, {})).weeks).toHaveLength(3);
    expect((await api.fail(contracts.addStandardWorkingWeeks, { body: { names: ['fourDay' as never] } }, 400)).code).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('assigns weeks by date to the company, a location and an employee, and keeps the history', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const five = await week(company, 'Five', fiveDay);
    const six = await week(company, 'Six', sixDay);
    const plant = await location(company);
    const employeeId = await createEmployeeRow(t, company.companyId);

    await api.ok(contracts.createWeekAssignment, { body: { scope: 'company', from: PAST, weekId: five.id } });
    const scheduled = await api.ok(contracts.createWeekAssignment, { body: { scope: 'company', from: FUTURE, weekId: six.id } });
    expect(scheduled).toMatchObject({ scope: 'company', targetId: null, weekName: 'Six', status: 'scheduled' });
    await api.ok(contracts.createWeekAssignment, {
      body: { scope: 'location', targetId: plant.locationId, from: '2025-03-01', weekId: six.id },
    });
    const own = await api.ok(contracts.createWeekAssignment, {
      body: { scope: 'employee', targetId: employeeId, from: '2025-06-02', weekId: five.id },
    });
    expect(own.targetName).not.toBe('');
    // Back to the location's week: no week named.
    const back = await api.ok(contracts.createWeekAssignment, { body: { scope: 'employee', targetId: employeeId, from: '2025-07-01' } });
    expect(back).toMatchObject({ weekId: null, weekName: null, status: 'current' });

    expect((await history(company, { scope: 'company' })).map((row) => [row.from, row.weekName, row.status])).toEqual([
      [FUTURE, 'Six', 'scheduled'],
      [PAST, 'Five', 'current'],
    ]);
    expect((await history(company, { scope: 'employee', targetId: employeeId })).map((row) => [row.from, row.status])).toEqual([
      ['2025-07-01', 'current'],
      ['2025-06-02', 'past'],
    ]);
    expect((await history(company, { scope: 'location' }))[0]).toMatchObject({
      targetName: 'Shah Alam plant — Shah Alam',
      weekName: 'Six',
    });
    const weeks = (await api.ok(contracts.listWorkingWeeks, {})).weeks;
    expect(weeks.find((row) => row.id === six.id)).toMatchObject({ usage: { company: 1, locations: 1, employees: 0 }, inForce: true });

    // One target, one date: the second is a 409 (two at once too, never a 500).
    const again = await api.fail(contracts.createWeekAssignment, { body: { scope: 'company', from: PAST, weekId: six.id } }, 409);
    expect(again.errors).toEqual({ from: 'There is already an assignment from this date.' });
    const racing = await Promise.all(
      [five.id, six.id].map((weekId) =>
        api.call(contracts.createWeekAssignment, { body: { scope: 'company', from: '2026-02-02', weekId } }),
      ),
    );
    expect(racing.map((result) => result.status).sort()).toEqual([200, 409]);

    // Only what has not started can be withdrawn: past figures keep their week.
    const inForce = await api.fail(contracts.deleteWeekAssignment, { params: { id: own.id } }, 409);
    expect(inForce.code).toBe('ASSIGNMENT_IN_FORCE');
    await api.ok(contracts.deleteWeekAssignment, { params: { id: scheduled.id } });
    expect((await auditOf(company, ['workingWeekAssignment'])).map((row) => row.action)).toEqual([
      'create',
      'create',
      'create',
      'create',
      'create',
      'create',
      'delete',
    ]);
  });

  it('refuses to delete a week in use, naming where, and to change the days of a week in force', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const shop = await week(company, 'Shop', fiveAndHalfDay);
    const plant = await location(company);
    await api.ok(contracts.createWeekAssignment, { body: { scope: 'company', from: PAST, weekId: shop.id } });
    await api.ok(contracts.createWeekAssignment, {
      body: { scope: 'location', targetId: plant.locationId, from: FUTURE, weekId: shop.id },
    });
    const refused = await api.fail(contracts.deleteWorkingWeek, { params: { id: shop.id } }, 409);
    expect(refused.code).toBe('WORKING_WEEK_IN_USE');
    expect(refused.message[0]).toBe(
      '“Shop” is assigned to the company, Shah Alam plant — Shah Alam, so it cannot be deleted. Assign another week there first.',
    );

    const changing = await api.fail(
      contracts.updateWorkingWeek,
      { params: { id: shop.id }, body: { name: 'Shop', days: [...sixDay] as never, version: 1 } },
      409,
    );
    expect(changing.code).toBe('WORKING_WEEK_IN_FORCE');
    expect(changing.message[0]).toContain(PAST);
    // Its name can still change.
    expect(
      await api.ok(contracts.updateWorkingWeek, {
        params: { id: shop.id },
        body: { name: 'Retail', days: [...fiveAndHalfDay] as never, version: 1 },
      }),
    ).toMatchObject({ name: 'Retail', inForce: true });
  });

  it('counts working days on the week in force each day: employee over location over company, a change from a date', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const five = await week(company, 'Five', fiveDay);
    const shop = await week(company, 'Shop', fiveAndHalfDay);
    const six = await week(company, 'Six', sixDay);
    const plant = await location(company);
    await api.ok(contracts.createWeekAssignment, { body: { scope: 'company', from: PAST, weekId: five.id } });
    // From Monday 16 November 2026 the plant works Saturday mornings.
    await api.ok(contracts.createWeekAssignment, {
      body: { scope: 'location', targetId: plant.locationId, from: '2026-11-16', weekId: shop.id },
    });

    const office = await createEmployeeRow(t, company.companyId);
    const atPlant = await createEmployeeRow(t, company.companyId);
    const ownWeek = await createEmployeeRow(t, company.companyId);
    for (const employeeId of [atPlant, ownWeek])
      await t.tenant(company.companyId, (tx) =>
        tx.insert(employeeContractDeployments).values({ companyId: company.companyId, employeeId, ...plant, fromDate: PAST, toDate: null }),
      );
    await api.ok(contracts.createWeekAssignment, { body: { scope: 'employee', targetId: ownWeek, from: '2026-11-01', weekId: six.id } });

    // 2–29 November 2026: four whole weeks, no holiday adopted.
    const days = await service.workingDays(company.companyId, {
      employeeIds: [office, atPlant, ownWeek],
      from: '2026-11-02',
      to: '2026-11-29',
    });
    expect(days.get(office)?.days).toBe(20);
    // Two weeks of five days, then two of five and a half.
    expect(days.get(atPlant)?.days).toBe(21);
    expect(days.get(atPlant)?.dates.find((day) => day.date === '2026-11-21')).toEqual({
      date: '2026-11-21',
      fraction: 0.5,
      reason: 'working',
    });
    expect(days.get(ownWeek)?.days).toBe(24);

    // The company moves to a six-day week from December: November's figures stay as they were.
    await api.ok(contracts.createWeekAssignment, { body: { scope: 'company', from: '2026-12-01', weekId: six.id } });
    const again = await service.workingDays(company.companyId, { employeeIds: [office], from: '2026-11-02', to: '2026-11-29' });
    expect(again.get(office)?.days).toBe(20);
    const december = await service.workingDays(company.companyId, { employeeIds: [office], from: '2026-12-01', to: '2026-12-31' });
    expect(december.get(office)?.days).toBe(27);
  });

  it('keeps Sunday to Thursday as the usual week of a Friday–Saturday state when nothing is assigned', async () => {
    const company = await createCompany(t);
    await company.admin.api.ok(contracts.adoptHolidays, { body: { country: 'MY', state: 'MY-11' } });
    const employeeId = await createEmployeeRow(t, company.companyId);
    // 4–10 October 2026 is Sunday to Saturday; Terengganu has no holiday in it.
    const days = await service.workingDays(company.companyId, { employeeIds: [employeeId], from: '2026-10-04', to: '2026-10-10' });
    expect(days.get(employeeId)?.dates.map((day) => day.fraction)).toEqual([1, 1, 1, 1, 1, 0, 0]);
  });

  it('View Only reads but does not change; a role without it gets nothing', async () => {
    const company = await createCompany(t);
    const five = await week(company, 'Five', fiveDay);
    const viewer = await userWith(company, 'view');
    expect((await viewer.api.ok(contracts.listWorkingWeeks, {})).weeks.map((row) => row.name)).toEqual(['Five']);
    expect((await viewer.api.ok(contracts.listWeekAssignments, { body: {} })).data).toEqual([]);
    expect((await viewer.api.fail(contracts.createWorkingWeek, { body: { name: 'X', days: [...sixDay] as never } }, 403)).code).toBe(
      'FORBIDDEN',
    );
    expect(
      (await viewer.api.fail(contracts.createWeekAssignment, { body: { scope: 'company', from: PAST, weekId: five.id } }, 403)).code,
    ).toBe('FORBIDDEN');
    expect((await viewer.api.fail(contracts.deleteWorkingWeek, { params: { id: five.id } }, 403)).code).toBe('FORBIDDEN');
    const editor = await userWith(company, 'edit');
    await editor.api.ok(contracts.createWeekAssignment, { body: { scope: 'company', from: PAST, weekId: five.id } });
    const outsider = await userWith(company, null);
    expect((await outsider.api.fail(contracts.listWorkingWeeks, {}, 403)).code).toBe('FORBIDDEN');
    expect((await outsider.api.fail(contracts.listWeekAssignments, { body: {} }, 403)).code).toBe('FORBIDDEN');
  });

  it("cannot see, change, delete or assign another company's weeks, nor assign to its locations or employees", async () => {
    const mine = await createCompany(t);
    const theirs = await createCompany(t);
    const theirWeek = await week(theirs, 'Theirs', sixDay);
    const theirPlant = await location(theirs);
    const theirEmployee = await createEmployeeRow(t, theirs.companyId);
    await theirs.admin.api.ok(contracts.createWeekAssignment, { body: { scope: 'company', from: FUTURE, weekId: theirWeek.id } });
    const [theirAssignment] = await history(theirs);
    const api = mine.admin.api;
    expect((await api.ok(contracts.listWorkingWeeks, {})).weeks).toEqual([]);
    expect(await history(mine)).toEqual([]);
    expect(
      (
        await api.fail(
          contracts.updateWorkingWeek,
          { params: { id: theirWeek.id }, body: { name: 'X', days: [...fiveDay] as never, version: 1 } },
          404,
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect((await api.fail(contracts.deleteWorkingWeek, { params: { id: theirWeek.id } }, 404)).code).toBe('NOT_FOUND');
    expect((await api.fail(contracts.deleteWeekAssignment, { params: { id: theirAssignment!.id } }, 404)).code).toBe('NOT_FOUND');
    const mineWeek = await week(mine, 'Mine', fiveDay);
    const foreignWeek = await api.fail(
      contracts.createWeekAssignment,
      { body: { scope: 'company', from: PAST, weekId: theirWeek.id } },
      400,
    );
    expect(Object.keys(foreignWeek.errors ?? {})).toEqual(['weekId']);
    for (const body of [
      { scope: 'location' as const, targetId: theirPlant.locationId, from: PAST, weekId: mineWeek.id },
      { scope: 'employee' as const, targetId: theirEmployee, from: PAST, weekId: mineWeek.id },
    ])
      expect(Object.keys((await api.fail(contracts.createWeekAssignment, { body }, 400)).errors ?? {})).toEqual(['targetId']);
    // Their data is untouched.
    expect((await theirs.admin.api.ok(contracts.listWorkingWeeks, {})).weeks.map((row) => row.name)).toEqual(['Theirs']);
  });

  it('refuses a company assignment without a week or with a target, and a location one without its location', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const five = await week(company, 'Five', fiveDay);
    expect(
      Object.keys((await api.fail(contracts.createWeekAssignment, { body: { scope: 'company', from: PAST } }, 400)).errors ?? {}),
    ).toEqual(['weekId']);
    expect(
      Object.keys(
        (
          await api.fail(
            contracts.createWeekAssignment,
            { body: { scope: 'company', targetId: crypto.randomUUID(), from: PAST, weekId: five.id } },
            400,
          )
        ).errors ?? {},
      ),
    ).toEqual(['targetId']);
    expect(
      Object.keys(
        (await api.fail(contracts.createWeekAssignment, { body: { scope: 'location', from: PAST, weekId: five.id } }, 400)).errors ?? {},
      ),
    ).toEqual(['targetId']);
    expect(
      (await api.fail(contracts.createWeekAssignment, { body: { scope: 'company', from: '2026-02-30', weekId: five.id } }, 400)).code,
    ).toBe('VALIDATION_FAILED');
  });
});
