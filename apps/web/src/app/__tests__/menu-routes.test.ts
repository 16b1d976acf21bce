import { describe, expect, it } from 'vitest';
import type { MenuItem, MenuResponse } from '@tenaga/contracts';
import {
  landingPath,
  matchesAnyPath,
  menuSignature,
  PRODUCT_PATHS,
  settingsItems,
  settingsLandingPath,
  visibleMenu,
  withRecordRoutes,
  withReportRoutes,
} from '../menu-routes.ts';

const item = (name: string, path: string | undefined, order: number, extra: Partial<MenuItem> = {}): MenuItem => ({
  name,
  ...(path ? { path } : {}),
  meta: { order },
  developed: true,
  onboarding: false,
  ...extra,
});

describe('landingPath (spec §2)', () => {
  it('is the first main entry by order', () => {
    const main: MenuResponse = { ui: [item('timeoff', '/timeoff', 2), item('home', '/home', 1)], routes: [] };
    expect(landingPath(main)).toBe('/home');
  });

  it('is the first child by order when the first entry has children', () => {
    const main: MenuResponse = {
      ui: [item('employee', undefined, 1, { children: [item('employeeAdd', '/employees/add', 2), item('employeeList', '/employees', 1)] })],
      routes: [],
    };
    expect(landingPath(main)).toBe('/employees');
  });

  it('is the entry itself when its first child is a tab', () => {
    const main: MenuResponse = {
      ui: [item('payroll', '/payroll', 1, { children: [{ ...item('payrun', '/payroll/payrun', 1), meta: { order: 1, type: 'tab' } }] })],
      routes: [],
    };
    expect(landingPath(main)).toBe('/payroll');
  });

  it('is undefined for an empty menu', () => {
    expect(landingPath({ ui: [], routes: [] })).toBeUndefined();
  });
});

describe('settings routes (spec §2 settings area)', () => {
  const setting: MenuResponse = {
    ui: [
      item('regionLanguage', '/settings/region-language', 2),
      item('companyAccount', '/settings/company-account', 3),
      item('onboardingStep', '/settings/onboarding', 1, { onboarding: true }),
      { ...item('header', '/settings/header', 0), meta: { order: 0, type: 'dummy' } },
      item('billing', '/settings/billing', 4, { developed: false }),
    ],
    routes: [],
  };

  it('keeps developed, non-onboarding, non-dummy items, by order', () => {
    expect(settingsItems(setting).map((entry) => entry.name)).toEqual(['regionLanguage', 'companyAccount']);
    expect(settingsLandingPath(setting)).toBe('/settings/region-language');
  });

  it('falls back to the company account page', () => {
    expect(settingsLandingPath({ ui: [], routes: [] })).toBe('/settings/company-account');
  });
});

describe('visibleMenu', () => {
  const main: MenuResponse = {
    ui: [item('home', '/home', 1), item('myProfile', '/profile', 2)],
    routes: [
      { name: 'home', path: '/home' },
      { name: 'myProfile', path: '/profile' },
    ],
  };

  it('drops my-profile for a user without an employee record', () => {
    expect(visibleMenu(main, { hasEmployee: false }).routes.map((route) => route.name)).toEqual(['home']);
    expect(visibleMenu(main, { hasEmployee: false }).ui.map((entry) => entry.name)).toEqual(['home']);
  });

  it('keeps it for a user with one', () => {
    expect(visibleMenu(main, { hasEmployee: true })).toBe(main);
  });

  it('signs the set of route names regardless of order', () => {
    const reversed = { ...main, routes: [...main.routes].reverse() };
    expect(menuSignature(main, { ui: [], routes: [] })).toBe(menuSignature(reversed, { ui: [], routes: [] }));
  });
});

describe('withReportRoutes (spec §2)', () => {
  it('adds the report table and designer routes when the menu has reports without them', () => {
    const main: MenuResponse = { ui: [], routes: [{ name: 'reports', path: '/reports' }] };
    expect(withReportRoutes(main).routes).toEqual([
      { name: 'reports', path: '/reports' },
      { name: 'reportTable', path: '/reports/:id/' },
      { name: 'reportEdit', path: '/reports/:id/edit' },
    ]);
  });

  it('leaves a menu without reports, or with its own report routes, as it is', () => {
    const withoutReports: MenuResponse = { ui: [], routes: [{ name: 'home', path: '/home' }] };
    expect(withReportRoutes(withoutReports)).toBe(withoutReports);
    const complete: MenuResponse = {
      ui: [],
      routes: [
        { name: 'reports', path: '/reports' },
        { name: 'reportTable', path: '/r/:id' },
        { name: 'reportEdit', path: '/r/:id/e' },
      ],
    };
    expect(withReportRoutes(complete)).toBe(complete);
  });
});

