import { describe, expect, it } from 'vitest';
import { MAIN_MENU, SETTINGS_MENU } from '../product-menu.ts';
import type { MenuNode } from '../menu.ts';
import { buildMenuTree } from '../menu-tree.ts';
import type { MenuTreeNode } from '../modules/roles.contracts.ts';

const names = (nodes: readonly MenuTreeNode[]) => nodes.map((node) => node.name);

describe('buildMenuTree', () => {
  const menus: { main: MenuNode[]; setting: MenuNode[] } = {
    main: [
      { name: 'later', path: '/later', order: 3, developed: false },
      {
        name: 'group',
        order: 2,
        developed: false,
        children: [
          { name: 'second', path: '/group/second', order: 2, developed: true },
          { name: 'first', path: '/group/first', order: 1, developed: false },
        ],
      },
      { name: 'home', path: '/home', order: 1, developed: true },
    ],
    setting: [
      { name: 'empty', order: 1, developed: false, children: [] },
      { name: 'unbuilt', order: 2, developed: false, children: [{ name: 'page', path: '/settings/page', order: 1, developed: false }] },
    ],
  };

  it('orders each level by its order and marks each node with its area', () => {
    const tree = buildMenuTree(menus);
    expect(names(tree.main)).toEqual(['home', 'group', 'later']);
    expect(names(tree.main[1]!.children!)).toEqual(['first', 'second']);
    expect(tree.main[1]!.children!.every((node) => node.area === 'main')).toBe(true);
    expect(tree.setting.every((node) => node.area === 'setting')).toBe(true);
  });

  it('counts a group as developed when one of its children is, and not otherwise', () => {
    const tree = buildMenuTree(menus);
    expect(tree.main[1]).toMatchObject({ name: 'group', developed: true });
    expect(tree.main[1]!.children!.map((node) => node.developed)).toEqual([false, true]);
    expect(tree.setting[1]).toMatchObject({ name: 'unbuilt', developed: false });
  });

  it('leaves out a path a node does not have and children it has none of', () => {
    const tree = buildMenuTree(menus);
    expect(tree.main[1]).not.toHaveProperty('path');
    expect(tree.main[0]).toEqual({ name: 'home', path: '/home', order: 1, developed: true, area: 'main' });
    expect(tree.setting[0]).toEqual({ name: 'empty', order: 1, developed: false, area: 'setting' });
  });

  it('does not reorder the menus it is given', () => {
    buildMenuTree(menus);
    expect(menus.main.map((node) => node.name)).toEqual(['later', 'group', 'home']);
  });

  it('builds the product menu by default: every item of both menus, developed where the product has built it', () => {
    const tree = buildMenuTree();
    expect(tree).toEqual(buildMenuTree({ main: MAIN_MENU, setting: SETTINGS_MENU }));
    const count = (nodes: readonly { children?: readonly unknown[] | undefined }[]): number =>
      nodes.reduce((total, node) => total + 1 + count((node.children ?? []) as typeof nodes), 0);
    expect(count(tree.main)).toBe(count(MAIN_MENU));
    expect(count(tree.setting)).toBe(count(SETTINGS_MENU));
    expect(tree.main.find((node) => node.name === 'employee')).toMatchObject({ developed: true });
    // A settings group whose only built page is one child (the statutory calculator).
    expect(tree.setting.find((node) => node.name === 'payrunSetting')).toMatchObject({ developed: true });
  });
});
