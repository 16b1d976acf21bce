import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { attendanceEvents, auditLog, employees, notifications } from '../../../db/schema/index.ts';
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
  type TestSession,
} from '../../../testing/index.ts';
import { leaveDays } from '../attendance-overwork.rules.ts';

let t: TestApp;
let modules: ModuleContext;
beforeAll(async () => {
  t = await createTestApp();
  modules = await createTestModules(t);
});
afterAll(async () => {
  await t?.close();
});

/** Jakarta (WIB, UTC+7), the company's zone. */
const at = (date: string, time: string) => new Date(`${date}T${time}:00+07:00`);
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
      idempotencyKey: `overwork-test-${++keys}`,
    }),
  );
}

const TABLE = { start: 0, length: 50, search: { value: '' }, order: [], columns: [] };
const WEEK = { from: '2026-11-02', to: '2026-11-08' };

/**
 * An Indonesian company (fixed hours 09:00–18:00 by default) with a site; Andi works there and
 * signs in; Hana (HR) approves overtime in its workflow; the site's threshold allows 60 minutes a day.
 */
async function arrange() {
  const company = await createCompany(t, { countryCode: 'ID' });
  const site = await company.admin.api.ok(contracts.createSite, { body: { name: 'Jakarta HQ', address: 'Jl. Sudirman 1' } });
  const andi = await createEmployeeRow(t, company.companyId, { firstName: 'Andi', lastName: 'Wijaya' });
  await t.tenant(company.companyId, (tx) => tx.update(employees).set({ siteId: site.id }).where(eq(employees.id, andi)));
  const andiUser = await createUser(t, company, { role: 'employee', firstName: 'Andi' });
  await linkUserToEmployee(t, { companyId: company.companyId, userId: andiUser.userId, employeeId: andi });
  const hanaUser = await createUser(t, company, { role: 'hrManager', firstName: 'Hana' });
  const hana = await loginAs(t, hanaUser);
  const employee = await loginAs(t, andiUser);
  const workflow = await company.admin.api.ok(contracts.createWorkflow, {
    body: {
      name: 'Overtime',
      levels: [
        {
          approverType: 'users',
          userIds: [hanaUser.userId],
          managerLevels: 1,
          roleId: null,
          mode: 'any',
          escalateAfterDays: null,
          escalateToUserId: null,
        },
      ],
    },
  });
  await company.admin.api.ok(contracts.saveAssignments, {
    body: { kind: 'overtime', assignments: [{ workflowId: workflow.id, departmentIds: [] }] },
  });
  const threshold = await hana.api.ok(contracts.saveThreshold, {
    body: { name: 'One hour a day', dailyMinutes: 60, weeklyMinutes: null, monthlyMinutes: null },
  });
  await hana.api.ok(contracts.assignThreshold, {
    body: { thresholdId: threshold.id, targetType: 'location', targetIds: [site.id], effectiveFrom: '2026-11-01' },
  });
  // Tuesday: 30 minutes after the end (within the threshold); Wednesday: 2:30 (1 h at the first-hour rate, 1:30 after).
  await punch(company, andi, 'in', '2026-11-03', '09:00');
  await punch(company, andi, 'out', '2026-11-03', '18:30');
  await punch(company, andi, 'in', '2026-11-04', '09:00');
  await punch(company, andi, 'out', '2026-11-04', '20:30');
  return { company, site, andi, andiUser, hana, hanaUser, employee, threshold };
}

const rowsOf = async (session: TestSession, body: Partial<contracts.OverworkTableBody> = {}) =>
  (await session.api.ok(contracts.listOverwork, { body: { ...TABLE, ...body } })).data;

