import { aliasedTable, and, asc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  clientContractLocations,
  clientContracts,
  departments,
  employeeContractDeployments,
  employeeFamily,
  employeePhotos,
  employees,
  jobTitles,
} from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';
import { updateVersioned } from '../../db/update-versioned.ts';

/** Which employees a caller reaches: everyone, their team (their reports and themselves), themselves, or nobody. */
export type EmployeeReach =
  { kind: 'all' } | { kind: 'team'; employeeId: string } | { kind: 'self'; employeeId: string } | { kind: 'none' };

export const fullNameSql = sql<string>`trim(${employees.firstName} || ' ' || ${employees.lastName})`;

export function reachCondition(reach: EmployeeReach): SQL | undefined {
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

/** Archived once the cessation date has come (spec §4: status 1). */
export const archivedOn = (today: string) => and(isNotNull(employees.cessationDate), sql`${employees.cessationDate} <= ${today}`)!;
export const activeOn = (today: string) => or(isNull(employees.cessationDate), sql`${employees.cessationDate} > ${today}`)!;

export const rowColumns = {
  employee: employees,
  jobTitle: jobTitles.name,
  department: departments.name,
};

function withNames(db: Queryable) {
  return db
    .select(rowColumns)
    .from(employees)
    .leftJoin(jobTitles, and(eq(jobTitles.companyId, employees.companyId), eq(jobTitles.id, employees.jobTitleId)))
    .leftJoin(departments, and(eq(departments.companyId, employees.companyId), eq(departments.id, employees.departmentId)));
}
export type EmployeeWithNames = Awaited<ReturnType<typeof findEmployee>> & {};

export async function findEmployee(db: Queryable, companyId: string, employeeId: string) {
  const [row] = await withNames(db).where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)));
  return row;
}

/** The employee's manager, the employee's row joined to the manager's (both in the company); null without one. */
export async function managerOf(db: Queryable, companyId: string, employeeId: string) {
  const manager = aliasedTable(employees, 'manager');
  const [row] = await db
    .select({ id: manager.id, employmentNumber: manager.employmentNumber, firstName: manager.firstName, lastName: manager.lastName })
    .from(employees)
    .innerJoin(manager, and(eq(manager.companyId, employees.companyId), eq(manager.id, employees.managerId)))
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)));
  return row ?? null;
}

