import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { employees, users } from '../../../db/schema/index.ts';
import {
  createCompany,
  createEmployeeRow,
  createFakeClock,
  createTestApp,
  createUser,
  linkUserToEmployee,
  loginAs,
  uniqueName,
  type TestApp,
  type TestCompany,
} from '../../../testing/index.ts';
import { createTestModules } from '../../../testing/test-modules.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createFakeClock(new Date('2026-02-02T04:00:00Z')) });
  await createTestModules(t);
}, 240_000);
afterAll(async () => {
  await t?.close();
});

const setRecord = (company: TestCompany, employeeId: string, values: Partial<typeof employees.$inferInsert>) =>
  t.tenant(company.companyId, (tx) =>
    tx
      .update(employees)
      .set(values)
      .where(and(eq(employees.companyId, company.companyId), eq(employees.id, employeeId))),
  );

/**
 * A Singapore company of three in January 2026: Mei 4,000.00 gross (net 3,200.00), Tan joins on the
 * 16th (3,200.00 gross, net 2,560.00), Aiko with no scheme (3,000.00 gross and net). Tan manages Mei.
 */
async function calculatedCompany() {
  const company = await createCompany(t);
  const mei = await createEmployeeRow(t, company.companyId, { firstName: 'Mei', lastName: 'Lim', employmentNumber: 'E001' });
  await setRecord(company, mei, { salary: '4000.00', dateOfBirth: '1996-01-15', passTypeId: 1, hiringDate: '2023-03-01' });
  const tan = await createEmployeeRow(t, company.companyId, { firstName: 'Tan', lastName: 'Wei', employmentNumber: 'E002' });
  await setRecord(company, tan, { salary: '6200.00', dateOfBirth: '1990-05-01', passTypeId: 1, hiringDate: '2026-01-16' });
  const aiko = await createEmployeeRow(t, company.companyId, { firstName: 'Aiko', lastName: 'Sato', employmentNumber: 'E003' });
  await setRecord(company, aiko, { salary: '3000.00', dateOfBirth: '1992-07-07', hiringDate: '2024-05-01' });
  await setRecord(company, mei, { managerId: tan });
  const policy = await company.admin.api.ok(contracts.createInsurancePolicy, {
    body: { name: 'CPF', kind: 'statutory', country: 'SG' } as never,
  });
  await company.admin.api.ok(contracts.assignInsurancePolicy, {
    body: { policyId: policy.id, from: '2026-01-01', employeeIds: [mei, tan], parameters: { country: 'SG', shgFunds: [] } },
  });
  const started = await company.admin.api.ok(contracts.startPayrun, { body: { period: '2026-01' } });
  await t.jobs.drain();
  const run = await company.admin.api.ok(contracts.getPayrun, { params: { id: started.id } });
  expect(run.status).toBe('calculated');
  return { company, mei, tan, aiko, run };
}

/** Links a new user to an employee, taking the record from whoever was that employee before (one user per employee). */
async function relink(company: TestCompany, userId: string, employeeId: string) {
  await t.tenant(company.companyId, (tx) =>
    tx
      .update(users)
      .set({ employeeId: null })
      .where(and(eq(users.companyId, company.companyId), eq(users.employeeId, employeeId))),
  );
  await linkUserToEmployee(t, { companyId: company.companyId, userId, employeeId });
}

/** A user of a role with the payrun menu (view) and this data scope, signed in as the employee given. */
async function payrunReader(company: TestCompany, dataScope: contracts.DataScope, employeeId: string) {
  const role = await company.admin.api.ok(contracts.createRole, {
    body: {
      name: uniqueName('Payrun reader'),
      dataScope,
      menuGrants: { payrun: 'view' } as contracts.MenuGrants,
      fieldGrants: { public: {}, private: {} },
    },
  });
  const user = await createUser(t, { ...company, roles: { ...company.roles, employee: role.id } }, { role: 'employee' });
  await relink(company, user.userId, employeeId);
  return loginAs(t, user);
}

type Session = Awaited<ReturnType<typeof payrunReader>>;

const summaryOf = (session: Pick<Session, 'api'>, payrunId: string, search = '') =>
  session.api.ok(contracts.listPayslips, {
    body: search ? { payrunId, search: { value: search } } : { payrunId },
  });