describe('overwork past the threshold', () => {
  let arranged: Awaited<ReturnType<typeof arrange>>;
  beforeAll(async () => {
    arranged = await arrange();
  });

  it('a day past the threshold makes one pending request in the workflow; a day within it is approved at once; checking again makes none', async () => {
    const { hana, company, andiUser } = arranged;
    expect(await hana.api.ok(contracts.detectOverwork, { body: WEEK })).toEqual({ created: 2 });
    expect(await hana.api.ok(contracts.detectOverwork, { body: WEEK })).toEqual({ created: 0 });
    // The daily job looks at the last week only (the test's clock is today): it finds nothing new here either.
    const rows = await rowsOf(hana);
    expect(rows.map((row) => [row.workDate, row.status, row.overtimeMinutes, row.excessMinutes, row.approvedMinutes])).toEqual([
      ['2026-11-04', 'pending', 150, 90, 60],
      ['2026-11-03', 'approved', 30, 0, 30],
    ]);
    expect(rows[0]!.bands).toEqual([
      { band: 'id.overtimeFirstHour', minutes: 60 },
      { band: 'id.overtime', minutes: 90 },
    ]);
    expect(rows[0]!.approvalRequestId).not.toBeNull();
    const pending = await hana.api.ok(contracts.listApprovalRequests, { query: { tab: 'pending', kind: 'overtime' } });
    expect(pending.data.map((request) => [request.id, Object.values(request.summary).join(' · ')])).toEqual([
      [rows[0]!.approvalRequestId, '2026-11-04 · 2:30 · +1:30'],
    ]);
    // The employee hears that their overtime waits for approval (notification type overwork = 0).
    const notes = await t.db
      .select({ type: notifications.type, titleKey: notifications.titleKey })
      .from(notifications)
      .where(and(eq(notifications.companyId, company.companyId), eq(notifications.userId, andiUser.userId)));
    expect(notes).toContainEqual({ type: contracts.NOTIFICATION_TYPES.overwork, titleKey: 'overworkNotices:notification.title' });
  });

  it('shows the day’s detail: its punches and minutes per band', async () => {
    const [row] = await rowsOf(arranged.hana, { status: 'pending' });
    const detail = await arranged.hana.api.ok(contracts.getOverwork, { params: { id: row!.id } });
    expect(detail.day?.punches.map((punch) => `${punch.action} ${punch.time}`)).toEqual(['in 09:00', 'out 20:30']);
    expect(detail.day?.overtime).toEqual(row!.bands);
  });

  it('a request in a workflow is decided on the Approvals page, not here; approving it there approves the overwork, audited', async () => {
    const { hana, company } = arranged;
    const [row] = await rowsOf(hana, { status: 'pending' });
    const refused = await hana.api.fail(contracts.decideOverwork, { body: { ids: [row!.id], decision: 'approve', comment: '' } }, 409);
    expect(refused.code).toBe('OVERWORK_IN_WORKFLOW');
    await hana.api.ok(contracts.decideApprovalRequests, { body: { ids: [row!.approvalRequestId!], decision: 'approve', comment: '' } });
    const [approved] = await rowsOf(hana, { from: '2026-11-04', to: '2026-11-04' });
    expect([approved!.status, approved!.approvedMinutes]).toEqual(['approved', 150]);
    const entries = await t.db
      .select({ action: auditLog.action, userId: auditLog.actorUserId })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entity, 'overwork'), eq(auditLog.entityId, row!.id)));
    expect(entries.map((entry) => entry.action).sort()).toEqual(['approve', 'create']);
    expect(entries.find((entry) => entry.action === 'approve')?.userId).toBe(arranged.hanaUser.userId);
  });

  it('converts part of the approved overtime to leave once, never more than approved; payroll reads the rest by band', async () => {
    const { hana, company, andi } = arranged;
    const rows = await hana.api.ok(contracts.listConversions, { body: TABLE });
    const wednesday = rows.data.find((row) => row.workDate === '2026-11-04')!;
    const tuesday = rows.data.find((row) => row.workDate === '2026-11-03')!;
    const over = await hana.api.fail(contracts.convertToLeave, { body: { overworkId: tuesday.id, minutes: 31, reason: '' } }, 422);
    expect(over.code).toBe('CONVERSION_OVER_APPROVED');
    const leave = await hana.api.ok(contracts.convertToLeave, {
      body: { overworkId: wednesday.id, minutes: 60, reason: 'Time off in lieu' },
    });
    expect(leave).toMatchObject({ employeeId: andi, workDate: '2026-11-04', minutes: 60, reason: 'Time off in lieu' });
    expect(leave.days).toBe(leaveDays(60, leave.hoursPerDay));
    const again = await hana.api.fail(contracts.convertToLeave, { body: { overworkId: wednesday.id, minutes: 30, reason: '' } }, 409);
    expect(again.code).toBe('CONVERSION_EXISTS');
    expect(await hana.api.ok(contracts.getConvertedLeave, { params: { id: leave.id } })).toEqual(leave);

    const service = modules.service('attendanceOverwork');
    expect((await service.convertedLeave(company.companyId, andi, '2026-11-01', '2026-11-30')).map((row) => row.id)).toEqual([leave.id]);
    // Tuesday's 30 first-hour minutes; Wednesday's 150 less the 60 converted: its first 90 minutes.
    expect((await service.approvedOvertime(company.companyId, [andi], '2026-11-01', '2026-11-30')).get(andi)).toEqual([
      { band: 'id.overtimeFirstHour', minutes: 90 },
      { band: 'id.overtime', minutes: 30 },
    ]);
    const audited = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entity, 'converted-leave'), eq(auditLog.entityId, leave.id)));
    expect(audited).toEqual([{ action: 'create' }]);
  });

  it('an employee may not see overwork or thresholds; a manager may not convert', async () => {
    const { employee, company } = arranged;
    await employee.api.fail(contracts.listOverwork, { body: TABLE }, 403);
    await employee.api.fail(contracts.listThresholds, { body: TABLE }, 403);
    await employee.api.fail(contracts.listThresholdLocations, { body: TABLE }, 403);
    const manager = await loginAs(t, await createUser(t, company, { role: 'manager' }));
    await manager.api.fail(contracts.listConversions, { body: TABLE }, 403);
    await manager.api.fail(
      contracts.saveThreshold,
      { body: { name: 'Mine', dailyMinutes: 10, weeklyMinutes: null, monthlyMinutes: null } },
      403,
    );
  });

  it('another company sees none of it and cannot change it', async () => {
    const { hana, andi, threshold } = arranged;
    const other = await createCompany(t, { countryCode: 'ID' });
    const [row] = await rowsOf(hana);
    expect(await rowsOf(other.admin)).toEqual([]);
    await other.admin.api.fail(contracts.getOverwork, { params: { id: row!.id } }, 404);
    await other.admin.api.fail(contracts.convertToLeave, { body: { overworkId: row!.id, minutes: 1, reason: '' } }, 404);
    await other.admin.api.fail(contracts.decideOverwork, { body: { ids: [row!.id], decision: 'reject', comment: 'No' } }, 404);
    await other.admin.api.fail(contracts.deleteThreshold, { params: { id: threshold.id } }, 404);
    const ownThreshold = await other.admin.api.ok(contracts.saveThreshold, {
      body: { name: 'Theirs', dailyMinutes: 0, weeklyMinutes: null, monthlyMinutes: null },
    });
    await other.admin.api.fail(
      contracts.assignThreshold,
      { body: { thresholdId: ownThreshold.id, targetType: 'employee', targetIds: [andi], effectiveFrom: '2026-11-01' } },
      400,
    );
    expect((await other.admin.api.ok(contracts.listThresholdEmployees, { body: TABLE })).data).toEqual([]);
  });
});

