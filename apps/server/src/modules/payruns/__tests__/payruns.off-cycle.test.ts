import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import Decimal from 'decimal.js';
import { computePayslip } from '@tenaga/payroll';
import en from '../../../../../../packages/i18n/locales/en/payruns.json' with { type: 'json' };
import { employees } from '../../../db/schema/index.ts';
import {
  createCompany,
  createEmployeeRow,
  createFakeClock,
  createTestApp,
  type TestApp,
  type TestCompany,
} from '../../../testing/index.ts';
import { pdfPages } from '../../../testing/pdf-text.ts';
import { OFF_CYCLE_CODES } from '../payruns.off-cycle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createFakeClock(new Date('2026-03-02T04:00:00Z')) });
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

const amounts = (lines: readonly { code: string; amount: string }[]) => Object.fromEntries(lines.map((line) => [line.code, line.amount]));

async function regular(company: TestCompany, period: string, until: 'approve' | 'pay' = 'approve') {
  const api = company.admin.api;
  const { id } = await api.ok(contracts.startPayrun, { body: { period } });
  await t.jobs.drain();
  let run = await api.ok(contracts.getPayrun, { params: { id } });
  expect(run.status).toBe('calculated');
  run = await api.ok(contracts.approvePayrun, { params: { id }, body: { version: run.version } });
  if (until === 'pay') run = await api.ok(contracts.payPayrun, { params: { id }, body: { version: run.version } });
  return run;
}

async function offCycle(company: TestCompany, body: contracts.StartOffCyclePayrunBody) {
  const started = await company.admin.api.call(contracts.startOffCyclePayrun, { body });
  expect(started.status).toBe(202);
  await t.jobs.drain();
  return company.admin.api.ok(contracts.getPayrun, { params: { id: started.data!.id } });
}

/** Mei ($4,000, 30) and Tan ($8,000, at the 2026 OW ceiling, 36): Singapore citizens under CPF, no SHG fund. */
async function singapore() {
  const company = await createCompany(t);
  const mei = await createEmployeeRow(t, company.companyId, { firstName: 'Mei', lastName: 'Lim', employmentNumber: 'E001' });
  await setRecord(company, mei, { salary: '4000.00', dateOfBirth: '1996-01-15', passTypeId: 1, hiringDate: '2023-03-01' });
  const tan = await createEmployeeRow(t, company.companyId, { firstName: 'Tan', lastName: 'Wei', employmentNumber: 'E002' });
  await setRecord(company, tan, { salary: '8000.00', dateOfBirth: '1990-05-01', passTypeId: 1, hiringDate: '2020-01-01' });
  const policy = await company.admin.api.ok(contracts.createInsurancePolicy, {
    body: { name: 'CPF', kind: 'statutory', country: 'SG' } as never,
  });
  await company.admin.api.ok(contracts.assignInsurancePolicy, {
    body: { policyId: policy.id, from: '2026-01-01', employeeIds: [mei, tan], parameters: { country: 'SG', shgFunds: [] } },
  });
  return { company, mei, tan };
}

