import type { CustomField, CustomFieldValue, EmployeeRow } from '@tenaga/contracts';
import { customListColumn, DEFAULT_EMPLOYEE_LIST_COLUMNS, EMPLOYEE_LIST_COLUMNS } from '@tenaga/contracts/modules/employees/list';

/** The column every list shows: the name opens the profile. */
export const ALWAYS_SHOWN = 'fullName';

/** Every column the list can show, in its standard order: the standard ones, then the custom fields (in meta order). */
export function availableColumns(fields: readonly Pick<CustomField, 'id'>[]): string[] {
  return [...EMPLOYEE_LIST_COLUMNS, ...fields.map((field) => customListColumn(field.id))];
}

/**
 * The columns shown, in the user's order: those kept that still exist (a custom field deleted or
 * deactivated since drops out), the name always among them. Nothing kept yet: the default columns,
 * then the custom field columns an earlier version of the list kept for the user.
 */
export function shownColumns(input: {
  kept: readonly string[] | null;
  legacyCustom?: readonly string[];
  available: readonly string[];
}): string[] {
  const available = new Set(input.available);
  const start = input.kept ?? [...DEFAULT_EMPLOYEE_LIST_COLUMNS, ...(input.legacyCustom ?? []).map(customListColumn)];
  const shown = [...new Set(start)].filter((key) => available.has(key));
  return shown.includes(ALWAYS_SHOWN) ? shown : [ALWAYS_SHOWN, ...shown];
}

/** Shows a hidden column (at the end) or hides a shown one; the name stays. */
export function toggleColumn(shown: readonly string[], key: string): string[] {
  if (key === ALWAYS_SHOWN) return [...shown];
  return shown.includes(key) ? shown.filter((column) => column !== key) : [...shown, key];
}

/** Moves a shown column one place earlier (-1) or later (+1). */
export function moveColumn(shown: readonly string[], key: string, step: -1 | 1): string[] {
  const from = shown.indexOf(key);
  const to = from + step;
  if (from < 0 || to < 0 || to >= shown.length) return [...shown];
  const moved = [...shown];
  [moved[from], moved[to]] = [moved[to]!, moved[from]!];
  return moved;
}

/** A row's value of a custom field, if it holds one. */
export function valueOf(row: Pick<EmployeeRow, 'others'>, fieldId: string): CustomFieldValue | undefined {
  return row.others?.find((entry) => entry._id.$oid === fieldId)?.value;
}
