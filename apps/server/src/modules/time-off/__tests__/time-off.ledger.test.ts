import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { ImportResultSchema, type ImportFileBody } from '@tenaga/contracts';
import {
  auditLog,
  employees,
  leaveCategories,
  leaveLedgerEntries,
  leavePolicies,
  leaveProfilePolicies,
  leaveProfiles,
  leaveSetups,
} from '../../../db/schema/index.ts';
import {
  createCompany,
  createEmployeeRow,
  createFakeClock,
  createTestApp,
  createUser,
  linkUserToEmployee,
  loginAs,
  type TestApp,
  type TestCompany,
  type TestSession,
} from '../../../testing/index.ts';
import { csvFile } from '../../../testing/import-files.ts';
import { leaveEncashmentsFor } from '../time-off.ledger.ts';

let t: TestApp;
beforeAll(async () => {
  // Friday 27 November 2026, morning in Singapore.
  t = await createTestApp({ clock: createFakeClock(new Date('2026-11-27T02:00:00Z')) });
});
afterAll(async () => {
  await t?.close();
});

const TABLE = { start: 0, length: 100, search: { value: '' }, order: [], columns: [] };

const numberOf = async (companyId: string, id: string) => {
  const [row] = await t.db.select({ number: employees.employmentNumber }).from(employees).where(eq(employees.id, id));
  expect(row, companyId).toBeDefined();
  return row!.number;
};

/** A Singapore company: Hana (HR), Siti (an employee who signs in) with the statutory profile from 2026-01-01 and 3 annual days to start. */
async function arrange() {
  const company = await createCompany(t, { countryCode: 'SG' });
  const hana = await loginAs(t, await createUser(t, company, { role: 'hrManager', firstName: 'Hana' }));
  const siti = await createEmployeeRow(t, company.companyId, { firstName: 'Siti', lastName: 'Rahman' });
  const oscar = await createEmployeeRow(t, company.companyId, { firstName: 'Oscar', lastName: 'Lee' });
  const sitiUser = await createUser(t, company, { role: 'employee', firstName: 'Siti' });
  await linkUserToEmployee(t, { companyId: company.companyId, userId: sitiUser.userId, employeeId: siti });
  const categories = (await hana.api.ok(contracts.listLeaveCategories, { body: TABLE })).data;
  const annual = categories.find((row) => row.code === 'annual')!;
  const profile = (await hana.api.ok(contracts.listLeaveProfiles, { body: TABLE })).data[0]!;
  await hana.api.ok(contracts.assignLeaveProfile, {
    body: {
      profileId: profile.id,
      employeeIds: [siti, oscar],
      effectiveFrom: '2026-01-01',
      startingDays: [{ categoryId: annual.id, days: '3' }],
    },
  });
  return { company, hana, siti, oscar, employee: await loginAs(t, sitiUser), annual, categories };
}

const balanceOf = (session: TestSession, id: string, date = '2026-11-30') =>
  session.api.ok(contracts.getEmployeeLeaveBalance, { params: { id, type: 'annual' }, query: { date } });

const auditOf = (company: TestCompany, entityId: string) =>
  t.db
    .select({ action: auditLog.action, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entity, 'leave-ledger-entry'), eq(auditLog.entityId, entityId)));

describe('statutory defaults at company set-up', () => {
  it('a new company has its country’s categories, policies and profile before anything reads them', async () => {
    const company = await createCompany(t, { countryCode: 'MY' });
    const categories = await t.db.select().from(leaveCategories).where(eq(leaveCategories.companyId, company.companyId));
    expect(categories.map((row) => row.code)).toEqual(expect.arrayContaining(['annual', 'sick', 'maternity', 'timeOffInLieu']));
    // Named in the company's language (Malay for a Malaysian company).
    expect(categories.find((row) => row.code === 'annual')!.name).toBe('Cuti tahunan');
    const [setup] = await t.db.select().from(leaveSetups).where(eq(leaveSetups.companyId, company.companyId));
    expect(setup?.country).toBe('MY');
    const profiles = await t.db.select().from(leaveProfiles).where(eq(leaveProfiles.companyId, company.companyId));
    expect(profiles).toHaveLength(1);
    // Reading them makes nothing twice.
    const listed = await company.admin.api.ok(contracts.listLeaveCategories, { body: TABLE });
    expect(listed.recordsTotal).toBe(categories.length);
  });

  it('a company made before set-up made them gets them on its first use (the backfill), once', async () => {
    const company = await createCompany(t, { countryCode: 'ID' });
    const id = company.companyId;
    // As a company made before: no defaults and no set-up mark.
    await t.db.delete(leaveProfilePolicies).where(eq(leaveProfilePolicies.companyId, id));
    await t.db.delete(leaveProfiles).where(eq(leaveProfiles.companyId, id));
    await t.db.delete(leavePolicies).where(eq(leavePolicies.companyId, id));
    await t.db.delete(leaveCategories).where(eq(leaveCategories.companyId, id));
    await t.db.delete(leaveSetups).where(eq(leaveSetups.companyId, id));
    const first = await company.admin.api.ok(contracts.listLeaveCategories, { body: TABLE });
    expect(first.data.map((row) => row.code)).toEqual(expect.arrayContaining(['annual', 'marriage', 'id.wifeGivingBirth']));
    const again = await company.admin.api.ok(contracts.listLeaveCategories, { body: TABLE });
    expect(again.recordsTotal).toBe(first.recordsTotal);
  });
});

