import Decimal from 'decimal.js';
import type { EncashLeaveBody, EncashmentOffer, LeaveAdjustmentBody, LeaveLedger, StoredLeaveEntry } from '@tenaga/contracts';
import type { LeaveLedgerLine } from '@tenaga/domain/time-off';
import type { TenantRunner } from '../../db/tenant.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import * as ledgerRepo from './time-off.ledger.repository.ts';
import * as repo from './time-off.repository.ts';
import type { TimeOffService } from './time-off.service.ts';

/** Days with their trailing zeros dropped ('1.5000' → '1.5'). */
const plainDays = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);

export const toStoredEntry = (row: ledgerRepo.LedgerEntryRow): StoredLeaveEntry => ({
  id: row.id,
  employeeId: row.employeeId,
  categoryId: row.categoryId,
  kind: row.kind as StoredLeaveEntry['kind'],
  date: row.entryDate,
  days: plainDays(row.days),
  reason: row.reason,
  source: row.source as StoredLeaveEntry['source'],
  createdAt: row.createdAt.getTime(),
});

const toLine = (line: LeaveLedgerLine): LeaveLedger['lines'][number] => ({
  date: line.date,
  kind: line.kind,
  days: line.days,
  reason: line.reason,
  period: line.period ?? null,
});

/** One encashment the payrun pays: the employee's days of a category, on their cessation date. */
export interface LeaveEncashment {
  readonly employeeId: string;
  readonly employmentNumber: string;
  readonly categoryId: string;
  readonly categoryName: string;
  readonly categoryCode: string | null;
  readonly date: string;
  /** Days encashed, positive (the ledger entry is their negative). */
  readonly days: string;
}

/**
 * The ledger's own faces: HR's adjustments (append-only, audited), each balance's trace, and the
 * encashment of a leaving employee's remaining balance, with the payrun's read of it. Every balance
 * comes from the time-off service's one balance function.
 */
export function createTimeOffLedgerService(deps: { tenant: TenantRunner; clock: Clock; timeOff: TimeOffService }) {
  const { tenant, clock } = deps;
  const access = deps.timeOff.ledgerAccess;

  async function categoryOf(companyId: string, type: string) {
    const category = await access.setUpThen(companyId, (tx) => repo.categoryByType(tx, companyId, type));
    if (!category) throw notFound();
    return category;
  }

  return {
    async entries(auth: RequestAuth, employeeId: string): Promise<StoredLeaveEntry[]> {
      await access.requireReach(auth, employeeId);
      const rows = await tenant(auth.companyId, (tx) => ledgerRepo.entriesNewestFirst(tx, auth.companyId, employeeId));
      return rows.map(toStoredEntry);
    },

    async adjust(auth: RequestAuth, actor: Actor, employeeId: string, body: LeaveAdjustmentBody): Promise<StoredLeaveEntry> {
      await access.requireReach(auth, employeeId);
      const category = await tenant(auth.companyId, (tx) => repo.findCategory(tx, auth.companyId, body.categoryId));
      if (!category) throw new AppError('VALIDATION_FAILED', { fieldErrors: { categoryId: 'validation:invalidOption' } });
      // An entry counts in the ledger of the assignment in force on its date: without one it would count nowhere.
      if (!(await access.balanceWithTrace(auth.companyId, employeeId, body.categoryId, body.date))) throw new AppError('LEAVE_NO_POLICY');
      const row = await tenant(auth.companyId, async (tx) => {
        const [inserted] = await ledgerRepo.insertEntries(tx, [
          {
            companyId: auth.companyId,
            employeeId,
            categoryId: body.categoryId,
            kind: 'adjustment',
            entryDate: body.date,
            days: body.days,
            reason: body.reason,
            source: 'manual',
            createdBy: auth.userId,
            createdAt: clock.now(),
          },
        ]);
        await writeAudit(tx, actor, {
          entity: 'leave-ledger-entry',
          entityId: inserted!.id,
          action: 'create',
          after: { employeeId, categoryId: body.categoryId, kind: 'adjustment', date: body.date, days: body.days, reason: body.reason },
        });
        return inserted!;
      });
      return toStoredEntry(row);
    },

    async ledger(auth: RequestAuth, input: { employeeId: string; type: string; date?: string | undefined }): Promise<LeaveLedger> {
      await access.requireReach(auth, input.employeeId);
      const date = input.date ?? (await access.todayOf(auth.companyId)).today;
      const category = await categoryOf(auth.companyId, input.type);
      const balance = await access.balanceWithTrace(auth.companyId, input.employeeId, category.id, date);
      if (!balance) throw new AppError('LEAVE_NO_POLICY');
      const { trace, leaveYear, ...figures } = balance;
      return {
        categoryId: category.id,
        categoryName: category.name,
        categoryCode: category.code as LeaveLedger['categoryCode'],
        figures,
        leaveYear,
        lines: trace.map(toLine),
      };
    },

    async encashmentOffer(auth: RequestAuth, employeeId: string): Promise<EncashmentOffer> {
      await access.requireReach(auth, employeeId);
      const [facts] = await tenant(auth.companyId, (tx) => repo.employeeFacts(tx, auth.companyId, [employeeId]));
      if (!facts) throw notFound();
      if (!facts.cessationDate) return { cessationDate: null, lines: [] };
      const balances = await access.balancesFor(auth.companyId, [employeeId], facts.cessationDate);
      const stored = await tenant(auth.companyId, (tx) => ledgerRepo.entriesOf(tx, auth.companyId, [employeeId]));
      const encashed = new Map(stored.filter((row) => row.kind === 'encashment').map((row) => [row.categoryId, row.days]));
      return {
        cessationDate: facts.cessationDate,
        lines: balances.map((balance) => {
          const days = encashed.get(balance.categoryId);
          return {
            categoryId: balance.categoryId,
            categoryName: balance.categoryName,
            balance: balance.balance,
            encashed: days === undefined ? null : plainDays(new Decimal(days).negated().toFixed()),
          };
        }),
      };
    },

    async encash(auth: RequestAuth, actor: Actor, employeeId: string, body: EncashLeaveBody): Promise<StoredLeaveEntry[]> {
      await access.requireReach(auth, employeeId);
      const [facts] = await tenant(auth.companyId, (tx) => repo.employeeFacts(tx, auth.companyId, [employeeId]));
      if (!facts) throw notFound();
      const cessationDate = facts.cessationDate;
      if (!cessationDate) throw new AppError('LEAVE_NOT_LEAVING');
      const categoryIds = body.lines.map((line) => line.categoryId);
      if (new Set(categoryIds).size !== categoryIds.length)
        throw new AppError('VALIDATION_FAILED', { fieldErrors: { lines: 'validation:invalidOption' } });
      const balances = new Map(
        (await access.balancesFor(auth.companyId, [employeeId], cessationDate)).map((balance) => [balance.categoryId, balance.balance]),
      );
      for (const line of body.lines) {
        const balance = balances.get(line.categoryId);
        if (balance === undefined) throw new AppError('VALIDATION_FAILED', { fieldErrors: { lines: 'validation:invalidOption' } });
        if (new Decimal(line.days).greaterThan(balance)) throw new AppError('LEAVE_ENCASH_OVER_BALANCE');
      }
      try {
        const rows = await tenant(auth.companyId, async (tx) => {
          const now = clock.now();
          const inserted = await ledgerRepo.insertEntries(
            tx,
            body.lines.map((line) => ({
              companyId: auth.companyId,
              employeeId,
              categoryId: line.categoryId,
              kind: 'encashment',
              entryDate: cessationDate,
              days: new Decimal(line.days).negated().toFixed(),
              reason: 'encashment',
              source: 'leaving',
              createdBy: auth.userId,
              createdAt: now,
            })),
          );
          for (const row of inserted)
            await writeAudit(tx, actor, {
              entity: 'leave-ledger-entry',
              entityId: row.id,
              action: 'create',
              after: { employeeId, categoryId: row.categoryId, kind: 'encashment', date: cessationDate, days: plainDays(row.days) },
            });
          return inserted;
        });
        return rows.map(toStoredEntry);
      } catch (error) {
        if (isUniqueViolation(error, 'leave_ledger_entries_encashment_key')) throw new AppError('LEAVE_ALREADY_ENCASHED');
        throw error;
      }
    },

    /** The payrun's read: encashments whose cessation date falls in [from, to], days positive. */
    encashmentsFor: (companyId: string, from: string, to: string) => leaveEncashmentsFor(tenant, companyId, from, to),

    /** The payrun's read: each employee's approved unpaid leave in [from, to], date by date. */
    unpaidDaysFor: (companyId: string, employeeIds: readonly string[], from: string, to: string) =>
      unpaidLeaveDaysFor(tenant, companyId, employeeIds, from, to),
  };
}