/** `exceptId`: the record being saved, which may keep its own number. */
export async function employmentNumberTaken(
  db: Queryable,
  companyId: string,
  input: { employmentNumber: string; exceptId?: string | undefined },
) {
  const { employmentNumber, exceptId } = input;
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, companyId),
        eq(sql`lower(${employees.employmentNumber})`, employmentNumber.toLowerCase()),
        exceptId ? sql`${employees.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

export async function identificationTaken(
  db: Queryable,
  companyId: string,
  input: { type: string; number: string; exceptId?: string | undefined },
) {
  const { type, number, exceptId } = input;
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, companyId),
        eq(employees.identificationType, type),
        eq(sql`upper(${employees.identificationNumber})`, number.toUpperCase()),
        exceptId ? sql`${employees.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

/** Rows per statement when writing many: well under PostgreSQL's 65,535 parameters with every column set. */
const BULK_ROWS = 500;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * Which of these employment numbers (compared in lower case) and identification numbers (as
 * 'TYPE|NUMBER' in upper case) the company's employees already have: the bulk form of
 * employmentNumberTaken and identificationTaken, on the same unique indexes.
 */
export async function takenNumbers(
  db: Queryable,
  companyId: string,
  candidates: { employmentNumbers: readonly string[]; identifications: readonly { type: string; number: string }[] },
) {
  const employmentNumbers = new Set<string>();
  const identifications = new Set<string>();
  for (const part of chunks([...new Set(candidates.employmentNumbers.map((number) => number.toLowerCase()))], 5_000)) {
    const rows = await db
      .select({ number: sql<string>`lower(${employees.employmentNumber})` })
      .from(employees)
      .where(and(eq(employees.companyId, companyId), sql`lower(${employees.employmentNumber}) = any(${textArray(part)})`));
    for (const row of rows) employmentNumbers.add(row.number);
  }
  const wanted = new Set(candidates.identifications.map((candidate) => `${candidate.type}|${candidate.number.toUpperCase()}`));
  for (const part of chunks([...new Set(candidates.identifications.map((candidate) => candidate.number.toUpperCase()))], 5_000)) {
    const rows = await db
      .select({ type: employees.identificationType, number: sql<string>`upper(${employees.identificationNumber})` })
      .from(employees)
      .where(and(eq(employees.companyId, companyId), sql`upper(${employees.identificationNumber}) = any(${textArray(part)})`));
    for (const row of rows) if (wanted.has(`${row.type}|${row.number}`)) identifications.add(`${row.type}|${row.number}`);
  }
  return { employmentNumbers, identifications };
}

/** Many new employees, a statement per batch; their rows as written, in the same order. */
export async function insertEmployees(db: Queryable, rows: readonly EmployeeInsert[]) {
  const written: (typeof employees.$inferSelect)[] = [];
  for (const part of chunks(rows, BULK_ROWS)) written.push(...(await db.insert(employees).values(part).returning()));
  return written;
}

export async function insertDeployments(db: Queryable, rows: readonly (typeof employeeContractDeployments.$inferInsert)[]) {
  for (const part of chunks(rows, BULK_ROWS)) await db.insert(employeeContractDeployments).values(part);
}

/** The employees of these ids the reach covers (power edit reads them all in one query, locked until the transaction ends). */
export async function employeesForUpdate(db: Queryable, companyId: string, input: { ids: readonly string[]; reach: EmployeeReach }) {
  const { ids, reach } = input;
  if (!ids.length) return [];
  return db
    .select()
    .from(employees)
    .where(and(eq(employees.companyId, companyId), inArray(employees.id, [...ids]), reachCondition(reach)))
    .for('update');
}

export type EmployeeInsert = typeof employees.$inferInsert;

export async function insertEmployee(db: Queryable, values: EmployeeInsert): Promise<string> {
  const [row] = await db.insert(employees).values(values).returning({ id: employees.id });
  return row!.id;
}

/** Saves against the version read: the new version, or null when someone saved in between. */
export async function updateEmployee(
  db: Queryable,
  companyId: string,
  update: { id: string; expectedVersion: number; changes: Partial<EmployeeInsert> },
): Promise<number | null> {
  const row = await updateVersioned(db, companyId, {
    table: employees,
    id: update.id,
    expectedVersion: update.expectedVersion,
    set: update.changes,
  });
  return row?.version ?? null;
}

export async function deploymentsOf(db: Queryable, companyId: string, employeeId: string) {
  return db
    .select({
      id: employeeContractDeployments.id,
      contractId: employeeContractDeployments.contractId,
      locationId: employeeContractDeployments.locationId,
      from: employeeContractDeployments.fromDate,
      to: employeeContractDeployments.toDate,
      contractName: clientContracts.name,
      locationName: clientContractLocations.name,
    })
    .from(employeeContractDeployments)
    .innerJoin(
      clientContracts,
      and(
        eq(clientContracts.companyId, employeeContractDeployments.companyId),
        eq(clientContracts.id, employeeContractDeployments.contractId),
      ),
    )
    .leftJoin(
      clientContractLocations,
      and(
        eq(clientContractLocations.companyId, employeeContractDeployments.companyId),
        eq(clientContractLocations.id, employeeContractDeployments.locationId),
      ),
    )
    .where(and(eq(employeeContractDeployments.companyId, companyId), eq(employeeContractDeployments.employeeId, employeeId)))
    .orderBy(sql`${employeeContractDeployments.fromDate} nulls first`, asc(clientContracts.name));
}

export async function replaceDeployments(
  db: Queryable,
  companyId: string,
  input: { employeeId: string; deployments: readonly { contractId: string; locationId: string; from: string | null; to: string | null }[] },
) {
  const { employeeId, deployments } = input;
  await db
    .delete(employeeContractDeployments)
    .where(and(eq(employeeContractDeployments.companyId, companyId), eq(employeeContractDeployments.employeeId, employeeId)));
  if (deployments.length === 0) return;
  await db.insert(employeeContractDeployments).values(
    deployments.map((deployment) => ({
      companyId,
      employeeId,
      contractId: deployment.contractId,
      locationId: deployment.locationId,
      fromDate: deployment.from,
      toDate: deployment.to,
    })),
  );
}

export async function familyOf(db: Queryable, companyId: string, employeeId: string) {
  return db
    .select()
    .from(employeeFamily)
    .where(and(eq(employeeFamily.companyId, companyId), eq(employeeFamily.employeeId, employeeId)))
    .orderBy(asc(employeeFamily.createdAt), asc(employeeFamily.id));
}

export async function findFamilyMember(db: Queryable, companyId: string, input: { employeeId: string; memberId: string }) {
  const { employeeId, memberId } = input;
  const [row] = await db
    .select()
    .from(employeeFamily)
    .where(and(eq(employeeFamily.companyId, companyId), eq(employeeFamily.employeeId, employeeId), eq(employeeFamily.id, memberId)));
  return row;
}

export type FamilyInsert = typeof employeeFamily.$inferInsert;

export async function insertFamilyMember(db: Queryable, values: FamilyInsert) {
  const [row] = await db.insert(employeeFamily).values(values).returning();
  return row!;
}

/** Saves against the version read; undefined when someone saved in between. */
export async function updateFamilyMember(
  db: Queryable,
  companyId: string,
  update: { id: string; expectedVersion: number; changes: Partial<FamilyInsert> },
) {
  return updateVersioned(db, companyId, {
    table: employeeFamily,
    id: update.id,
    expectedVersion: update.expectedVersion,
    set: update.changes,
  });
}

export async function deleteFamilyMember(db: Queryable, companyId: string, memberId: string) {
  await db.delete(employeeFamily).where(and(eq(employeeFamily.companyId, companyId), eq(employeeFamily.id, memberId)));
}

export async function findPhoto(db: Queryable, companyId: string, employeeId: string) {
  const [row] = await db
    .select()
    .from(employeePhotos)
    .where(and(eq(employeePhotos.companyId, companyId), eq(employeePhotos.employeeId, employeeId)));
  return row;
}

export async function hasPhoto(db: Queryable, companyId: string, employeeId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: employeePhotos.employeeId })
    .from(employeePhotos)
    .where(and(eq(employeePhotos.companyId, companyId), eq(employeePhotos.employeeId, employeeId)));
  return !!row;
}

