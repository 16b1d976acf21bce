import { and, asc, count, desc, eq, ilike, inArray, lte, ne, or, sql } from 'drizzle-orm';
import {
  employees,
  paymentFormulaAssignments,
  paymentFormulas,
  paymentFormulaVersions,
  paymentRates,
  payrunFormulaVersions,
  payruns,
  users,
} from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';
import { updateVersioned } from '../../db/update-versioned.ts';
import { likePattern } from '../../lib/table.ts';

export type FormulaRow = typeof paymentFormulas.$inferSelect;
export type VersionRow = typeof paymentFormulaVersions.$inferSelect;
export type RateRow = typeof paymentRates.$inferSelect;

const assignedCount = sql<number>`(select count(*) from ${paymentFormulaAssignments} a
  where a.company_id = ${paymentFormulas.companyId} and a.formula_id = ${paymentFormulas.id})`.mapWith(Number);

/** Every formula with its newest version's source and how many assignments it has. */
export function formulasWithSource(db: Queryable, companyId: string, id?: string) {
  return db
    .select({ formula: paymentFormulas, source: paymentFormulaVersions.source, employees: assignedCount })
    .from(paymentFormulas)
    .innerJoin(
      paymentFormulaVersions,
      and(
        eq(paymentFormulaVersions.companyId, paymentFormulas.companyId),
        eq(paymentFormulaVersions.formulaId, paymentFormulas.id),
        eq(paymentFormulaVersions.number, paymentFormulas.currentVersion),
      ),
    )
    .where(and(eq(paymentFormulas.companyId, companyId), id ? eq(paymentFormulas.id, id) : undefined))
    .orderBy(sql`lower(${paymentFormulas.name})`, asc(paymentFormulas.id));
}

export async function findFormula(db: Queryable, companyId: string, id: string): Promise<FormulaRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentFormulas)
    .where(and(eq(paymentFormulas.companyId, companyId), eq(paymentFormulas.id, id)));
  return row;
}

