import { MAIN_MENU, SETTINGS_MENU, type MenuResponse, type RoutePermission } from '@tenaga/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import { menuNames, menuRoutes, toMenuItems } from './menu.rules.ts';

/**
 * The menus a user gets and the check every route runs. Until roles carry grants (the
 * access-control module), every role is granted the whole developed tree, at edit level.
 */
export function createMenuService() {
  const main = toMenuItems(MAIN_MENU);
  const settings = toMenuItems(SETTINGS_MENU);
  const mainMenu: MenuResponse = { ui: main, routes: menuRoutes(main) };
  const settingMenu: MenuResponse = { ui: settings, routes: menuRoutes(settings) };
  const granted = new Set([...menuNames(main), ...menuNames(settings)]);

  return {
    mainMenu: async (_auth: RequestAuth) => mainMenu,
    settingMenu: async (_auth: RequestAuth) => settingMenu,
    authorize: async (_auth: RequestAuth, permission: RoutePermission) => {
      if (permission.kind === 'menu' && !granted.has(permission.menu)) throw new AppError('FORBIDDEN');
    },
  };
}

export type MenuService = ReturnType<typeof createMenuService>;