export async function savePhoto(db: Queryable, values: typeof employeePhotos.$inferInsert) {
  await db
    .insert(employeePhotos)
    .values(values)
    .onConflictDoUpdate({
      target: [employeePhotos.companyId, employeePhotos.employeeId],
      set: { contentType: values.contentType, content: values.content, updatedAt: values.updatedAt },
    });
}

export async function deletePhoto(db: Queryable, companyId: string, employeeId: string) {
  await db.delete(employeePhotos).where(and(eq(employeePhotos.companyId, companyId), eq(employeePhotos.employeeId, employeeId)));
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

export async function employeeExists(db: Queryable, companyId: string, employeeId: string) {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)));
  return !!row;
}

/** Which of these ids are the company's employees (the managers a record may name). */
export async function existingEmployeeIds(db: Queryable, companyId: string, ids: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Set();
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), inArray(employees.id, wanted)));
  return new Set(rows.map((row) => row.id));
}

/** The employment number of the company's most recently added employee, if any. */
export async function latestEmploymentNumber(db: Queryable, companyId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ number: employees.employmentNumber })
    .from(employees)
    .where(eq(employees.companyId, companyId))
    .orderBy(sql`${employees.createdAt} desc`, sql`${employees.employmentNumber} desc`)
    .limit(1);
  return row?.number;
}

/** The highest number written after this prefix (case aside) among the company's employment numbers, as decimal digits. */
export async function highestNumberAfter(db: Queryable, companyId: string, prefix: string): Promise<string | undefined> {
  const length = prefix.length;
  const suffix = sql`substr(${employees.employmentNumber}, ${length + 1})`;
  const [row] = await db
    .select({ highest: sql<string | null>`max((${suffix})::numeric)::text` })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, companyId),
        eq(sql`left(lower(${employees.employmentNumber}), ${length})`, prefix.toLowerCase()),
        sql`${suffix} ~ '^[0-9]{1,30}$'`,
      ),
    );
  return row?.highest ?? undefined;
}
