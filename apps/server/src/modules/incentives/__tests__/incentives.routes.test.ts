import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { auditLog, employees } from '../../../db/schema/index.ts';
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

const auditOf = (company: TestCompany, entity: string, entityId: string) =>
  t.db
    .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.at);

/** 5 % of sales past the target, and 2 % below it. */
const COMMISSION = 'if(achievement > target, achievement * 0.05, achievement * 0.02)';
const scheme = (name: string, formula = COMMISSION, wageClass: 'ordinary' | 'additional' = 'ordinary') => ({
  name,
  description: '',
  formula,
  wageClass,
});

async function employee(company: TestCompany, salary: string, overrides: { firstName?: string; employmentNumber?: string } = {}) {
  const id = await createEmployeeRow(t, company.companyId, overrides);
  await t.tenant(company.companyId, (tx) => tx.update(employees).set({ salary }).where(eq(employees.id, id)));
  return id;
}

/** A user whose role grants the menu items at these levels with a data scope (and nothing else). */
async function userWith(
  company: TestCompany,
  grants: Partial<Record<'incentiveSetting' | 'incentives', 'view' | 'edit'>>,
  options: { dataScope?: 'all' | 'self'; employeeId?: string } = {},
) {
  const role = await company.admin.api.ok(contracts.createRole, {
    body: {
      name: `incentives ${crypto.randomUUID().slice(0, 8)}`,
      description: '',
      dataScope: options.dataScope ?? 'all',
      menuGrants: grants,
      fieldGrants: { public: {}, private: {} },
    },
  });
  const user = await createUser(t, company, { role: 'employee' });
  const current = await company.admin.api.ok(contracts.getUser, { params: { id: user.userId } });
  await company.admin.api.ok(contracts.updateUser, { body: { id: user.userId, version: current.version, roleId: role.id } });
  if (options.employeeId)
    await linkUserToEmployee(t, { companyId: company.companyId, userId: user.userId, employeeId: options.employeeId });
  return loginAs(t, user);
}

describe('Incentive schemes', () => {
  it('adds, lists, changes and deletes, each change audited; a formula error names its line and column', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const first = await api.ok(contracts.createIncentiveScheme, { body: scheme('  Sales   commission ') });
    expect(first).toMatchObject({ name: 'Sales commission', formula: COMMISSION, wageClass: 'ordinary', version: 1 });
    await api.ok(contracts.createIncentiveScheme, { body: scheme('Annual bonus', 'salary * min(achievementRate, 1.5)', 'additional') });
    const table = await api.ok(contracts.listIncentives, { body: { order: [{ column: 0, dir: 'asc' }], columns: [{ data: 'name' }] } });
    expect(table.data.map((row) => row.name)).toEqual(['Annual bonus', 'Sales commission']);
    expect((await api.ok(contracts.listIncentiveSchemeOptions, {})).map((row) => row.name)).toEqual(['Annual bonus', 'Sales commission']);

    const typo = await api.fail(contracts.createIncentiveScheme, { body: scheme('Typo', 'achievment * 0.05') }, 400);
    expect(typo.code).toBe('FORMULA_INVALID');
    expect(typo.errors?.formula).toMatch(/achievment.*achievement/);
    expect(typo.message.join(' ')).toContain('line 1, column 1');

    const changed = await api.ok(contracts.updateIncentiveScheme, {
      body: { id: first.id, version: 1, ...scheme('Sales commission', 'achievement * 0.03', 'additional') },
    });
    expect(changed).toMatchObject({ formula: 'achievement * 0.03', wageClass: 'additional', version: 2 });
    expect(
      (await api.fail(contracts.updateIncentiveScheme, { body: { id: first.id, version: 1, ...scheme('Sales commission') } }, 409)).code,
    ).toBe('VERSION_CONFLICT');
    expect((await api.fail(contracts.createIncentiveScheme, { body: scheme('SALES COMMISSION') }, 409)).code).toBe('NAME_TAKEN');
    await api.ok(contracts.deleteIncentiveScheme, { params: { id: first.id } });
    expect(await auditOf(company, 'incentive-scheme', first.id)).toEqual([
      { action: 'create', before: null, after: { name: 'Sales commission', description: '', formula: COMMISSION, wageClass: 'ordinary' } },
      {
        action: 'update',
        before: { formula: COMMISSION, wageClass: 'ordinary' },
        after: { formula: 'achievement * 0.03', wageClass: 'additional' },
      },
      {
        action: 'delete',
        before: { name: 'Sales commission', description: '', formula: 'achievement * 0.03', wageClass: 'additional' },
        after: null,
      },
    ]);
  });

  it('previews a formula on figures, exactly', async () => {
    const company = await createCompany(t);
    const preview = (body: { formula: string; target?: string | null; achievement: string; salary?: string }) =>
      company.admin.api.ok(contracts.previewIncentive, { body });
    // 0.05 × 12,345.67 = 617.2835 → 617.28 (half up to the cent).
    expect(await preview({ formula: COMMISSION, target: '10000', achievement: '12345.67' })).toEqual({ amount: '617.28' });
    // Below target: 0.02 × 8,000 = 160.
    expect(await preview({ formula: COMMISSION, target: '10000', achievement: '8000' })).toEqual({ amount: '160.00' });
    // 4,200 × min(13,000 ÷ 10,000, 1.5) = 4,200 × 1.3 = 5,460.
    expect(await preview({ formula: 'salary * min(achievementRate, 1.5)', target: '10000', achievement: '13000', salary: '4200' })).toEqual(
      {
        amount: '5460.00',
      },
    );
    // No target: the rate is 0; a negative result pays nothing.
    expect(await preview({ formula: 'achievementRate * 100 - 50', achievement: '13000' })).toEqual({ amount: '0.00' });
    const broken = await company.admin.api.fail(
      contracts.previewIncentive,
      { body: { formula: 'achievement / target', achievement: '5' } },
      400,
    );
    expect(broken.code).toBe('FORMULA_INVALID');
  });
});

