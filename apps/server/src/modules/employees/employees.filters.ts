import type { SQL } from 'drizzle-orm';
import type { FilterCategoryOptions, FilterQuery, FilterRule, FilterRuleCategory, Language } from '@tenaga/contracts';
import type { Transaction } from '../../db/tenant.ts';

/** What a rule's condition may use besides the rule: the company's today, and what its category read first. */
export interface FilterConditionContext<State> {
  readonly today: string;
  readonly state: State;
}

/**
 * Categories of the employee list's advanced filter, contributed by modules (the registry
 * `employeeFilterCategories`): a rule of one of them becomes a condition on the employees row
 * (`employees.id`, `employees.company_id` and the record's own columns), and the filter's panel
 * offers them with their choices. A module that keeps something per employee (pay formulas,
 * attendance settings) adds its category here, its condition an EXISTS on its own table.
 */
export interface EmployeeFilterCategoryDefinition<State = unknown> {
  readonly categories: readonly FilterRuleCategory[];
  /** Read once per query before its conditions are built, when a rule names one of the categories (the company's custom fields). */
  prepare?(tx: Transaction, input: { readonly companyId: string; readonly rules: readonly FilterRule[] }): Promise<State>;
  condition(rule: FilterRule, context: FilterConditionContext<State>): SQL;
  /** The categories as the panel offers them, with their choices in the caller's language; without it they apply but are not offered. */
  offer?(
    tx: Transaction,
    input: { readonly companyId: string; readonly language: Language; readonly t: (key: string) => string },
  ): Promise<readonly FilterCategoryOptions[]>;
  /** Offered among the others by name (the default), or after all of those in their own order (the company's custom fields). */
  readonly placement?: 'byName' | 'last';
}

export interface EmployeeFilters {
  /** Whether some module applies rules of this category. */
  applies(category: string): boolean;
  /** The conditions of a filter's rules, once what their categories need is read (in the caller's transaction). */
  conditions(tx: Transaction, input: { companyId: string; filter: FilterQuery; today: string }): Promise<(rule: FilterRule) => SQL>;
  /** Every offered category: those by name sorted in the caller's language, then the others. */
  offered(tx: Transaction, input: { companyId: string; language: Language; t: (key: string) => string }): Promise<FilterCategoryOptions[]>;
}

/** The registry's definitions as the list, its export and its filter panel use them. */
export function createEmployeeFilters(definitions: readonly EmployeeFilterCategoryDefinition[]): EmployeeFilters {
  const byCategory = new Map<string, EmployeeFilterCategoryDefinition>();
  for (const definition of definitions) {
    for (const category of definition.categories) {
      if (byCategory.has(category)) throw new Error(`Two definitions of the employee filter category '${category}'`);
      byCategory.set(category, definition);
    }
  }

  return {
    applies: (category) => byCategory.has(category),

    async conditions(tx, { companyId, filter, today }) {
      const states = new Map<EmployeeFilterCategoryDefinition, unknown>();
      for (const definition of new Set(filter.rules.map((rule) => byCategory.get(rule.category)))) {
        if (!definition?.prepare) continue;
        const rules = filter.rules.filter((rule) => definition.categories.includes(rule.category));
        states.set(definition, await definition.prepare(tx, { companyId, rules }));
      }
      return (rule) => {
        const definition = byCategory.get(rule.category);
        if (!definition) throw new Error(`No module applies the employee filter category '${rule.category}'`);
        return definition.condition(rule, { today, state: states.get(definition) });
      };
    },

    async offered(tx, input) {
      const byName: FilterCategoryOptions[] = [];
      const last: FilterCategoryOptions[] = [];
      for (const definition of definitions) {
        if (!definition.offer) continue;
        (definition.placement === 'last' ? last : byName).push(...(await definition.offer(tx, input)));
      }
      byName.sort((a, b) => a.text.localeCompare(b.text, input.language, { sensitivity: 'base' }));
      return [...byName, ...last];
    },
  };
}
