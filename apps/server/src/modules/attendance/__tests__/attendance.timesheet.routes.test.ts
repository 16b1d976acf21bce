import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import * as contracts from '@tenaga/contracts';
import { attendanceEvents, employees } from '../../../db/schema/index.ts';
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
      idempotencyKey: `timesheet-test-${++keys}`,
    }),
  );
}

/** An Indonesian company (Jakarta time) with a site in Makassar and its first employee there. */
async function makassarCompany() {
  const company = await createCompany(t, { countryCode: 'ID' });
  const site = await company.admin.api.ok(contracts.createSite, { body: { name: 'Makassar', address: 'Jl. Somba Opu 1' } });
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

/** A signed-in user of a role, linked to a new employee record (managed by `managerId`). */
async function personWithRole(company: TestCompany, role: 'employee' | 'manager', managerId: string | null = null) {
  const employeeId = await createEmployeeRow(t, company.companyId, { managerId });
  const user = await createUser(t, company, { role });
  await linkUserToEmployee(t, { companyId: company.companyId, userId: user.userId, employeeId });
  return { employeeId, session: await loginAs(t, user) };
}

const WEEK = { from: '2026-03-02', to: '2026-03-08' };

describe('GET /attendance/timesheet (fixed shape)', () => {
  let company: TestCompany;
  let employeeId: string;
  beforeAll(async () => {
    ({ company, employeeId } = await makassarCompany());
    // Thursday 5 March is a company holiday.
    await company.admin.api.ok(contracts.createHoliday, { body: { date: '2026-03-05', name: 'Company day' } });
    // Fixed hours 09:00–18:00 (lunch 12:00–13:00 unpaid), counted in Makassar's time.
    await punch(company, employeeId, 'in', '2026-03-02', '08:55'); // a normal day
    await punch(company, employeeId, 'out', '2026-03-02', '18:00');
    await punch(company, employeeId, 'in', '2026-03-03', '09:20'); // 20 minutes late, no grace by default
    await punch(company, employeeId, 'out', '2026-03-03', '18:00');
    await punch(company, employeeId, 'in', '2026-03-04', '09:00'); // 2:30 after the end: 1 h at 1.5×, 1:30 at 2×
    await punch(company, employeeId, 'out', '2026-03-04', '20:30');
    await punch(company, employeeId, 'in', '2026-03-05', '10:00'); // 4 h on the holiday, at 2×
    await punch(company, employeeId, 'out', '2026-03-05', '14:00');
    // Friday absent; the weekend is rest.
  });

  it('answers each day and the totals, key by key, counted in the site’s zone', async () => {
    const result = await company.admin.api.call(contracts.getTimesheet, { query: { employeeId, ...WEEK } });
    expect(result.status).toBe(200);
    const body = JSON.parse(result.response.body) as { data: contracts.TimesheetSummary };
    expect(Object.keys(body)).toEqual(['data']);
    expect(Object.keys(body.data)).toEqual(['days', 'totals']);
    for (const day of body.data.days)
      expect(Object.keys(day)).toEqual(['date', 'workedMinutes', 'lateMinutes', 'earlyLeaveMinutes', 'absent', 'overtime']);
    expect(Object.keys(body.data.totals)).toEqual(['workedMinutes', 'lateMinutes', 'earlyLeaveMinutes', 'absentDays', 'overtime']);
    expect(body.data.days).toEqual([
      { date: '2026-03-02', workedMinutes: 480, lateMinutes: 0, earlyLeaveMinutes: 0, absent: false, overtime: [] },
      { date: '2026-03-03', workedMinutes: 460, lateMinutes: 20, earlyLeaveMinutes: 0, absent: false, overtime: [] },
      {
        date: '2026-03-04',
        workedMinutes: 630,
        lateMinutes: 0,
        earlyLeaveMinutes: 0,
        absent: false,
        overtime: [
          { band: 'id.overtimeFirstHour', minutes: 60 },
          { band: 'id.overtime', minutes: 90 },
        ],
      },
      {
        date: '2026-03-05',
        workedMinutes: 240,
        lateMinutes: 0,
        earlyLeaveMinutes: 0,
        absent: false,
        overtime: [{ band: 'id.offDay2x', minutes: 240 }],
      },
      { date: '2026-03-06', workedMinutes: 0, lateMinutes: 0, earlyLeaveMinutes: 0, absent: true, overtime: [] },
      { date: '2026-03-07', workedMinutes: 0, lateMinutes: 0, earlyLeaveMinutes: 0, absent: false, overtime: [] },
      { date: '2026-03-08', workedMinutes: 0, lateMinutes: 0, earlyLeaveMinutes: 0, absent: false, overtime: [] },
    ]);
    expect(body.data.totals).toEqual({
      workedMinutes: 1810,
      lateMinutes: 20,
      earlyLeaveMinutes: 0,
      absentDays: 1,
      overtime: [
        { band: 'id.overtimeFirstHour', minutes: 60 },
        { band: 'id.overtime', minutes: 90 },
        { band: 'id.offDay2x', minutes: 240 },
      ],
    });
  });

  it('details each day: kind, shift, punches, issues and the explanation of each figure', async () => {
    const detail = await company.admin.api.ok(contracts.getTimesheetDetail, { query: { employeeId, ...WEEK } });
    expect(detail).toMatchObject({
      employee: { id: employeeId, name: 'Andi Makassar' },
      timezone: WITA,
      settingName: null,
      schedule: 'calendar',
    });
    const [monday, tuesday, , thursday, friday, saturday] = detail.days;
    expect(monday).toMatchObject({ kind: 'working', shift: { start: '09:00', end: '18:00' }, breakMinutes: 60 });
    expect(monday!.punches.map((entry) => [entry.action, entry.time])).toEqual([
      ['in', '08:55'],
      ['out', '18:00'],
    ]);
    expect(tuesday!.explanations).toContainEqual(
      expect.objectContaining({
        figure: 'late',
        key: 'attendance:explain.late',
        values: { minutes: 20, start: '09:00', clockIn: '09:20', grace: 0 },
        rule: 'lateGraceMinutes',
      }),
    );
    expect(thursday).toMatchObject({ kind: 'publicHoliday', shift: null, holidayMinutes: 240 });
    expect(friday).toMatchObject({ absent: true, issues: ['absent'] });
    expect(saturday).toMatchObject({ kind: 'rest', workedMinutes: 0 });
    expect(detail.totals).toMatchObject({ workedMinutes: 1810, overtimeMinutes: 150, holidayMinutes: 240, absentDays: 1 });
  });

  it('refuses a period that ends before it starts or spans more than 62 days (422, in the caller’s language: Indonesian here), and a malformed date (400)', async () => {
    const backwards = await company.admin.api.call(contracts.getTimesheet, {
      query: { employeeId, from: '2026-03-08', to: '2026-03-02' },
    });
    expect(backwards.status).toBe(422);
    expect(backwards.error).toMatchObject({
      code: 'TIMESHEET_PERIOD_INVALID',
      errors: { to: 'Tanggal akhir tidak boleh sebelum tanggal mulai.' },
    });
    const long = await company.admin.api.call(contracts.getTimesheet, { query: { employeeId, from: '2026-01-01', to: '2026-03-04' } });
    expect(long.status).toBe(422);
    expect(long.error).toMatchObject({ errors: { to: 'Periode paling lama 62 hari.' } });
    const fits = await company.admin.api.call(contracts.getTimesheet, { query: { employeeId, from: '2026-01-01', to: '2026-03-03' } });
    expect(fits.status).toBe(200);
    const malformed = await t.app.inject({
      method: 'GET',
      url: `/api/v2/attendance/timesheet?employeeId=${employeeId}&from=2026-02-30&to=2026-03-02`,
      headers: { authorization: `Bearer ${company.admin.token}` },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('recomputes as a punch arrives: Friday’s clock-in makes it a worked day missing its clock-out', async () => {
    const { company: other, employeeId: person } = await makassarCompany();
    await punch(other, person, 'in', '2026-03-06', '09:00');
    const detail = await other.admin.api.ok(contracts.getTimesheetDetail, { query: { employeeId: person, ...WEEK } });
    expect(detail.days[4]).toMatchObject({ date: '2026-03-06', absent: false, issues: ['missingClockOut'], workedMinutes: 0 });
  });
});

describe('a timesheet by the attendance setting and roster of Settings', () => {
  it('counts a rostered night shift with its own grace: the clock-out after midnight belongs to the night, a rostered day off is rest', async () => {
    const { company, employeeId } = await makassarCompany();
    const api = company.admin.api;
    const { setting } = await api.ok(contracts.getFullTimeTemplate, {});
    const nights = await api.ok(contracts.createFullTimeSetting, {
      body: { name: 'Nights', setting: { ...setting, lateGraceMinutes: 10 } },
    });
    await api.ok(contracts.assignSetting, { body: { settingId: nights.id, from: '2026-03-01', employees: { employeeIds: [employeeId] } } });
    const night = await api.ok(contracts.createShift, {
      body: { name: 'Night', colour: '#722ed1', start: '22:00', end: '06:00', breaks: [] },
    });
    // Two nights on, one day off, from Monday 2 March.
    await api.ok(contracts.assignRoster, {
      body: { employees: { employeeIds: [employeeId] }, from: '2026-03-02', cycle: [night.id, night.id, null] },
    });
    await punch(company, employeeId, 'in', '2026-03-02', '22:05'); // 5 minutes late: within the setting's 10-minute grace
    await punch(company, employeeId, 'out', '2026-03-03', '06:00'); // Tuesday morning, Monday's night

    const { days } = await api.ok(contracts.getTimesheet, { query: { employeeId, from: '2026-03-02', to: '2026-03-04' } });
    expect(days).toEqual([
      { date: '2026-03-02', workedMinutes: 475, lateMinutes: 0, earlyLeaveMinutes: 0, absent: false, overtime: [] },
      // Tuesday's night was rostered and nobody came; Wednesday is the roster's day off, not an absence.
      { date: '2026-03-03', workedMinutes: 0, lateMinutes: 0, earlyLeaveMinutes: 0, absent: true, overtime: [] },
      { date: '2026-03-04', workedMinutes: 0, lateMinutes: 0, earlyLeaveMinutes: 0, absent: false, overtime: [] },
    ]);
    const detail = await api.ok(contracts.getTimesheetDetail, { query: { employeeId, from: '2026-03-02', to: '2026-03-04' } });
    expect(detail).toMatchObject({ settingName: 'Nights' });
  });
});

describe('a timesheet by the rate tables edited in Settings › Attendance setting', () => {
  it('splits holiday work by the edited tiers and counts night work in the edited window', async () => {
    const { company, employeeId } = await makassarCompany();
    const api = company.admin.api;
    await api.ok(contracts.createHoliday, { body: { date: '2026-03-05', name: 'Company day' } });
    await punch(company, employeeId, 'in', '2026-03-05', '10:00');
    await punch(company, employeeId, 'out', '2026-03-05', '14:00');
    const { setting } = await api.ok(contracts.getFullTimeTemplate, {});
    const edited = await api.ok(contracts.createFullTimeSetting, {
      body: {
        name: 'Edited tables',
        setting: {
          ...setting,
          overtime: {
            ...setting.overtime,
            // Two hours at 2×, then 4× (the statute's template has 2× for the first eight).
            publicHoliday: {
              tiers: [
                { fromMinute: 0, band: 'id.offDay2x' },
                { fromMinute: 120, band: 'id.offDay4x' },
              ],
            },
            night: { start: '10:00', end: '11:00', band: null },
          },
        },
      },
    });
    await api.ok(contracts.assignSetting, { body: { settingId: edited.id, from: '2026-03-01', employees: { employeeIds: [employeeId] } } });

    const summary = await api.ok(contracts.getTimesheet, { query: { employeeId, from: '2026-03-05', to: '2026-03-05' } });
    expect(summary.days[0]!.overtime).toEqual([
      { band: 'id.offDay2x', minutes: 120 },
      { band: 'id.offDay4x', minutes: 120 },
    ]);
    const detail = await api.ok(contracts.getTimesheetDetail, { query: { employeeId, from: '2026-03-05', to: '2026-03-05' } });
    expect(detail.days[0]).toMatchObject({ kind: 'publicHoliday', nightMinutes: 60 });
  });
});

describe('a period that is not over yet', () => {
  it('counts what happened: the days still to come are no absences, and a shift still under way misses no clock-out', async () => {
    const { company, employeeId } = await makassarCompany();
    await punch(company, employeeId, 'in', '2026-03-02', '09:00');
    await punch(company, employeeId, 'out', '2026-03-02', '18:00');
    // Tuesday absent; on Wednesday at 10:00 she is at work since 09:00.
    await punch(company, employeeId, 'in', '2026-03-04', '09:00');
    const real = t.clock.now();
    t.clock.set(at('2026-03-04', '10:00'));
    try {
      const detail = await company.admin.api.ok(contracts.getTimesheetDetail, { query: { employeeId, ...WEEK } });
      expect(detail.days.map((day) => [day.date, day.absent, day.issues])).toEqual([
        ['2026-03-02', false, []],
        ['2026-03-03', true, ['absent']],
        ['2026-03-04', false, []],
        ['2026-03-05', false, []],
        ['2026-03-06', false, []],
        ['2026-03-07', false, []],
        ['2026-03-08', false, []],
      ]);
      expect(detail.totals.absentDays).toBe(1);
      expect(detail.days[4]!.explanations.map((explanation) => explanation.key)).not.toContain('attendance:explain.absent');
    } finally {
      t.clock.set(real);
    }
  });
});

describe('timesheet access', () => {
  let company: TestCompany;
  let employeeId: string;
  let manager: { employeeId: string; session: TestSession };
  let teamMember: { employeeId: string; session: TestSession };
  beforeAll(async () => {
    ({ company, employeeId } = await makassarCompany());
    manager = await personWithRole(company, 'manager');
    teamMember = await personWithRole(company, 'employee', manager.employeeId);
  });

  it('HR reaches everyone; the overview lists the company with the period’s totals', async () => {
    await punch(company, employeeId, 'in', '2026-03-02', '09:00');
    await punch(company, employeeId, 'out', '2026-03-02', '18:00');
    expect((await company.admin.api.call(contracts.getTimesheet, { query: { employeeId: teamMember.employeeId, ...WEEK } })).status).toBe(
      200,
    );
    const table = await company.admin.api.ok(contracts.listTimesheets, {
      body: { ...WEEK, search: { value: 'makassar' }, columns: [{ data: 'workedMinutes' }], order: [{ column: 0, dir: 'desc' }] },
    });
    expect(table.recordsTotal).toBe(3);
    expect(table.recordsFiltered).toBe(1);
    expect(table.data).toEqual([
      {
        employeeId,
        employeeName: 'Andi Makassar',
        employmentNumber: expect.any(String),
        workedMinutes: 480,
        lateMinutes: 0,
        earlyLeaveMinutes: 0,
        absentDays: 4,
        unpaidAbsentDays: 0,
        overtimeMinutes: 0,
        restAndHolidayMinutes: 0,
        issueDays: 4,
      },
    ]);
  });

  it('a manager reaches their team and themselves, nobody else', async () => {
    const api = manager.session.api;
    expect((await api.call(contracts.getTimesheet, { query: { employeeId: teamMember.employeeId, ...WEEK } })).status).toBe(200);
    expect((await api.call(contracts.getTimesheetDetail, { query: { employeeId: manager.employeeId, ...WEEK } })).status).toBe(200);
    expect((await api.call(contracts.getTimesheet, { query: { employeeId, ...WEEK } })).status).toBe(404);
    const table = await api.ok(contracts.listTimesheets, { body: WEEK });
    expect(table.data.map((row) => row.employeeId).sort()).toEqual([manager.employeeId, teamMember.employeeId].sort());
  });

  it('an employee reads only their own timesheet, and has no overview or export', async () => {
    const api = teamMember.session.api;
    expect((await api.call(contracts.getTimesheet, { query: { employeeId: teamMember.employeeId, ...WEEK } })).status).toBe(200);
    expect((await api.call(contracts.getTimesheetDetail, { query: { employeeId: teamMember.employeeId, ...WEEK } })).status).toBe(200);
    expect((await api.call(contracts.getTimesheet, { query: { employeeId, ...WEEK } })).status).toBe(404);
    expect((await api.call(contracts.getTimesheet, { query: { employeeId: manager.employeeId, ...WEEK } })).status).toBe(404);
    expect((await api.call(contracts.listTimesheets, { body: WEEK })).status).toBe(403);
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/v2/attendance/timesheet/export?from=${WEEK.from}&to=${WEEK.to}`,
      headers: { authorization: `Bearer ${teamMember.session.token}` },
    });
    expect(file.statusCode).toBe(403);
  });

  it('another company cannot see these timesheets (404), nor list them', async () => {
    const other = await createCompany(t, { countryCode: 'ID' });
    expect((await other.admin.api.call(contracts.getTimesheet, { query: { employeeId, ...WEEK } })).status).toBe(404);
    expect((await other.admin.api.call(contracts.getTimesheetDetail, { query: { employeeId, ...WEEK } })).status).toBe(404);
    const table = await other.admin.api.ok(contracts.listTimesheets, { body: WEEK });
    expect(table.data.map((row) => row.employeeId)).not.toContain(employeeId);
  });

  it('exports the period as xlsx: a row per employee and date, minutes by band, in the caller’s language (Indonesian)', async () => {
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/v2/attendance/timesheet/export?from=${WEEK.from}&to=${WEEK.to}&search=makassar`,
      headers: { authorization: `Bearer ${company.admin.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(contracts.TIMESHEET_EXPORT_TYPES[0]);
    expect(file.headers['content-disposition']).toContain('timesheets-2026-03-02-2026-03-08.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows = sheet.getSheetValues().slice(1) as unknown[][];
    expect(rows[0]!.slice(1, 10)).toEqual([
      'Nomor karyawan',
      'Karyawan',
      'Tanggal',
      'Hari',
      'Waktu kerja (menit)',
      'Terlambat (menit)',
      'Pulang cepat (menit)',
      'Tidak hadir',
      'Kerja malam (menit)',
    ]);
    expect(rows).toHaveLength(1 + 7);
    expect(rows[1]!.slice(2, 9)).toEqual(['Andi Makassar', '2026-03-02', 'Hari kerja', 480, 0, 0, '']);
    expect(rows[2]!.slice(8, 9)).toEqual(['Ya']);
  });
});
