import { customFields } from '../../db/schema/index.ts';
import { namesFromTable } from '../../lib/audit.ts';
import { defineModule } from '../../platform/module.ts';
import { recordsByKind, type CustomFieldRecords } from './custom-fields.records.ts';
import { registerCustomFieldsRoutes } from './custom-fields.routes.ts';
import { createCustomFieldsService, type CustomFieldsService } from './custom-fields.service.ts';

export { type CustomFieldsService } from './custom-fields.service.ts';
export type { CustomFieldRecords } from './custom-fields.records.ts';
export { EMPLOYEE_FIELD_LOCATIONS, employeeFields } from './custom-fields.repository.ts';
export { contractValuesEditable, employeeValuesLevel } from './custom-fields.rules.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    customFields: CustomFieldsService;
  }
  interface ModuleRegistries {
    /** Records that carry custom values, each contributed by the module that owns its table. */
    customFieldRecords: CustomFieldRecords;
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
        records: recordsByKind(context.registry('customFieldRecords')),
      }),
  },
  routes: (app, context) => registerCustomFieldsRoutes(app, context.service('customFields')),
  auditVocabulary: [
    { entity: 'custom-field', names: namesFromTable(customFields, customFields.label), codes: { type: 'customFields:types.' } },
  ],
});
