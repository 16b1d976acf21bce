import {
  DEFAULT_ROLE_GRANTS,
  entityFieldLevels,
  FIELD_ENTITIES,
  FIELD_LEVELS,
  satisfies,
  type FieldEntity,
  type FieldLevel,
  type FieldLevels,
  type FieldScope,
  type AccessLevel,
  type Grants,
  type MenuGrants,
  type MenuItem,
  type MenuName,
  type MenuNode,
  type MenuResponse,
} from '@tenaga/contracts';

export type { Grants };

/**
 * A role's effective grants: the locked Administrator always has everything, by default every
 * item of the product's menus (the service passes the menus it serves).
 */
export function effectiveGrants(
  role: { systemKey: string | null } & Grants,
  administrator: Grants = DEFAULT_ROLE_GRANTS.administrator,
): Grants {
  return role.systemKey === 'administrator' ? administrator : role;
}

/** Everything in the given menus at edit level: what the Administrator has. */
export function grantsOfEverything(nodes: readonly MenuNode[]): Grants {
  const names = (items: readonly MenuNode[]): string[] => items.flatMap((item) => [item.name, ...names(item.children ?? [])]);
  return {
    dataScope: 'all',
    menuGrants: Object.fromEntries(names(nodes).map((name) => [name, 'edit'])) as MenuGrants,
    fieldGrants: { public: {}, private: {} },
  };
}

export const isLockedRole = (role: { systemKey: string | null }) => role.systemKey === 'administrator';

/**
 * A menu as a role sees it: developed items it grants, their groups, children by order, each with
 * the level granted (spec §3 menu data).
 */
export function menuForGrants(nodes: readonly MenuNode[], grants: MenuGrants): MenuItem[] {
  return [...nodes]
    .sort((a, b) => a.order - b.order)
    .flatMap((node): MenuItem[] => {
      const children = node.children?.length ? menuForGrants(node.children, grants) : undefined;
      if (node.children?.length && !children?.length) return [];
      const level = grants[node.name as MenuName];
      if (!node.children?.length && (!node.developed || !level)) return [];
      return [
        {
          name: node.name,
          ...(node.path ? { path: node.path } : {}),
          meta: {
            order: node.order,
            ...(node.type ? { type: node.type } : {}),
            ...(node.icon ? { icon: node.icon } : {}),
            ...(level ? { access: level } : {}),
          },
          developed: true,
          onboarding: node.onboarding ?? false,
          ...(children?.length ? { children } : {}),
        },
      ];
    });
}

/** Routes of a menu: every item with both a path and a name (spec §2). */
export function menuRoutes(items: readonly MenuItem[]): MenuResponse['routes'] {
  return items.flatMap((item) => [
    ...(item.path && item.name ? [{ name: item.name, path: item.path }] : []),
    ...menuRoutes(item.children ?? []),
  ]);
}

export function menuResponse(nodes: readonly MenuNode[], grants: MenuGrants): MenuResponse {
  const ui = menuForGrants(nodes, grants);
  return { ui, routes: menuRoutes(ui) };
}

/**
 * Whether `holder` has at least every grant of `other`. Nobody may hand out, or act as someone
 * with, more access than they have themselves.
 */
export function coversGrants(holder: MenuGrants, other: MenuGrants): boolean {
  return (Object.entries(other) as [MenuName, AccessLevel][]).every(([name, level]) => satisfies(holder[name], level));
}

/** The grants of `other` that `holder` lacks, for a clear refusal. */
export function grantsBeyond(holder: MenuGrants, other: MenuGrants): MenuName[] {
  return (Object.entries(other) as [MenuName, AccessLevel][])
    .filter(([name, level]) => !satisfies(holder[name], level))
    .map(([name]) => name);
}

const SCOPE_RANK = { self: 0, team: 1, all: 2 } as const;
const FIELD_SCOPES: readonly FieldScope[] = ['public', 'private'];

/** What `other` allows beyond `holder`: menu items, a wider data scope, higher field levels. */
export interface AccessBeyond {
  readonly menus: MenuName[];
  readonly dataScope: boolean;
  readonly fields: boolean;
}

/**
 * Every way `other` reaches further than `holder`: its menu grants, whose records it reaches, and
 * each field's effective level (which the menu grants cap) on others' records and on one's own.
 */
export function accessBeyond(holder: Grants, other: Grants): AccessBeyond {
  const fields = FIELD_SCOPES.some((scope) => {
    const held = fieldLevelsFor(holder, scope);
    const wanted = fieldLevelsFor(other, scope);
    return Object.entries(wanted).some(([entity, levels]) =>
      Object.entries(levels).some(
        ([field, level]) =>
          FIELD_LEVELS.indexOf(level) > FIELD_LEVELS.indexOf((held[entity as FieldEntity] as Record<string, FieldLevel>)[field] ?? 'none'),
      ),
    );
  });
  return {
    menus: grantsBeyond(holder.menuGrants, other.menuGrants),
    dataScope: SCOPE_RANK[other.dataScope] > SCOPE_RANK[holder.dataScope],
    fields,
  };
}

export const isBeyond = (beyond: AccessBeyond) => beyond.menus.length > 0 || beyond.dataScope || beyond.fields;

/** Field levels on each entity (all of them unless named) that grants give, in one scope. */
export function fieldLevelsFor(grants: Grants, scope: FieldScope, entities: readonly FieldEntity[] = FIELD_ENTITIES): FieldLevels {
  return Object.fromEntries(
    entities.map((entity) => [
      entity,
      entityFieldLevels({ entity, menuGrants: grants.menuGrants, fieldGrants: grants.fieldGrants, scope }),
    ]),
  );
}

/** What the audit trail keeps of a role or a template. */
export const grantsAuditView = (row: {
  name: string;
  description: string;
  dataScope: string;
  menuGrants: MenuGrants;
  fieldGrants: unknown;
}) => ({
  name: row.name,
  description: row.description,
  dataScope: row.dataScope,
  menuGrants: row.menuGrants,
  fieldGrants: row.fieldGrants,
});
