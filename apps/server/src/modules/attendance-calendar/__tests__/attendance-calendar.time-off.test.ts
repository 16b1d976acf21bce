import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import type { CalendarEvent, RoleBody } from '@tenaga/contracts';
import { departments, leaveRequests, users } from '../../../db/schema/index.ts';
import {
  createCompany,
  createEmployeeRow,
  createTestApp,
  createUser,
  linkUserToEmployee,
  loginAs,
  uniqueName,
  type TestApp,
  type TestCompany,
  type TestSession,
} from '../../../testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const TABLE = { start: 0, length: 100, search: { value: '' }, order: [], columns: [] };
const MARCH = { from: '2026-03-01', to: '2026-03-31' };

type Status = contracts.LeaveRequestStatus;

/** A leave request written as the time-off module stores it (its own tests cover how it gets there). */
async function leave(
  company: TestCompany,
  input: {
    employeeId: string;
    from: string;
    to: string;
    status: Status;
    dates: { date: string; days: string }[];
    firstDayHalf?: 'morning' | 'afternoon';
    reason?: string;
  },
) {
  const categories = (await company.admin.api.ok(contracts.listLeaveCategories, { body: TABLE })).data;
  const annual = categories.find((row) => row.code === 'annual')!;
  const policies = (await company.admin.api.ok(contracts.listLeavePolicies, { body: TABLE })).data;
  const policy = policies.find((row) => row.categoryId === annual.id)!;
  const [row] = await t.tenant(company.companyId, (tx) =>
    tx
      .insert(leaveRequests)
      .values({
        companyId: company.companyId,
        employeeId: input.employeeId,
        categoryId: annual.id,
        policyId: policy.id,
        fromDate: input.from,
        toDate: input.to,
        firstDayHalf: input.firstDayHalf ?? null,
        days: String(input.dates.reduce((sum, day) => sum + Number(day.days), 0)),
        byDate: input.dates,
        status: input.status,
        reason: input.reason ?? '',
      })
      .returning({ id: leaveRequests.id }),
  );
  return { id: row!.id, categoryName: annual.name };
}

const sessions = new Map<string, Promise<TestSession>>();
/** The user of an employee, signed in once (an employee has one user). */
function signedIn(company: TestCompany, employeeId: string, role: 'employee' | 'manager' | 'hrManager') {
  const known = sessions.get(employeeId);
  if (known) return known;
  const session = newSession(company, employeeId, role);
  sessions.set(employeeId, session);
  return session;
}

async function newSession(company: TestCompany, employeeId: string, role: 'employee' | 'manager' | 'hrManager') {
  const user = await createUser(t, company, { role });
  await linkUserToEmployee(t, { companyId: company.companyId, userId: user.userId, employeeId });
  return loginAs(t, user);
}

/** A user of a role that sees everyone's calendar but has no time-off menu. */
async function calendarOnlyViewer(company: TestCompany): Promise<TestSession> {
  const body: RoleBody = {
    name: uniqueName('Roster viewer'),
    description: 'Calendar only',
    dataScope: 'all',
    menuGrants: { home: 'view', attendanceCalendar: 'view' },
    fieldGrants: { public: {}, private: {} },
  };
  const role = await company.admin.api.ok(contracts.createRole, { body });
  const user = await createUser(t, company);
  await t.db
    .update(users)
    .set({ roleId: role.id })
    .where(and(eq(users.companyId, company.companyId), eq(users.id, user.userId)));
  return loginAs(t, user);
}

const timeOffOf = (events: contracts.CalendarEvents, employeeId: string): CalendarEvent[] =>
  events.employees.find((row) => row.id === employeeId)?.events.filter((event) => event.type === 0) ?? [];

