import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import type { ModuleContext } from '../../../platform/module.ts';
import { attendanceEvents, auditLog } from '../../../db/schema/index.ts';
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

/** Jakarta (WIB, UTC+7): the company's zone. Fixed hours 09:00–18:00 on the work calendar. */
const at = (date: string, time: string) => new Date(`${date}T${time}:00+07:00`);
const WEEK = { from: '2026-03-02', to: '2026-03-06' };

let keys = 0;
async function punch(company: TestCompany, employeeId: string, action: 'in' | 'out', date: string, time: string) {
  await t.tenant(company.companyId, (tx) =>
    tx.insert(attendanceEvents).values({
      companyId: company.companyId,
      employeeId,
      action,
      at: at(date, time),
      timezone: 'Asia/Jakarta',
      source: 'web',
      idempotencyKey: `absence-test-${++keys}`,
    }),
  );
}

/** Monday to Friday worked except Wednesday 4 March and Thursday 5 March (absent). */
async function companyWithAbsences() {
  const company = await createCompany(t, { countryCode: 'ID' });
  const employeeId = await createEmployeeRow(t, company.companyId, { firstName: 'Sari', lastName: 'Jakarta' });
  for (const date of ['2026-03-02', '2026-03-03', '2026-03-06']) {
    await punch(company, employeeId, 'in', date, '09:00');
    await punch(company, employeeId, 'out', date, '18:00');
  }
  return { company, employeeId };
}

const auditOf = (entityId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'attendanceAbsence'), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.at);

