import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { computePayslip } from '@tenaga/payroll';
import { employees, leaveRequests, payslips } from '../../../db/schema/index.ts';
import {
  createCompany,
  createEmployeeRow,
  createFakeClock,
  createTestApp,
  createUser,
  loginAs,
  type TestApp,
  type TestCompany,
} from '../../../testing/index.ts';

/**
 * What time off feeds the payrun (issue 17 item 2): approved unpaid leave comes off the salary before
 * the statutory engine sees it, and a leaver's encashed leave is paid as an additional wage; and a
 * Malaysian month end to end. Every figure is worked out by hand beside its assertion.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createFakeClock(new Date('2026-02-02T04:00:00Z')) });
}, 240_000);
afterAll(async () => {
  await t?.close();
});

const TABLE = { start: 0, length: 100, search: { value: '' }, order: [], columns: [] };

const setRecord = (company: TestCompany, employeeId: string, values: Partial<typeof employees.$inferInsert>) =>
  t.tenant(company.companyId, (tx) =>
    tx
      .update(employees)
      .set(values)
      .where(and(eq(employees.companyId, company.companyId), eq(employees.id, employeeId))),
  );

async function runMonth(company: TestCompany, period = '2026-01') {
  const started = await company.admin.api.call(contracts.startPayrun, { body: { period } });
  expect(started.status).toBe(202);
  await t.jobs.drain();
  return started.data!;
}

const amounts = (lines: readonly { code: string; amount: string }[]) => Object.fromEntries(lines.map((line) => [line.code, line.amount]));

/** The statutory profile of the company's country from 1 January 2026 for these people, 10 annual days to start. */
async function leaveProfileFor(company: TestCompany, employeeIds: string[]) {
  const api = company.admin.api;
  const categories = (await api.ok(contracts.listLeaveCategories, { body: TABLE })).data;
  const annual = categories.find((row) => row.code === 'annual')!;
  const unpaid = categories.find((row) => row.code === 'unpaid')!;
  const profile = (await api.ok(contracts.listLeaveProfiles, { body: TABLE })).data[0]!;
  await api.ok(contracts.assignLeaveProfile, {
    body: { profileId: profile.id, employeeIds, effectiveFrom: '2026-01-01', startingDays: [{ categoryId: annual.id, days: '10' }] },
  });
  return { annual, unpaid };
}

/**
 * A Singapore company in January 2026: Mei (born 1996, $4,000 a month since 2023) and Tan (born
 * 1990, $5,000 since 2020, leaving on Tuesday 20 January 2026), both citizens under CPF, opted out
 * of the SHG funds. The company works Monday to Friday and has not adopted a public holiday
 * calendar: January 2026 has 22 working days (its 22 weekdays).
 */
async function singaporeCompany() {
  const company = await createCompany(t, { countryCode: 'SG' });
  const mei = await createEmployeeRow(t, company.companyId, { firstName: 'Mei', lastName: 'Lim', employmentNumber: 'E001' });
  await setRecord(company, mei, { salary: '4000.00', dateOfBirth: '1996-01-15', passTypeId: 1, hiringDate: '2023-03-01' });
  const tan = await createEmployeeRow(t, company.companyId, { firstName: 'Tan', lastName: 'Wei', employmentNumber: 'E002' });
  await setRecord(company, tan, { salary: '5000.00', dateOfBirth: '1990-05-01', passTypeId: 1, hiringDate: '2020-06-01' });
  const policy = await company.admin.api.ok(contracts.createInsurancePolicy, {
    body: { name: 'CPF', kind: 'statutory', country: 'SG' } as never,
  });
  await company.admin.api.ok(contracts.assignInsurancePolicy, {
    body: { policyId: policy.id, from: '2026-01-01', employeeIds: [mei, tan], parameters: { country: 'SG', shgFunds: [] } },
  });
  const leave = await leaveProfileFor(company, [mei, tan]);
  return { company, mei, tan, ...leave };
}

