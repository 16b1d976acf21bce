import {
  buildMenuTree,
  compactGrants,
  getMainMenu,
  getSettingMenu,
  FIELD_CATALOG,
  FIELD_ENTITIES,
  FIELD_LEVELS,
  fieldLevel,
  MAIN_MENU,
  SETTINGS_MENU,
  entityFieldLevels,
  satisfies,
  type DefaultRoleKey,
  type FieldEntity,
  type FieldKey,
  type FieldLevel,
  type FieldLevels,
  type FieldScope,
  type MenuNode,
  type MenuResponse,
  type Role,
  type RoleBody,
  type RoleChanges,
  type RoutePermission,
  type TableRequest,
} from '@tenaga/contracts';
import type { Database } from '../../db/client.ts';
import type { TenantRunner, Transaction } from '../../db/tenant.ts';
import { AppError, notFound, versionConflict } from '../../lib/app-error.ts';
import { changedFields, writeAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Translate } from '../../lib/i18n.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import { PreparedResponse } from '../../plugins/route-binding.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import * as repo from './access.repository.ts';
import {
  effectiveGrants as effectiveGrantsOf,
  fieldLevelsFor,
  accessBeyond,
  grantsAuditView,
  grantsOfEverything,
  isBeyond,
  isLockedRole,
  menuResponse,
  type Grants,
} from './access.rules.ts';
import { createTemplates } from './access.templates.ts';
import { assertWritableFields, projectFields } from './field-access.ts';

/** Everything a role allows, resolved once per role version and kept in memory. */
export interface ResolvedAccess extends Grants {
  readonly locked: boolean;
  readonly main: MenuResponse;
  readonly setting: MenuResponse;
  /** The menus as the API sends them, checked and serialised once. */
  readonly prepared: { readonly main: PreparedResponse<typeof getMainMenu>; readonly setting: PreparedResponse<typeof getSettingMenu> };
}

const EMPTY_MENU: MenuResponse = { ui: [], routes: [] };
const NO_ACCESS: ResolvedAccess = {
  dataScope: 'self',
  menuGrants: {},
  fieldGrants: { public: {}, private: {} },
  locked: false,
  main: EMPTY_MENU,
  setting: EMPTY_MENU,
  prepared: { main: PreparedResponse.of(getMainMenu, EMPTY_MENU), setting: PreparedResponse.of(getSettingMenu, EMPTY_MENU) },
};

/** Roles resolved in this process; a role's version is part of the key, so a change is never served stale. */
const CACHE_LIMIT = 2_000;

export interface AccessServiceDeps {
  db: Database;
  tenant: TenantRunner;
  clock: Clock;
  realtime: () => Realtime | null;
  translate: Translate;
  /** The product's menu trees; tests and the benchmark pass larger ones. */
  menus?: { main: readonly MenuNode[]; setting: readonly MenuNode[] };
}

