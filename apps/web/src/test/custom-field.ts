import type { CustomField } from '@tenaga/contracts';

/** A custom field as the server lists it: an optional single field of the employee form, unless told otherwise. */
export function customFieldFixture(id: string, type: CustomField['type'], extra: Partial<CustomField> = {}): CustomField {
  return {
    id,
    location: 'employeeStandard',
    type,
    label: id,
    propertyName: 'p',
    options: [],
    required: false,
    active: true,
    order: 1,
    updatedAt: 0,
    version: 1,
    ...extra,
  };
}
