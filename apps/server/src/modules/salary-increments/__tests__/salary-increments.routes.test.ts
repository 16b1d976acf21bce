import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { auditLog, departments, employees } from '../../../db/schema/index.ts';
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
  // 2026-11-20 noon in Singapore: "today" is 2026-11-20 for the test companies.
  t = await createTestApp({ clock: createFakeClock(new Date('2026-11-20T04:00:00Z')) });
  modules = await createTestModules(t);
});
afterAll(async () => {
  await t?.close();
});

const noFilter = { rules: [], join: 'and' as const, hideEmptyRows: false, employeeIds: [] };

async function employee(company: TestCompany, input: { firstName: string; salary: string | null; departmentId?: string }) {
  const id = await createEmployeeRow(t, company.companyId, { firstName: input.firstName, departmentId: input.departmentId ?? null });
  await t.tenant(company.companyId, (tx) =>
    tx
      .update(employees)
      .set({ salary: input.salary })
      .where(and(eq(employees.companyId, company.companyId), eq(employees.id, id))),
  );
  return id;
}

async function department(company: TestCompany, name: string) {
  const [row] = await t.tenant(company.companyId, (tx) =>
    tx.insert(departments).values({ companyId: company.companyId, name }).returning({ id: departments.id }),
  );
  return row!.id;
}

const salaryOf = (company: TestCompany, employeeId: string) =>
  company.admin.api.ok(contracts.getEmployeeSalaryHistory, { params: { id: employeeId } });

const auditOf = (company: TestCompany, entity: string, entityId: string) =>
  t.db
    .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.at, auditLog.id);

const increment = (company: TestCompany, body: Partial<contracts.CreateSalaryIncrementBody> & { employeeId: string }) =>
  company.admin.api.ok(contracts.createSalaryIncrement, {
    body: { effectiveDate: '2026-11-16', kind: 'percentage', value: '3', reason: 'Annual review', ...body },
  });

