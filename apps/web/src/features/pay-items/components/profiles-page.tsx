import { useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { listPayItemProfiles, type PayItemProfile } from '@tenaga/contracts/modules/pay-items.contracts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { Page } from '../../../components/page/page.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useDeleteProfile } from '../api/pay-items.mutations.ts';
import { ProfileDrawer } from './profile-drawer.tsx';
import { RowActions } from './row-actions.tsx';
import { useConfirmDelete } from './use-confirm-delete.ts';

/** Settings › Exemption › Profile: bundles of pay items, each with a description and an amount, given to employees together. */
export default function ProfilesPage() {
  const { t } = useTranslation('payItems');
  const canEdit = useMenuAccess('exemptionProfile') === 'edit';
  const format = useFormat();
  const remove = useDeleteProfile();
  const confirmDelete = useConfirmDelete();
  const [editing, setEditing] = useState<PayItemProfile | 'new' | null>(null);
  return (
    <Page
      title={t('menu:exemptionProfile')}
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
            {t('common:add')}
          </Button>
        )
      }
    >
      <DataTable
        contract={listPayItemProfiles}
        rowKey="id"
        emptyText={t('empty')}
        defaultSort={{ key: 'name', dir: 'asc' }}
        columns={[
          { key: 'name', title: t('fields.name'), sortable: true, render: (item) => item.name },
          { key: 'description', title: t('fields.description'), render: (item) => item.description || '—' },
          {
            key: 'items',
            title: t('fields.items'),
            render: (item) =>
              item.items
                .map((row) => `${row.description || row.policyName}${row.amount === null ? '' : ` ${format.money(row.amount)}`}`)
                .join(', ') || '—',
          },
          {
            key: 'actions',
            title: t('fields.actions'),
            render: (item: PayItemProfile) => (
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
      <ProfileDrawer item={editing} canEdit={canEdit} onClose={() => setEditing(null)} />
    </Page>
  );
}
