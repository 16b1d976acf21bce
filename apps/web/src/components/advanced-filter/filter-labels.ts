import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterCategoryOptions, FilterCondition, FilterRule } from '@tenaga/contracts';
import { categoryKey, indexOptions, summarizeItems, takesNoValue } from './filter-query.ts';

export function useConditionLabels(): Record<FilterCondition, string> {
  const { t } = useTranslation('widgets');
  return {
    is: t('filter.conditions.is'),
    isNot: t('filter.conditions.isNot'),
    isAnyOf: t('filter.conditions.isAnyOf'),
    isNoneOf: t('filter.conditions.isNoneOf'),
    isEmpty: t('filter.conditions.isEmpty'),
    isNotEmpty: t('filter.conditions.isNotEmpty'),
  };
}

/** A rule in words: 'Department is any of Finance, Sales, … & 2 others' (spec §9: five items at most). */
export function useRuleSummary(categories: readonly FilterCategoryOptions[]): (rule: FilterRule) => string {
  const { t } = useTranslation('widgets');
  const conditions = useConditionLabels();
  const indexes = useMemo(
    () => new Map(categories.map((category) => [categoryKey(category), { text: category.text, options: indexOptions(category.options) }])),
    [categories],
  );
  return (rule) => {
    const category = indexes.get(categoryKey(rule));
    // A custom field deleted since the filter was applied has no name left to show.
    const parts = {
      category: category?.text ?? (rule.category === 'customField' ? t('filter.customField') : rule.category),
      condition: conditions[rule.condition],
    };
    if (takesNoValue(rule.condition)) return t('filter.summaryNoValues', parts);
    const { shown, others } = summarizeItems(rule.values.map((value) => category?.options.get(value)?.option.text ?? value));
    const values = others > 0 ? t('filter.andOthers', { items: shown.join(', '), count: others }) : shown.join(', ');
    return t('filter.summary', { ...parts, values });
  };
}
