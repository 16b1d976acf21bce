import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { attendanceEvents, auditLog, employees } from '../../../db/schema/index.ts';
import type { ModuleContext } from '../../../platform/module.ts';
import {
  createCompany,
  createEmployeeRow,
  createTestApp,
  createTestModules,
  createUser,
  linkUserToEmployee,
  loginAs,
  type TestApp,
  type TestCompany,
} from '../../../testing/index.ts';

let t: TestApp;
let modules: ModuleContext;
beforeAll(async () => {
  t = await createTestApp();
  modules = await createTestModules(t);
});
afterAll(async () => {
  await t?.close();
});

/** Makassar (WITA, UTC+8): the site's zone. Fixed hours 09:00–18:00 on weekdays. */
const WITA = 'Asia/Makassar';
const at = (date: string, time: string) => new Date(`${date}T${time}:00+08:00`);

let keys = 0;
async function punch(company: TestCompany, employeeId: string, action: 'in' | 'out', date: string, time: string, flagged = false) {
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
        inside: flagged ? false : null,
        flagged,
        idempotencyKey: `periods-test-${++keys}`,
      })
      .returning(),
  );
  return row!;
}

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
      outsideRule: 'allowFlag',
      proofs: [],
      anyEmployee: true,
    },
  });
  const employeeId = await createEmployeeRow(t, company.companyId, { firstName: 'Andi', lastName: 'Makassar' });
  await t.tenant(company.companyId, (tx) => tx.update(employees).set({ siteId: site.id }).where(eq(employees.id, employeeId)));
  const user = await createUser(t, company, { role: 'employee', language: 'en' });
  await linkUserToEmployee(t, { companyId: company.companyId, userId: user.userId, employeeId });
  return { company, employeeId, session: await loginAs(t, user) };
}

const eventsOf = (company: TestCompany, employeeId: string) =>
  t.tenant(company.companyId, (tx) =>
    tx
      .select()
      .from(attendanceEvents)
      .where(and(eq(attendanceEvents.companyId, company.companyId), eq(attendanceEvents.employeeId, employeeId))),
  );

