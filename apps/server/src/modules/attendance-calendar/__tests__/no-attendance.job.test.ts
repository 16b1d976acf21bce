import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { attendanceEvents, notifications } from '../../../db/schema/index.ts';
import {
  createCompany,
  createEmployeeRow,
  createTestApp,
  createUser,
  linkUserToEmployee,
  MINUTE_MS,
  type TestApp,
  type TestCompany,
} from '../../../testing/index.ts';
import { NO_ATTENDANCE_JOB } from '../index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Fixed hours start at 09:00 on the company's working days; Wednesday 2 December 2026 in Singapore (UTC+8). */
const NINE = Date.parse('2026-12-02T01:00:00Z');

async function signedIn(company: TestCompany, input: { role: 'employee' | 'manager'; managerId?: string }) {
  const employeeId = await createEmployeeRow(t, company.companyId, { managerId: input.managerId ?? null });
  const user = await createUser(t, company, { role: input.role });
  await linkUserToEmployee(t, { companyId: company.companyId, userId: user.userId, employeeId });
  return { employeeId, userId: user.userId };
}

async function runCheck(company: TestCompany) {
  await t.tenant(company.companyId, (tx) =>
    t.jobs.enqueue(tx, { companyId: company.companyId, type: NO_ATTENDANCE_JOB, payload: {}, createdBy: null }),
  );
  await t.jobs.drain();
}

const noticesOf = (company: TestCompany, userId: string) =>
  t.tenant(company.companyId, (tx) =>
    tx
      .select({ type: notifications.type, bodyKey: notifications.bodyKey, values: notifications.values, path: notifications.path })
      .from(notifications)
      .where(and(eq(notifications.companyId, company.companyId), eq(notifications.userId, userId), eq(notifications.kind, 'noAttendance'))),
  );

describe('no-attendance check (type 18)', () => {
  it('tells the employee and their manager once the threshold after the shift’s start has passed, once a day; not who clocked in', async () => {
    t.clock.set(NINE - 60 * MINUTE_MS);
    const company = await createCompany(t, { countryCode: 'SG' });
    const manager = await signedIn(company, { role: 'manager' });
    const late = await signedIn(company, { role: 'employee', managerId: manager.employeeId });
    const early = await signedIn(company, { role: 'employee', managerId: manager.employeeId });
    await t.tenant(company.companyId, (tx) =>
      tx.insert(attendanceEvents).values({
        companyId: company.companyId,
        employeeId: early.employeeId,
        action: 'in',
        at: new Date(NINE - 5 * MINUTE_MS),
        timezone: 'Asia/Singapore',
        source: 'web',
        idempotencyKey: 'no-attendance-early',
      }),
    );

    t.clock.set(NINE + 29 * MINUTE_MS);
    await runCheck(company);
    expect(await noticesOf(company, late.userId)).toEqual([]);

    t.clock.set(NINE + 31 * MINUTE_MS);
    await runCheck(company);
    await runCheck(company);
    expect(await noticesOf(company, late.userId)).toEqual([
      {
        type: contracts.NOTIFICATION_TYPES.noAttendance,
        bodyKey: 'attendanceNotices:noAttendance.bodySelf',
        values: expect.objectContaining({ date: '2026-12-02', time: '09:00' }),
        path: '/clock',
      },
    ]);
    expect(await noticesOf(company, early.userId)).toEqual([]);
    // The manager hears of the late one only (and of themselves: not scheduled under anyone).
    const toManager = await noticesOf(company, manager.userId);
    expect(toManager.filter((notice) => notice.bodyKey === 'attendanceNotices:noAttendance.bodyManager')).toEqual([
      expect.objectContaining({ path: '/attendance/calendar', values: expect.objectContaining({ time: '09:00' }) }),
    ]);
  });

  it('follows the company’s threshold', async () => {
    t.clock.set(NINE - 60 * MINUTE_MS);
    const company = await createCompany(t, { countryCode: 'SG' });
    const worker = await signedIn(company, { role: 'employee' });
    await company.admin.api.ok(contracts.updateSiteSettings, { body: { version: 1, noAttendanceMinutes: 60 } });
    t.clock.set(NINE + 45 * MINUTE_MS);
    await runCheck(company);
    expect(await noticesOf(company, worker.userId)).toEqual([]);
    t.clock.set(NINE + 61 * MINUTE_MS);
    await runCheck(company);
    expect(await noticesOf(company, worker.userId)).toHaveLength(1);
  });

  it('tells nobody on a Saturday (a rest day of the working week)', async () => {
    t.clock.set(Date.parse('2026-12-05T01:00:00Z') - 60 * MINUTE_MS);
    const company = await createCompany(t, { countryCode: 'SG' });
    const worker = await signedIn(company, { role: 'employee' });
    t.clock.set(Date.parse('2026-12-05T01:00:00Z') + 60 * MINUTE_MS);
    await runCheck(company);
    expect(await noticesOf(company, worker.userId)).toEqual([]);
  });
});
