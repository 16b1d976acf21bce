import { Input, Select, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldLevel, PowerEditField } from '@tenaga/contracts';
import { DateInput } from '../../../../components/date-picker/date-picker.tsx';
import { useFormat } from '../../../../lib/format.ts';
import type { Choice } from './use-power-edit-options.ts';

export interface PowerEditCellProps {
  readonly field: PowerEditField;
  /** Who the row is, for the input's accessible name. */
  readonly employeeName: string;
  readonly level: FieldLevel | undefined;
  /** The value the record holds. */
  readonly original: unknown;
  /** The unsaved value, when the cell was changed. */
  readonly changed: { readonly value: unknown } | undefined;
  readonly options: readonly Choice[] | undefined;
  readonly error: string | undefined;
  readonly onChange: (value: unknown) => void;
}

const CELL_WIDTH = 190;

/** One job field of one employee: an inline input while the role may change it, its text otherwise; a changed cell is marked. */
export function PowerEditCell(props: PowerEditCellProps) {
  const { t } = useTranslation('employees');
  const format = useFormat();
  const { field, options } = props;
  const value = props.changed ? props.changed.value : props.original;
  const label = `${t(`fields.${field}`)}: ${props.employeeName}`;
  const textOf = (current: unknown) => {
    if (current === null || current === undefined || current === '') return '—';
    if (options) return options.find((option) => option.value === current)?.label ?? '—';
    return field === 'confirmationDate' ? format.calendarDate(String(current)) : String(current);
  };

  if (props.level === undefined) return <Typography.Text type="secondary">…</Typography.Text>;
  if (props.level === 'none') return <Typography.Text type="secondary">—</Typography.Text>;
  if (props.level === 'view') {
    return (
      <Tooltip title={t('powerEdit.readOnly')}>
        <Typography.Text aria-label={label}>{textOf(value)}</Typography.Text>
      </Tooltip>
    );
  }

  const status = props.error ? 'error' : undefined;
  const input = options ? (
    <Select
      aria-label={label}
      value={(value ?? null) as string | number | null}
      options={[...options]}
      onChange={(next) => props.onChange(next ?? null)}
      allowClear={field !== 'employmentType'}
      showSearch={{ optionFilterProp: 'label' }}
      status={status}
      style={{ width: CELL_WIDTH }}
      popupMatchSelectWidth={false}
    />
  ) : field === 'confirmationDate' ? (
    <DateInput
      aria-label={label}
      value={(value ?? null) as string | null}
      onChange={(next) => props.onChange(next)}
      allowClear
      style={{ width: CELL_WIDTH }}
    />
  ) : (
    <Input
      aria-label={label}
      value={(value ?? '') as string}
      maxLength={40}
      status={status}
      onChange={(event) => props.onChange(event.target.value === '' ? null : event.target.value)}
      style={{ width: CELL_WIDTH }}
    />
  );

  return (
    <div
      className={props.changed ? 'power-edit-cell power-edit-cell-changed' : 'power-edit-cell'}
      data-changed={props.changed ? 'true' : undefined}
      style={props.changed ? { boxShadow: '-3px 0 0 #d48806', paddingLeft: 4 } : undefined}
    >
      {input}
      {props.changed && (
        <Typography.Text style={{ display: 'block', fontSize: 12, color: '#874d00' }}>{t('powerEdit.changed')}</Typography.Text>
      )}
      {props.error && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block', fontSize: 12, maxWidth: CELL_WIDTH }}>
          {props.error}
        </Typography.Text>
      )}
    </div>
  );
}