describe('withRecordRoutes: the client contract profile (spec §2 named route contractProfile)', () => {
  it('adds the contract profile for a menu that grants the active contracts', () => {
    const main: MenuResponse = { ui: [], routes: [{ name: 'contractsActive', path: '/contracts/active' }] };
    expect(withRecordRoutes(main).routes).toEqual([
      { name: 'contractsActive', path: '/contracts/active' },
      { name: 'contractProfile', path: '/contracts/:id/profile' },
    ]);
  });

  it('leaves a menu without the active contracts (only the archived ones, say) as it is', () => {
    const archivedOnly: MenuResponse = { ui: [], routes: [{ name: 'contractsArchived', path: '/contracts/archived' }] };
    expect(withRecordRoutes(archivedOnly)).toBe(archivedOnly);
  });
});

describe('withRecordRoutes: a settings page’s record (the leave balance import)', () => {
  it('adds the import to a settings menu that grants the time off assignment', () => {
    const setting: MenuResponse = { ui: [], routes: [{ name: 'timeoffAssignment', path: '/settings/timeoff/assignment' }] };
    expect(withRecordRoutes(setting).routes).toEqual([
      { name: 'timeoffAssignment', path: '/settings/timeoff/assignment' },
      { name: 'timeoffBalanceImport', path: '/settings/timeoff/assignment/import' },
    ]);
  });
});

describe('withRecordRoutes: a settings page’s record (the pay item import)', () => {
  it('adds the import to a settings menu that grants the pay item assignment', () => {
    const setting: MenuResponse = { ui: [], routes: [{ name: 'exemptionAssignment', path: '/settings/exemption/assignment' }] };
    expect(withRecordRoutes(setting).routes).toEqual([
      { name: 'exemptionAssignment', path: '/settings/exemption/assignment' },
      { name: 'exemptionImport', path: '/settings/exemption/assignment/import' },
    ]);
  });
});

describe('withRecordRoutes: the employee profile (spec §2 named route employeeProfile)', () => {
  it('adds the employee profile for a menu that grants the employee list', () => {
    const main: MenuResponse = { ui: [], routes: [{ name: 'employeeList', path: '/employees' }] };
    expect(withRecordRoutes(main).routes).toEqual([
      { name: 'employeeList', path: '/employees' },
      { name: 'employeeProfile', path: '/employee/:id/profile' },
    ]);
  });

  it('leaves a menu with only My profile as it is', () => {
    const ownOnly: MenuResponse = { ui: [], routes: [{ name: 'myProfile', path: '/profile' }] };
    expect(withRecordRoutes(ownOnly)).toBe(ownOnly);
  });
});

describe('product paths', () => {
  it('knows a record page by its pattern, so a deep link without access is lost access, not "not found"', () => {
    expect(matchesAnyPath(PRODUCT_PATHS, '/employee/0b5cad00-0000-4000-8000-000000000001/profile')).toBe(true);
    expect(matchesAnyPath(PRODUCT_PATHS, '/employees/')).toBe(true);
    expect(matchesAnyPath(PRODUCT_PATHS, '/employee/1/profile/extra')).toBe(false);
    expect(matchesAnyPath(PRODUCT_PATHS, '/no-such-page')).toBe(false);
  });
});

describe('withRecordRoutes: every record page at once', () => {
  it('adds each record page whose list is granted, once', () => {
    const main: MenuResponse = {
      ui: [],
      routes: [
        { name: 'employeeList', path: '/employees' },
        { name: 'contractsActive', path: '/contracts/active' },
        { name: 'employeeProfile', path: '/employee/:id/profile' },
      ],
    };
    expect(withRecordRoutes(main).routes).toEqual([...main.routes, { name: 'contractProfile', path: '/contracts/:id/profile' }]);
  });
});
