import { and, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import { roles, users } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';
import { fullName } from '../../lib/names.ts';

/**
 * The accounts that may decide approvals, for the approvals module in its transaction: active, and
 * with a role that reaches beyond the user's own record (a self-service role never approves).
 */
export async function approverAccounts(
  db: Queryable,
  companyId: string,
  who: { employeeIds?: readonly string[]; userIds?: readonly string[]; roleId?: string | null },
): Promise<{ id: string; employeeId: string | null }[]> {
  const matches: SQL[] = [];
  if (who.employeeIds?.length) matches.push(inArray(users.employeeId, [...who.employeeIds]));
  if (who.userIds?.length) matches.push(inArray(users.id, [...who.userIds]));
  if (who.roleId) matches.push(eq(users.roleId, who.roleId));
  if (matches.length === 0) return [];
  return db
    .select({ id: users.id, employeeId: users.employeeId })
    .from(users)
    .innerJoin(roles, and(eq(roles.companyId, users.companyId), eq(roles.id, users.roleId)))
    .where(and(eq(users.companyId, companyId), eq(users.active, true), ne(roles.dataScope, 'self'), or(...matches)))
    .orderBy(users.id);
}

/** Display names of accounts by id (a removed account is simply absent). */
export async function accountNames(db: Queryable, companyId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, fullName(row.firstName, row.lastName)]));
}
