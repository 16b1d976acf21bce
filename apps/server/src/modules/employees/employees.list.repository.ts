import { and, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import type { EmployeeListStatus, FilterQuery, FilterRule, TableRequest } from '@tenaga/contracts';
import {
  clientContractLocations,
  clientContracts,
  departments,
  employeeCategories,
  employeeContractDeployments,
  employees,
  jobTitles,
} from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';
import { likePattern, orderOf, pageOf } from '../../lib/table.ts';
import { chosenEmployeesCondition } from './employees.custom-filters.ts';
import { activeOn, archivedOn, fullNameSql, reachCondition, rowColumns, type EmployeeReach } from './employees.repository.ts';

// The employee list's queries: its table (filter, search, sort, page), counts and the pickers' options.

function statusCondition(status: EmployeeListStatus, today: string): SQL | undefined {
  if (status === 'all') return undefined;
  return status === 'archived' ? archivedOn(today) : activeOn(today);
}

/**
 * The advanced filter as one condition; with hideEmptyRows, employees with nothing in a filtered
 * category are left out. The individual employee filter narrows whatever the rules let through.
 */
export function filterCondition(filter: FilterQuery, conditionOf: (rule: FilterRule) => SQL): SQL | undefined {
  const chosen = chosenEmployeesCondition(filter.employeeIds ?? []);
  if (filter.rules.length === 0) return chosen;
  const rules = filter.rules.map(conditionOf);
  const joined = filter.join === 'or' ? or(...rules) : and(...rules);
  if (!filter.hideEmptyRows) return and(joined, chosen);
  const categories = new Map(filter.rules.map((rule) => [`${rule.category}:${rule.customFieldId ?? ''}`, rule]));
  const filled = [...categories.values()].map((rule) =>
    conditionOf({ category: rule.category, customFieldId: rule.customFieldId, condition: 'isNotEmpty', values: [] }),
  );
  return and(joined, chosen, ...filled);
}

/** For one employee, whether each condition holds (no condition: yes); all false for an employee not there. */
export async function employeeMatches(
  db: Queryable,
  companyId: string,
  input: { employeeId: string; conditions: readonly (SQL | undefined)[] },
): Promise<boolean[]> {
  const columns = Object.fromEntries(
    input.conditions.map((condition, index) => [`m${index}`, sql<boolean>`coalesce((${condition ?? sql`true`}), false)`]),
  );
  const [row] = await db
    .select(columns)
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.id, input.employeeId)));
  return input.conditions.map((_, index) => row?.[`m${index}`] === true);
}

/** The ids of the company's employees a condition holds for. */
export async function idsMatching(db: Queryable, companyId: string, condition: SQL | undefined): Promise<string[]> {
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), condition));
  return rows.map((row) => row.id);
}

const SORTABLE = {
  employmentNumber: sql`lower(${employees.employmentNumber})`,
  fullName: sql`${employees.sortName}`,
  identificationNumber: sql`upper(${employees.identificationNumber})`,
} as const;

export interface EmployeeTableQuery {
  request: TableRequest;
  filter: FilterQuery;
  status: EmployeeListStatus;
  reach: EmployeeReach;
  today: string;
  /** Each rule's condition, as the filter categories' registry builds them. */
  conditionOf: (rule: FilterRule) => SQL;
  /** False when the caller may not see identification numbers, so a search cannot reveal them. */
  searchIdentification: boolean;
  searchEmail: boolean;
}

/**
 * The search: number and name, and identification number and email when the caller may see them,
 * through the trigram indexes by `employee_search_tids` (migration 0008: under row-level security a
 * LIKE cannot use an index). Its answer is computed once (the sub-select) and read by a TID scan.
 */
function searchCondition(text: string, options: { identification: boolean; email: boolean }): SQL | undefined {
  if (!text) return undefined;
  const pattern = likePattern(text.toLowerCase());
  return sql`${employees}.ctid = any((select employee_search_tids(${pattern}, ${options.identification}, ${options.email}))::tid[])`;
}

/** Where an employee is deployed on `today`: 'Contract · Location' (the contract alone when no location), by name. */
function currentLocations(today: string): SQL<string[]> {
  return sql<string[]>`array(select case when l.name is null then c.name else c.name || ' · ' || l.name end
    from ${employeeContractDeployments} d
    join ${clientContracts} c on c.company_id = d.company_id and c.id = d.contract_id
    left join ${clientContractLocations} l on l.company_id = d.company_id and l.id = d.location_id
    where d.company_id = ${employees.companyId} and d.employee_id = ${employees.id} and (d.to_date is null or d.to_date >= ${today})
    order by 1)`;
}