/**
 * HR files leave already taken on an employee's behalf (past dates break the minimum notice, set
 * aside with a reason) and Hana (HR), the company's time-off approver, approves it.
 */
async function fileLeave(company: TestCompany, request: Record<string, unknown>) {
  const api = company.admin.api;
  const hanaUser = await createUser(t, company, { role: 'hrManager', firstName: 'Hana' });
  const workflow = await api.ok(contracts.createWorkflow, {
    body: {
      name: 'Time off',
      levels: [
        {
          approverType: 'users',
          userIds: [hanaUser.userId],
          managerLevels: 1,
          roleId: null,
          mode: 'any',
          escalateAfterDays: null,
          escalateToUserId: null,
        },
      ],
    },
  });
  await api.ok(contracts.saveAssignments, { body: { kind: 'timeOff', assignments: [{ workflowId: workflow.id, departmentIds: [] }] } });
  const filed = await api.ok(contracts.overrideLeaveRequest, {
    body: { request: { reason: 'Taken', ...request } as contracts.LeaveRequestBody, overrideReason: 'Filed after the leave was taken' },
  });
  await (
    await loginAs(t, hanaUser)
  ).api.ok(contracts.decideApprovalRequests, { body: { ids: [filed.approvalRequestId!], decision: 'approve', comment: '' } });
  const [row] = await t.db
    .select({ status: leaveRequests.status })
    .from(leaveRequests)
    .where(and(eq(leaveRequests.companyId, company.companyId), eq(leaveRequests.id, filed.id)));
  return { ...filed, status: row!.status };
}

