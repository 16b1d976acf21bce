import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Button, Input, Listy, Spin, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EmployeeOption } from '@tenaga/contracts';
import { ArchivedTag } from '../archived-tag/archived-tag.tsx';
import { addIds, isResigned, removeIds, sortEmployees, splitOptions } from './employee-picker.model.ts';

export interface EmployeePickerProps {
  /** Every employee the user may pick (`GET /employees/selection`), resigned ones included. */
  readonly options: readonly EmployeeOption[];
  /** The chosen employees' ids. */
  readonly value: readonly string[];
  readonly onChange: (ids: string[]) => void;
  readonly loading?: boolean;
  /** Nothing can be chosen or removed; "Select all" and "Deselect all" are disabled. */
  readonly disabled?: boolean;
  /** Only "Deselect all" is disabled. */
  readonly deselectDisabled?: boolean;
  /** Height of each list in pixels. */
  readonly listHeight?: number;
  /** Names the whole picker (the visible label is the caller's). */
  readonly 'aria-label'?: string;
}

/**
 * The employee picker of spec §4: employees to choose from and chosen employees in two lists side
 * by side (one above the other on a phone), a search, and resigned employees hidden unless asked
 * for. The lists render only the rows in view, so thousands of employees stay responsive.
 */
export function EmployeePicker({
  options,
  value,
  onChange,
  loading = false,
  disabled = false,
  deselectDisabled = false,
  listHeight = 320,
  'aria-label': ariaLabel,
}: EmployeePickerProps) {
  const { t, i18n } = useTranslation('widgets');
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  // null until the user flips the switch: until then it follows whether a resigned one is chosen.
  const [showResignedChoice, setShowResignedChoice] = useState<boolean | null>(null);

  const sorted = useMemo(() => sortEmployees(options, i18n.language), [options, i18n.language]);
  const chosen = useMemo(() => new Set(value), [value]);
  const anyResigned = useMemo(() => options.some(isResigned), [options]);
  const resignedChosen = useMemo(() => options.some((option) => isResigned(option) && chosen.has(option.id)), [options, chosen]);
  const showResigned = showResignedChoice ?? resignedChosen;
  const lists = useMemo(
    () => splitOptions({ sorted, chosen, search: deferredSearch, showResigned }),
    [sorted, chosen, deferredSearch, showResigned],
  );

  const ids = { search: useId(), unselected: useId(), selected: useId(), resigned: useId() };
  const shared = { loading, height: listHeight, disabled };
  return (
    <div role="group" aria-label={ariaLabel} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', justifyContent: 'space-between' }}>
        <Input.Search
          id={ids.search}
          allowClear
          aria-label={t('employeePicker.search')}
          placeholder={t('employeePicker.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ flex: '1 1 220px', maxWidth: 360 }}
        />
        {anyResigned && (
          <label htmlFor={ids.resigned} style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
            <Switch id={ids.resigned} size="small" checked={showResigned} onChange={setShowResignedChoice} />
            {t('employeePicker.showResigned')}
          </label>
        )}
      </div>
      {/* Side by side where two lists of 240 px fit, stacked on a phone. */}
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', gap: 12 }}>
        <EmployeeList
          id={ids.unselected}
          title={t('employeePicker.available', { count: lists.unselected.length })}
          items={lists.unselected}
          emptyText={t('employeePicker.noneToChoose')}
          {...shared}
          action={{
            label: t('employeePicker.selectAll'),
            disabled: disabled || lists.unselected.length === 0,
            run: () => onChange(addIds(value, lists.unselected)),
          }}
          rowLabel={(option) => t('employeePicker.add', { name: option.text })}
          onRowClick={(option) => onChange(addIds(value, [option]))}
        />
        <EmployeeList
          id={ids.selected}
          title={t('employeePicker.selected', { count: lists.selected.length })}
          items={lists.selected}
          emptyText={t('employeePicker.noneChosen')}
          {...shared}
          action={{
            label: t('employeePicker.deselectAll'),
            disabled: disabled || deselectDisabled || lists.selected.length === 0,
            run: () => onChange(removeIds(value, lists.selected)),
          }}
          rowLabel={(option) => t('employeePicker.remove', { name: option.text })}
          onRowClick={(option) => onChange(removeIds(value, [option]))}
        />
      </div>
    </div>
  );
}

interface EmployeeListProps {
  readonly id: string;
  readonly title: string;
  readonly items: readonly EmployeeOption[];
  readonly emptyText: string;
  readonly loading: boolean;
  readonly height: number;
  readonly disabled: boolean;
  readonly action: { readonly label: string; readonly disabled: boolean; readonly run: () => void };
  readonly rowLabel: (option: EmployeeOption) => string;
  readonly onRowClick: (option: EmployeeOption) => void;
}

function EmployeeList({ id, title, items, emptyText, loading, height, disabled, action, rowLabel, onRowClick }: EmployeeListProps) {
  return (
    <section aria-labelledby={`${id}-title`} style={{ border: '1px solid rgba(0, 0, 0, 0.15)', borderRadius: 6, minWidth: 0 }}>
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 8,
          padding: '4px 8px',
          borderBottom: '1px solid rgba(0, 0, 0, 0.15)',
        }}
      >
        <Typography.Text strong id={`${id}-title`}>
          {title}
        </Typography.Text>
        <Button size="small" type="link" disabled={action.disabled} onClick={action.run}>
          {action.label}
        </Button>
      </div>
      <Spin spinning={loading}>
        {items.length === 0 ? (
          <div style={{ height, display: 'grid', placeItems: 'center', padding: 8 }}>
            <Typography.Text type="secondary">{emptyText}</Typography.Text>
          </div>
        ) : (
          <Listy<EmployeeOption>
            virtual
            items={items as EmployeeOption[]}
            height={height}
            rowKey="id"
            itemRender={(option) => (
              <EmployeeRow option={option} label={rowLabel(option)} disabled={disabled} onClick={() => onRowClick(option)} />
            )}
          />
        )}
      </Spin>
    </section>
  );
}

function EmployeeRow({
  option,
  label,
  disabled,
  onClick,
}: {
  readonly option: EmployeeOption;
  readonly label: string;
  readonly disabled: boolean;
  readonly onClick: () => void;
}) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 4, paddingInline: 4 }}>
      <Button
        type="text"
        block
        disabled={disabled}
        onClick={onClick}
        aria-label={label}
        title={option.text}
        style={{ justifyContent: 'flex-start', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 }}
      >
        {option.text}
      </Button>
      {option.cessationDate && <ArchivedTag cessationDate={option.cessationDate} />}
    </div>
  );
}
