import {
  FIELD_CATALOG,
  isChoiceType,
  satisfies,
  type CustomFieldOption,
  type CustomFieldType,
  type FieldLevel,
  type MenuGrants,
  type OthersEntry,
} from '@tenaga/contracts';

const RANK: Record<FieldLevel, number> = { none: 0, view: 1, edit: 2 };
const lower = (a: FieldLevel, b: FieldLevel): FieldLevel => (RANK[a] <= RANK[b] ? a : b);
const higher = (a: FieldLevel, b: FieldLevel): FieldLevel => (RANK[a] >= RANK[b] ? a : b);

/**
 * What the caller may do with an employee's custom values: as with the record's own fields
 * (access fieldLevel), other people's are capped by the employee list, and one's own record by
 * the better of its two menus and then by the record's self-service default (view: changing it is
 * for HR). Custom fields have no field grant of their own, so nothing narrows or widens that.
 */
export function employeeValuesLevel(options: { readonly menuGrants: MenuGrants; readonly own: boolean }): FieldLevel {
  const { menu, ownMenu, ownDefault } = FIELD_CATALOG.employee;
  const othersLevel: FieldLevel = options.menuGrants[menu] ?? 'none';
  if (!options.own) return othersLevel;
  return lower(higher(options.menuGrants[ownMenu] ?? 'none', othersLevel), ownDefault);
}

/** A contract's custom values change with the contract: by those who may edit active contracts, and never while it is archived. */
export function contractValuesEditable(options: { readonly menuGrants: MenuGrants; readonly archived: boolean }): boolean {
  return !options.archived && satisfies(options.menuGrants.contractsActive, 'edit');
}

/** Labels are compared and kept as typed but for runs of spaces. */
export function tidyLabel(label: string): string {
  return label.trim().replace(/\s+/g, ' ');
}

/**
 * A definition's options as stored: none for the types without options; for the choice types
 * each keeps its id when it was already one of the field's options, and a new one gets `newId()`.
 */
export function optionsToStore(input: {
  readonly type: CustomFieldType;
  readonly options: readonly { readonly id?: string | undefined; readonly label: string }[];
  readonly current: readonly CustomFieldOption[];
  readonly newId: () => string;
}): CustomFieldOption[] {
  if (!isChoiceType(input.type)) return [];
  const known = new Set(input.current.map((option) => option.id));
  return input.options.map((option) => ({
    id: option.id && known.has(option.id) ? option.id : input.newId(),
    label: tidyLabel(option.label),
  }));
}

/** The options a change takes away. */
export function removedOptions(before: readonly CustomFieldOption[], after: readonly CustomFieldOption[]): CustomFieldOption[] {
  const kept = new Set(after.map((option) => option.id));
  return before.filter((option) => !kept.has(option.id));
}

/**
 * A record's new `others` list after saving one location's values: the entries of fields that
 * location does not show now (other locations, inactive fields) stay as they are; the shown
 * fields' entries are replaced by `saved` (checked, empty ones left out).
 */
export function mergeOthers(
  stored: readonly OthersEntry[],
  shownFieldIds: ReadonlySet<string>,
  saved: readonly OthersEntry[],
): OthersEntry[] {
  return [...stored.filter((entry) => !shownFieldIds.has(entry._id.$oid)), ...saved];
}

/** Values by property name, for audit entries people can read. */
export function valuesByName(
  others: readonly OthersEntry[],
  fields: readonly { readonly id: string; readonly propertyName: string }[],
): Record<string, unknown> {
  const byId = new Map(others.map((entry) => [entry._id.$oid, entry.value]));
  return Object.fromEntries(fields.map((field) => [field.propertyName, byId.get(field.id) ?? null]));
}
