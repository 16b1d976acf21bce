import { LIMITS, VALUELESS_CONDITIONS, type EmployeeFilterCategory, type FilterCondition, type FilterOption, type FilterQuery, type FilterRule } from '@tenaga/contracts';

export const EMPTY_FILTER_QUERY: FilterQuery = { join: 'and', rules: [], hideEmptyRows: false };

/** A rule while it is being edited: the category may not be chosen yet. */
export interface DraftRule {
  /** Stable across edits, for React keys. */
  readonly key: number;
  readonly category: EmployeeFilterCategory | null;
  readonly condition: FilterCondition;
  readonly values: readonly string[];
}

export interface DraftQuery {
  readonly join: FilterQuery['join'];
  readonly rules: readonly DraftRule[];
  readonly hideEmptyRows: boolean;
}

let nextKey = 1;
export function newDraftRule(category: EmployeeFilterCategory | null = null): DraftRule {
  return { key: nextKey++, category, condition: 'isAnyOf', values: [] };
}

export function toDraft(query: FilterQuery): DraftQuery {
  return { join: query.join, hideEmptyRows: query.hideEmptyRows, rules: query.rules.map((rule) => ({ ...rule, key: nextKey++ })) };
}

export const takesNoValue = (condition: FilterCondition): boolean => VALUELESS_CONDITIONS.includes(condition);
/** is / is not take one value; is any of / is none of take several. */
export const takesOneValue = (condition: FilterCondition): boolean => condition === 'is' || condition === 'isNot';

/** Spec §5: empty filter values are dropped, except the number 0 or '0'. */
function isFilled(value: unknown): boolean {
  if (value === 0) return true;
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * The query the server gets: empty values dropped (0 and '0' kept), is / is not with one value,
 * is (not) empty with none, and rules left without a category or a needed value dropped.
 */
export function cleanQuery(draft: DraftQuery): FilterQuery {
  const rules: FilterRule[] = [];
  for (const rule of draft.rules) {
    if (rule.category === null) continue;
    if (takesNoValue(rule.condition)) {
      rules.push({ category: rule.category, condition: rule.condition, values: [] });
      continue;
    }
    const values = [...new Set(rule.values.filter(isFilled).map(String))];
    if (values.length === 0) continue;
    rules.push({ category: rule.category, condition: rule.condition, values: takesOneValue(rule.condition) ? values.slice(0, 1) : values });
  }
  return { join: draft.join, rules, hideEmptyRows: draft.hideEmptyRows };
}

/** Each option by value, with its parent (a location's contract). */
export function indexOptions(options: readonly FilterOption[]): ReadonlyMap<string, { readonly option: FilterOption; readonly parent: FilterOption | null }> {
  const index = new Map<string, { option: FilterOption; parent: FilterOption | null }>();
  for (const option of options) {
    index.set(option.value, { option, parent: null });
    for (const child of option.children ?? []) index.set(child.value, { option: child, parent: option });
  }
  return index;
}

/**
 * Spec §5: choosing a contract fills in its locations; taking the contract out takes them out
 * too. Values chosen one by one are left as they are.
 */
export function autofillChildren({ previous, next, options }: { readonly previous: readonly string[]; readonly next: readonly string[]; readonly options: readonly FilterOption[] }): string[] {
  const before = new Set(previous);
  const after = new Set(next);
  const result = new Set(next);
  for (const option of options) {
    const children = option.children ?? [];
    if (children.length === 0) continue;
    if (after.has(option.value) && !before.has(option.value)) for (const child of children) result.add(child.value);
    if (before.has(option.value) && !after.has(option.value)) for (const child of children) result.delete(child.value);
  }
  return [...result];
}

/** Spec §9: a summary names up to 5 items, then '& N others'. */
export function summarizeItems(items: readonly string[], max: number = LIMITS.filterSummaryMaxItems): { readonly shown: readonly string[]; readonly others: number } {
  return { shown: items.slice(0, max), others: Math.max(0, items.length - max) };
}

/** Whether two queries filter the same way (rules in order, values as sets). */
export function sameQuery(a: FilterQuery, b: FilterQuery): boolean {
  if (a.join !== b.join || a.hideEmptyRows !== b.hideEmptyRows || a.rules.length !== b.rules.length) return false;
  return a.rules.every((rule, index) => {
    const other = b.rules[index]!;
    return rule.category === other.category && rule.condition === other.condition && rule.values.length === other.values.length && rule.values.every((value) => other.values.includes(value));
  });
}
