import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { employees, leaveLedgerEntries, leavePolicies, leaveRequests } from '../../../db/schema/index.ts';
import {
  createCompany,
  createEmployeeRow,
  createFakeClock,
  createTestApp,
  createTestModules,
  createUser,
  loginAs,
  type TestApp,
} from '../../../testing/index.ts';
import { READ_BY_ID_UP_TO } from '../time-off.repository.ts';

let t: TestApp;
beforeAll(async () => {
  // Friday 27 November 2026, morning in Singapore.
  t = await createTestApp({ clock: createFakeClock(new Date('2026-11-27T02:00:00Z')) });
});
afterAll(async () => {
  await t?.close();
});

const TABLE = { start: 0, length: 100, search: { value: '' }, order: [], columns: [] };
const DATE = '2026-11-27';

/**
 * A Singapore company with a mixed set on the statutory profile (a joiner, a leaver with an
 * encashment, a long-serving employee carrying days forward, one moved to the profile later, one
 * with it from after the date, one without any) and, beside them, more employees than a balance
 * read matches by id, so the whole company's balances are read by company.
 */
async function arrange() {
  const company = await createCompany(t, { countryCode: 'SG' });
  const { companyId } = company;
  const hana = await loginAs(t, await createUser(t, company, { role: 'hrManager', firstName: 'Hana' }));
  const [annual, sick] = await (async () => {
    const categories = (await hana.api.ok(contracts.listLeaveCategories, { body: TABLE })).data;
    return [categories.find((row) => row.code === 'annual')!, categories.find((row) => row.code === 'sick')!];
  })();
  const profile = (await hana.api.ok(contracts.listLeaveProfiles, { body: TABLE })).data[0]!;
  const person = async (firstName: string, hiringDate: string, cessationDate: string | null = null) => {
    const id = await createEmployeeRow(t, companyId, { firstName, lastName: 'Mixed', cessationDate });
    await t.db
      .update(employees)
      .set({ hiringDate })
      .where(and(eq(employees.companyId, companyId), eq(employees.id, id)));
    return id;
  };
  const joiner = await person('Joiner', '2026-05-18');
  const leaver = await person('Leaver', '2021-04-06', '2026-09-30');
  const veteran = await person('Veteran', '2019-02-11');
  const mover = await person('Mover', '2022-07-01');
  const later = await person('Later', '2020-01-06');
  const unassigned = await person('Unassigned', '2024-02-01');
  const assign = (employeeIds: string[], effectiveFrom: string, days?: string) =>
    hana.api.ok(contracts.assignLeaveProfile, {
      body: { profileId: profile.id, employeeIds, effectiveFrom, startingDays: days ? [{ categoryId: annual.id, days }] : [] },
    });
  await assign([joiner], '2026-05-18');
  await assign([leaver, veteran], '2024-01-01', '3');
  await assign([mover], '2025-03-01', '1.5');
  await assign([mover], '2026-02-01', '4');
  await assign([later], '2026-12-01', '2');

  // Requests: approved in past years (what carries forward), this year approved, pending, cancelled
  // and rejected, and some after the date (a balance at the end of the date counts none of them).
  const [policy] = await t.db
    .select({ id: leavePolicies.id })
    .from(leavePolicies)
    .where(and(eq(leavePolicies.companyId, companyId), eq(leavePolicies.categoryId, annual.id)));
  const request = (employeeId: string, from: string, days: number, status: string, categoryId = annual.id) => {
    const byDate = Array.from({ length: days }, (_, index) => {
      const day = new Date(`${from}T00:00:00Z`);
      day.setUTCDate(day.getUTCDate() + index);
      return { date: day.toISOString().slice(0, 10), days: '1' };
    });
    return {
      companyId,
      employeeId,
      categoryId,
      policyId: policy!.id,
      fromDate: from,
      toDate: byDate.at(-1)!.date,
      days: String(days),
      byDate,
      status,
    };
  };
  await t.db.insert(leaveRequests).values([
    request(veteran, '2024-03-05', 2, 'approved'),
    request(veteran, '2025-02-10', 3, 'approved'),
    request(veteran, '2025-08-05', 1, 'cancelled'),
    request(veteran, '2026-03-03', 2, 'approved'),
    request(veteran, '2026-11-24', 2, 'pending'),
    request(veteran, '2026-11-26', 3, 'approved'), // runs past the date: its last day is not counted yet
    request(veteran, '2026-12-15', 2, 'approved'),
    request(veteran, '2026-10-06', 1, 'approved', sick.id),
    request(joiner, '2026-08-04', 1, 'approved'),
    request(joiner, '2026-10-13', 2, 'rejected'),
    request(joiner, '2026-12-21', 3, 'pending'),
    request(leaver, '2025-06-02', 4, 'approved'),
    request(leaver, '2026-06-01', 2, 'approved'),
    request(mover, '2025-05-05', 1, 'approved'),
    request(mover, '2026-04-07', 2, 'approved'),
    request(unassigned, '2026-04-07', 1, 'approved'),
  ]);
  const entry = (employeeId: string, kind: string, entryDate: string, days: string, source = 'manual') => ({
    companyId,
    employeeId,
    categoryId: annual.id,
    kind,
    entryDate,
    days,
    reason: kind === 'adjustment' ? 'Long service award' : kind,
    source,
  });
  await t.db
    .insert(leaveLedgerEntries)
    .values([
      entry(veteran, 'adjustment', '2025-06-01', '1'),
      entry(veteran, 'adjustment', '2026-06-01', '1.5'),
      entry(veteran, 'adjustment', '2026-12-01', '4'),
      entry(joiner, 'opening', '2026-05-18', '2', 'import'),
      entry(leaver, 'encashment', '2026-09-30', '-2.5', 'leaving'),
      entry(mover, 'adjustment', '2025-12-31', '-0.5'),
      entry(mover, 'adjustment', '2026-02-01', '1'),
    ]);

  // The rest of the company, with the profile and a request each, so the read goes by company.
  await t.db.execute(sql`
    insert into employees (company_id, employment_number, first_name, last_name, identification_type, identification_number, hiring_date)
    select ${companyId}, 'F' || lpad(g::text, 5, '0'), 'Filler', 'No ' || g, 'SG_NRIC', 'S' || lpad((g * 7919 % 10000000)::text, 7, '0') || chr(65 + g % 26),
      date '2018-01-01' + g * 5
    from generate_series(1, ${READ_BY_ID_UP_TO + 10}) g`);
  await t.db.execute(sql`
    insert into leave_assignments (company_id, employee_id, profile_id, effective_from, starting_days)
    select company_id, id, ${profile.id}, greatest(hiring_date, date '2024-01-01'), jsonb_build_object(${annual.id}::text, '1')
    from employees where company_id = ${companyId} and first_name = 'Filler'`);
  await t.db.execute(sql`
    insert into leave_requests (company_id, employee_id, category_id, policy_id, from_date, to_date, days, by_date, status)
    select company_id, id, ${annual.id}, ${policy!.id}, date '2026-07-07', date '2026-07-07', 1,
      jsonb_build_array(jsonb_build_object('date', '2026-07-07', 'days', '1')), case when hiring_date < date '2024-06-01' then 'approved' else 'pending' end
    from employees where company_id = ${companyId} and first_name = 'Filler'`);

  const modules = await createTestModules(t);
  const access = modules.service('timeOff').ledgerAccess;
  const everyone = (
    await t.db.select({ id: employees.id }).from(employees).where(eq(employees.companyId, companyId)).orderBy(employees.id)
  ).map((row) => row.id);
  return { companyId, hana, access, annual, sick, everyone, mixed: { joiner, leaver, veteran, mover, later, unassigned } };
}

