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

const auditOf = (company: TestCompany, entityId: string) =>
  t.db
    .select({ action: auditLog.action, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entity, 'loan'), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.at);

const lend = (company: TestCompany, employeeId: string, overrides: Partial<contracts.CreateLoanBody> = {}) =>
  company.admin.api.ok(contracts.createLoan, {
    body: {
      employeeId,
      kind: 'loan',
      principal: '1000.00',
      disbursedOn: '2026-11-10',
      firstPeriod: '2026-11',
      instalmentCount: 3,
      ...overrides,
    },
  });

describe('Loans and advances', () => {
  it('lends in equal instalments adding up to the cent, with flat interest on the ledger, audited', async () => {
    const company = await createCompany(t);
    const ravi = await createEmployeeRow(t, company.companyId, { firstName: 'Ravi', lastName: 'Kumar' });
    const loan = await lend(company, ravi, { reason: 'Car repair' });
    expect(loan).toMatchObject({ employeeName: 'Ravi Kumar', status: 'active', balance: '1000.00', interest: '0.00', version: 1 });
    expect(loan.instalments.map((instalment) => [instalment.period, instalment.amount, instalment.status])).toEqual([
      ['2026-11', '333.33', 'planned'],
      ['2026-12', '333.33', 'planned'],
      ['2027-01', '333.34', 'planned'],
    ]);
    expect(loan.nextInstalment).toEqual({ period: '2026-11', amount: '333.33' });
    expect(loan.ledger.map((entry) => [entry.kind, entry.amount, entry.balance])).toEqual([['disbursement', '1000.00', '1000.00']]);

    // 5,000 at 6 % a year over 10 months: 250 of interest, 10 instalments of 525.
    const withInterest = await lend(company, ravi, { principal: '5000', interestRate: '6', instalmentCount: 10, kind: 'advance' });
    expect(withInterest).toMatchObject({ interest: '250.00', balance: '5250.00', interestRate: '6' });
    expect(new Set(withInterest.instalments.map((instalment) => instalment.amount))).toEqual(new Set(['525.00']));
    expect(withInterest.ledger.map((entry) => [entry.kind, entry.amount, entry.balance])).toEqual([
      ['disbursement', '5000.00', '5000.00'],
      ['interest', '250.00', '5250.00'],
    ]);

    const table = await company.admin.api.ok(contracts.listLoans, { body: { search: { value: 'kumar' } } });
    expect(table.data.map((row) => row.balance).sort()).toEqual(['1000.00', '5250.00']);
    const advances = await company.admin.api.ok(contracts.listLoans, { body: { status: 'active', search: { value: '' } } });
    expect(advances.recordsFiltered).toBe(2);
    expect(await auditOf(company, loan.id)).toEqual([
      {
        action: 'create',
        after: expect.objectContaining({ employeeId: ravi, principal: '1000.00', interest: '0.00', instalments: 3, reason: 'Car repair' }),
      },
    ]);
  });

  it('takes custom instalments only when they add up to what is owed', async () => {
    const company = await createCompany(t);
    const ravi = await createEmployeeRow(t, company.companyId);
    const body = { employeeId: ravi, kind: 'loan' as const, principal: '1000', disbursedOn: '2026-11-10', firstPeriod: '2026-12' };
    const mismatch = await company.admin.api.fail(
      contracts.createLoan,
      {
        body: {
          ...body,
          instalments: [
            { period: '2026-12', amount: '600' },
            { period: '2027-02', amount: '300' },
          ],
        },
      },
      422,
    );
    expect(mismatch.code).toBe('LOAN_INSTALMENTS_MISMATCH');
    expect(mismatch.message[0]).toBe('The instalments add up to 900.00, not the 1000.00 owed.');
    const loan = await company.admin.api.ok(contracts.createLoan, {
      body: {
        ...body,
        instalments: [
          { period: '2026-12', amount: '600' },
          { period: '2027-02', amount: '400' },
        ],
      },
    });
    expect(loan.instalments.map((instalment) => [instalment.period, instalment.amount])).toEqual([
      ['2026-12', '600.00'],
      ['2027-02', '400.00'],
    ]);
    const early = await company.admin.api.fail(
      contracts.createLoan,
      { body: { ...body, instalments: [{ period: '2026-11', amount: '1000' }] } },
      400,
    );
    expect(Object.keys(early.errors ?? {})).toEqual(['instalments.0.period']);
  });

  it('records repayments on the ledger, refuses more than is owed, answers the balance at any date, settles when paid', async () => {
    const company = await createCompany(t);
    const ravi = await createEmployeeRow(t, company.companyId);
    const loan = await lend(company, ravi);
    const repaid = await company.admin.api.ok(contracts.recordLoanRepayment, {
      params: { id: loan.id },
      body: { version: loan.version, date: '2026-11-15', amount: '400', note: 'Cash at the office' },
    });
    expect(repaid).toMatchObject({ balance: '600.00', status: 'active', version: 2 });
    expect(repaid.ledger.at(-1)).toMatchObject({ kind: 'repayment', amount: '-400.00', balance: '600.00', note: 'Cash at the office' });
    expect(
      (
        await company.admin.api.fail(
          contracts.recordLoanRepayment,
          { params: { id: loan.id }, body: { version: 1, date: '2026-11-16', amount: '1' } },
          409,
        )
      ).code,
    ).toBe('VERSION_CONFLICT');
    const over = await company.admin.api.fail(
      contracts.recordLoanRepayment,
      { params: { id: loan.id }, body: { version: 2, date: '2026-11-16', amount: '600.01' } },
      422,
    );
    expect(over.message[0]).toBe('Only 600.00 is owed on this loan.');
    const before = await company.admin.api.ok(contracts.getLoanBalance, { params: { id: loan.id }, query: { date: '2026-11-14' } });
    expect(before).toEqual({ date: '2026-11-14', balance: '1000.00' });
    const paid = await company.admin.api.ok(contracts.recordLoanRepayment, {
      params: { id: loan.id },
      body: { version: 2, date: '2026-11-18', amount: '600' },
    });
    expect(paid).toMatchObject({ balance: '0.00', status: 'settled', nextInstalment: null });
    expect(paid.instalments.every((instalment) => instalment.status === 'cancelled')).toBe(true);
    expect(
      (
        await company.admin.api.fail(
          contracts.recordLoanRepayment,
          { params: { id: loan.id }, body: { version: 3, date: '2026-11-19', amount: '1' } },
          409,
        )
      ).code,
    ).toBe('LOAN_SETTLED');
    expect((await auditOf(company, loan.id)).map((entry) => entry.action)).toEqual(['create', 'repay', 'repay']);
  });

  it("gives the payrun each month's instalments (missed ones with it, none while paused), records its deductions, and settles early", async () => {
    const company = await createCompany(t);
    const ravi = await createEmployeeRow(t, company.companyId);
    const loan = await lend(company, ravi, { principal: '900', disbursedOn: '2026-06-10', firstPeriod: '2026-07' });
    const loans = modules.service('loans');
    expect(await loans.instalmentsDue(company.companyId, { period: '2026-06', employeeIds: [ravi] })).toEqual([]);
    expect(await loans.instalmentsDue(company.companyId, { period: '2026-08', employeeIds: null })).toEqual([
      { loanId: loan.id, employeeId: ravi, amount: '600.00' },
    ]);
    const actor = { companyId: company.companyId, userId: company.admin.user.userId, impersonatorUserId: null, ip: null };
    await t.tenant(company.companyId, (tx) =>
      loans.deduct(tx, company.companyId, actor, {
        period: '2026-07',
        date: '2026-07-28',
        deductions: [{ loanId: loan.id, employeeId: ravi, amount: '300.00' }],
      }),
    );
    const taken = await company.admin.api.ok(contracts.getLoan, { params: { id: loan.id } });
    expect(taken.instalments.map((instalment) => instalment.status)).toEqual(['deducted', 'planned', 'planned']);
    expect(taken.ledger.at(-1)).toMatchObject({
      kind: 'deduction',
      amount: '-300.00',
      balance: '600.00',
      period: '2026-07',
      date: '2026-07-28',
    });
    expect((await company.admin.api.fail(contracts.deleteLoan, { params: { id: loan.id } }, 409)).code).toBe('LOAN_IN_USE');

    const paused = await company.admin.api.ok(contracts.pauseLoan, {
      params: { id: loan.id },
      body: { version: taken.version, period: '2026-08' },
    });
    expect(paused).toMatchObject({ status: 'paused', pausedFrom: '2026-08', nextInstalment: null });
    expect(await loans.instalmentsDue(company.companyId, { period: '2026-09', employeeIds: [ravi] })).toEqual([]);
    expect(
      (
        await company.admin.api.fail(
          contracts.resumeLoan,
          { params: { id: loan.id }, body: { version: paused.version, period: '2026-07' } },
          400,
        )
      ).errors,
    ).toEqual({ period: 'This value is not valid.' });
    const resumed = await company.admin.api.ok(contracts.resumeLoan, {
      params: { id: loan.id },
      body: { version: paused.version, period: '2026-10' },
    });
    expect(resumed.instalments.filter((instalment) => instalment.status === 'planned').map((instalment) => instalment.period)).toEqual([
      '2026-10',
      '2026-11',
    ]);
    expect(await loans.instalmentsDue(company.companyId, { period: '2026-10', employeeIds: [ravi] })).toEqual([
      { loanId: loan.id, employeeId: ravi, amount: '300.00' },
    ]);

    const settled = await company.admin.api.ok(contracts.settleLoan, {
      params: { id: loan.id },
      body: { version: resumed.version, date: '2026-11-15', note: 'Left the company' },
    });
    expect(settled).toMatchObject({ status: 'settled', balance: '0.00' });
    expect(settled.ledger.at(-1)).toMatchObject({ kind: 'settlement', amount: '-600.00', balance: '0.00', note: 'Left the company' });
    expect(await loans.instalmentsDue(company.companyId, { period: '2026-11', employeeIds: [ravi] })).toEqual([]);
    expect((await auditOf(company, loan.id)).map((entry) => entry.action)).toEqual(['create', 'deduct', 'pause', 'resume', 'settle']);
  });

  it('deletes a loan entered by mistake, with its ledger', async () => {
    const company = await createCompany(t);
    const ravi = await createEmployeeRow(t, company.companyId);
    const loan = await lend(company, ravi);
    await company.admin.api.ok(contracts.deleteLoan, { params: { id: loan.id } });
    expect((await company.admin.api.ok(contracts.listLoans, { body: {} })).data).toEqual([]);
    expect((await auditOf(company, loan.id)).map((entry) => entry.action)).toEqual(['create', 'delete']);
  });

  it('refuses bad input at the contract', async () => {
    const company = await createCompany(t);
    const ravi = await createEmployeeRow(t, company.companyId);
    const body = { employeeId: ravi, kind: 'loan' as const, disbursedOn: '2026-11-10', firstPeriod: '2026-11', instalmentCount: 2 };
    for (const principal of ['0', '0.00', '-5', '1.234', '1e5', '10000000000000'])
      expect((await company.admin.api.fail(contracts.createLoan, { body: { ...body, principal } }, 400)).errors).toHaveProperty(
        'principal',
      );
    for (const instalmentCount of [0, 121, 1.5])
      expect((await company.admin.api.fail(contracts.createLoan, { body: { ...body, principal: '10', instalmentCount } }, 400)).code).toBe(
        'VALIDATION_FAILED',
      );
    expect(
      (await company.admin.api.fail(contracts.createLoan, { body: { ...body, principal: '10', interestRate: '100.5' } }, 400)).code,
    ).toBe('VALIDATION_FAILED');
    expect(
      (await company.admin.api.fail(contracts.createLoan, { body: { ...body, principal: '10', firstPeriod: '2026-13' } }, 400)).code,
    ).toBe('VALIDATION_FAILED');
    const { instalmentCount: _, ...neither } = body;
    expect((await company.admin.api.fail(contracts.createLoan, { body: { ...neither, principal: '10' } }, 400)).code).toBe(
      'VALIDATION_FAILED',
    );
    expect(
      (await company.admin.api.fail(contracts.createLoan, { body: { ...body, principal: '10', employeeId: crypto.randomUUID() } }, 400))
        .errors,
    ).toHaveProperty('employeeId');
  });

  it('shows an employee and a manager their own loans only, never lets them lend, and hides another company’s', async () => {
    const company = await createCompany(t);
    const ravi = await createEmployeeRow(t, company.companyId, { firstName: 'Ravi' });
    const siti = await createEmployeeRow(t, company.companyId, { firstName: 'Siti', managerId: ravi });
    const raviLoan = await lend(company, ravi);
    const sitiLoan = await lend(company, siti);
    const raviUser = await createUser(t, company, { role: 'manager', firstName: 'Ravi' });
    await linkUserToEmployee(t, { companyId: company.companyId, userId: raviUser.userId, employeeId: ravi });
    const manager = await loginAs(t, raviUser);
    expect((await manager.api.ok(contracts.listLoans, { body: {} })).data.map((row) => row.id)).toEqual([raviLoan.id]);
    expect((await manager.api.fail(contracts.getLoan, { params: { id: sitiLoan.id } }, 404)).code).toBe('NOT_FOUND');
    expect((await manager.api.ok(contracts.getLoan, { params: { id: raviLoan.id } })).balance).toBe('1000.00');

    const sitiUser = await createUser(t, company, { role: 'employee', firstName: 'Siti' });
    await linkUserToEmployee(t, { companyId: company.companyId, userId: sitiUser.userId, employeeId: siti });
    const employee = await loginAs(t, sitiUser);
    expect((await employee.api.ok(contracts.listLoans, { body: {} })).data.map((row) => row.id)).toEqual([sitiLoan.id]);
    expect(
      (
        await employee.api.fail(
          contracts.createLoan,
          {
            body: {
              employeeId: siti,
              kind: 'advance',
              principal: '50',
              disbursedOn: '2026-11-10',
              firstPeriod: '2026-11',
              instalmentCount: 1,
            },
          },
          403,
        )
      ).code,
    ).toBe('FORBIDDEN');
    expect(
      (
        await employee.api.fail(
          contracts.recordLoanRepayment,
          { params: { id: sitiLoan.id }, body: { version: 1, date: '2026-11-12', amount: '1000' } },
          403,
        )
      ).code,
    ).toBe('FORBIDDEN');

    const other = await createCompany(t);
    expect((await other.admin.api.ok(contracts.listLoans, { body: {} })).data).toEqual([]);
    expect((await other.admin.api.fail(contracts.getLoan, { params: { id: raviLoan.id } }, 404)).code).toBe('NOT_FOUND');
    expect(
      (await other.admin.api.fail(contracts.settleLoan, { params: { id: raviLoan.id }, body: { version: 1, date: '2026-11-12' } }, 404))
        .code,
    ).toBe('NOT_FOUND');
    expect((await other.admin.api.fail(contracts.deleteLoan, { params: { id: raviLoan.id } }, 404)).code).toBe('NOT_FOUND');
  });
});