export async function employeeTable(db: Queryable, companyId: string, query: EmployeeTableQuery) {
  const scope = and(eq(employees.companyId, companyId), reachCondition(query.reach));
  const conditions = and(
    scope,
    statusCondition(query.status, query.today),
    filterCondition(query.filter, query.conditionOf),
    searchCondition(query.request.search.value.trim(), { identification: query.searchIdentification, email: query.searchEmail }),
  );
  const page = pageOf(query.request);
  // Spec §9: by name (case-insensitive), then the most recent cessation first.
  const fallback = [sql`${employees.sortName}`, sql`${employees.cessationDate} desc nulls first`, asc(employees.id)];
  // The filtered count rides along on the page (one pass instead of two); an empty page counts apart.
  const rows = await db
    .select({
      ...rowColumns,
      category: employeeCategories.name,
      locations: currentLocations(query.today),
      filtered: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(employees)
    .leftJoin(jobTitles, and(eq(jobTitles.companyId, employees.companyId), eq(jobTitles.id, employees.jobTitleId)))
    .leftJoin(departments, and(eq(departments.companyId, employees.companyId), eq(departments.id, employees.departmentId)))
    .leftJoin(
      employeeCategories,
      and(eq(employeeCategories.companyId, employees.companyId), eq(employeeCategories.id, employees.categoryId)),
    )
    .where(conditions)
    .orderBy(...orderOf(query.request, SORTABLE, fallback))
    .limit(page.limit)
    .offset(page.offset);
  const filtered =
    rows[0]?.filtered ?? (page.offset === 0 ? 0 : ((await db.select({ value: count() }).from(employees).where(conditions))[0]?.value ?? 0));
  return { rows, recordsFiltered: filtered };
}

/** Everyone the caller reaches, whatever the status: the table's "of N" before filtering. */
export async function reachTotal(db: Queryable, companyId: string, reach: EmployeeReach): Promise<number> {
  const [total] = await db
    .select({ value: count() })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), reachCondition(reach)));
  return total?.value ?? 0;
}

export async function statusCounts(db: Queryable, companyId: string, input: { reach: EmployeeReach; today: string }) {
  const { reach, today } = input;
  const [row] = await db
    .select({ archived: sql<number>`count(*) filter (where ${archivedOn(today)})`.mapWith(Number), all: count() })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), reachCondition(reach)));
  return { active: (row?.all ?? 0) - (row?.archived ?? 0), archived: row?.archived ?? 0 };
}

export interface OptionRow {
  id: string;
  employmentNumber: string;
  fullName: string;
  cessationDate: string | null;
  identificationNumber: string | null;
  employmentType: number;
  jobTitleId: string | null;
  departmentId: string | null;
}

/**
 * Every employee in reach for the pickers, as one JSON value built by the database: decoding
 * thousands of rows field by field took half of the picker's time on PGlite.
 */
export async function options(db: Queryable, companyId: string, reach: EmployeeReach): Promise<OptionRow[]> {
  const [row] = await db
    .select({
      list: sql<OptionRow[]>`coalesce(json_agg(json_build_object(
        'id', ${employees.id}, 'employmentNumber', ${employees.employmentNumber}, 'fullName', ${fullNameSql},
        'cessationDate', ${employees.cessationDate}, 'identificationNumber', ${employees.identificationNumber},
        'employmentType', ${employees.employmentType}, 'jobTitleId', ${employees.jobTitleId}, 'departmentId', ${employees.departmentId}
      ) order by ${employees.cessationDate} nulls first, ${employees.sortName}, ${employees.id}), '[]'::json)`,
    })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), reachCondition(reach)));
  return row?.list ?? [];
}

/**
 * Active and archived employees on the company's today (its zone's date, by the database's clock)
 * among those a caller reaches: the dashboard's workforce.
 */
export async function workforceCounts(db: Queryable, companyId: string, input: { timezone: string; reach: EmployeeReach }) {
  const { timezone, reach } = input;
  const today = sql`(now() at time zone ${timezone})::date`;
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${employees.cessationDate} is null or ${employees.cessationDate} > ${today})::int`,
      archived: sql<number>`count(*) filter (where ${employees.cessationDate} <= ${today})::int`,
    })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), reachCondition(reach)));
  return { active: Number(row?.active ?? 0), archived: Number(row?.archived ?? 0) };
}
