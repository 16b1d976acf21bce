import type { MenuNode } from './menu.ts';
import { MAIN_MENU, SETTINGS_MENU } from './product-menu.ts';
import type { MenuTreeNode } from './modules/roles.contracts.ts';

/** The two menus of a tree: the product's own unless a test or the benchmark passes others. */
export interface MenuTreeSource {
  readonly main: readonly MenuNode[];
  readonly setting: readonly MenuNode[];
}

/**
 * The product's whole menu as the role editor grants it, each level by its order. The server serves
 * it and the web app builds the same one when its user may not read it: one function, so the two
 * can never differ. A group counts as developed when one of its children is, since granting the
 * group is how its developed pages are reached.
 */
export function buildMenuTree(menus: MenuTreeSource = { main: MAIN_MENU, setting: SETTINGS_MENU }): {
  main: MenuTreeNode[];
  setting: MenuTreeNode[];
} {
  return { main: areaTree(menus.main, 'main'), setting: areaTree(menus.setting, 'setting') };
}

function areaTree(nodes: readonly MenuNode[], area: MenuTreeNode['area']): MenuTreeNode[] {
  return [...nodes]
    .sort((a, b) => a.order - b.order)
    .map((node) => ({
      name: node.name,
      ...(node.path ? { path: node.path } : {}),
      order: node.order,
      developed: node.developed || (node.children ?? []).some((child) => child.developed),
      area,
      ...(node.children?.length ? { children: areaTree(node.children, area) } : {}),
    }));
}
