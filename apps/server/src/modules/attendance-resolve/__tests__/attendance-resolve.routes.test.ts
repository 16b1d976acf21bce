import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { attendanceAbsences, attendanceEvents, auditLog, employees } from '../../../db/schema/index.ts';
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
});
afterAll(async () => {
  await t?.close();
});

/** Makassar (WITA, UTC+8, all year): the site's zone; the company's is Jakarta's. Fixed hours 09:00–18:00. */
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
        idempotencyKey: `resolve-test-${++keys}`,
      })
      .returning(),
  );
  return row!;
}

/** An Indonesian company with a site in Makassar and an employee there. */
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

/**
 * Andi's week: Monday a clock-in without its clock-out, Tuesday absent, Wednesday both punches
 * outside the geofence, Thursday and Friday normal, Saturday (a rest day) two hours of work.
 */
async function andisWeek(company: TestCompany, employeeId: string) {
  await punch(company, employeeId, 'in', '2026-03-02', '08:55');
  const flaggedIn = await punch(company, employeeId, 'in', '2026-03-04', '09:00', true);
  await punch(company, employeeId, 'out', '2026-03-04', '18:00', true);
  for (const date of ['2026-03-05', '2026-03-06']) {
    await punch(company, employeeId, 'in', date, '09:00');
    await punch(company, employeeId, 'out', date, '18:00');
  }
  await punch(company, employeeId, 'in', '2026-03-07', '10:00');
  await punch(company, employeeId, 'out', '2026-03-07', '12:00');
  return { flaggedIn };
}

const summary = (tables: contracts.ResolveTables) => ({
  scheduled: tables.scheduled.map((item) => [item.date, item.problems]),
  nonScheduled: tables.nonScheduled.map((item) => [item.date, item.problems]),
});

