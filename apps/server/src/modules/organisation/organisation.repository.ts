import { and, count, eq, getTableName, ilike, inArray, ne, or, sql, type AnyColumn } from 'drizzle-orm';
import type { OrganisationList, TableRequest } from '@tenaga/contracts';
import { commercialSectors, departments, employeeCategories, employees, jobTitles, sites } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';
import { updateVersioned } from '../../db/update-versioned.ts';
import { fullName } from '../../lib/names.ts';
import { likePattern, orderOf, pageOf } from '../../lib/table.ts';

/** The four lists share one shape (db/schema/organisation.ts namedList). */
type ListTable = typeof departments;

/** Each list's table and the employees' column that points to it. */
export const LIST_TABLES: Record<OrganisationList, { table: ListTable; employeeColumn: AnyColumn }> = {
  departments: { table: departments, employeeColumn: employees.departmentId },
  jobTitles: { table: jobTitles as unknown as ListTable, employeeColumn: employees.jobTitleId },
  employeeCategories: { table: employeeCategories as unknown as ListTable, employeeColumn: employees.categoryId },
  commercialSectors: { table: commercialSectors as unknown as ListTable, employeeColumn: employees.commercialSectorId },
};

/**
 * Employees pointing to a row of `table`. Written out: drizzle leaves columns of a one-table select
 * unqualified, which a subquery would misread.
 */
function employeeCount(table: ListTable | typeof sites, employeeColumn: AnyColumn) {
  const name = getTableName(table);
  return sql<number>`(select count(*) from employees e where e.company_id = ${sql.raw(`"${name}"."company_id"`)} and e.${sql.raw(`"${employeeColumn.name}"`)} = ${sql.raw(`"${name}"."id"`)})`.mapWith(
    Number,
  );
}

const sameName = (column: AnyColumn, name: string) => sql`lower(${column}) = lower(${name})`;

export type ListItemRow = { item: ListTable['$inferSelect']; employeeCount: number };

export function listRepository(list: OrganisationList) {
  const { table, employeeColumn } = LIST_TABLES[list];
  const usage = employeeCount(table, employeeColumn);
  const sortable = { name: sql`lower(${table.name})`, employeeCount: usage, updatedAt: table.updatedAt } as const;

  return {
    async table(db: Queryable, companyId: string, request: TableRequest) {
      const scope = eq(table.companyId, companyId);
      const search = request.search.value ? ilike(table.name, likePattern(request.search.value)) : undefined;
      const page = pageOf(request);
      const rows: ListItemRow[] = await db
        .select({ item: table, employeeCount: usage })
        .from(table)
        .where(and(scope, search))
        .orderBy(...orderOf(request, sortable, [sql`lower(${table.name})`, sql`${table.id}`]))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db.select({ value: count() }).from(table).where(scope);
      const [filtered] = search ? await db.select({ value: count() }).from(table).where(and(scope, search)) : [total];
      return { rows, recordsTotal: total?.value ?? 0, recordsFiltered: filtered?.value ?? 0 };
    },

    async find(db: Queryable, companyId: string, id: string): Promise<ListItemRow | undefined> {
      const [row] = await db
        .select({ item: table, employeeCount: usage })
        .from(table)
        .where(and(eq(table.companyId, companyId), eq(table.id, id)));
      return row;
    },

    async nameTaken(db: Queryable, companyId: string, input: { name: string; exceptId?: string }): Promise<boolean> {
      const { name, exceptId } = input;
      const [row] = await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.companyId, companyId), sameName(table.name, name), exceptId ? ne(table.id, exceptId) : undefined))
        .limit(1);
      return !!row;
    },

    async insert(
      db: Queryable,
      row: { companyId: string; name: string; headEmployeeId?: string | null; createdAt: Date; updatedAt: Date },
    ) {
      const [created] = await db.insert(table).values(row).returning({ id: table.id });
      return created!.id;
    },

    /** Writes only when the version read is still current; undefined means someone saved first. */
    async update(
      db: Queryable,
      companyId: string,
      update: { id: string; expectedVersion: number; changes: { name: string; headEmployeeId?: string | null; updatedAt: Date } },
    ) {
      return updateVersioned(db, companyId, { table, id: update.id, expectedVersion: update.expectedVersion, set: update.changes });
    },

    async remove(db: Queryable, companyId: string, id: string) {
      await db.delete(table).where(and(eq(table.companyId, companyId), eq(table.id, id)));
    },

    async options(db: Queryable, companyId: string) {
      return db
        .select({ id: table.id, text: table.name })
        .from(table)
        .where(eq(table.companyId, companyId))
        .orderBy(sql`lower(${table.name})`, table.id);
    },
  };
}
export type ListRepository = ReturnType<typeof listRepository>;