/** Encashments whose date (the cessation date) falls in [from, to], days positive, for the payrun to pay. */
export async function leaveEncashmentsFor(tenant: TenantRunner, companyId: string, from: string, to: string): Promise<LeaveEncashment[]> {
  const rows = await tenant(companyId, (tx) => ledgerRepo.encashmentsBetween(tx, companyId, from, to));
  return rows.map((row) => ({ ...row, days: plainDays(new Decimal(row.days).negated().toFixed()) }));
}

/** One employee's approved unpaid leave in a range: its days (half days included) and each date's. */
export interface UnpaidLeave {
  /** The days, a decimal string ('2', '1.5'). */
  readonly days: string;
  readonly dates: readonly { readonly date: string; readonly days: string; readonly requestId: string }[];
}

/** Past this many employees the read takes the company's requests and keeps theirs (one short query instead of a long list). */
const LONG_LIST = 500;

/**
 * Approved days of the `unpaid` category in [from, to] per employee, as the time-off engine counted
 * them when each request was made (its days per date: a half day is 0.5, a rest day or holiday 0);
 * employees with none are absent from the map.
 */
export async function unpaidLeaveDaysFor(
  tenant: TenantRunner,
  companyId: string,
  employeeIds: readonly string[],
  from: string,
  to: string,
): Promise<Map<string, UnpaidLeave>> {
  const result = new Map<string, UnpaidLeave>();
  if (employeeIds.length === 0) return result;
  const wanted = new Set(employeeIds);
  const rows = await tenant(companyId, (tx) =>
    ledgerRepo.unpaidRequestsBetween(tx, companyId, { employeeIds: employeeIds.length > LONG_LIST ? null : employeeIds, from, to }),
  );
  const dates = new Map<string, { date: string; days: string; requestId: string }[]>();
  for (const row of rows) {
    if (!wanted.has(row.employeeId)) continue;
    const own = dates.get(row.employeeId) ?? [];
    for (const day of row.byDate)
      if (day.date >= from && day.date <= to && !new Decimal(day.days).isZero())
        own.push({ date: day.date, days: plainDays(day.days), requestId: row.id });
    if (own.length > 0) dates.set(row.employeeId, own);
  }
  for (const [employeeId, own] of dates) {
    own.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    const days = own.reduce((sum, day) => sum.plus(day.days), new Decimal(0));
    result.set(employeeId, { days: plainDays(days.toFixed()), dates: own });
  }
  return result;
}

export type TimeOffLedgerService = ReturnType<typeof createTimeOffLedgerService>;
