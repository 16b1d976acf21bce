import { and, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { TableRequest } from '@tenaga/contracts';
import { permissionTemplates, roles, users } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';
import { updateVersioned } from '../../db/update-versioned.ts';
import { likePattern, orderOf, pageOf } from '../../lib/table.ts';

export type RoleRow = typeof roles.$inferSelect;
export type TemplateRow = typeof permissionTemplates.$inferSelect;

// Written out: drizzle leaves columns of a one-table select unqualified, which a subquery would misread.
const userCount =
  sql<number>`(select count(*) from users u where u.company_id = "roles"."company_id" and u.role_id = "roles"."id")`.mapWith(Number);

export async function findRole(db: Queryable, companyId: string, roleId: string) {
  const [row] = await db
    .select({ role: roles, userCount })
    .from(roles)
    .where(and(eq(roles.companyId, companyId), eq(roles.id, roleId)));
  return row;
}

export async function findRoleByName(db: Queryable, companyId: string, name: string) {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.companyId, companyId), sql`lower(${roles.name}) = lower(${name})`));
  return row;
}

/** A role's grants by id, for the permission cache. */
export async function findRoleGrants(db: Queryable, companyId: string, roleId: string) {
  const [row] = await db
    .select({
      systemKey: roles.systemKey,
      version: roles.version,
      dataScope: roles.dataScope,
      menuGrants: roles.menuGrants,
      fieldGrants: roles.fieldGrants,
    })
    .from(roles)
    .where(and(eq(roles.companyId, companyId), eq(roles.id, roleId)));
  return row;
}

/** Every role of the company with what it grants, in the caller's transaction. */
export async function listRoleGrants(db: Queryable, companyId: string) {
  return db
    .select({
      id: roles.id,
      systemKey: roles.systemKey,
      dataScope: roles.dataScope,
      menuGrants: roles.menuGrants,
      fieldGrants: roles.fieldGrants,
    })
    .from(roles)
    .where(eq(roles.companyId, companyId));
}

/** The default roles in their natural order, then the company's own by name. */
const DEFAULT_ROLES_FIRST = sql`case ${roles.systemKey} when 'administrator' then 0 when 'hrManager' then 1 when 'manager' then 2 when 'employee' then 3 else 4 end`;

const ROLE_SORTABLE = { name: roles.name, userCount, updatedAt: roles.updatedAt } as const;

export async function roleTable(db: Queryable, companyId: string, request: TableRequest) {
  const scope = eq(roles.companyId, companyId);
  const text = request.search.value;
  const search = text ? or(ilike(roles.name, likePattern(text)), ilike(roles.description, likePattern(text))) : undefined;
  const page = pageOf(request);
  const rows = await db
    .select({ role: roles, userCount })
    .from(roles)
    .where(and(scope, search))
    .orderBy(...orderOf(request, ROLE_SORTABLE, [DEFAULT_ROLES_FIRST, sql`lower(${roles.name})`]))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(roles).where(scope);
  const [filtered] = search ? await db.select({ value: count() }).from(roles).where(and(scope, search)) : [total];
  return { rows, recordsTotal: total?.value ?? 0, recordsFiltered: filtered?.value ?? 0 };
}

export async function insertRoles(db: Queryable, rows: (typeof roles.$inferInsert)[]) {
  return db.insert(roles).values(rows).returning();
}

/** The company's roles for the pickers: the default ones in their order, then the others by name. */
export async function roleOptions(db: Queryable, companyId: string) {
  return db
    .select({ id: roles.id, text: roles.name, systemKey: roles.systemKey })
    .from(roles)
    .where(eq(roles.companyId, companyId))
    .orderBy(
      sql`case ${roles.systemKey} when 'administrator' then 0 when 'hrManager' then 1 when 'manager' then 2 when 'employee' then 3 else 4 end`,
      sql`lower(${roles.name})`,
    );
}

export async function insertRole(db: Queryable, row: typeof roles.$inferInsert) {
  const [created] = await db.insert(roles).values(row).returning();
  return created!;
}

/** Writes only when the version read is still current; undefined means someone saved first. */
export async function updateRole(
  db: Queryable,
  companyId: string,
  update: { id: string; expectedVersion: number; changes: Partial<typeof roles.$inferInsert> },
) {
  return updateVersioned(db, companyId, { table: roles, id: update.id, expectedVersion: update.expectedVersion, set: update.changes });
}

export async function deleteRole(db: Queryable, companyId: string, roleId: string) {
  await db.delete(roles).where(and(eq(roles.companyId, companyId), eq(roles.id, roleId)));
}

/** Users of a role, for telling them at once that their access changed. */
export async function roleUserIds(db: Queryable, companyId: string, roleId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.roleId, roleId)));
  return rows.map((row) => row.id);
}

export async function listTemplates(db: Queryable, companyId: string) {
  return db
    .select()
    .from(permissionTemplates)
    .where(eq(permissionTemplates.companyId, companyId))
    .orderBy(sql`lower(${permissionTemplates.name})`);
}

export async function findTemplate(db: Queryable, companyId: string, templateId: string) {
  const [row] = await db
    .select()
    .from(permissionTemplates)
    .where(and(eq(permissionTemplates.companyId, companyId), eq(permissionTemplates.id, templateId)));
  return row;
}

export async function findTemplateByName(db: Queryable, companyId: string, name: string) {
  const [row] = await db
    .select({ id: permissionTemplates.id })
    .from(permissionTemplates)
    .where(and(eq(permissionTemplates.companyId, companyId), sql`lower(${permissionTemplates.name}) = lower(${name})`));
  return row;
}

export async function insertTemplate(db: Queryable, row: typeof permissionTemplates.$inferInsert) {
  const [created] = await db.insert(permissionTemplates).values(row).returning();
  return created!;
}

/** Writes only when the version read is still current; undefined means someone saved first. */
export async function updateTemplate(
  db: Queryable,
  companyId: string,
  update: { id: string; expectedVersion: number; changes: Partial<typeof permissionTemplates.$inferInsert> },
) {
  return updateVersioned(db, companyId, {
    table: permissionTemplates,
    id: update.id,
    expectedVersion: update.expectedVersion,
    set: update.changes,
  });
}

export async function deleteTemplate(db: Queryable, companyId: string, templateId: string) {
  await db.delete(permissionTemplates).where(and(eq(permissionTemplates.companyId, companyId), eq(permissionTemplates.id, templateId)));
}

/**
 * Roles that reach every employee and grant a menu item at this level (the Administrator always):
 * whom a module tells of something about the whole company's records (a contract about to end).
 */
export async function rolesGranting(db: Queryable, companyId: string, input: { menu: string; level: 'view' | 'edit' }): Promise<string[]> {
  const rows = await db
    .select({ id: roles.id, systemKey: roles.systemKey, dataScope: roles.dataScope, menuGrants: roles.menuGrants })
    .from(roles)
    .where(eq(roles.companyId, companyId));
  return rows
    .filter((row) => {
      if (row.systemKey === 'administrator') return true;
      const granted = (row.menuGrants as Record<string, string | undefined>)[input.menu];
      return row.dataScope === 'all' && (granted === 'edit' || (granted === 'view' && input.level === 'view'));
    })
    .map((row) => row.id);
}