describe("A month's incentives", () => {
  it('saves targets and achievements, computes each amount with the formula, replaces on a second save, audits each person', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const ana = await employee(company, '3000', { firstName: 'Ana', employmentNumber: 'E-1' });
    const ben = await employee(company, '4200', { firstName: 'Ben', employmentNumber: 'E-2' });
    const commission = await api.ok(contracts.createIncentiveScheme, { body: scheme('Commission') });

    const saved = await api.ok(contracts.saveIncentiveMonth, {
      params: { id: commission.id },
      body: {
        period: '2026-10',
        entries: [
          // Past the target: 5 % of 12,000 = 600.
          { employeeId: ana, target: '10000', achievement: '12000' },
          // Below it: 2 % of 7,500.50 = 150.01.
          { employeeId: ben, target: '10000', achievement: '7500.50' },
        ],
      },
    });
    expect(
      saved.entries.map(({ employmentNumber, target, achievement, amount }) => ({ employmentNumber, target, achievement, amount })),
    ).toEqual([
      { employmentNumber: 'E-1', target: '10000.00', achievement: '12000.00', amount: '600.00' },
      { employmentNumber: 'E-2', target: '10000.00', achievement: '7500.50', amount: '150.01' },
    ]);
    expect(saved.total).toBe('750.01');

    // Ben's figure corrected: only his entry changes; Ana's stays.
    const again = await api.ok(contracts.saveIncentiveMonth, {
      params: { id: commission.id },
      body: { period: '2026-10', entries: [{ employeeId: ben, target: '10000', achievement: '11000' }] },
    });
    expect(again.entries.map((entry) => entry.amount)).toEqual(['600.00', '550.00']);
    expect(again.total).toBe('1150.00');
    const month = await api.ok(contracts.getIncentiveMonth, { params: { id: commission.id }, query: { period: '2026-10' } });
    expect(month.entries).toHaveLength(2);
    expect((await api.ok(contracts.getIncentiveMonth, { params: { id: commission.id }, query: { period: '2026-11' } })).entries).toEqual(
      [],
    );

    const benEntry = again.entries.find((entry) => entry.employeeId === ben)!;
    expect(await auditOf(company, 'incentive-entry', benEntry.id)).toEqual([
      {
        action: 'create',
        before: null,
        after: {
          schemeId: commission.id,
          employeeId: ben,
          period: '2026-10',
          target: '10000.00',
          achievement: '7500.50',
          amount: '150.01',
        },
      },
      { action: 'update', before: { achievement: '7500.50', amount: '150.01' }, after: { achievement: '11000.00', amount: '550.00' } },
    ]);

    // The payrun's read: each person's schemes of the month.
    const due = await modules.service('incentives').dueFor(company.companyId, { period: '2026-10', employeeIds: [ana, ben] });
    expect(due.get(ana)).toEqual([
      {
        schemeId: commission.id,
        name: 'Commission',
        wageClass: 'ordinary',
        target: '10000.00',
        achievement: '12000.00',
        amount: '600.00',
        formula: COMMISSION,
      },
    ]);

    // A scheme with saved months is not deleted; an entry removed is audited.
    expect((await api.fail(contracts.deleteIncentiveScheme, { params: { id: commission.id } }, 409)).code).toBe('INCENTIVE_IN_USE');
    await api.ok(contracts.deleteIncentiveEntry, { params: { id: commission.id, entryId: benEntry.id } });
    expect((await auditOf(company, 'incentive-entry', benEntry.id)).at(-1)).toMatchObject({ action: 'delete', after: null });
    expect(
      (await api.ok(contracts.getIncentiveMonth, { params: { id: commission.id }, query: { period: '2026-10' } })).entries,
    ).toHaveLength(1);
  });

  it("names the row of a figure the formula cannot take, someone twice, or someone not the company's", async () => {
    const company = await createCompany(t);
    const other = await createCompany(t);
    const api = company.admin.api;
    const ana = await employee(company, '3000');
    const stranger = await employee(other, '3000');
    const perTarget = await api.ok(contracts.createIncentiveScheme, { body: scheme('Per target', 'achievement / target * 100') });
    const save = (entries: { employeeId: string; target?: string | null; achievement: string }[]) =>
      api.call(contracts.saveIncentiveMonth, { params: { id: perTarget.id }, body: { period: '2026-10', entries } });

    const zero = await save([{ employeeId: ana, target: '0', achievement: '10' }]);
    expect(zero.status).toBe(400);
    expect(zero.error).toMatchObject({
      code: 'INCENTIVE_FORMULA_FAILED',
      errors: { 'entries.0.achievement': expect.stringMatching(/zero/i) },
    });
    expect((await save([{ employeeId: stranger, achievement: '10', target: '5' }])).error).toMatchObject({
      code: 'INCENTIVE_NOT_EMPLOYEE',
    });
    const twice = await save([
      { employeeId: ana, target: '5', achievement: '10' },
      { employeeId: ana, target: '5', achievement: '11' },
    ]);
    expect(twice.status).toBe(400);
    expect(twice.error).toMatchObject({ errors: { 'entries.1.employeeId': expect.any(String) } });
    expect((await save([{ employeeId: ana, target: '5', achievement: '-1' }])).status).toBe(400);
    // Nothing of the refused saves was kept.
    expect((await api.ok(contracts.getIncentiveMonth, { params: { id: perTarget.id }, query: { period: '2026-10' } })).entries).toEqual([]);
  });

  it('keeps to roles: View Only reads, a role reaching only oneself sees only its own month, another company nothing', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const ana = await employee(company, '3000', { employmentNumber: 'E-1' });
    const ben = await employee(company, '3000', { employmentNumber: 'E-2' });
    const commission = await api.ok(contracts.createIncentiveScheme, { body: scheme('Commission') });
    await api.ok(contracts.saveIncentiveMonth, {
      params: { id: commission.id },
      body: {
        period: '2026-10',
        entries: [
          { employeeId: ana, achievement: '100' },
          { employeeId: ben, achievement: '200' },
        ],
      },
    });

    const viewer = await userWith(company, { incentives: 'view', incentiveSetting: 'view' });
    expect(
      (await viewer.api.ok(contracts.getIncentiveMonth, { params: { id: commission.id }, query: { period: '2026-10' } })).entries,
    ).toHaveLength(2);
    expect(
      (
        await viewer.api.fail(
          contracts.saveIncentiveMonth,
          { params: { id: commission.id }, body: { period: '2026-10', entries: [{ employeeId: ana, achievement: '1' }] } },
          403,
        )
      ).code,
    ).toBe('FORBIDDEN');
    expect((await viewer.api.fail(contracts.createIncentiveScheme, { body: scheme('New') }, 403)).code).toBe('FORBIDDEN');

    const self = await userWith(company, { incentives: 'edit' }, { dataScope: 'self', employeeId: ana });
    const own = await self.api.ok(contracts.getIncentiveMonth, { params: { id: commission.id }, query: { period: '2026-10' } });
    expect(own.entries.map((entry) => entry.employmentNumber)).toEqual(['E-1']);
    // No target: past it at once, 5 % of 100.
    expect(own.total).toBe('5.00');
    const notTheirs = await self.api.call(contracts.saveIncentiveMonth, {
      params: { id: commission.id },
      body: { period: '2026-10', entries: [{ employeeId: ben, achievement: '1' }] },
    });
    expect(notTheirs.error).toMatchObject({ code: 'INCENTIVE_NOT_EMPLOYEE' });
    const benEntry = (await api.ok(contracts.getIncentiveMonth, { params: { id: commission.id }, query: { period: '2026-10' } }))
      .entries[1]!;
    expect((await self.api.fail(contracts.deleteIncentiveEntry, { params: { id: commission.id, entryId: benEntry.id } }, 404)).code).toBe(
      'NOT_FOUND',
    );

    const outsider = await userWith(company, {});
    expect((await outsider.api.fail(contracts.listIncentiveSchemeOptions, {}, 403)).code).toBe('FORBIDDEN');

    const theirs = await createCompany(t);
    expect(
      (await theirs.admin.api.fail(contracts.getIncentiveMonth, { params: { id: commission.id }, query: { period: '2026-10' } }, 404)).code,
    ).toBe('NOT_FOUND');
    expect(
      (
        await theirs.admin.api.fail(
          contracts.saveIncentiveMonth,
          { params: { id: commission.id }, body: { period: '2026-10', entries: [{ employeeId: ana, achievement: '1' }] } },
          404,
        )
      ).code,
    ).toBe('NOT_FOUND');
  });

  it('answers two first saves of one person at once without a 500', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const ana = await employee(company, '3000');
    const commission = await api.ok(contracts.createIncentiveScheme, { body: scheme('Commission') });
    const save = (achievement: string) =>
      api.call(contracts.saveIncentiveMonth, {
        params: { id: commission.id },
        body: { period: '2026-10', entries: [{ employeeId: ana, achievement }] },
      });
    const results = await Promise.all([save('100'), save('200')]);
    expect(results.every((result) => result.status === 200 || result.status === 409)).toBe(true);
    expect(
      (await api.ok(contracts.getIncentiveMonth, { params: { id: commission.id }, query: { period: '2026-10' } })).entries,
    ).toHaveLength(1);
  });
});
