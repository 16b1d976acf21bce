import { describe, expect, it } from 'vitest';
import { API_MODULES, MAIN_MENU, RECORD_ROUTES, SETTINGS_MENU, type MenuNode } from '../index.ts';
import { withDeveloped } from '../product-menu.ts';
import { RECORD_ROUTES as GENERATED_RECORD_ROUTES } from '../record-routes.ts';

const developed = (nodes: readonly MenuNode[]): string[] =>
  nodes.flatMap((node) => [...(node.developed ? [node.name] : []), ...developed(node.children ?? [])]);

describe('the product menu', () => {
  it('gives the web every module’s record pages as the generated list says (npm run generate)', () => {
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    expect([...GENERATED_RECORD_ROUTES].sort(byName)).toEqual([...RECORD_ROUTES].sort(byName));
  });

  it('marks developed exactly the items the API modules claim', () => {
    expect(developed([...MAIN_MENU, ...SETTINGS_MENU]).sort()).toEqual(API_MODULES.flatMap((module) => module.menu).sort());
  });

  it('has each item claimed by one module at most, and modules with distinct names', () => {
    const claims = API_MODULES.flatMap((module) => module.menu);
    expect(claims.filter((name, index) => claims.indexOf(name) !== index)).toEqual([]);
    const names = API_MODULES.map((module) => module.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('puts every record page under an item some module claims, with a path of its own', () => {
    const claimed = new Set<string>(API_MODULES.flatMap((module) => module.menu));
    expect(RECORD_ROUTES.filter((route) => !claimed.has(route.under))).toEqual([]);
    const paths = RECORD_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('marks a group developed through no claim of its own, and keeps every other property', () => {
    const tree = withDeveloped(
      [{ name: 'group', order: 1, icon: 'team', children: [{ name: 'leaf', path: '/leaf', order: 1 }] }],
      new Set(['leaf']),
    );
    expect(tree).toEqual([
      { name: 'group', order: 1, icon: 'team', developed: false, children: [{ name: 'leaf', path: '/leaf', order: 1, developed: true }] },
    ]);
  });
});
