import { useId, useMemo, useState } from 'react';
import { Button, Checkbox, Divider, Popover, Space, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, TableOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CustomField } from '@tenaga/contracts';
import { readJson } from '../../../../lib/storage.ts';
import { useEmployeeCustomFields } from '../record/use-employee-custom-fields.ts';
import { ALWAYS_SHOWN, availableColumns, moveColumn, shownColumns, toggleColumn } from './list-columns.model.ts';

const storageKey = (userKey: string) => `employeeList.columns.${userKey}`;
/** Where an earlier list kept the custom field columns a user turned on. */
const legacyKey = (userKey: string) => `employeeList.customColumns.${userKey}`;

/**
 * The columns the employee list shows, in the user's order, kept in this browser for the user:
 * the standard columns and the employee custom fields (the form's, then the profile's).
 */
export function useListColumns(userKey: string) {
  const { fields } = useEmployeeCustomFields();
  const [kept, setKept] = useState<string[] | null>(() => readJson<string[] | null>(storageKey(userKey), null));
  const available = useMemo(() => availableColumns(fields), [fields]);
  const shown = shownColumns({ kept, legacyCustom: readJson<string[]>(legacyKey(userKey), []), available });
  const setShown = (keys: string[] | null) => {
    setKept(keys);
    if (keys === null) localStorage.removeItem(storageKey(userKey));
    else localStorage.setItem(storageKey(userKey), JSON.stringify(keys));
    localStorage.removeItem(legacyKey(userKey));
  };
  return { fields, available, shown, setShown };
}

/**
 * Shows, hides and orders the list's columns: a checkbox each, and for a shown column buttons that
 * move it earlier or later (each a button of its own, so the keyboard reaches them all). The
 * export writes the same columns in the same order.
 */
export function ColumnChooser({
  available,
  shown,
  fields,
  titleOf,
  onChange,
}: {
  readonly available: readonly string[];
  readonly shown: readonly string[];
  readonly fields: readonly CustomField[];
  readonly titleOf: (key: string) => string;
  readonly onChange: (keys: string[] | null) => void;
}) {
  const { t } = useTranslation('employees');
  const id = useId();
  const hidden = available.filter((key) => !shown.includes(key));
  const isCustom = (key: string) => key.startsWith('custom.');
  const row = (key: string, index: number | null) => (
    <li key={key} style={{ display: 'flex', alignItems: 'center', gap: 4, minHeight: 32 }}>
      <Checkbox
        id={`${id}-${key}`}
        checked={index !== null}
        disabled={key === ALWAYS_SHOWN}
        onChange={() => onChange(toggleColumn(shown, key))}
        style={{ flex: 1 }}
      >
        {titleOf(key)}
      </Checkbox>
      {index !== null && (
        <>
          <Button
            size="small"
            type="text"
            icon={<ArrowUpOutlined aria-hidden />}
            aria-label={t('list.moveUp', { column: titleOf(key) })}
            disabled={index === 0}
            onClick={() => onChange(moveColumn(shown, key, -1))}
          />
          <Button
            size="small"
            type="text"
            icon={<ArrowDownOutlined aria-hidden />}
            aria-label={t('list.moveDown', { column: titleOf(key) })}
            disabled={index === shown.length - 1}
            onClick={() => onChange(moveColumn(shown, key, 1))}
          />
        </>
      )}
    </li>
  );
  const list = (keys: readonly string[], indexed: boolean) => (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>{keys.map((key) => row(key, indexed ? shown.indexOf(key) : null))}</ul>
  );
  const hiddenStandard = hidden.filter((key) => !isCustom(key));
  const hiddenCustom = hidden.filter(isCustom);
  const content = (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, width: 300, maxWidth: '80vw', maxHeight: '60vh', overflowY: 'auto' }}>
      <Typography.Text type="secondary">{t('list.columnsHelp')}</Typography.Text>
      <div role="group" aria-label={t('list.columns')}>
        {list(shown, true)}
      </div>
      {hiddenStandard.length > 0 && (
        <>
          <Divider style={{ margin: '4px 0' }} />
          <Typography.Text strong id={`${id}-standard`}>
            {t('list.standardColumns')}
          </Typography.Text>
          <div role="group" aria-labelledby={`${id}-standard`}>
            {list(hiddenStandard, false)}
          </div>
        </>
      )}
      {fields.length > 0 && hiddenCustom.length > 0 && (
        <>
          <Divider style={{ margin: '4px 0' }} />
          <Typography.Text strong id={`${id}-custom`}>
            {t('list.customColumns')}
          </Typography.Text>
          <div role="group" aria-labelledby={`${id}-custom`}>
            {list(hiddenCustom, false)}
          </div>
        </>
      )}
      <Space>
        <Button size="small" onClick={() => onChange(null)}>
          {t('list.resetColumns')}
        </Button>
      </Space>
    </div>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title={t('list.columns')} content={content}>
      <Button icon={<TableOutlined aria-hidden />}>{t('list.columnsButton', { count: shown.length })}</Button>
    </Popover>
  );
}
