export { createMenuService, type MenuService } from './menu.service.ts';
export { registerMenuRoutes } from './menu.routes.ts';
