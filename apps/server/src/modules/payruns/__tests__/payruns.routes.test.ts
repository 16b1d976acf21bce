import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { computePayslip } from '@tenaga/payroll';
import { auditLog, employees } from '../../../db/schema/index.ts';
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
} from '../../../testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createFakeClock(new Date('2026-02-02T04:00:00Z')) });
}, 240_000);
afterAll(async () => {
  await t?.close();
});

const auditOf = (company: TestCompany, entityId: string) =>
  t.db
    .select({ action: auditLog.action, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entity, 'payrun'), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.at, auditLog.id);

const setRecord = (company: TestCompany, employeeId: string, values: Partial<typeof employees.$inferInsert>) =>
  t.tenant(company.companyId, (tx) =>
    tx
      .update(employees)
      .set(values)
      .where(and(eq(employees.companyId, company.companyId), eq(employees.id, employeeId))),
  );

/** A user whose role grants payrun at this level. */
async function userWith(company: TestCompany, level: 'view' | 'edit') {
  const role = await company.admin.api.ok(contracts.createRole, {
    body: {
      name: `payrun ${level}`,
      description: '',
      dataScope: 'all',
      menuGrants: { payrun: level },
      fieldGrants: { public: {}, private: {} },
    },
  });
  const user = await createUser(t, company, { role: 'employee' });
  const current = await company.admin.api.ok(contracts.getUser, { params: { id: user.userId } });
  await company.admin.api.ok(contracts.updateUser, { body: { id: user.userId, version: current.version, roleId: role.id } });
  return loginAs(t, user);
}

/**
 * A Singapore company of three in January 2026: Mei (30, $4,000 all month), Tan (joins on the 16th
 * at $6,200 a month) — both Singapore citizens under CPF, opted out of the SHG funds — and Aiko, a
 * foreigner with no statutory scheme assigned.
 */
async function singaporeCompany() {
  const company = await createCompany(t);
  const mei = await createEmployeeRow(t, company.companyId, { firstName: 'Mei', lastName: 'Lim', employmentNumber: 'E001' });
  await setRecord(company, mei, { salary: '4000.00', dateOfBirth: '1996-01-15', passTypeId: 1, hiringDate: '2023-03-01' });
  const tan = await createEmployeeRow(t, company.companyId, { firstName: 'Tan', lastName: 'Wei', employmentNumber: 'E002' });
  await setRecord(company, tan, { salary: '6200.00', dateOfBirth: '1990-05-01', passTypeId: 1, hiringDate: '2026-01-16' });
  const aiko = await createEmployeeRow(t, company.companyId, { firstName: 'Aiko', lastName: 'Sato', employmentNumber: 'E003' });
  await setRecord(company, aiko, { salary: '3000.00', dateOfBirth: '1992-07-07', hiringDate: '2024-05-01' });
  const policy = await company.admin.api.ok(contracts.createInsurancePolicy, {
    body: { name: 'CPF', kind: 'statutory', country: 'SG' } as never,
  });
  await company.admin.api.ok(contracts.assignInsurancePolicy, {
    body: { policyId: policy.id, from: '2026-01-01', employeeIds: [mei, tan], parameters: { country: 'SG', shgFunds: [] } },
  });
  return { company, mei, tan, aiko };
}

async function runMonth(company: TestCompany, period = '2026-01') {
  const started = await company.admin.api.call(contracts.startPayrun, { body: { period } });
  expect(started.status).toBe(202);
  await t.jobs.drain();
  return started.data!;
}

const amounts = (lines: readonly { code: string; kind: string; amount: string }[]) =>
  Object.fromEntries(lines.map((line) => [line.code, line.amount]));

