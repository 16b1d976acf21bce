import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { bindRoute } from '../../plugins/route-binding.ts';
import type { MenuService } from './menu.service.ts';

export function registerMenuRoutes(app: FastifyInstance, menu: MenuService): void {
  bindRoute(app, contracts.getMainMenu, ({ auth }) => menu.mainMenu(auth));
  bindRoute(app, contracts.getSettingMenu, ({ auth }) => menu.settingMenu(auth));
}