describe('Payrun inputs from time off', () => {
  it('deducts two approved unpaid days at salary ÷ working days, and the engine gets the reduced wage', async () => {
    const { company, mei, tan, unpaid } = await singaporeCompany();
    const api = company.admin.api;
    // Mei took Monday 12 and Tuesday 13 January unpaid (HR files it afterwards and Hana
    // approves it).
    const request = await fileLeave(company, { employeeId: mei, categoryId: unpaid.id, from: '2026-01-12', to: '2026-01-13' });
    expect(request).toMatchObject({ status: 'approved', days: '2' });
    const { id } = await runMonth(company);

    const slip = await api.ok(contracts.getPayslip, { params: { id, employeeId: mei } });
    // Unpaid leave: 4,000 ÷ 22 working days × 2 days = 363.6363… → 363.64.
    // Wage the engine sees: 4,000 − 363.64 = 3,636.36.
    // CPF (30, citizen, 2026): total 37% × 3,636.36 = 1,345.4532 → 1,345 (nearest dollar);
    //   employee 20% × 3,636.36 = 727.272 → 727 (cents dropped); employer 1,345 − 727 = 618.
    // Net: 4,000 − 363.64 − 727 = 2,909.36.
    expect(slip).toMatchObject({ gross: '3636.36', deductions: '727.00', net: '2909.36' });
    expect(amounts(slip.lines)).toMatchObject({
      basic: '4000.00',
      unpaidLeave: '-363.64',
      'cpf.employee': '727.00',
      'cpf.employer': '618.00',
    });
    expect(slip.lines.map((line) => line.code).slice(0, 2)).toEqual(['basic', 'unpaidLeave']);
    const line = slip.lines.find((item) => item.code === 'unpaidLeave')!;
    expect(line).toMatchObject({ kind: 'earning', label: 'payruns:lines.unpaidLeave' });
    expect(line.trace).toMatchObject({
      unpaidLeave: {
        workingDays: 22,
        days: '2',
        dates: [
          { date: '2026-01-12', days: '1', salary: '4000.00', requestId: request.id },
          { date: '2026-01-13', days: '1', salary: '4000.00', requestId: request.id },
        ],
      },
    });
    // The engine for the reduced wage gives the same statutory lines (SDL included).
    const engine = computePayslip({
      country: 'SG',
      period: '2026-01',
      items: [{ code: 'basic', label: 'basic', kind: 'earning', amount: '3636.36', class: 'basic' }],
      employee: { birthDate: '1996-01-15', residency: 'SC', shgFunds: [] },
    });
    const engineAmounts = Object.fromEntries(engine.lines.map((item) => [item.code, item.amount]));
    expect(amounts(slip.lines)).toMatchObject({
      'cpf.employee': engineAmounts['sg.cpf.employee'],
      'cpf.employer': engineAmounts['sg.cpf.employer'],
      sdl: engineAmounts['sg.sdl'],
    });
    // Tan took nothing unpaid: his whole salary, no unpaid line.
    const tanSlip = await api.ok(contracts.getPayslip, { params: { id, employeeId: tan } });
    expect(tanSlip).toMatchObject({ gross: '5000.00' });
    expect(tanSlip.lines.some((item) => item.code === 'unpaidLeave')).toBe(false);
  });

  it('counts an unpaid half day as half a day', async () => {
    const { company, mei, unpaid } = await singaporeCompany();
    const api = company.admin.api;
    // The afternoon of Friday 16 January and Monday 19 January: 1.5 days.
    const request = await fileLeave(company, {
      employeeId: mei,
      categoryId: unpaid.id,
      from: '2026-01-16',
      to: '2026-01-19',
      firstDayHalf: 'afternoon',
    });
    expect(request).toMatchObject({ status: 'approved', days: '1.5' });
    const { id } = await runMonth(company);
    const slip = await api.ok(contracts.getPayslip, { params: { id, employeeId: mei } });
    // 4,000 ÷ 22 × 1.5 = 272.7272… → 272.73; the wage 3,727.27.
    // CPF: total 37% × 3,727.27 = 1,379.0899 → 1,379; employee 20% = 745.454 → 745; employer 634.
    // Net 3,727.27 − 745 = 2,982.27.
    expect(amounts(slip.lines)).toMatchObject({ unpaidLeave: '-272.73', 'cpf.employee': '745.00', 'cpf.employer': '634.00' });
    expect(slip).toMatchObject({ gross: '3727.27', net: '2982.27' });
  });

  it("pays a leaver's encashed leave as an additional wage for CPF", async () => {
    const { company, tan, annual } = await singaporeCompany();
    const api = company.admin.api;
    await setRecord(company, tan, { cessationDate: '2026-01-20' });
    await api.ok(contracts.encashLeave, { params: { id: tan }, body: { lines: [{ categoryId: annual.id, days: '3' }] } });
    const { id } = await runMonth(company);

    const slip = await api.ok(contracts.getPayslip, { params: { id, employeeId: tan } });
    // Salary to the cessation date: 5,000 × 20 ÷ 31 calendar days = 3,225.806… → 3,225.81 (ordinary wage).
    // Encashed: 5,000 ÷ 22 working days (the whole month's, not the 14 up to his last day) × 3 days
    //   = 681.8181… → 681.82, an additional wage (CPF:
    //   statutory-rules.md §1.6, AW beside OW in the month's total wages; CPF Board's list of AW
    //   takes leave pay other than ordinary leave pay, such as payment for unutilised leave).
    // CPF on TW 3,225.81 + 681.82 = 3,907.63: total 37% = 1,445.8231 → 1,446; employee 20% = 781.526 → 781;
    //   employer 1,446 − 781 = 665. The AW ceiling (102,000 − the year's OW subject) is far above 681.82.
    // Net: 3,225.81 + 681.82 − 781 = 3,126.63.
    expect(amounts(slip.lines)).toMatchObject({
      basic: '3225.81',
      leaveEncashment: '681.82',
      'cpf.employee': '781.00',
      'cpf.employer': '665.00',
    });
    expect(slip).toMatchObject({ gross: '3907.63', deductions: '781.00', net: '3126.63' });
    const line = slip.lines.find((item) => item.code === 'leaveEncashment')!;
    expect(line).toMatchObject({ kind: 'earning', label: 'payruns:lines.leaveEncashment' });
    expect(line.trace).toMatchObject({
      leaveEncashment: { categoryId: annual.id, date: '2026-01-20', days: '3', salary: '5000.00', workingDays: 22 },
    });
    // The year's figures keep it as additional wage subject to CPF (the AW ceiling of later runs reads it).
    const [stored] = await t.db
      .select({ ytd: payslips.ytd })
      .from(payslips)
      .where(and(eq(payslips.companyId, company.companyId), eq(payslips.payrunId, id), eq(payslips.employeeId, tan)));
    expect(stored!.ytd).toEqual({ ordinaryWageSubject: '3225.81', additionalWageSubject: '681.82' });
    // The engine given the same OW and AW agrees on every statutory line.
    const engine = computePayslip({
      country: 'SG',
      period: '2026-01',
      items: [
        { code: 'basic', label: 'basic', kind: 'earning', amount: '3225.81', class: 'basic' },
        { code: 'encashed', label: 'encashed', kind: 'earning', amount: '681.82', class: 'additional' },
      ],
      employee: { birthDate: '1990-05-01', residency: 'SC', shgFunds: [] },
    });
    const engineAmounts = Object.fromEntries(engine.lines.map((item) => [item.code, item.amount]));
    expect(amounts(slip.lines)).toMatchObject({
      'cpf.employee': engineAmounts['sg.cpf.employee'],
      'cpf.employer': engineAmounts['sg.cpf.employer'],
      sdl: engineAmounts['sg.sdl'],
    });
  });

  it("recalculates only the people named, keeping the others' payslips, and sums the run again", async () => {
    const { company, mei, tan } = await singaporeCompany();
    const api = company.admin.api;
    const { id } = await runMonth(company);
    let run = await api.ok(contracts.getPayrun, { params: { id } });
    // Mei 4,000 (net 3,200) and Tan 5,000 (CPF 1,000, net 4,000): gross 9,000, net 7,200.
    expect(run.totals).toMatchObject({ gross: '9000.00', net: '7200.00' });

    // Both records change, but only Mei is named: Tan's payslip stays as it was computed.
    await setRecord(company, mei, { salary: '4500.00' });
    await setRecord(company, tan, { salary: '9000.00' });
    const again = await api.call(contracts.recalculatePayrun, { params: { id }, body: { version: run.version, employeeIds: [mei] } });
    expect(again.status).toBe(202);
    await t.jobs.drain();
    run = await api.ok(contracts.getPayrun, { params: { id } });
    // Mei 4,500: CPF total 37% = 1,665, employee 20% = 900, net 3,600. Tan unchanged: net 4,000.
    // Totals: gross 4,500 + 5,000 = 9,500; net 3,600 + 4,000 = 7,600; still two people.
    expect(run).toMatchObject({ status: 'calculated', employeeCount: 2, totals: { gross: '9500.00', net: '7600.00' } });
    expect(await api.ok(contracts.getPayslip, { params: { id, employeeId: mei } })).toMatchObject({ gross: '4500.00', net: '3600.00' });
    expect(await api.ok(contracts.getPayslip, { params: { id, employeeId: tan } })).toMatchObject({ gross: '5000.00', net: '4000.00' });
  });

  it('runs a Malaysian month end to end, net pay to the cent', async () => {
    const company = await createCompany(t, { countryCode: 'MY' });
    const api = company.admin.api;
    const aisyah = await createEmployeeRow(t, company.companyId, { firstName: 'Aisyah', lastName: 'Rahman', employmentNumber: 'M001' });
    await setRecord(company, aisyah, { salary: '6000.00', dateOfBirth: '1990-03-10', hiringDate: '2022-01-03' });
    const ravi = await createEmployeeRow(t, company.companyId, { firstName: 'Ravi', lastName: 'Kumar', employmentNumber: 'M002' });
    await setRecord(company, ravi, { salary: '3500.00', dateOfBirth: '1995-08-21', hiringDate: '2024-07-01' });
    const policy = await api.ok(contracts.createInsurancePolicy, {
      body: { name: 'Statutory', kind: 'statutory', country: 'MY' } as never,
    });
    await api.ok(contracts.assignInsurancePolicy, {
      body: {
        policyId: policy.id,
        from: '2026-01-01',
        employeeIds: [aisyah, ravi],
        parameters: { country: 'MY', citizenship: 'citizen', pcbCategory: 1, children: 0 },
      },
    });
    const { id } = await runMonth(company);

    // Aisyah, RM6,000, single (PCB category 1), no child, below 60:
    //   EPF (Third Schedule, RM100 bands above RM5,000): band 5,900.01–6,000 → employee 11% × 6,000 = 660;
    //     employer 12% (wages above RM5,000) × 6,000 = 720.
    //   SOCSO row 64 (5,900–6,000): employer 104.15, employee 29.75. EIS row 64: 11.90 each.
    //   PCB (January, n = 11): K1 = 660; K2 = min(660, (4,000 − 660) ÷ 11 = 303.636…) = 303.63;
    //     P = (6,000 − 660) + (6,000 − 303.63) × 11 − 9,000 = 5,340 + 62,660.07 − 9,000 = 59,000.07;
    //     band 50,001–70,000: M 50,000, R 11%, B 1,500: MTD = ((59,000.07 − 50,000) × 11% + 1,500) ÷ 12
    //     = (990.00 + 1,500) ÷ 12 = 207.50 (already on 5 sen).
    //   Net: 6,000 − 660 − 29.75 − 11.90 − 207.50 = 5,090.85.
    const aisyahSlip = await api.ok(contracts.getPayslip, { params: { id, employeeId: aisyah } });
    expect(amounts(aisyahSlip.lines)).toMatchObject({
      basic: '6000.00',
      'epf.employee': '660.00',
      'epf.employer': '720.00',
      'socso.employee': '29.75',
      'socso.employer': '104.15',
      'eis.employee': '11.90',
      'eis.employer': '11.90',
      pcb: '207.50',
    });
    expect(aisyahSlip).toMatchObject({ gross: '6000.00', deductions: '909.15', net: '5090.85' });

    // Ravi, RM3,500, same reliefs:
    //   EPF band 3,480.01–3,500 → employee 11% × 3,500 = 385; employer 13% × 3,500 = 455.
    //   SOCSO row 39 (3,400–3,500): employer 60.35, employee 17.25; EIS 6.90 each.
    //   PCB: K2 = min(385, (4,000 − 385) ÷ 11 = 328.636…) = 328.63; P = 3,115 + 3,171.37 × 11 − 9,000
    //     = 29,000.07; band 20,001–35,000 (M 20,000, R 3%, B −250): (270.00 − 250) ÷ 12 = 1.66 → 1.70,
    //     below RM10: nothing is deducted.
    //   Net: 3,500 − 385 − 17.25 − 6.90 = 3,090.85.
    const raviSlip = await api.ok(contracts.getPayslip, { params: { id, employeeId: ravi } });
    expect(amounts(raviSlip.lines)).toMatchObject({
      'epf.employee': '385.00',
      'epf.employer': '455.00',
      'socso.employee': '17.25',
      'socso.employer': '60.35',
      'eis.employee': '6.90',
      'eis.employer': '6.90',
    });
    expect(amounts(raviSlip.lines).pcb ?? '0.00').toBe('0.00');
    expect(raviSlip).toMatchObject({ gross: '3500.00', net: '3090.85' });

    // The run's totals are the sums of the two payslips: gross 9,500.00, net 5,090.85 + 3,090.85 = 8,181.70.
    const run = await api.ok(contracts.getPayrun, { params: { id } });
    expect(run).toMatchObject({ status: 'calculated', employeeCount: 2, currency: 'MYR', totals: { gross: '9500.00', net: '8181.70' } });
  });
});
