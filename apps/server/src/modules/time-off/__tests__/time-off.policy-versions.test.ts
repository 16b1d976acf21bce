import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import type { LeaveRules } from '@tenaga/contracts';
import { auditLog, employees } from '../../../db/schema/index.ts';
import {
  createCompany,
  createEmployeeRow,
  createFakeClock,
  createTestApp,
  createUser,
  loginAs,
  type TestApp,
} from '../../../testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  // Friday 27 November 2026, morning in Singapore.
  t = await createTestApp({ clock: createFakeClock(new Date('2026-11-27T02:00:00Z')) });
});
afterAll(async () => {
  await t?.close();
});

const TABLE = { start: 0, length: 100, search: { value: '' }, order: [], columns: [] };

/** 12 days a calendar year, a twelfth credited at each month's end; no carry-forward, no notice. */
const monthly = (rules: LeaveRules, days: string): LeaveRules => ({
  ...rules,
  entitlement: { kind: 'fixed', days },
  accrual: { method: 'monthly' },
  proRating: { basis: 'completedMonths', rounding: { step: '0.01', mode: 'nearest' } },
  leaveYear: 'calendar',
  carryForward: null,
  minimumNoticeDays: 0,
  maximumConsecutiveDays: null,
  attachmentAfterDays: null,
  negativeBalanceDays: null,
  eligibility: { ...rules.eligibility, minimumServiceMonths: 0, genders: null, confirmedOnly: false },
});

/** A Singapore company with a policy of its own category, assigned from 1 Jan 2026 to Rina (hired 2020). */
async function arrange() {
  const company = await createCompany(t, { countryCode: 'SG' });
  const hana = await loginAs(t, await createUser(t, company, { role: 'hrManager', firstName: 'Hana' }));
  const annualRules = (await hana.api.ok(contracts.listLeavePolicies, { body: TABLE })).data.find(
    (row) => row.categoryCode === 'annual',
  )!.rules;
  const category = await hana.api.ok(contracts.createLeaveCategory, { body: { name: 'Study leave', description: '' } });
  const rules = monthly(annualRules, '12');
  const policy = await hana.api.ok(contracts.createLeavePolicy, { body: { categoryId: category.id, name: 'Study', rules } });
  const profile = await hana.api.ok(contracts.createLeaveProfile, { body: { name: 'Students', policyIds: [policy.id] } });
  const rina = await createEmployeeRow(t, company.companyId, { firstName: 'Rina', lastName: 'Lim' });
  await t.tenant(company.companyId, (tx) => tx.update(employees).set({ hiringDate: '2020-01-06' }).where(eq(employees.id, rina)));
  await hana.api.ok(contracts.assignLeaveProfile, { body: { profileId: profile.id, employeeIds: [rina], effectiveFrom: '2026-01-01' } });
  const balance = (date: string) =>
    hana.api.ok(contracts.getEmployeeLeaveBalance, { params: { id: rina, type: category.id }, query: { date } });
  const current = async () => (await hana.api.ok(contracts.listLeavePolicies, { body: TABLE })).data.find((row) => row.id === policy.id)!;
  const change = async (changed: LeaveRules, effectiveFrom: string | null) => {
    const now = await current();
    return hana.api.ok(contracts.updateLeavePolicy, {
      body: { id: policy.id, version: now.version, categoryId: category.id, name: 'Study', rules: changed, effectiveFrom },
    });
  };
  return { company, hana, category, policy, rules, rina, balance, current, change };
}

