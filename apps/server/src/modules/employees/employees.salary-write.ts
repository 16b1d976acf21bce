import { and, eq, sql } from 'drizzle-orm';
import { employees } from '../../db/schema/index.ts';
import type { Transaction } from '../../db/tenant.ts';
import { writeAudit, type Actor } from '../../lib/audit.ts';

/**
 * Writes a new salary on an employee's record from a date, in the caller's transaction (salary
 * increments): the record's salary changes and the audit entry that the salary history reads
 * carries the date it is in force from (`salaryEffectiveFrom`), so the history stays the one truth.
 * Returns the salary it replaced, or undefined when the employee is not in the company.
 */
export async function writeSalary(
  tx: Transaction,
  actor: Actor,
  input: { companyId: string; employeeId: string; salary: string; effectiveFrom: string; action: string; now: Date },
): Promise<{ previous: string | null } | undefined> {
  const [before] = await tx
    .select({ salary: employees.salary })
    .from(employees)
    .where(and(eq(employees.companyId, input.companyId), eq(employees.id, input.employeeId)))
    .for('update');
  if (!before) return undefined;
  await tx
    .update(employees)
    .set({ salary: input.salary, version: sql`${employees.version} + 1`, updatedAt: input.now })
    .where(and(eq(employees.companyId, input.companyId), eq(employees.id, input.employeeId)));
  await writeAudit(tx, actor, {
    entity: 'employee',
    entityId: input.employeeId,
    action: input.action,
    before: { salary: before.salary },
    after: { salary: input.salary, salaryEffectiveFrom: input.effectiveFrom },
  });
  return { previous: before.salary };
}
