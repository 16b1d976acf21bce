import { describe, expect, it } from 'vitest';
import type { MenuTreeNode } from '@tenaga/contracts';
import { grantsForCopy, permissionRows, rowLevel, sameGrants, setRowLevel } from '../components/permission-tree.model.ts';
import { changedRoleIds, editCell } from '../components/navigation-matrix.model.ts';

const node = (
  name: string,
  { area, developed, children }: { readonly area: MenuTreeNode['area']; readonly developed: boolean; readonly children?: MenuTreeNode[] },
): MenuTreeNode => ({
  name,
  area,
  order: 1,
  developed,
  ...(children ? { children } : {}),
});

const TREE = {
  main: [
    node('home', { area: 'main', developed: true }),
    node('employee', { area: 'main', developed: false, children: [node('employeeList', { area: 'main', developed: false })] }),
  ],
  setting: [
    node('companyAccount', { area: 'setting', developed: true }),
    node('accessLevel', {
      area: 'setting',
      developed: true,
      children: [
        node('roles', { area: 'setting', developed: true }),
        node('permissionTemplates', { area: 'setting', developed: true }),
        node('users', { area: 'setting', developed: true }),
      ],
    }),
    node('payrunSetting', {
      area: 'setting',
      developed: true,
      children: [
        node('payrunSettings', { area: 'setting', developed: false }),
        node('statutoryCalculator', { area: 'setting', developed: true }),
      ],
    }),
  ],
};

describe('permission rows', () => {
  it('lists developed items only, nested as the tree is, each area first', () => {
    expect(permissionRows(TREE).map((row) => `${'-'.repeat(row.depth)}${row.name}:${row.kind}`)).toEqual([
      'main:area',
      '-home:item',
      'setting:area',
      '-companyAccount:item',
      '-accessLevel:group',
      '--roles:item',
      '--permissionTemplates:item',
      '--users:item',
      '-payrunSetting:group',
      '--statutoryCalculator:item',
    ]);
  });

  it('a group covers its developed items; an area covers everything in it', () => {
    const rows = permissionRows(TREE);
    expect(rows.find((row) => row.name === 'payrunSetting')?.leaves).toEqual(['statutoryCalculator']);
    expect(rows.find((row) => row.key === 'area:setting')?.leaves).toEqual([
      'companyAccount',
      'roles',
      'permissionTemplates',
      'users',
      'statutoryCalculator',
    ]);
  });

  it('filters by area', () => {
    expect(permissionRows(TREE, ['main']).map((row) => row.name)).toEqual(['main', 'home']);
  });
});

describe('levels of a row', () => {
  const group = permissionRows(TREE).find((row) => row.name === 'accessLevel')!;

  it('a group shows its items’ common level, or mixed', () => {
    expect(rowLevel({}, group)).toBe('none');
    expect(rowLevel({ roles: 'view', permissionTemplates: 'view', users: 'view' }, group)).toBe('view');
    expect(rowLevel({ roles: 'edit', permissionTemplates: 'view' }, group)).toBe('mixed');
  });

  it('setting a group sets every item under it and leaves the others alone', () => {
    const grants = setRowLevel({ home: 'view', roles: 'view' }, group, 'edit');
    expect(grants).toEqual({ home: 'view', roles: 'edit', permissionTemplates: 'edit', users: 'edit' });
  });

  it('No access removes the grants: the levels are MenuGrants naming only what is granted', () => {
    expect(setRowLevel({ home: 'view', roles: 'edit', users: 'view' }, group, 'none')).toEqual({ home: 'view' });
  });

  it('a copy drops grants on group names and keeps items of modules not built yet', () => {
    expect(grantsForCopy({ accessLevel: 'edit', roles: 'edit', employee: 'edit', employeeList: 'view' }, TREE)).toEqual({
      roles: 'edit',
      employeeList: 'view',
    });
  });

  it('compares grants item by item', () => {
    expect(sameGrants({ home: 'view', roles: undefined }, { home: 'view' })).toBe(true);
    expect(sameGrants({ home: 'view' }, { home: 'edit' })).toBe(false);
  });
});

describe('navigation matrix edits', () => {
  const rows = permissionRows(TREE);
  const group = rows.find((row) => row.name === 'accessLevel')!;
  const home = rows.find((row) => row.name === 'home')!;
  const loaded = { a: { home: 'view' as const }, b: { home: 'edit' as const } };

  it('a cell edit changes only that role; a group cell sets the role’s items under it', () => {
    const edits = editCell({ edits: {}, loaded, roleId: 'a', row: group, level: 'view' });
    expect(edits).toEqual({ a: { home: 'view', roles: 'view', permissionTemplates: 'view', users: 'view' } });
    expect(changedRoleIds(edits, loaded)).toEqual(['a']);
  });

  it('an edit undone is no change', () => {
    const once = editCell({ edits: {}, loaded, roleId: 'b', row: home, level: 'none' });
    const undone = editCell({ edits: once, loaded, roleId: 'b', row: home, level: 'edit' });
    expect(changedRoleIds(once, loaded)).toEqual(['b']);
    expect(changedRoleIds(undone, loaded)).toEqual([]);
  });
});
