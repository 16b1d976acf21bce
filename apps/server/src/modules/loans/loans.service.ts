import Decimal from 'decimal.js';
import type {
  CreateLoanBody,
  Loan,
  LoanDetail,
  LoanPeriodBody,
  LoanRepaymentBody,
  LoanTableRequest,
  SettleLoanBody,
} from '@tenaga/contracts';
import type { TenantRunner, Transaction } from '../../db/tenant.ts';
import { AppError, forbidden, notFound, versionConflict } from '../../lib/app-error.ts';
import { writeAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { AccessService } from '../access/index.ts';
import { companyToday } from '../companies/index.ts';
import * as repo from './loans.repository.ts';
import {
  amountDue,
  customInstalmentProblem,
  equalInstalments,
  firstOfPeriod,
  flatInterest,
  isPaidOff,
  overpays,
  periodOf,
  rescheduled,
  runningBalances,
  sumOf,
  type PlannedInstalment,
} from './loans.rules.ts';

export interface LoansServiceDeps {
  tenant: TenantRunner;
  clock: Clock;
  access: Pick<AccessService, 'accessOf'>;
}

/** The audit trail's name for one record. */
const ENTITY = 'loan';

/** What a payrun of a month takes from one loan. */
export interface LoanDeduction {
  readonly loanId: string;
  readonly employeeId: string;
  readonly amount: string;
}

const plannedOf = (rows: readonly repo.InstalmentRow[]): PlannedInstalment[] =>
  rows.filter((row) => row.status === 'planned').map((row) => ({ period: periodOf(row.period), amount: row.amount }));

function toLoan(row: repo.LoanListRow, instalments: readonly repo.InstalmentRow[]): Loan {
  const { loan } = row;
  const next = loan.status === 'active' ? instalments.find((instalment) => instalment.status === 'planned') : undefined;
  return {
    id: loan.id,
    employeeId: loan.employeeId,
    employeeName: row.employeeName,
    employmentNumber: row.employmentNumber,
    kind: loan.kind as Loan['kind'],
    principal: loan.principal,
    interestRate: new Decimal(loan.interestRate).toString(),
    interest: loan.interest,
    disbursedOn: loan.disbursedOn,
    firstPeriod: periodOf(loan.firstPeriod),
    status: loan.status as Loan['status'],
    pausedFrom: loan.pausedFrom ? periodOf(loan.pausedFrom) : null,
    balance: new Decimal(row.balance).toFixed(2),
    nextInstalment: next ? { period: periodOf(next.period), amount: next.amount } : null,
    reason: loan.reason,
    createdAt: loan.createdAt.getTime(),
    updatedAt: loan.updatedAt.getTime(),
    version: loan.version,
  };
}

/**
 * Loans and advances: each change to a loan runs with its row locked, in one transaction with its
 * audit entry; the ledger is only ever added to. The payrun reads `instalmentsDue` and records
 * what it took with `deduct` in its own transaction.
 */
export function createLoansService({ tenant, clock, access }: LoansServiceDeps) {
  // What someone owes their employer is private: a manager sees their own loans, not their team's.
  async function reachOf(auth: RequestAuth): Promise<repo.LoanReach | null> {
    const { dataScope } = await access.accessOf(auth);
    if (dataScope === 'all') return { kind: 'all' };
    return auth.employeeId ? { kind: 'self', employeeId: auth.employeeId } : null;
  }

  const todayOf = (tx: Transaction, companyId: string) => companyToday(tx, companyId, clock);

  async function detail(tx: Transaction, companyId: string, id: string, reach: repo.LoanReach): Promise<LoanDetail> {
    const row = await repo.find(tx, companyId, id, { reach, today: await todayOf(tx, companyId) });
    if (!row) throw notFound();
    const instalments = await repo.instalmentsOf(tx, companyId, [id]);
    const ledger = runningBalances(await repo.entriesOf(tx, companyId, id));
    return {
      ...toLoan(row, instalments),
      instalments: instalments.map((instalment) => ({
        id: instalment.id,
        period: periodOf(instalment.period),
        amount: instalment.amount,
        status: instalment.status as LoanDetail['instalments'][number]['status'],
      })),
      ledger: ledger.map((entry) => ({
        id: entry.id,
        date: entry.entryDate,
        kind: entry.kind as LoanDetail['ledger'][number]['kind'],
        amount: entry.amount,
        balance: entry.balance,
        period: entry.period ? periodOf(entry.period) : null,
        note: entry.note,
        createdAt: entry.createdAt.getTime(),
      })),
    };
  }

  /** Lending and recording repayments is for those who see every employee's loans, never one's own. */
  async function lenderReach(auth: RequestAuth): Promise<repo.LoanReach> {
    const reach = await reachOf(auth);
    if (reach?.kind !== 'all') throw forbidden();
    return reach;
  }

  /** Runs a change on a loan, its row locked, at the version the caller read. */
  async function change<T>(
    auth: RequestAuth,
    id: string,
    version: number,
    work: (tx: Transaction, loan: repo.LoanRow) => Promise<T>,
  ): Promise<LoanDetail> {
    const reach = await lenderReach(auth);
    return tenant(auth.companyId, async (tx) => {
      const visible = await repo.find(tx, auth.companyId, id, { reach, today: await todayOf(tx, auth.companyId) });
      const loan = visible ? await repo.lockLoan(tx, auth.companyId, id) : undefined;
      if (!loan) throw notFound();
      if (loan.version !== version) throw versionConflict();
      await work(tx, loan);
      return detail(tx, auth.companyId, id, reach);
    });
  }

  const settled = () => new AppError('LOAN_SETTLED');

  return {
    async table(auth: RequestAuth, request: LoanTableRequest) {
      const reach = await reachOf(auth);
      if (!reach) return { data: [], recordsTotal: 0, recordsFiltered: 0 };
      return tenant(auth.companyId, async (tx) => {
        const page = await repo.table(tx, auth.companyId, { request, reach, today: await todayOf(tx, auth.companyId) });
        const instalments = await repo.instalmentsOf(
          tx,
          auth.companyId,
          page.rows.map((row) => row.loan.id),
        );
        return {
          data: page.rows.map((row) =>
            toLoan(
              row,
              instalments.filter((instalment) => instalment.loanId === row.loan.id),
            ),
          ),
          recordsTotal: page.recordsTotal,
          recordsFiltered: page.recordsFiltered,
        };
      });
    },

    async get(auth: RequestAuth, id: string): Promise<LoanDetail> {
      const reach = await reachOf(auth);
      if (!reach) throw notFound();
      return tenant(auth.companyId, (tx) => detail(tx, auth.companyId, id, reach));
    },

    async balanceAt(auth: RequestAuth, id: string, date: string) {
      const reach = await reachOf(auth);
      if (!reach) throw notFound();
      return tenant(auth.companyId, async (tx) => {
        if (!(await repo.find(tx, auth.companyId, id, { reach, today: date }))) throw notFound();
        return { date, balance: await repo.balanceAt(tx, auth.companyId, id, date) };
      });
    },

    async create(auth: RequestAuth, actor: Actor, body: CreateLoanBody): Promise<LoanDetail> {
      const reach = await lenderReach(auth);
      return tenant(auth.companyId, async (tx) => {
        if (!(await repo.employeeExists(tx, auth.companyId, body.employeeId))) {
          throw new AppError('VALIDATION_FAILED', { fieldErrors: { employeeId: 'validation:invalidOption' } });
        }
        const months = body.instalments?.length ?? body.instalmentCount ?? 1;
        const interest = flatInterest(body.principal, body.interestRate, months);
        const total = sumOf([body.principal, interest]);
        const planned = body.instalments ?? equalInstalments(total, months, body.firstPeriod);
        const problem = body.instalments ? customInstalmentProblem(body.instalments, total, body.firstPeriod) : null;
        if (problem?.problem === 'sumMismatch') {
          throw new AppError('LOAN_INSTALMENTS_MISMATCH', {
            values: { sum: problem.sum, total },
            fieldErrors: { instalments: 'errors:LOAN_INSTALMENTS_MISMATCH' },
          });
        }
        if (problem)
          throw new AppError('VALIDATION_FAILED', { fieldErrors: { [`instalments.${problem.index}.period`]: 'validation:invalidValue' } });
        const now = clock.now();
        const loan = await repo.insertLoan(tx, {
          companyId: auth.companyId,
          employeeId: body.employeeId,
          kind: body.kind,
          principal: body.principal,
          interestRate: body.interestRate,
          interest,
          disbursedOn: body.disbursedOn,
          firstPeriod: firstOfPeriod(body.firstPeriod),
          status: 'active',
          reason: body.reason,
          createdBy: actor.userId,
          createdAt: now,
          updatedAt: now,
        });
        await repo.insertInstalments(
          tx,
          planned.map((instalment) => ({
            companyId: auth.companyId,
            loanId: loan.id,
            period: firstOfPeriod(instalment.period),
            amount: instalment.amount,
            status: 'planned',
          })),
        );
        const entry = { companyId: auth.companyId, loanId: loan.id, entryDate: body.disbursedOn, createdBy: actor.userId, createdAt: now };
        await repo.insertEntries(tx, [
          { ...entry, kind: 'disbursement', amount: body.principal },
          ...(new Decimal(interest).isZero() ? [] : [{ ...entry, kind: 'interest', amount: interest }]),
        ]);
        await writeAudit(tx, actor, {
          entity: ENTITY,
          entityId: loan.id,
          action: 'create',
          after: {
            employeeId: body.employeeId,
            kind: body.kind,
            principal: body.principal,
            interestRate: body.interestRate,
            interest,
            disbursedOn: body.disbursedOn,
            instalments: planned.length,
            firstPeriod: body.firstPeriod,
            reason: body.reason,
          },
        });
        return detail(tx, auth.companyId, loan.id, reach);
      });
    },

    repay: (auth: RequestAuth, actor: Actor, id: string, body: LoanRepaymentBody) =>
      change(auth, id, body.version, async (tx, loan) => {
        if (loan.status === 'settled') throw settled();
        const owed = await repo.outstanding(tx, auth.companyId, id);
        if (overpays(body.amount, owed)) {
          throw new AppError('LOAN_OVERPAID', { values: { balance: owed }, fieldErrors: { amount: 'errors:LOAN_OVERPAID' } });
        }
        await repo.insertEntries(tx, [
          {
            companyId: auth.companyId,
            loanId: id,
            entryDate: body.date,
            kind: 'repayment',
            amount: new Decimal(body.amount).negated().toFixed(2),
            note: body.note,
            createdBy: actor.userId,
            createdAt: clock.now(),
          },
        ]);
        const left = new Decimal(owed).minus(body.amount).toFixed(2);
        if (isPaidOff(left)) await closeLoan(tx, auth.companyId, id);
        else await repo.setLoan(tx, auth.companyId, id, { updatedAt: clock.now() });
        await writeAudit(tx, actor, {
          entity: ENTITY,
          entityId: id,
          action: 'repay',
          after: { amount: body.amount, date: body.date, note: body.note, balance: left },
        });
      }),

    settle: (auth: RequestAuth, actor: Actor, id: string, body: SettleLoanBody) =>
      change(auth, id, body.version, async (tx, loan) => {
        if (loan.status === 'settled') throw settled();
        const amount = await settleInTx(tx, auth.companyId, actor, id, { date: body.date, note: body.note });
        await writeAudit(tx, actor, {
          entity: ENTITY,
          entityId: id,
          action: 'settle',
          after: { amount, date: body.date, note: body.note },
        });
      }),

    pause: (auth: RequestAuth, actor: Actor, id: string, body: LoanPeriodBody) =>
      change(auth, id, body.version, async (tx, loan) => {
        if (loan.status === 'settled') throw settled();
        await repo.setLoan(tx, auth.companyId, id, { status: 'paused', pausedFrom: firstOfPeriod(body.period), updatedAt: clock.now() });
        await writeAudit(tx, actor, {
          entity: ENTITY,
          entityId: id,
          action: 'pause',
          before: { status: loan.status },
          after: { status: 'paused', pausedFrom: body.period },
        });
      }),

    resume: (auth: RequestAuth, actor: Actor, id: string, body: LoanPeriodBody) =>
      change(auth, id, body.version, async (tx, loan) => {
        if (loan.status !== 'paused') throw new AppError('LOAN_NOT_PAUSED');
        const instalments = await repo.instalmentsOf(tx, auth.companyId, [id]);
        const lastTaken = instalments.filter((instalment) => instalment.status === 'deducted').at(-1);
        if (lastTaken && periodOf(lastTaken.period) >= body.period) {
          throw new AppError('VALIDATION_FAILED', { fieldErrors: { period: 'validation:invalidValue' } });
        }
        const moved = rescheduled(plannedOf(instalments), body.period);
        await repo.deletePlanned(tx, auth.companyId, id);
        await repo.insertInstalments(
          tx,
          moved.map((instalment) => ({
            companyId: auth.companyId,
            loanId: id,
            period: firstOfPeriod(instalment.period),
            amount: instalment.amount,
            status: 'planned',
          })),
        );
        await repo.setLoan(tx, auth.companyId, id, { status: 'active', pausedFrom: null, updatedAt: clock.now() });
        await writeAudit(tx, actor, {
          entity: ENTITY,
          entityId: id,
          action: 'resume',
          before: { status: 'paused', pausedFrom: loan.pausedFrom ? periodOf(loan.pausedFrom) : null },
          after: { status: 'active', resumedFrom: body.period },
        });
      }),

    async remove(auth: RequestAuth, actor: Actor, id: string) {
      const reach = await lenderReach(auth);
      await tenant(auth.companyId, async (tx) => {
        const visible = await repo.find(tx, auth.companyId, id, { reach, today: await todayOf(tx, auth.companyId) });
        const loan = visible ? await repo.lockLoan(tx, auth.companyId, id) : undefined;
        if (!loan || !visible) throw notFound();
        if (await repo.hasRepayments(tx, auth.companyId, id)) throw new AppError('LOAN_IN_USE');
        await repo.removeLoan(tx, auth.companyId, id);
        await writeAudit(tx, actor, {
          entity: ENTITY,
          entityId: id,
          action: 'delete',
          subject: visible.employeeName,
          before: { employeeId: loan.employeeId, kind: loan.kind, principal: loan.principal, disbursedOn: loan.disbursedOn },
        });
      });
    },

    /** What a payrun of this month takes from each open loan of these employees (all: null); nothing paused or owed nothing. */
    async instalmentsDue(companyId: string, input: { period: string; employeeIds: readonly string[] | null }): Promise<LoanDeduction[]> {
      return tenant(companyId, async (tx) => {
        const open = await repo.openLoansOf(tx, companyId, input.employeeIds);
        const loanIds = open.map((loan) => loan.id);
        const [instalments, owed] = await Promise.all([
          repo.instalmentsOf(tx, companyId, loanIds),
          repo.outstandingByLoan(tx, companyId, loanIds),
        ]);
        const plannedByLoan = new Map<string, typeof instalments>();
        for (const instalment of instalments)
          plannedByLoan.set(instalment.loanId, [...(plannedByLoan.get(instalment.loanId) ?? []), instalment]);
        const due: LoanDeduction[] = [];
        for (const loan of open) {
          const amount = amountDue({
            planned: plannedOf(plannedByLoan.get(loan.id) ?? []),
            period: input.period,
            balance: owed.get(loan.id) ?? '0.00',
            pausedFrom: loan.pausedFrom ? periodOf(loan.pausedFrom) : null,
          });
          if (!new Decimal(amount).isZero()) due.push({ loanId: loan.id, employeeId: loan.employeeId, amount });
        }
        return due;
      });
    },

    /**
     * Records a payrun's deductions in its transaction: each a ledger entry on the pay date, the
     * month's instalments (and earlier ones it caught up) marked taken; a loan paid off is settled.
     */
    async deduct(
      tx: Transaction,
      companyId: string,
      actor: Actor,
      input: { period: string; date: string; deductions: readonly LoanDeduction[] },
    ) {
      for (const deduction of input.deductions) {
        const loan = await repo.lockLoan(tx, companyId, deduction.loanId);
        if (!loan || loan.status === 'settled') throw settled();
        const owed = await repo.outstanding(tx, companyId, loan.id);
        if (overpays(deduction.amount, owed)) throw new AppError('LOAN_OVERPAID', { values: { balance: owed } });
        await repo.insertEntries(tx, [
          {
            companyId,
            loanId: loan.id,
            entryDate: input.date,
            kind: 'deduction',
            amount: new Decimal(deduction.amount).negated().toFixed(2),
            period: firstOfPeriod(input.period),
            createdBy: actor.userId,
            createdAt: clock.now(),
          },
        ]);
        await repo.markTaken(tx, companyId, loan.id, firstOfPeriod(input.period));
        if (isPaidOff(new Decimal(owed).minus(deduction.amount).toFixed(2))) await closeLoan(tx, companyId, loan.id);
        await writeAudit(tx, actor, {
          entity: ENTITY,
          entityId: loan.id,
          action: 'deduct',
          after: { amount: deduction.amount, period: input.period, date: input.date },
        });
      }
    },
  };

  /** Settles what is owed by one entry; the instalments not taken are cancelled. Returns the amount. */
  async function settleInTx(tx: Transaction, companyId: string, actor: Actor, id: string, input: { date: string; note: string }) {
    const owed = await repo.outstanding(tx, companyId, id);
    if (!isPaidOff(owed)) {
      await repo.insertEntries(tx, [
        {
          companyId,
          loanId: id,
          entryDate: input.date,
          kind: 'settlement',
          amount: new Decimal(owed).negated().toFixed(2),
          note: input.note,
          createdBy: actor.userId,
          createdAt: clock.now(),
        },
      ]);
    }
    await closeLoan(tx, companyId, id);
    return owed;
  }

  async function closeLoan(tx: Transaction, companyId: string, id: string) {
    await repo.cancelPlanned(tx, companyId, id);
    await repo.setLoan(tx, companyId, id, { status: 'settled', pausedFrom: null, updatedAt: clock.now() });
  }
}

export type LoansService = ReturnType<typeof createLoansService>;