describe('attendance periods', () => {
  it('starts periods on the company’s day (26th to 25th), versioned, audited, HR only', async () => {
    const { company, session } = await makassarCompany();
    const api = company.admin.api;
    expect(await api.ok(contracts.getAttendancePeriodSetting, {})).toEqual({ startDay: 1, version: 1 });
    expect(
      (await api.ok(contracts.listAttendancePeriods, { query: { from: '2026-03-10', to: '2026-04-02' } })).map((p) => [p.from, p.to]),
    ).toEqual([
      ['2026-03-01', '2026-03-31'],
      ['2026-04-01', '2026-04-30'],
    ]);
    expect(await api.ok(contracts.updateAttendancePeriodSetting, { body: { startDay: 26, version: 1 } })).toEqual({
      startDay: 26,
      version: 2,
    });
    expect((await api.fail(contracts.updateAttendancePeriodSetting, { body: { startDay: 20, version: 1 } }, 409)).code).toBe(
      'VERSION_CONFLICT',
    );
    expect((await api.fail(contracts.updateAttendancePeriodSetting, { body: { startDay: 29, version: 2 } }, 400)).code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await session.api.fail(contracts.updateAttendancePeriodSetting, { body: { startDay: 5, version: 2 } }, 403)).code).toBe(
      'FORBIDDEN',
    );
    // Anyone signed in reads the shape of the periods (their own timesheet follows it).
    expect((await session.api.ok(contracts.getAttendancePeriodSetting, {})).startDay).toBe(26);
    expect(
      (await api.ok(contracts.listAttendancePeriods, { query: { from: '2026-03-10', to: '2026-03-30' } })).map((p) => [p.from, p.to]),
    ).toEqual([
      ['2026-02-26', '2026-03-25'],
      ['2026-03-26', '2026-04-25'],
    ]);
    expect(await modules.service('attendancePeriods').periodFor(company.companyId, '2026-01-05')).toMatchObject({
      from: '2025-12-26',
      to: '2026-01-25',
      locked: false,
    });
    const [entry] = await t.tenant(company.companyId, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entity, 'attendancePeriodSetting'))),
    );
    expect(entry).toMatchObject({ before: { startDay: 1 }, after: { startDay: 26 } });
  });

  describe('a locked period', () => {
    let company: TestCompany;
    let employeeId: string;
    let session: Awaited<ReturnType<typeof makassarCompany>>['session'];
    beforeAll(async () => {
      ({ company, employeeId, session } = await makassarCompany());
      await company.admin.api.ok(contracts.updateAttendancePeriodSetting, { body: { startDay: 26, version: 1 } });
      // Monday 9 March: a clock-in without its clock-out; Tuesday absent; Wednesday flagged punches.
      await punch(company, employeeId, 'in', '2026-03-09', '09:00');
      await punch(company, employeeId, 'in', '2026-03-11', '09:00', true);
      await punch(company, employeeId, 'out', '2026-03-11', '18:00', true);
      const locked = await company.admin.api.ok(contracts.lockAttendancePeriod, { body: { date: '2026-03-10' } });
      expect(locked).toMatchObject({ from: '2026-02-26', to: '2026-03-25', locked: true, lockedBy: 'hr' });
      // Today is Friday 27 March, in the next period.
      t.clock.set(at('2026-03-27', '10:00'));
    });

    it('refuses locking it twice; the payrun’s lock leaves it as it is', async () => {
      expect((await company.admin.api.fail(contracts.lockAttendancePeriod, { body: { date: '2026-03-01' } }, 409)).code).toBe(
        'PERIOD_ALREADY_LOCKED',
      );
      const payrun = { companyId: company.companyId, userId: null, impersonatorUserId: null, ip: null };
      expect(
        await modules.service('attendancePeriods').lockPeriod(company.companyId, payrun, { date: '2026-03-01', by: 'payroll' }),
      ).toMatchObject({
        locked: true,
        lockedBy: 'hr',
      });
    });

    it('refuses a clock replay dated inside it, translated, storing nothing', async () => {
      const before = (await eventsOf(company, employeeId)).length;
      const refused = await session.api.fail(
        contracts.clockInOut,
        { body: { action: 'in', at: at('2026-03-24', '09:00').getTime(), idempotencyKey: 'replay-into-locked-1' } },
        409,
      );
      expect(refused.code).toBe('PERIOD_LOCKED');
      expect(refused.message[0]).toContain('2026-02-26 to 2026-03-25 is locked');
      expect((await eventsOf(company, employeeId)).length).toBe(before);
    });

    it('refuses HR’s missing punch, a flagged punch’s review and a day’s resolution in it', async () => {
      const result = await company.admin.api.ok(contracts.resolveDays, {
        body: {
          reason: 'Forgot to clock out',
          items: [
            { employeeId, date: '2026-03-09', resolution: 'addPunch', time: '18:00' },
            { employeeId, date: '2026-03-10', resolution: 'excuse' },
            { employeeId, date: '2026-03-11', resolution: 'acceptFlagged' },
          ],
        },
      });
      expect(result.results.map((entry) => [entry.date, entry.ok])).toEqual([
        ['2026-03-09', false],
        ['2026-03-10', false],
        ['2026-03-11', false],
      ]);
      expect(result.results.map((entry) => entry.message)).toEqual([
        // In the HR user's language (the company is Indonesian).
        expect.stringContaining('2026-03-09 tidak dapat diubah lagi'),
        expect.stringContaining('2026-03-10 tidak dapat diubah lagi'),
        expect.stringContaining('2026-03-11 tidak dapat diubah lagi'),
      ]);
      expect((await eventsOf(company, employeeId)).length).toBe(3);
    });

    it('refuses a device import of punches dated in it', async () => {
      const number = 'BIO-77';
      await t.tenant(company.companyId, (tx) => tx.update(employees).set({ biometricNumber: number }).where(eq(employees.id, employeeId)));
      const file = Buffer.from(`AC-No.,No.,Name,Time,State\n${number},,Andi,2026/03/20 09:00,C/In\n`, 'utf8').toString('base64');
      const refused = await company.admin.api.fail(contracts.importDevicePunches, { body: { fileName: 'log.csv', content: file } }, 409);
      expect(refused.code).toBe('PERIOD_LOCKED');
      expect((await eventsOf(company, employeeId)).length).toBe(3);
    });

    it('takes a change as a dated adjustment in the next open period, shown on its timesheet', async () => {
      const LOCKED = { employeeId, from: '2026-02-26', to: '2026-03-25' };
      const NEXT = { employeeId, from: '2026-03-26', to: '2026-04-25' };
      const lockedBefore = await company.admin.api.ok(contracts.getTimesheet, { query: LOCKED });
      const nextBefore = await company.admin.api.ok(contracts.getTimesheet, { query: NEXT });
      const adjustment = await company.admin.api.ok(contracts.createAttendanceAdjustment, {
        body: { employeeId, lockedDate: '2026-03-09', minutes: 540, reason: 'Clock-out forgotten, confirmed by the supervisor' },
      });
      expect(adjustment).toMatchObject({ date: '2026-03-26', lockedDate: '2026-03-09', minutes: 540 });
      const detail = await company.admin.api.ok(contracts.getTimesheetDetail, {
        query: { employeeId, from: '2026-03-26', to: '2026-04-25' },
      });
      expect(detail.adjustments).toEqual([expect.objectContaining({ id: adjustment.id, lockedDate: '2026-03-09', minutes: 540 })]);

      // Counted in the totals of the period it is dated in (the fixed shape keeps its keys; the detail lists it)…
      const next = await company.admin.api.ok(contracts.getTimesheet, { query: NEXT });
      expect(next.totals.workedMinutes).toBe(nextBefore.totals.workedMinutes + 540);
      expect(next.days).toEqual(nextBefore.days);
      expect(detail.totals.workedMinutes).toBe(nextBefore.totals.workedMinutes + 540);
      const table = await company.admin.api.ok(contracts.listTimesheets, {
        body: { from: NEXT.from, to: NEXT.to, start: 0, length: 10, search: { value: 'Makassar' }, order: [], columns: [] },
      });
      expect(table.data.find((row) => row.employeeId === employeeId)?.workedMinutes).toBe(nextBefore.totals.workedMinutes + 540);
      // …while the locked period's own figures do not change.
      expect(await company.admin.api.ok(contracts.getTimesheet, { query: LOCKED })).toEqual(lockedBefore);

      // In the export, its own line naming the locked day (in the HR user's Indonesian).
      const file = await t.app.inject({
        method: 'GET',
        url: `/api/v2/attendance/timesheet/export?from=${NEXT.from}&to=${NEXT.to}&search=makassar`,
        headers: { authorization: `Bearer ${company.admin.token}` },
      });
      expect(file.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
      const rows = workbook.worksheets[0]!.getSheetValues().slice(1) as unknown[][];
      const line = rows.find((row) => String(row[4]).includes('2026-03-09'));
      expect(line?.slice(2, 6)).toEqual(['Andi Makassar', '2026-03-26', 'Penyesuaian hari terkunci 2026-03-09', 540]);
      expect(line?.at(-1)).toBe('Clock-out forgotten, confirmed by the supervisor');
      const lockedFile = await t.app.inject({
        method: 'GET',
        url: `/api/v2/attendance/timesheet/export?from=${LOCKED.from}&to=${LOCKED.to}&search=makassar`,
        headers: { authorization: `Bearer ${company.admin.token}` },
      });
      const lockedBook = new ExcelJS.Workbook();
      await lockedBook.xlsx.load(lockedFile.rawPayload as unknown as ArrayBuffer);
      const lockedRows = lockedBook.worksheets[0]!.getSheetValues().slice(1) as unknown[][];
      expect(lockedRows.filter((row) => row[3] === '2026-03-26')).toEqual([]);
      expect(lockedRows).toHaveLength(1 + 28);
      const open = await company.admin.api.fail(
        contracts.createAttendanceAdjustment,
        { body: { employeeId, lockedDate: '2026-03-27', minutes: 30, reason: 'Open day' } },
        409,
      );
      expect(open.code).toBe('PERIOD_NOT_LOCKED');
      expect(
        (
          await session.api.fail(
            contracts.createAttendanceAdjustment,
            { body: { employeeId, lockedDate: '2026-03-09', minutes: 5, reason: 'x' } },
            403,
          )
        ).code,
      ).toBe('FORBIDDEN');
    });

    it('unlocks with a reason (audited), after which the day can be fixed directly', async () => {
      expect(
        (await company.admin.api.fail(contracts.unlockAttendancePeriod, { body: { date: '2026-03-09', reason: ' ' } }, 400)).code,
      ).toBe('VALIDATION_FAILED');
      const unlocked = await company.admin.api.ok(contracts.unlockAttendancePeriod, {
        body: { date: '2026-03-09', reason: 'Payroll rerun approved' },
      });
      expect(unlocked).toMatchObject({ from: '2026-02-26', to: '2026-03-25', locked: false });
      const audit = await t.tenant(company.companyId, (tx) =>
        tx
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entity, 'attendancePeriod'))),
      );
      expect(audit.map((entry) => entry.action).sort()).toEqual(['lock', 'unlock']);
      expect(audit.find((entry) => entry.action === 'unlock')!.after).toEqual({ reason: 'Payroll rerun approved' });
      const result = await company.admin.api.ok(contracts.resolveDays, {
        body: { reason: 'Forgot to clock out', items: [{ employeeId, date: '2026-03-09', resolution: 'addPunch', time: '18:00' }] },
      });
      expect(result.results[0]!.ok).toBe(true);
      expect(
        (await company.admin.api.fail(contracts.unlockAttendancePeriod, { body: { date: '2026-03-09', reason: 'Again' } }, 409)).code,
      ).toBe('PERIOD_NOT_LOCKED');
    });

    it('is not another company’s: its periods are its own', async () => {
      const other = await createCompany(t);
      expect(
        (await other.admin.api.ok(contracts.listAttendancePeriods, { query: { from: '2026-03-10', to: '2026-03-10' } }))[0],
      ).toMatchObject({
        from: '2026-03-01',
        locked: false,
      });
      expect(
        (
          await other.admin.api.fail(
            contracts.createAttendanceAdjustment,
            { body: { employeeId, lockedDate: '2026-03-09', minutes: 5, reason: 'x' } },
            404,
          )
        ).code,
      ).toBe('NOT_FOUND');
    });
  });
});
