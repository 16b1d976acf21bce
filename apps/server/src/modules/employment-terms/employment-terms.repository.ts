import { and, desc, eq, isNull, max, sql } from 'drizzle-orm';
import { employmentContracts, employmentReminders, ketsIssues, ketsSettings } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';

export type ContractRow = typeof employmentContracts.$inferSelect;
export type ContractValues = Omit<
  typeof employmentContracts.$inferInsert,
  'companyId' | 'id' | 'employeeId' | 'document' | 'documentName' | 'documentType' | 'documentUploadedAt' | 'version'
>;

/** An employee's terms, newest start first (the first is the current one). */
export async function contractTerms(db: Queryable, companyId: string, employeeId: string): Promise<ContractRow[]> {
  return db
    .select()
    .from(employmentContracts)
    .where(and(eq(employmentContracts.companyId, companyId), eq(employmentContracts.employeeId, employeeId)))
    .orderBy(desc(employmentContracts.startDate), desc(employmentContracts.createdAt));
}

/** The current term of each employee of the company (for reminders). */
export async function currentTerms(db: Queryable, companyId: string): Promise<Map<string, ContractRow>> {
  const rows = await db
    .selectDistinctOn([employmentContracts.employeeId])
    .from(employmentContracts)
    .where(eq(employmentContracts.companyId, companyId))
    .orderBy(employmentContracts.employeeId, desc(employmentContracts.startDate), desc(employmentContracts.createdAt));
  return new Map(rows.map((row) => [row.employeeId, row]));
}

export async function insertTerm(
  db: Queryable,
  input: { companyId: string; employeeId: string; renewalOf: string | null; values: ContractValues },
): Promise<ContractRow> {
  const [row] = await db
    .insert(employmentContracts)
    .values({ companyId: input.companyId, employeeId: input.employeeId, renewalOf: input.renewalOf, ...input.values })
    .returning();
  return row!;
}

/** Null when the version is stale (or the term is not this employee's). */
export async function updateTerm(
  db: Queryable,
  input: {
    companyId: string;
    employeeId: string;
    id: string;
    expectedVersion: number;
    changes: Partial<typeof employmentContracts.$inferInsert>;
  },
): Promise<ContractRow | null> {
  const [row] = await db
    .update(employmentContracts)
    .set({ ...input.changes, version: sql`${employmentContracts.version} + 1` })
    .where(
      and(
        eq(employmentContracts.companyId, input.companyId),
        eq(employmentContracts.employeeId, input.employeeId),
        eq(employmentContracts.id, input.id),
        eq(employmentContracts.version, input.expectedVersion),
      ),
    )
    .returning();
  return row ?? null;
}

export async function findTerm(
  db: Queryable,
  companyId: string,
  input: { employeeId: string; id: string },
): Promise<ContractRow | undefined> {
  const [row] = await db
    .select()
    .from(employmentContracts)
    .where(
      and(
        eq(employmentContracts.companyId, companyId),
        eq(employmentContracts.employeeId, input.employeeId),
        eq(employmentContracts.id, input.id),
      ),
    );
  return row;
}

export async function firstTermExists(db: Queryable, companyId: string, employeeId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: employmentContracts.id })
    .from(employmentContracts)
    .where(
      and(
        eq(employmentContracts.companyId, companyId),
        eq(employmentContracts.employeeId, employeeId),
        isNull(employmentContracts.renewalOf),
      ),
    );
  return row !== undefined;
}

export async function findSetting(db: Queryable, companyId: string) {
  const [row] = await db.select().from(ketsSettings).where(eq(ketsSettings.companyId, companyId));
  return row;
}

/** Saves the setting under optimistic locking: version 0 creates it; null when stale (or taken meanwhile). */
export async function saveSetting(
  db: Queryable,
  input: { companyId: string; expectedVersion: number; values: Record<string, unknown>; now: Date },
) {
  if (input.expectedVersion === 0) {
    const [row] = await db
      .insert(ketsSettings)
      .values({ companyId: input.companyId, values: input.values, updatedAt: input.now })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  }
  const [row] = await db
    .update(ketsSettings)
    .set({ values: input.values, updatedAt: input.now, version: sql`${ketsSettings.version} + 1` })
    .where(and(eq(ketsSettings.companyId, input.companyId), eq(ketsSettings.version, input.expectedVersion)))
    .returning();
  return row ?? null;
}

export async function issuesOf(db: Queryable, companyId: string, employeeId: string) {
  return db
    .select()
    .from(ketsIssues)
    .where(and(eq(ketsIssues.companyId, companyId), eq(ketsIssues.employeeId, employeeId)))
    .orderBy(desc(ketsIssues.number));
}

export async function issuedEmployeeIds(db: Queryable, companyId: string): Promise<Set<string>> {
  const rows = await db.selectDistinct({ employeeId: ketsIssues.employeeId }).from(ketsIssues).where(eq(ketsIssues.companyId, companyId));
  return new Set(rows.map((row) => row.employeeId));
}

export async function findIssue(db: Queryable, companyId: string, input: { employeeId: string; id: string }) {
  const [row] = await db
    .select()
    .from(ketsIssues)
    .where(and(eq(ketsIssues.companyId, companyId), eq(ketsIssues.employeeId, input.employeeId), eq(ketsIssues.id, input.id)));
  return row;
}

export async function insertIssue(db: Queryable, values: typeof ketsIssues.$inferInsert) {
  const [last] = await db
    .select({ number: max(ketsIssues.number) })
    .from(ketsIssues)
    .where(and(eq(ketsIssues.companyId, values.companyId), eq(ketsIssues.employeeId, values.employeeId)));
  // Two issues at once compute the same number: the unique key answers the second with 409.
  const [row] = await db
    .insert(ketsIssues)
    .values({ ...values, number: (last?.number ?? 0) + 1 })
    .returning();
  return row!;
}

/** Records a reminder as sent; false when it was sent before (once per employee, kind and date). */
export async function claimReminder(
  db: Queryable,
  input: { companyId: string; employeeId: string; kind: string; dueDate: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .insert(employmentReminders)
    .values({ companyId: input.companyId, employeeId: input.employeeId, kind: input.kind, dueDate: input.dueDate, sentAt: input.now })
    .onConflictDoNothing()
    .returning({ kind: employmentReminders.kind });
  return rows.length > 0;
}