// ———————————————————————————————— sites ————————————————————————————————

export type SiteRow = { site: typeof sites.$inferSelect; employeeCount: number };
const siteUsage = employeeCount(sites, employees.siteId);
const SITE_SORTABLE = {
  name: sql`lower(${sites.name})`,
  address: sql`lower(${sites.address})`,
  employeeCount: siteUsage,
  updatedAt: sites.updatedAt,
} as const;

export async function siteTable(db: Queryable, companyId: string, request: TableRequest) {
  const scope = eq(sites.companyId, companyId);
  const text = request.search.value;
  const search = text ? or(ilike(sites.name, likePattern(text)), ilike(sites.address, likePattern(text))) : undefined;
  const page = pageOf(request);
  const rows: SiteRow[] = await db
    .select({ site: sites, employeeCount: siteUsage })
    .from(sites)
    .where(and(scope, search))
    .orderBy(...orderOf(request, SITE_SORTABLE, [sql`lower(${sites.name})`, sql`${sites.id}`]))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(sites).where(scope);
  const [filtered] = search ? await db.select({ value: count() }).from(sites).where(and(scope, search)) : [total];
  return { rows, recordsTotal: total?.value ?? 0, recordsFiltered: filtered?.value ?? 0 };
}

export async function findSite(db: Queryable, companyId: string, id: string): Promise<SiteRow | undefined> {
  const [row] = await db
    .select({ site: sites, employeeCount: siteUsage })
    .from(sites)
    .where(and(eq(sites.companyId, companyId), eq(sites.id, id)));
  return row;
}

export async function siteNameTaken(db: Queryable, companyId: string, input: { name: string; exceptId?: string }): Promise<boolean> {
  const { name, exceptId } = input;
  const [row] = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.companyId, companyId), sameName(sites.name, name), exceptId ? ne(sites.id, exceptId) : undefined))
    .limit(1);
  return !!row;
}

export async function insertSite(db: Queryable, row: typeof sites.$inferInsert) {
  const [created] = await db.insert(sites).values(row).returning({ id: sites.id });
  return created!.id;
}

/** Writes only when the version read is still current; undefined means someone saved first. */
export async function updateSite(
  db: Queryable,
  companyId: string,
  update: { id: string; expectedVersion: number; changes: Partial<typeof sites.$inferInsert> },
) {
  return updateVersioned(db, companyId, { table: sites, id: update.id, expectedVersion: update.expectedVersion, set: update.changes });
}

export async function deleteSite(db: Queryable, companyId: string, id: string) {
  await db.delete(sites).where(and(eq(sites.companyId, companyId), eq(sites.id, id)));
}

export async function siteOptions(db: Queryable, companyId: string) {
  return db
    .select({ id: sites.id, text: sites.name })
    .from(sites)
    .where(eq(sites.companyId, companyId))
    .orderBy(sql`lower(${sites.name})`, sites.id);
}

/** Employees by id with their names (the heads of departments); one missing is not in the company. */
export async function employeeNamesById(db: Queryable, companyId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), inArray(employees.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, fullName(row.firstName, row.lastName)]));
}

/** Every list's items and every site by name: what an employee file names them by. */
export async function allNames(db: Queryable, companyId: string) {
  const named = (table: typeof jobTitles) =>
    db
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(eq(table.companyId, companyId))
      .orderBy(sql`lower(${table.name})`);
  return {
    department: await named(departments as unknown as typeof jobTitles),
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

/** The lists (and sites) an employee record points to. */
export type LinkedList = OrganisationList | 'sites';

/** Which of these ids each list has in the company: one query per list, however many records ask. */
export async function existingIds(
  db: Queryable,
  companyId: string,
  wanted: Partial<Record<LinkedList, readonly string[]>>,
): Promise<Record<LinkedList, Set<string>>> {
  const tables: Record<LinkedList, ListTable | typeof sites> = { ...mapValues(LIST_TABLES, (entry) => entry.table), sites };
  const found = mapValues(tables, () => new Set<string>());
  for (const list of Object.keys(tables) as LinkedList[]) {
    const ids = [...new Set(wanted[list] ?? [])];
    if (!ids.length) continue;
    const table = tables[list] as ListTable;
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.companyId, companyId), inArray(table.id, ids)));
    for (const row of rows) found[list].add(row.id);
  }
  return found;
}

function mapValues<K extends string, V, W>(record: Record<K, V>, map: (value: V) => W): Record<K, W> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value as V)])) as Record<K, W>;
}
