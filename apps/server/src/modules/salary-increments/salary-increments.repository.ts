import { and, asc, count, desc, eq, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { IncrementStatus, SalaryIncrementTableRequest } from '@tenaga/contracts';
import { employees, salaryIncrements } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';
import { likePattern, orderOf, pageOf } from '../../lib/table.ts';

export type IncrementRow = typeof salaryIncrements.$inferSelect;
export type IncrementInsert = typeof salaryIncrements.$inferInsert;

/** Whose increments the caller sees: everyone's, or their own. */
export type IncrementReach = { kind: 'all' } | { kind: 'self'; employeeId: string };

export type IncrementListRow = { increment: IncrementRow; employeeName: string; employmentNumber: string; currentSalary: string | null };

const reachCondition = (reach: IncrementReach): SQL | undefined =>
  reach.kind === 'all' ? undefined : eq(salaryIncrements.employeeId, reach.employeeId);
const employeeName = sql<string>`trim(${employees.firstName} || ' ' || ${employees.lastName})`;
const joinEmployee = and(eq(employees.companyId, salaryIncrements.companyId), eq(employees.id, salaryIncrements.employeeId));
const listColumns = {
  increment: salaryIncrements,
  employeeName,
  employmentNumber: employees.employmentNumber,
  currentSalary: employees.salary,
};

export async function table(db: Queryable, companyId: string, input: { request: SalaryIncrementTableRequest; reach: IncrementReach }) {
  const { request, reach } = input;
  const scope = and(eq(salaryIncrements.companyId, companyId), reachCondition(reach));
  const text = request.search.value.trim();
  const search = text
    ? or(
        ilike(employeeName, likePattern(text)),
        ilike(employees.employmentNumber, likePattern(text)),
        ilike(salaryIncrements.reason, likePattern(text)),
      )
    : undefined;
  const narrowed = and(
    request.status ? eq(salaryIncrements.status, request.status) : undefined,
    request.employeeId ? eq(salaryIncrements.employeeId, request.employeeId) : undefined,
  );
  const counted = (where: SQL | undefined) =>
    db.select({ value: count() }).from(salaryIncrements).innerJoin(employees, joinEmployee).where(where);
  const sortable = {
    employeeName: sql`lower(${employeeName})`,
    effectiveDate: salaryIncrements.effectiveDate,
    newSalary: salaryIncrements.newSalary,
    status: salaryIncrements.status,
    createdAt: salaryIncrements.createdAt,
  };
  const { limit, offset } = pageOf(request);
  const rows = await db
    .select(listColumns)
    .from(salaryIncrements)
    .innerJoin(employees, joinEmployee)
    .where(and(scope, search, narrowed))
    .orderBy(...orderOf(request, sortable, [sql`${salaryIncrements.effectiveDate} desc`, sql`${salaryIncrements.id}`]))
    .limit(limit)
    .offset(offset);
  const [total] = await counted(scope);
  const [filtered] = search || narrowed ? await counted(and(scope, search, narrowed)) : [total];
  return { rows: rows as IncrementListRow[], recordsTotal: total?.value ?? 0, recordsFiltered: filtered?.value ?? 0 };
}

export async function find(db: Queryable, companyId: string, id: string, reach: IncrementReach): Promise<IncrementListRow | undefined> {
  const [row] = await db
    .select(listColumns)
    .from(salaryIncrements)
    .innerJoin(employees, joinEmployee)
    .where(and(eq(salaryIncrements.companyId, companyId), eq(salaryIncrements.id, id), reachCondition(reach)));
  return row as IncrementListRow | undefined;
}

export async function ofEmployee(db: Queryable, companyId: string, employeeId: string): Promise<IncrementListRow[]> {
  const rows = await db
    .select(listColumns)
    .from(salaryIncrements)
    .innerJoin(employees, joinEmployee)
    .where(and(eq(salaryIncrements.companyId, companyId), eq(salaryIncrements.employeeId, employeeId)))
    .orderBy(desc(salaryIncrements.effectiveDate), desc(salaryIncrements.createdAt));
  return rows as IncrementListRow[];
}

/** The increment's row, locked for this transaction: changes to one increment happen one at a time. */
export async function lock(db: Queryable, companyId: string, id: string): Promise<IncrementRow | undefined> {
  const [row] = await db
    .select()
    .from(salaryIncrements)
    .where(and(eq(salaryIncrements.companyId, companyId), eq(salaryIncrements.id, id)))
    .for('update');
  return row;
}

export async function insert(db: Queryable, values: IncrementInsert[]): Promise<IncrementRow[]> {
  if (values.length === 0) return [];
  return db.insert(salaryIncrements).values(values).returning();
}

export async function set(db: Queryable, companyId: string, id: string, changes: Partial<IncrementInsert>): Promise<IncrementRow> {
  const [row] = await db
    .update(salaryIncrements)
    .set({ ...changes, version: sql`${salaryIncrements.version} + 1` })
    .where(and(eq(salaryIncrements.companyId, companyId), eq(salaryIncrements.id, id)))
    .returning();
  return row!;
}

export async function remove(db: Queryable, companyId: string, id: string) {
  await db.delete(salaryIncrements).where(and(eq(salaryIncrements.companyId, companyId), eq(salaryIncrements.id, id)));
}

/** Which of these employees have an increment waiting (for approval or for its date). */
export async function withOpenIncrement(db: Queryable, companyId: string, employeeIds: readonly string[]): Promise<Set<string>> {
  if (employeeIds.length === 0) return new Set();
  const rows = await db
    .select({ employeeId: salaryIncrements.employeeId })
    .from(salaryIncrements)
    .where(
      and(
        eq(salaryIncrements.companyId, companyId),
        inArray(salaryIncrements.employeeId, [...employeeIds]),
        inArray(salaryIncrements.status, ['pending', 'scheduled'] satisfies IncrementStatus[]),
      ),
    );
  return new Set(rows.map((row) => row.employeeId));
}

/** The scheduled increments whose date has come, oldest date first. */
export async function due(db: Queryable, companyId: string, today: string): Promise<IncrementRow[]> {
  return db
    .select()
    .from(salaryIncrements)
    .where(
      and(eq(salaryIncrements.companyId, companyId), eq(salaryIncrements.status, 'scheduled'), lte(salaryIncrements.effectiveDate, today)),
    )
    .orderBy(asc(salaryIncrements.effectiveDate), asc(salaryIncrements.createdAt))
    .for('update');
}

/** The salaries and names of these employees (the ones in the company). */
export async function salariesOf(db: Queryable, companyId: string, employeeIds: readonly string[]) {
  if (employeeIds.length === 0) return [];
  return db
    .select({ id: employees.id, salary: employees.salary, employeeName, employmentNumber: employees.employmentNumber })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), inArray(employees.id, [...employeeIds])))
    .orderBy(asc(employeeName), asc(employees.id));
}

/** The effective date of the latest increment in force of an employee, or null. */
export async function lastApplied(db: Queryable, companyId: string, employeeId: string): Promise<string | null> {
  return (await lastAppliedOf(db, companyId, [employeeId])).get(employeeId) ?? null;
}

/** The effective date of the latest increment in force of each of these employees that has one. */
export async function lastAppliedOf(db: Queryable, companyId: string, employeeIds: readonly string[]): Promise<Map<string, string>> {
  if (employeeIds.length === 0) return new Map();
  const rows = await db
    .select({ employeeId: salaryIncrements.employeeId, last: sql<string>`max(${salaryIncrements.effectiveDate})::text` })
    .from(salaryIncrements)
    .where(
      and(
        eq(salaryIncrements.companyId, companyId),
        inArray(salaryIncrements.employeeId, [...employeeIds]),
        eq(salaryIncrements.status, 'applied'),
      ),
    )
    .groupBy(salaryIncrements.employeeId);
  return new Map(rows.map((row) => [row.employeeId, row.last]));
}