describe('Attendance › Resolve', () => {
  let company: TestCompany;
  let employeeId: string;
  let flaggedInId: string;
  beforeAll(async () => {
    ({ company, employeeId } = await makassarCompany());
    flaggedInId = (await andisWeek(company, employeeId)).flaggedIn.id;
  });

  it('lists the scheduled days and the days without a schedule that need resolving', async () => {
    const tables = await company.admin.api.ok(contracts.listResolveItems, { body: WEEK });
    expect(summary(tables)).toEqual({
      scheduled: [
        ['2026-03-02', ['missingClockOut']],
        ['2026-03-03', ['absent']],
        ['2026-03-04', ['outsideGeofence']],
      ],
      nonScheduled: [['2026-03-07', ['workWithoutSchedule']]],
    });
    expect(tables.scheduled[0]).toMatchObject({
      employeeId,
      employeeName: 'Andi Makassar',
      shift: { start: '09:00', end: '18:00' },
      punches: [{ action: 'in', time: '08:55', flagged: false }],
    });
  });

  it('details a day: its schedule and its punches with source, site and geofence', async () => {
    const day = await company.admin.api.ok(contracts.getResolveDay, { query: { employeeId, date: '2026-03-04' } });
    expect(day).toMatchObject({
      employee: { id: employeeId, name: 'Andi Makassar' },
      timezone: WITA,
      kind: 'working',
      shift: { start: '09:00', end: '18:00' },
      problems: ['outsideGeofence'],
      resolutions: [],
    });
    expect(day.punches.map((entry) => [entry.action, entry.time, entry.source, entry.inside, entry.flagged])).toEqual([
      ['in', '09:00', 'web', false, true],
      ['out', '18:00', 'web', false, true],
    ]);
  });

  it('adds the missing clock-out at the shift’s end: the timesheet then counts the day, and the entry keeps the reason', async () => {
    const result = await company.admin.api.ok(contracts.resolveDays, {
      body: {
        reason: 'Forgot to clock out, confirmed by the supervisor',
        items: [{ employeeId, date: '2026-03-02', resolution: 'addPunch' }],
      },
    });
    expect(result.results).toEqual([{ employeeId, date: '2026-03-02', ok: true, message: null }]);
    const timesheet = await company.admin.api.ok(contracts.getTimesheet, { query: { employeeId, ...WEEK } });
    expect(timesheet.days[0]).toMatchObject({ date: '2026-03-02', workedMinutes: 480, absent: false });
    const [added] = await t.tenant(company.companyId, (tx) =>
      tx
        .select()
        .from(attendanceEvents)
        .where(and(eq(attendanceEvents.employeeId, employeeId), eq(attendanceEvents.source, 'hr'))),
    );
    expect(added).toMatchObject({ action: 'out', at: at('2026-03-02', '18:00'), timezone: WITA, flagged: false, correctsId: null });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, added!.id), eq(auditLog.entity, 'attendanceEvent')));
    expect(entry).toMatchObject({
      action: 'create',
      subject: 'Andi Makassar',
      after: expect.objectContaining({ action: 'out', source: 'hr', reason: 'Forgot to clock out, confirmed by the supervisor' }),
    });
    const tables = await company.admin.api.ok(contracts.listResolveItems, { body: WEEK });
    expect(tables.scheduled.map((item) => item.date)).not.toContain('2026-03-02');
  });

  it('resolves in bulk, day by day: each audited with the reason, a day with nothing to resolve reported and the others done', async () => {
    const result = await company.admin.api.ok(contracts.resolveDays, {
      body: {
        reason: 'Reviewed with the site manager',
        items: [
          { employeeId, date: '2026-03-03', resolution: 'excuse' },
          { employeeId, date: '2026-03-04', resolution: 'acceptFlagged' },
          { employeeId, date: '2026-03-05', resolution: 'excuse' },
          { employeeId, date: '2026-03-07', resolution: 'acceptUnscheduled' },
        ],
      },
    });
    expect(result.results.map((entry) => [entry.date, entry.ok])).toEqual([
      ['2026-03-03', true],
      ['2026-03-04', true],
      ['2026-03-05', false],
      ['2026-03-07', true],
    ]);
    expect(result.results[2]!.message).toBe('Hari ini sudah tidak memerlukan penyelesaian ini.');

    const tables = await company.admin.api.ok(contracts.listResolveItems, { body: WEEK });
    expect(summary(tables)).toEqual({ scheduled: [], nonScheduled: [] });

    // The excused absence is a record the timesheet reads: the day is no longer counted absent.
    const records = await t.tenant(company.companyId, (tx) =>
      tx.select().from(attendanceAbsences).where(eq(attendanceAbsences.employeeId, employeeId)),
    );
    expect(records).toEqual([
      expect.objectContaining({
        workDate: '2026-03-03',
        kind: 'excused',
        reason: 'Reviewed with the site manager',
        resolvedBy: company.admin.user.userId,
      }),
    ]);
    const excused = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'attendanceAbsence'), eq(auditLog.entityId, records[0]!.id)));
    expect(excused).toEqual([
      expect.objectContaining({
        action: 'create',
        subject: 'Andi Makassar',
        after: expect.objectContaining({ date: '2026-03-03', kind: 'excused', reason: 'Reviewed with the site manager' }),
      }),
    ]);
    const timesheet = await company.admin.api.ok(contracts.getTimesheet, { query: { employeeId, ...WEEK } });
    expect(timesheet.days[1]).toMatchObject({ date: '2026-03-03', absent: false });
    expect(timesheet.totals.absentDays).toBe(0);
    // The flagged clock-in stays; a correction at the same instant, reviewed, now counts.
    const corrections = await t.tenant(company.companyId, (tx) =>
      tx.select().from(attendanceEvents).where(eq(attendanceEvents.correctsId, flaggedInId)),
    );
    expect(corrections).toEqual([expect.objectContaining({ action: 'in', at: at('2026-03-04', '09:00'), flagged: false, source: 'hr' })]);
    const day = await company.admin.api.ok(contracts.getResolveDay, { query: { employeeId, date: '2026-03-03' } });
    expect(day.resolutions).toEqual([expect.objectContaining({ resolution: 'excuse', reason: 'Reviewed with the site manager' })]);

    // The same again: nothing is written twice.
    const again = await company.admin.api.ok(contracts.resolveDays, {
      body: { reason: 'Again', items: [{ employeeId, date: '2026-03-04', resolution: 'acceptFlagged' }] },
    });
    expect(again.results[0]!.ok).toBe(false);
  });

  it('adds a clock-out at a given time, crossing midnight when it is before the clock-in', async () => {
    const { company: other, employeeId: person } = await makassarCompany();
    await punch(other, person, 'in', '2026-03-02', '22:00');
    const result = await other.admin.api.ok(contracts.resolveDays, {
      body: { reason: 'Night work', items: [{ employeeId: person, date: '2026-03-02', resolution: 'addPunch', time: '02:00' }] },
    });
    expect(result.results[0]).toMatchObject({ ok: true });
    const [added] = await t.tenant(other.companyId, (tx) =>
      tx
        .select()
        .from(attendanceEvents)
        .where(and(eq(attendanceEvents.employeeId, person), eq(attendanceEvents.source, 'hr'))),
    );
    expect(added!.at).toEqual(at('2026-03-03', '02:00'));
  });

  it('refuses a range that ends before it starts or is longer than 62 days', async () => {
    const backwards = await company.admin.api.call(contracts.listResolveItems, { body: { from: '2026-03-08', to: '2026-03-02' } });
    expect(backwards.status).toBe(422);
    expect(backwards.error).toMatchObject({ code: 'RESOLVE_RANGE_INVALID' });
    const long = await company.admin.api.call(contracts.listResolveItems, { body: { from: '2026-01-01', to: '2026-03-05' } });
    expect(long.status).toBe(422);
  });

  it('lists only the employees the advanced filter lets through', async () => {
    const { company: other, employeeId: person } = await makassarCompany();
    const colleague = await createEmployeeRow(t, other.companyId, { firstName: 'Budi' });
    await punch(other, person, 'in', '2026-03-02', '09:00');
    const filtered = await other.admin.api.ok(contracts.listResolveItems, {
      body: { ...WEEK, filter: { join: 'and', rules: [], hideEmptyRows: false, employeeIds: [colleague] } },
    });
    expect(filtered.scheduled.every((item) => item.employeeId === colleague)).toBe(true);
    const all = await other.admin.api.ok(contracts.listResolveItems, { body: WEEK });
    expect(all.scheduled.some((item) => item.employeeId === person)).toBe(true);
  });
});