describe('time off on the attendance calendar (event type 0)', () => {
  let company: TestCompany;
  let boss: string;
  let ana: string;
  let ben: string;
  let request: { id: string; categoryName: string };
  beforeAll(async () => {
    company = await createCompany(t, { countryCode: 'SG' });
    boss = await createEmployeeRow(t, company.companyId, { firstName: 'Bea', lastName: 'Boss' });
    ana = await createEmployeeRow(t, company.companyId, { firstName: 'Ana', lastName: 'Lim', managerId: boss });
    ben = await createEmployeeRow(t, company.companyId, { firstName: 'Ben', lastName: 'Ong' });
    // Tuesday afternoon to Thursday; the weekend is not in it.
    request = await leave(company, {
      employeeId: ana,
      from: '2026-03-10',
      to: '2026-03-12',
      status: 'approved',
      firstDayHalf: 'afternoon',
      dates: [
        { date: '2026-03-10', days: '0.5' },
        { date: '2026-03-11', days: '1' },
        { date: '2026-03-12', days: '1' },
      ],
      reason: 'Family visit',
    });
    await leave(company, {
      employeeId: ana,
      from: '2026-03-20',
      to: '2026-03-20',
      status: 'pending',
      dates: [{ date: '2026-03-20', days: '1' }],
    });
    await leave(company, {
      employeeId: ana,
      from: '2026-03-23',
      to: '2026-03-23',
      status: 'rejected',
      dates: [{ date: '2026-03-23', days: '1' }],
    });
    await leave(company, {
      employeeId: ben,
      from: '2026-03-24',
      to: '2026-03-24',
      status: 'cancelled',
      dates: [{ date: '2026-03-24', days: '1' }],
    });
    // A rest day inside a request counts nothing and shows nothing.
    await leave(company, {
      employeeId: ben,
      from: '2026-03-13',
      to: '2026-03-16',
      status: 'approved',
      dates: [
        { date: '2026-03-13', days: '1' },
        { date: '2026-03-14', days: '0' },
        { date: '2026-03-15', days: '0' },
        { date: '2026-03-16', days: '1' },
      ],
    });
  });

  it('shows approved and pending leave by date, with its category, part of the day and status, to HR', async () => {
    const events = await company.admin.api.ok(contracts.listCalendarEvents, { body: MARCH });
    const anaLeave = timeOffOf(events, ana);
    expect(anaLeave.map((event) => [event.date, event.timeOff?.status, event.timeOff?.part, event.timeOff?.days])).toEqual([
      ['2026-03-10', 'approved', 'afternoon', '0.5'],
      ['2026-03-11', 'approved', 'full', '1'],
      ['2026-03-12', 'approved', 'full', '1'],
      ['2026-03-20', 'pending', 'full', '1'],
    ]);
    expect(anaLeave[0]).toMatchObject({
      id: `${request.id}_2026-03-10`,
      start: null,
      end: null,
      timeOff: { requestId: request.id, categoryName: request.categoryName, from: '2026-03-10', to: '2026-03-12' },
    });
    expect(timeOffOf(events, ben).map((event) => event.date)).toEqual(['2026-03-13', '2026-03-16']);
  });

  it('obeys the company preference: rejected and cancelled when asked, nothing when leave is not shown', async () => {
    const preference = await company.admin.api.ok(contracts.getCompanyPreference);
    await company.admin.api.ok(contracts.updateCompanyPreference, {
      body: { ...preference, leaveRequest: { ...preference.leaveRequest, showRejectedOnCalendar: true, showCancelledOnCalendar: true } },
    });
    const all = await company.admin.api.ok(contracts.listCalendarEvents, { body: MARCH });
    expect(timeOffOf(all, ana).find((event) => event.date === '2026-03-23')?.timeOff?.status).toBe('rejected');
    expect(timeOffOf(all, ben).find((event) => event.date === '2026-03-24')?.timeOff?.status).toBe('cancelled');

    await company.admin.api.ok(contracts.updateCompanyPreference, {
      body: { ...preference, leaveRequest: { ...preference.leaveRequest, showOnCalendar: false } },
    });
    const none = await company.admin.api.ok(contracts.listCalendarEvents, { body: MARCH });
    expect(none.employees.flatMap((row) => row.events.filter((event) => event.type === 0))).toEqual([]);

    await company.admin.api.ok(contracts.updateCompanyPreference, { body: preference });
    const back = await company.admin.api.ok(contracts.listCalendarEvents, { body: MARCH });
    expect(timeOffOf(back, ana).map((event) => event.timeOff?.status)).not.toContain('rejected');
    expect(timeOffOf(back, ben).map((event) => event.timeOff?.status)).not.toContain('cancelled');
  });

  it('follows the calendar’s reach: an employee sees their own leave, a manager their team’s, with the category', async () => {
    const anaSession = await signedIn(company, ana, 'employee');
    const own = await anaSession.api.ok(contracts.listCalendarEvents, { body: MARCH });
    expect(own.employees.map((row) => row.id)).toEqual([ana]);
    expect(timeOffOf(own, ana)[0]?.timeOff?.categoryName).toBe(request.categoryName);

    const bossSession = await signedIn(company, boss, 'manager');
    const team = await bossSession.api.ok(contracts.listCalendarEvents, { body: MARCH });
    expect(team.employees.map((row) => row.id).sort()).toEqual([boss, ana].sort());
    expect(timeOffOf(team, ana)[0]?.timeOff?.categoryName).toBe(request.categoryName);
  });

  it('shows "time off" without the category to someone who reaches the person but has no time-off access', async () => {
    const viewer = await calendarOnlyViewer(company);
    const events = await viewer.api.ok(contracts.listCalendarEvents, { body: MARCH });
    const anaLeave = timeOffOf(events, ana);
    expect(anaLeave).toHaveLength(4);
    expect(anaLeave.every((event) => event.timeOff?.categoryName === null)).toBe(true);
    expect(JSON.stringify(events)).not.toContain('Family visit');
  });

  it('never shows another company’s leave', async () => {
    const other = await createCompany(t, { countryCode: 'SG' });
    const events = await other.admin.api.ok(contracts.listCalendarEvents, {
      body: { ...MARCH, filter: { join: 'and', rules: [], hideEmptyRows: false, employeeIds: [ana] } },
    });
    expect(events.employees).toEqual([]);
    const own = await other.admin.api.ok(contracts.listCalendarEvents, { body: MARCH });
    expect(own.employees.flatMap((row) => row.events.filter((event) => event.type === 0))).toEqual([]);
  });
});

