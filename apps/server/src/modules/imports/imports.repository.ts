import { and, eq, sql } from 'drizzle-orm';
import {
  commercialSectors,
  companies,
  clientContractLocations,
  clientContracts,
  departments,
  employeeCategories,
  employees,
  jobTitles,
  sites,
} from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';

/** The company's country and zone: the rules and lists of its employee records follow them. */
export async function companyOf(db: Queryable, companyId: string) {
  const [row] = await db
    .select({ countryCode: companies.countryCode, timezone: companies.timezone })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row!;
}

/** The organisation lists an employee row names by name. */
export async function organisationNames(db: Queryable, companyId: string) {
  const named = (table: typeof departments) =>
    db
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(eq(table.companyId, companyId))
      .orderBy(sql`lower(${table.name})`);
  return {
    department: await named(departments),
    jobTitle: await named(jobTitles),
    category: await named(employeeCategories),
    commercialSector: await named(commercialSectors),
    site: await db
      .select({ id: sites.id, name: sites.name })
      .from(sites)
      .where(eq(sites.companyId, companyId))
      .orderBy(sql`lower(${sites.name})`),
  };
}

/** Every contract with its locations, archived ones included (an import says when a name is archived). */
export async function contractsWithLocations(db: Queryable, companyId: string) {
  const contractRows = await db
    .select({ id: clientContracts.id, name: clientContracts.name, archived: clientContracts.archived })
    .from(clientContracts)
    .where(eq(clientContracts.companyId, companyId))
    .orderBy(clientContracts.archived, sql`lower(${clientContracts.name})`);
  const locationRows = await db
    .select({
      id: clientContractLocations.id,
      contractId: clientContractLocations.contractId,
      name: clientContractLocations.name,
      archived: clientContractLocations.archived,
    })
    .from(clientContractLocations)
    .where(eq(clientContractLocations.companyId, companyId))
    .orderBy(clientContractLocations.archived, sql`lower(${clientContractLocations.name})`);
  return contractRows.map((contract) => ({
    ...contract,
    locations: locationRows.filter((location) => location.contractId === contract.id),
  }));
}

/** Employees with these employment numbers (compared in lower case): the managers an import names. */
export async function employeesByNumber(db: Queryable, companyId: string, numbers: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(numbers.map((number) => number.toLowerCase()))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: employees.id, number: sql<string>`lower(${employees.employmentNumber})` })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, companyId),
        sql`lower(${employees.employmentNumber}) = any(array[${sql.join(
          wanted.map((number) => sql`${number}`),
          sql`, `,
        )}]::text[])`,
      ),
    );
  return new Map(rows.map((row) => [row.number, row.id]));
}