export function createAccessService(deps: AccessServiceDeps) {
  const { tenant, clock } = deps;
  const menus = deps.menus ?? { main: MAIN_MENU, setting: SETTINGS_MENU };
  const resolved = new Map<string, ResolvedAccess>();
  const everything = grantsOfEverything([...menus.main, ...menus.setting]);
  const effectiveGrants = (role: { systemKey: string | null } & Grants) => effectiveGrantsOf(role, everything);

  function resolve(role: { systemKey: string | null } & Grants): ResolvedAccess {
    const grants = effectiveGrants(role);
    const main = menuResponse(menus.main, grants.menuGrants);
    const setting = menuResponse(menus.setting, grants.menuGrants);
    return {
      ...grants,
      locked: isLockedRole(role),
      main,
      setting,
      prepared: { main: PreparedResponse.of(getMainMenu, main), setting: PreparedResponse.of(getSettingMenu, setting) },
    };
  }

  function remember(roleId: string, row: { version: number; systemKey: string | null } & Grants): ResolvedAccess {
    const key = `${roleId}:${row.version}`;
    const known = resolved.get(key);
    if (known) return known;
    const access = resolve(row);
    if (resolved.size >= CACHE_LIMIT) resolved.delete(resolved.keys().next().value!);
    resolved.set(key, access);
    return access;
  }

  /** The caller's access: from memory when this role version was seen before, else one query. */
  async function accessOf(auth: Pick<RequestAuth, 'companyId' | 'roleId' | 'roleVersion'>): Promise<ResolvedAccess> {
    if (!auth.roleId) return NO_ACCESS;
    const cached = resolved.get(`${auth.roleId}:${auth.roleVersion}`);
    if (cached) return cached;
    return (await roleAccess(auth.companyId, auth.roleId)) ?? NO_ACCESS;
  }

  /** What a role allows, read now (another module assigning the role checks it). */
  async function roleAccess(companyId: string, roleId: string): Promise<ResolvedAccess | undefined> {
    const row = await tenant(companyId, (tx) => repo.findRoleGrants(tx, companyId, roleId));
    return row ? remember(roleId, row) : undefined;
  }

  /** The caller's field levels on one entity; 'private' when the record is their own. */
  async function fieldLevelsOf<E extends FieldEntity>(auth: RequestAuth, entity: E, scope: FieldScope) {
    const access = await accessOf(auth);
    return entityFieldLevels({ entity, menuGrants: access.menuGrants, fieldGrants: access.fieldGrants, scope });
  }

  /**
   * Nobody hands out, or acts on an account with, more than they have: menu grants, whose records
   * (data scope) and field levels beyond the caller's own are refused, naming what is beyond.
   */
  async function assertWithinOwnAccess(auth: RequestAuth, grants: Grants) {
    const beyond = accessBeyond(await accessOf(auth), grants);
    if (!isBeyond(beyond)) return;
    const items = [
      ...beyond.menus.map((name) => deps.translate(auth.language, `menu:${name}`)),
      ...(beyond.dataScope ? [deps.translate(auth.language, 'access:roles.fields.dataScope')] : []),
      ...(beyond.fields ? [deps.translate(auth.language, 'access:roles.fields.fieldGrants')] : []),
    ];
    throw new AppError('GRANT_EXCEEDS_OWN_ACCESS', { values: { items: items.join(', ') } });
  }

  async function toRole(auth: RequestAuth, row: repo.RoleRow, userCount: number): Promise<Role> {
    const levels = await fieldLevelsOf(auth, 'role', 'public');
    return {
      id: row.id,
      systemKey: (row.systemKey as DefaultRoleKey | null) ?? null,
      locked: isLockedRole(row),
      userCount,
      updatedAt: row.updatedAt.getTime(),
      version: row.version,
      ...projectFields(levels, effectiveGrantsRecord(row)),
    };
  }

  const effectiveGrantsRecord = (row: repo.RoleRow) => {
    const grants = effectiveGrants(row);
    return {
      name: row.name,
      description: row.description,
      dataScope: grants.dataScope,
      menuGrants: grants.menuGrants,
      fieldGrants: grants.fieldGrants,
    };
  };

  /** Tells the users of a role, wherever they are signed in, that their access changed (spec §4). */
  function announcePermissionChange(companyId: string, roleId: string, userIds: string[]) {
    deps.realtime()?.toUsers({ companyId, userIds }, 'message', {
      appid: 1,
      title: 'permission-change',
      extras: { companyID: companyId, permissionID: [roleId], userID: userIds },
    });
  }

  const templates = createTemplates({ tenant, clock, translate: deps.translate });

  return {
    ...templates,
    accessOf,
    roleAccess,
    assertWithinOwnAccess,
    fieldLevelsOf,

    /**
     * The company's roles that give at least this level on a field of other people's records, with
     * whose records they reach, in the caller's transaction (who is told of a change to that field).
     */
    async rolesGranting(tx: Transaction, companyId: string, input: { field: FieldKey; level: FieldLevel }) {
      const rows = await repo.listRoleGrants(tx, companyId);
      return rows.flatMap((row) => {
        const grants = effectiveGrants(row);
        const level = fieldLevel({ menuGrants: grants.menuGrants, fieldGrants: grants.fieldGrants, field: input.field, scope: 'public' });
        return FIELD_LEVELS.indexOf(level) >= FIELD_LEVELS.indexOf(input.level) ? [{ id: row.id, dataScope: grants.dataScope }] : [];
      });
    },

    /** The company's roles for the pickers, in the caller's transaction. */
    roleOptions: (tx: Transaction, companyId: string) => repo.roleOptions(tx, companyId),

    /** The one check every route runs (app.ts): the role must grant the contract's menu item at its level. */
    async authorize(auth: RequestAuth, permission: RoutePermission): Promise<void> {
      if (permission.kind !== 'menu') return;
      const access = await accessOf(auth);
      const granted =
        satisfies(access.menuGrants[permission.menu], permission.level) ||
        (permission.ownMenu !== undefined && satisfies(access.menuGrants[permission.ownMenu], permission.level));
      if (!granted) throw new AppError('FORBIDDEN');
    },

    mainMenu: async (auth: RequestAuth) => (await accessOf(auth)).prepared.main,
    settingMenu: async (auth: RequestAuth) => (await accessOf(auth)).prepared.setting,

    menuTree: () => buildMenuTree(menus),

    async myFieldLevels(auth: RequestAuth, scope: FieldScope): Promise<FieldLevels> {
      return fieldLevelsFor(await accessOf(auth), scope);
    },

    /** Field levels on the records of one menu item; on the caller's own employee record, the private ones. */
    async menuFieldLevels(auth: RequestAuth, menu: string, employeeId: string | undefined): Promise<FieldLevels> {
      const entities = FIELD_ENTITIES.filter((entity) => FIELD_CATALOG[entity].menu === menu || FIELD_CATALOG[entity].ownMenu === menu);
      const scope: FieldScope = employeeId !== undefined && employeeId === auth.employeeId ? 'private' : 'public';
      return fieldLevelsFor(await accessOf(auth), scope, entities);
    },

    async roleTable(auth: RequestAuth, request: TableRequest) {
      const page = await tenant(auth.companyId, (tx) => repo.roleTable(tx, auth.companyId, request));
      const data = await Promise.all(
        page.rows.map(async ({ role, userCount }) => {
          const { menuGrants: _m, fieldGrants: _f, ...summary } = await toRole(auth, role, userCount);
          return summary;
        }),
      );
      return { data, recordsTotal: page.recordsTotal, recordsFiltered: page.recordsFiltered };
    },

    async getRole(auth: RequestAuth, roleId: string): Promise<Role> {
      const found = await tenant(auth.companyId, (tx) => repo.findRole(tx, auth.companyId, roleId));
      if (!found) throw notFound();
      return toRole(auth, found.role, found.userCount);
    },

    async roleMenu(auth: RequestAuth, roleId: string, menu: string) {
      const found = await tenant(auth.companyId, (tx) => repo.findRole(tx, auth.companyId, roleId));
      if (!found) throw notFound();
      const grants = effectiveGrants(found.role).menuGrants as Record<string, 'view' | 'edit' | undefined>;
      const find = (nodes: readonly MenuNode[]): MenuNode | undefined =>
        nodes.map((node) => (node.name === menu ? node : find(node.children ?? []))).find(Boolean);
      const root = find(menus.main) ?? find(menus.setting);
      if (!root) throw notFound();
      const flatten = (
        node: MenuNode,
        depth: number,
      ): { name: string; path: string | null; level: 'view' | 'edit' | null; depth: number }[] => [
        { name: node.name, path: node.path ?? null, level: grants[node.name] ?? null, depth },
        ...[...(node.children ?? [])].sort((a, b) => a.order - b.order).flatMap((child) => flatten(child, depth + 1)),
      ];
      return flatten(root, 0);
    },

    async createRole(auth: RequestAuth, actor: Actor, body: RoleBody): Promise<Role> {
      const levels = await fieldLevelsOf(auth, 'role', 'public');
      assertWritableFields(levels, body);
      const menuGrants = compactGrants(body.menuGrants);
      await assertWithinOwnAccess(auth, { dataScope: body.dataScope, menuGrants, fieldGrants: body.fieldGrants });
      const role = await tenant(auth.companyId, async (tx) => {
        if (await repo.findRoleByName(tx, auth.companyId, body.name))
          throw new AppError('NAME_TAKEN', { fieldErrors: { name: 'validation:unique' } });
        const now = clock.now();
        const row = await repo.insertRole(tx, {
          companyId: auth.companyId,
          name: body.name,
          description: body.description,
          dataScope: body.dataScope,
          menuGrants,
          fieldGrants: body.fieldGrants,
          createdAt: now,
          updatedAt: now,
        });
        await writeAudit(tx, actor, { entity: 'role', entityId: row.id, action: 'create', after: grantsAuditView(row) });
        return row;
      });
      return toRole(auth, role, 0);
    },

    async updateRole(auth: RequestAuth, actor: Actor, body: RoleChanges): Promise<Role> {
      const { id, version, ...changes } = body;
      const levels = await fieldLevelsOf(auth, 'role', 'public');
      assertWritableFields(levels, changes);
      if (changes.menuGrants) changes.menuGrants = compactGrants(changes.menuGrants);
      if (changes.menuGrants || changes.dataScope || changes.fieldGrants) {
        // The role as it would be after the change (the version check below keeps it so).
        const current = await tenant(auth.companyId, (tx) => repo.findRole(tx, auth.companyId, id));
        if (current && !isLockedRole(current.role))
          await assertWithinOwnAccess(auth, {
            dataScope: changes.dataScope ?? current.role.dataScope,
            menuGrants: changes.menuGrants ?? current.role.menuGrants,
            fieldGrants: changes.fieldGrants ?? current.role.fieldGrants,
          } as Grants);
      }
      const result = await tenant(auth.companyId, async (tx) => {
        const found = await repo.findRole(tx, auth.companyId, id);
        if (!found) throw notFound();
        if (isLockedRole(found.role)) throw new AppError('ROLE_LOCKED');
        if (
          changes.name &&
          changes.name.toLowerCase() !== found.role.name.toLowerCase() &&
          (await repo.findRoleByName(tx, auth.companyId, changes.name))
        ) {
          throw new AppError('NAME_TAKEN', { fieldErrors: { name: 'validation:unique' } });
        }
        const updated = await repo.updateRole(tx, auth.companyId, {
          id,
          expectedVersion: version,
          changes: { ...changes, updatedAt: clock.now() },
        });
        if (!updated) throw versionConflict();
        await writeAudit(tx, actor, {
          entity: 'role',
          entityId: id,
          action: 'update',
          ...changedFields(grantsAuditView(found.role), grantsAuditView(updated)),
        });
        return { updated, userCount: found.userCount, userIds: await repo.roleUserIds(tx, auth.companyId, id) };
      });
      announcePermissionChange(auth.companyId, id, result.userIds);
      return toRole(auth, result.updated, result.userCount);
    },

    async deleteRole(auth: RequestAuth, actor: Actor, roleId: string): Promise<void> {
      await tenant(auth.companyId, async (tx) => {
        const found = await repo.findRole(tx, auth.companyId, roleId);
        if (!found) throw notFound();
        if (isLockedRole(found.role)) throw new AppError('ROLE_LOCKED');
        if (found.userCount > 0) throw new AppError('ROLE_IN_USE', { values: { count: found.userCount } });
        await repo.deleteRole(tx, auth.companyId, roleId);
        await writeAudit(tx, actor, { entity: 'role', entityId: roleId, action: 'delete', before: grantsAuditView(found.role) });
      });
    },
  };
}

export type AccessService = ReturnType<typeof createAccessService>;
