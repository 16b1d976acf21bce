import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { auditLog } from '../../../db/schema/index.ts';
import type { ModuleContext } from '../../../platform/module.ts';
import {
  createCompany,
  createTestApp,
  createTestModules,
  createUser,
  employeeBody,
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

/** A user whose role grants the three payment formula pages at this level (null: none of them). */
async function userWith(company: TestCompany, level: 'view' | 'edit' | null) {
  const role = await company.admin.api.ok(contracts.createRole, {
    body: {
      name: `formulas ${level ?? 'none'}`,
      description: '',
      dataScope: 'all',
      menuGrants: level ? { paymentFormulaLegacy: level, paymentFormulaAssignment: level, paymentFormulaRates: level } : {},
      fieldGrants: { public: {}, private: {} },
    },
  });
  const user = await createUser(t, company, { role: 'employee' });
  const current = await company.admin.api.ok(contracts.getUser, { params: { id: user.userId } });
  await company.admin.api.ok(contracts.updateUser, { body: { id: user.userId, version: current.version, roleId: role.id } });
  return loginAs(t, user);
}

const formulaBody = (overrides: Partial<contracts.CreatePaymentFormulaBody> = {}) => ({
  name: 'Basic pay',
  kind: 'basic' as const,
  country: 'SG' as const,
  source: 'round(employee.salary * period.calendarDays / period.calendarDays, 2)',
  effectiveFrom: '2026-01-01',
  ...overrides,
});

async function hire(company: TestCompany, salary: string) {
  const { id } = await company.admin.api.ok(contracts.createEmployee, {
    body: employeeBody({ job: { hiringDate: '2024-01-02' }, payment: { salary } }),
  });
  return id;
}

describe('payment formulas', () => {
  it('adopts a template, saves an edit as version 2, keeps version 1 readable, restores it as version 3; each change audited', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const templates = await api.ok(contracts.listFormulaTemplates, {});
    const template = templates.find((entry) => entry.id === 'sg.incompleteMonthSalary')!;
    expect(template.sources.length).toBeGreaterThan(0);
    const created = await api.ok(contracts.createPaymentFormula, {
      body: formulaBody({ name: template.name, source: template.source, templateId: template.id, kind: 'proration' }),
    });
    expect(created).toMatchObject({ currentVersion: 1, templateId: 'sg.incompleteMonthSalary', source: template.source, employees: 0 });

    const edited = await api.ok(contracts.updatePaymentFormula, {
      body: {
        ...formulaBody({ name: 'Incomplete month', kind: 'proration' }),
        source: 'round(employee.salary * timesheet.daysWorked / period.workingDays, 2)',
        id: created.id,
        version: created.version,
      },
    });
    expect(edited).toMatchObject({ currentVersion: 2, name: 'Incomplete month' });
    // A change of the name alone keeps the version.
    const renamed = await api.ok(contracts.updatePaymentFormula, {
      body: {
        ...formulaBody({ name: 'Incomplete month (MOM)', kind: 'proration' }),
        source: edited.source,
        id: created.id,
        version: edited.version,
      },
    });
    expect(renamed.currentVersion).toBe(2);

    const detail = await api.ok(contracts.getPaymentFormula, { params: { id: created.id } });
    expect(detail.versions.map((version) => version.number)).toEqual([2, 1]);
    expect(detail.versions[1]).toMatchObject({ source: template.source, createdBy: 'Ada Admin', restoredFrom: null });
    expect(detail.versions[0]!.variablesUsed).toEqual(['employee.salary', 'timesheet.daysWorked', 'period.workingDays']);
    const first = await api.ok(contracts.getPaymentFormulaVersion, { params: { id: created.id, number: 1 } });
    expect(first.source).toBe(template.source);

    const restored = await api.ok(contracts.restorePaymentFormulaVersion, {
      body: { id: created.id, number: 1, effectiveFrom: '2026-02-01', version: renamed.version },
    });
    expect(restored).toMatchObject({ currentVersion: 3, source: template.source });
    expect((await api.ok(contracts.getPaymentFormulaVersion, { params: { id: created.id, number: 3 } })).restoredFrom).toBe(1);
    expect((await auditOf(company, 'paymentFormula', created.id)).map((entry) => entry.action)).toEqual([
      'create',
      'update',
      'update',
      'restore',
    ]);
  });

  it('answers a source that does not compile with 400, the position and the message', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const failed = await api.fail(contracts.createPaymentFormula, { body: formulaBody({ source: '1 + employee.slary' }) }, 400);
    expect(failed.code).toBe('FORMULA_INVALID');
    expect(failed.errors).toEqual({ source: "unknown variable 'employee.slary' at 1:5; did you mean 'employee.salary'?" });
    expect(failed.message).toEqual(['The formula has an error at line 1, column 5.']);
    const checked = await api.fail(contracts.checkPaymentFormula, { body: { source: 'round(1, 2' } }, 400);
    expect(checked.errors?.source).toMatch(/missing '\)'/);
    expect(await api.ok(contracts.checkPaymentFormula, { body: { source: 'max(employee.salary, 0)' } })).toEqual({
      variablesUsed: ['employee.salary'],
    });
  });

  it('previews on an employee: the dated salary, the calendar, a rate and the variables not yet fed marked', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const employeeId = await hire(company, '3100.00');
    await api.ok(contracts.createPaymentRate, {
      body: { code: 'meal', name: 'Meal allowance', amount: '5.50', effectiveFrom: '2025-01-01' },
    });
    await api.ok(contracts.createPaymentRate, { body: { code: 'meal', name: 'Meal allowance', amount: '6', effectiveFrom: '2026-07-01' } });
    const preview = await api.ok(contracts.previewPaymentFormula, {
      body: {
        source: 'round(employee.salary / period.calendarDays, 2) + rate.meal * 2 - timeOff.unpaidDays',
        employeeId,
        month: '2026-02',
      },
    });
    // 3100 / 28 = 110.714… → 110.71; + 5.5 × 2; − 0.
    expect(preview.value).toBe('121.71');
    expect(preview).toMatchObject({ from: '2026-02-01', to: '2026-02-28', versionNumber: null });
    expect(preview.variables).toEqual([
      { name: 'employee.salary', value: '3100.00', group: 'employee', available: true },
      { name: 'period.calendarDays', value: '28', group: 'period', available: true },
      { name: 'rate.meal', value: '5.5', group: 'rate', available: true },
      { name: 'timeOff.unpaidDays', value: '0', group: 'timeOff', available: false },
    ]);
    expect(preview.steps.find((step) => step.text.startsWith('round('))).toMatchObject({ value: '110.71', line: 1, column: 1 });
    const working = await api.ok(contracts.previewPaymentFormula, { body: { source: 'period.workingDays', employeeId, month: '2026-02' } });
    expect(Number(working.value)).toBeGreaterThan(15);
    // A division by zero while evaluating is the same positioned 400.
    const zero = await api.fail(
      contracts.previewPaymentFormula,
      { body: { source: '1 / timeOff.unpaidDays', employeeId, month: '2026-02' } },
      400,
    );
    expect(zero.errors?.source).toBe('division by zero at 1:3');
  });

  it('assigns one by one and by the filter, names the usage, refuses deleting a formula in use, and pins the version by date', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const one = await hire(company, '4000.00');
    const two = await hire(company, '5000.00');
    const formula = await api.ok(contracts.createPaymentFormula, { body: formulaBody({ effectiveFrom: '2025-01-01' }) });
    expect(
      await api.ok(contracts.assignPaymentFormula, { body: { formulaId: formula.id, from: '2025-01-01', employeeIds: [one] } }),
    ).toEqual({ assigned: 1 });
    expect(
      await api.ok(contracts.assignPaymentFormula, {
        body: { formulaId: formula.id, from: '2099-01-01', filter: { rules: [], join: 'and', hideEmptyRows: false, employeeIds: [] } },
      }),
    ).toEqual({ assigned: 2 });
    const again = await api.fail(
      contracts.assignPaymentFormula,
      { body: { formulaId: formula.id, from: '2025-01-01', employeeIds: [one] } },
      409,
    );
    expect(again.code).toBe('CONFLICT');

    const usage = await api.ok(contracts.getPaymentFormulaUsage, { params: { id: formula.id } });
    expect(usage.assignments.map((row) => [row.employeeId === one ? 'one' : 'two', row.from, row.status])).toEqual(
      expect.arrayContaining([
        ['one', '2025-01-01', 'current'],
        ['one', '2099-01-01', 'scheduled'],
        ['two', '2099-01-01', 'scheduled'],
      ]),
    );
    expect((await api.fail(contracts.deletePaymentFormula, { params: { id: formula.id } }, 409)).code).toBe('IN_USE');

    const table = await api.ok(contracts.listFormulaAssignments, { body: { search: { value: '' } } });
    expect(table.recordsTotal).toBe(3);
    const inForce = table.data.find((row) => row.status === 'current')!;
    expect((await api.fail(contracts.deleteFormulaAssignment, { params: { id: inForce.id } }, 409)).code).toBe('ALREADY_IN_FORCE');
    const scheduled = table.data.find((row) => row.employeeId === two)!;
    await api.ok(contracts.deleteFormulaAssignment, { params: { id: scheduled.id } });

    await api.ok(contracts.updatePaymentFormula, {
      body: { ...formulaBody(), source: 'employee.salary', effectiveFrom: '2026-03-01', id: formula.id, version: formula.version },
    });
    const service = modules.service('paymentFormulas');
    const february = await service.formulaVersionFor(company.companyId, one, '2026-02-15');
    const march = await service.formulaVersionFor(company.companyId, one, '2026-03-01');
    expect(february.map((entry) => entry.version.number)).toEqual([1]);
    expect(march.map((entry) => entry.version.number)).toEqual([2]);
    expect(await service.formulaVersionFor(company.companyId, two, '2026-03-01')).toEqual([]);
  });

  it('keeps dated rates with a 409 for the same code and date and a stale version', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const rate = await api.ok(contracts.createPaymentRate, {
      body: { code: 'transport', name: 'Transport', amount: '120.50', effectiveFrom: '2026-01-01' },
    });
    expect(rate.amount).toBe('120.5');
    expect(
      (
        await api.fail(
          contracts.createPaymentRate,
          { body: { code: 'transport', name: 'Again', amount: '1', effectiveFrom: '2026-01-01' } },
          409,
        )
      ).code,
    ).toBe('CONFLICT');
    const changed = await api.ok(contracts.updatePaymentRate, {
      body: { id: rate.id, version: rate.version, code: 'transport', name: 'Transport', amount: '130', effectiveFrom: '2026-01-01' },
    });
    expect(changed.amount).toBe('130');
    expect(
      (
        await api.fail(
          contracts.updatePaymentRate,
          { body: { id: rate.id, version: rate.version, code: 'transport', name: 'T', amount: '1', effectiveFrom: '2026-01-01' } },
          409,
        )
      ).code,
    ).toBe('VERSION_CONFLICT');
    expect(
      (
        await api.fail(
          contracts.createPaymentRate,
          { body: { code: 'Bad-code', name: 'x', amount: '1', effectiveFrom: '2026-01-01' } },
          400,
        )
      ).code,
    ).toBe('VALIDATION_FAILED');
    const variables = await api.ok(contracts.listFormulaVariables, {});
    expect(variables.find((entry) => entry.name === 'rate.transport')).toMatchObject({
      group: 'rate',
      available: true,
      label: 'Transport',
    });
    expect(variables.find((entry) => entry.name === 'timesheet.band.sg.overtime')).toMatchObject({ available: true });
    await api.ok(contracts.deletePaymentRate, { params: { id: rate.id } });
    expect((await auditOf(company, 'paymentRate', rate.id)).map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
  });

  it('View Only reads but does not change; a role without the pages gets nothing', async () => {
    const company = await createCompany(t);
    const formula = await company.admin.api.ok(contracts.createPaymentFormula, { body: formulaBody() });
    const viewer = await userWith(company, 'view');
    expect((await viewer.api.ok(contracts.listPaymentFormulas, {})).map((row) => row.name)).toEqual(['Basic pay']);
    expect((await viewer.api.fail(contracts.createPaymentFormula, { body: formulaBody({ name: 'New' }) }, 403)).code).toBe('FORBIDDEN');
    expect((await viewer.api.fail(contracts.deletePaymentFormula, { params: { id: formula.id } }, 403)).code).toBe('FORBIDDEN');
    expect(
      (
        await viewer.api.fail(
          contracts.createPaymentRate,
          { body: { code: 'a', name: 'A', amount: '1', effectiveFrom: '2026-01-01' } },
          403,
        )
      ).code,
    ).toBe('FORBIDDEN');
    const outsider = await userWith(company, null);
    expect((await outsider.api.fail(contracts.listPaymentFormulas, {}, 403)).code).toBe('FORBIDDEN');
    expect((await outsider.api.fail(contracts.listPaymentRates, {}, 403)).code).toBe('FORBIDDEN');
    expect((await outsider.api.fail(contracts.listFormulaAssignments, { body: {} }, 403)).code).toBe('FORBIDDEN');
  });

  it("cannot see, change, preview or assign another company's formulas and employees", async () => {
    const mine = await createCompany(t);
    const theirs = await createCompany(t);
    const formula = await theirs.admin.api.ok(contracts.createPaymentFormula, { body: formulaBody({ name: 'Private' }) });
    const theirEmployee = await hire(theirs, '1000.00');
    expect(await mine.admin.api.ok(contracts.listPaymentFormulas, {})).toEqual([]);
    expect((await mine.admin.api.fail(contracts.getPaymentFormula, { params: { id: formula.id } }, 404)).code).toBe('NOT_FOUND');
    expect(
      (await mine.admin.api.fail(contracts.updatePaymentFormula, { body: { ...formulaBody(), id: formula.id, version: 1 } }, 404)).code,
    ).toBe('NOT_FOUND');
    expect((await mine.admin.api.fail(contracts.deletePaymentFormula, { params: { id: formula.id } }, 404)).code).toBe('NOT_FOUND');
    await mine.admin.api.fail(
      contracts.previewPaymentFormula,
      { body: { source: 'employee.salary', employeeId: theirEmployee, month: '2026-02' } },
      404,
    );
    const mineFormula = await mine.admin.api.ok(contracts.createPaymentFormula, { body: formulaBody({ name: 'Private' }) });
    await mine.admin.api.fail(
      contracts.assignPaymentFormula,
      { body: { formulaId: mineFormula.id, from: '2026-01-01', employeeIds: [theirEmployee] } },
      400,
    );
  });
});
