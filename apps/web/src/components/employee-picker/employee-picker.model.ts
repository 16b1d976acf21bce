import type { EmployeeOption } from '@tenaga/contracts';

/** An employee who has left: a cessation date is set (spec §3). */
export const isResigned = (option: EmployeeOption): boolean => option.cessationDate !== null;

/**
 * Spec §9: the employee list sorts by name, case-insensitive, then by cessation date, latest first
 * (people still employed have none and come first).
 */
export function sortEmployees(options: readonly EmployeeOption[], language: string): EmployeeOption[] {
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  return [...options].sort(
    (a, b) =>
      collator.compare(a.fullName, b.fullName) ||
      (b.cessationDate ?? '9999-12-31').localeCompare(a.cessationDate ?? '9999-12-31') ||
      collator.compare(a.text, b.text),
  );
}

/** Search by name, employment number or (masked) identification number, ignoring case. */
export function matchesSearch(option: EmployeeOption, search: string): boolean {
  const query = search.trim().toLowerCase();
  if (query === '') return true;
  return option.text.toLowerCase().includes(query) || (option.identificationNumber?.toLowerCase().includes(query) ?? false);
}

export interface PickerLists {
  /** Chosen employees matching the search: what "Deselect all" removes. */
  readonly selected: readonly EmployeeOption[];
  /** Employees not chosen, matching the search, resigned ones only when shown: what "Select all" adds. */
  readonly unselected: readonly EmployeeOption[];
}

/**
 * The two lists of the picker (spec §4). The resigned switch filters the employees to choose
 * from; chosen employees always show in their list, resigned or not.
 */
export function splitOptions({
  sorted,
  chosen,
  search,
  showResigned,
}: {
  readonly sorted: readonly EmployeeOption[];
  readonly chosen: ReadonlySet<string>;
  readonly search: string;
  readonly showResigned: boolean;
}): PickerLists {
  const selected: EmployeeOption[] = [];
  const unselected: EmployeeOption[] = [];
  for (const option of sorted) {
    if (!matchesSearch(option, search)) continue;
    if (chosen.has(option.id)) selected.push(option);
    else if (showResigned || !isResigned(option)) unselected.push(option);
  }
  return { selected, unselected };
}

/** The value with `added` appended (in list order), each id once. */
export function addIds(value: readonly string[], added: readonly EmployeeOption[]): string[] {
  const present = new Set(value);
  return [...value, ...added.map((option) => option.id).filter((id) => !present.has(id))];
}

/** The value without `removed`; ids of options not shown (or not loaded) stay. */
export function removeIds(value: readonly string[], removed: readonly EmployeeOption[]): string[] {
  const gone = new Set(removed.map((option) => option.id));
  return value.filter((id) => !gone.has(id));
}
