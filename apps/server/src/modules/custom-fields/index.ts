import { defineModule } from '../../platform/module.ts';
import { registerCustomFieldsRoutes } from './custom-fields.routes.ts';
import { createCustomFieldsService, type CustomFieldsService } from './custom-fields.service.ts';

export { type CustomFieldsService } from './custom-fields.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    customFields: CustomFieldsService;
  }
}

/** The company's own fields (Settings › Custom field) and the values records hold. */
export const customFieldsModule = defineModule({
  name: 'custom-fields',
  services: {
    customFields: (context) =>
      createCustomFieldsService({
        tenant: context.tenant,
        clock: context.clock,
        access: context.service('access'),
        employees: context.service('employees'),
      }),
  },
  routes: (app, context) => registerCustomFieldsRoutes(app, context.service('customFields')),
});
