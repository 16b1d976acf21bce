import { z } from 'zod';
import { IdParamsSchema, OkSchema, TableRequestSchema, tableResponse, VersionSchema } from '../../common.ts';
import { defineRoute, menuAccess, recordAccess, sessionAccess } from '../../route.ts';
import { v } from '../../validation.ts';
import type { CustomFieldValueLocation } from './vocabulary.ts';
import {
  CreateCustomFieldBodySchema,
  CustomFieldLocationSchema,
  CustomFieldRowSchema,
  CustomFieldSchema,
  CustomFieldValuesSchema,
  SaveCustomFieldValuesBodySchema,
  UpdateCustomFieldBodySchema,
} from './schemas.ts';

const tags = ['custom-fields'];
const view = menuAccess('customField', 'view');
const edit = menuAccess('customField', 'edit');

export const listCustomFields = defineRoute({
  method: 'POST',
  path: '/custom-fields/table',
  readsOnly: true,
  summary: "One location's custom fields (table protocol), in meta order unless sorted otherwise, with how many records hold a value",
  tags,
  permission: view,
  body: TableRequestSchema.extend({ location: CustomFieldLocationSchema }),
  response: tableResponse(CustomFieldRowSchema),
});

export const getLocationCustomFields = defineRoute({
  method: 'GET',
  path: '/custom-fields/location/:location',
  summary: "A location's active custom fields in meta order: what its forms show",
  tags,
  // Labels and options only, for the forms of any module: any signed-in user may read them.
  permission: sessionAccess,
  params: z.strictObject({ location: CustomFieldLocationSchema }),
  response: z.array(CustomFieldSchema),
});

export const PropertyNameCheckSchema = z.object({ available: z.boolean(), reason: z.enum(['format', 'reserved', 'taken']).nullable() });
export type PropertyNameCheck = z.infer<typeof PropertyNameCheckSchema>;

export const checkPropertyName = defineRoute({
  method: 'GET',
  path: '/custom-fields/check/property-name',
  summary: 'Whether a property name may be used on a location (spec §5: checked by a call), leaving out the field being changed',
  tags,
  permission: view,
  query: z.strictObject({ location: CustomFieldLocationSchema, propertyName: z.string().max(200), exceptId: z.uuid().optional() }),
  response: PropertyNameCheckSchema,
});

export const createCustomField = defineRoute({
  method: 'POST',
  path: '/custom-fields',
  summary: 'Add a custom field at the end of its location',
  tags,
  permission: edit,
  body: CreateCustomFieldBodySchema,
  response: CustomFieldSchema,
});

export const updateCustomField = defineRoute({
  method: 'PUT',
  path: '/custom-fields',
  summary: 'Change a custom field; its type, and options chosen on records, stay while records hold values (409 CONFLICT naming the field)',
  tags,
  permission: edit,
  body: UpdateCustomFieldBodySchema,
  response: CustomFieldSchema,
});

export const setCustomFieldActive = defineRoute({
  method: 'PUT',
  path: '/custom-fields/:id/active',
  summary: 'Activate or deactivate a custom field (an inactive one keeps its values but no form shows it)',
  tags,
  permission: edit,
  params: IdParamsSchema,
  body: z.strictObject({ active: z.boolean(), version: VersionSchema }),
  response: CustomFieldSchema,
});

export const moveCustomField = defineRoute({
  method: 'PUT',
  path: '/custom-fields/:id/move',
  summary: 'Move a custom field one place up or down in its location’s meta order',
  tags,
  permission: edit,
  params: IdParamsSchema,
  body: z.strictObject({ direction: z.enum(['up', 'down'], { error: v.invalidOption }) }),
  response: OkSchema,
});

export const CustomFieldUsageSchema = z.object({ recordCount: z.number().int() });

export const getCustomFieldUsage = defineRoute({
  method: 'GET',
  path: '/custom-fields/:id/usage',
  summary: 'How many records hold a value in a custom field',
  tags,
  permission: view,
  params: IdParamsSchema,
  response: CustomFieldUsageSchema,
});

export const deleteCustomField = defineRoute({
  method: 'DELETE',
  path: '/custom-fields/:id',
  summary:
    'Delete a custom field; one with values needs removeValues=true (else 409 CONFLICT with the count) and its values go with it, audited on each record',
  tags,
  permission: edit,
  params: IdParamsSchema,
  query: z.strictObject({ removeValues: z.enum(['true', 'false']).optional() }),
  response: OkSchema,
});

// Values saved on a record show in its own module's lists too (the employee list's custom columns).
const VALUE_RECORD_DATA = { employee: 'employees', employeeStandard: 'employees', contract: 'clientContracts' } as const;

/** GET and PUT of one location's values on one record, with the permission of that record. */
function valueRoutes<const L extends CustomFieldValueLocation>(
  location: L,
  access: { view: ReturnType<typeof menuAccess>; edit: ReturnType<typeof menuAccess> },
) {
  const path = `/custom-fields/values/${location}/:recordId` as const;
  const params = z.strictObject({ recordId: z.uuid() });
  return {
    get: defineRoute({
      method: 'GET',
      path,
      summary: `The ${location} custom fields of a record with its values`,
      tags,
      permission: access.view,
      params,
      response: CustomFieldValuesSchema,
    }),
    put: defineRoute({
      method: 'PUT',
      path,
      summary: `Save the ${location} custom field values of a record (each checked by its type; a stale version is refused)`,
      tags,
      cache: { changes: ['custom-fields', VALUE_RECORD_DATA[location]] },
      permission: access.edit,
      params,
      body: SaveCustomFieldValuesBodySchema,
      response: CustomFieldValuesSchema,
    }),
  };
}

// An employee's values: other people's through the employee list, one's own through My profile (as the employee sections).
const employeeView = recordAccess({ menu: 'employeeList', ownMenu: 'myProfile', level: 'view' });
const employeeEdit = recordAccess({ menu: 'employeeList', ownMenu: 'myProfile', level: 'edit' });
const employeeValues = valueRoutes('employee', { view: employeeView, edit: employeeEdit });
const employeeStandardValues = valueRoutes('employeeStandard', { view: employeeView, edit: employeeEdit });
const contractValues = valueRoutes('contract', {
  view: menuAccess('contractsActive', 'view'),
  edit: menuAccess('contractsActive', 'edit'),
});

export const getEmployeeCustomValues = employeeValues.get;
export const saveEmployeeCustomValues = employeeValues.put;
export const getEmployeeStandardCustomValues = employeeStandardValues.get;
export const saveEmployeeStandardCustomValues = employeeStandardValues.put;
export const getClientContractCustomValues = contractValues.get;
export const saveClientContractCustomValues = contractValues.put;

/** The value routes by location, for the section that reads and saves them. */
export const CUSTOM_FIELD_VALUE_ROUTES = {
  employee: employeeValues,
  employeeStandard: employeeStandardValues,
  contract: contractValues,
} as const satisfies Record<CustomFieldValueLocation, unknown>;
