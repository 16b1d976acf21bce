import { and, asc, count, eq, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { LoanStatus, LoanTableRequest } from '@tenaga/contracts';
import { employees, loanEntries, loanInstalments, loans } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';
import { likePattern, orderOf, pageOf } from '../../lib/table.ts';

export type LoanRow = typeof loans.$inferSelect;
export type InstalmentRow = typeof loanInstalments.$inferSelect;
export type EntryRow = typeof loanEntries.$inferSelect;

/** Whose loans the caller sees: everyone's, or their own. */
export type LoanReach = { kind: 'all' } | { kind: 'self'; employeeId: string };

const reachCondition = (reach: LoanReach): SQL | undefined => (reach.kind === 'all' ? undefined : eq(employees.id, reach.employeeId));

const employeeName = sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`;
/** What is owed today: the ledger's sum up to today. */
const balanceToday = (today: string) =>
  sql<string>`coalesce((select sum(${loanEntries.amount}) from ${loanEntries} where ${loanEntries.companyId} = ${loans.companyId} and ${loanEntries.loanId} = ${loans.id} and ${loanEntries.entryDate} <= ${today}), 0)::numeric(14, 2)::text`;

export type LoanListRow = { loan: LoanRow; employeeName: string; employmentNumber: string; balance: string };

export async function table(db: Queryable, companyId: string, input: { request: LoanTableRequest; reach: LoanReach; today: string }) {
  const { request, reach, today } = input;
  const balance = balanceToday(today);
  const scope = and(eq(loans.companyId, companyId), reachCondition(reach));
  const text = request.search.value.trim();
  const search = text
    ? or(
        ilike(employeeName, likePattern(text)),
        ilike(employees.employmentNumber, likePattern(text)),
        ilike(loans.reason, likePattern(text)),
      )
    : undefined;
  const status = request.status ? eq(loans.status, request.status) : undefined;
  const joined = (where: SQL | undefined) =>
    db
      .select({ value: count() })
      .from(loans)
      .innerJoin(employees, and(eq(employees.companyId, loans.companyId), eq(employees.id, loans.employeeId)))
      .where(where);
  const sortable = {
    employeeName: sql`lower(${employeeName})`,
    disbursedOn: loans.disbursedOn,
    principal: loans.principal,
    balance: sql`(${balance})::numeric`,
    status: loans.status,
  };
  const { limit, offset } = pageOf(request);
  const rows = await db
    .select({ loan: loans, employeeName, employmentNumber: employees.employmentNumber, balance })
    .from(loans)
    .innerJoin(employees, and(eq(employees.companyId, loans.companyId), eq(employees.id, loans.employeeId)))
    .where(and(scope, search, status))
    .orderBy(...orderOf(request, sortable, [sql`${loans.disbursedOn} desc`, sql`${loans.id}`]))
    .limit(limit)
    .offset(offset);
  const [total] = await joined(scope);
  const [filtered] = search || status ? await joined(and(scope, search, status)) : [total];
  return { rows: rows as LoanListRow[], recordsTotal: total?.value ?? 0, recordsFiltered: filtered?.value ?? 0 };
}

export async function find(db: Queryable, companyId: string, id: string, input: { reach: LoanReach; today: string }) {
  const [row] = await db
    .select({ loan: loans, employeeName, employmentNumber: employees.employmentNumber, balance: balanceToday(input.today) })
    .from(loans)
    .innerJoin(employees, and(eq(employees.companyId, loans.companyId), eq(employees.id, loans.employeeId)))
    .where(and(eq(loans.companyId, companyId), eq(loans.id, id), reachCondition(input.reach)));
  return row as LoanListRow | undefined;
}

/** The loan's row, locked for this transaction: changes to one loan happen one at a time. */
export async function lockLoan(db: Queryable, companyId: string, id: string): Promise<LoanRow | undefined> {
  const [row] = await db
    .select()
    .from(loans)
    .where(and(eq(loans.companyId, companyId), eq(loans.id, id)))
    .for('update');
  return row;
}

export async function employeeExists(db: Queryable, companyId: string, employeeId: string) {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)));
  return row !== undefined;
}

export async function instalmentsOf(db: Queryable, companyId: string, loanIds: readonly string[]): Promise<InstalmentRow[]> {
  if (loanIds.length === 0) return [];
  return db
    .select()
    .from(loanInstalments)
    .where(and(eq(loanInstalments.companyId, companyId), inArray(loanInstalments.loanId, [...loanIds])))
    .orderBy(asc(loanInstalments.period));
}

export async function entriesOf(db: Queryable, companyId: string, loanId: string): Promise<EntryRow[]> {
  return (
    db
      .select()
      .from(loanEntries)
      .where(and(eq(loanEntries.companyId, companyId), eq(loanEntries.loanId, loanId)))
      // What was lent, then its interest, then what was repaid, for entries written together.
      .orderBy(
        asc(loanEntries.entryDate),
        asc(loanEntries.createdAt),
        sql`case ${loanEntries.kind} when 'disbursement' then 0 when 'interest' then 1 else 2 end`,
        asc(loanEntries.id),
      )
  );
}

export async function balanceAt(db: Queryable, companyId: string, loanId: string, date: string): Promise<string> {
  const [row] = await db
    .select({ value: sql<string>`coalesce(sum(${loanEntries.amount}), 0)::numeric(14, 2)::text` })
    .from(loanEntries)
    .where(and(eq(loanEntries.companyId, companyId), eq(loanEntries.loanId, loanId), lte(loanEntries.entryDate, date)));
  return row?.value ?? '0.00';
}

/** The whole ledger's sum, whatever the dates: what is still to be repaid. */
export async function outstanding(db: Queryable, companyId: string, loanId: string): Promise<string> {
  const [row] = await db
    .select({ value: sql<string>`coalesce(sum(${loanEntries.amount}), 0)::numeric(14, 2)::text` })
    .from(loanEntries)
    .where(and(eq(loanEntries.companyId, companyId), eq(loanEntries.loanId, loanId)));
  return row?.value ?? '0.00';
}

/** What each of these loans still owes, by loan id (a loan with no entries is absent). */
export async function outstandingByLoan(db: Queryable, companyId: string, loanIds: readonly string[]): Promise<Map<string, string>> {
  if (loanIds.length === 0) return new Map();
  const rows = await db
    .select({ loanId: loanEntries.loanId, value: sql<string>`sum(${loanEntries.amount})::numeric(14, 2)::text` })
    .from(loanEntries)
    .where(and(eq(loanEntries.companyId, companyId), inArray(loanEntries.loanId, [...loanIds])))
    .groupBy(loanEntries.loanId);
  return new Map(rows.map((row) => [row.loanId, row.value]));
}

/** Entries that repaid something (a deduction, a repayment, a settlement): a loan with any is history, not a mistake to delete. */
export async function hasRepayments(db: Queryable, companyId: string, loanId: string) {
  const [row] = await db
    .select({ value: count() })
    .from(loanEntries)
    .where(
      and(
        eq(loanEntries.companyId, companyId),
        eq(loanEntries.loanId, loanId),
        inArray(loanEntries.kind, ['deduction', 'repayment', 'settlement']),
      ),
    );
  return (row?.value ?? 0) > 0;
}

export async function insertLoan(db: Queryable, row: typeof loans.$inferInsert): Promise<LoanRow> {
  const [created] = await db.insert(loans).values(row).returning();
  return created!;
}

export async function insertInstalments(db: Queryable, rows: (typeof loanInstalments.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(loanInstalments).values(rows);
}

export async function insertEntries(db: Queryable, rows: (typeof loanEntries.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(loanEntries).values(rows);
}

export async function setLoan(
  db: Queryable,
  companyId: string,
  id: string,
  set: { status?: LoanStatus; pausedFrom?: string | null; updatedAt: Date },
) {
  await db
    .update(loans)
    .set({ ...set, version: sql`${loans.version} + 1` })
    .where(and(eq(loans.companyId, companyId), eq(loans.id, id)));
}

/** The instalments not yet taken, removed (resuming plans them again). */
export async function deletePlanned(db: Queryable, companyId: string, loanId: string) {
  await db
    .delete(loanInstalments)
    .where(and(eq(loanInstalments.companyId, companyId), eq(loanInstalments.loanId, loanId), eq(loanInstalments.status, 'planned')));
}

/** The instalments not yet taken, cancelled (the loan is settled). */
export async function cancelPlanned(db: Queryable, companyId: string, loanId: string) {
  await db
    .update(loanInstalments)
    .set({ status: 'cancelled' })
    .where(and(eq(loanInstalments.companyId, companyId), eq(loanInstalments.loanId, loanId), eq(loanInstalments.status, 'planned')));
}

/** The instalments planned up to this month, taken by a payrun. */
export async function markTaken(db: Queryable, companyId: string, loanId: string, period: string) {
  await db
    .update(loanInstalments)
    .set({ status: 'deducted' })
    .where(
      and(
        eq(loanInstalments.companyId, companyId),
        eq(loanInstalments.loanId, loanId),
        eq(loanInstalments.status, 'planned'),
        lte(loanInstalments.period, period),
      ),
    );
}

export async function removeLoan(db: Queryable, companyId: string, id: string) {
  await db.delete(loans).where(and(eq(loans.companyId, companyId), eq(loans.id, id)));
}

/** The open loans of these employees (all: null), locked, for a payrun's deductions. */
export async function openLoansOf(db: Queryable, companyId: string, employeeIds: readonly string[] | null): Promise<LoanRow[]> {
  return db
    .select()
    .from(loans)
    .where(
      and(
        eq(loans.companyId, companyId),
        inArray(loans.status, ['active', 'paused']),
        employeeIds ? inArray(loans.employeeId, [...employeeIds]) : undefined,
      ),
    )
    .orderBy(asc(loans.disbursedOn), asc(loans.id));
}