describe('Off-cycle payruns', () => {
  it('lists every off-cycle code in docs/payrun-lines.md and names it in the catalog', () => {
    const doc = readFileSync(new URL('../../../../../../docs/payrun-lines.md', import.meta.url), 'utf8');
    for (const code of OFF_CYCLE_CODES) {
      expect(doc, code).toContain(`| \`${code}\` |`);
      expect((en.lines as Record<string, string>)[code], code).toBeTruthy();
    }
  });

  it('pays a Singapore bonus as additional wages with the month, the AW ceiling binding on a big one', async () => {
    const { company, mei, tan } = await singapore();
    const api = company.admin.api;
    const january = await regular(company, '2026-01');
    // January's regular run: Mei CPF 20% × 4,000 = 800 / employer 680, SDL 10.00; Tan CPF 20% × 8,000 = 1,600 /
    // total 37% = 2,960 so employer 1,360, SDL 0.25% × 8,000 = 20 capped at 11.25.
    const bonus = await offCycle(company, {
      kind: 'bonus',
      period: '2026-01',
      name: 'Year-end bonus',
      people: [
        { employeeId: mei, amount: '10000' },
        { employeeId: tan, amount: '100000.00' },
      ],
    });
    expect(bonus).toMatchObject({ kind: 'bonus', name: 'Year-end bonus', status: 'calculated', employeeCount: 2 });

    // Mei: CPF is on the month's total wages, OW 4,000 + AW 10,000 = 14,000 (above $750: full rates, 37% / 20%).
    //   AW ceiling: 102,000 − the year's OW estimated in January as 4,000 × 12 = 48,000 → 54,000, so all 10,000 is subject.
    //   Month: total 37% × 14,000 = 5,180, employee 20% × 14,000 = 2,800, employer 2,380; the regular run took
    //   800 / 680, so the bonus takes employee 2,000.00 and employer 1,700.00 (= 37% / 20% of the 10,000 AW).
    //   SDL: 0.25% × 14,000 = 35 → capped at 11.25 for the month; the regular run paid 10.00, so 1.25.
    //   Net 10,000 − 2,000 = 8,000.00.
    const meiSlip = await api.ok(contracts.getPayslip, { params: { id: bonus.id, employeeId: mei } });
    expect(amounts(meiSlip.lines)).toEqual({ bonus: '10000.00', 'cpf.employee': '2000.00', 'cpf.employer': '1700.00', sdl: '1.25' });
    expect(meiSlip).toMatchObject({ gross: '10000.00', net: '8000.00' });
    expect(meiSlip.lines[0]).toMatchObject({ code: 'bonus', kind: 'earning', label: 'payruns:lines.bonus' });

    // Tan: OW 8,000 at the ceiling all year: the year's OW 8,000 × 12 = 96,000, AW ceiling 102,000 − 96,000 = 6,000
    //   (the CPF Board's 2026 figure, /work/shared/reference/statutory-rules.md §1.7 and statutory-cases/sg.json);
    //   only 6,000 of the 100,000 bonus is subject. Month: 37% × (8,000 + 6,000) = 5,180, employee 2,800,
    //   employer 2,380; less the regular run's 1,600 / 1,360: employee 1,200.00, employer 1,020.00.
    //   SDL: the month is capped at 11.25 already paid → 0.00. Net 100,000 − 1,200 = 98,800.00.
    const tanSlip = await api.ok(contracts.getPayslip, { params: { id: bonus.id, employeeId: tan } });
    expect(amounts(tanSlip.lines)).toEqual({ bonus: '100000.00', 'cpf.employee': '1200.00', 'cpf.employer': '1020.00', sdl: '0.00' });
    expect(tanSlip.net).toBe('98800.00');
    // The engine for the month's wages together gives the figures the two runs add up to.
    const engine = computePayslip({
      country: 'SG',
      period: '2026-01',
      items: [
        { code: 'basic', label: 'basic', kind: 'earning', amount: '8000.00', class: 'basic' },
        { code: 'bonus', label: 'bonus', kind: 'earning', amount: '100000.00', class: 'additional' },
      ],
      employee: { birthDate: '1990-05-01', residency: 'SC', shgFunds: [] },
      ytd: { ordinaryWageSubject: '0', additionalWageSubject: '0' },
    });
    const month = amounts(engine.lines);
    expect(new Decimal(tanSlip.lines.find((line) => line.code === 'cpf.employee')!.amount).plus('1600').toFixed(2)).toBe(
      month['sg.cpf.employee'],
    );
    expect(bonus.totals).toEqual({ gross: '110000.00', deductions: '3200.00', net: '106800.00', employerContributions: '2721.25' });

    // Two off-cycle runs of the month beside the regular one; the same one started again gives the running one.
    const body: contracts.StartOffCyclePayrunBody = {
      kind: 'correction',
      period: '2026-01',
      name: 'Fix',
      people: [{ employeeId: mei, lines: [{ kind: 'deduction', amount: '50', reason: 'Overpaid allowance' }] }],
    };
    const [first, second] = await Promise.all([
      api.call(contracts.startOffCyclePayrun, { body }),
      api.call(contracts.startOffCyclePayrun, { body }),
    ]);
    expect(first.status).toBe(202);
    expect(second.status).toBe(202);
    expect(second.data!.id).toBe(first.data!.id);
    await t.jobs.drain();
    const correction = await api.ok(contracts.getPayslip, { params: { id: first.data!.id, employeeId: mei } });
    // A deduction only: no wage, so no CPF; net −50.00.
    expect(correction).toMatchObject({ gross: '0.00', net: '-50.00' });
    expect(correction.lines.find((line) => line.code === 'correction')).toMatchObject({
      kind: 'deduction',
      label: 'Overpaid allowance',
      amount: '50.00',
    });
    const runs = (await api.ok(contracts.listPayruns, { body: { search: { value: '2026-01' }, length: 10 } } as never)).data;
    expect(runs.map((run) => run.kind).sort()).toEqual(['bonus', 'correction', 'regular']);
    // Started again once calculated: refused, the regular run's fixed start still gives 409 for its period.
    expect((await api.fail(contracts.startOffCyclePayrun, { body }, 409)).code).toBe('PAYRUN_EXISTS');
    expect((await api.fail(contracts.startPayrun, { body: { period: '2026-01' } }, 409)).code).toBe('PAYRUN_EXISTS');
    expect(january.kind).toBe('regular');

    // A regular run after the approved bonus sees it in its year-to-date: February's AW ceiling is what is left.
    const calculated = await api.ok(contracts.getPayrun, { params: { id: bonus.id } });
    await api.ok(contracts.approvePayrun, { params: { id: bonus.id }, body: { version: calculated.version } });
    await regular(company, '2026-02');
    const february = await offCycle(company, { kind: 'bonus', period: '2026-02', people: [{ employeeId: tan, amount: '1000' }] });
    // Tan's February bonus after February's regular run: the year's OW 8,000 (January) + 8,000 × 11 = 96,000 →
    // AW ceiling 6,000, all used by January's bonus: no AW subject, so no CPF on it (the month's CPF is the regular run's).
    const tanFeb = await api.ok(contracts.getPayslip, { params: { id: february.id, employeeId: tan } });
    expect(amounts(tanFeb.lines)).toMatchObject({ bonus: '1000.00', 'cpf.employee': '0.00', 'cpf.employer': '0.00' });
  }, 120_000);

  it('refuses every change to a locked off-cycle run', async () => {
    const { company, mei } = await singapore();
    const api = company.admin.api;
    let run = await offCycle(company, {
      kind: 'bonus',
      period: '2026-02',
      name: 'Spot award',
      people: [{ employeeId: mei, amount: '500' }],
    });
    // Its payslip prints the run's kind and name with the bonus line.
    const pdf = await api.inject({ method: 'GET', url: `/api/v2/employees/${mei}/payslips/${run.id}/pdf` });
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfPages(pdf.rawPayload)).join('').replace(/\s+/g, '');
    expect(text).toContain('Bonus·Spotaward');
    expect(text).toContain('500.00');
    run = await api.ok(contracts.approvePayrun, { params: { id: run.id }, body: { version: run.version } });
    run = await api.ok(contracts.payPayrun, { params: { id: run.id }, body: { version: run.version } });
    run = await api.ok(contracts.lockPayrun, { params: { id: run.id }, body: { version: run.version } });
    expect(run).toMatchObject({ status: 'locked', kind: 'bonus', name: 'Spot award' });
    const released = await api.ok(contracts.listEmployeePayslips, { params: { id: mei } });
    expect(released.find((slip) => slip.payrunId === run.id)).toMatchObject({ kind: 'bonus', name: 'Spot award', net: '500.00' });
    expect((await api.fail(contracts.recalculatePayrun, { params: { id: run.id }, body: { version: run.version } }, 409)).code).toBe(
      'PAYRUN_FROZEN',
    );
    for (const step of [contracts.approvePayrun, contracts.payPayrun, contracts.lockPayrun])
      expect((await api.fail(step, { params: { id: run.id }, body: { version: run.version } }, 409)).code).toBe('PAYRUN_STATUS');
    expect(await api.ok(contracts.getPayrun, { params: { id: run.id } })).toMatchObject({ status: 'locked', version: run.version });
  });

  it('bounds its input', async () => {
    const { company, mei } = await singapore();
    const bad = [
      { kind: 'bonus', period: '2026-02', people: [{ employeeId: mei }] },
      { kind: 'bonus', period: '2026-02', people: [{ employeeId: mei, amount: '-5' }] },
      { kind: 'bonus', period: '2026-02', people: [{ employeeId: mei, amount: '1e5' }] },
      { kind: 'bonus', period: '2026-02', people: [] },
      { kind: 'correction', period: '2026-02', people: [{ employeeId: mei, lines: [{ kind: 'earning', amount: '5', reason: '' }] }] },
      { kind: 'thirteenthMonth', period: '2026-02', people: [{ employeeId: mei, amount: '5' }] },
      { kind: 'bonus', period: '2026-02', name: 'x'.repeat(101), people: [{ employeeId: mei, amount: '5' }] },
      { kind: 'regular', period: '2026-02', people: [{ employeeId: mei, amount: '5' }] },
    ];
    for (const body of bad)
      expect((await company.admin.api.call(contracts.startOffCyclePayrun, { body: body as never })).status, JSON.stringify(body)).toBe(400);
  });

  it('pays the Philippine 13th month: basic earned ÷ 12, exempt within PHP 90,000 and taxed above', async () => {
    const company = await createCompany(t, { countryCode: 'PH' });
    const api = company.admin.api;
    const jose = await createEmployeeRow(t, company.companyId, { firstName: 'Jose', lastName: 'Cruz', employmentNumber: 'P001' });
    await setRecord(company, jose, { salary: '30000.00', dateOfBirth: '1990-02-02', hiringDate: '2020-01-01' });
    const ana = await createEmployeeRow(t, company.companyId, { firstName: 'Ana', lastName: 'Reyes', employmentNumber: 'P002' });
    await setRecord(company, ana, { salary: '1500000.00', dateOfBirth: '1985-02-02', hiringDate: '2020-01-01' });
    const policy = await api.ok(contracts.createInsurancePolicy, {
      body: { name: 'Statutory', kind: 'statutory', country: 'PH' } as never,
    });
    await api.ok(contracts.assignInsurancePolicy, {
      body: { policyId: policy.id, from: '2026-01-01', employeeIds: [jose, ana], parameters: { country: 'PH' } },
    });
    await regular(company, '2026-01', 'pay');
    await regular(company, '2026-02', 'pay');
    const run = await offCycle(company, {
      kind: 'thirteenthMonth',
      period: '2026-02',
      people: [{ employeeId: jose }, { employeeId: ana }],
    });
    expect(run).toMatchObject({ kind: 'thirteenthMonth', status: 'calculated' });

    // Jose: basic earned in paid runs January + February = 60,000; 60,000 ÷ 12 = 5,000.00, within the 90,000
    //   exemption: no tax; outside SSS, PhilHealth and Pag-IBIG (benefits are not in their bases). Net 5,000.00.
    const joseSlip = await api.ok(contracts.getPayslip, { params: { id: run.id, employeeId: jose } });
    expect(amounts(joseSlip.lines)).toMatchObject({ thirteenthMonth: '5000.00', 'ph.withholding': '0.00', 'sss.employee': '0.00' });
    expect(joseSlip.net).toBe('5000.00');
    expect(joseSlip.lines[0]!.trace).toMatchObject({ thirteenthMonth: { basicEarnedInYear: '60000.00', monthsWorked: 2 } });

    // Ana: 3,000,000 ÷ 12 = 250,000.00; exempt 90,000, taxable 160,000 this month: the withholding the engine
    //   gives on 160,000 of taxable compensation with her year so far.
    const anaSlip = await api.ok(contracts.getPayslip, { params: { id: run.id, employeeId: ana } });
    expect(amounts(anaSlip.lines).thirteenthMonth).toBe('250000.00');
    const engine = computePayslip({
      country: 'PH',
      period: '2026-02',
      items: [{ code: 'thirteenthMonth', label: '13th', kind: 'earning', amount: '250000.00', class: 'additional' }],
      employee: {},
      ytd: { taxableCompensation: '0', withheld: '0', exemptBenefits: '0' },
    });
    const tax = amounts(engine.lines)['ph.withholding_tax']!;
    expect(Number(tax)).toBeGreaterThan(0);
    expect(amounts(anaSlip.lines)['ph.withholding']).toBe(tax);
  }, 120_000);

  it("withholds Malaysian PCB on a bonus as the engine does with the year's figures", async () => {
    const company = await createCompany(t, { countryCode: 'MY' });
    const api = company.admin.api;
    const aisyah = await createEmployeeRow(t, company.companyId, { firstName: 'Aisyah', lastName: 'Rahman', employmentNumber: 'M001' });
    await setRecord(company, aisyah, { salary: '6000.00', dateOfBirth: '1990-03-10', hiringDate: '2022-01-03' });
    const policy = await api.ok(contracts.createInsurancePolicy, {
      body: { name: 'Statutory', kind: 'statutory', country: 'MY' } as never,
    });
    await api.ok(contracts.assignInsurancePolicy, {
      body: {
        policyId: policy.id,
        from: '2026-01-01',
        employeeIds: [aisyah],
        parameters: { country: 'MY', citizenship: 'citizen', pcbCategory: 1, children: 0 },
      },
    });
    await regular(company, '2026-01');
    const february = await regular(company, '2026-02');
    const run = await offCycle(company, { kind: 'bonus', period: '2026-02', people: [{ employeeId: aisyah, amount: '12000' }] });
    const slip = await api.ok(contracts.getPayslip, { params: { id: run.id, employeeId: aisyah } });
    const regularSlip = amounts((await api.ok(contracts.getPayslip, { params: { id: february.id, employeeId: aisyah } })).lines);
    // PCB on additional remuneration is on the month's normal remuneration with the bonus (Yt): the engine with
    // February's 6,000 and the 12,000 bonus together, January's figures as the year so far (remuneration 6,000,
    // EPF 660, PCB 207.50, payruns.inputs.test.ts works them out); the bonus run takes what February's regular
    // run did not: PCB(month) − 207.50, EPF(month) − 660.
    const employee = {
      birthDate: '1990-03-10',
      citizenship: 'citizen',
      pcbCategory: 1,
      children: 0,
      socsoEmploymentInjuryOnly: false,
      eisFirstTimeContributor: false,
    } as const;
    const engine = computePayslip({
      country: 'MY',
      period: '2026-02',
      items: [
        { code: 'basic', label: 'basic', kind: 'earning', amount: '6000.00', class: 'ordinary' },
        { code: 'bonus', label: 'bonus', kind: 'earning', amount: '12000.00', class: 'additional' },
      ],
      employee,
      employer: { malaysianEmployees: 1 },
      ytd: { remuneration: '6000.00', epf: '660.00', pcb: '207.50' },
    });
    const month = amounts(engine.lines);
    const less = (code: string, paid: string) => new Decimal(month[code]!).minus(paid).toFixed(2);
    const bonusPcb = less('my.pcb', regularSlip.pcb!);
    // EPF: 11% on the month's 18,000 = 1,980, less February's 660 = 1,320 (11% × 12,000); not SOCSO or EIS.
    expect(amounts(slip.lines)).toMatchObject({ bonus: '12000.00', 'epf.employee': '1320.00', pcb: bonusPcb, 'socso.employee': '0.00' });
    expect(Number(bonusPcb)).toBeGreaterThan(Number(regularSlip.pcb));

    // March's regular run after the approved bonus: its year to date has the bonus in (remuneration, EPF, PCB).
    const calculated = await api.ok(contracts.getPayrun, { params: { id: run.id } });
    await api.ok(contracts.approvePayrun, { params: { id: run.id }, body: { version: calculated.version } });
    const march = await regular(company, '2026-03');
    const marchSlip = amounts((await api.ok(contracts.getPayslip, { params: { id: march.id, employeeId: aisyah } })).lines);
    const marchEngine = amounts(
      computePayslip({
        country: 'MY',
        period: '2026-03',
        items: [{ code: 'basic', label: 'basic', kind: 'earning', amount: '6000.00', class: 'basic' }],
        employee,
        employer: { malaysianEmployees: 1 },
        ytd: {
          remuneration: '24000.00',
          epf: new Decimal('660').plus(regularSlip['epf.employee']!).plus('1320').toFixed(2),
          pcb: new Decimal('207.50').plus(regularSlip.pcb!).plus(bonusPcb).toFixed(2),
        },
      }).lines,
    );
    expect(marchSlip.pcb).toBe(marchEngine['my.pcb']);
  }, 120_000);
});
