import { and, asc, count, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { TableRequest } from '@tenaga/contracts';
import { clientContractLocations, clientContracts } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';
import { updateVersioned } from '../../db/update-versioned.ts';
import { likePattern, orderOf, pageOf } from '../../lib/table.ts';

export type ClientContractRecord = typeof clientContracts.$inferSelect;
export type LocationRecord = typeof clientContractLocations.$inferSelect;

// Written out: drizzle leaves columns of a one-table select unqualified, which a subquery would misread.
const activeLocationCount =
  sql<number>`(select count(*) from client_contract_locations l where l.company_id = "client_contracts"."company_id" and l.contract_id = "client_contracts"."id" and not l.archived)`.mapWith(
    Number,
  );
const contractEmployeeCount =
  sql<number>`(select count(distinct d.employee_id) from employee_contract_deployments d where d.company_id = "client_contracts"."company_id" and d.contract_id = "client_contracts"."id")`.mapWith(
    Number,
  );
const locationEmployeeCount =
  sql<number>`(select count(distinct d.employee_id) from employee_contract_deployments d where d.company_id = "client_contract_locations"."company_id" and d.location_id = "client_contract_locations"."id")`.mapWith(
    Number,
  );

const contractColumns = { contract: clientContracts, locationCount: activeLocationCount, employeeCount: contractEmployeeCount };
export type ClientContractRow = { contract: ClientContractRecord; locationCount: number; employeeCount: number };
export type LocationRow = { location: LocationRecord; employeeCount: number };

const SORTABLE = {
  name: sql`lower(${clientContracts.name})`,
  client: sql`lower(${clientContracts.client})`,
  startDate: clientContracts.startDate,
  endDate: clientContracts.endDate,
  archivedAt: clientContracts.archivedAt,
  locationCount: activeLocationCount,
  employeeCount: contractEmployeeCount,
} as const;

export async function contractTable(db: Queryable, companyId: string, input: { request: TableRequest; archived: boolean }) {
  const { request } = input;
  const scope = and(eq(clientContracts.companyId, companyId), eq(clientContracts.archived, input.archived));
  const text = request.search.value;
  const search = text ? or(ilike(clientContracts.name, likePattern(text)), ilike(clientContracts.client, likePattern(text))) : undefined;
  const page = pageOf(request);
  const rows: ClientContractRow[] = await db
    .select(contractColumns)
    .from(clientContracts)
    .where(and(scope, search))
    .orderBy(...orderOf(request, SORTABLE, [sql`lower(${clientContracts.name})`, sql`${clientContracts.id}`]))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(clientContracts).where(scope);
  const [filtered] = search ? await db.select({ value: count() }).from(clientContracts).where(and(scope, search)) : [total];
  return { rows, recordsTotal: total?.value ?? 0, recordsFiltered: filtered?.value ?? 0 };
}

export async function findContract(db: Queryable, companyId: string, id: string): Promise<ClientContractRow | undefined> {
  const [row] = await db
    .select(contractColumns)
    .from(clientContracts)
    .where(and(eq(clientContracts.companyId, companyId), eq(clientContracts.id, id)));
  return row;
}

/** A contract's locations: active ones first, each group by name. */
export async function locationsOf(db: Queryable, companyId: string, contractId: string): Promise<LocationRow[]> {
  return db
    .select({ location: clientContractLocations, employeeCount: locationEmployeeCount })
    .from(clientContractLocations)
    .where(and(eq(clientContractLocations.companyId, companyId), eq(clientContractLocations.contractId, contractId)))
    .orderBy(asc(clientContractLocations.archived), sql`lower(${clientContractLocations.name})`, clientContractLocations.id);
}

export async function findLocation(
  db: Queryable,
  companyId: string,
  input: { contractId: string; locationId: string },
): Promise<LocationRow | undefined> {
  const { contractId, locationId } = input;
  const [row] = await db
    .select({ location: clientContractLocations, employeeCount: locationEmployeeCount })
    .from(clientContractLocations)
    .where(
      and(
        eq(clientContractLocations.companyId, companyId),
        eq(clientContractLocations.contractId, contractId),
        eq(clientContractLocations.id, locationId),
      ),
    );
  return row;
}

export async function contractNameTaken(db: Queryable, companyId: string, input: { name: string; exceptId?: string }): Promise<boolean> {
  const { name, exceptId } = input;
  const [row] = await db
    .select({ id: clientContracts.id })
    .from(clientContracts)
    .where(
      and(
        eq(clientContracts.companyId, companyId),
        sql`lower(${clientContracts.name}) = lower(${name})`,
        exceptId ? ne(clientContracts.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

export async function locationNameTaken(
  db: Queryable,
  companyId: string,
  input: { contractId: string; name: string; exceptId?: string },
): Promise<boolean> {
  const { contractId, name, exceptId } = input;
  const [row] = await db
    .select({ id: clientContractLocations.id })
    .from(clientContractLocations)
    .where(
      and(
        eq(clientContractLocations.companyId, companyId),
        eq(clientContractLocations.contractId, contractId),
        sql`lower(${clientContractLocations.name}) = lower(${name})`,
        exceptId ? ne(clientContractLocations.id, exceptId) : undefined,
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
    .select({ name: sql<string>`lower(${clientContracts.name})` })
    .from(clientContracts)
    .where(
      and(
        eq(clientContracts.companyId, companyId),
        sql`lower(${clientContracts.name}) = any(array[${sql.join(
          wanted.map((name) => sql`${name}`),
          sql`, `,
        )}]::text[])`,
      ),
    );
  return new Set(rows.map((row) => row.name));
}

export async function insertContract(db: Queryable, row: typeof clientContracts.$inferInsert) {
  const [created] = await db.insert(clientContracts).values(row).returning({ id: clientContracts.id });
  return created!.id;
}

/** Writes only when the version read is still current; undefined means someone saved first. */
export async function updateClientContract(
  db: Queryable,
  companyId: string,
  update: { id: string; expectedVersion: number; changes: Partial<typeof clientContracts.$inferInsert> },
) {
  return updateVersioned(db, companyId, {
    table: clientContracts,
    id: update.id,
    expectedVersion: update.expectedVersion,
    set: update.changes,
  });
}

/** Its locations go with it (the foreign key cascades). */
export async function deleteClientContract(db: Queryable, companyId: string, id: string) {
  await db.delete(clientContracts).where(and(eq(clientContracts.companyId, companyId), eq(clientContracts.id, id)));
}

export async function insertLocations(db: Queryable, rows: (typeof clientContractLocations.$inferInsert)[]) {
  if (rows.length === 0) return [];
  const created = await db.insert(clientContractLocations).values(rows).returning({ id: clientContractLocations.id });
  return created.map((row) => row.id);
}

/** Writes only when the version read is still current; undefined means someone saved first. */
export async function updateLocation(
  db: Queryable,
  companyId: string,
  update: { id: string; expectedVersion: number; changes: Partial<typeof clientContractLocations.$inferInsert> },
) {
  return updateVersioned(db, companyId, {
    table: clientContractLocations,
    id: update.id,
    expectedVersion: update.expectedVersion,
    set: update.changes,
  });
}

export async function deleteLocation(db: Queryable, companyId: string, id: string) {
  await db.delete(clientContractLocations).where(and(eq(clientContractLocations.companyId, companyId), eq(clientContractLocations.id, id)));
}

/** Every contract and every location, for dropdowns. */
export async function optionRows(db: Queryable, companyId: string) {
  const contractRows = await db
    .select({
      id: clientContracts.id,
      name: clientContracts.name,
      archived: clientContracts.archived,
      archivedAt: clientContracts.archivedAt,
    })
    .from(clientContracts)
    .where(eq(clientContracts.companyId, companyId));
  const locationRows = await db
    .select({
      id: clientContractLocations.id,
      contractId: clientContractLocations.contractId,
      name: clientContractLocations.name,
      archived: clientContractLocations.archived,
      archivedAt: clientContractLocations.archivedAt,
    })
    .from(clientContractLocations)
    .where(eq(clientContractLocations.companyId, companyId));
  return { contracts: contractRows, locations: locationRows };
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

/** A contract's custom values and whether it is archived (its values are then read only). */
export async function customValuesOf(db: Queryable, companyId: string, id: string) {
  const [row] = await db
    .select({
      id: clientContracts.id,
      others: clientContracts.others,
      othersVersion: clientContracts.othersVersion,
      archived: clientContracts.archived,
    })
    .from(clientContracts)
    .where(and(eq(clientContracts.companyId, companyId), eq(clientContracts.id, id)));
  return row;
}

/** Location pairs that do not belong to their contract, or contracts that are not the company's. */
export async function unknownLocationPairs<P extends { contractId: string; locationId: string }>(
  db: Queryable,
  companyId: string,
  pairs: readonly P[],
): Promise<P[]> {
  if (pairs.length === 0) return [];
  const found = await db
    .select({ contractId: clientContractLocations.contractId, locationId: clientContractLocations.id })
    .from(clientContractLocations)
    .where(
      and(
        eq(clientContractLocations.companyId, companyId),
        inArray(
          clientContractLocations.id,
          pairs.map((pair) => pair.locationId),
        ),
      ),
    );
  return pairs.filter((pair) => !found.some((row) => row.contractId === pair.contractId && row.locationId === pair.locationId));
}
