import { Button, Select } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FilterCategoryOptions, FilterCondition, FilterOption } from '@tenaga/contracts';
import { autofillChildren, categoryKey, categoryOf, conditionsOf, takesNoValue, takesOneValue, type DraftRule } from './filter-query.ts';
import { useConditionLabels } from './filter-labels.ts';

interface ValueOption {
  readonly value: string;
  readonly label: string;
  /** 1 for a contract's location: indented under its contract. */
  readonly depth: number;
}
type ValueOptions = ValueOption[] | { label: string; options: ValueOption[] }[];

function flatten(options: readonly FilterOption[]): ValueOption[] {
  return options.flatMap((option) => [
    { value: option.value, label: option.text, depth: 0 },
    ...(option.children ?? []).map((child) => ({ value: child.value, label: child.text, depth: 1 })),
  ]);
}

/** Spec §4: contracts and their locations are grouped under Active and Archived. */
function useValueOptions(options: readonly FilterOption[]): ValueOptions {
  const { t } = useTranslation('widgets');
  if (!options.some((option) => option.archived)) return flatten(options);
  const groups = [
    { label: t('filter.activeGroup'), options: flatten(options.filter((option) => !option.archived)) },
    { label: t('filter.archivedGroup'), options: flatten(options.filter((option) => option.archived)) },
  ];
  return groups.filter((group) => group.options.length > 0);
}

export interface FilterRuleRowProps {
  readonly rule: DraftRule;
  readonly number: number;
  readonly categories: readonly FilterCategoryOptions[];
  readonly loading?: boolean;
  /** A rule just added takes the focus, so the keyboard carries on where the user is. */
  readonly autoFocus?: boolean;
  readonly onChange: (rule: DraftRule) => void;
  readonly onRemove: () => void;
}

/** One rule: a category, a condition and the values it needs; wraps onto several lines on a phone. */
export function FilterRuleRow({ rule, number, categories, loading, autoFocus, onChange, onRemove }: FilterRuleRowProps) {
  const { t } = useTranslation('widgets');
  const conditionLabels = useConditionLabels();
  const category = categoryOf(categories, rule);
  const options = category?.options ?? [];
  const conditions = conditionsOf(category);
  const valueOptions = useValueOptions(options);
  const one = takesOneValue(rule.condition);

  const changeCondition = (condition: FilterCondition) =>
    onChange({
      ...rule,
      condition,
      values: takesNoValue(condition) ? [] : takesOneValue(condition) ? rule.values.slice(0, 1) : rule.values,
    });
  const changeCategory = (key: string) => {
    const chosen = categories.find((candidate) => categoryKey(candidate) === key);
    if (!chosen) return;
    const allowed = conditionsOf(chosen);
    // A category that takes fewer conditions (a custom text field) starts at its first one.
    const condition = allowed.includes(rule.condition) ? rule.condition : allowed[0]!;
    onChange({ ...rule, category: chosen.category, customFieldId: chosen.customFieldId, condition, values: [] });
  };
  const changeValues = (next: string | string[] | undefined) => {
    const values = next === undefined ? [] : Array.isArray(next) ? next : [next];
    onChange({ ...rule, values: one ? values : autofillChildren({ previous: rule.values, next: values, options }) });
  };

  return (
    <div
      role="group"
      aria-label={t('filter.ruleNumber', { number })}
      style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-start' }}
    >
      <Select
        aria-label={t('filter.category')}
        autoFocus={autoFocus}
        placeholder={t('filter.chooseCategory')}
        value={categoryKey(rule) ?? undefined}
        loading={loading}
        showSearch={{ optionFilterProp: 'label' }}
        options={categories.map((candidate) => ({ value: categoryKey(candidate)!, label: candidate.text }))}
        onChange={changeCategory}
        style={{ flex: '1 1 160px', minWidth: 0 }}
      />
      <Select<FilterCondition>
        aria-label={t('filter.condition')}
        value={rule.condition}
        options={conditions.map((condition) => ({ value: condition, label: conditionLabels[condition] }))}
        onChange={changeCondition}
        popupMatchSelectWidth={false}
        style={{ flex: '0 1 140px', minWidth: 0 }}
      />
      {!takesNoValue(rule.condition) && (
        <Select<string | string[]>
          aria-label={t('filter.values')}
          placeholder={t('filter.chooseValues')}
          mode={one ? undefined : 'multiple'}
          allowClear
          disabled={rule.category === null}
          value={one ? rule.values[0] : [...rule.values]}
          options={valueOptions}
          showSearch={{ optionFilterProp: 'label' }}
          maxTagCount="responsive"
          optionRender={(option) => <span style={{ paddingInlineStart: (option.data as ValueOption).depth * 16 }}>{option.label}</span>}
          onChange={changeValues}
          style={{ flex: '2 1 220px', minWidth: 0 }}
        />
      )}
      <Button icon={<DeleteOutlined aria-hidden />} aria-label={t('filter.removeRule', { number })} onClick={onRemove} />
    </div>
  );
}
