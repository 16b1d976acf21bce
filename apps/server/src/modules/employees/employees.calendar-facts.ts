import { and, eq, inArray } from 'drizzle-orm';
import { employeeContractDeployments, employees } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';

export interface EmploymentCalendarFacts {
  readonly employeeId: string;
  readonly hiringDate: string | null;
  readonly cessationDate: string | null;
  /** Deployments that name a location, with their period (open ends: null). */
  readonly locations: readonly { locationId: string; from: string | null; to: string | null }[];
}

/** What a working-day count needs of each employee, in two queries for any number of them. */
export async function employmentCalendarFacts(
  db: Queryable,
  companyId: string,
  employeeIds: readonly string[],
): Promise<EmploymentCalendarFacts[]> {
  if (employeeIds.length === 0) return [];
  const people = await db
    .select({ id: employees.id, hiringDate: employees.hiringDate, cessationDate: employees.cessationDate })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), inArray(employees.id, [...employeeIds])));
  const deployments = await db
    .select({
      employeeId: employeeContractDeployments.employeeId,
      locationId: employeeContractDeployments.locationId,
      from: employeeContractDeployments.fromDate,
      to: employeeContractDeployments.toDate,
    })
    .from(employeeContractDeployments)
    .where(and(eq(employeeContractDeployments.companyId, companyId), inArray(employeeContractDeployments.employeeId, [...employeeIds])));
  return people.map((person) => ({
    employeeId: person.id,
    hiringDate: person.hiringDate,
    cessationDate: person.cessationDate,
    locations: deployments.flatMap((d) =>
      d.employeeId === person.id && d.locationId ? [{ locationId: d.locationId, from: d.from, to: d.to }] : [],
    ),
  }));
}
