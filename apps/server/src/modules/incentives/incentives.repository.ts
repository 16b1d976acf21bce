import { and, asc, count, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { TableRequest } from '@tenaga/contracts';
import { employees, incentiveEntries, incentiveSchemes as incentives } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';
import { updateVersioned } from '../../db/update-versioned.ts';
import { likePattern, orderOf, pageOf } from '../../lib/table.ts';

export type IncentiveSchemeRow = typeof incentives.$inferSelect;

const SORTABLE = { name: sql`lower(${incentives.name})`, updatedAt: incentives.updatedAt, createdAt: incentives.createdAt };

export async function table(db: Queryable, companyId: string, request: TableRequest) {
  const scope = eq(incentives.companyId, companyId);
  const text = request.search.value.trim();
  const search = text ? or(ilike(incentives.name, likePattern(text)), ilike(incentives.description, likePattern(text))) : undefined;
  const { limit, offset } = pageOf(request);
  const rows = await db
    .select()
    .from(incentives)
    .where(and(scope, search))
    .orderBy(...orderOf(request, SORTABLE, [sql`lower(${incentives.name})`, sql`${incentives.id}`]))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ value: count() }).from(incentives).where(scope);
  const [filtered] = search ? await db.select({ value: count() }).from(incentives).where(and(scope, search)) : [total];
  return { rows, recordsTotal: total?.value ?? 0, recordsFiltered: filtered?.value ?? 0 };
}

export async function find(db: Queryable, companyId: string, id: string): Promise<IncentiveSchemeRow | undefined> {
  const [row] = await db
    .select()
    .from(incentives)
    .where(and(eq(incentives.companyId, companyId), eq(incentives.id, id)));
  return row;
}

export async function nameTaken(db: Queryable, companyId: string, { name, exceptId }: { name: string; exceptId?: string }) {
  const [row] = await db
    .select({ id: incentives.id })
    .from(incentives)
    .where(
      and(
        eq(incentives.companyId, companyId),
        sql`lower(${incentives.name}) = lower(${name})`,
        exceptId ? ne(incentives.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insert(db: Queryable, row: typeof incentives.$inferInsert): Promise<IncentiveSchemeRow> {
  const [created] = await db.insert(incentives).values(row).returning();
  return created!;
}

/** The row as written, or undefined when someone saved it first (or it is gone). */
export function update(
  db: Queryable,
  companyId: string,
  change: { id: string; expectedVersion: number; set: Partial<typeof incentives.$inferInsert> },
) {
  return updateVersioned(db, companyId, { table: incentives, id: change.id, expectedVersion: change.expectedVersion, set: change.set });
}

export async function remove(db: Queryable, companyId: string, id: string) {
  await db.delete(incentives).where(and(eq(incentives.companyId, companyId), eq(incentives.id, id)));
}

/** Every scheme of the company, by name. */
export function all(db: Queryable, companyId: string): Promise<IncentiveSchemeRow[]> {
  return db
    .select()
    .from(incentives)
    .where(eq(incentives.companyId, companyId))
    .orderBy(sql`lower(${incentives.name})`);
}

export async function inUse(db: Queryable, companyId: string, schemeId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: incentiveEntries.id })
    .from(incentiveEntries)
    .where(and(eq(incentiveEntries.companyId, companyId), eq(incentiveEntries.schemeId, schemeId)))
    .limit(1);
  return row !== undefined;
}

const employeeName = sql<string>`trim(${employees.firstName} || ' ' || ${employees.lastName})`;

export interface EntryRow {
  id: string;
  employeeId: string;
  employeeName: string;
  employmentNumber: string | null;
  target: string | null;
  achievement: string;
  amount: string;
  formula: string;
  updatedAt: Date;
}

/** A scheme's entries of a month, within the given people (undefined: everyone), by employment number. */
export function entries(
  db: Queryable,
  companyId: string,
  input: { schemeId: string; period: string; employeeIds?: readonly string[] | undefined },
): Promise<EntryRow[]> {
  return db
    .select({
      id: incentiveEntries.id,
      employeeId: incentiveEntries.employeeId,
      employeeName,
      employmentNumber: employees.employmentNumber,
      target: incentiveEntries.target,
      achievement: incentiveEntries.achievement,
      amount: incentiveEntries.amount,
      formula: incentiveEntries.formula,
      updatedAt: incentiveEntries.updatedAt,
    })
    .from(incentiveEntries)
    .innerJoin(employees, and(eq(employees.companyId, incentiveEntries.companyId), eq(employees.id, incentiveEntries.employeeId)))
    .where(
      and(
        eq(incentiveEntries.companyId, companyId),
        eq(incentiveEntries.schemeId, input.schemeId),
        eq(incentiveEntries.period, input.period),
        input.employeeIds ? inArray(incentiveEntries.employeeId, [...input.employeeIds]) : undefined,
      ),
    )
    .orderBy(asc(employees.employmentNumber), asc(employeeName));
}

/** The company's employees among the ids, with the salary on their record. */
export function employeesAmong(db: Queryable, companyId: string, ids: readonly string[]) {
  return db
    .select({ id: employees.id, salary: employees.salary })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), inArray(employees.id, [...ids])));
}

/** Adds or replaces people's entries of a month under a scheme. */
export async function upsertEntries(db: Queryable, rows: (typeof incentiveEntries.$inferInsert)[]) {
  await db
    .insert(incentiveEntries)
    .values(rows)
    .onConflictDoUpdate({
      target: [incentiveEntries.companyId, incentiveEntries.schemeId, incentiveEntries.period, incentiveEntries.employeeId],
      set: {
        target: sql`excluded.target`,
        achievement: sql`excluded.achievement`,
        amount: sql`excluded.amount`,
        formula: sql`excluded.formula`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

export async function removeEntry(db: Queryable, companyId: string, input: { schemeId: string; entryId: string }) {
  const [row] = await db
    .delete(incentiveEntries)
    .where(
      and(eq(incentiveEntries.companyId, companyId), eq(incentiveEntries.schemeId, input.schemeId), eq(incentiveEntries.id, input.entryId)),
    )
    .returning();
  return row;
}

/** For the payrun: every scheme's amounts of a month for the people, with the scheme's name and wage class. */
export function amountsOf(db: Queryable, companyId: string, input: { period: string; employeeIds: readonly string[] }) {
  return db
    .select({
      employeeId: incentiveEntries.employeeId,
      schemeId: incentiveEntries.schemeId,
      name: incentives.name,
      wageClass: incentives.wageClass,
      target: incentiveEntries.target,
      achievement: incentiveEntries.achievement,
      amount: incentiveEntries.amount,
      formula: incentiveEntries.formula,
    })
    .from(incentiveEntries)
    .innerJoin(incentives, and(eq(incentives.companyId, incentiveEntries.companyId), eq(incentives.id, incentiveEntries.schemeId)))
    .where(
      and(
        eq(incentiveEntries.companyId, companyId),
        eq(incentiveEntries.period, input.period),
        inArray(incentiveEntries.employeeId, [...input.employeeIds]),
      ),
    )
    .orderBy(asc(incentiveEntries.employeeId), sql`lower(${incentives.name})`);
}
