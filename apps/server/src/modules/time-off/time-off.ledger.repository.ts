import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import { employees, leaveCategories, leaveLedgerEntries, leaveRequests } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';
import { employeesAmong } from './time-off.repository.ts';

export type LedgerEntryRow = typeof leaveLedgerEntries.$inferSelect;

/** The stored entries of some employees, oldest first (the balance's ledger). */
export async function entriesOf(db: Queryable, companyId: string, employeeIds: readonly string[]): Promise<LedgerEntryRow[]> {
  if (employeeIds.length === 0) return [];
  return db
    .select()
    .from(leaveLedgerEntries)
    .where(and(eq(leaveLedgerEntries.companyId, companyId), inArray(leaveLedgerEntries.employeeId, [...employeeIds])))
    .orderBy(asc(leaveLedgerEntries.entryDate), asc(leaveLedgerEntries.createdAt));
}

/**
 * The stored entries a balance on `through` counts, oldest first: dated on or before it, of the
 * categories asked for (a long list of employees reads the whole company's).
 */
export async function balanceEntries(
  db: Queryable,
  companyId: string,
  employeeIds: readonly string[],
  narrow: { through: string; categoryIds?: readonly string[] | undefined },
) {
  if (employeeIds.length === 0 || narrow.categoryIds?.length === 0) return [];
  return db
    .select({
      id: leaveLedgerEntries.id,
      employeeId: leaveLedgerEntries.employeeId,
      categoryId: leaveLedgerEntries.categoryId,
      kind: leaveLedgerEntries.kind,
      entryDate: leaveLedgerEntries.entryDate,
      days: leaveLedgerEntries.days,
      reason: leaveLedgerEntries.reason,
    })
    .from(leaveLedgerEntries)
    .where(
      and(
        eq(leaveLedgerEntries.companyId, companyId),
        employeesAmong(leaveLedgerEntries.employeeId, employeeIds),
        lte(leaveLedgerEntries.entryDate, narrow.through),
        narrow.categoryIds ? inArray(leaveLedgerEntries.categoryId, [...narrow.categoryIds]) : undefined,
      ),
    )
    .orderBy(asc(leaveLedgerEntries.entryDate), asc(leaveLedgerEntries.createdAt));
}

/** One employee's stored entries, newest first (the list HR reads). */
export async function entriesNewestFirst(db: Queryable, companyId: string, employeeId: string): Promise<LedgerEntryRow[]> {
  return db
    .select()
    .from(leaveLedgerEntries)
    .where(and(eq(leaveLedgerEntries.companyId, companyId), eq(leaveLedgerEntries.employeeId, employeeId)))
    .orderBy(desc(leaveLedgerEntries.entryDate), desc(leaveLedgerEntries.createdAt));
}

export async function insertEntries(db: Queryable, rows: (typeof leaveLedgerEntries.$inferInsert)[]): Promise<LedgerEntryRow[]> {
  if (rows.length === 0) return [];
  return db.insert(leaveLedgerEntries).values(rows).returning();
}

/** Encashments dated in [from, to] (their cessation dates), with the employee and category: the payrun's read. */
export async function encashmentsBetween(db: Queryable, companyId: string, from: string, to: string) {
  return db
    .select({
      employeeId: leaveLedgerEntries.employeeId,
      employmentNumber: employees.employmentNumber,
      categoryId: leaveLedgerEntries.categoryId,
      categoryName: leaveCategories.name,
      categoryCode: leaveCategories.code,
      date: leaveLedgerEntries.entryDate,
      days: leaveLedgerEntries.days,
    })
    .from(leaveLedgerEntries)
    .innerJoin(employees, and(eq(employees.companyId, leaveLedgerEntries.companyId), eq(employees.id, leaveLedgerEntries.employeeId)))
    .innerJoin(
      leaveCategories,
      and(eq(leaveCategories.companyId, leaveLedgerEntries.companyId), eq(leaveCategories.id, leaveLedgerEntries.categoryId)),
    )
    .where(
      and(
        eq(leaveLedgerEntries.companyId, companyId),
        eq(leaveLedgerEntries.kind, 'encashment'),
        gte(leaveLedgerEntries.entryDate, from),
        lte(leaveLedgerEntries.entryDate, to),
      ),
    )
    .orderBy(asc(leaveLedgerEntries.entryDate), asc(employees.employmentNumber));
}

/**
 * Approved requests of the `unpaid` category that touch [from, to], with the days they count per
 * date as counted when they were made (a company-wide read when no employees are named).
 */
export async function unpaidRequestsBetween(
  db: Queryable,
  companyId: string,
  input: { employeeIds: readonly string[] | null; from: string; to: string },
) {
  return db
    .select({ id: leaveRequests.id, employeeId: leaveRequests.employeeId, byDate: leaveRequests.byDate })
    .from(leaveRequests)
    .innerJoin(
      leaveCategories,
      and(eq(leaveCategories.companyId, leaveRequests.companyId), eq(leaveCategories.id, leaveRequests.categoryId)),
    )
    .where(
      and(
        eq(leaveRequests.companyId, companyId),
        eq(leaveRequests.status, 'approved'),
        eq(leaveCategories.code, 'unpaid'),
        lte(leaveRequests.fromDate, input.to),
        gte(leaveRequests.toDate, input.from),
        input.employeeIds ? inArray(leaveRequests.employeeId, [...input.employeeIds]) : undefined,
      ),
    )
    .orderBy(asc(leaveRequests.fromDate), asc(leaveRequests.id));
}

/** Employees by employment number (the import's key), lower-cased. */
export async function employeesByNumber(db: Queryable, companyId: string) {
  const rows = await db
    .select({ id: employees.id, employmentNumber: employees.employmentNumber })
    .from(employees)
    .where(eq(employees.companyId, companyId));
  return new Map(rows.map((row) => [row.employmentNumber.trim().toLowerCase(), row.id]));
}

export async function categoriesOf(db: Queryable, companyId: string) {
  return db
    .select({ id: leaveCategories.id, code: leaveCategories.code, name: leaveCategories.name })
    .from(leaveCategories)
    .where(eq(leaveCategories.companyId, companyId))
    .orderBy(asc(leaveCategories.name));
}

export async function categoryHasEntries(db: Queryable, companyId: string, categoryId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: leaveLedgerEntries.id })
    .from(leaveLedgerEntries)
    .where(and(eq(leaveLedgerEntries.companyId, companyId), eq(leaveLedgerEntries.categoryId, categoryId)))
    .limit(1);
  return row !== undefined;
}