/** What a caller reads of the run: the summary's people, the run's count and totals (alone and in the runs table), and whose payslip opens. */
async function whatTheySee(session: Pick<Session, 'api'>, ids: { payrunId: string; people: Record<string, string> }) {
  const summary = await summaryOf(session, ids.payrunId);
  const run = await session.api.ok(contracts.getPayrun, { params: { id: ids.payrunId } });
  const runs = await session.api.ok(contracts.listPayruns, {
    body: {},
  });
  const listed = runs.data.find((row) => row.id === ids.payrunId)!;
  const opens: string[] = [];
  for (const [name, employeeId] of Object.entries(ids.people)) {
    const response = await session.api.call(contracts.getPayslip, { params: { id: ids.payrunId, employeeId } });
    if (response.status === 200) opens.push(name);
    else expect(response.status).toBe(404);
  }
  return {
    rows: summary.data.map((row) => row.employeeName).sort(),
    recordsTotal: summary.recordsTotal,
    employeeCount: run.employeeCount,
    totals: run.totals,
    listed: { employeeCount: listed.employeeCount, totals: listed.totals },
    opens: opens.sort(),
  };
}

describe('Payrun data scope', () => {
  it("shows a role with the scope of all everyone's payslips and the run's whole totals", async () => {
    const { company, mei, tan, aiko, run } = await calculatedCompany();
    const session = await payrunReader(company, 'all', aiko);
    const seen = await whatTheySee(session, { payrunId: run.id, people: { mei, tan, aiko } });
    expect(seen).toMatchObject({
      rows: ['Aiko Sato', 'Mei Lim', 'Tan Wei'],
      recordsTotal: 3,
      employeeCount: 3,
      totals: { gross: '10200.00', net: '8760.00' },
      opens: ['aiko', 'mei', 'tan'],
    });
    expect(seen.listed).toEqual({ employeeCount: 3, totals: run.totals });
  });

  it('shows a team scope their own payslip and their direct reports’, totals of those only', async () => {
    const { company, mei, tan, aiko, run } = await calculatedCompany();
    const session = await payrunReader(company, 'team', tan);
    const seen = await whatTheySee(session, { payrunId: run.id, people: { mei, tan, aiko } });
    expect(seen).toMatchObject({
      rows: ['Mei Lim', 'Tan Wei'],
      recordsTotal: 2,
      employeeCount: 2,
      totals: { gross: '7200.00', net: '5760.00' },
      opens: ['mei', 'tan'],
    });
    expect(seen.listed).toEqual({ employeeCount: 2, totals: seen.totals });
    // A search does not reach past the scope either.
    expect((await summaryOf(session, run.id, 'Aiko')).data).toEqual([]);
  });

  it('shows a self scope their own payslip only, and the totals of it', async () => {
    const { company, mei, tan, aiko, run } = await calculatedCompany();
    const session = await payrunReader(company, 'self', aiko);
    const seen = await whatTheySee(session, { payrunId: run.id, people: { mei, tan, aiko } });
    expect(seen).toMatchObject({
      rows: ['Aiko Sato'],
      recordsTotal: 1,
      employeeCount: 1,
      totals: { gross: '3000.00', deductions: '0.00', net: '3000.00', employerContributions: '0.00' },
      opens: ['aiko'],
    });
    expect(seen.listed).toEqual({ employeeCount: 1, totals: seen.totals });
  });

  it("keeps another company's callers, whatever their scope, from the run and its payslips", async () => {
    const { mei, run } = await calculatedCompany();
    const other = await createCompany(t);
    const outsider = await createEmployeeRow(t, other.companyId, { firstName: 'Ana', lastName: 'Cruz', employmentNumber: 'X001' });
    for (const session of [other.admin, await payrunReader(other, 'team', outsider), await payrunReader(other, 'self', outsider)]) {
      await session.api.fail(contracts.getPayrun, { params: { id: run.id } }, 404);
      await session.api.fail(contracts.getPayslip, { params: { id: run.id, employeeId: mei } }, 404);
      await session.api.fail(contracts.listPayslips, { body: { payrunId: run.id } }, 404);
      const runs = await session.api.ok(contracts.listPayruns, {
        body: {},
      });
      expect(runs.data.map((row) => row.id)).not.toContain(run.id);
    }
  });
});
