import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { departments, employees, jobTitles, payslipSettings, payslips, users } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';

export type PayslipSettingsRow = typeof payslipSettings.$inferSelect;
export type PayslipSettingsValues = Omit<typeof payslipSettings.$inferInsert, 'companyId' | 'updatedAt' | 'version'>;

export async function findSettings(db: Queryable, companyId: string): Promise<PayslipSettingsRow | undefined> {
  const [row] = await db.select().from(payslipSettings).where(eq(payslipSettings.companyId, companyId));
  return row;
}

/** Saves the settings under optimistic locking: version 0 creates the row; null when stale (or made meanwhile). */
export async function saveSettings(
  db: Queryable,
  input: { companyId: string; expectedVersion: number; values: PayslipSettingsValues; now: Date },
): Promise<PayslipSettingsRow | null> {
  if (input.expectedVersion === 0) {
    const [row] = await db
      .insert(payslipSettings)
      .values({ companyId: input.companyId, ...input.values, updatedAt: input.now })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  }
  const [row] = await db
    .update(payslipSettings)
    .set({ ...input.values, updatedAt: input.now, version: sql`${payslipSettings.version} + 1` })
    .where(and(eq(payslipSettings.companyId, input.companyId), eq(payslipSettings.version, input.expectedVersion)))
    .returning();
  return row ?? null;
}

/** What a payslip prints of each person, and what its password and language come from. */
export async function employeeFacts(db: Queryable, companyId: string, employeeIds: readonly string[]) {
  if (employeeIds.length === 0) return [];
  return db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      employmentNumber: employees.employmentNumber,
      dateOfBirth: employees.dateOfBirth,
      identificationNumber: employees.identificationNumber,
      email: employees.email,
      department: departments.name,
      jobTitle: jobTitles.name,
      language: sql<
        string | null
      >`(select ${users.language} from ${users} where ${users.companyId} = ${employees.companyId} and ${users.employeeId} = ${employees.id} and ${users.language} is not null limit 1)`,
    })
    .from(employees)
    .leftJoin(departments, and(eq(departments.companyId, employees.companyId), eq(departments.id, employees.departmentId)))
    .leftJoin(jobTitles, and(eq(jobTitles.companyId, employees.companyId), eq(jobTitles.id, employees.jobTitleId)))
    .where(and(eq(employees.companyId, companyId), inArray(employees.id, [...employeeIds])));
}

/** Whether any payslip of the run was mailed already. */
export async function anyEmailed(db: Queryable, companyId: string, payrunId: string): Promise<boolean> {
  const [row] = await db
    .select({ employeeId: payslips.employeeId })
    .from(payslips)
    .where(and(eq(payslips.companyId, companyId), eq(payslips.payrunId, payrunId), isNotNull(payslips.emailedAt)))
    .limit(1);
  return row !== undefined;
}

/** Records when the employees' payslips of the run were mailed. */
export async function markEmailed(db: Queryable, companyId: string, input: { payrunId: string; employeeIds: readonly string[]; at: Date }) {
  if (input.employeeIds.length === 0) return;
  await db
    .update(payslips)
    .set({ emailedAt: input.at })
    .where(
      and(eq(payslips.companyId, companyId), eq(payslips.payrunId, input.payrunId), inArray(payslips.employeeId, [...input.employeeIds])),
    );
}