describe('balances of a whole company on a date', () => {
  let arranged: Awaited<ReturnType<typeof arrange>>;
  beforeAll(async () => {
    arranged = await arrange();
  });

  it('read by company, every balance equals the one read for the employee alone, and the one with its trace', async () => {
    const { companyId, access, everyone, mixed } = arranged;
    expect(everyone.length).toBeGreaterThan(READ_BY_ID_UP_TO);
    const all = await access.balancesFor(companyId, everyone, DATE);
    // Every assigned employee has a balance of every category of the profile; the unassigned and the one assigned later have none.
    const perEmployee = new Map<string, typeof all>();
    for (const row of all) perEmployee.set(row.employeeId, [...(perEmployee.get(row.employeeId) ?? []), row]);
    expect(perEmployee.size).toBe(everyone.length - 2);
    expect(perEmployee.has(mixed.unassigned)).toBe(false);
    expect(perEmployee.has(mixed.later)).toBe(false);
    const sample = [...Object.values(mixed), ...everyone.filter((_, index) => index % 97 === 0)];
    for (const employeeId of sample) {
      const alone = await access.balancesFor(companyId, [employeeId], DATE);
      expect(perEmployee.get(employeeId) ?? [], employeeId).toEqual(alone);
      for (const balance of alone) {
        const traced = await access.balanceWithTrace(companyId, employeeId, balance.categoryId, DATE);
        const { trace, ...figures } = traced!;
        expect(figures, `${employeeId} ${balance.categoryName}`).toEqual({
          entitled: balance.entitled,
          accrued: balance.accrued,
          taken: balance.taken,
          pending: balance.pending,
          carriedForward: balance.carriedForward,
          expired: balance.expired,
          adjusted: balance.adjusted,
          balance: balance.balance,
          leaveYear: balance.leaveYear,
        });
        expect(trace.every((line) => line.date <= DATE)).toBe(true);
      }
    }
  });

  it('the categories asked for only, the same figures', async () => {
    const { companyId, access, everyone, annual, sick } = arranged;
    const all = await access.balancesFor(companyId, everyone, DATE);
    const some = await access.balancesFor(companyId, everyone, DATE, new Set([annual.id, sick.id]));
    expect(some).toEqual(all.filter((row) => row.categoryId === annual.id || row.categoryId === sick.id));
    expect(some.length).toBe((everyone.length - 2) * 2);
  });

  it('counts what the ledger holds through the date: approved and pending days, not cancelled, rejected or later ones', async () => {
    const { companyId, access, annual, mixed, hana } = arranged;
    const annualOf = async (employeeId: string, date = DATE) =>
      (await access.balancesFor(companyId, [employeeId], date, new Set([annual.id])))[0]!;
    const veteran = await annualOf(mixed.veteran);
    // 2 in March and the 26th and 27th of the request from the 26th; the 2 pending from the 24th; 1.5 adjusted (not December's 4).
    expect([veteran.taken, veteran.pending, veteran.adjusted]).toEqual(['4', '2', '1.5']);
    const fixedShape = await hana.api.ok(contracts.getEmployeeLeaveBalance, {
      params: { id: mixed.veteran, type: 'annual' },
      query: { date: DATE },
    });
    expect(fixedShape.balance).toBe(veteran.balance);
    // A later date counts the later entries.
    const december = await annualOf(mixed.veteran, '2026-12-31');
    expect([december.taken, december.pending, december.adjusted]).toEqual(['7', '2', '5.5']);
    const joiner = await annualOf(mixed.joiner);
    expect([joiner.taken, joiner.pending, joiner.carriedForward]).toEqual(['1', '0', '2']);
    const leaver = await annualOf(mixed.leaver);
    expect([leaver.taken, leaver.adjusted]).toEqual(['2', '-2.5']);
    // The mover's second assignment (from 1 Feb 2026, 4 days to start) is the one in force: its ledger only
    // (not December 2025's adjustment); its leave year ran to 30 June (hired 1 July).
    const june = await annualOf(mixed.mover, '2026-06-30');
    expect([june.taken, june.adjusted, june.carriedForward]).toEqual(['2', '1', '4']);
    const mover = await annualOf(mixed.mover);
    expect([mover.taken, mover.adjusted]).toEqual(['0', '0']);
  });
});
