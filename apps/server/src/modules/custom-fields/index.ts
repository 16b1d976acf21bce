export { createCustomFieldsService, type CustomFieldsService } from './custom-fields.service.ts';
export { registerCustomFieldsRoutes } from './custom-fields.routes.ts';
