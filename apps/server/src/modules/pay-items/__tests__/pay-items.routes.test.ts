import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { auditLog } from '../../../db/schema/index.ts';
import type { ModuleContext } from '../../../platform/module.ts';
import {
  createCompany,
  createEmployeeRow,
  createFakeClock,
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
  t = await createTestApp({ clock: createFakeClock(new Date('2026-11-20T04:00:00Z')) });
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

async function categoryOf(company: TestCompany, code: string) {
  const table = await company.admin.api.ok(contracts.listPayItemCategories, { body: { length: -1 } });
  return table.data.find((row) => row.code === code)!;
}

async function policy(company: TestCompany, body: Partial<contracts.CreatePayItemPolicyBody> & { code?: string } = {}) {
  const { code = 'transport', ...rest } = body;
  const category = await categoryOf(company, code);
  return company.admin.api.ok(contracts.createPayItemPolicy, {
    body: { categoryId: category.id, name: 'Transport allowance', recurrence: 'recurring', amount: '150.00', ...rest },
  });
}

describe('Pay items', () => {
  it('starts a company with the default categories and their statutory treatment per country', async () => {
    const company = await createCompany(t);
    const table = await company.admin.api.ok(contracts.listPayItemCategories, { body: { length: -1 } });
    expect(table.data.map((row) => row.code).sort()).toEqual(
      ['bonus', 'canteen', 'housing', 'meal', 'riceSubsidy', 'thirteenthMonth', 'transport', 'uniform'].sort(),
    );
    const meal = table.data.find((row) => row.code === 'meal')!;
    expect(meal).toMatchObject({ name: 'Meal allowance', kind: 'earning' });
    expect(meal.treatment.vn).toEqual({ pit: 'exemptUpToCap', pitCap: '730000', insurance: 'excluded' });
    const bonus = table.data.find((row) => row.code === 'bonus')!;
    expect(bonus.treatment).toMatchObject({ sg: { cpf: 'additionalWage' }, my: { pcb: 'additional' }, id: { bruto: 'irregular' } });
    const rice = table.data.find((row) => row.code === 'riceSubsidy')!;
    expect(rice.treatment.ph).toEqual({ tax: 'deMinimis', deMinimisCap: '2500', contributions: 'excluded' });
    const types = await company.admin.api.ok(contracts.getPayItemTypes, {});
    expect(types.defaultTreatment.benefit.id.benefitInKind).toBe(true);

    // A cap is required where the treatment has one.
    const broken = { ...meal.treatment, vn: { pit: 'exemptUpToCap' as const, pitCap: null, insurance: 'included' as const } };
    const refused = await company.admin.api.fail(
      contracts.createPayItemCategory,
      { body: { name: 'Snacks', kind: 'earning', treatment: broken } },
      400,
    );
    expect(refused.errors).toHaveProperty(['treatment.vn.pitCap']);
    const own = await company.admin.api.ok(contracts.createPayItemCategory, {
      body: { name: '  Night   shift ', kind: 'earning', treatment: types.defaultTreatment.earning },
    });
    expect(own).toMatchObject({ name: 'Night shift', code: null, policies: 0 });
    expect(
      (
        await company.admin.api.fail(
          contracts.createPayItemCategory,
          { body: { name: 'NIGHT shift', kind: 'earning', treatment: types.defaultTreatment.earning } },
          409,
        )
      ).code,
    ).toBe('NAME_TAKEN');
    expect(await auditOf(company, 'pay-item-category', own.id)).toEqual([
      { action: 'create', before: null, after: expect.objectContaining({ name: 'Night shift', kind: 'earning' }) },
    ]);
  });

  it('assigns one by one and in bulk, refuses a recurring item twice at a time, and says when none is left to add', async () => {
    const company = await createCompany(t);
    const ravi = await createEmployeeRow(t, company.companyId, { firstName: 'Ravi', lastName: 'Kumar' });
    const siti = await createEmployeeRow(t, company.companyId, { firstName: 'Siti', lastName: 'Aminah' });
    const transport = await policy(company);
    const bonus = await policy(company, { code: 'bonus', name: 'Year-end bonus', recurrence: 'oneOff', amount: '1000' });
    expect(transport).toMatchObject({ categoryName: 'Transport allowance', kind: 'earning', amount: '150.00', assignments: 0 });

    expect(
      await company.admin.api.ok(contracts.assignPayItems, {
        body: { employeeIds: [ravi, siti], effectiveFrom: '2026-11-01', items: [{ policyId: transport.id }] },
      }),
    ).toEqual({ assigned: 2 });
    const again = await company.admin.api.fail(
      contracts.assignPayItems,
      { body: { employeeIds: [ravi], effectiveFrom: '2026-12-01', items: [{ policyId: transport.id, amount: '200' }] } },
      409,
    );
    expect(again.code).toBe('PAY_ITEM_ALREADY_ASSIGNED');
    expect(again.message[0]).toContain('Ravi Kumar');

    const check = await company.admin.api.ok(contracts.checkPayItemPolicies, { body: { employeeId: ravi, date: '2026-11-15' } });
    expect(check.recurringLeft).toBe(0);
    expect(check.available.map((row) => row.name)).toEqual(['Year-end bonus']);

    // Unassigned from the end of November: December may have it again, at a new amount.
    const [current] = (await company.admin.api.ok(contracts.listPayItemAssignments, { body: { employeeId: ravi, search: { value: '' } } }))
      .data;
    const ended = await company.admin.api.ok(contracts.unassignPayItem, {
      body: { id: current!.id, version: current!.version, endedOn: '2026-11-30' },
    });
    expect(ended.endedOn).toBe('2026-11-30');
    expect(
      (await company.admin.api.ok(contracts.checkPayItemPolicies, { body: { employeeId: ravi, date: '2026-12-01' } })).recurringLeft,
    ).toBe(1);
    await company.admin.api.ok(contracts.assignPayItems, {
      body: {
        employeeIds: [ravi],
        effectiveFrom: '2026-12-01',
        items: [
          { policyId: transport.id, amount: '200' },
          { policyId: bonus.id, description: 'FY 2026' },
        ],
      },
    });
    const history = await company.admin.api.ok(contracts.listPayItemAssignments, {
      body: { employeeId: ravi, order: [{ column: 0, dir: 'asc' }], columns: [{ data: 'effectiveFrom' }] },
    });
    expect(history.data.map((row) => [row.policyName, row.amount, row.effectiveFrom, row.endedOn]).sort()).toEqual([
      ['Transport allowance', '150.00', '2026-11-01', '2026-11-30'],
      ['Transport allowance', '200.00', '2026-12-01', null],
      ['Year-end bonus', '1000.00', '2026-12-01', null],
    ]);
    const inForce = await company.admin.api.ok(contracts.listPayItemAssignments, { body: { employeeId: ravi, date: '2026-11-15' } });
    expect(inForce.data.map((row) => row.amount)).toEqual(['150.00']);
    expect(await auditOf(company, 'pay-item-assignment', current!.id)).toEqual([
      { action: 'create', before: null, after: expect.objectContaining({ employeeId: ravi, policyId: transport.id, amount: '150.00' }) },
      { action: 'unassign', before: { endedOn: null }, after: { endedOn: '2026-11-30' } },
    ]);
  });

  it('generates what is due in a month with exact amounts and treatment, previews the totals, and gives the payrun the same', async () => {
    const company = await createCompany(t);
    const ravi = await createEmployeeRow(t, company.companyId, { firstName: 'Ravi', lastName: 'Kumar' });
    const transport = await policy(company, { amount: '100.10' });
    const meal = await policy(company, { code: 'meal', name: 'Meals', amount: '0.20' });
    const canteen = await policy(company, { code: 'canteen', name: 'Canteen', amount: '12.35' });
    const bonus = await policy(company, { code: 'bonus', name: 'Bonus', recurrence: 'oneOff', amount: '500' });
    const profile = await company.admin.api.ok(contracts.createPayItemProfile, {
      body: {
        name: 'Staff',
        description: 'Everyone',
        items: [
          { policyId: transport.id, description: 'Bus pass' },
          { policyId: meal.id, description: 'Lunch', amount: '0.10' },
          { policyId: canteen.id },
        ],
      },
    });
    expect(profile.items.map((item) => [item.policyName, item.amount])).toEqual([
      ['Transport allowance', null],
      ['Meals', '0.10'],
      ['Canteen', null],
    ]);
    await company.admin.api.ok(contracts.assignPayItems, {
      body: { employeeIds: [ravi], effectiveFrom: '2026-10-15', profileId: profile.id },
    });
    await company.admin.api.ok(contracts.assignPayItems, {
      body: { employeeIds: [ravi], effectiveFrom: '2026-11-25', items: [{ policyId: bonus.id }] },
    });

    const october = await company.admin.api.ok(contracts.generatePayItems, { body: { period: '2026-10' } });
    expect(october.map((item) => [item.policyName, item.amount, item.from, item.to]).sort()).toEqual([
      ['Canteen', '12.35', '2026-10-15', '2026-10-31'],
      ['Meals', '0.10', '2026-10-15', '2026-10-31'],
      ['Transport allowance', '100.10', '2026-10-15', '2026-10-31'],
    ]);
    const november = await company.admin.api.ok(contracts.previewPayItems, { body: { period: '2026-11', employeeIds: [ravi] } });
    expect(november.employees).toHaveLength(1);
    expect(november.employees[0]!.totals).toEqual({ earning: '600.20', benefit: '0.00', deduction: '12.35' });
    const bonusItem = november.employees[0]!.items.find((item) => item.policyName === 'Bonus')!;
    expect(bonusItem).toMatchObject({ recurrence: 'oneOff', from: '2026-11-25', to: '2026-11-25', kind: 'earning' });
    expect(bonusItem.treatment.sg.cpf).toBe('additionalWage');
    expect(
      (await company.admin.api.ok(contracts.generatePayItems, { body: { period: '2026-12' } })).map((item) => item.policyName).sort(),
    ).toEqual(['Canteen', 'Meals', 'Transport allowance']);
    expect(await company.admin.api.ok(contracts.generatePayItems, { body: { period: '2026-09' } })).toEqual([]);

    const forPayrun = await modules.service('payItems').payItemsFor(company.companyId, { period: '2026-11', employeeIds: [ravi] });
    expect(forPayrun).toEqual(november.employees[0]!.items);
  });

  it('refuses to delete a policy in use and says where; deletes it once unused, audited', async () => {
    const company = await createCompany(t);
    const ravi = await createEmployeeRow(t, company.companyId, { firstName: 'Ravi', lastName: 'Kumar' });
    const transport = await policy(company);
    await company.admin.api.ok(contracts.createPayItemProfile, { body: { name: 'Drivers', items: [{ policyId: transport.id }] } });
    await company.admin.api.ok(contracts.assignPayItems, {
      body: { employeeIds: [ravi], effectiveFrom: '2026-11-01', items: [{ policyId: transport.id }] },
    });
    const refused = await company.admin.api.fail(contracts.deletePayItemPolicy, { params: { id: transport.id } }, 409);
    expect(refused.code).toBe('PAY_ITEM_POLICY_IN_USE');
    const usage = await company.admin.api.ok(contracts.getPayItemPolicyUsage, { params: { id: transport.id } });
    expect(usage).toEqual({
      assignments: [expect.objectContaining({ employeeId: ravi, employeeName: 'Ravi Kumar', effectiveFrom: '2026-11-01', endedOn: null })],
      profiles: [expect.objectContaining({ name: 'Drivers' })],
    });
    const category = await categoryOf(company, 'transport');
    expect((await company.admin.api.fail(contracts.deletePayItemCategory, { params: { id: category.id } }, 409)).code).toBe('IN_USE');

    const unused = await policy(company, { name: 'Parking', amount: '20' });
    await company.admin.api.ok(contracts.deletePayItemPolicy, { params: { id: unused.id } });
    expect((await auditOf(company, 'pay-item-policy', unused.id)).map((row) => row.action)).toEqual(['create', 'delete']);
  });

  it('refuses bad input at the contract: amounts, months, a policy without amount or formula', async () => {
    const company = await createCompany(t);
    const category = await categoryOf(company, 'transport');
    const body = { categoryId: category.id, name: 'X', recurrence: 'recurring' as const };
    for (const amount of ['-1', '1.234', '1e3', 'abc'])
      expect((await company.admin.api.fail(contracts.createPayItemPolicy, { body: { ...body, amount } }, 400)).code).toBe(
        'VALIDATION_FAILED',
      );
    expect((await company.admin.api.fail(contracts.createPayItemPolicy, { body }, 400)).errors).toHaveProperty('amount');
    expect(
      (await company.admin.api.fail(contracts.createPayItemPolicy, { body: { ...body, formulaId: crypto.randomUUID() } }, 400)).errors,
    ).toHaveProperty('formulaId');
    expect((await company.admin.api.fail(contracts.generatePayItems, { body: { period: '2026-13' } }, 400)).code).toBe('VALIDATION_FAILED');
    expect(
      (
        await company.admin.api.fail(
          contracts.assignPayItems,
          { body: { employeeIds: [crypto.randomUUID()], effectiveFrom: '2026-11-01', items: [] } },
          400,
        )
      ).code,
    ).toBe('VALIDATION_FAILED');
  });

  it('shows an employee their own pay items only, lets them change nothing, and hides another company’s', async () => {
    const company = await createCompany(t);
    const ravi = await createEmployeeRow(t, company.companyId, { firstName: 'Ravi' });
    const siti = await createEmployeeRow(t, company.companyId, { firstName: 'Siti', managerId: ravi });
    const transport = await policy(company);
    await company.admin.api.ok(contracts.assignPayItems, {
      body: { employeeIds: [ravi, siti], effectiveFrom: '2026-11-01', items: [{ policyId: transport.id }] },
    });

    const sitiUser = await createUser(t, company, { role: 'employee', firstName: 'Siti' });
    await linkUserToEmployee(t, { companyId: company.companyId, userId: sitiUser.userId, employeeId: siti });
    const employee = await loginAs(t, sitiUser);
    const own = await employee.api.ok(contracts.listPayItemAssignments, { body: {} });
    expect(own.data.map((row) => row.employeeId)).toEqual([siti]);
    expect((await employee.api.ok(contracts.generatePayItems, { body: { period: '2026-11' } })).map((row) => row.employeeId)).toEqual([
      siti,
    ]);
    expect(
      (
        await employee.api.fail(
          contracts.createPayItemPolicy,
          { body: { categoryId: transport.categoryId, name: 'Mine', recurrence: 'recurring', amount: '1' } },
          403,
        )
      ).code,
    ).toBe('FORBIDDEN');
    expect(
      (
        await employee.api.fail(
          contracts.assignPayItems,
          { body: { employeeIds: [siti], effectiveFrom: '2026-11-01', items: [{ policyId: transport.id }] } },
          403,
        )
      ).code,
    ).toBe('FORBIDDEN');
    expect(
      (await employee.api.fail(contracts.unassignPayItem, { body: { id: own.data[0]!.id, version: 1, endedOn: '2026-11-02' } }, 403)).code,
    ).toBe('FORBIDDEN');

    const raviUser = await createUser(t, company, { role: 'manager', firstName: 'Ravi' });
    await linkUserToEmployee(t, { companyId: company.companyId, userId: raviUser.userId, employeeId: ravi });
    const manager = await loginAs(t, raviUser);
    expect((await manager.api.ok(contracts.listPayItemAssignments, { body: {} })).data.map((row) => row.employeeId)).toEqual([ravi]);

    const other = await createCompany(t);
    expect((await other.admin.api.ok(contracts.listPayItemAssignments, { body: {} })).data).toEqual([]);
    expect(await other.admin.api.ok(contracts.generatePayItems, { body: { period: '2026-11' } })).toEqual([]);
    expect((await other.admin.api.fail(contracts.deletePayItemPolicy, { params: { id: transport.id } }, 404)).code).toBe('NOT_FOUND');
    expect(
      (await other.admin.api.fail(contracts.unassignPayItem, { body: { id: own.data[0]!.id, version: 1, endedOn: '2026-11-02' } }, 404))
        .code,
    ).toBe('NOT_FOUND');
    expect(
      (
        await other.admin.api.fail(
          contracts.assignPayItems,
          { body: { employeeIds: [siti], effectiveFrom: '2026-11-01', items: [{ policyId: transport.id }] } },
          400,
        )
      ).code,
    ).toBe('VALIDATION_FAILED');
    expect((await other.admin.api.fail(contracts.checkPayItemPolicies, { body: { employeeId: siti, date: '2026-11-01' } }, 404)).code).toBe(
      'NOT_FOUND',
    );
  });
});
