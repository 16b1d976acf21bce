import type { CustomField, CustomFieldValue, EmployeeRow } from '@tenaga/contracts';

/** The fields turned on, in the fields' order; a field deleted or deactivated since is left out. */
export function chosenColumns(fields: readonly CustomField[], chosen: readonly string[]): CustomField[] {
  const on = new Set(chosen);
  return fields.filter((field) => on.has(field.id));
}

/** A row's value of a custom field, if it holds one. */
export function valueOf(row: Pick<EmployeeRow, 'others'>, fieldId: string): CustomFieldValue | undefined {
  return row.others?.find((entry) => entry._id.$oid === fieldId)?.value;
}