describe('thresholds', () => {
  it('an employee’s own threshold wins over their location’s, from its date; HR decides overwork no workflow routes', async () => {
    const company = await createCompany(t, { countryCode: 'ID' });
    const site = await company.admin.api.ok(contracts.createSite, { body: { name: 'Bandung', address: 'Jl. Asia Afrika 1' } });
    const budi = await createEmployeeRow(t, company.companyId, { firstName: 'Budi', lastName: 'Santoso' });
    await t.tenant(company.companyId, (tx) => tx.update(employees).set({ siteId: site.id }).where(eq(employees.id, budi)));
    const loose = await company.admin.api.ok(contracts.saveThreshold, {
      body: { name: 'Loose', dailyMinutes: 240, weeklyMinutes: null, monthlyMinutes: null },
    });
    const strict = await company.admin.api.ok(contracts.saveThreshold, {
      body: { name: 'Strict', dailyMinutes: 0, weeklyMinutes: null, monthlyMinutes: null },
    });
    await company.admin.api.ok(contracts.assignThreshold, {
      body: { thresholdId: loose.id, targetType: 'location', targetIds: [site.id], effectiveFrom: '2026-11-01' },
    });
    await company.admin.api.ok(contracts.assignThreshold, {
      body: { thresholdId: strict.id, targetType: 'employee', targetIds: [budi], effectiveFrom: '2026-11-04' },
    });
    const listed = await company.admin.api.ok(contracts.listThresholdEmployees, { body: TABLE });
    expect(listed.data.map((row) => [row.targetName, row.thresholdName, row.effectiveFrom])).toEqual([
      ['Budi Santoso', 'Strict', '2026-11-04'],
    ]);
    for (const date of ['2026-11-03', '2026-11-04']) {
      await punch(company, budi, 'in', date, '09:00');
      await punch(company, budi, 'out', date, '19:00');
    }
    expect(await company.admin.api.ok(contracts.detectOverwork, { body: WEEK })).toEqual({ created: 2 });
    const rows = await rowsOf(company.admin);
    // Tuesday under the location's four hours; Wednesday under Budi's own zero.
    expect(rows.map((row) => [row.workDate, row.status, row.excessMinutes])).toEqual([
      ['2026-11-04', 'pending', 60],
      ['2026-11-03', 'approved', 0],
    ]);
    // Budi has no sign-in and the company no workflow: HR decides here.
    expect(rows[0]!.approvalRequestId).toBeNull();
    await company.admin.api.fail(contracts.decideOverwork, { body: { ids: [rows[0]!.id], decision: 'reject', comment: '' } }, 400);
    await company.admin.api.ok(contracts.decideOverwork, { body: { ids: [rows[0]!.id], decision: 'reject', comment: 'Not agreed' } });
    const [rejected] = await rowsOf(company.admin, { status: 'rejected' });
    // A rejected day keeps what was within its threshold: nothing, under a zero limit.
    expect([rejected!.status, rejected!.approvedMinutes, rejected!.decisionComment]).toEqual(['rejected', 0, 'Not agreed']);
    await company.admin.api.fail(contracts.convertToLeave, { body: { overworkId: rejected!.id, minutes: 10, reason: '' } }, 422);
  });

  it('keeps names unique and versions checked; deleting a threshold removes its assignments', async () => {
    const company = await createCompany(t, { countryCode: 'ID' });
    const body = { name: 'Weekly', dailyMinutes: null, weeklyMinutes: 300, monthlyMinutes: 1200 };
    const created = await company.admin.api.ok(contracts.saveThreshold, { body });
    expect((await company.admin.api.fail(contracts.saveThreshold, { body: { ...body, name: 'weekly' } }, 409)).code).toBe('NAME_TAKEN');
    await company.admin.api.fail(
      contracts.saveThreshold,
      { body: { ...body, dailyMinutes: null, weeklyMinutes: null, monthlyMinutes: null } },
      400,
    );
    // The web client leaves empty limits out (its bodies drop nulls): no limit of that length.
    const dailyOnly = await company.admin.api.ok(contracts.saveThreshold, { body: { name: 'Daily only', dailyMinutes: 30 } });
    expect([dailyOnly.dailyMinutes, dailyOnly.weeklyMinutes, dailyOnly.monthlyMinutes]).toEqual([30, null, null]);
    await company.admin.api.fail(contracts.saveThreshold, { body: { name: 'Nothing' } }, 400);
    const changed = await company.admin.api.ok(contracts.saveThreshold, {
      body: { ...body, id: created.id, version: created.version, weeklyMinutes: 360 },
    });
    expect(changed.weeklyMinutes).toBe(360);
    await company.admin.api.fail(contracts.saveThreshold, { body: { ...body, id: created.id, version: created.version } }, 409);
    const employeeId = await createEmployeeRow(t, company.companyId, {});
    await company.admin.api.ok(contracts.assignThreshold, {
      body: { thresholdId: created.id, targetType: 'employee', targetIds: [employeeId], effectiveFrom: '2026-01-01' },
    });
    await company.admin.api.ok(contracts.deleteThreshold, { params: { id: created.id } });
    expect((await company.admin.api.ok(contracts.listThresholdEmployees, { body: TABLE })).data).toEqual([]);
  });
});

