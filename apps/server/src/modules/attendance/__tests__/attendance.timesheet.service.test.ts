import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import {
  defaultAttendanceSetting,
  overtimeTemplate,
  weeklyPattern,
  type EmployeeSchedulePlan,
  type SchedulePlansReader,
} from '@tenaga/domain';
import { attendanceEvents, employees } from '../../../db/schema/index.ts';
import type { ModuleContext } from '../../../platform/module.ts';
import type { RequestAuth } from '../../../plugins/authenticate.ts';
import type { ResolvedAccess } from '../../access/index.ts';
import {
  createCompany,
  createEmployeeRow,
  createTestApp,
  createTestModules,
  type TestApp,
  type TestCompany,
} from '../../../testing/index.ts';
import { createTimesheetService } from '../attendance.timesheet.service.ts';

let t: TestApp;
let modules: ModuleContext;
beforeAll(async () => {
  t = await createTestApp();
  modules = await createTestModules(t);
});
afterAll(async () => {
  await t?.close();
});

const WITA = 'Asia/Makassar';
/** A local time in Makassar, which keeps UTC+8 all year. */
const at = (date: string, time: string) => new Date(`${date}T${time}:00+08:00`);

let keys = 0;
async function punch(company: TestCompany, employeeId: string, action: 'in' | 'out', date: string, time: string) {
  await t.tenant(company.companyId, (tx) =>
    tx.insert(attendanceEvents).values({
      companyId: company.companyId,
      employeeId,
      action,
      at: at(date, time),
      timezone: WITA,
      source: 'web',
      idempotencyKey: `plan-test-${++keys}`,
    }),
  );
}

/** HR of the company, as the service sees a caller (whose role's grants a fake gives). */
const hrOf = (company: TestCompany): RequestAuth => ({
  sessionId: 'session',
  companyId: company.companyId,
  userId: company.admin.user.userId,
  roleId: null,
  roleVersion: null,
  employeeId: null,
  impersonatorUserId: null,
  deviceId: null,
  language: 'en',
  loginAt: t.clock.now(),
});
const hrAccess = { accessOf: async () => ({ dataScope: 'all', menuGrants: { attendanceTimesheet: 'view' } }) as unknown as ResolvedAccess };

const NIGHTS = {
  shifts: [{ id: 'night', start: '22:00', end: '06:00', breaks: [{ kind: 'fixed' as const, start: '02:00', end: '02:30', paid: false }] }],
  // Monday and Tuesday nights; the rest of the week off.
  assignments: [{ from: '2026-01-05', pattern: weeklyPattern(['night', 'night', null, null, null, null, null]) }],
  overrides: [],
};
const PLAN_SETTING = {
  ...defaultAttendanceSetting(overtimeTemplate({ country: 'ID', asOf: '2026-03-02', workWeek: 'fiveDay' })!.policy),
  lateGraceMinutes: 5,
};

