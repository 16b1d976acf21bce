import { permissionTemplates, roles } from '../../db/schema/index.ts';
import { namesFromTable } from '../../lib/audit.ts';
import { defineModule } from '../../platform/module.ts';
import { registerAccessRoutes } from './access.routes.ts';
import { createAccessService, type AccessService } from './access.service.ts';

export { type AccessService, type ResolvedAccess } from './access.service.ts';
export { isLockedRole } from './access.rules.ts';
export { assertWritableFields, projectFields } from './field-access.ts';
export { insertDefaultRoles } from './access.default-roles.ts';
export { rolesGranting } from './access.repository.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    access: AccessService;
  }
}

/** Roles, permission templates, menus and field levels: who may do what. */
export const accessModule = defineModule({
  name: 'access',
  services: {
    access: (context) =>
      createAccessService({
        db: context.db,
        tenant: context.tenant,
        clock: context.clock,
        realtime: context.realtime,
        translate: context.translate,
        menus: context.menus,
      }),
  },
  routes: (app, context) => registerAccessRoutes(app, context.service('access')),
  auditVocabulary: [
    { entity: 'role', names: namesFromTable(roles, roles.name) },
    { entity: 'permission-template', names: namesFromTable(permissionTemplates, permissionTemplates.name) },
  ],
});
