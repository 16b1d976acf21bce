import { LIMITS } from '@tenaga/contracts/constants';
import {
  CUSTOM_FIELD_FILTER_CATEGORY,
  FILTER_CONDITIONS,
  VALUELESS_CONDITIONS,
  type FilterCategoryOptions,
  type FilterCondition,
  type FilterOption,
  type FilterQuery,
  type FilterRule,
  type FilterRuleCategory,
} from '@tenaga/contracts/modules/employees/filters';

export const EMPTY_FILTER_QUERY: FilterQuery = { join: 'and', rules: [], hideEmptyRows: false, employeeIds: [] };

/** A rule while it is being edited: the category may not be chosen yet. */
export interface DraftRule {
  /** Stable across edits, for React keys. */
  readonly key: number;
  readonly category: FilterRuleCategory | null;
  /** The custom field of a 'customField' rule. */
  readonly customFieldId?: string | undefined;
  readonly condition: FilterCondition;
  readonly values: readonly string[];
}

export interface DraftQuery {
  readonly join: FilterQuery['join'];
  readonly rules: readonly DraftRule[];
  readonly hideEmptyRows: boolean;
  /** The individual employee filter: the employees chosen (none: everyone the rules let through). */
  readonly employeeIds: readonly string[];
}

let nextKey = 1;
export function newDraftRule(category: FilterRuleCategory | null = null): DraftRule {
  return { key: nextKey++, category, condition: 'isAnyOf', values: [] };
}

export function toDraft(query: FilterQuery): DraftQuery {
  return {
    join: query.join,
    hideEmptyRows: query.hideEmptyRows,
    employeeIds: query.employeeIds ?? [],
    rules: query.rules.map((rule) => ({ ...rule, key: nextKey++ })),
  };
}

/** A category's key among the categories: its name, or a custom field's id (every custom field is category 'customField'). */
export function categoryKey(category: {
  readonly category: FilterRuleCategory | null;
  readonly customFieldId?: string | undefined;
}): string | null {
  if (category.category === null) return null;
  return category.category === CUSTOM_FIELD_FILTER_CATEGORY
    ? `${CUSTOM_FIELD_FILTER_CATEGORY}:${category.customFieldId ?? ''}`
    : category.category;
}

/** The category a rule filters by, among those offered. */
export function categoryOf(
  categories: readonly FilterCategoryOptions[],
  rule: { readonly category: FilterRuleCategory | null; readonly customFieldId?: string | undefined },
): FilterCategoryOptions | undefined {
  const key = categoryKey(rule);
  return key === null ? undefined : categories.find((category) => categoryKey(category) === key);
}

/** The conditions a category takes (a custom text field: is empty / is not empty). */
export const conditionsOf = (category: FilterCategoryOptions | undefined): readonly FilterCondition[] =>
  category?.conditions ?? FILTER_CONDITIONS;

/** Whether a query filters at all (a rule, hidden empty rows, or employees chosen). */
export const isFiltering = (query: FilterQuery): boolean =>
  query.rules.length > 0 || query.hideEmptyRows || (query.employeeIds ?? []).length > 0;

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
    const field = rule.category === CUSTOM_FIELD_FILTER_CATEGORY ? { customFieldId: rule.customFieldId } : {};
    if (takesNoValue(rule.condition)) {
      rules.push({ category: rule.category, ...field, condition: rule.condition, values: [] });
      continue;
    }
    const values = [...new Set(rule.values.filter(isFilled).map(String))];
    if (values.length === 0) continue;
    rules.push({
      category: rule.category,
      ...field,
      condition: rule.condition,
      values: takesOneValue(rule.condition) ? values.slice(0, 1) : values,
    });
  }
  return { join: draft.join, rules, hideEmptyRows: draft.hideEmptyRows, employeeIds: [...new Set(draft.employeeIds)] };
}

/** Each option by value, with its parent (a location's contract). */
export function indexOptions(
  options: readonly FilterOption[],
): ReadonlyMap<string, { readonly option: FilterOption; readonly parent: FilterOption | null }> {
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
export function autofillChildren({
  previous,
  next,
  options,
}: {
  readonly previous: readonly string[];
  readonly next: readonly string[];
  readonly options: readonly FilterOption[];
}): string[] {
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
export function summarizeItems(
  items: readonly string[],
  max: number = LIMITS.filterSummaryMaxItems,
): { readonly shown: readonly string[]; readonly others: number } {
  return { shown: items.slice(0, max), others: Math.max(0, items.length - max) };
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const others = new Set(b);
  return a.length === b.length && a.every((value) => others.has(value));
}

/** Whether two queries filter the same way (rules in order, values and employees as sets). */
export function sameQuery(a: FilterQuery, b: FilterQuery): boolean {
  if (a.join !== b.join || a.hideEmptyRows !== b.hideEmptyRows || a.rules.length !== b.rules.length) return false;
  if (!sameSet(a.employeeIds ?? [], b.employeeIds ?? [])) return false;
  return a.rules.every((rule, index) => {
    const other = b.rules[index]!;
    return categoryKey(rule) === categoryKey(other) && rule.condition === other.condition && sameSet(rule.values, other.values);
  });
}
