import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { FORMULA_TEMPLATES } from '@tenaga/payroll';
import { attendanceEvents, employees } from '../../../db/schema/index.ts';
import {
  createCompany,
  createEmployeeRow,
  createFakeClock,
  createTestApp,
  type TestApp,
  type TestCompany,
} from '../../../testing/index.ts';

/**
 * Payment formulas, timesheets and approved overtime in the payrun (issue 16 item 1, issue 17 item 2).
 * Every figure is worked out by hand beside its assertion.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createFakeClock(new Date('2026-02-02T04:00:00Z')) });
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

let keys = 0;
async function punch(
  company: TestCompany,
  employeeId: string,
  zone: { name: string; offset: string },
  date: string,
  from: string,
  to: string,
) {
  for (const [action, time] of [
    ['in', from],
    ['out', to],
  ] as const)
    await t.tenant(company.companyId, (tx) =>
      tx.insert(attendanceEvents).values({
        companyId: company.companyId,
        employeeId,
        action,
        at: new Date(`${date}T${time}:00${zone.offset}`),
        timezone: zone.name,
        source: 'web',
        idempotencyKey: `formula-test-${++keys}`,
      }),
    );
}

/** A site whose overwork threshold (10 hours a day) approves every day's overtime at once when it is detected. */
async function overtimeSite(company: TestCompany, employeeIds: string[]) {
  const api = company.admin.api;
  const site = await api.ok(contracts.createSite, { body: { name: 'Head office', address: '1 Main Road' } });
  for (const id of employeeIds) await setRecord(company, id, { siteId: site.id });
  const threshold = await api.ok(contracts.saveThreshold, {
    body: { name: 'Ten hours', dailyMinutes: 600, weeklyMinutes: null, monthlyMinutes: null },
  });
  await api.ok(contracts.assignThreshold, {
    body: { thresholdId: threshold.id, targetType: 'location', targetIds: [site.id], effectiveFrom: '2026-01-01' },
  });
}

async function formula(
  company: TestCompany,
  body: { name: string; kind: contracts.PaymentFormula['kind']; source: string; country: string },
  employeeIds: string[],
) {
  const created = await company.admin.api.ok(contracts.createPaymentFormula, {
    body: { ...body, description: '', effectiveFrom: '2026-01-01', templateId: null } as never,
  });
  await company.admin.api.ok(contracts.assignPaymentFormula, { body: { formulaId: created.id, from: '2026-01-01', employeeIds } });
  return created;
}

const amounts = (lines: readonly { code: string; amount: string }[]) => Object.fromEntries(lines.map((line) => [line.code, line.amount]));

async function runMonth(company: TestCompany, period = '2026-01') {
  const started = await company.admin.api.call(contracts.startPayrun, { body: { period } });
  expect(started.status).toBe(202);
  await t.jobs.drain();
  return started.data!;
}

async function recalculate(company: TestCompany, id: string) {
  const run = await company.admin.api.ok(contracts.getPayrun, { params: { id } });
  await company.admin.api.ok(contracts.recalculatePayrun, { params: { id }, body: { version: run.version } });
  await t.jobs.drain();
}

const SGT = { name: 'Asia/Singapore', offset: '+08:00' };