describe('HR adjustments', () => {
  let arranged: Awaited<ReturnType<typeof arrange>>;
  beforeAll(async () => {
    arranged = await arrange();
  });

  it('adds dated +/− days with a reason; they feed `adjusted` and show in the ledger with their reason; audited', async () => {
    const { hana, siti, annual, company, employee } = arranged;
    const before = await balanceOf(hana, siti);
    expect(before.adjusted).toBe('0');
    const plus = await hana.api.ok(contracts.createLeaveAdjustment, {
      params: { id: siti },
      body: { categoryId: annual.id, date: '2026-06-01', days: '2', reason: 'Long service award' },
    });
    expect(plus).toMatchObject({ kind: 'adjustment', days: '2', reason: 'Long service award', source: 'manual', date: '2026-06-01' });
    // A mistake is corrected by a reversing entry.
    await hana.api.ok(contracts.createLeaveAdjustment, {
      params: { id: siti },
      body: { categoryId: annual.id, date: '2026-06-02', days: '-0.5', reason: 'Reverses half of the award' },
    });
    const after = await balanceOf(hana, siti);
    expect(after.adjusted).toBe('1.5');
    expect(Number(after.balance) - Number(before.balance)).toBeCloseTo(1.5, 10);

    // The employee reads their own ledger: the lines add up to the balance.
    const ledger = await employee.api.ok(contracts.getEmployeeLeaveLedger, {
      params: { id: siti, type: 'annual' },
      query: { date: '2026-11-30' },
    });
    expect(ledger.figures).toEqual(after);
    expect(ledger.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'adjustment', days: '2', reason: 'Long service award', date: '2026-06-01' }),
        expect.objectContaining({ kind: 'adjustment', days: '-0.5', reason: 'Reverses half of the award' }),
        // The starting 3 days were given in the previous leave year (it runs from the hiring day): they come in carried.
        expect.objectContaining({ kind: 'carryForward', days: '3' }),
      ]),
    );
    const total = ledger.lines.reduce((sum, line) => sum + Number(line.days), 0);
    expect(total).toBeCloseTo(Number(after.balance), 10);

    const entries = await hana.api.ok(contracts.listLeaveAdjustments, { params: { id: siti } });
    expect(entries.map((entry) => entry.days)).toEqual(['-0.5', '2']);
    expect(await auditOf(company, plus.id)).toEqual([
      {
        action: 'create',
        after: { employeeId: siti, categoryId: annual.id, kind: 'adjustment', date: '2026-06-01', days: '2', reason: 'Long service award' },
      },
    ]);
  });

  it('refuses an adjustment without a reason, of zero days, or before any policy of the category', async () => {
    const { hana, siti, annual } = arranged;
    const body = { categoryId: annual.id, date: '2026-06-01', days: '1', reason: 'x' };
    expect((await hana.api.fail(contracts.createLeaveAdjustment, { params: { id: siti }, body: { ...body, reason: ' ' } }, 400)).code).toBe(
      'VALIDATION_FAILED',
    );
    await hana.api.fail(contracts.createLeaveAdjustment, { params: { id: siti }, body: { ...body, days: '0' } }, 400);
    await hana.api.fail(contracts.createLeaveAdjustment, { params: { id: siti }, body: { ...body, days: '1.23456' } }, 400);
    expect(
      (await hana.api.fail(contracts.createLeaveAdjustment, { params: { id: siti }, body: { ...body, date: '2025-06-01' } }, 422)).code,
    ).toBe('LEAVE_NO_POLICY');
  });

  it('per role and tenant: an employee may not adjust or list entries; another company reaches nothing', async () => {
    const { employee, siti, oscar, annual } = arranged;
    const body = { categoryId: annual.id, date: '2026-06-01', days: '5', reason: 'Self-service' };
    await employee.api.fail(contracts.createLeaveAdjustment, { params: { id: siti }, body }, 403);
    await employee.api.fail(contracts.listLeaveAdjustments, { params: { id: siti } }, 403);
    // Another employee's ledger is out of the employee's reach.
    await employee.api.fail(contracts.getEmployeeLeaveLedger, { params: { id: oscar, type: 'annual' }, query: {} }, 404);
    const stranger = await createCompany(t, { countryCode: 'SG' });
    await stranger.admin.api.fail(contracts.createLeaveAdjustment, { params: { id: siti }, body }, 404);
    await stranger.admin.api.fail(contracts.getEmployeeLeaveLedger, { params: { id: siti, type: 'annual' }, query: {} }, 404);
    await stranger.admin.api.fail(contracts.getLeaveEncashmentOffer, { params: { id: siti } }, 404);
    expect(await t.db.select().from(leaveLedgerEntries).where(eq(leaveLedgerEntries.reason, 'Self-service'))).toHaveLength(0);
  });
});

