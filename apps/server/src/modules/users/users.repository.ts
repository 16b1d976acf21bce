import { and, count, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { TableRequest, UserStatus } from '@tenaga/contracts';
import { employees, roles, users } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';
import { updateVersioned } from '../../db/update-versioned.ts';
import { likePattern, orderOf, pageOf } from '../../lib/table.ts';

const fullNameSql = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;
const employeeNameSql = sql<
  string | null
>`case when ${employees.id} is null then null else '(' || ${employees.employmentNumber} || ') ' || trim(${employees.firstName} || ' ' || ${employees.lastName}) end`;

const userColumns = { user: users, roleName: roles.name, roleSystemKey: roles.systemKey, employeeName: employeeNameSql };

function withJoins(db: Queryable) {
  return db
    .select(userColumns)
    .from(users)
    .leftJoin(roles, and(eq(roles.companyId, users.companyId), eq(roles.id, users.roleId)))
    .leftJoin(employees, and(eq(employees.companyId, users.companyId), eq(employees.id, users.employeeId)));
}
export type UserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>;

export async function findUser(db: Queryable, companyId: string, userId: string) {
  const [row] = await withJoins(db).where(and(eq(users.companyId, companyId), eq(users.id, userId)));
  return row;
}

const SORTABLE = {
  fullName: sql`lower(${fullNameSql})`,
  username: sql`lower(${users.username})`,
  lastLoginAt: users.lastLoginAt,
  roleName: sql`lower(${roles.name})`,
} as const;

export interface UserTableFilter {
  readonly roleIds?: string[] | undefined;
  readonly status?: UserStatus | undefined;
  /** Only the accounts of employees working at one of these sites. */
  readonly siteIds?: string[] | undefined;
}

/** `searchEmail`: false when the caller may not see addresses, so a search cannot reveal them. */
export async function userTable(
  db: Queryable,
  companyId: string,
  input: {
    request: TableRequest & { filter: UserTableFilter };
    searchEmail: boolean;
  },
) {
  const { request, searchEmail } = input;
  const scope = eq(users.companyId, companyId);
  const text = request.search.value;
  const conditions = and(
    scope,
    text
      ? or(
          ilike(fullNameSql, likePattern(text)),
          ilike(users.username, likePattern(text)),
          searchEmail ? ilike(users.email, likePattern(text)) : undefined,
        )
      : undefined,
    request.filter.roleIds?.length ? inArray(users.roleId, request.filter.roleIds) : undefined,
    request.filter.status ? eq(users.active, request.filter.status === 'active') : undefined,
    request.filter.siteIds ? inArray(employees.siteId, request.filter.siteIds) : undefined,
  );
  const page = pageOf(request);
  const rows = await withJoins(db)
    .where(conditions)
    .orderBy(...orderOf(request, SORTABLE, [sql`lower(${fullNameSql})`, sql`${users.id}`]))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(users).where(scope);
  const [filtered] = await db
    .select({ value: count() })
    .from(users)
    .leftJoin(roles, and(eq(roles.companyId, users.companyId), eq(roles.id, users.roleId)))
    .leftJoin(employees, and(eq(employees.companyId, users.companyId), eq(employees.id, users.employeeId)))
    .where(conditions);
  return { rows, recordsTotal: total?.value ?? 0, recordsFiltered: filtered?.value ?? 0 };
}

export async function usernameTaken(
  db: Queryable,
  companyId: string,
  input: { username: string; exceptUserId?: string | undefined },
): Promise<boolean> {
  const { username, exceptUserId } = input;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(sql`lower(${users.username})`, username.toLowerCase()),
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

export async function userOfEmployee(db: Queryable, companyId: string, input: { employeeId: string; exceptUserId?: string | undefined }) {
  const { employeeId, exceptUserId } = input;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.employeeId, employeeId), exceptUserId ? ne(users.id, exceptUserId) : undefined))
    .limit(1);
  return row;
}

export async function insertUser(db: Queryable, row: typeof users.$inferInsert) {
  const [created] = await db.insert(users).values(row).returning({ id: users.id });
  return created!.id;
}

/** Invited now (again): shown as invited until they choose a password. */
export async function markInvited(db: Queryable, companyId: string, input: { userId: string; at: Date }) {
  await db
    .update(users)
    .set({ invitedAt: input.at })
    .where(and(eq(users.companyId, companyId), eq(users.id, input.userId)));
}

/** Writes only when the version read is still current; undefined means someone saved first. */
export async function updateUser(
  db: Queryable,
  companyId: string,
  update: { id: string; expectedVersion: number; changes: Partial<typeof users.$inferInsert> },
) {
  return updateVersioned(db, companyId, { table: users, id: update.id, expectedVersion: update.expectedVersion, set: update.changes });
}

export async function deleteUser(db: Queryable, companyId: string, userId: string) {
  await db.delete(users).where(and(eq(users.companyId, companyId), eq(users.id, userId)));
}

/** Active users of the locked Administrator role, other than `exceptUserId`. */
export async function otherActiveAdministrators(db: Queryable, companyId: string, exceptUserId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .innerJoin(roles, and(eq(roles.companyId, users.companyId), eq(roles.id, users.roleId)))
    .where(and(eq(users.companyId, companyId), eq(roles.systemKey, 'administrator'), eq(users.active, true), ne(users.id, exceptUserId)));
  return row?.value ?? 0;
}

