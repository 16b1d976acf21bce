import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_GRANTS, fieldLevel, MENU_NAMES, type FieldGrants, type MenuNode } from '@tenaga/contracts';
import { coversGrants, effectiveGrants, grantsBeyond, menuResponse } from '../access.rules.ts';

const TREE: MenuNode[] = [
  { name: 'reports', path: '/reports', order: 3, developed: false },
  {
    name: 'employee',
    order: 2,
    icon: 'team',
    developed: false,
    children: [
      { name: 'employeeImport', path: '/employees/import', order: 3, developed: true, onboarding: true },
      { name: 'employeeList', path: '/employees', order: 1, developed: true },
      { name: 'employeeAdd', path: '/employees/add', order: 2, developed: true },
    ],
  },
  { name: 'home', path: '/home', order: 1, type: 'tab', developed: true },
];

describe('menuResponse', () => {
  it('keeps developed items the role grants, with their level, and groups that keep a child, by order', () => {
    expect(menuResponse(TREE, { home: 'view', employeeList: 'edit', employeeImport: 'view', reports: 'edit' })).toEqual({
      ui: [
        { name: 'home', path: '/home', meta: { order: 1, type: 'tab', access: 'view' }, developed: true, onboarding: false },
        {
          name: 'employee',
          meta: { order: 2, icon: 'team' },
          developed: true,
          onboarding: false,
          children: [
            { name: 'employeeList', path: '/employees', meta: { order: 1, access: 'edit' }, developed: true, onboarding: false },
            { name: 'employeeImport', path: '/employees/import', meta: { order: 3, access: 'view' }, developed: true, onboarding: true },
          ],
        },
      ],
      routes: [
        { name: 'home', path: '/home' },
        { name: 'employeeList', path: '/employees' },
        { name: 'employeeImport', path: '/employees/import' },
      ],
    });
  });

  it('drops a group none of whose children is granted, and an undeveloped item even when granted', () => {
    expect(menuResponse(TREE, { employeeAdd: undefined, reports: 'edit' })).toEqual({ ui: [], routes: [] });
  });
});

describe('who may hand out what', () => {
  it('covers equal or lower levels only', () => {
    expect(coversGrants({ users: 'edit', roles: 'view' }, { users: 'view', roles: 'view' })).toBe(true);
    expect(coversGrants({ users: 'edit', roles: 'view' }, { roles: 'edit' })).toBe(false);
    expect(grantsBeyond({ users: 'edit' }, { users: 'edit', payrun: 'view', roles: 'edit' })).toEqual(['payrun', 'roles']);
  });

  it('the Administrator always has every item of the product at edit level, whatever is stored', () => {
    const grants = effectiveGrants({
      systemKey: 'administrator',
      dataScope: 'self',
      menuGrants: {},
      fieldGrants: { public: {}, private: {} },
    });
    expect(Object.keys(grants.menuGrants).sort()).toEqual([...MENU_NAMES].sort());
    expect(new Set(Object.values(grants.menuGrants))).toEqual(new Set(['edit']));
    expect(effectiveGrants({ systemKey: 'hrManager', ...DEFAULT_ROLE_GRANTS.employee })).toMatchObject({ dataScope: 'self' });
  });

  it('the default roles narrow from HR Manager to Employee', () => {
    expect(coversGrants(DEFAULT_ROLE_GRANTS.administrator.menuGrants, DEFAULT_ROLE_GRANTS.hrManager.menuGrants)).toBe(true);
    expect(coversGrants(DEFAULT_ROLE_GRANTS.hrManager.menuGrants, DEFAULT_ROLE_GRANTS.manager.menuGrants)).toBe(true);
    expect(coversGrants(DEFAULT_ROLE_GRANTS.manager.menuGrants, DEFAULT_ROLE_GRANTS.employee.menuGrants)).toBe(true);
    expect(coversGrants(DEFAULT_ROLE_GRANTS.employee.menuGrants, DEFAULT_ROLE_GRANTS.manager.menuGrants)).toBe(false);
    // HR may look at who has access, not change it; billing is not theirs.
    expect(DEFAULT_ROLE_GRANTS.hrManager.menuGrants).toMatchObject({ roles: 'view', users: 'view', auditTrail: 'view', payrun: 'edit' });
    expect(DEFAULT_ROLE_GRANTS.hrManager.menuGrants.subscription).toBeUndefined();
  });
});

describe('fieldLevel', () => {
  const none: FieldGrants = { public: {}, private: {} };

  it('follows the menu grant when the role names no field', () => {
    expect(fieldLevel({ menuGrants: { users: 'edit' }, fieldGrants: none, field: 'user.email', scope: 'public' })).toBe('edit');
    expect(fieldLevel({ menuGrants: { users: 'view' }, fieldGrants: none, field: 'user.email', scope: 'public' })).toBe('view');
    expect(fieldLevel({ menuGrants: {}, fieldGrants: none, field: 'user.email', scope: 'public' })).toBe('none');
  });

  it('lets a field grant narrow the menu grant but never widen it', () => {
    expect(
      fieldLevel({
        menuGrants: { users: 'edit' },
        fieldGrants: { public: { 'user.email': 'view' }, private: {} },
        field: 'user.email',
        scope: 'public',
      }),
    ).toBe('view');
    expect(
      fieldLevel({
        menuGrants: { users: 'edit' },
        fieldGrants: { public: { 'user.email': 'none' }, private: {} },
        field: 'user.email',
        scope: 'public',
      }),
    ).toBe('none');
    expect(
      fieldLevel({
        menuGrants: { users: 'view' },
        fieldGrants: { public: { 'user.email': 'edit' }, private: {} },
        field: 'user.email',
        scope: 'public',
      }),
    ).toBe('view');
  });

  it('on the caller’s own record: the higher of the two menus, narrowed by the private grant', () => {
    expect(fieldLevel({ menuGrants: { account: 'edit' }, fieldGrants: none, field: 'user.email', scope: 'private' })).toBe('edit');
    expect(fieldLevel({ menuGrants: { account: 'view', users: 'edit' }, fieldGrants: none, field: 'user.email', scope: 'private' })).toBe(
      'edit',
    );
    expect(
      fieldLevel({
        menuGrants: { account: 'edit' },
        fieldGrants: { public: {}, private: { 'user.email': 'view' } },
        field: 'user.email',
        scope: 'private',
      }),
    ).toBe('view');
    expect(
      fieldLevel({ menuGrants: {}, fieldGrants: { public: {}, private: { 'user.email': 'edit' } }, field: 'user.email', scope: 'private' }),
    ).toBe('none');
  });
});