export async function nameTaken(db: Queryable, companyId: string, { name, exceptId }: { name: string; exceptId?: string }) {
  const [row] = await db
    .select({ id: paymentFormulas.id })
    .from(paymentFormulas)
    .where(
      and(
        eq(paymentFormulas.companyId, companyId),
        sql`lower(${paymentFormulas.name}) = lower(${name})`,
        exceptId ? ne(paymentFormulas.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertFormula(db: Queryable, row: typeof paymentFormulas.$inferInsert): Promise<FormulaRow> {
  const [created] = await db.insert(paymentFormulas).values(row).returning();
  return created!;
}

export function updateFormula(
  db: Queryable,
  companyId: string,
  change: { id: string; expectedVersion: number; set: Partial<typeof paymentFormulas.$inferInsert> },
) {
  return updateVersioned(db, companyId, {
    table: paymentFormulas,
    id: change.id,
    expectedVersion: change.expectedVersion,
    set: change.set,
  });
}

export async function deleteFormula(db: Queryable, companyId: string, id: string) {
  await db.delete(paymentFormulas).where(and(eq(paymentFormulas.companyId, companyId), eq(paymentFormulas.id, id)));
}

export function versionsOf(db: Queryable, companyId: string, formulaId: string): Promise<VersionRow[]> {
  return db
    .select()
    .from(paymentFormulaVersions)
    .where(and(eq(paymentFormulaVersions.companyId, companyId), eq(paymentFormulaVersions.formulaId, formulaId)))
    .orderBy(desc(paymentFormulaVersions.number));
}

export async function insertVersion(db: Queryable, row: typeof paymentFormulaVersions.$inferInsert): Promise<VersionRow> {
  const [created] = await db.insert(paymentFormulaVersions).values(row).returning();
  return created!;
}

const employeeName = sql<string>`trim(concat_ws(' ', ${employees.firstName}, ${employees.lastName}))`;

/** Assignments with the employee's and formula's names, searchable by either. */
export function assignmentsWithNames(db: Queryable, companyId: string, input: { search?: string; formulaId?: string }) {
  const text = input.search?.trim();
  return db
    .select({
      id: paymentFormulaAssignments.id,
      employeeId: paymentFormulaAssignments.employeeId,
      formulaId: paymentFormulaAssignments.formulaId,
      fromDate: paymentFormulaAssignments.fromDate,
      employeeName,
      employmentNumber: employees.employmentNumber,
      formulaName: paymentFormulas.name,
      kind: paymentFormulas.kind,
    })
    .from(paymentFormulaAssignments)
    .innerJoin(
      employees,
      and(eq(employees.companyId, paymentFormulaAssignments.companyId), eq(employees.id, paymentFormulaAssignments.employeeId)),
    )
    .innerJoin(
      paymentFormulas,
      and(eq(paymentFormulas.companyId, paymentFormulaAssignments.companyId), eq(paymentFormulas.id, paymentFormulaAssignments.formulaId)),
    )
    .where(
      and(
        eq(paymentFormulaAssignments.companyId, companyId),
        input.formulaId ? eq(paymentFormulaAssignments.formulaId, input.formulaId) : undefined,
        text
          ? or(
              ilike(employeeName, likePattern(text)),
              ilike(paymentFormulas.name, likePattern(text)),
              ilike(employees.employmentNumber, likePattern(text)),
            )
          : undefined,
      ),
    );
}

/** An employee's assignments with each formula's kind (for the version a payrun uses). */
export function assignmentsOf(db: Queryable, companyId: string, employeeId: string) {
  return db
    .select({
      id: paymentFormulaAssignments.id,
      formulaId: paymentFormulaAssignments.formulaId,
      fromDate: paymentFormulaAssignments.fromDate,
      kind: paymentFormulas.kind,
    })
    .from(paymentFormulaAssignments)
    .innerJoin(
      paymentFormulas,
      and(eq(paymentFormulas.companyId, paymentFormulaAssignments.companyId), eq(paymentFormulas.id, paymentFormulaAssignments.formulaId)),
    )
    .where(and(eq(paymentFormulaAssignments.companyId, companyId), eq(paymentFormulaAssignments.employeeId, employeeId)));
}

export async function assignmentCount(db: Queryable, companyId: string, formulaId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(paymentFormulaAssignments)
    .where(and(eq(paymentFormulaAssignments.companyId, companyId), eq(paymentFormulaAssignments.formulaId, formulaId)));
  return row?.value ?? 0;
}

export async function findAssignment(db: Queryable, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(paymentFormulaAssignments)
    .where(and(eq(paymentFormulaAssignments.companyId, companyId), eq(paymentFormulaAssignments.id, id)));
  return row;
}

export async function deleteAssignment(db: Queryable, companyId: string, id: string) {
  await db
    .delete(paymentFormulaAssignments)
    .where(and(eq(paymentFormulaAssignments.companyId, companyId), eq(paymentFormulaAssignments.id, id)));
}

export function rates(db: Queryable, companyId: string): Promise<RateRow[]> {
  return db
    .select()
    .from(paymentRates)
    .where(eq(paymentRates.companyId, companyId))
    .orderBy(asc(paymentRates.code), desc(paymentRates.effectiveFrom));
}

export async function findRate(db: Queryable, companyId: string, id: string): Promise<RateRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentRates)
    .where(and(eq(paymentRates.companyId, companyId), eq(paymentRates.id, id)));
  return row;
}

export async function insertRate(db: Queryable, row: typeof paymentRates.$inferInsert): Promise<RateRow> {
  const [created] = await db.insert(paymentRates).values(row).returning();
  return created!;
}

export function updateRate(
  db: Queryable,
  companyId: string,
  change: { id: string; expectedVersion: number; set: Partial<typeof paymentRates.$inferInsert> },
) {
  return updateVersioned(db, companyId, { table: paymentRates, id: change.id, expectedVersion: change.expectedVersion, set: change.set });
}

export async function deleteRate(db: Queryable, companyId: string, id: string) {
  await db.delete(paymentRates).where(and(eq(paymentRates.companyId, companyId), eq(paymentRates.id, id)));
}

/** The name a version's author is shown by, kept with the version as it was when it was saved. */
export async function userName(db: Queryable, companyId: string, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db
    .select({ name: sql<string>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')` })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
  return row?.name ?? null;
}

export function insertAssignments(db: Queryable, rows: (typeof paymentFormulaAssignments.$inferInsert)[]) {
  return db.insert(paymentFormulaAssignments).values(rows).returning();
}

/** Every assignment of the company with its formula's name and kind (a payrun's batch read: one query whatever its size). */
export function companyAssignments(db: Queryable, companyId: string, onOrBefore: string) {
  return db
    .select({
      employeeId: paymentFormulaAssignments.employeeId,
      formulaId: paymentFormulaAssignments.formulaId,
      fromDate: paymentFormulaAssignments.fromDate,
      kind: paymentFormulas.kind,
      name: paymentFormulas.name,
    })
    .from(paymentFormulaAssignments)
    .innerJoin(
      paymentFormulas,
      and(eq(paymentFormulas.companyId, paymentFormulaAssignments.companyId), eq(paymentFormulas.id, paymentFormulaAssignments.formulaId)),
    )
    .where(and(eq(paymentFormulaAssignments.companyId, companyId), lte(paymentFormulaAssignments.fromDate, onOrBefore)));
}

/** Every version of these formulas dated on or before a day, in one query. */
export function versionsOfMany(db: Queryable, companyId: string, formulaIds: readonly string[], onOrBefore: string): Promise<VersionRow[]> {
  if (formulaIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(paymentFormulaVersions)
    .where(
      and(
        eq(paymentFormulaVersions.companyId, companyId),
        inArray(paymentFormulaVersions.formulaId, [...formulaIds]),
        lte(paymentFormulaVersions.effectiveFrom, onOrBefore),
      ),
    );
}

/** The runs whose payslips used a version of a formula, each version once, newest period first (the payrun writes payrun_formula_versions). */
export function runsUsing(db: Queryable, companyId: string, formulaId: string) {
  return db
    .selectDistinct({ id: payruns.id, period: payruns.period, versionNumber: payrunFormulaVersions.versionNumber })
    .from(payrunFormulaVersions)
    .innerJoin(payruns, and(eq(payruns.companyId, payrunFormulaVersions.companyId), eq(payruns.id, payrunFormulaVersions.payrunId)))
    .where(and(eq(payrunFormulaVersions.companyId, companyId), eq(payrunFormulaVersions.formulaId, formulaId)))
    .orderBy(desc(payruns.period), asc(payruns.id), asc(payrunFormulaVersions.versionNumber));
}
