import { useState, type ReactNode } from 'react';
import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CheckCircleOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { listCustomFields } from '@tenaga/contracts/modules/custom-fields/routes';
import type { CustomFieldRow } from '@tenaga/contracts/modules/custom-fields/schemas';
import { CUSTOM_FIELD_TYPE_NAMES, type CustomFieldLocation } from '@tenaga/contracts/modules/custom-fields/vocabulary';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useDeleteCustomField, useMoveCustomField, useSetCustomFieldActive } from '../api/custom-fields.queries.ts';
import { CustomFieldModal } from './custom-field-modal.tsx';

/** One location's custom fields: in meta order, with add, change, move up or down, activate or deactivate, and delete (asking first, naming the values that go with it). */
export function CustomFieldListTab({ location }: { readonly location: CustomFieldLocation }) {
  const { t } = useTranslation('customFields');
  const { modal, message } = useFeedback();
  const showError = useErrorNotice();
  const canEdit = useMenuAccess('customField') === 'edit';
  const format = useFormat();
  const move = useMoveCustomField();
  const setActive = useSetCustomFieldActive();
  const remove = useDeleteCustomField();
  const [editing, setEditing] = useState<CustomFieldRow | 'new' | null>(null);

  const toggle = (row: CustomFieldRow) =>
    setActive
      .mutateAsync({ id: row.id, active: !row.active, version: row.version })
      .then(() => message.success(t(row.active ? 'deactivated' : 'activated', { label: row.label })), showError);

  const confirmDelete = (row: CustomFieldRow) =>
    modal.confirm({
      title: t('delete.title', { label: row.label }),
      content: row.valueCount > 0 ? t('delete.bodyWithValues', { count: format.count(row.valueCount) }) : t('delete.body'),
      okText: t('common:delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: () =>
        remove
          .mutateAsync({ id: row.id, removeValues: row.valueCount > 0 })
          .then(() => message.success(t('delete.done', { label: row.label })), showError),
    });

  const actions = (row: CustomFieldRow) => {
    const button = (options: { label: string; icon: ReactNode; onClick: () => unknown; danger?: boolean }) => (
      <Tooltip title={options.label}>
        <Button
          type="text"
          size="small"
          danger={options.danger}
          icon={options.icon}
          aria-label={`${options.label}: ${row.label}`}
          onClick={() => void options.onClick()}
        />
      </Tooltip>
    );
    return (
      <Space size={0} role="group" aria-label={t('actionsFor', { label: row.label })}>
        {button({
          label: t('actions.moveUp'),
          icon: <ArrowUpOutlined aria-hidden />,
          onClick: () => move.mutateAsync({ id: row.id, direction: 'up' }).catch(showError),
        })}
        {button({
          label: t('actions.moveDown'),
          icon: <ArrowDownOutlined aria-hidden />,
          onClick: () => move.mutateAsync({ id: row.id, direction: 'down' }).catch(showError),
        })}
        {button({ label: t('common:edit'), icon: <EditOutlined aria-hidden />, onClick: () => setEditing(row) })}
        {button({
          label: t(row.active ? 'actions.deactivate' : 'actions.activate'),
          icon: row.active ? <StopOutlined aria-hidden /> : <CheckCircleOutlined aria-hidden />,
          onClick: () => toggle(row),
        })}
        {button({ label: t('common:delete'), icon: <DeleteOutlined aria-hidden />, onClick: () => confirmDelete(row), danger: true })}
      </Space>
    );
  };

  return (
    <>
      <Typography.Paragraph type="secondary">{t(`locationHelp.${location}`)}</Typography.Paragraph>
      <DataTable
        contract={listCustomFields}
        filter={{ location }}
        rowKey="id"
        emptyText={t('empty')}
        defaultSort={{ key: 'order', dir: 'asc' }}
        toolbar={
          canEdit && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
              {t('add')}
            </Button>
          )
        }
        columns={[
          { key: 'order', title: t('columns.order'), sortable: true, render: (row) => format.count(row.order) },
          {
            key: 'label',
            title: t('columns.label'),
            sortable: true,
            render: (row) => (
              <Space size={4} wrap>
                {row.label}
                {row.required && <Tag>{t('columns.required')}</Tag>}
              </Space>
            ),
          },
          {
            key: 'propertyName',
            title: t('columns.propertyName'),
            sortable: true,
            render: (row) => <Typography.Text code>{row.propertyName}</Typography.Text>,
          },
          { key: 'type', title: t('columns.type'), sortable: true, render: (row) => t(`types.${CUSTOM_FIELD_TYPE_NAMES[row.type]}`) },
          {
            key: 'active',
            title: t('columns.status'),
            sortable: true,
            render: (row) => (row.active ? <Tag color="green">{t('status.active')}</Tag> : <Tag>{t('status.inactive')}</Tag>),
          },
          { key: 'valueCount', title: t('columns.valueCount'), sortable: true, render: (row) => format.count(row.valueCount) },
          ...(canEdit ? [{ key: 'actions', title: t('columns.actions'), render: actions }] : []),
        ]}
      />
      <CustomFieldModal location={location} field={editing} onClose={() => setEditing(null)} />
    </>
  );
}
