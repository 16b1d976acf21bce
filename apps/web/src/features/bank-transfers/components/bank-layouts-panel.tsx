import { useState } from 'react';
import { Alert, Button, Dropdown, Space } from 'antd';
import { DeleteOutlined, DownOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  BANK_LAYOUT_PRESETS,
  listBankLayouts,
  type BankLayout,
  type BankLayoutFields,
  type BankLayoutPreset,
} from '@tenaga/contracts/modules/bank-transfers.contracts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useDeleteBankLayout } from '../api/bank-transfers.mutations.ts';
import { BankLayoutEditor } from './bank-layout-editor.tsx';

const BLANK: BankLayoutFields = {
  name: '',
  description: '',
  separator: 'fixed',
  delimiter: ',',
  quote: true,
  lineEnding: 'crlf',
  finalLineEnding: true,
  banks: [],
  paymentTypeCodes: null,
  header: [],
  detail: [],
  trailer: [],
};

const fromPreset = (preset: BankLayoutPreset, name: string): BankLayoutFields => {
  const source = BANK_LAYOUT_PRESETS[preset];
  return {
    ...source,
    name,
    banks: [...source.banks],
    header: source.header.map((column) => ({ ...column })),
    detail: source.detail.map((column) => ({ ...column })),
    trailer: source.trailer.map((column) => ({ ...column })),
  };
};

/** What the editor changes of a stored layout: its fields, without its id, times and version. */
const fieldsOf = ({ id: _id, createdAt: _created, updatedAt: _updated, version: _version, ...fields }: BankLayout): BankLayoutFields =>
  fields;

/** The company's file layouts: started from a preset or blank, changed in the editor with its live preview. */
export function BankLayoutsPanel({ canEdit }: { readonly canEdit: boolean }) {
  const { t } = useTranslation('bankTransfers');
  const format = useFormat();
  const { modal, message } = useFeedback();
  const showError = useErrorNotice();
  const remove = useDeleteBankLayout();
  const [editing, setEditing] = useState<{ layout: BankLayout | null; fields: BankLayoutFields } | null>(null);

  const confirmDelete = (item: BankLayout) =>
    modal.confirm({
      title: t('delete.title', { name: item.name }),
      content: t('delete.body'),
      okText: t('common:delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: () => remove.mutateAsync(item.id).then(() => message.success(t('delete.done', { name: item.name })), showError),
    });

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {canEdit && (
        <Space wrap>
          <Dropdown
            menu={{
              items: (Object.keys(BANK_LAYOUT_PRESETS) as BankLayoutPreset[]).map((preset) => ({
                key: preset,
                label: t(`layouts.presets.${preset}`),
              })),
              onClick: ({ key }) =>
                setEditing({ layout: null, fields: fromPreset(key as BankLayoutPreset, t(`layouts.presets.${key as BankLayoutPreset}`)) }),
            }}
          >
            <Button type="primary" icon={<PlusOutlined aria-hidden />}>
              {t('layouts.fromPreset')} <DownOutlined aria-hidden />
            </Button>
          </Dropdown>
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ layout: null, fields: BLANK })}>
            {t('layouts.blank')}
          </Button>
        </Space>
      )}
      <Alert type="info" showIcon title={t('layouts.uobNote')} />
      <DataTable
        contract={listBankLayouts}
        rowKey="id"
        emptyText={t('layouts.empty')}
        defaultSort={{ key: 'name', dir: 'asc' }}
        columns={[
          { key: 'name', title: t('fields.name'), sortable: true, render: (item) => item.name },
          { key: 'separator', title: t('fields.separator'), render: (item) => t(`separators.${item.separator}`) },
          { key: 'updatedAt', title: t('fields.updatedAt'), sortable: true, render: (item) => format.dateTime(item.updatedAt) },
          {
            key: 'actions',
            title: t('fields.actions'),
            render: (item: BankLayout) => (
              <Space size={0} wrap role="group" aria-label={t('layouts.actionsFor', { name: item.name })}>
                <Button
                  type="link"
                  size="small"
                  icon={<EditOutlined aria-hidden />}
                  onClick={() => setEditing({ layout: item, fields: fieldsOf(item) })}
                  aria-label={`${canEdit ? t('common:edit') : t('layouts.view')}: ${item.name}`}
                >
                  {canEdit ? t('common:edit') : t('layouts.view')}
                </Button>
                {canEdit && (
                  <Button
                    type="link"
                    size="small"
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    onClick={() => confirmDelete(item)}
                    aria-label={`${t('common:delete')}: ${item.name}`}
                  >
                    {t('common:delete')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      {editing && <BankLayoutEditor layout={editing.layout} initial={editing.fields} canEdit={canEdit} onClose={() => setEditing(null)} />}
    </Space>
  );
}
