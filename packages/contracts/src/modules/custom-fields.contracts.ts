import { defineApiModule } from '../api-module.ts';

/**
 * Custom fields (spec §3, §5, §7): fields a company adds to its records. Each has a type (the
 * spec's codes), a location (where it shows), options for the choice types and an order (meta
 * order). A record keeps its values in the spec's `others` list: `{ _id: { $oid: fieldId }, value }`.
 * The rules of a definition and of a value are pure functions here, so the server and the forms
 * apply the same ones with the same messages (keys of the `customFields` namespace or `validation`).
 */
export * from './custom-fields/vocabulary.ts';
export * from './custom-fields/schemas.ts';
export * from './custom-fields/rules.ts';
export * from './custom-fields/routes.ts';

/** The menu items this module serves (api-module.ts). */
export const customFieldsApi = defineApiModule({ name: 'customFields', menu: ['customField'] });
