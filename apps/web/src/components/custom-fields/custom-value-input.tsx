import { Checkbox, Input, Radio, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CustomField, CustomFieldValue } from '@tenaga/contracts/modules/custom-fields/schemas';
import { CUSTOM_FIELD_LIMITS, CUSTOM_FIELD_TYPES as T, FIVE_SCALE_LEVELS } from '@tenaga/contracts/modules/custom-fields/vocabulary';
import { DateInput } from '../date-picker/date-picker.tsx';
import { MultiSelect } from '../multi-select/multi-select.tsx';
import { useFormat } from '../../lib/format.ts';
import { decimalText, integerText } from './custom-values.ts';

interface InputProps {
  readonly field: CustomField;
  /** Given by the form item. */
  readonly id?: string;
  readonly value?: unknown;
  readonly onChange?: (value: unknown) => void;
  readonly 'aria-describedby'?: string;
}

const full = { width: '100%' } as const;

/** The input of one custom field, by its type (spec §5: number inputs take digits only). */
export function CustomValueInput({ field, value, onChange, ...rest }: InputProps) {
  const { t } = useTranslation('customFields');
  const options = field.options.map((option) => ({ value: option.id, label: option.label }));
  const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
  switch (field.type) {
    case T.singleLineText:
      return (
        <Input {...rest} value={text} maxLength={CUSTOM_FIELD_LIMITS.singleLineMax} onChange={(event) => onChange?.(event.target.value)} />
      );
    case T.multiLineText:
      return (
        <Input.TextArea
          {...rest}
          value={text}
          autoSize={{ minRows: 2, maxRows: 8 }}
          maxLength={CUSTOM_FIELD_LIMITS.multiLineMax}
          onChange={(event) => onChange?.(event.target.value)}
        />
      );
    case T.integerNumber:
      return (
        <Input {...rest} value={text} inputMode="numeric" style={full} onChange={(event) => onChange?.(integerText(event.target.value))} />
      );
    case T.decimalNumber:
      return (
        <Input {...rest} value={text} inputMode="decimal" style={full} onChange={(event) => onChange?.(decimalText(event.target.value))} />
      );
    case T.datepicker:
      return (
        <DateInput
          {...rest}
          value={typeof value === 'string' ? value : null}
          onChange={(date) => onChange?.(date)}
          style={full}
          allowClear
        />
      );
    case T.dropdownSelection:
      return (
        <Select
          {...rest}
          value={typeof value === 'string' ? value : undefined}
          options={options}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(next) => onChange?.(next ?? null)}
          style={full}
        />
      );
    case T.radioButton:
      return <Radio.Group {...rest} value={value} options={options} onChange={(event) => onChange?.(event.target.value)} />;
    case T.fiveScalesOptions:
      return (
        <Radio.Group
          {...rest}
          value={value === undefined || value === null ? undefined : Number(value)}
          options={FIVE_SCALE_LEVELS.map((level) => ({ value: level, label: t(`fiveScales.${level}`) }))}
          onChange={(event) => onChange?.(event.target.value)}
        />
      );
    case T.checkbox:
      return <Checkbox {...rest} checked={value === true} onChange={(event) => onChange?.(event.target.checked)} />;
    case T.dropdownMultiSelect:
      return (
        <MultiSelect<string>
          {...rest}
          options={options}
          value={Array.isArray(value) ? (value as string[]) : []}
          onChange={(next) => onChange?.(next)}
          style={full}
        />
      );
    default:
      return null;
  }
}

/** One stored value as a person reads it: dates in the region's format, options by their labels. */
export function CustomValueText({ field, value }: { readonly field: CustomField; readonly value: CustomFieldValue | undefined }) {
  const { t } = useTranslation('customFields');
  const format = useFormat();
  const labelOf = (id: string) => field.options.find((option) => option.id === id)?.label ?? id;
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0))
    return <Typography.Text type="secondary">{t('section.notSet')}</Typography.Text>;
  switch (field.type) {
    case T.datepicker:
      return <>{format.calendarDate(String(value))}</>;
    case T.integerNumber:
      return <>{typeof value === 'number' ? format.count(value) : String(value)}</>;
    case T.dropdownSelection:
    case T.radioButton:
      return <>{labelOf(String(value))}</>;
    case T.dropdownMultiSelect:
      return <>{(Array.isArray(value) ? value : [String(value)]).map(labelOf).join(', ')}</>;
    case T.fiveScalesOptions:
      return <>{`${value} · ${t(`fiveScales.${value}`)}`}</>;
    case T.checkbox:
      return <>{t(value === true ? 'common:yes' : 'common:no')}</>;
    case T.multiLineText:
      return <span style={{ whiteSpace: 'pre-wrap' }}>{String(value)}</span>;
    default:
      return <>{String(value)}</>;
  }
}