describe('Payrun', () => {
  it('runs a Singapore month: statutory lines from the engine, net pay to the cent, a joiner pro-rated', async () => {
    const { company, mei, tan, aiko } = await singaporeCompany();
    const api = company.admin.api;
    const { id, jobId } = await runMonth(company);
    expect(jobId).toMatch(/[0-9a-f-]{36}/);

    const run = await api.ok(contracts.getPayrun, { params: { id } });
    // Mei: gross 4,000.00; CPF at 30 (≤55): employee 20% = 800, total 37% = 1,480 so employer 680;
    //   SDL 0.25% of 4,000 = 10.00; net 4,000 − 800 = 3,200.00.
    // Tan joins on 16 January: 16 of January's 31 calendar days of 6,200 = 6,200 × 16 / 31 = 3,200.00;
    //   CPF employee 20% = 640, total 37% = 1,184 so employer 544; SDL 0.25% of 3,200 = 8.00; net 2,560.00.
    // Aiko has no scheme: 3,000.00 gross and net, no statutory line.
    // Totals: gross 4,000 + 3,200 + 3,000 = 10,200.00; deductions 800 + 640 = 1,440.00; net 8,760.00;
    //   employer contributions 680 + 10 + 544 + 8 = 1,242.00.
    expect(run).toMatchObject({
      id,
      period: '2026-01',
      status: 'calculated',
      employeeCount: 3,
      totals: { gross: '10200.00', deductions: '1440.00', net: '8760.00', employerContributions: '1242.00' },
    });

    const meiSlip = await api.ok(contracts.getPayslip, { params: { id, employeeId: mei } });
    expect(meiSlip).toMatchObject({ employeeId: mei, gross: '4000.00', net: '3200.00' });
    expect(amounts(meiSlip.lines)).toEqual({ basic: '4000.00', 'cpf.employee': '800.00', 'cpf.employer': '680.00', sdl: '10.00' });
    expect(meiSlip.lines.find((line) => line.code === 'cpf.employee')).toMatchObject({
      kind: 'deduction',
      label: 'payruns:lines.cpf.employee',
    });
    expect(meiSlip.lines.find((line) => line.code === 'sdl')).toMatchObject({ kind: 'employer' });
    // Every line keeps its trace: the engine's steps for the statutory lines.
    expect((meiSlip.lines.find((line) => line.code === 'cpf.employee')!.trace as { engine: unknown[] }).engine.length).toBeGreaterThan(0);

    const tanSlip = await api.ok(contracts.getPayslip, { params: { id, employeeId: tan } });
    expect(amounts(tanSlip.lines)).toEqual({ basic: '3200.00', 'cpf.employee': '640.00', 'cpf.employer': '544.00', sdl: '8.00' });
    expect(tanSlip).toMatchObject({ gross: '3200.00', net: '2560.00' });
    expect(tanSlip.lines[0]!.trace).toMatchObject({
      proration: { basis: 'calendarDays', parts: [{ from: '2026-01-16', to: '2026-01-31', days: 16 }] },
    });

    // The same inputs through the engine directly give the same statutory lines.
    const engine = computePayslip({
      country: 'SG',
      period: '2026-01',
      items: [{ code: 'basic', label: 'basic', kind: 'earning', amount: '3200.00', class: 'basic' }],
      employee: { birthDate: '1990-05-01', residency: 'SC', shgFunds: [] },
    });
    const engineAmounts = Object.fromEntries(engine.lines.map((line) => [line.code, line.amount]));
    expect(amounts(tanSlip.lines)['cpf.employee']).toBe(engineAmounts['sg.cpf.employee']);
    expect(amounts(tanSlip.lines)['cpf.employer']).toBe(engineAmounts['sg.cpf.employer']);
    expect(amounts(tanSlip.lines).sdl).toBe(engineAmounts['sg.sdl']);

    const aikoSlip = await api.ok(contracts.getPayslip, { params: { id, employeeId: aiko } });
    expect(aikoSlip).toMatchObject({ gross: '3000.00', net: '3000.00' });
    expect(aikoSlip.lines.map((line) => line.code)).toEqual(['basic', 'noScheme']);

    const summary = await api.ok(contracts.listPayslips, { body: { payrunId: id } });
    expect(summary.data.map((row) => [row.employeeName, row.net, row.employerCost])).toEqual([
      ['Mei Lim', '3200.00', '4690.00'],
      ['Tan Wei', '2560.00', '3752.00'],
      ['Aiko Sato', '3000.00', '3000.00'],
    ]);
    const archive = await api.ok(contracts.listPayruns, { body: {} });
    expect(archive.data.map((row) => row.id)).toEqual([id]);
    expect((await auditOf(company, id)).map((entry) => entry.action)).toEqual(['create', 'calculate']);
  });

  it('gives the running run to a second start, and one run per period', async () => {
    const { company } = await singaporeCompany();
    const api = company.admin.api;
    const first = await api.call(contracts.startPayrun, { body: { period: '2026-01' } });
    const second = await api.call(contracts.startPayrun, { body: { period: '2026-01' } });
    expect(first.status).toBe(202);
    expect(second.status).toBe(202);
    expect(second.data).toEqual(first.data);
    await t.jobs.drain();
    // Calculated now: starting the period again is refused, naming the period.
    const refused = await api.fail(contracts.startPayrun, { body: { period: '2026-01' } }, 409);
    expect(refused.code).toBe('PAYRUN_EXISTS');
    expect((await api.ok(contracts.listPayruns, { body: {} })).recordsTotal).toBe(1);
  });

  it('recalculates while calculated, then approved, paid and locked runs refuse every change', async () => {
    const { company, mei } = await singaporeCompany();
    const api = company.admin.api;
    // Mei repays a loan of 900.00 in three instalments of 300.00 from January.
    const loan = await api.ok(contracts.createLoan, {
      body: { employeeId: mei, kind: 'loan', principal: '900.00', disbursedOn: '2025-12-20', firstPeriod: '2026-01', instalmentCount: 3 },
    });
    const { id } = await runMonth(company);
    let run = await api.ok(contracts.getPayrun, { params: { id } });

    // A raise dated 1 January written before approval: recalculating picks it up.
    await setRecord(company, mei, { salary: '5000.00' });
    const again = await api.call(contracts.recalculatePayrun, { params: { id }, body: { version: run.version } });
    expect(again.status).toBe(202);
    await t.jobs.drain();
    run = await api.ok(contracts.getPayrun, { params: { id } });
    // Mei now 5,000: CPF employee 1,000, employer 850, SDL 11.25 (the cap of 0.25% on 4,500).
    // Her loan instalment of 300.00 is a deduction after CPF: net 5,000 − 1,000 − 300 = 3,700.00.
    const meiSlip = await api.ok(contracts.getPayslip, { params: { id, employeeId: mei } });
    expect(amounts(meiSlip.lines)).toEqual({
      basic: '5000.00',
      'cpf.employee': '1000.00',
      'cpf.employer': '850.00',
      sdl: '11.25',
      loan: '300.00',
    });
    expect(meiSlip).toMatchObject({ gross: '5000.00', deductions: '1300.00', net: '3700.00' });
    // Totals: gross 5,000 + 3,200 + 3,000 = 11,200; deductions 1,000 + 300 + 640 = 1,940; net 9,260.
    expect(run).toMatchObject({ status: 'calculated', totals: { gross: '11200.00', deductions: '1940.00', net: '9260.00' } });

    // Paying before approval is out of order.
    expect((await api.fail(contracts.payPayrun, { params: { id }, body: { version: run.version } }, 409)).code).toBe('PAYRUN_STATUS');
    run = await api.ok(contracts.approvePayrun, { params: { id }, body: { version: run.version } });
    expect(run.status).toBe('approved');
    // Approval records what the run took on the loan: 600.00 is left.
    expect((await api.ok(contracts.getLoan, { params: { id: loan.id } })).balance).toBe('600.00');
    expect((await api.fail(contracts.recalculatePayrun, { params: { id }, body: { version: run.version } }, 409)).code).toBe(
      'PAYRUN_FROZEN',
    );
    run = await api.ok(contracts.payPayrun, { params: { id }, body: { version: run.version } });
    run = await api.ok(contracts.lockPayrun, { params: { id }, body: { version: run.version } });
    expect(run).toMatchObject({ status: 'locked' });
    expect(run.lockedAt).not.toBeNull();
    const refused = await api.fail(contracts.recalculatePayrun, { params: { id }, body: { version: run.version } }, 409);
    expect(refused).toMatchObject({ code: 'PAYRUN_FROZEN' });
    expect(refused.message.join(' ')).toMatch(/approved/);
    expect((await api.fail(contracts.approvePayrun, { params: { id }, body: { version: run.version } }, 409)).code).toBe('PAYRUN_STATUS');
    expect((await api.fail(contracts.startPayrun, { body: { period: '2026-01' } }, 409)).code).toBe('PAYRUN_EXISTS');
    // A stale version is a conflict, not a step.
    expect((await api.fail(contracts.lockPayrun, { params: { id }, body: { version: run.version - 1 } }, 409)).code).toBe(
      'VERSION_CONFLICT',
    );
    expect((await auditOf(company, id)).map((entry) => entry.action)).toEqual([
      'create',
      'calculate',
      'recalculate',
      'calculate',
      'approve',
      'pay',
      'lock',
    ]);
  });

  it('pays an approved claim under its category, marks it paid when the run is approved, and never pays it twice', async () => {
    const { company, aiko } = await singaporeCompany();
    const api = company.admin.api;
    // Aiko (no statutory scheme) claims 120.10 of transport in January; without a workflow it is approved at once.
    const [category] = await api.ok(contracts.listClaimPayCategories);
    const transport = await api.ok(contracts.createClaimType, {
      body: { name: 'Transport', payItemCategoryId: category!.id, limitAmount: '500', limitPeriod: 'month', receiptRequired: false },
    });
    const aikoUser = await createUser(t, company, { role: 'employee' });
    await linkUserToEmployee(t, { companyId: company.companyId, userId: aikoUser.userId, employeeId: aiko });
    const claim = await (
      await loginAs(t, aikoUser)
    ).api.ok(contracts.createClaim, { body: { typeId: transport.id, expenseDate: '2026-01-20', amount: '120.10', description: 'Taxi' } });
    expect(claim.status).toBe('approved');

    const { id } = await runMonth(company);
    const slip = await api.ok(contracts.getPayslip, { params: { id, employeeId: aiko } });
    // 3,000.00 salary + the 120.10 claim; no scheme, so nothing is deducted.
    expect(slip).toMatchObject({ gross: '3120.10', net: '3120.10' });
    const claimLine = slip.lines.find((line) => line.code === `item.claim.${claim.id}`)!;
    expect(claimLine).toMatchObject({
      label: 'Transport',
      kind: category!.kind === 'deduction' ? 'deduction' : 'earning',
      amount: '120.10',
    });
    expect(claimLine.trace).toMatchObject({ claim: { claimId: claim.id, expenseDate: '2026-01-20' } });

    const run = await api.ok(contracts.getPayrun, { params: { id } });
    await api.ok(contracts.approvePayrun, { params: { id }, body: { version: run.version } });
    const [paid] = await t.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.companyId, company.companyId),
          eq(auditLog.entity, 'claim'),
          eq(auditLog.entityId, claim.id),
          eq(auditLog.action, 'pay'),
        ),
      );
    expect(paid?.after).toMatchObject({ status: 'paid', payrunId: id });

    // February's run does not pay it again.
    const february = await runMonth(company, '2026-02');
    const next = await api.ok(contracts.getPayslip, { params: { id: february.id, employeeId: aiko } });
    expect(next.lines.some((line) => line.code.startsWith('item.claim.'))).toBe(false);
    expect(next).toMatchObject({ gross: '3000.00' });
  });

  it('fails a run whose inputs the engine refuses, naming why, and calculates it again once fixed', async () => {
    const { company, mei } = await singaporeCompany();
    const api = company.admin.api;
    // CPF needs the date of birth: without it the engine refuses Mei's payslip.
    await setRecord(company, mei, { dateOfBirth: null });
    const { id } = await runMonth(company);
    const failed = await api.ok(contracts.getPayrun, { params: { id } });
    expect(failed).toMatchObject({ status: 'failed', employeeCount: 0, totals: { gross: '0.00', net: '0.00' } });
    expect(failed.failureReason).toMatch(/^payruns:failures\.engineInput\|/);
    await api.fail(contracts.getPayslip, { params: { id, employeeId: mei } }, 404);
    expect((await auditOf(company, id)).map((entry) => entry.action)).toEqual(['create', 'fail']);

    // Fixed, the failed run is calculated again.
    await setRecord(company, mei, { dateOfBirth: '1996-01-15' });
    const again = await api.call(contracts.recalculatePayrun, { params: { id }, body: { version: failed.version } });
    expect(again.status).toBe(202);
    await t.jobs.drain();
    expect(await api.ok(contracts.getPayrun, { params: { id } })).toMatchObject({
      status: 'calculated',
      failureReason: null,
      employeeCount: 3,
    });
  });

  it('keeps runs to their company, and View Only reads but cannot start one', async () => {
    const { company, mei } = await singaporeCompany();
    const { id } = await runMonth(company);
    const other = await createCompany(t);
    await other.admin.api.fail(contracts.getPayrun, { params: { id } }, 404);
    await other.admin.api.fail(contracts.getPayslip, { params: { id, employeeId: mei } }, 404);
    expect((await other.admin.api.ok(contracts.listPayruns, { body: {} })).recordsTotal).toBe(0);

    const viewer = await userWith(company, 'view');
    expect((await viewer.api.ok(contracts.getPayrun, { params: { id } })).status).toBe('calculated');
    await viewer.api.fail(contracts.startPayrun, { body: { period: '2026-02' } }, 403);
    const run = await viewer.api.ok(contracts.getPayrun, { params: { id } });
    await viewer.api.fail(contracts.approvePayrun, { params: { id }, body: { version: run.version } }, 403);
  });
});
