import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@tenaga/contracts';
import { createCompany, createTestApp, createUser, loginAs, type TestApp, type TestCompany } from '../../../testing/index.ts';

let t: TestApp;
let company: TestCompany;
beforeAll(async () => {
  t = await createTestApp();
  // Menus are read-only: one company serves the file.
  company = await createCompany(t);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /permissions/menu/main', () => {
  it('serves the developed part of the main menu with its routes', async () => {
    const menu = await company.admin.api.ok(contracts.getMainMenu);
    expect(menu).toEqual({
      ui: [{ name: 'home', path: '/home', meta: { order: 1, icon: 'home' }, developed: true, onboarding: false }],
      routes: [{ name: 'home', path: '/home' }],
    });
  });

  it('gives every role a menu with routes (an empty one would log the user out)', async () => {
    for (const role of ['administrator', 'hrManager', 'manager', 'employee'] as const) {
      const session = await loginAs(t, await createUser(t, company, { role }));
      const main = await session.api.ok(contracts.getMainMenu);
      const settings = await session.api.ok(contracts.getSettingMenu);
      expect(main.routes.length, role).toBeGreaterThan(0);
      expect(settings.routes.length, role).toBeGreaterThan(0);
    }
  });

  it('needs a session', async () => {
    expect(await t.anonymous.fail(contracts.getMainMenu, {}, 401)).toEqual({ message: ['You are unauthorized.'], code: 'UNAUTHORIZED' });
    expect((await t.anonymous.call(contracts.getSettingMenu)).status).toBe(401);
  });
});

describe('GET /permissions/menu/setting', () => {
  it('serves the developed settings in their order, with a route for each', async () => {
    const menu = await company.admin.api.ok(contracts.getSettingMenu);
    expect(menu.ui.map((item) => [item.name, item.path, item.meta.order, item.meta.icon])).toEqual([
      ['companyAccount', '/settings/company-account', 1, 'bank'],
      ['regionLanguage', '/settings/region-language', 2, 'global'],
      ['account', '/settings/account', 3, 'safety'],
      ['statutoryCalculator', '/settings/payroll/statutory-calculator', 13, 'calculator'],
      ['mailOutbox', '/settings/mail-outbox', 15, 'mail'],
    ]);
    expect(menu.ui.every((item) => item.developed && !item.children)).toBe(true);
    expect(menu.routes).toEqual([
      { name: 'companyAccount', path: '/settings/company-account' },
      { name: 'regionLanguage', path: '/settings/region-language' },
      { name: 'account', path: '/settings/account' },
      { name: 'statutoryCalculator', path: '/settings/payroll/statutory-calculator' },
      { name: 'mailOutbox', path: '/settings/mail-outbox' },
    ]);
    // The default settings landing page of spec §9 is one of them.
    expect(menu.routes.map((route) => route.path)).toContain(contracts.DEFAULT_SETTINGS_PATH);
  });
});
