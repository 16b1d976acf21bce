import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { DataScope } from '@tenaga/contracts';
import { employees } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';

/** Whose payslips someone reaches: everyone's, their team's (theirs and their direct reports'), their own, or none. */
export type PayslipReach =
  | { readonly kind: 'all' }
  | { readonly kind: 'team'; readonly employeeId: string }
  | { readonly kind: 'self'; readonly employeeId: string }
  | { readonly kind: 'none' };

/**
 * Other people's payslips are read through the payrun menu, as far as the role's data scope goes;
 * without it (My profile), or without a record of one's own, only one's own payslips (or none).
 */
export function payslipReach(options: { payrunReader: boolean; dataScope: DataScope; employeeId: string | null }): PayslipReach {
  const { payrunReader, dataScope, employeeId } = options;
  if (payrunReader && dataScope === 'all') return { kind: 'all' };
  if (!employeeId) return { kind: 'none' };
  if (payrunReader && dataScope === 'team') return { kind: 'team', employeeId };
  return { kind: 'self', employeeId };
}

/** The condition on the employees table for a reach; undefined for everyone. */
export function reachCondition(reach: PayslipReach): SQL | undefined {
  switch (reach.kind) {
    case 'all':
      return undefined;
    case 'team':
      return or(eq(employees.id, reach.employeeId), eq(employees.managerId, reach.employeeId));
    case 'self':
      return eq(employees.id, reach.employeeId);
    case 'none':
      return sql`false`;
  }
}

/** Whether the employee is the company's and within the reach. */
export async function employeeReached(
  db: Queryable,
  companyId: string,
  input: { employeeId: string; reach: PayslipReach },
): Promise<boolean> {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.id, input.employeeId), reachCondition(input.reach)));
  return row !== undefined;
}

/** The company's employees within a reach; null for everyone's (no list to read). */
export async function employeeIdsReached(db: Queryable, companyId: string, reach: PayslipReach): Promise<string[] | null> {
  if (reach.kind === 'all') return null;
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), reachCondition(reach)));
  return rows.map((row) => row.id);
}
