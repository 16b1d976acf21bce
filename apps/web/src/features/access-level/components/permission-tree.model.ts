import type { AccessLevel, MenuGrants, MenuName, MenuTreeNode } from '@tenaga/contracts';

/** One choice of the permission tree: 'none' is "No access" (the grant is absent). */
export type LevelChoice = 'none' | AccessLevel;
/** A group whose items do not all have the same level. */
export type RowLevel = LevelChoice | 'mixed';

export const LEVEL_CHOICES: readonly LevelChoice[] = ['none', 'view', 'edit'];

export type MenuArea = MenuTreeNode['area'];
export const MENU_AREAS: readonly MenuArea[] = ['main', 'setting'];

/** A row of the permission tree: an area (main menu, settings), a group of items, or one item. */
export interface PermissionRow {
  readonly key: string;
  /** The menu name; for an area row, the area. */
  readonly name: string;
  readonly kind: 'area' | 'group' | 'item';
  readonly area: MenuArea;
  readonly depth: number;
  /** The developed items this row sets: itself for an item, everything under it for a group. */
  readonly leaves: readonly MenuName[];
}

function developedLeaves(node: MenuTreeNode): MenuName[] {
  if (!node.children?.length) return node.developed ? [node.name as MenuName] : [];
  return node.children.flatMap(developedLeaves);
}

function nodeRows(node: MenuTreeNode, depth: number): PermissionRow[] {
  const leaves = developedLeaves(node);
  if (!leaves.length) return [];
  if (!node.children?.length) return [{ key: node.name, name: node.name, kind: 'item', area: node.area, depth, leaves }];
  return [
    { key: node.name, name: node.name, kind: 'group', area: node.area, depth, leaves },
    ...node.children.flatMap((child) => nodeRows(child, depth + 1)),
  ];
}

/**
 * The rows of the product's developed menu items, nested as the tree is, each area first with a
 * row of its own. Items of modules not built yet are left out: granting them shows nothing.
 */
export function permissionRows(
  tree: Readonly<Record<MenuArea, readonly MenuTreeNode[]>>,
  areas: readonly MenuArea[] = MENU_AREAS,
): PermissionRow[] {
  return areas.flatMap((area) => {
    const rows = tree[area].flatMap((node) => nodeRows(node, 1));
    if (!rows.length) return [];
    const leaves = rows.filter((row) => row.kind === 'item').flatMap((row) => row.leaves);
    return [{ key: `area:${area}`, name: area, kind: 'area' as const, area, depth: 0, leaves }, ...rows];
  });
}

/** The level a row shows: its items' common level, or 'mixed'. */
export function rowLevel(grants: MenuGrants, row: Pick<PermissionRow, 'leaves'>): RowLevel {
  const levels = new Set(row.leaves.map((name): LevelChoice => grants[name] ?? 'none'));
  if (levels.size === 0) return 'none';
  return levels.size === 1 ? [...levels][0]! : 'mixed';
}

/** Sets every item of a row (a group sets all its children); grants of other items stay as they are. */
export function setRowLevel(grants: MenuGrants, row: Pick<PermissionRow, 'leaves'>, level: LevelChoice): MenuGrants {
  const next: MenuGrants = { ...grants };
  for (const name of row.leaves) {
    if (level === 'none') delete next[name];
    else next[name] = level;
  }
  return next;
}

function groupNames(nodes: readonly MenuTreeNode[]): string[] {
  return nodes.flatMap((node) => (node.children?.length ? [node.name, ...groupNames(node.children)] : []));
}

/**
 * Grants for a new role copied from a template or a role: groups are shown by their items, so a
 * grant on a group name (the Administrator has them all) says nothing and is dropped; it would
 * only make a caller without it unable to save.
 */
export function grantsForCopy(grants: MenuGrants, tree: Readonly<Record<MenuArea, readonly MenuTreeNode[]>>): MenuGrants {
  const groups = new Set(MENU_AREAS.flatMap((area) => groupNames(tree[area])));
  return Object.fromEntries(Object.entries(grants).filter(([name, level]) => level !== undefined && !groups.has(name))) as MenuGrants;
}

/** Whether two sets of grants say the same for every item. */
export function sameGrants(a: MenuGrants, b: MenuGrants): boolean {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<MenuName>;
  return [...names].every((name) => a[name] === b[name]);
}
