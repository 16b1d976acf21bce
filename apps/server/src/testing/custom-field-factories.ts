import * as contracts from '@tenaga/contracts';
import { CUSTOM_FIELD_TYPES, type BodyInputOf, type CustomFieldLocation } from '@tenaga/contracts';
import type { TestCompany } from './factories.ts';

export type NewCustomField = Partial<BodyInputOf<typeof contracts.createCustomField>> & { propertyName: string };

/** A custom field made by the company's administrator through the API: single-line text, labelled by its property name, unless told otherwise. */
export function createCustomField(company: TestCompany, location: CustomFieldLocation, body: NewCustomField) {
  return company.admin.api.ok(contracts.createCustomField, {
    body: { location, type: CUSTOM_FIELD_TYPES.singleLineText, label: body.propertyName, ...body },
  });
}
