import { useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { listLeavePolicies, type LeavePolicy } from '@tenaga/contracts/modules/time-off.contracts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { Page } from '../../../components/page/page.tsx';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useDeleteLeavePolicy } from '../api/time-off.mutations.ts';
import { PolicyDrawer } from './policy-drawer.tsx';
import { RowActions } from './row-actions.tsx';
import { useConfirmDelete } from './use-confirm-delete.ts';

/** Settings › Time off › Policy: each category's rules, the statutory defaults first among them. */
export default function PoliciesPage() {
  const { t } = useTranslation('timeOff');
  const canEdit = useMenuAccess('timeoffPolicy') === 'edit';
  const remove = useDeleteLeavePolicy();
  const confirmDelete = useConfirmDelete();
  const [editing, setEditing] = useState<LeavePolicy | 'new' | null>(null);

  const entitlementOf = (policy: LeavePolicy) =>
    policy.rules.entitlement.kind === 'fixed'
      ? t('daysValue', { value: policy.rules.entitlement.days })
      : policy.rules.entitlement.steps.map((step) => step.days).join(' → ');

  return (
    <Page
      title={t('menu:timeoffPolicy')}
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
            {t('common:add')}
          </Button>
        )
      }
    >
      <DataTable
        contract={listLeavePolicies}
        rowKey="id"
        emptyText={t('empty')}
        defaultSort={{ key: 'categoryName', dir: 'asc' }}
        columns={[
          { key: 'name', title: t('fields.name'), sortable: true, render: (item) => item.name },
          { key: 'categoryName', title: t('fields.category'), sortable: true, render: (item) => item.categoryName },
          { key: 'entitlement', title: t('fields.entitlement'), render: entitlementOf },
          { key: 'unit', title: t('fields.unit'), render: (item) => t(`units.${item.rules.unit}`) },
          { key: 'profiles', title: t('fields.profiles'), render: (item) => item.profiles },
          {
            key: 'actions',
            title: t('fields.actions'),
            render: (item: LeavePolicy) => (
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
