import { useState } from 'react';
import { Button, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { listPayItemPolicies, type PayItemPolicy } from '@tenaga/contracts/modules/pay-items.contracts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { Page } from '../../../components/page/page.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useDeletePolicy } from '../api/pay-items.mutations.ts';
import { PolicyDrawer } from './policy-drawer.tsx';
import { RowActions } from './row-actions.tsx';
import { useConfirmDelete } from './use-confirm-delete.ts';

/** Settings › Exemption › Policy: the pay items with their amounts; one in use cannot be deleted (the message says where). */
export default function PoliciesPage() {
  const { t } = useTranslation('payItems');
  const canEdit = useMenuAccess('exemptionPolicy') === 'edit';
  const format = useFormat();
  const remove = useDeletePolicy();
  const confirmDelete = useConfirmDelete();
  const [editing, setEditing] = useState<PayItemPolicy | 'new' | null>(null);
  return (
    <Page
      title={t('menu:exemptionPolicy')}
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
            {t('common:add')}
          </Button>
        )
      }
    >
      <DataTable
        contract={listPayItemPolicies}
        rowKey="id"
        emptyText={t('empty')}
        defaultSort={{ key: 'name', dir: 'asc' }}
        columns={[
          { key: 'name', title: t('fields.name'), sortable: true, render: (item) => item.name },
          {
            key: 'categoryName',
            title: t('fields.category'),
            sortable: true,
            render: (item) => (
              <>
                {item.categoryName} <Tag>{t(`kinds.${item.kind}`)}</Tag>
              </>
            ),
          },
          { key: 'recurrence', title: t('fields.recurrence'), sortable: true, render: (item) => t(`recurrences.${item.recurrence}`) },
          {
            key: 'amount',
            title: t('fields.amount'),
            sortable: true,
            render: (item) => (item.amount === null ? t('formula') : format.money(item.amount)),
          },
          { key: 'assignments', title: t('fields.assignments'), render: (item) => item.assignments },
          {
            key: 'actions',
            title: t('fields.actions'),
            render: (item: PayItemPolicy) => (
              <RowActions
                name={item.name}
                canEdit={canEdit}
                onOpen={() => setEditing(item)}
                onDelete={() => confirmDelete(item.name, () => remove.mutateAsync(item.id))}
              />
            ),
          },
        ]}
      />
      <PolicyDrawer item={editing} canEdit={canEdit} onClose={() => setEditing(null)} />
    </Page>
  );
}