describe('the timesheet through its SchedulePlansReader', () => {
  let company: TestCompany;
  let rostered: string;
  let fixed: string;
  const asked: Parameters<SchedulePlansReader>[0][] = [];
  beforeAll(async () => {
    company = await createCompany(t, { countryCode: 'ID' });
    const site = await company.admin.api.ok(contracts.createSite, { body: { name: 'Makassar', address: 'Jl. Somba Opu 1' } });
    await company.admin.api.ok(contracts.updateSiteAttendance, {
      params: { id: site.id },
      body: { version: site.version, timezone: WITA, outsideRule: 'allow', proofs: [], anyEmployee: true },
    });
    rostered = await createEmployeeRow(t, company.companyId, { firstName: 'Night', lastName: 'Crew' });
    fixed = await createEmployeeRow(t, company.companyId, { firstName: 'Day', lastName: 'Office' });
    for (const id of [rostered, fixed])
      await t.tenant(company.companyId, (tx) => tx.update(employees).set({ siteId: site.id }).where(eq(employees.id, id)));
    // Monday night from 22:03 (within 5 minutes' grace) to Tuesday 06:00; Tuesday night from 22:10 to Wednesday 07:00.
    await punch(company, rostered, 'in', '2026-03-02', '22:03');
    await punch(company, rostered, 'out', '2026-03-03', '06:00');
    await punch(company, rostered, 'in', '2026-03-03', '22:10');
    await punch(company, rostered, 'out', '2026-03-04', '07:00');
    await punch(company, fixed, 'in', '2026-03-02', '09:00');
    await punch(company, fixed, 'out', '2026-03-02', '18:00');
  });

  const service = () =>
    createTimesheetService({
      tenant: t.tenant,
      clock: t.clock,
      access: hrAccess,
      adjustments: () => Promise.resolve([]),
      adjustmentsOfMany: () => Promise.resolve([]),
      workCalendars: modules.service('workCalendars'),
      workHours: modules.service('employmentHistory'),
      schedulePlans: async (query) => {
        asked.push(query);
        const plan: EmployeeSchedulePlan = {
          employeeId: rostered,
          setting: { id: 'night-crew', name: 'Night crew', setting: PLAN_SETTING },
          roster: NIGHTS,
        };
        return new Map([[rostered, plan]]);
      },
    });

  it('uses a plan’s roster and setting: each night counts on the date it started, in Makassar’s time', async () => {
    const detail = await service().detail(hrOf(company), { employeeId: rostered, from: '2026-03-02', to: '2026-03-08' });
    expect(detail).toMatchObject({ settingName: 'Night crew', schedule: 'roster', timezone: WITA });
    expect(detail.days.map((day) => [day.date, day.kind, day.shiftId, day.workedMinutes, day.lateMinutes, day.overtimeMinutes])).toEqual([
      // 22:03–06:00 less the 30-minute break: 3 minutes late is within the grace, so not late, yet not worked either.
      ['2026-03-02', 'working', 'night', 447, 0, 0],
      // 10 minutes late (past the grace, all of them count), an hour after the end is overtime.
      ['2026-03-03', 'working', 'night', 500, 10, 60],
      // Without a shift on the roster, a date is a rest day, whatever the calendar says.
      ['2026-03-04', 'rest', null, 0, 0, 0],
      ['2026-03-05', 'rest', null, 0, 0, 0],
      ['2026-03-06', 'rest', null, 0, 0, 0],
      ['2026-03-07', 'rest', null, 0, 0, 0],
      ['2026-03-08', 'rest', null, 0, 0, 0],
    ]);
    expect(detail.days[0]!.shift).toEqual({ start: '22:00', end: '06:00' });
    expect(detail.days[0]!.punches.map((entry) => [entry.action, entry.time])).toEqual([
      ['in', '22:03'],
      ['out', '06:00'],
    ]);
    expect(detail.days[1]!.overtime).toEqual([{ band: 'id.overtimeFirstHour', minutes: 60 }]);
    expect(asked.at(-1)).toEqual({ companyId: company.companyId, employeeIds: [rostered], from: '2026-03-02', to: '2026-03-08' });
  });

  it('falls back, for someone the reader does not name, to the country’s default and fixed hours on the calendar', async () => {
    const summary = await service().summary(hrOf(company), { employeeId: fixed, from: '2026-03-02', to: '2026-03-03' });
    expect(summary.days).toEqual([
      { date: '2026-03-02', workedMinutes: 480, lateMinutes: 0, earlyLeaveMinutes: 0, absent: false, overtime: [] },
      { date: '2026-03-03', workedMinutes: 0, lateMinutes: 0, earlyLeaveMinutes: 0, absent: true, overtime: [] },
    ]);
  });

  it('reads every plan in one call for the whole overview', async () => {
    const before = asked.length;
    const table = await service().table(hrOf(company), {
      from: '2026-03-02',
      to: '2026-03-08',
      start: 0,
      length: 10,
      order: [],
      search: { value: '' },
      columns: [],
    });
    expect(asked.length - before).toBe(1);
    expect(asked.at(-1)!.employeeIds).toHaveLength(2);
    expect(table.data.map((row) => [row.employeeName, row.workedMinutes])).toEqual([
      ['Day Office', 480],
      ['Night Crew', 947],
    ]);
  });
});