describe('absence records: the timesheet reads how an absence was settled', () => {
  let company: TestCompany;
  let employeeId: string;
  let record: contracts.AbsenceRecord;
  beforeAll(async () => {
    ({ company, employeeId } = await companyWithAbsences());
  });

  it('an unpaid absence stays absent in the fixed shape, is counted as unpaid in the detail and overview, and explains itself', async () => {
    record = await company.admin.api.ok(contracts.createAbsence, {
      body: { employeeId, date: '2026-03-04', kind: 'unpaid', reason: 'No notice given' },
    });
    expect(record).toMatchObject({ employeeId, date: '2026-03-04', kind: 'unpaid', reason: 'No notice given', version: 1 });
    expect(record.resolvedBy).toBeTruthy();

    const result = await company.admin.api.call(contracts.getTimesheet, { query: { employeeId, ...WEEK } });
    const body = JSON.parse(result.response.body) as { data: contracts.TimesheetSummary };
    for (const day of body.data.days)
      expect(Object.keys(day)).toEqual(['date', 'workedMinutes', 'lateMinutes', 'earlyLeaveMinutes', 'absent', 'overtime']);
    expect(Object.keys(body.data.totals)).toEqual(['workedMinutes', 'lateMinutes', 'earlyLeaveMinutes', 'absentDays', 'overtime']);
    expect(body.data.days.map((day) => [day.date, day.absent])).toEqual([
      ['2026-03-02', false],
      ['2026-03-03', false],
      ['2026-03-04', true],
      ['2026-03-05', true],
      ['2026-03-06', false],
    ]);
    expect(body.data.totals.absentDays).toBe(2);

    const detail = await company.admin.api.ok(contracts.getTimesheetDetail, { query: { employeeId, ...WEEK } });
    const wednesday = detail.days.find((day) => day.date === '2026-03-04')!;
    expect(wednesday).toMatchObject({ absent: true, unpaidAbsent: true, issues: [], absence: { id: record.id, kind: 'unpaid' } });
    expect(
      wednesday.explanations
        .filter((explanation) => explanation.figure === 'absent')
        .map((explanation) => [explanation.key, explanation.values]),
    ).toEqual([
      ['attendance:explain.absent', { start: '09:00', end: '18:00' }],
      ['attendance:explain.absenceUnpaid', { reason: 'No notice given' }],
    ]);
    const thursday = detail.days.find((day) => day.date === '2026-03-05')!;
    expect(thursday).toMatchObject({ absent: true, unpaidAbsent: false, issues: ['absent'], absence: null });
    expect(detail.totals).toMatchObject({ absentDays: 2, unpaidAbsentDays: 1 });

    const table = await company.admin.api.ok(contracts.listTimesheets, { body: WEEK });
    expect(table.data.find((row) => row.employeeId === employeeId)).toMatchObject({ absentDays: 2, unpaidAbsentDays: 1, issueDays: 1 });

    expect(await auditOf(record.id)).toEqual([
      expect.objectContaining({
        action: 'create',
        subject: 'Sari Jakarta',
        after: { employeeId, date: '2026-03-04', kind: 'unpaid', reason: 'No notice given' },
      }),
    ]);
  });

  it('Resolve no longer lists the settled day, and a Resolve confirmation is a record too', async () => {
    const tables = await company.admin.api.ok(contracts.listResolveItems, { body: WEEK });
    expect(tables.scheduled.map((item) => [item.date, item.problems])).toEqual([['2026-03-05', ['absent']]]);
    const resolved = await company.admin.api.ok(contracts.resolveDays, {
      body: { reason: 'Called in, no leave left', items: [{ employeeId, date: '2026-03-05', resolution: 'confirmAbsence' }] },
    });
    expect(resolved.results[0]).toMatchObject({ ok: true });
    expect((await company.admin.api.ok(contracts.listResolveItems, { body: WEEK })).scheduled).toEqual([]);
    const day = await company.admin.api.ok(contracts.getResolveDay, { query: { employeeId, date: '2026-03-05' } });
    expect(day.resolutions).toEqual([expect.objectContaining({ resolution: 'confirmAbsence', reason: 'Called in, no leave left' })]);
    const detail = await company.admin.api.ok(contracts.getTimesheetDetail, { query: { employeeId, ...WEEK } });
    expect(detail.days.find((entry) => entry.date === '2026-03-05')).toMatchObject({
      absent: true,
      unpaidAbsent: false,
      absence: { kind: 'absentConfirmed' },
    });
  });

  it('changed to excused, the day is no longer counted absent and says why; a stale version is a conflict', async () => {
    const changed = await company.admin.api.ok(contracts.updateAbsence, {
      params: { id: record.id },
      body: { kind: 'excused', reason: 'Hospital visit, letter received', version: record.version },
    });
    expect(changed).toMatchObject({ kind: 'excused', reason: 'Hospital visit, letter received', version: 2 });
    const stale = await company.admin.api.call(contracts.updateAbsence, {
      params: { id: record.id },
      body: { kind: 'unpaid', reason: 'Late edit', version: record.version },
    });
    expect(stale.status).toBe(409);

    const summary = await company.admin.api.ok(contracts.getTimesheet, { query: { employeeId, ...WEEK } });
    expect(summary.days.find((day) => day.date === '2026-03-04')).toMatchObject({ absent: false });
    expect(summary.totals.absentDays).toBe(1);
    const detail = await company.admin.api.ok(contracts.getTimesheetDetail, { query: { employeeId, ...WEEK } });
    const wednesday = detail.days.find((day) => day.date === '2026-03-04')!;
    expect(wednesday).toMatchObject({ absent: false, unpaidAbsent: false, issues: [] });
    const absenceExplanations = wednesday.explanations.filter((explanation) => explanation.figure === 'absent');
    expect(absenceExplanations.map((explanation) => [explanation.key, explanation.values])).toEqual([
      ['attendance:explain.absenceExcused', { reason: 'Hospital visit, letter received' }],
    ]);
    expect(detail.totals.unpaidAbsentDays).toBe(0);
    const entries = await auditOf(record.id);
    expect(entries[1]).toMatchObject({
      action: 'update',
      before: { kind: 'unpaid', reason: 'No notice given' },
      after: { kind: 'excused', reason: 'Hospital visit, letter received' },
    });
    record = changed;
  });

  it('the payrun reads the records of its employees and period', async () => {
    const absences = await modules.service('attendanceAbsences').absencesFor(company.companyId, [employeeId], '2026-03-01', '2026-03-31');
    expect(absences).toEqual([
      { employeeId, date: '2026-03-04', kind: 'excused', reason: 'Hospital visit, letter received' },
      { employeeId, date: '2026-03-05', kind: 'absentConfirmed', reason: 'Called in, no leave left' },
    ]);
    expect(await modules.service('attendanceAbsences').absencesFor(company.companyId, [employeeId], '2026-03-06', '2026-03-31')).toEqual(
      [],
    );
  });

  it('refuses a second record for the day (409) and a day that is no absence (422), and empty or overlong reasons', async () => {
    const twice = await company.admin.api.call(contracts.createAbsence, {
      body: { employeeId, date: '2026-03-04', kind: 'unpaid', reason: 'Again' },
    });
    expect(twice.status).toBe(409);
    expect(JSON.parse(twice.response.body)).toMatchObject({ code: 'ABSENCE_EXISTS' });
    const worked = await company.admin.api.call(contracts.createAbsence, {
      body: { employeeId, date: '2026-03-02', kind: 'excused', reason: 'Was here' },
    });
    expect(worked.status).toBe(422);
    expect(JSON.parse(worked.response.body)).toMatchObject({ code: 'ABSENCE_NOT_ABSENT' });
    for (const reason of ['  ', 'x'.repeat(contracts.ABSENCE_LIMITS.reasonMax + 1)]) {
      const bad = await company.admin.api.call(contracts.createAbsence, {
        body: { employeeId, date: '2026-03-05', kind: 'excused', reason },
      });
      expect(bad.status).toBe(400);
    }
  });

  it('two settling the same absence at once: one record, the other 409', async () => {
    const { company: other, employeeId: sari } = await companyWithAbsences();
    const answers = await Promise.all(
      ['first', 'second', 'third'].map((reason) =>
        other.admin.api.call(contracts.createAbsence, { body: { employeeId: sari, date: '2026-03-04', kind: 'excused', reason } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
  });

  it('removed, the day is an absence to resolve again', async () => {
    await company.admin.api.ok(contracts.deleteAbsence, { params: { id: record.id } });
    const detail = await company.admin.api.ok(contracts.getTimesheetDetail, { query: { employeeId, ...WEEK } });
    expect(detail.days.find((day) => day.date === '2026-03-04')).toMatchObject({ absent: true, issues: ['absent'], absence: null });
    const tables = await company.admin.api.ok(contracts.listResolveItems, { body: WEEK });
    expect(tables.scheduled.map((item) => item.date)).toEqual(['2026-03-04']);
    expect((await auditOf(record.id)).at(-1)).toMatchObject({ action: 'delete', before: expect.objectContaining({ kind: 'excused' }) });
    expect((await company.admin.api.call(contracts.deleteAbsence, { params: { id: record.id } })).status).toBe(404);
  });
});

describe('absence records: who may', () => {
  it('a manager settles their team’s absences only; an employee and View Only are refused; another company reaches nothing', async () => {
    const { company, employeeId: outsider } = await companyWithAbsences();
    const managerEmployee = await createEmployeeRow(t, company.companyId, { firstName: 'Maya' });
    const member = await createEmployeeRow(t, company.companyId, { firstName: 'Tono', managerId: managerEmployee });
    const managerUser = await createUser(t, company, { role: 'manager' });
    await linkUserToEmployee(t, { companyId: company.companyId, userId: managerUser.userId, employeeId: managerEmployee });
    const manager = await loginAs(t, managerUser);

    const mine = await manager.api.call(contracts.createAbsence, {
      body: { employeeId: member, date: '2026-03-04', kind: 'unpaid', reason: 'No show' },
    });
    expect(mine.status).toBe(200);
    const notMine = await manager.api.call(contracts.createAbsence, {
      body: { employeeId: outsider, date: '2026-03-04', kind: 'unpaid', reason: 'No show' },
    });
    expect(notMine.status).toBe(404);
    const outsiders = await company.admin.api.ok(contracts.createAbsence, {
      body: { employeeId: outsider, date: '2026-03-05', kind: 'excused', reason: 'Sick' },
    });
    expect(
      (await manager.api.call(contracts.updateAbsence, { params: { id: outsiders.id }, body: { kind: 'unpaid', reason: 'x', version: 1 } }))
        .status,
    ).toBe(404);
    expect((await manager.api.call(contracts.deleteAbsence, { params: { id: outsiders.id } })).status).toBe(404);

    const employee = await loginAs(t, await createUser(t, company, { role: 'employee' }));
    expect(
      (
        await employee.api.call(contracts.createAbsence, {
          body: { employeeId: outsider, date: '2026-03-04', kind: 'excused', reason: 'Me' },
        })
      ).status,
    ).toBe(403);
    expect((await employee.api.call(contracts.deleteAbsence, { params: { id: outsiders.id } })).status).toBe(403);

    const other = await createCompany(t, { countryCode: 'ID' });
    expect(
      (
        await other.admin.api.call(contracts.createAbsence, {
          body: { employeeId: outsider, date: '2026-03-04', kind: 'excused', reason: 'x' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await other.admin.api.call(contracts.updateAbsence, {
          params: { id: outsiders.id },
          body: { kind: 'unpaid', reason: 'x', version: 1 },
        })
      ).status,
    ).toBe(404);
    expect((await other.admin.api.call(contracts.deleteAbsence, { params: { id: outsiders.id } })).status).toBe(404);
    const still = await company.admin.api.ok(contracts.getTimesheetDetail, { query: { employeeId: outsider, ...WEEK } });
    expect(still.days.find((day) => day.date === '2026-03-05')?.absence).toMatchObject({ kind: 'excused', version: 1 });

    // View Only of Resolve and the timesheet: sees the record on the day, changes nothing.
    const role = await company.admin.api.ok(contracts.createRole, {
      body: {
        name: 'Attendance viewer',
        description: '',
        dataScope: 'all',
        menuGrants: { attendanceResolve: 'view', attendanceTimesheet: 'view' },
        fieldGrants: { public: {}, private: {} },
      },
    });
    const viewerUser = await createUser(t, company, { role: 'employee' });
    const current = await company.admin.api.ok(contracts.getUser, { params: { id: viewerUser.userId } });
    await company.admin.api.ok(contracts.updateUser, { body: { id: viewerUser.userId, version: current.version, roleId: role.id } });
    const viewer = await loginAs(t, viewerUser);
    const seen = await viewer.api.ok(contracts.getTimesheetDetail, { query: { employeeId: outsider, ...WEEK } });
    expect(seen.days.find((day) => day.date === '2026-03-05')?.absence).toMatchObject({ kind: 'excused' });
    expect((await viewer.api.call(contracts.deleteAbsence, { params: { id: outsiders.id } })).status).toBe(403);
    expect(
      (await viewer.api.call(contracts.updateAbsence, { params: { id: outsiders.id }, body: { kind: 'unpaid', reason: 'x', version: 1 } }))
        .status,
    ).toBe(403);
  });
});
