import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rosterInstances } from '@tenaga/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { ModuleContext } from '../../../platform/module.ts';
import { createTestApp, type TestApp } from '../../../testing/index.ts';
import { createTestModules } from '../../../testing/test-modules.ts';
import { attendanceEvents, companies, employees } from '../../schema/index.ts';
import { DEMO_DOMAIN, seedDemoCompany } from '../demo.ts';

let t: TestApp;
let modules: ModuleContext;
beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoCompany(t.db)).toBe(true);
  modules = await createTestModules(t);
});
afterAll(async () => {
  await t?.close();
});

const HOUR = 3_600_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe("the demo company's attendance", () => {
  it('gives the head office a full-time setting and rosters, and the night patrol punches on its rostered nights', async () => {
    const [company] = await t.db.select().from(companies).where(eq(companies.domain, DEMO_DOMAIN));
    const people = await t.db.select({ id: employees.id }).from(employees).where(eq(employees.companyId, company!.id));
    const now = t.clock.now().getTime();
    const range = { from: isoDate(now - 31 * 24 * HOUR), to: isoDate(now) };
    const plans = await modules.service('attendanceSettings').schedulePlans({
      companyId: company!.id,
      employeeIds: people.map((person) => person.id),
      ...range,
    });
    const rostered = [...plans.values()].filter((plan) => plan.roster);
    expect(rostered.length).toBeGreaterThan(3);
    expect(rostered.every((plan) => plan.setting?.name === 'Standard full time')).toBe(true);

    const nights = rostered.filter((plan) => plan.roster!.shifts.some((shift) => shift.start === '22:00'));
    expect(nights).toHaveLength(3);
    const punches = await t.db
      .select({ employeeId: attendanceEvents.employeeId, action: attendanceEvents.action, at: attendanceEvents.at })
      .from(attendanceEvents)
      .where(
        and(
          eq(attendanceEvents.companyId, company!.id),
          inArray(
            attendanceEvents.employeeId,
            nights.map((plan) => plan.employeeId),
          ),
        ),
      );
    expect(punches.length).toBeGreaterThan(20);
    for (const plan of nights) {
      const instances = rosterInstances({ ...range, timeZone: 'Asia/Singapore', ...plan.roster! });
      for (const punch of punches.filter((each) => each.employeeId === plan.employeeId)) {
        const at = punch.at.getTime();
        // Every punch is within half an hour of its night's start (in) or end (out).
        const near = instances.some((night) => Math.abs(at - (punch.action === 'in' ? night.start : night.end)) <= 0.5 * HOUR);
        expect(near, `${punch.action} at ${punch.at.toISOString()}`).toBe(true);
      }
    }
  });
});