export async function statusCounts(db: Queryable, companyId: string) {
  const [row] = await db
    .select({ total: count(), active: sql<number>`count(*) filter (where ${users.active})`.mapWith(Number) })
    .from(users)
    .where(eq(users.companyId, companyId));
  return { total: row?.total ?? 0, active: row?.active ?? 0, inactive: (row?.total ?? 0) - (row?.active ?? 0) };
}

export async function selection(db: Queryable, companyId: string) {
  return db
    .select({ id: users.id, text: fullNameSql, username: users.username })
    .from(users)
    .where(eq(users.companyId, companyId))
    .orderBy(sql`lower(${fullNameSql})`);
}

/** Employees still working (no cessation date, or one still ahead) and without an account. */
export async function unassignedEmployees(db: Queryable, companyId: string, input: { today: string; employeeIds?: string[] }) {
  const { today, employeeIds } = input;
  return db
    .select({
      id: employees.id,
      employmentNumber: employees.employmentNumber,
      firstName: employees.firstName,
      lastName: employees.lastName,
      email: employees.email,
    })
    .from(employees)
    .leftJoin(users, and(eq(users.companyId, employees.companyId), eq(users.employeeId, employees.id)))
    .where(
      and(
        eq(employees.companyId, companyId),
        isNull(users.id),
        or(isNull(employees.cessationDate), sql`${employees.cessationDate} >= ${today}`),
        employeeIds ? inArray(employees.id, employeeIds) : undefined,
      ),
    )
    .orderBy(sql`lower(${employees.firstName} || ' ' || ${employees.lastName})`);
}

/** Usernames already taken among candidates, lower-cased. */
export async function takenUsernames(db: Queryable, companyId: string, candidates: string[]): Promise<Set<string>> {
  if (candidates.length === 0) return new Set();
  const rows = await db
    .select({ username: sql<string>`lower(${users.username})` })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        inArray(
          sql`lower(${users.username})`,
          candidates.map((name) => name.toLowerCase()),
        ),
      ),
    );
  return new Set(rows.map((row) => row.username));
}

/** Users who follow the company's region settings (no language of their own). */
export async function usersFollowingCompanyRegion(db: Queryable, companyId: string) {
  return db
    .select({
      id: users.id,
      language: users.language,
      timezone: users.timezone,
      dateFormat: users.dateFormat,
      timeFormat: users.timeFormat,
      currency: users.currency,
    })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        or(isNull(users.language), isNull(users.timezone), isNull(users.dateFormat), isNull(users.timeFormat), isNull(users.currency)),
      ),
    );
}

/** Accounts that may sign in: the dashboard's active users. */
export async function activeUserCount(db: Queryable, companyId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.active, true)));
  return Number(row?.value ?? 0);
}

// ———————————————————————————————— the account as sign-in uses it (auth) ————————————————————————————————

/** A user by username or email, case-insensitively. */
export async function findUserByLogin(db: Queryable, companyId: string, login: string) {
  const lowered = login.toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), or(eq(sql`lower(${users.username})`, lowered), eq(sql`lower(${users.email})`, lowered))))
    .orderBy(sql`lower(${users.username}) = ${lowered} desc`)
    .limit(1);
  return user;
}

/** The account's row as it is stored (its password hash included). */
export async function findAccount(db: Queryable, companyId: string, userId: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
  return user;
}

/**
 * A password the user chose themself (changed, reset, or an invitation accepted): nothing left to
 * change at the next login, no invitation pending. The account's version counts the change.
 */
export async function setPasswordHash(db: Queryable, companyId: string, change: { userId: string; passwordHash: string; at: Date }) {
  const { userId, passwordHash, at } = change;
  await updateVersioned(db, companyId, {
    table: users,
    id: userId,
    expectedVersion: null,
    set: { passwordHash, passwordChangedAt: at, mustChangePassword: false, invitedAt: null, updatedAt: at },
  });
}

/** The user's own region and language (null: the company's); the record's version counts the change. */
export async function saveOwnRegionLanguage(
  db: Queryable,
  companyId: string,
  change: {
    userId: string;
    changes: Partial<Pick<typeof users.$inferInsert, 'language' | 'timezone' | 'dateFormat' | 'timeFormat' | 'currency'>>;
    at: Date;
  },
) {
  await updateVersioned(db, companyId, {
    table: users,
    id: change.userId,
    expectedVersion: null,
    set: { ...change.changes, updatedAt: change.at },
  });
}

/** When the account last signed in. */
export async function recordLogin(db: Queryable, companyId: string, login: { userId: string; at: Date }) {
  const { userId, at } = login;
  await db
    .update(users)
    .set({ lastLoginAt: at })
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
}

/** The accounts of an employee (their audit history includes what was done to them). */
export async function accountIdsOfEmployee(db: Queryable, companyId: string, employeeId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.employeeId, employeeId)));
  return rows.map((row) => row.id);
}

/** The active accounts holding any of these roles, with the employee each one is. */
export async function activeAccountsWithRoles(
  db: Queryable,
  companyId: string,
  roleIds: readonly string[],
): Promise<{ id: string; roleId: string; employeeId: string | null }[]> {
  if (roleIds.length === 0) return [];
  const rows = await db
    .select({ id: users.id, roleId: users.roleId, employeeId: users.employeeId })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.active, true), inArray(users.roleId, [...roleIds])))
    .orderBy(users.id);
  return rows.map((row) => ({ id: row.id, roleId: row.roleId!, employeeId: row.employeeId }));
}
