import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@tenaga/contracts';
import { computePayslip, sg } from '@tenaga/payroll';
import { createCompany, createTestApp, createUser, loginAs, type TestApp, type TestCompany } from '../../../testing/index.ts';

let t: TestApp;
let company: TestCompany;
beforeAll(async () => {
  t = await createTestApp();
  company = await createCompany(t);
});
afterAll(async () => {
  await t?.close();
});

const singaporean: contracts.StatutoryPreviewBody = {
  country: 'SG',
  period: '2026-03',
  employee: { birthDate: '1990-05-14', residency: 'SC' },
  items: [{ code: 'BASIC', label: 'Basic salary', kind: 'earning', amount: '5000.00', class: 'basic' }],
};

describe('POST /payroll/statutory/preview', () => {
  it('answers with the engine’s own figures, lines summing to the totals', async () => {
    const result = await company.admin.api.ok(contracts.previewStatutory, { body: singaporean });
    const cpf = sg.cpf({ period: '2026-03', birthDate: '1990-05-14', residency: 'SC', ordinaryWage: '5000.00' } as never) as {
      employee: string;
      employer: string;
    };
    const line = (code: string) => result.lines.find((entry) => entry.code === code);
    expect(line('sg.cpf.employee')?.amount).toBe(cpf.employee);
    expect(line('sg.cpf.employer')?.amount).toBe(cpf.employer);
    expect(result.gross).toBe('5000.00');
    expect(result.deductions).toBe(cpf.employee);
    expect(line('sg.cpf.employee')?.trace.length).toBeGreaterThan(0);
  });

  // One body per country, with the facts each country's schemes need: the route must answer exactly
  // what the payroll package computes (the same engine, no second implementation), traces included.
  const bodies: contracts.StatutoryPreviewBody[] = [
    {
      ...singaporean,
      employee: { birthDate: '1968-02-14', residency: 'PR', prSince: '2025-06-01', shgFunds: ['MBMF'] },
      items: [...singaporean.items, { code: 'BONUS', label: 'Bonus', kind: 'earning', amount: '3000.00', class: 'additional' }],
    },
    {
      country: 'MY',
      period: '2026-04',
      employee: { birthDate: '1966-02-14', citizenship: 'citizen', pcbCategory: 2, children: 2 },
      employer: { malaysianEmployees: 12 },
      items: [
        { code: 'BASIC', label: 'Basic salary', kind: 'earning', amount: '5200.00', class: 'basic' },
        { code: 'OT', label: 'Overtime', kind: 'earning', amount: '420.50', class: 'overtime' },
        { code: 'BONUS', label: 'Bonus', kind: 'earning', amount: '8250.00', class: 'additional' },
      ],
    },
    {
      country: 'ID',
      period: '2026-04',
      employee: { ptkpStatus: 'K/1', hasTaxId: false },
      employer: { jkkRiskClass: 'medium' },
      items: [
        { code: 'BASIC', label: 'Gaji pokok', kind: 'earning', amount: '12500000', class: 'basic' },
        { code: 'THR', label: 'THR', kind: 'earning', amount: '12500000', class: 'additional' },
      ],
    },
    {
      country: 'VN',
      period: '2026-03',
      employee: { region: 'II', dependants: 1 },
      items: [{ code: 'BASIC', label: 'Lương cơ bản', kind: 'earning', amount: '35000000', class: 'basic' }],
    },
    {
      country: 'PH',
      period: '2026-05',
      employee: {},
      items: [
        { code: 'BASIC', label: 'Basic pay', kind: 'earning', amount: '50000.00', class: 'basic' },
        { code: 'LOAN', label: 'SSS salary loan', kind: 'deduction', amount: '1200.00' },
      ],
    },
    // The kinds of worker of issue 18: each country's new facts go through the route unchanged.
    {
      country: 'ID',
      period: '2026-04',
      employee: { ptkpStatus: 'TK/0', taxResident: false, treatyRate: '0.1', foreignWorker: true },
      employer: { jkkRiskClass: 'low' },
      items: [{ code: 'BASIC', label: 'Gaji pokok', kind: 'earning', amount: '40000000', class: 'basic' }],
    },
    {
      country: 'ID',
      period: '2026-04',
      employee: { ptkpStatus: 'TK/0', workerKind: 'non_permanent_daily', daysWorked: 20, dtp: true, birthDate: '1967-02-10' },
      employer: { jkkRiskClass: 'low' },
      items: [{ code: 'UPAH', label: 'Upah harian', kind: 'earning', amount: '9000000', class: 'basic' }],
    },
    {
      country: 'VN',
      period: '2026-03',
      employee: { region: 'I', dependants: 0, contract: 'short', vietnamese: false, foreignExemption: 'short_contract' },
      items: [{ code: 'BASIC', label: 'Lương cơ bản', kind: 'earning', amount: '35000000', class: 'basic' }],
    },
    {
      country: 'PH',
      period: '2026-03',
      employee: { minimumWageEarner: true, dailyMinimumWage: '695' },
      ytd: { 'deMinimis.uniform': '4000' },
      items: [
        { code: 'BASIC', label: 'Basic pay', kind: 'earning', amount: '18070.00', class: 'basic' },
        { code: 'COMM', label: 'Commission', kind: 'earning', amount: '25000.00', class: 'ordinary' },
        { code: 'UNIFORM', label: 'Uniform', kind: 'earning', amount: '5000.00', class: 'exempt', deMinimis: { kind: 'uniform' } },
        {
          code: 'MEALS',
          label: 'OT meals',
          kind: 'earning',
          amount: '1200.00',
          class: 'exempt',
          deMinimis: { kind: 'overtimeMeal', days: 5 },
        },
      ],
    },
    {
      country: 'SG',
      period: '2026-03',
      employee: { birthDate: '1990-05-14', residency: 'FOREIGNER', foreignWorkerLevy: { pass: 'S_PASS', tier: 1, days: 10 } },
      items: [{ code: 'BASIC', label: 'Basic salary', kind: 'earning', amount: '5000.00', class: 'basic' }],
    },
  ];

  it.each(bodies.map((body) => [`${body.country} ${JSON.stringify(body.employee).slice(0, 60)}`, body] as const))(
    '%s: the payroll package’s own payslip, every line and trace',
    async (_country, body) => {
      const result = await company.admin.api.ok(contracts.previewStatutory, { body });
      const { lines, gross, deductions, net, employerCost } = JSON.parse(
        JSON.stringify(computePayslip(body as unknown as Parameters<typeof computePayslip>[0])),
      ) as typeof result;
      expect(result).toEqual({ lines, gross, deductions, net, employerCost });
      expect(lines.filter((line) => line.kind !== 'earning').length).toBeGreaterThan(2);
    },
  );

  // December (and Indonesia's exit month) is the year end: Article 17 / the annual table less what was
  // withheld, with more withheld than due paid back on an earning line. Every step carries its code.
  const yearEnd: contracts.StatutoryPreviewBody[] = [
    {
      country: 'ID',
      period: '2025-12',
      employee: { ptkpStatus: 'K/0' },
      employer: { jkkRiskClass: 'very_low' },
      ytd: { gross: '135506000', pensionContributions: '2100000', withheld: '6500000' },
      items: [{ code: 'BASIC', label: 'Gaji pokok', kind: 'earning', amount: '10000000', class: 'basic' }],
    },
    {
      country: 'ID',
      period: '2025-09',
      employee: { ptkpStatus: 'TK/0', exitMonth: true, partYear: true, monthsWorked: 9 },
      employer: { jkkRiskClass: 'very_low' },
      ytd: { gross: '79546000', pensionContributions: '1500000', withheld: '1500000' },
      items: [{ code: 'BASIC', label: 'Gaji pokok', kind: 'earning', amount: '10000000', class: 'basic' }],
    },
    {
      country: 'PH',
      period: '2025-12',
      employee: {},
      ytd: { exemptBenefits: '0.00', taxableCompensation: '514800.00', withheld: '56000.00' },
      items: [
        { code: 'BASIC', label: 'Basic pay', kind: 'earning', amount: '50000.00', class: 'basic' },
        { code: '13TH', label: '13th-month pay', kind: 'earning', amount: '50000.00', class: 'additional' },
      ],
    },
  ];

  it.each(yearEnd.map((body) => [`${body.country} ${body.period}`, body] as const))(
    '%s: the year end, a refund as an earning, traces with codes and values',
    async (_name, body) => {
      const result = await company.admin.api.ok(contracts.previewStatutory, { body });
      const { lines, gross, deductions, net, employerCost } = JSON.parse(
        JSON.stringify(computePayslip(body as unknown as Parameters<typeof computePayslip>[0])),
      ) as typeof result;
      expect(result).toEqual({ lines, gross, deductions, net, employerCost });
      for (const line of result.lines) for (const step of line.trace) expect(step.code).toMatch(/^[a-z0-9_.]+$/);
    },
  );

  it('pays back over-withheld tax on an earning line that keeps the totals exact', async () => {
    const result = await company.admin.api.ok(contracts.previewStatutory, { body: yearEnd[2]! });
    expect(result.lines.find((line) => line.code === 'ph.withholding_tax')?.amount).toBe('0.00');
    expect(result.lines.find((line) => line.code === 'ph.withholding_tax_refund')).toMatchObject({ kind: 'earning', amount: '1180.00' });
    expect(result).toMatchObject({ gross: '101180.00', deductions: '3200.00', net: '97980.00' });
  });

  it('asks for the year to date in December, naming the field', async () => {
    const { ytd: _ytd, ...body } = yearEnd[2]!;
    const error = await company.admin.api.fail(contracts.previewStatutory, { body }, 422);
    expect(Object.keys(error.errors ?? {})).toEqual(['ytd.taxableCompensation']);
  });

  it('names the field the engine rejects, with 422', async () => {
    const body = { ...singaporean, employee: { birthDate: 'not-a-date', residency: 'SC' } };
    const error = await company.admin.api.fail(contracts.previewStatutory, { body }, 422);
    expect(Object.keys(error.errors ?? {})).toEqual(['employee.birthDate']);
    const dtp2027 = { ...bodies[6]!, period: '2027-02' };
    const noDtp = await company.admin.api.fail(contracts.previewStatutory, { body: dtp2027 }, 422);
    expect(Object.keys(noDtp.errors ?? {})).toEqual(['employee.dtp']);
    const badKind = {
      ...bodies[8]!,
      items: [{ code: 'X', label: 'X', kind: 'earning', amount: '1.00', class: 'exempt', deMinimis: { kind: 'car' } }],
    } as contracts.StatutoryPreviewBody;
    const deMinimis = await company.admin.api.fail(contracts.previewStatutory, { body: badKind }, 422);
    expect(Object.keys(deMinimis.errors ?? {})).toEqual(['items[0].deMinimis.kind']);
  });

  it('checks the shape before the engine runs', async () => {
    const error = await company.admin.api.fail(contracts.previewStatutory, { body: { ...singaporean, period: '2026-13' } }, 400);
    expect(Object.keys(error.errors ?? {})).toEqual(['period']);
  });

  it('is open to HR (the calculator menu grant), not to every employee', async () => {
    const hr = await loginAs(t, await createUser(t, company, { role: 'hrManager' }));
    expect((await hr.api.ok(contracts.previewStatutory, { body: singaporean })).gross).toBe('5000.00');
    const employee = await loginAs(t, await createUser(t, company, { role: 'employee' }));
    await employee.api.fail(contracts.previewStatutory, { body: singaporean }, 403);
  });

  it('needs a signed-in user', async () => {
    const error = await t.anonymous.fail(contracts.previewStatutory, { body: singaporean }, 401);
    expect(error.message).toEqual([contracts.UNAUTHORIZED_MESSAGE]);
  });
});
