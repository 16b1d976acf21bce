import { defineRoute, sessionAccess } from '../route.ts';
import { MenuResponseSchema } from '../menu.ts';
import { defineApiModule } from '../api-module.ts';

export const getMainMenu = defineRoute({
  method: 'GET',
  path: '/permissions/menu/main',
  summary: "The signed-in user's main menu and routes",
  tags: ['permissions'],
  permission: sessionAccess,
  response: MenuResponseSchema,
});

export const getSettingMenu = defineRoute({
  method: 'GET',
  path: '/permissions/menu/setting',
  summary: "The signed-in user's settings menu and routes",
  tags: ['permissions'],
  permission: sessionAccess,
  response: MenuResponseSchema,
});

/** Routes only: no page of its own (api-module.ts). */
export const menuApi = defineApiModule({ name: 'menu', menu: [] });
