import { and, asc, count, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { TableRequest } from '@tenaga/contracts';
import { contractLocations, contracts } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';
import { likePattern, orderOf, pageOf } from '../../lib/table.ts';

export type ContractRecord = typeof contracts.$inferSelect;
export type LocationRecord = typeof contractLocations.$inferSelect;

// Written out: drizzle leaves columns of a one-table select unqualified, which a subquery would misread.
const activeLocationCount =
  sql<number>`(select count(*) from contract_locations l where l.company_id = "contracts"."company_id" and l.contract_id = "contracts"."id" and not l.archived)`.mapWith(
    Number,
  );
const contractEmployeeCount =
  sql<number>`(select count(distinct d.employee_id) from employee_contract_deployments d where d.company_id = "contracts"."company_id" and d.contract_id = "contracts"."id")`.mapWith(
    Number,
  );
const locationEmployeeCount =
  sql<number>`(select count(distinct d.employee_id) from employee_contract_deployments d where d.company_id = "contract_locations"."company_id" and d.location_id = "contract_locations"."id")`.mapWith(
    Number,
  );

const contractColumns = { contract: contracts, locationCount: activeLocationCount, employeeCount: contractEmployeeCount };
export type ContractRow = { contract: ContractRecord; locationCount: number; employeeCount: number };
export type LocationRow = { location: LocationRecord; employeeCount: number };

const SORTABLE = {
  name: sql`lower(${contracts.name})`,
  client: sql`lower(${contracts.client})`,
  startDate: contracts.startDate,
  endDate: contracts.endDate,
  archivedAt: contracts.archivedAt,
  locationCount: activeLocationCount,
  employeeCount: contractEmployeeCount,
} as const;

export async function contractTable(db: Queryable, companyId: string, request: TableRequest, options: { archived: boolean }) {
  const scope = and(eq(contracts.companyId, companyId), eq(contracts.archived, options.archived));
  const text = request.search.value;
  const search = text ? or(ilike(contracts.name, likePattern(text)), ilike(contracts.client, likePattern(text))) : undefined;
  const page = pageOf(request);
  const rows: ContractRow[] = await db
    .select(contractColumns)
    .from(contracts)
    .where(and(scope, search))
    .orderBy(...orderOf(request, SORTABLE, [sql`lower(${contracts.name})`, sql`${contracts.id}`]))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(contracts).where(scope);
  const [filtered] = search ? await db.select({ value: count() }).from(contracts).where(and(scope, search)) : [total];
  return { rows, recordsTotal: total?.value ?? 0, recordsFiltered: filtered?.value ?? 0 };
}

export async function findContract(db: Queryable, companyId: string, id: string): Promise<ContractRow | undefined> {
  const [row] = await db
    .select(contractColumns)
    .from(contracts)
    .where(and(eq(contracts.companyId, companyId), eq(contracts.id, id)));
  return row;
}

/** A contract's locations: active ones first, each group by name. */
export async function locationsOf(db: Queryable, companyId: string, contractId: string): Promise<LocationRow[]> {
  return db
    .select({ location: contractLocations, employeeCount: locationEmployeeCount })
    .from(contractLocations)
    .where(and(eq(contractLocations.companyId, companyId), eq(contractLocations.contractId, contractId)))
    .orderBy(asc(contractLocations.archived), sql`lower(${contractLocations.name})`, contractLocations.id);
}

export async function findLocation(
  db: Queryable,
  companyId: string,
  contractId: string,
  locationId: string,
): Promise<LocationRow | undefined> {
  const [row] = await db
    .select({ location: contractLocations, employeeCount: locationEmployeeCount })
    .from(contractLocations)
    .where(
      and(eq(contractLocations.companyId, companyId), eq(contractLocations.contractId, contractId), eq(contractLocations.id, locationId)),
    );
  return row;
}

export async function contractNameTaken(db: Queryable, companyId: string, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(
      and(
        eq(contracts.companyId, companyId),
        sql`lower(${contracts.name}) = lower(${name})`,
        exceptId ? ne(contracts.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

export async function locationNameTaken(
  db: Queryable,
  companyId: string,
  contractId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: contractLocations.id })
    .from(contractLocations)
    .where(
      and(
        eq(contractLocations.companyId, companyId),
        eq(contractLocations.contractId, contractId),
        sql`lower(${contractLocations.name}) = lower(${name})`,
        exceptId ? ne(contractLocations.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

/** The bulk form of contractNameTaken: the lower-cased names among these that are taken. */
export async function takenContractNames(db: Queryable, companyId: string, names: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(names.map((name) => name.toLowerCase()))];
  if (wanted.length === 0) return new Set();
  const rows = await db
    .select({ name: sql<string>`lower(${contracts.name})` })
    .from(contracts)
    .where(
      and(
        eq(contracts.companyId, companyId),
        sql`lower(${contracts.name}) = any(array[${sql.join(
          wanted.map((name) => sql`${name}`),
          sql`, `,
        )}]::text[])`,
      ),
    );
  return new Set(rows.map((row) => row.name));
}

export async function insertContract(db: Queryable, row: typeof contracts.$inferInsert) {
  const [created] = await db.insert(contracts).values(row).returning({ id: contracts.id });
  return created!.id;
}

/** Writes only when the version read is still current; undefined means someone saved first. */
export async function updateContract(
  db: Queryable,
  companyId: string,
  id: string,
  expectedVersion: number,
  changes: Partial<typeof contracts.$inferInsert>,
) {
  const [row] = await db
    .update(contracts)
    .set({ ...changes, version: sql`${contracts.version} + 1` })
    .where(and(eq(contracts.companyId, companyId), eq(contracts.id, id), eq(contracts.version, expectedVersion)))
    .returning({ id: contracts.id });
  return row;
}

/** Its locations go with it (the foreign key cascades). */
export async function deleteContract(db: Queryable, companyId: string, id: string) {
  await db.delete(contracts).where(and(eq(contracts.companyId, companyId), eq(contracts.id, id)));
}

export async function insertLocations(db: Queryable, rows: (typeof contractLocations.$inferInsert)[]) {
  if (rows.length === 0) return [];
  const created = await db.insert(contractLocations).values(rows).returning({ id: contractLocations.id });
  return created.map((row) => row.id);
}

export async function updateLocation(
  db: Queryable,
  companyId: string,
  id: string,
  expectedVersion: number,
  changes: Partial<typeof contractLocations.$inferInsert>,
) {
  const [row] = await db
    .update(contractLocations)
    .set({ ...changes, version: sql`${contractLocations.version} + 1` })
    .where(and(eq(contractLocations.companyId, companyId), eq(contractLocations.id, id), eq(contractLocations.version, expectedVersion)))
    .returning({ id: contractLocations.id });
  return row;
}

export async function deleteLocation(db: Queryable, companyId: string, id: string) {
  await db.delete(contractLocations).where(and(eq(contractLocations.companyId, companyId), eq(contractLocations.id, id)));
}

/** Every contract and every location, for dropdowns. */
export async function optionRows(db: Queryable, companyId: string) {
  const contractRows = await db
    .select({ id: contracts.id, name: contracts.name, archived: contracts.archived, archivedAt: contracts.archivedAt })
    .from(contracts)
    .where(eq(contracts.companyId, companyId));
  const locationRows = await db
    .select({
      id: contractLocations.id,
      contractId: contractLocations.contractId,
      name: contractLocations.name,
      archived: contractLocations.archived,
      archivedAt: contractLocations.archivedAt,
    })
    .from(contractLocations)
    .where(eq(contractLocations.companyId, companyId));
  return { contracts: contractRows, locations: locationRows };
}
