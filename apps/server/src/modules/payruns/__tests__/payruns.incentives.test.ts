import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { employees } from '../../../db/schema/index.ts';
import {
  createCompany,
  createEmployeeRow,
  createFakeClock,
  createTestApp,
  type TestApp,
  type TestCompany,
} from '../../../testing/index.ts';

/** Incentives in the payrun (issue 16, item 6): a commission with the month's pay, a bonus as an additional wage. */
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

describe('incentives in a Singapore run', () => {
  it('pays a commission as ordinary wage and a bonus as additional wage, CPF on each as the engine gives it', async () => {
    const company = await createCompany(t, { countryCode: 'SG' });
    const api = company.admin.api;
    // Lina, a Singapore citizen of 30 paid $3,000, under CPF without a self-help group fund.
    const lina = await createEmployeeRow(t, company.companyId, { firstName: 'Lina', lastName: 'Goh', employmentNumber: 'E001' });
    await setRecord(company, lina, { salary: '3000.00', dateOfBirth: '1996-01-15', passTypeId: 1, hiringDate: '2023-03-01' });
    const policy = await api.ok(contracts.createInsurancePolicy, { body: { name: 'CPF', kind: 'statutory', country: 'SG' } as never });
    await api.ok(contracts.assignInsurancePolicy, {
      body: { policyId: policy.id, from: '2026-01-01', employeeIds: [lina], parameters: { country: 'SG', shgFunds: [] } },
    });
    const commission = await api.ok(contracts.createIncentiveScheme, {
      body: { name: 'Sales commission', description: '', formula: 'achievement * 0.05', wageClass: 'ordinary' },
    });
    const bonus = await api.ok(contracts.createIncentiveScheme, {
      body: { name: 'Quarter bonus', description: '', formula: 'salary * min(achievementRate, 1.5) / 3', wageClass: 'additional' },
    });
    // 5 % of 12,000 = 600.
    await api.ok(contracts.saveIncentiveMonth, {
      params: { id: commission.id },
      body: { period: '2026-01', entries: [{ employeeId: lina, target: null, achievement: '12000' }] },
    });
    // 3,000 × min(12 ÷ 10, 1.5) ÷ 3 = 3,000 × 1.2 ÷ 3 = 1,200.
    await api.ok(contracts.saveIncentiveMonth, {
      params: { id: bonus.id },
      body: { period: '2026-01', entries: [{ employeeId: lina, target: '10', achievement: '12' }] },
    });
    // December's entry is not January's pay.
    await api.ok(contracts.saveIncentiveMonth, {
      params: { id: commission.id },
      body: { period: '2025-12', entries: [{ employeeId: lina, target: null, achievement: '99999' }] },
    });

    const started = await api.call(contracts.startPayrun, { body: { period: '2026-01' } });
    expect(started.status).toBe(202);
    await t.jobs.drain();
    const slip = await api.ok(contracts.getPayslip, { params: { id: started.data!.id, employeeId: lina } });
    const amounts = Object.fromEntries(slip.lines.map((line) => [line.code, line.amount]));
    expect(amounts[`item.incentive.${commission.id}`]).toBe('600.00');
    expect(amounts[`item.incentive.${bonus.id}`]).toBe('1200.00');
    // Ordinary wage 3,000 + 600 = 3,600 and additional wage 1,200 (far under the AW ceiling):
    // total wages 4,800 × 20 % = 960 for the employee, × 17 % = 816 from the employer (a citizen under 55).
    expect(amounts['cpf.employee']).toBe('960.00');
    expect(amounts['cpf.employer']).toBe('816.00');
    // Gross 3,000 + 600 + 1,200 = 4,800; net 4,800 − 960 = 3,840.
    expect(slip.gross).toBe('4800.00');
    expect(slip.net).toBe('3840.00');
    const bonusLine = slip.lines.find((line) => line.code === `item.incentive.${bonus.id}`)!;
    expect(bonusLine.label).toBe('Quarter bonus');
  });
});
