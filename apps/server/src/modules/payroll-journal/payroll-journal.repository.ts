import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { JournalDimension } from '@tenaga/contracts';
import {
  departments,
  employees,
  payItemCategories,
  payItemPolicies,
  payrollJournalSettings,
  payruns,
  payslipLines,
  payslips,
  sites,
} from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';

export type JournalSettingsRow = typeof payrollJournalSettings.$inferSelect;

export async function settings(db: Queryable, companyId: string): Promise<JournalSettingsRow | undefined> {
  const [row] = await db.select().from(payrollJournalSettings).where(eq(payrollJournalSettings.companyId, companyId));
  return row;
}

/** The first save: a second first save racing it meets the primary key (409). */
export async function insertSettings(db: Queryable, row: typeof payrollJournalSettings.$inferInsert): Promise<JournalSettingsRow> {
  const [created] = await db.insert(payrollJournalSettings).values(row).returning();
  return created!;
}

/**
 * The optimistic-lock update (the table is keyed by the company alone, so not updateVersioned): the
 * row as written, or undefined when someone saved it first.
 */
export async function updateSettings(
  db: Queryable,
  companyId: string,
  change: { expectedVersion: number; set: Partial<typeof payrollJournalSettings.$inferInsert> },
): Promise<JournalSettingsRow | undefined> {
  const [row] = await db
    .update(payrollJournalSettings)
    .set({ ...change.set, version: sql`${payrollJournalSettings.version} + 1` })
    .where(and(eq(payrollJournalSettings.companyId, companyId), eq(payrollJournalSettings.version, change.expectedVersion)))
    .returning();
  return row;
}

/** The company's pay item policies (their line code is `item.<id>`), with their category's kind. */
export async function payItemPolicyCodes(db: Queryable, companyId: string) {
  return db
    .select({ id: payItemPolicies.id, name: payItemPolicies.name, kind: payItemCategories.kind })
    .from(payItemPolicies)
    .innerJoin(
      payItemCategories,
      and(eq(payItemCategories.companyId, payItemPolicies.companyId), eq(payItemCategories.id, payItemPolicies.categoryId)),
    )
    .where(eq(payItemPolicies.companyId, companyId))
    .orderBy(sql`lower(${payItemPolicies.name})`, asc(payItemPolicies.id))
    .limit(1000);
}

// Read-only views of the payrun's and the organisation's data (as bank transfers reads them): the
// journal only sums what those modules wrote.

export async function findRun(db: Queryable, companyId: string, id: string) {
  const [row] = await db
    .select({ id: payruns.id, period: payruns.period, status: payruns.status, currency: payruns.currency })
    .from(payruns)
    .where(and(eq(payruns.companyId, companyId), eq(payruns.id, id)));
  return row;
}

/** The cost centre of a line or payslip: the employee's department or site, or none. */
function costCentreOf(dimension: JournalDimension): SQL<string | null> {
  if (dimension === 'department') return sql<string | null>`${employees.departmentId}`;
  if (dimension === 'location') return sql<string | null>`${employees.siteId}`;
  return sql<string | null>`null::uuid`;
}

/** Claims are paid one line per claim (`item.claim.<id>`): the journal maps them under one code. */
const journalCode = sql<string>`case when ${payslipLines.code} like 'item.claim.%' then 'claims' else ${payslipLines.code} end`;

/**
 * The run's lines summed in the database by journal code, kind and cost centre (a run of 10,000
 * people has some 260,000 lines; none of them is read here), within the people a caller reaches
 * (null: everyone). Info lines carry no money.
 */
export async function lineSums(
  db: Queryable,
  companyId: string,
  input: { payrunId: string; dimension: JournalDimension; employeeIds: readonly string[] | null },
) {
  const costCentre = costCentreOf(input.dimension);
  return db
    .select({
      code: journalCode,
      kind: payslipLines.kind,
      label: sql<string>`max(${payslipLines.label})`,
      costCentreId: costCentre,
      amount: sql<string>`sum(${payslipLines.amount})::text`,
    })
    .from(payslipLines)
    .innerJoin(employees, and(eq(employees.companyId, payslipLines.companyId), eq(employees.id, payslipLines.employeeId)))
    .where(
      and(
        eq(payslipLines.companyId, companyId),
        eq(payslipLines.payrunId, input.payrunId),
        ne(payslipLines.kind, 'info'),
        input.employeeIds ? inArray(payslipLines.employeeId, [...input.employeeIds]) : undefined,
      ),
    )
    .groupBy(journalCode, payslipLines.kind, costCentre);
}

/** The run's net pay summed by cost centre. */
export async function netSums(
  db: Queryable,
  companyId: string,
  input: { payrunId: string; dimension: JournalDimension; employeeIds: readonly string[] | null },
) {
  const costCentre = costCentreOf(input.dimension);
  return db
    .select({ costCentreId: costCentre, amount: sql<string>`sum(${payslips.net})::text` })
    .from(payslips)
    .innerJoin(employees, and(eq(employees.companyId, payslips.companyId), eq(employees.id, payslips.employeeId)))
    .where(
      and(
        eq(payslips.companyId, companyId),
        eq(payslips.payrunId, input.payrunId),
        input.employeeIds ? inArray(payslips.employeeId, [...input.employeeIds]) : undefined,
      ),
    )
    .groupBy(costCentre);
}

/** The names of the cost centres met (departments or sites). */
export async function costCentreNames(db: Queryable, companyId: string, dimension: JournalDimension, ids: readonly string[]) {
  if (dimension === 'none' || ids.length === 0) return new Map<string, string>();
  const table = dimension === 'department' ? departments : sites;
  const rows = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(and(eq(table.companyId, companyId), inArray(table.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.name]));
}
