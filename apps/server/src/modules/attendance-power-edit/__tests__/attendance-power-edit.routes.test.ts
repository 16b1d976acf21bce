import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
const WEEK = { from: '2026-03-02', to: '2026-03-08' };

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
        idempotencyKey: `power-edit-test-${++keys}`,
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
  return { company, employeeId };
}

async function userWith(company: TestCompany, menuGrants: Record<string, 'view' | 'edit'>) {
  const role = await company.admin.api.ok(contracts.createRole, {
    body: { name: `role ${Math.random()}`, description: '', dataScope: 'all', menuGrants, fieldGrants: { public: {}, private: {} } },
  });
  const user = await createUser(t, company, { role: 'employee' });
  const current = await company.admin.api.ok(contracts.getUser, { params: { id: user.userId } });
  await company.admin.api.ok(contracts.updateUser, { body: { id: user.userId, version: current.version, roleId: role.id } });
  return loginAs(t, user);
}

const cells = (grid: contracts.PowerEditGrid, employeeId: string) =>
  grid.rows.find((row) => row.employeeId === employeeId)!.days.map((day) => [day.date, day.in, day.out, day.locked]);

describe('Attendance › Power edit', () => {
  it('shows the grid, saves a batch (add, replace as a correction, clear) audited as HR, and the timesheet follows', async () => {
    const { company, employeeId } = await makassarCompany();
    await punch(company, employeeId, 'in', '2026-03-02', '09:00');
    await punch(company, employeeId, 'out', '2026-03-02', '18:00');
    const late = await punch(company, employeeId, 'in', '2026-03-03', '09:40');
    await punch(company, employeeId, 'out', '2026-03-03', '18:00');
    await punch(company, employeeId, 'in', '2026-03-04', '09:00');
    await punch(company, employeeId, 'out', '2026-03-04', '17:00');

    const grid = await company.admin.api.ok(contracts.getPowerEditGrid, { body: WEEK });
    expect(grid.total).toBe(1);
    expect(grid.rows[0]).toMatchObject({ employeeName: 'Andi Makassar', timezone: WITA });
    expect(cells(grid, employeeId).slice(0, 4)).toEqual([
      ['2026-03-02', '09:00', '18:00', false],
      ['2026-03-03', '09:40', '18:00', false],
      ['2026-03-04', '09:00', '17:00', false],
      ['2026-03-05', null, null, false],
    ]);

    const saved = await company.admin.api.ok(contracts.savePowerEdit, {
      body: {
        changes: [
          { employeeId, date: '2026-03-03', action: 'set', in: '09:00' },
          { employeeId, date: '2026-03-04', action: 'clear' },
          { employeeId, date: '2026-03-05', action: 'set', in: '13:00', out: '17:30' },
        ],
      },
    });
    expect(saved.results.every((result) => result.ok)).toBe(true);

    const after = await company.admin.api.ok(contracts.getPowerEditGrid, { body: WEEK });
    expect(cells(after, employeeId).slice(1, 4)).toEqual([
      ['2026-03-03', '09:00', '18:00', false],
      ['2026-03-04', null, null, false],
      ['2026-03-05', '13:00', '17:30', false],
    ]);
    const timesheet = await company.admin.api.ok(contracts.getTimesheet, { query: { employeeId, ...WEEK } });
    expect(timesheet.days[1]).toMatchObject({ date: '2026-03-03', lateMinutes: 0 });
    expect(timesheet.days[2]).toMatchObject({ date: '2026-03-04', workedMinutes: 0, absent: true });

    // The late clock-in is kept, with its correction naming it; every write is an HR punch, audited.
    const rows = await t.tenant(company.companyId, (tx) =>
      tx
        .select()
        .from(attendanceEvents)
        .where(and(eq(attendanceEvents.companyId, company.companyId), eq(attendanceEvents.correctsId, late.id))),
    );
    expect(rows).toEqual([expect.objectContaining({ action: 'in', at: at('2026-03-03', '09:00'), source: 'hr', voided: false })]);
    const audit = await t.tenant(company.companyId, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entity, 'attendanceEvent'))),
    );
    expect(audit.map((entry) => entry.action).sort()).toEqual(['correct', 'create', 'create', 'void', 'void']);
    expect(audit.every((entry) => (entry.after as { source: string }).source === 'hr')).toBe(true);
  });

  it('reports a cell that fails with "Failed to update event" and saves the other employees', async () => {
    const { company, employeeId } = await makassarCompany();
    const other = await createCompany(t);
    const stranger = await createEmployeeRow(t, other.companyId);
    const result = await company.admin.api.ok(contracts.savePowerEdit, {
      body: {
        changes: [
          { employeeId: stranger, date: '2026-03-02', action: 'set', in: '09:00', out: '18:00' },
          { employeeId, date: '2026-03-02', action: 'set', in: '09:00', out: '18:00' },
        ],
      },
    });
    expect(result.results).toEqual([
      // 'Failed to update event' and why, in the HR user's language (the company is Indonesian).
      {
        employeeId: stranger,
        date: '2026-03-02',
        ok: false,
        message: 'Gagal memperbarui data: Data tidak ditemukan. Data tersebut mungkin telah dihapus.',
      },
      { employeeId, date: '2026-03-02', ok: true, message: null },
    ]);
    expect(
      await t.tenant(other.companyId, (tx) => tx.select().from(attendanceEvents).where(eq(attendanceEvents.employeeId, stranger))),
    ).toEqual([]);
  });

  it('refuses a cell of a locked period, translated, and keeps nothing of that employee', async () => {
    const { company, employeeId } = await makassarCompany();
    // The payrun locks the period it has read (the public face).
    const payrun = { companyId: company.companyId, userId: null, impersonatorUserId: null, ip: null };
    await modules.service('attendancePeriods').lockPeriod(company.companyId, payrun, { date: '2026-03-10', by: 'payroll' });
    const grid = await company.admin.api.ok(contracts.getPowerEditGrid, { body: WEEK });
    expect(cells(grid, employeeId)[0]![3]).toBe(true);
    const result = await company.admin.api.ok(contracts.savePowerEdit, {
      body: { changes: [{ employeeId, date: '2026-03-02', action: 'set', in: '09:00', out: '18:00' }] },
    });
    expect(result.results[0]).toMatchObject({ ok: false, message: expect.stringContaining('terkunci') });
    expect(
      await t.tenant(company.companyId, (tx) => tx.select().from(attendanceEvents).where(eq(attendanceEvents.employeeId, employeeId))),
    ).toEqual([]);
  });

  it('checks an import first (row problems), then imports it', async () => {
    const { company, employeeId } = await makassarCompany();
    const number = (await t.tenant(company.companyId, (tx) => tx.select().from(employees).where(eq(employees.id, employeeId))))[0]!
      .employmentNumber;
    const file = (text: string) => ({ fileName: 'times.csv', content: Buffer.from(text, 'utf8').toString('base64') });
    const bad = await company.admin.api.ok(contracts.checkPowerEditImport, {
      body: file(
        `Employee number,Date,In,Out\n${number},2026-03-02,09:00,18:00\nNOPE,2026-03-03,09:00,18:00\n${number},31/02/2026,09:00,\n`,
      ),
    });
    expect(bad.problems.map((problem) => [problem.row, problem.column])).toEqual([
      [3, 'employmentNumber'],
      [4, 'date'],
    ]);
    expect(
      (
        await company.admin.api.fail(
          contracts.importPowerEdit,
          { body: file(`Employee number,Date,In,Out\nNOPE,2026-03-03,09:00,\n`) },
          422,
        )
      ).code,
    ).toBe('POWER_EDIT_IMPORT_INVALID');
    const good = file(`Employee number,Date,In,Out\n${number},2026-03-02,09:00,18:00\n${number},03/03/2026,8:30,\n`);
    const check = await company.admin.api.ok(contracts.checkPowerEditImport, { body: good });
    expect(check).toMatchObject({ rows: 2, problemCount: 0 });
    expect(check.changes.map((change) => [change.date, change.in, change.out])).toEqual([
      ['2026-03-02', '09:00', '18:00'],
      ['2026-03-03', '08:30', null],
    ]);
    const imported = await company.admin.api.ok(contracts.importPowerEdit, { body: good });
    expect(imported.results.every((result) => result.ok)).toBe(true);
    const grid = await company.admin.api.ok(contracts.getPowerEditGrid, { body: WEEK });
    expect(cells(grid, employeeId).slice(0, 2)).toEqual([
      ['2026-03-02', '09:00', '18:00', false],
      ['2026-03-03', '08:30', null, false],
    ]);
  });

  it('lets HR in, View Only read but not save, and managers and employees not at all; another company sees nothing', async () => {
    const { company, employeeId } = await makassarCompany();
    const change = { employeeId, date: '2026-03-02', action: 'set' as const, in: '09:00', out: '18:00' };
    const hr = await loginAs(t, await createUser(t, company, { role: 'hrManager' }));
    expect((await hr.api.ok(contracts.getPowerEditGrid, { body: WEEK })).total).toBe(1);
    const viewer = await userWith(company, { attendancePowerEdit: 'view' });
    expect((await viewer.api.ok(contracts.getPowerEditGrid, { body: WEEK })).total).toBe(1);
    expect((await viewer.api.fail(contracts.savePowerEdit, { body: { changes: [change] } }, 403)).code).toBe('FORBIDDEN');
    const managerUser = await createUser(t, company, { role: 'manager' });
    const managerEmployee = await createEmployeeRow(t, company.companyId);
    await linkUserToEmployee(t, { companyId: company.companyId, userId: managerUser.userId, employeeId: managerEmployee });
    const manager = await loginAs(t, managerUser);
    expect((await manager.api.fail(contracts.getPowerEditGrid, { body: WEEK }, 403)).code).toBe('FORBIDDEN');
    const employee = await loginAs(t, await createUser(t, company, { role: 'employee' }));
    expect((await employee.api.fail(contracts.savePowerEdit, { body: { changes: [change] } }, 403)).code).toBe('FORBIDDEN');
    const other = await createCompany(t);
    expect((await other.admin.api.ok(contracts.getPowerEditGrid, { body: WEEK })).rows.map((row) => row.employeeId)).not.toContain(
      employeeId,
    );
    const range = await company.admin.api.fail(contracts.getPowerEditGrid, { body: { from: '2026-03-01', to: '2026-04-15' } }, 422);
    expect(range.code).toBe('POWER_EDIT_RANGE_INVALID');
  });
});
