import { useState } from 'react';
import { Button, Checkbox, Popover, Typography } from 'antd';
import { TableOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CustomField, EmployeeRow } from '@tenaga/contracts';
import type { DataTableColumn } from '../../../../components/data-table/data-table.tsx';
import { readJson } from '../../../../lib/storage.ts';
import { CustomValueText } from '../../../../components/custom-fields/custom-value-input.tsx';
import { useEmployeeCustomFields } from '../record/use-employee-custom-fields.ts';
import { chosenColumns, valueOf } from './custom-columns.model.ts';

const storageKey = (userKey: string) => `employeeList.customColumns.${userKey}`;

/**
 * The employee custom fields (the form's, then the profile's, each in meta order) the list can show
 * as columns, and which the user turned on: kept in this browser for the user.
 */
export function useCustomColumns(userKey: string) {
  const { fields } = useEmployeeCustomFields();
  const [chosen, setChosenState] = useState<string[]>(() => readJson<string[]>(storageKey(userKey), []));
  const setChosen = (ids: string[]) => {
    setChosenState(ids);
    localStorage.setItem(storageKey(userKey), JSON.stringify(ids));
  };
  const columns: DataTableColumn<EmployeeRow>[] = chosenColumns(fields, chosen).map((field) => ({
    key: `custom.${field.id}`,
    title: field.label,
    render: (row) => <CustomValueText field={field} value={valueOf(row, field.id)} />,
  }));
  return { fields, chosen, setChosen, columns };
}

/** Turns the custom field columns on and off; nothing shows while the company has no employee custom field. */
export function CustomColumnsChooser({
  fields,
  chosen,
  onChange,
}: {
  readonly fields: readonly CustomField[];
  readonly chosen: readonly string[];
  readonly onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation('employees');
  if (fields.length === 0) return null;
  const shown = chosenColumns(fields, chosen).length;
  const content = (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, maxWidth: 280 }}>
      <Typography.Text type="secondary">{t('list.customColumnsHelp')}</Typography.Text>
      <Checkbox.Group
        aria-label={t('list.customColumns')}
        value={[...chosen]}
        onChange={(ids) => onChange(fields.map((field) => field.id).filter((id) => ids.includes(id)))}
        style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
        options={fields.map((field) => ({ value: field.id, label: field.label }))}
      />
    </div>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title={t('list.customColumns')} content={content}>
      <Button icon={<TableOutlined aria-hidden />}>{t('list.customColumnsButton', { count: shown })}</Button>
    </Popover>
  );
}