describe('balance import', () => {
  const HEADER = ['employmentNumber', 'category', 'date', 'days', 'kind', 'reason'];

  async function runImport(session: TestSession, body: ImportFileBody) {
    const { jobId } = await session.api.ok(contracts.importLeaveBalances, { body });
    await t.jobs.drain();
    const job = await session.api.ok(contracts.getJob, { params: { id: jobId } });
    expect(job.status, job.errorKey ?? '').toBe('succeeded');
    return ImportResultSchema.parse(job.result);
  }

  it('checks first (unknown employee, unknown category, bad number), writing nothing; the fixed file imports opening balances and adjustments', async () => {
    const { hana, siti, oscar, company } = await arrange();
    const sitiNumber = await numberOf(company.companyId, siti);
    const oscarNumber = await numberOf(company.companyId, oscar);
    const bad = csvFile(
      [
        HEADER,
        ['NOPE-1', 'Annual leave', '2026-01-01', '4', '', ''],
        [sitiNumber, 'Gardening leave', '2026-01-01', '4', '', ''],
        [oscarNumber, 'annual', '2026-01-01', 'four', '', ''],
        [sitiNumber, 'annual', '2026-02-01', '1', 'Adjustment', ''],
      ],
      { fileName: 'balances.csv' },
    );
    const check = await hana.api.ok(contracts.checkLeaveBalanceImport, { body: bad });
    expect(check.valid).toBe(false);
    expect(check.problems.map((problem) => [problem.row, problem.column])).toEqual([
      [2, 'employmentNumber'],
      [3, 'category'],
      [4, 'days'],
      [5, 'reason'],
    ]);
    expect(check.problems[0]!.message).toContain('NOPE-1');
    expect(await t.db.select().from(leaveLedgerEntries).where(eq(leaveLedgerEntries.companyId, company.companyId))).toHaveLength(0);

    const fixed = csvFile(
      [
        HEADER,
        [sitiNumber, 'Annual leave', '2026-06-01', '4', '', ''],
        [oscarNumber, 'annual', '2026-06-01', '2.5', 'Opening balance', ''],
        [sitiNumber, 'annual', '2026-06-15', '-1', 'Adjustment', 'Unpaid day in May'],
      ],
      { fileName: 'balances.csv' },
    );
    expect((await hana.api.ok(contracts.checkLeaveBalanceImport, { body: fixed })).valid).toBe(true);
    expect(await runImport(hana, fixed)).toMatchObject({ outcome: 'imported', kind: 'leaveBalances', created: 3 });
    const balance = await balanceOf(hana, siti);
    // The assignment's starting 3 days (carried from the previous leave year) and the imported 4 are both brought in; the adjustment is its own figure.
    expect(balance).toMatchObject({ carriedForward: '7', adjusted: '-1' });
    expect((await balanceOf(hana, oscar)).carriedForward).toBe('5.5');
    const rows = await t.db.select().from(leaveLedgerEntries).where(eq(leaveLedgerEntries.companyId, company.companyId));
    expect(rows.every((row) => row.source === 'import')).toBe(true);
    expect(await auditOf(company, rows[0]!.id)).toMatchObject([{ action: 'import' }]);
  });

  it('the sample file downloads, in the caller’s language; an employee may not check or import', async () => {
    const { hana, employee } = await arrange();
    const response = await hana.api.inject({ method: 'GET', url: '/api/v2/timeoff/balances/import/sample' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('leave-balance-import-sample.xlsx');
    const file = csvFile([HEADER, ['X', 'annual', '2026-01-01', '1', '', '']]);
    await employee.api.fail(contracts.checkLeaveBalanceImport, { body: file }, 403);
    await employee.api.fail(contracts.importLeaveBalances, { body: file }, 403);
  });
});

describe('encashment on leaving', () => {
  it('offers the balance pro-rated to the cessation date; confirming stores a negative entry for payroll, once', async () => {
    const { hana, siti, oscar, annual, company } = await arrange();
    expect((await hana.api.ok(contracts.getLeaveEncashmentOffer, { params: { id: siti } })).cessationDate).toBeNull();
    expect(
      (await hana.api.fail(contracts.encashLeave, { params: { id: siti }, body: { lines: [{ categoryId: annual.id, days: '1' }] } }, 422))
        .code,
    ).toBe('LEAVE_NOT_LEAVING');
    const [row] = await t.db.select({ version: employees.version }).from(employees).where(eq(employees.id, siti));
    await hana.api.ok(contracts.archiveEmployee, { params: { id: siti }, body: { version: row!.version, cessationDate: '2026-06-30' } });

    const offer = await hana.api.ok(contracts.getLeaveEncashmentOffer, { params: { id: siti } });
    expect(offer.cessationDate).toBe('2026-06-30');
    const line = offer.lines.find((item) => item.categoryId === annual.id)!;
    const atCessation = await balanceOf(hana, siti, '2026-06-30');
    expect(line).toMatchObject({ balance: atCessation.balance, encashed: null });
    // Leaving mid-year: the year's entitlement is pro-rated, less than a whole year's.
    const wholeYear = await balanceOf(hana, oscar, '2026-12-31');
    expect(Number(atCessation.entitled)).toBeLessThan(Number(wholeYear.entitled));

    const over = String(Number(line.balance) + 1);
    expect(
      (await hana.api.fail(contracts.encashLeave, { params: { id: siti }, body: { lines: [{ categoryId: annual.id, days: over }] } }, 422))
        .code,
    ).toBe('LEAVE_ENCASH_OVER_BALANCE');
    // HR encashes all but one day; the rest stays in the ledger.
    const days = String(Number(line.balance) - 1);
    expect(Number(days)).toBeGreaterThan(0);
    const [entry] = await hana.api.ok(contracts.encashLeave, { params: { id: siti }, body: { lines: [{ categoryId: annual.id, days }] } });
    expect(entry).toMatchObject({ kind: 'encashment', days: `-${days}`, date: '2026-06-30', source: 'leaving' });
    expect((await balanceOf(hana, siti, '2026-06-30')).balance).toBe('1');
    expect(
      (await hana.api.ok(contracts.getLeaveEncashmentOffer, { params: { id: siti } })).lines.find((item) => item.categoryId === annual.id),
    ).toMatchObject({
      balance: '1',
      encashed: days,
    });
    expect(
      (await hana.api.fail(contracts.encashLeave, { params: { id: siti }, body: { lines: [{ categoryId: annual.id, days: '0.5' }] } }, 409))
        .code,
    ).toBe('LEAVE_ALREADY_ENCASHED');
    expect(await auditOf(company, entry!.id)).toMatchObject([{ action: 'create', after: { kind: 'encashment', days: `-${days}` } }]);

    // The payrun's read: employee, category, days, in the period holding the cessation date only.
    expect(await leaveEncashmentsFor(t.tenant, company.companyId, '2026-06-01', '2026-06-30')).toEqual([
      expect.objectContaining({ employeeId: siti, categoryId: annual.id, categoryCode: 'annual', days, date: '2026-06-30' }),
    ]);
    expect(await leaveEncashmentsFor(t.tenant, company.companyId, '2026-07-01', '2026-07-31')).toEqual([]);
  });

  it('an employee cannot encash their own leave', async () => {
    const { employee, siti, annual } = await arrange();
    await employee.api.fail(contracts.getLeaveEncashmentOffer, { params: { id: siti } }, 403);
    await employee.api.fail(contracts.encashLeave, { params: { id: siti }, body: { lines: [{ categoryId: annual.id, days: '1' }] } }, 403);
  });
});