describe('Salary increments', () => {
  it('applies an increment HR enters without a workflow into the salary history from its date, audited; then it cannot change', async () => {
    const company = await createCompany(t);
    const ravi = await employee(company, { firstName: 'Ravi', salary: '3333.33' });
    const made = await increment(company, { employeeId: ravi });
    expect(made).toMatchObject({
      status: 'applied',
      previousSalary: '3333.33',
      newSalary: '3433.33',
      change: '100.00',
      value: '3',
      effectiveDate: '2026-11-16',
      employeeName: 'Ravi Kumar',
    });

    const history = await salaryOf(company, ravi);
    expect(history.current).toBe('3433.33');
    expect(history.changes[0]).toMatchObject({ date: '2026-11-16', salary: '3433.33', previous: '3333.33', action: 'salaryIncrement' });
    expect(await auditOf(company, 'salaryIncrement', made.id)).toEqual([
      { action: 'create', before: null, after: expect.objectContaining({ status: 'applied', newSalary: '3433.33', value: '3' }) },
    ]);

    const update = await company.admin.api.fail(
      contracts.updateSalaryIncrement,
      {
        params: { incrementId: made.id },
        body: { effectiveDate: '2026-11-16', kind: 'amount', value: '10', reason: 'x', version: made.version },
      },
      409,
    );
    expect(update.code).toBe('INCREMENT_IN_FORCE');
    expect(update.message[0]).toContain('2026-11-16');
    expect((await company.admin.api.fail(contracts.deleteSalaryIncrement, { params: { incrementId: made.id } }, 409)).code).toBe(
      'INCREMENT_IN_FORCE',
    );
    // A later increment must start after the one in force.
    const early = await company.admin.api.fail(
      contracts.createSalaryIncrement,
      { body: { employeeId: ravi, effectiveDate: '2026-11-16', kind: 'amount', value: '50', reason: 'Again' } },
      422,
    );
    expect(early.code).toBe('INCREMENT_BEFORE_LAST');
    expect((await company.admin.api.ok(contracts.listEmployeeSalaryIncrements, { params: { id: ravi } })).map((row) => row.id)).toEqual([
      made.id,
    ]);
  });

  it('schedules a future increment, lets HR change and delete it, and the daily job puts it in force on its date', async () => {
    const company = await createCompany(t);
    const ana = await employee(company, { firstName: 'Ana', salary: '2500.00' });
    const made = await increment(company, { employeeId: ana, effectiveDate: '2026-12-01', kind: 'amount', value: '150.25' });
    expect(made).toMatchObject({ status: 'scheduled', newSalary: '2650.25' });
    expect((await salaryOf(company, ana)).current).toBe('2500.00');
    // One increment waits at a time.
    expect(
      (
        await company.admin.api.fail(
          contracts.createSalaryIncrement,
          { body: { employeeId: ana, effectiveDate: '2027-01-01', kind: 'amount', value: '1', reason: 'Two' } },
          409,
        )
      ).code,
    ).toBe('INCREMENT_OPEN_EXISTS');

    const changed = await company.admin.api.ok(contracts.updateSalaryIncrement, {
      params: { incrementId: made.id },
      body: { effectiveDate: '2026-12-01', kind: 'percentage', value: '10', reason: 'Promotion', version: made.version },
    });
    expect(changed).toMatchObject({ status: 'scheduled', newSalary: '2750.00', reason: 'Promotion' });
    const stale = await company.admin.api.fail(
      contracts.updateSalaryIncrement,
      {
        params: { incrementId: made.id },
        body: { effectiveDate: '2026-12-01', kind: 'percentage', value: '5', reason: 'x', version: made.version },
      },
      409,
    );
    expect(stale.code).toBe('VERSION_CONFLICT');

    expect(await modules.service('salaryIncrements').applyDue(company.companyId)).toBe(0);
    t.clock.advance(12 * 86_400_000);
    try {
      expect(await modules.service('salaryIncrements').applyDue(company.companyId)).toBe(1);
    } finally {
      t.clock.advance(-12 * 86_400_000);
    }
    const history = await salaryOf(company, ana);
    expect(history.current).toBe('2750.00');
    expect(history.changes[0]).toMatchObject({ date: '2026-12-01', salary: '2750.00', previous: '2500.00' });

    const other = await employee(company, { firstName: 'Ben', salary: '1000.00' });
    const gone = await increment(company, { employeeId: other, effectiveDate: '2027-02-01' });
    await company.admin.api.ok(contracts.deleteSalaryIncrement, { params: { incrementId: gone.id } });
    expect((await salaryOf(company, other)).current).toBe('1000.00');
    expect((await auditOf(company, 'salaryIncrement', gone.id)).map((entry) => entry.action)).toEqual(['create', 'delete']);
  });

  it('goes through the approval workflow for salary increments when the company has one', async () => {
    const company = await createCompany(t);
    const ravi = await employee(company, { firstName: 'Ravi', salary: '4000.00' });
    const approver = await createUser(t, company, { role: 'hrManager', firstName: 'Hana' });
    const hana = await loginAs(t, approver);
    const flow = await company.admin.api.ok(contracts.createWorkflow, {
      body: {
        name: 'Pay changes',
        levels: [
          {
            approverType: 'users',
            userIds: [approver.userId],
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
      body: { kind: 'salaryIncrement', assignments: [{ workflowId: flow.id, departmentIds: [] }] },
    });

    const made = await increment(company, { employeeId: ravi, effectiveDate: '2026-11-01', value: '5' });
    expect(made).toMatchObject({ status: 'pending', newSalary: '4200.00' });
    expect((await salaryOf(company, ravi)).current).toBe('4000.00');
    const pending = await hana.api.ok(contracts.listApprovalRequests, { query: { tab: 'pending' } });
    const request = pending.data.find((row) => row.kind === 'salaryIncrement');
    expect(request).toBeDefined();
    await hana.api.ok(contracts.decideApprovalRequests, { body: { ids: [request!.id], decision: 'approve', comment: '' } });

    const [after] = await company.admin.api.ok(contracts.listEmployeeSalaryIncrements, { params: { id: ravi } });
    expect(after).toMatchObject({ status: 'applied', newSalary: '4200.00' });
    expect((await salaryOf(company, ravi)).changes[0]).toMatchObject({ date: '2026-11-01', salary: '4200.00' });

    // A rejected one changes nothing and cannot be changed.
    const second = await increment(company, { employeeId: ravi, effectiveDate: '2027-01-01', kind: 'amount', value: '100' });
    const next = await hana.api.ok(contracts.listApprovalRequests, { query: { tab: 'pending' } });
    await hana.api.ok(contracts.decideApprovalRequests, {
      body: { ids: next.data.map((row) => row.id), decision: 'reject', comment: 'Not this year' },
    });
    const rejected = (await company.admin.api.ok(contracts.listEmployeeSalaryIncrements, { params: { id: ravi } })).find(
      (row) => row.id === second.id,
    );
    expect(rejected?.status).toBe('rejected');
    expect(
      (
        await company.admin.api.fail(
          contracts.updateSalaryIncrement,
          {
            params: { incrementId: second.id },
            body: { effectiveDate: '2027-01-01', kind: 'amount', value: '1', reason: 'x', version: rejected!.version },
          },
          409,
        )
      ).code,
    ).toBe('INCREMENT_REJECTED');
    expect((await salaryOf(company, ravi)).current).toBe('4200.00');
  });

  it('previews a bulk increment for a department, then applies it in one go with an audit entry per employee, in exact decimals', async () => {
    const company = await createCompany(t);
    const sales = await department(company, 'Sales');
    const a = await employee(company, { firstName: 'Ada', salary: '3000.00', departmentId: sales });
    const b = await employee(company, { firstName: 'Bea', salary: '3333.33', departmentId: sales });
    const c = await employee(company, { firstName: 'Cyd', salary: null, departmentId: sales });
    const outside = await employee(company, { firstName: 'Dan', salary: '5000.00' });
    const body = {
      filter: { ...noFilter, rules: [{ category: 'department' as const, condition: 'is' as const, values: [sales] }] },
      effectiveDate: '2026-11-01',
      kind: 'percentage' as const,
      value: '3',
      rounding: { step: '1' as const, mode: 'up' as const },
      reason: 'Sales review',
    };
    const preview = await company.admin.api.ok(contracts.previewBulkIncrement, { body });
    expect(preview.rows.map((row) => [row.employeeId, row.oldSalary, row.newSalary, row.change])).toEqual([
      [a, '3000.00', '3090.00', '90.00'],
      [b, '3333.33', '3434.00', '100.67'],
    ]);
    expect(preview.skipped).toEqual([expect.objectContaining({ employeeId: c, reason: 'noSalary' })]);
    expect(preview).toMatchObject({ totalOld: '6333.33', totalNew: '6524.00', totalChange: '190.67' });
    // The preview saved nothing.
    expect((await company.admin.api.ok(contracts.listSalaryIncrements, { body: {} })).recordsTotal).toBe(0);

    const result = await company.admin.api.ok(contracts.applyBulkIncrement, { body });
    expect(result).toMatchObject({ status: 'applied', totalChange: '190.67' });
    expect((await salaryOf(company, a)).current).toBe('3090.00');
    expect((await salaryOf(company, b)).current).toBe('3434.00');
    expect((await salaryOf(company, outside)).current).toBe('5000.00');
    const table = await company.admin.api.ok(contracts.listSalaryIncrements, { body: { search: { value: 'sales review' } } });
    expect(table.data.map((row) => row.batchId)).toEqual([result.batchId, result.batchId]);
    for (const row of table.data) expect(await auditOf(company, 'salaryIncrement', row.id)).toHaveLength(1);
    expect((await auditOf(company, 'employee', a)).at(-1)).toMatchObject({
      action: 'salaryIncrement',
      before: { salary: '3000.00' },
      after: { salary: '3090.00', salaryEffectiveFrom: '2026-11-01' },
    });

    // Applied again, everyone already has it from that date: nobody is left.
    const again = await company.admin.api.fail(contracts.applyBulkIncrement, { body }, 422);
    expect(again.code).toBe('INCREMENT_NOBODY');
    expect((await company.admin.api.ok(contracts.previewBulkIncrement, { body })).skipped.map((row) => row.reason).sort()).toEqual([
      'laterIncrement',
      'laterIncrement',
      'noSalary',
    ]);
  });

  it('refuses bad input: a zero value, too many decimals, a percentage over 100, no reason, no salary', async () => {
    const company = await createCompany(t);
    const ravi = await employee(company, { firstName: 'Ravi', salary: null });
    const bad = (body: Record<string, unknown>) =>
      company.admin.api.fail(
        contracts.createSalaryIncrement,
        { body: { employeeId: ravi, effectiveDate: '2026-11-16', kind: 'amount', value: '10', reason: 'Why', ...body } as never },
        400,
      );
    expect((await bad({ value: '0' })).errors).toHaveProperty('value');
    expect((await bad({ value: '10.125' })).errors).toHaveProperty('value');
    expect((await bad({ kind: 'percentage', value: '101' })).errors).toHaveProperty('value');
    expect((await bad({ reason: '  ' })).errors).toHaveProperty('reason');
    expect(
      (
        await company.admin.api.fail(
          contracts.createSalaryIncrement,
          { body: { employeeId: ravi, effectiveDate: '2026-11-16', kind: 'amount', value: '10', reason: 'Why' } },
          422,
        )
      ).code,
    ).toBe('INCREMENT_NO_SALARY');
  });

  it('two increments for one employee at once: one is made, the other answers 409, never 500', async () => {
    const company = await createCompany(t);
    const ravi = await employee(company, { firstName: 'Ravi', salary: '3000.00' });
    const body = { employeeId: ravi, effectiveDate: '2027-01-01', kind: 'amount' as const, value: '10', reason: 'Race' };
    const results = await Promise.all([
      company.admin.api.call(contracts.createSalaryIncrement, { body }),
      company.admin.api.call(contracts.createSalaryIncrement, { body }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
  });

  it('per role: View Only reads, an employee sees only their own, a role without the menu gets nothing', async () => {
    const company = await createCompany(t);
    const ravi = await employee(company, { firstName: 'Ravi', salary: '3000.00' });
    const ana = await employee(company, { firstName: 'Ana', salary: '2000.00' });
    await increment(company, { employeeId: ravi, effectiveDate: '2027-01-01' });
    const anas = await increment(company, { employeeId: ana, effectiveDate: '2027-01-01' });

    const roleWith = async (level: 'view' | 'edit' | null, dataScope: 'all' | 'self', employeeId?: string) => {
      const role = await company.admin.api.ok(contracts.createRole, {
        body: {
          name: `increments ${level ?? 'none'} ${dataScope}`,
          description: '',
          dataScope,
          menuGrants: level ? { salaryAdjustment: level } : {},
          fieldGrants: { public: {}, private: {} },
        },
      });
      const user = await createUser(t, company, { role: 'employee' });
      if (employeeId) await linkUserToEmployee(t, { companyId: company.companyId, userId: user.userId, employeeId });
      const current = await company.admin.api.ok(contracts.getUser, { params: { id: user.userId } });
      await company.admin.api.ok(contracts.updateUser, { body: { id: user.userId, version: current.version, roleId: role.id } });
      return loginAs(t, user);
    };

    const viewer = await roleWith('view', 'all');
    expect((await viewer.api.ok(contracts.listSalaryIncrements, { body: {} })).recordsTotal).toBe(2);
    expect(
      (
        await viewer.api.fail(
          contracts.createSalaryIncrement,
          { body: { employeeId: ravi, effectiveDate: '2027-02-01', kind: 'amount', value: '1', reason: 'x' } },
          403,
        )
      ).code,
    ).toBe('FORBIDDEN');
    expect((await viewer.api.fail(contracts.deleteSalaryIncrement, { params: { incrementId: anas.id } }, 403)).code).toBe('FORBIDDEN');
    expect(
      (
        await viewer.api.fail(
          contracts.previewBulkIncrement,
          { body: { filter: noFilter, effectiveDate: '2027-02-01', kind: 'percentage', value: '3', reason: 'x' } },
          403,
        )
      ).code,
    ).toBe('FORBIDDEN');

    // An editor who reaches only their own record sees their own increments and raises nobody.
    const self = await roleWith('edit', 'self', ana);
    expect((await self.api.ok(contracts.listSalaryIncrements, { body: {} })).data.map((row) => row.employeeId)).toEqual([ana]);
    expect((await self.api.fail(contracts.listEmployeeSalaryIncrements, { params: { id: ravi } }, 404)).code).toBe('NOT_FOUND');
    expect((await self.api.fail(contracts.deleteSalaryIncrement, { params: { incrementId: anas.id } }, 403)).code).toBe('FORBIDDEN');

    const outsider = await roleWith(null, 'all');
    expect((await outsider.api.fail(contracts.listSalaryIncrements, { body: {} }, 403)).code).toBe('FORBIDDEN');
  });

  it("cannot see, change or delete another company's increments, nor raise its employees", async () => {
    const mine = await createCompany(t);
    const theirs = await createCompany(t);
    const them = await employee(theirs, { firstName: 'Tia', salary: '3000.00' });
    const made = await increment(theirs, { employeeId: them, effectiveDate: '2027-01-01' });
    expect((await mine.admin.api.ok(contracts.listSalaryIncrements, { body: {} })).data).toEqual([]);
    expect((await mine.admin.api.fail(contracts.listEmployeeSalaryIncrements, { params: { id: them } }, 404)).code).toBe('NOT_FOUND');
    expect(
      (
        await mine.admin.api.fail(
          contracts.updateSalaryIncrement,
          {
            params: { incrementId: made.id },
            body: { effectiveDate: '2027-01-01', kind: 'amount', value: '1', reason: 'x', version: made.version },
          },
          404,
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect((await mine.admin.api.fail(contracts.deleteSalaryIncrement, { params: { incrementId: made.id } }, 404)).code).toBe('NOT_FOUND');
    expect(
      (
        await mine.admin.api.fail(
          contracts.createSalaryIncrement,
          { body: { employeeId: them, effectiveDate: '2027-02-01', kind: 'amount', value: '1', reason: 'x' } },
          400,
        )
      ).code,
    ).toBe('VALIDATION_FAILED');
    const bulk = await mine.admin.api.fail(
      contracts.applyBulkIncrement,
      { body: { filter: { ...noFilter, employeeIds: [them] }, effectiveDate: '2027-02-01', kind: 'percentage', value: '3', reason: 'x' } },
      422,
    );
    expect(bulk.code).toBe('INCREMENT_NOBODY');
    expect((await salaryOf(theirs, them)).current).toBe('3000.00');
  });
});
