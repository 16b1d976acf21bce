import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { bindRoute } from '../../plugins/route-binding.ts';
import type { AccessService } from './access.service.ts';

export function registerAccessRoutes(app: FastifyInstance, access: AccessService): void {
  bindRoute(app, contracts.getMainMenu, ({ auth }) => access.mainMenu(auth));
  bindRoute(app, contracts.getSettingMenu, ({ auth }) => access.settingMenu(auth));
  bindRoute(app, contracts.getMenuTree, async () => access.menuTree());

  bindRoute(app, contracts.listRoles, ({ auth, body }) => access.roleTable(auth, body));
  bindRoute(app, contracts.getRole, ({ auth, params }) => access.getRole(auth, params.id));
  bindRoute(app, contracts.createRole, ({ auth, actor, body }) => access.createRole(auth, actor, body));
  bindRoute(app, contracts.updateRole, ({ auth, actor, body }) => access.updateRole(auth, actor, body));
  bindRoute(app, contracts.deleteRole, async ({ auth, actor, params }) => {
    await access.deleteRole(auth, actor, params.id);
    return { ok: true as const };
  });
  bindRoute(app, contracts.getRoleMenu, ({ auth, params }) => access.roleMenu(auth, params.id, params.menu));

  bindRoute(app, contracts.listPermissionTemplates, ({ auth }) => access.listTemplates(auth));
  bindRoute(app, contracts.getPermissionTemplate, ({ auth, params }) => access.getTemplate(auth, params.id));
  bindRoute(app, contracts.createPermissionTemplate, ({ auth, actor, body }) => access.createTemplate(auth, actor, body));
  bindRoute(app, contracts.updatePermissionTemplate, ({ auth, actor, body }) => access.updateTemplate(auth, actor, body));
  bindRoute(app, contracts.deletePermissionTemplate, async ({ auth, actor, params }) => {
    await access.deleteTemplate(auth, actor, params.id);
    return { ok: true as const };
  });

  bindRoute(app, contracts.getMyFieldLevels, ({ auth, query }) => access.myFieldLevels(auth, query.type));
  bindRoute(app, contracts.getTemplateFieldLevels, ({ auth, params, query }) => access.templateFieldLevels(auth, params.id, query.type));
  bindRoute(app, contracts.getMenuFieldLevels, ({ auth, params, query }) => access.menuFieldLevels(auth, params.menu, query.employeeID));
}