describe('Attendance › Resolve: who may', () => {
  it('a manager sees and resolves their team only; an employee is refused', async () => {
    const { company, employeeId: andi } = await makassarCompany();
    const managerEmployee = await createEmployeeRow(t, company.companyId, { firstName: 'Maya' });
    const member = await createEmployeeRow(t, company.companyId, { firstName: 'Tono', managerId: managerEmployee });
    await punch(company, andi, 'in', '2026-03-02', '09:00');
    await punch(company, member, 'in', '2026-03-02', '09:00');
    const managerUser = await createUser(t, company, { role: 'manager' });
    await linkUserToEmployee(t, { companyId: company.companyId, userId: managerUser.userId, employeeId: managerEmployee });
    const manager = await loginAs(t, managerUser);

    const tables = await manager.api.ok(contracts.listResolveItems, { body: WEEK });
    const people = new Set(tables.scheduled.map((item) => item.employeeId));
    expect(people.has(member)).toBe(true);
    expect(people.has(andi)).toBe(false);
    expect((await manager.api.call(contracts.getResolveDay, { query: { employeeId: andi, date: '2026-03-02' } })).status).toBe(404);
    const outside = await manager.api.ok(contracts.resolveDays, {
      body: { reason: 'Not mine', items: [{ employeeId: andi, date: '2026-03-02', resolution: 'addPunch' }] },
    });
    expect(outside.results[0]!.ok).toBe(false);
    const mine = await manager.api.ok(contracts.resolveDays, {
      body: { reason: 'Confirmed', items: [{ employeeId: member, date: '2026-03-02', resolution: 'addPunch' }] },
    });
    expect(mine.results[0]!.ok).toBe(true);

    const employeeUser = await createUser(t, company, { role: 'employee' });
    const employee = await loginAs(t, employeeUser);
    expect((await employee.api.call(contracts.listResolveItems, { body: WEEK })).status).toBe(403);
    expect(
      (
        await employee.api.call(contracts.resolveDays, {
          body: { reason: 'x', items: [{ employeeId: andi, date: '2026-03-02', resolution: 'addPunch' }] },
        })
      ).status,
    ).toBe(403);
  });

  it('another company can neither see nor resolve the days', async () => {
    const { company, employeeId } = await makassarCompany();
    await punch(company, employeeId, 'in', '2026-03-02', '09:00');
    const other = await createCompany(t, { countryCode: 'ID' });
    const tables = await other.admin.api.ok(contracts.listResolveItems, { body: WEEK });
    expect(tables.scheduled.some((item) => item.employeeId === employeeId)).toBe(false);
    expect((await other.admin.api.call(contracts.getResolveDay, { query: { employeeId, date: '2026-03-02' } })).status).toBe(404);
    const result = await other.admin.api.ok(contracts.resolveDays, {
      body: { reason: 'Not ours', items: [{ employeeId, date: '2026-03-02', resolution: 'addPunch' }] },
    });
    expect(result.results[0]!.ok).toBe(false);
    const hr = await t.tenant(company.companyId, (tx) =>
      tx
        .select()
        .from(attendanceEvents)
        .where(and(eq(attendanceEvents.employeeId, employeeId), eq(attendanceEvents.source, 'hr'))),
    );
    expect(hr).toEqual([]);
  });
});