describe('who else is away before requesting (GET /timeoff/request/team-away)', () => {
  let company: TestCompany;
  let lead: string;
  let siti: string;
  let deptMate: string;
  let managerMate: string;
  let stranger: string;
  const APRIL = { from: '2026-04-06', to: '2026-04-10' };
  beforeAll(async () => {
    company = await createCompany(t, { countryCode: 'SG' });
    const [sales, ops] = await t.tenant(company.companyId, (tx) =>
      tx
        .insert(departments)
        .values([
          { companyId: company.companyId, name: 'Sales' },
          { companyId: company.companyId, name: 'Ops' },
        ])
        .returning({ id: departments.id }),
    );
    lead = await createEmployeeRow(t, company.companyId, { firstName: 'Lia', lastName: 'Lead', departmentId: ops!.id });
    siti = await createEmployeeRow(t, company.companyId, {
      firstName: 'Siti',
      lastName: 'Rahman',
      departmentId: sales!.id,
      managerId: lead,
    });
    deptMate = await createEmployeeRow(t, company.companyId, { firstName: 'Dewi', lastName: 'Sales', departmentId: sales!.id });
    managerMate = await createEmployeeRow(t, company.companyId, {
      firstName: 'Mei',
      lastName: 'Ops',
      departmentId: ops!.id,
      managerId: lead,
    });
    stranger = await createEmployeeRow(t, company.companyId, { firstName: 'Omar', lastName: 'Other', departmentId: ops!.id });
    await leave(company, {
      employeeId: deptMate,
      from: '2026-04-07',
      to: '2026-04-08',
      status: 'approved',
      reason: 'Wedding',
      dates: [
        { date: '2026-04-07', days: '1' },
        { date: '2026-04-08', days: '1' },
      ],
    });
    await leave(company, {
      employeeId: managerMate,
      from: '2026-04-10',
      to: '2026-04-14',
      status: 'pending',
      dates: [
        { date: '2026-04-10', days: '1' },
        { date: '2026-04-13', days: '1' },
        { date: '2026-04-14', days: '1' },
      ],
    });
    await leave(company, {
      employeeId: managerMate,
      from: '2026-04-06',
      to: '2026-04-06',
      status: 'rejected',
      dates: [{ date: '2026-04-06', days: '1' }],
    });
    await leave(company, {
      employeeId: stranger,
      from: '2026-04-06',
      to: '2026-04-10',
      status: 'approved',
      dates: [{ date: '2026-04-06', days: '1' }],
    });
    await leave(company, {
      employeeId: siti,
      from: '2026-04-09',
      to: '2026-04-09',
      status: 'approved',
      dates: [{ date: '2026-04-09', days: '1' }],
    });
  });

  it('names the team mates (same department or same manager) away on the dates, with those dates only', async () => {
    const sitiSession = await signedIn(company, siti, 'employee');
    const away = await sitiSession.api.ok(contracts.listTeamAway, { query: APRIL });
    expect(away).toEqual({
      mates: [
        { employeeId: deptMate, name: 'Dewi Sales', dates: ['2026-04-07', '2026-04-08'] },
        { employeeId: managerMate, name: 'Mei Ops', dates: ['2026-04-10'] },
      ],
      more: 0,
    });
    expect(JSON.stringify(away)).not.toMatch(/Wedding|approved|pending|Annual/i);
    expect((await sitiSession.api.ok(contracts.listTeamAway, { query: { from: '2026-04-01', to: '2026-04-03' } })).mates).toEqual([]);
  });

  it('answers HR and the manager for a person they reach, and hides a person outside the caller’s reach', async () => {
    const hr = await company.admin.api.ok(contracts.listTeamAway, { query: { ...APRIL, employeeId: siti } });
    expect(hr.mates.map((mate) => mate.employeeId)).toEqual([deptMate, managerMate]);
    const leadSession = await signedIn(company, lead, 'manager');
    expect((await leadSession.api.ok(contracts.listTeamAway, { query: { ...APRIL, employeeId: siti } })).mates).toHaveLength(2);
    await leadSession.api.fail(contracts.listTeamAway, { query: { ...APRIL, employeeId: stranger } }, 404);
    const sitiSession = await signedIn(company, siti, 'employee');
    await sitiSession.api.fail(contracts.listTeamAway, { query: { ...APRIL, employeeId: deptMate } }, 404);
  });

  it('does not reach into another company, and bounds its input', async () => {
    const other = await createCompany(t, { countryCode: 'SG' });
    await other.admin.api.fail(contracts.listTeamAway, { query: { ...APRIL, employeeId: siti } }, 404);
    const sitiSession = await signedIn(company, siti, 'employee');
    const backwards = await sitiSession.api.fail(contracts.listTeamAway, { query: { from: '2026-04-10', to: '2026-04-01' } }, 400);
    expect(backwards.errors).toHaveProperty('to');
    await sitiSession.api.fail(contracts.listTeamAway, { query: { from: '2026-01-01', to: '2027-06-30' } }, 400);
    await sitiSession.api.fail(contracts.listTeamAway, { query: { from: 'soon', to: '2026-04-01' } }, 400);
  });

  it('needs the time-off menu', async () => {
    const viewer = await calendarOnlyViewer(company);
    await viewer.api.fail(contracts.listTeamAway, { query: { ...APRIL, employeeId: siti } }, 403);
  });
});
