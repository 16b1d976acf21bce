import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { attendanceEvents, convertedLeaves, employees, overworkRequests } from '../../../db/schema/index.ts';
import {
  createCompany,
  createEmployeeRow,
  createTestApp,
  createUser,
  linkUserToEmployee,
  loginAs,
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

/** Makassar (WITA, UTC+8): the site's zone; the company's is Jakarta's (WIB, UTC+7). */
const WITA = 'Asia/Makassar';
const at = (date: string, time: string) => new Date(`${date}T${time}:00+08:00`);

let keys = 0;
async function punch(company: TestCompany, employeeId: string, action: 'in' | 'out', date: string, time: string, extra = {}) {
  const [row] = await t.tenant(company.companyId, (tx) =>
    tx
      .insert(attendanceEvents)
      .values({
        companyId: company.companyId,
        employeeId,
        action,
        at: at(date, time),
        timezone: WITA,
        source: 'web',
        idempotencyKey: `calendar-test-${++keys}`,
        ...extra,
      })
      .returning({ id: attendanceEvents.id }),
  );
  return row!.id;
}

/** An Indonesian company (Jakarta time) with a site in Makassar and its first employee there. */
async function makassarCompany() {
  const company = await createCompany(t, { countryCode: 'ID' });
  const site = await company.admin.api.ok(contracts.createSite, { body: { name: 'Makassar port', address: 'Jl. Somba Opu 1' } });
  await company.admin.api.ok(contracts.updateSiteAttendance, {
    params: { id: site.id },
    body: {
      version: site.version,
      latitude: null,
      longitude: null,
      radiusMeters: null,
      timezone: WITA,
      polygon: null,
      outsideRule: 'allow',
      proofs: [],
      anyEmployee: true,
    },
  });
  const employeeId = await createEmployeeRow(t, company.companyId, { firstName: 'Andi', lastName: 'Makassar' });
  await t.tenant(company.companyId, (tx) => tx.update(employees).set({ siteId: site.id }).where(eq(employees.id, employeeId)));
  return { company, siteId: site.id, employeeId };
}

async function personWithRole(company: TestCompany, role: 'employee' | 'manager', managerId: string | null = null) {
  const employeeId = await createEmployeeRow(t, company.companyId, { managerId });
  const user = await createUser(t, company, { role });
  await linkUserToEmployee(t, { companyId: company.companyId, userId: user.userId, employeeId });
  return { employeeId, session: await loginAs(t, user) };
}

const MARCH = { from: '2026-03-01', to: '2026-03-31' };

/** Two hours of approved overtime on a work date, converted to a quarter day of time off in lieu. */
async function convertedLeave(company: TestCompany, employeeId: string, workDate: string) {
  return t.tenant(company.companyId, async (tx) => {
    const [request] = await tx
      .insert(overworkRequests)
      .values({
        companyId: company.companyId,
        employeeId,
        workDate,
        bands: [{ band: 'id.overtime', minutes: 120 }],
        overtimeMinutes: 120,
        excessMinutes: 0,
        status: 'approved',
      })
      .returning({ id: overworkRequests.id });
    const [leave] = await tx
      .insert(convertedLeaves)
      .values({
        companyId: company.companyId,
        overworkId: request!.id,
        employeeId,
        workDate,
        minutes: 120,
        hoursPerDay: '8.00',
        days: '0.2500',
        reason: 'Time off in lieu',
      })
      .returning({ id: convertedLeaves.id });
    return leave!.id;
  });
}

describe('the attendance calendar of a rostered night shift in a WITA site', () => {
  let company: TestCompany;
  let employeeId: string;
  let nightIn: string;
  let nightOut: string;
  let colleague: string;
  beforeAll(async () => {
    ({ company, employeeId } = await makassarCompany());
    colleague = await createEmployeeRow(t, company.companyId, { firstName: 'Budi', lastName: 'Santoso' });
    const api = company.admin.api;
    await api.ok(contracts.createHoliday, { body: { date: '2026-03-05', name: 'Company day' } });
    const night = await api.ok(contracts.createShift, {
      body: { name: 'Night', colour: '#722ed1', start: '22:00', end: '06:00', breaks: [] },
    });
    // Two nights on, one day off, from Monday 2 March.
    await api.ok(contracts.assignRoster, {
      body: { employees: { employeeIds: [employeeId] }, from: '2026-03-02', cycle: [night.id, night.id, null] },
    });
    nightIn = await punch(company, employeeId, 'in', '2026-03-02', '21:55');
    nightOut = await punch(company, employeeId, 'out', '2026-03-03', '06:05', { sentLate: true, source: 'offline' });
    // The colleague works fixed hours on the calendar, and clocked in without clocking out.
    await punch(company, colleague, 'in', '2026-03-02', '09:00', { inside: false, flagged: true });
  });

  it('shows the night’s presence on the night it started, schedules with the shift’s name, and the holiday', async () => {
    const calendar = await company.admin.api.ok(contracts.listCalendarEvents, { body: { ...MARCH, search: 'makassar' } });
    expect(calendar.recordsTotal).toBe(2);
    expect(calendar.recordsFiltered).toBe(1);
    const [andi] = calendar.employees;
    expect(andi).toMatchObject({ id: employeeId, name: 'Andi Makassar', timezone: WITA });
    expect(andi!.holidays).toContainEqual({ date: '2026-03-05', name: 'Company day', halfDay: false });
    const presence = andi!.events.filter((event) => event.type === contracts.CALENDAR_EVENT_TYPE_CODES[1]);
    expect(presence).toEqual([
      {
        id: nightIn,
        type: 1,
        employeeId,
        date: '2026-03-02',
        start: at('2026-03-02', '21:55').getTime(),
        end: at('2026-03-03', '06:05').getTime(),
        shiftName: null,
        colour: null,
        siteName: null,
        flagged: false,
        sentLate: true,
      },
    ]);
    const schedules = andi!.events.filter((event) => event.type === 2);
    expect(schedules.slice(0, 3).map((event) => [event.date, event.shiftName, event.colour])).toEqual([
      ['2026-03-02', 'Night', '#722ed1'],
      ['2026-03-03', 'Night', '#722ed1'],
      ['2026-03-05', 'Night', '#722ed1'],
    ]);
    expect(schedules[0]).toMatchObject({
      id: contracts.scheduleEventId(employeeId, '2026-03-02'),
      start: at('2026-03-02', '22:00').getTime(),
      end: at('2026-03-03', '06:00').getTime(),
    });
  });

  it('shows fixed hours on the calendar for someone without a roster, and a clock-in never closed', async () => {
    const calendar = await company.admin.api.ok(contracts.listCalendarEvents, { body: { ...MARCH, search: 'budi' } });
    const budi = calendar.employees[0]!;
    const monday = budi.events.filter((event) => event.date === '2026-03-02');
    expect(monday.map((event) => [event.type, event.shiftName, event.end === null])).toEqual([
      [1, null, true],
      [2, null, false],
    ]);
    expect(monday[0]).toMatchObject({ flagged: true, start: at('2026-03-02', '09:00').getTime() });
    // Weekends and the company's holiday have no fixed hours.
    expect(budi.events.some((event) => event.type === 2 && ['2026-03-05', '2026-03-07', '2026-03-08'].includes(event.date))).toBe(false);
  });

  it('chooses the employees by the employee list’s advanced filter, a page at a time', async () => {
    const chosen = await company.admin.api.ok(contracts.listCalendarEvents, {
      body: { ...MARCH, filter: { join: 'and', rules: [], hideEmptyRows: false, employeeIds: [colleague] } },
    });
    expect(chosen.employees.map((employee) => employee.id)).toEqual([colleague]);
    const firstPage = await company.admin.api.ok(contracts.listCalendarEvents, { body: { ...MARCH, length: 1 } });
    const secondPage = await company.admin.api.ok(contracts.listCalendarEvents, { body: { ...MARCH, start: 1, length: 1 } });
    expect([...firstPage.employees, ...secondPage.employees].map((employee) => employee.name)).toEqual(['Andi Makassar', 'Budi Santoso']);
    expect(firstPage.recordsFiltered).toBe(2);
  });

  it('opens a presence by either punch: both punches in the site’s zone, their source, and the night’s shift', async () => {
    for (const id of [nightIn, nightOut]) {
      const detail = await company.admin.api.ok(contracts.getPresenceEvent, { params: { id } });
      expect(detail).toMatchObject({
        id: nightIn,
        date: '2026-03-02',
        timezone: WITA,
        employee: { id: employeeId, name: 'Andi Makassar' },
        in: { id: nightIn, action: 'in', source: 'web', sentLate: false },
        out: { id: nightOut, action: 'out', source: 'offline', sentLate: true },
        shift: { name: 'Night', start: at('2026-03-02', '22:00').getTime(), end: at('2026-03-03', '06:00').getTime() },
      });
    }
  });

  it('opens a schedule by its id; a date without a shift, or an id of another shape, is not found or refused', async () => {
    const detail = await company.admin.api.ok(contracts.getScheduleEvent, {
      params: { id: contracts.scheduleEventId(employeeId, '2026-03-03') },
    });
    expect(detail).toMatchObject({ date: '2026-03-03', source: 'roster', timezone: WITA, shift: { name: 'Night', halfDay: false } });
    const fixed = await company.admin.api.ok(contracts.getScheduleEvent, {
      params: { id: contracts.scheduleEventId(colleague, '2026-03-02') },
    });
    expect(fixed).toMatchObject({ source: 'calendar', settingName: null, shift: { name: null, fixedBreaks: [{ paid: false }] } });
    const dayOff = await company.admin.api.call(contracts.getScheduleEvent, {
      params: { id: contracts.scheduleEventId(employeeId, '2026-03-04') },
    });
    expect(dayOff.status).toBe(404);
    const bad = await company.admin.api.call(contracts.getScheduleEvent, { params: { id: 'not-an-id' } });
    expect(bad.status).toBe(400);
  });

  it('tells who is available on each date, and why', async () => {
    const answer = await company.admin.api.ok(contracts.getAvailability, { body: { from: '2026-03-02', to: '2026-03-05' } });
    const andi = answer.employees.find((employee) => employee.id === employeeId)!;
    expect(andi.days.map((day) => [day.date, day.available, day.reason])).toEqual([
      ['2026-03-02', true, 'present'],
      ['2026-03-03', true, 'scheduled'],
      ['2026-03-04', false, 'restDay'],
      ['2026-03-05', true, 'scheduled'],
    ]);
    const budi = answer.employees.find((employee) => employee.id === colleague)!;
    expect(budi.days.at(-1)).toEqual({ date: '2026-03-05', available: false, reason: 'publicHoliday' });
    expect(answer.dates[2]).toEqual({ date: '2026-03-04', available: 1, away: 1 });
  });

  it('refuses a range that ends before it starts or spans more than six weeks, translated', async () => {
    const backwards = await company.admin.api.call(contracts.listCalendarEvents, { body: { from: '2026-03-10', to: '2026-03-01' } });
    expect(backwards.status).toBe(400);
    // The company is Indonesian: its admin reads Indonesian.
    expect(backwards.response.body).toContain('Tanggal akhir tidak boleh sebelum tanggal mulai.');
    const long = await company.admin.api.call(contracts.getAvailability, { body: { from: '2026-01-01', to: '2026-03-01' } });
    expect(long.status).toBe(400);
    expect(long.response.body).toContain('42');
  });

  it('another company sees none of it: not in its calendar, and each event not found', async () => {
    const other = await createCompany(t, { countryCode: 'ID' });
    const calendar = await other.admin.api.ok(contracts.listCalendarEvents, { body: MARCH });
    expect(calendar.employees.map((employee) => employee.id)).not.toContain(employeeId);
    expect((await other.admin.api.call(contracts.getPresenceEvent, { params: { id: nightIn } })).status).toBe(404);
    const schedule = await other.admin.api.call(contracts.getScheduleEvent, {
      params: { id: contracts.scheduleEventId(employeeId, '2026-03-02') },
    });
    expect(schedule.status).toBe(404);
    const filtered = await other.admin.api.ok(contracts.listCalendarEvents, {
      body: { ...MARCH, filter: { join: 'and', rules: [], hideEmptyRows: false, employeeIds: [employeeId] } },
    });
    expect(filtered.employees).toEqual([]);
  });
});

describe('calendar access by role', () => {
  let company: TestCompany;
  let employeeId: string;
  let manager: { employeeId: string; session: TestSession };
  let teamMember: { employeeId: string; session: TestSession };
  let punchId: string;
  beforeAll(async () => {
    ({ company, employeeId } = await makassarCompany());
    manager = await personWithRole(company, 'manager');
    teamMember = await personWithRole(company, 'employee', manager.employeeId);
    punchId = await punch(company, employeeId, 'in', '2026-03-02', '09:00');
  });

  const idsOf = (calendar: contracts.CalendarEvents) => calendar.employees.map((employee) => employee.id).sort();

  it('HR reaches everyone', async () => {
    expect(idsOf(await company.admin.api.ok(contracts.listCalendarEvents, { body: MARCH }))).toEqual(
      [employeeId, manager.employeeId, teamMember.employeeId].sort(),
    );
  });

  it('a manager reaches their team and themselves, nobody else', async () => {
    const api = manager.session.api;
    expect(idsOf(await api.ok(contracts.listCalendarEvents, { body: MARCH }))).toEqual([manager.employeeId, teamMember.employeeId].sort());
    expect((await api.call(contracts.getPresenceEvent, { params: { id: punchId } })).status).toBe(404);
  });

  it('an employee sees only their own calendar', async () => {
    const api = teamMember.session.api;
    expect(idsOf(await api.ok(contracts.listCalendarEvents, { body: MARCH }))).toEqual([teamMember.employeeId]);
    const availability = await api.ok(contracts.getAvailability, { body: { from: '2026-03-02', to: '2026-03-02' } });
    expect(availability.employees.map((employee) => employee.id)).toEqual([teamMember.employeeId]);
    expect((await api.call(contracts.getPresenceEvent, { params: { id: punchId } })).status).toBe(404);
    const schedule = await api.call(contracts.getScheduleEvent, { params: { id: contracts.scheduleEventId(employeeId, '2026-03-02') } });
    expect(schedule.status).toBe(404);
  });

  it('a role without the Calendar menu is refused', async () => {
    const role = await company.admin.api.ok(contracts.createRole, {
      body: {
        name: 'No calendar',
        description: '',
        dataScope: 'all',
        menuGrants: { home: 'view' },
        fieldGrants: { public: {}, private: {} },
      },
    });
    const user = await createUser(t, company, { role: 'employee' });
    const current = await company.admin.api.ok(contracts.getUser, { params: { id: user.userId } });
    await company.admin.api.ok(contracts.updateUser, { body: { id: user.userId, version: current.version, roleId: role.id } });
    const session = await loginAs(t, user);
    expect((await session.api.call(contracts.listCalendarEvents, { body: MARCH })).status).toBe(403);
    expect((await session.api.call(contracts.getAvailability, { body: MARCH })).status).toBe(403);
    expect((await session.api.call(contracts.getPresenceEvent, { params: { id: punchId } })).status).toBe(403);
  });
});

describe('converted leave on the calendar (type 5)', () => {
  it('shows each employee’s converted leave on its work date, read for the page at once; its detail opens from the calendar', async () => {
    const { company, employeeId } = await makassarCompany();
    const colleague = await createEmployeeRow(t, company.companyId, { firstName: 'Budi', lastName: 'Santoso' });
    const andisLeave = await convertedLeave(company, employeeId, '2026-03-07');
    const budisLeave = await convertedLeave(company, colleague, '2026-03-14');
    await convertedLeave(company, colleague, '2026-04-04');

    const calendar = await company.admin.api.ok(contracts.listCalendarEvents, { body: MARCH });
    const converted = calendar.employees.flatMap((person) => person.events.filter((event) => event.type === 5));
    expect(converted).toEqual([
      expect.objectContaining({ id: andisLeave, type: 5, employeeId, date: '2026-03-07', start: null, end: null }),
      expect.objectContaining({ id: budisLeave, type: 5, employeeId: colleague, date: '2026-03-14' }),
    ]);
    expect(await company.admin.api.ok(contracts.getConvertedLeave, { params: { id: andisLeave } })).toMatchObject({
      employeeName: 'Andi Makassar',
      workDate: '2026-03-07',
      minutes: 120,
      days: '0.2500',
    });

    // An employee reaches the calendar, and through it their own converted leave only.
    const self = await personWithRole(company, 'employee');
    const ownLeave = await convertedLeave(company, self.employeeId, '2026-03-10');
    const own = await self.session.api.ok(contracts.listCalendarEvents, { body: MARCH });
    expect(own.employees.flatMap((person) => person.events.filter((event) => event.type === 5)).map((event) => event.id)).toEqual([
      ownLeave,
    ]);
    expect((await self.session.api.call(contracts.getConvertedLeave, { params: { id: ownLeave } })).status).toBe(200);
    expect((await self.session.api.call(contracts.getConvertedLeave, { params: { id: andisLeave } })).status).toBe(404);

    const other = await createCompany(t, { countryCode: 'ID' });
    expect((await other.admin.api.call(contracts.getConvertedLeave, { params: { id: andisLeave } })).status).toBe(404);
  });
});
