import type { CSSProperties } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@tenaga/contracts/constants';

export interface MultiSelectOption<V extends string | number> {
  readonly value: V;
  readonly label: string;
}

export interface MultiSelectProps<V extends string | number> {
  readonly options: readonly MultiSelectOption<V>[];
  readonly value: readonly V[];
  readonly onChange: (values: V[]) => void;
  /** At most this many may be chosen; 0 means no limit (spec §9). */
  readonly maxSelection?: number;
  readonly placeholder?: string;
  readonly loading?: boolean;
  readonly disabled?: boolean;
  readonly style?: CSSProperties;
  readonly id?: string;
  readonly 'aria-label'?: string;
}

/** The toggle is an option of its own, so the keyboard reaches it like any other. */
const SELECT_ALL = '\u0000select-all';

/**
 * Several values from a list (spec §2, §9): a "Select all" toggle, up to three chosen items
 * shown then "+N", and an optional limit on how many may be chosen.
 */
export function MultiSelect<V extends string | number>({ options, value, onChange, maxSelection = 0, ...rest }: MultiSelectProps<V>) {
  const { t } = useTranslation();
  const limited = maxSelection > 0;
  // Selecting everything would break the limit: the toggle only shows when it cannot.
  const offerSelectAll = options.length > 1 && (!limited || maxSelection >= options.length);
  const allSelected = options.length > 0 && options.every((option) => value.includes(option.value));
  const toggle = { value: SELECT_ALL, label: allSelected ? t('widgets:multiSelect.clearAll') : t('widgets:multiSelect.selectAll') };

  return (
    <Select<(V | typeof SELECT_ALL)[]>
      {...rest}
      mode="multiple"
      allowClear
      // Long names show whole in the list, not cut to the width of the box.
      popupMatchSelectWidth={false}
      value={[...value]}
      options={offerSelectAll ? [toggle, ...options] : [...options]}
      maxCount={limited ? maxSelection : undefined}
      maxTagCount={LIMITS.multiSelectMaxTags}
      maxTagPlaceholder={(omitted) => `+${omitted.length}`}
      optionFilterProp="label"
      filterOption={(input, option) =>
        option?.value === SELECT_ALL ||
        String(option?.label ?? '')
          .toLowerCase()
          .includes(input.trim().toLowerCase())
      }
      optionRender={(option) => (option.value === SELECT_ALL ? <strong>{option.label}</strong> : option.label)}
      onChange={(next) => {
        if (next.includes(SELECT_ALL)) onChange(allSelected ? [] : options.map((option) => option.value));
        else onChange(next as V[]);
      }}
    />
  );
}
