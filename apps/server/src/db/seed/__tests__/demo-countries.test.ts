import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@tenaga/contracts';
import { validateBankAccount, validateIdentificationNumber } from '@tenaga/domain';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { companies, employees, payruns, payslips } from '../../schema/index.ts';
import { createTestApp, loginAs, type TestApp } from '../../../testing/index.ts';
import { DEMO_PASSWORD } from '../demo.ts';
import { seedDemoCompanies } from '../demo-countries.ts';
import { DEMO_DOMAINS, previousMonth, runDemoPayrolls } from '../demo-payroll.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ startJobs: true });
  expect(await seedDemoCompanies(t.db)).toEqual([...DEMO_DOMAINS]);
}, 240_000);
afterAll(async () => {
  await t?.close();
});

/** Statutory lines each country's payslips must carry (the payrun's codes). */
const STATUTORY: Record<string, readonly string[]> = {
  demo: ['cpf.employee', 'cpf.employer'],
  'demo-my': ['epf.employee', 'epf.employer', 'socso.employee', 'eis.employee'],
  'demo-id': ['bpjs.kesehatan.employee', 'bpjs.jht.employee', 'pph21'],
  'demo-vn': ['vn.social.employee', 'vn.health.employee', 'vn.pit'],
  'demo-ph': ['sss.employee', 'philhealth.employee', 'pagibig.employee', 'ph.withholding'],
};

describe('the demo companies of the five countries', () => {
  it('are seeded once, with people whose identification numbers and bank accounts pass the validators', async () => {
    expect(await seedDemoCompanies(t.db)).toEqual([]);
    for (const domain of DEMO_DOMAINS.slice(1)) {
      const [company] = await t.db.select().from(companies).where(eq(companies.domain, domain));
      const rows = await t.db.select().from(employees).where(eq(employees.companyId, company!.id));
      expect(rows.length, domain).toBe(20);
      for (const row of rows) {
        expect(
          validateIdentificationNumber({ type: row.identificationType!, value: row.identificationNumber! }).ok,
          row.identificationNumber!,
        ).toBe(true);
        expect(
          validateBankAccount({ bankCode: row.bankCode!, accountNumber: row.accountNumber! }).ok,
          `${row.bankCode} ${row.accountNumber}`,
        ).toBe(true);
      }
      expect(new Set(rows.map((row) => row.identificationNumber)).size).toBe(rows.length);
      for (const username of ['admin', 'hr', 'manager', 'employee']) {
        const user = await loginAs(t, { domain, username, password: DEMO_PASSWORD });
        expect((await user.api.ok(contracts.getMe)).userInfo.employeeID, `${domain} ${username}`).toBeTruthy();
      }
    }
  });

  it('run last month’s payroll through the payrun service: approved, totals the sums of the payslips, the country’s statutory lines', async () => {
    const done = await runDemoPayrolls({ db: t.db, payruns: t.tenaga.service('payruns'), now: t.clock.now(), pollMs: 50 });
    expect(done.map((run) => [run.domain, run.status, run.failureReason])).toEqual(
      DEMO_DOMAINS.map((domain) => [domain, 'approved', undefined]),
    );
    // Nothing twice: every company has its run now.
    expect(await runDemoPayrolls({ db: t.db, payruns: t.tenaga.service('payruns'), now: t.clock.now() })).toEqual([]);
    for (const domain of DEMO_DOMAINS) {
      const admin = await loginAs(t, { domain, username: 'admin', password: DEMO_PASSWORD });
      const [company] = await t.db.select().from(companies).where(eq(companies.domain, domain));
      const [run] = await t.db.select().from(payruns).where(eq(payruns.companyId, company!.id));
      const view = await admin.api.ok(contracts.getPayrun, { params: { id: run!.id } });
      expect(view).toMatchObject({ period: previousMonth(t.clock.now()), status: 'approved' });
      const slips = await t.db.select().from(payslips).where(eq(payslips.payrunId, run!.id));
      expect(slips.length, domain).toBe(view.employeeCount);
      expect(view.employeeCount, domain).toBeGreaterThanOrEqual(18);
      const sum = (key: 'gross' | 'deductions' | 'net' | 'employerContributions') =>
        slips.reduce((total, slip) => total.plus(slip[key]), new Decimal(0)).toFixed(2);
      expect(view.totals).toEqual({
        gross: sum('gross'),
        deductions: sum('deductions'),
        net: sum('net'),
        employerContributions: sum('employerContributions'),
      });
      const someone = slips.find((slip) => new Decimal(slip.gross).gt(0))!;
      const slip = await admin.api.ok(contracts.getPayslip, { params: { id: run!.id, employeeId: someone.employeeId } });
      const codes = slip.lines.map((line) => line.code);
      for (const code of STATUTORY[domain]!) expect(codes, `${domain} ${code}`).toContain(code);
    }
  }, 240_000);
});