describe('payment formulas in a Singapore run', () => {
  let company: TestCompany;
  let ali: string;
  let overtime: contracts.PaymentFormula;
  let payrunId: string;
  beforeAll(async () => {
    company = await createCompany(t, { countryCode: 'SG' });
    ali = await createEmployeeRow(t, company.companyId, { firstName: 'Ali', lastName: 'Rahman', employmentNumber: 'E001' });
    await setRecord(company, ali, { salary: '2288.00', dateOfBirth: '1996-01-15', passTypeId: 1, hiringDate: '2023-03-01' });
    const policy = await company.admin.api.ok(contracts.createInsurancePolicy, {
      body: { name: 'CPF', kind: 'statutory', country: 'SG' } as never,
    });
    await company.admin.api.ok(contracts.assignInsurancePolicy, {
      body: { policyId: policy.id, from: '2026-01-01', employeeIds: [ali], parameters: { country: 'SG', shgFunds: [] } },
    });
    await overtimeSite(company, [ali]);
    // Tuesday 6 January: 09:00 to 20:00, two hours past the 18:00 end.
    await punch(company, ali, SGT, '2026-01-06', '09:00', '20:00');
    await company.admin.api.ok(contracts.detectOverwork, { body: { from: '2026-01-01', to: '2026-01-31' } });
    // The MOM rate: hourly basic = 12 × 2,288 ÷ (52 × 44) = 27,456 ÷ 2,288 = 12.00; overtime 1.5 × 12 = 18.00 an hour.
    overtime = await formula(
      company,
      {
        name: 'MOM overtime',
        kind: 'overtime',
        country: 'SG',
        source: '1.5 * (12 * employee.monthlyBasicPay) / (52 * 44) * timesheet.overtime.hours',
      },
      [ali],
    );
    // An allowance from a numeric custom field: 4 site visits × $25 = $100.
    const field = await company.admin.api.ok(contracts.createCustomField, {
      body: {
        location: 'employee',
        type: contracts.CUSTOM_FIELD_TYPES.integerNumber,
        label: 'Site visits',
        propertyName: 'siteVisits',
      } as never,
    });
    await setRecord(company, ali, { others: [{ _id: { $oid: field.id }, value: 4 }] as never });
    await formula(company, { name: 'Site visit allowance', kind: 'allowance', country: 'SG', source: 'custom.siteVisits * 25' }, [ali]);
    // A deduction from a company rate: the uniform at $15.
    await company.admin.api.ok(contracts.createPaymentRate, {
      body: { code: 'uniform', name: 'Uniform', amount: '15', effectiveFrom: '2026-01-01' },
    });
    await formula(company, { name: 'Uniform', kind: 'deduction', country: 'SG', source: 'rate.uniform' }, [ali]);
    payrunId = (await runMonth(company)).id;
  }, 120_000);

  it('pays the approved overtime at the MOM rate, the allowance and the deduction, each traced to its formula version', async () => {
    const slip = await company.admin.api.ok(contracts.getPayslip, { params: { id: payrunId, employeeId: ali } });
    const lines = amounts(slip.lines);
    // 2 hours × $18.00 = $36.00.
    expect(lines['formula.overtime']).toBe('36.00');
    expect(lines['formula.allowance']).toBe('100.00');
    expect(lines['formula.deduction']).toBe('15.00');
    const line = slip.lines.find((entry) => entry.code === 'formula.overtime')!;
    expect(line.label).toBe('MOM overtime');
    expect((line.trace as { formula: unknown }).formula).toMatchObject({
      formulaId: overtime.id,
      name: 'MOM overtime',
      versionNumber: 1,
      variables: [
        { name: 'employee.monthlyBasicPay', value: '2288.00' },
        { name: 'timesheet.overtime.hours', value: '2' },
      ],
      result: '36',
    });
    // CPF's ordinary wage is the salary, the overtime and the allowance: 2,288 + 36 + 100 = 2,424 (the engine's own figure).
    expect(slip.gross).toBe('2424.00');
    // A citizen under 55 in 2026: 37% of $2,424 = $896.88, rounded to $897; the employee's 20% = $484.80, cents dropped: $484; the employer $413.
    expect([lines['cpf.employee'], lines['cpf.employer']]).toEqual(['484.00', '413.00']);
  });

  it('records the version used; the usage lists the run', async () => {
    const usage = await company.admin.api.ok(contracts.getPaymentFormulaUsage, { params: { id: overtime.id } });
    expect(usage.payruns).toEqual([{ id: payrunId, period: '2026-01', versionNumber: 1 }]);
  });

  it('a version dated after the period does not change the run; a changed timesheet does, on recalculation', async () => {
    await company.admin.api.ok(contracts.updatePaymentFormula, {
      body: {
        id: overtime.id,
        version: overtime.version,
        name: overtime.name,
        kind: 'overtime',
        country: 'SG',
        description: '',
        source: '2 * (12 * employee.monthlyBasicPay) / (52 * 44) * timesheet.overtime.hours',
        effectiveFrom: '2026-02-01',
      } as never,
    });
    // Thursday 8 January: 09:00 to 19:00, one more hour past 18:00 (approved when detected).
    await punch(company, ali, SGT, '2026-01-08', '09:00', '19:00');
    await company.admin.api.ok(contracts.detectOverwork, { body: { from: '2026-01-01', to: '2026-01-31' } });
    await recalculate(company, payrunId);
    const slip = await company.admin.api.ok(contracts.getPayslip, { params: { id: payrunId, employeeId: ali } });
    // Still version 1 (1.5 ×): 3 hours × $18.00 = $54.00.
    expect(amounts(slip.lines)['formula.overtime']).toBe('54.00');
    const usage = await company.admin.api.ok(contracts.getPaymentFormulaUsage, { params: { id: overtime.id } });
    expect(usage.payruns).toEqual([{ id: payrunId, period: '2026-01', versionNumber: 1 }]);
  });
});

const WIB = { name: 'Asia/Jakarta', offset: '+07:00' };

describe('the Indonesian overtime template in a run', () => {
  it('pays the first approved hour at 1.5× and the others at 2× of 1/173 of the monthly wage', async () => {
    const company = await createCompany(t, { countryCode: 'ID' });
    const budi = await createEmployeeRow(t, company.companyId, { firstName: 'Budi', lastName: 'Santoso', employmentNumber: 'E001' });
    await setRecord(company, budi, { salary: '5190000.00', dateOfBirth: '1990-04-01', hiringDate: '2022-01-03' });
    await overtimeSite(company, [budi]);
    // Wednesday 7 January: 09:00 to 20:30, 2 h 30 past the 18:00 end (1 h in the first-hour band, 1 h 30 after it).
    await punch(company, budi, WIB, '2026-01-07', '09:00', '20:30');
    await company.admin.api.ok(contracts.detectOverwork, { body: { from: '2026-01-01', to: '2026-01-31' } });
    const template = FORMULA_TEMPLATES.find((entry) => entry.id === 'id.overtimeWorkingDay')!;
    const created = await company.admin.api.ok(contracts.createPaymentFormula, {
      body: {
        name: 'Lembur hari kerja',
        kind: 'overtime',
        country: 'ID',
        description: '',
        source: template.formula,
        effectiveFrom: '2026-01-01',
        templateId: template.id,
      },
    });
    await company.admin.api.ok(contracts.assignPaymentFormula, {
      body: { formulaId: created.id, from: '2026-01-01', employeeIds: [budi] },
    });
    const { id } = await runMonth(company);
    const slip = await company.admin.api.ok(contracts.getPayslip, { params: { id, employeeId: budi } });
    // 5,190,000 ÷ 173 = 30,000 an hour; 1 h × 1.5 + 1.5 h × 2 = 4.5 hours' pay = Rp 135,000.
    expect(amounts(slip.lines)['formula.overtime']).toBe('135000.00');
    const trace = (slip.lines.find((line) => line.code === 'formula.overtime')!.trace as { formula: { variables: unknown } }).formula;
    expect(trace.variables).toEqual([
      { name: 'employee.monthlyWage', value: '5190000.00' },
      { name: 'timesheet.overtime.hours', value: '2.5' },
    ]);
  });
});
