import { and, eq, inArray, ne } from 'drizzle-orm';
import { departments, employees } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';
import { fullName } from '../../lib/names.ts';

/** What the approvals module needs of an employee to route a request, in its transaction. */
export async function approvalFacts(
  db: Queryable,
  companyId: string,
  employeeId: string,
): Promise<{ name: string; managerId: string | null; departmentId: string | null; departmentHeadId: string | null } | undefined> {
  const [row] = await db
    .select({
      firstName: employees.firstName,
      lastName: employees.lastName,
      managerId: employees.managerId,
      departmentId: employees.departmentId,
      departmentHeadId: departments.headEmployeeId,
    })
    .from(employees)
    .leftJoin(departments, and(eq(departments.companyId, employees.companyId), eq(departments.id, employees.departmentId)))
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)));
  return (
    row && {
      name: fullName(row.firstName, row.lastName),
      managerId: row.managerId,
      departmentId: row.departmentId,
      departmentHeadId: row.departmentHeadId ?? null,
    }
  );
}

/** The employee's manager N levels up (1: their own manager); null when the line ends first (or loops). */
export async function managerAbove(db: Queryable, companyId: string, employeeId: string, levels: number): Promise<string | null> {
  const seen = new Set([employeeId]);
  let current: string | null = employeeId;
  for (let level = 0; level < levels && current; level++) {
    current = (await approvalFacts(db, companyId, current))?.managerId ?? null;
    if (current && seen.has(current)) return null;
    if (current) seen.add(current);
  }
  return current;
}

/** Employee names by id, for lists of requests. */
export async function employeeNames(db: Queryable, companyId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), inArray(employees.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, fullName(row.firstName, row.lastName)]));
}

/** A 'team' data scope's people: the manager and their direct reports (as the employee list reaches them). */
export async function teamMemberIds(db: Queryable, companyId: string, managerEmployeeId: string): Promise<string[]> {
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.managerId, managerEmployeeId)));
  return [managerEmployeeId, ...rows.map((row) => row.id)];
}

/** The people of the departments this employee heads (themselves left out): a department head's approvals reach them. */
export async function departmentMemberIds(db: Queryable, companyId: string, headEmployeeId: string): Promise<string[]> {
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .innerJoin(departments, and(eq(departments.companyId, employees.companyId), eq(departments.id, employees.departmentId)))
    .where(and(eq(employees.companyId, companyId), eq(departments.headEmployeeId, headEmployeeId), ne(employees.id, headEmployeeId)));
  return rows.map((row) => row.id);
}