describe('dated versions of a leave policy', () => {
  it('a version from next year changes next year’s balances, never this year’s; the list shows every version', async () => {
    const { company, policy, rules, balance, change } = await arrange();
    const before = await balance('2026-11-27');
    expect(before.accrued).toBe('10');
    const changed = await change(monthly(rules, '24'), '2027-01-01');
    expect(changed.versions.map((row) => [row.effectiveFrom, row.rules.entitlement])).toEqual([
      [null, { kind: 'fixed', days: '12' }],
      ['2027-01-01', { kind: 'fixed', days: '24' }],
    ]);
    expect(changed.rules.entitlement).toEqual({ kind: 'fixed', days: '24' });
    expect(await balance('2026-11-27')).toEqual(before);
    expect(await balance('2026-12-31')).toMatchObject({ entitled: '12', accrued: '12' });
    expect(await balance('2027-06-30')).toMatchObject({ entitled: '24', accrued: '12' });
    const audit = await t.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entity, 'leave-policy'), eq(auditLog.entityId, policy.id)))
      .orderBy(asc(auditLog.at));
    expect(audit.map((row) => row.action)).toEqual(['create', 'update']);
    expect(JSON.stringify(audit[1]!.after)).toContain('2027-01-01');
  });

  it('a version dated in a year already begun applies from the next leave year', async () => {
    const { balance, change, rules } = await arrange();
    await change(monthly(rules, '24'), '2026-06-01');
    expect(await balance('2026-11-27')).toMatchObject({ entitled: '12', accrued: '10' });
    expect(await balance('2027-01-31')).toMatchObject({ entitled: '24', accrued: '2' });
  });

  it('a change without a date corrects the latest version only; an earlier date or a new kind of leave year is refused', async () => {
    const { hana, balance, change, current, rules, policy, category } = await arrange();
    await change(monthly(rules, '24'), '2027-01-01');
    const corrected = await change(monthly(rules, '18'), null);
    expect(corrected.versions.map((row) => row.rules.entitlement)).toEqual([
      { kind: 'fixed', days: '12' },
      { kind: 'fixed', days: '18' },
    ]);
    expect(await balance('2027-06-30')).toMatchObject({ accrued: '9' });
    const now = await current();
    const body = { id: policy.id, version: now.version, categoryId: category.id, name: 'Study' };
    const early = await hana.api.fail(
      contracts.updateLeavePolicy,
      { body: { ...body, rules: monthly(rules, '30'), effectiveFrom: '2026-12-01' } },
      400,
    );
    expect(early.errors).toMatchObject({ effectiveFrom: expect.any(String) });
    const byHiring = { ...monthly(rules, '18'), leaveYear: 'hiringDate' as const };
    const leaveYear = await hana.api.fail(contracts.updateLeavePolicy, { body: { ...body, rules: byHiring, effectiveFrom: null } }, 400);
    expect(Object.keys(leaveYear.errors ?? {})).toEqual(['rules.leaveYear']);
    // The same rules again from a later date add no version.
    expect((await change(monthly(rules, '18'), '2028-01-01')).versions).toHaveLength(2);
  });

  it('a request follows the request rules of the version in force on its first day', async () => {
    const { hana, change, rules, rina, category } = await arrange();
    await change({ ...monthly(rules, '12'), minimumNoticeDays: 60 }, '2027-01-01');
    const preview = (from: string) =>
      hana.api.ok(contracts.previewLeaveRequest, { body: { categoryId: category.id, employeeId: rina, from, to: from } });
    expect((await preview('2026-12-14')).problems).not.toContain('minimumNotice');
    expect((await preview('2027-01-11')).problems).toContain('minimumNotice');
  });

  it('a version not yet in force can be withdrawn; one in force cannot (409); by role and company', async () => {
    const { company, hana, change, rules, policy, balance } = await arrange();
    await change(monthly(rules, '24'), '2027-01-01');
    const withdrawn = await hana.api.ok(contracts.deleteLeavePolicyVersion, { params: { id: policy.id, effectiveFrom: '2027-01-01' } });
    expect(withdrawn.versions).toHaveLength(1);
    expect(await balance('2027-06-30')).toMatchObject({ entitled: '12' });
    await hana.api.fail(contracts.deleteLeavePolicyVersion, { params: { id: policy.id, effectiveFrom: '2027-01-01' } }, 404);

    await change(monthly(rules, '14'), '2026-11-27');
    const inForce = await hana.api.fail(
      contracts.deleteLeavePolicyVersion,
      { params: { id: policy.id, effectiveFrom: '2026-11-27' } },
      409,
    );
    expect(inForce.code).toBe('LEAVE_VERSION_IN_FORCE');

    await change(monthly(rules, '16'), '2027-01-01');
    const employee = await loginAs(t, await createUser(t, company, { role: 'employee', firstName: 'Eli' }));
    await employee.api.fail(contracts.deleteLeavePolicyVersion, { params: { id: policy.id, effectiveFrom: '2027-01-01' } }, 403);
    const stranger = await createCompany(t);
    await stranger.admin.api.fail(contracts.deleteLeavePolicyVersion, { params: { id: policy.id, effectiveFrom: '2027-01-01' } }, 404);
  });
});
