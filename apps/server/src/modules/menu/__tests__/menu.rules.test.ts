import { describe, expect, it } from 'vitest';
import { menuAccess, sessionAccess, type MenuNode } from '@tenaga/contracts';
import type { RequestAuth } from '../../../plugins/authenticate.ts';
import { menuNames, menuRoutes, toMenuItems } from '../menu.rules.ts';
import { createMenuService } from '../menu.service.ts';

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
      { name: 'employeeAdd', path: '/employees/add', order: 2, developed: false },
    ],
  },
  { name: 'home', path: '/home', order: 1, type: 'tab', developed: true },
];

describe('toMenuItems', () => {
  it('keeps developed items and parents of developed children, ordered by meta.order at each level', () => {
    expect(toMenuItems(TREE)).toEqual([
      { name: 'home', path: '/home', meta: { order: 1, type: 'tab' }, developed: true, onboarding: false },
      {
        name: 'employee',
        meta: { order: 2, icon: 'team' },
        developed: true,
        onboarding: false,
        children: [
          { name: 'employeeList', path: '/employees', meta: { order: 1 }, developed: true, onboarding: false },
          { name: 'employeeImport', path: '/employees/import', meta: { order: 3 }, developed: true, onboarding: true },
        ],
      },
    ]);
  });

  it('drops a parent whose children are all undeveloped', () => {
    expect(toMenuItems([{ name: 'payroll', order: 1, developed: false, children: [{ name: 'payrun', path: '/payroll/payrun', order: 1, developed: false }] }])).toEqual([]);
  });

  it('passes the onboarding flag down unless an item sets its own', () => {
    const items = toMenuItems(TREE, true);
    expect(items[1]!.children!.map((child) => child.onboarding)).toEqual([true, true]);
    expect(items[0]!.onboarding).toBe(true);
  });
});

describe('menuRoutes and menuNames', () => {
  it('lists a route for every item with a path, at any depth', () => {
    const items = toMenuItems(TREE);
    expect(menuRoutes(items)).toEqual([
      { name: 'home', path: '/home' },
      { name: 'employeeList', path: '/employees' },
      { name: 'employeeImport', path: '/employees/import' },
    ]);
    expect(menuNames(items)).toEqual(['home', 'employee', 'employeeList', 'employeeImport']);
  });
});

describe('menu service', () => {
  const auth: RequestAuth = {
    sessionId: 's',
    companyId: 'c',
    userId: 'u',
    roleId: null,
    employeeId: null,
    impersonatorUserId: null,
    deviceId: null,
    language: 'en',
    loginAt: new Date(0),
  };

  it('grants the developed menus and refuses the rest with FORBIDDEN (403)', async () => {
    const menu = createMenuService();
    await expect(menu.authorize(auth, menuAccess('companyAccount', 'edit'))).resolves.toBeUndefined();
    await expect(menu.authorize(auth, menuAccess('mailOutbox', 'view'))).resolves.toBeUndefined();
    await expect(menu.authorize(auth, sessionAccess)).resolves.toBeUndefined();
    const refused = menu.authorize(auth, menuAccess('payrun', 'edit'));
    await expect(refused).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });
});
