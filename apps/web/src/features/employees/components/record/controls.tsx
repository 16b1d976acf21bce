import { Select } from 'antd';
import type { ReactNode } from 'react';
import type { Choice } from './use-record-options.ts';
import type { FieldContext } from './field-spec.ts';

/** A dropdown of options, searchable by label, that can be emptied. */
export function ChoiceSelect<V extends string | number>({
  options,
  disabled,
  ...rest
}: {
  readonly options: readonly Choice<V>[];
  readonly disabled: boolean;
  readonly value?: V | null;
  readonly onChange?: (value: V | '') => void;
  readonly id?: string;
  readonly placeholder?: string;
  readonly allowClear?: boolean;
}) {
  return (
    <Select<V>
      {...rest}
      // A cleared field is '' (outgoing bodies drop nulls, so '' is how a form clears a field).
      value={rest.value === '' || rest.value === null ? undefined : rest.value}
      onChange={(value) => rest.onChange?.(value ?? '')}
      allowClear={rest.allowClear ?? true}
      disabled={disabled}
      options={options.map((option) => ({ value: option.value, label: option.label }))}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: '100%' }}
    />
  );
}

/** The label of a chosen option, or the value itself when the list does not hold it (a code is still telling). */
export function labelOf<V>(options: readonly Choice<V>[], value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return null;
  return options.find((option) => option.value === value)?.label ?? String(value);
}

/** The name of a linked record (a department, the manager), or nothing when the caller's lists do not hold it: an id tells nobody anything. */
export function nameOf(options: readonly Choice[], value: unknown): ReactNode {
  return options.find((option) => option.value === value)?.label ?? null;
}

export const calendarDate = (value: unknown, context: FieldContext): ReactNode =>
  typeof value === 'string' && value ? context.format.calendarDate(value) : null;