describe('the daily check', () => {
  it('finds the last week’s overtime by itself, once, and leaves today (not over yet) alone', async () => {
    const company = await createCompany(t, { countryCode: 'ID' });
    const siti = await createEmployeeRow(t, company.companyId, { firstName: 'Siti', lastName: 'Aminah' });
    const threshold = await company.admin.api.ok(contracts.saveThreshold, {
      body: { name: 'Half an hour', dailyMinutes: 30, weeklyMinutes: null, monthlyMinutes: null },
    });
    await company.admin.api.ok(contracts.assignThreshold, {
      body: { thresholdId: threshold.id, targetType: 'employee', targetIds: [siti], effectiveFrom: '2000-01-01' },
    });
    // The last weekday before today in Jakarta, worked until eight.
    const jakartaDay = (back: number) => new Date(t.clock.now().getTime() + 7 * 3_600_000 - back * 86_400_000);
    let back = 1;
    while ([0, 6].includes(jakartaDay(back).getUTCDay())) back += 1;
    const date = jakartaDay(back).toISOString().slice(0, 10);
    await punch(company, siti, 'in', date, '09:00');
    await punch(company, siti, 'out', date, '20:00');
    const service = modules.service('attendanceOverwork');
    expect(await service.detectRecent(company.companyId)).toBe(1);
    expect(await service.detectRecent(company.companyId)).toBe(0);
    const rows = await rowsOf(company.admin);
    // Two hours after the end on a working day; all ten on a public holiday, should the day be one.
    expect(rows.map((row) => [row.workDate, row.status, row.excessMinutes])).toEqual([[date, 'pending', rows[0]!.overtimeMinutes - 30]]);
  });
});
