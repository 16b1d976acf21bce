import { useState } from 'react';
import { Button, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { listLeavePolicies, type LeavePolicy } from '@tenaga/contracts/modules/time-off.contracts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { Page } from '../../../components/page/page.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useDeleteLeavePolicy } from '../api/time-off.mutations.ts';
import { PolicyDrawer } from './policy-drawer.tsx';
import { versionStatuses } from './policy-versions.tsx';
import { RowActions } from './row-actions.tsx';
import { useConfirmDelete } from './use-confirm-delete.ts';

/** Settings › Time off › Policy: each category's rules, the statutory defaults first among them. */
export default function PoliciesPage() {
  const { t } = useTranslation('timeOff');
  const canEdit = useMenuAccess('timeoffPolicy') === 'edit';
  const remove = useDeleteLeavePolicy();
  const confirmDelete = useConfirmDelete();
  const [editing, setEditing] = useState<LeavePolicy | 'new' | null>(null);

  const format = useFormat();
  const today = format.today();
  /** The version in force today (the list shows it) and the next one scheduled, if any. */
  const standing = (policy: LeavePolicy) => {
    const statuses = versionStatuses(policy.versions, today);
    return {
      rules: policy.versions[statuses.indexOf('inForce')]?.rules ?? policy.rules,
      next: policy.versions[statuses.indexOf('scheduled')]?.effectiveFrom ?? null,
    };
  };
  const entitlementOf = (policy: LeavePolicy) => {
    const { entitlement } = standing(policy).rules;
    return entitlement.kind === 'fixed'
      ? t('daysValue', { value: entitlement.days })
      : entitlement.steps.map((step) => step.days).join(' → ');
  };
  const nameOf = (policy: LeavePolicy) => {
    const { next } = standing(policy);
    return (
      <>
        {policy.name}
        {next && (
          <Tag color="blue" style={{ marginInlineStart: 8 }}>
            {t('versions.changesOn', { date: format.calendarDate(next) })}
          </Tag>
        )}
      </>
    );
  };

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
          { key: 'name', title: t('fields.name'), sortable: true, render: nameOf },
          { key: 'categoryName', title: t('fields.category'), sortable: true, render: (item) => item.categoryName },
          { key: 'entitlement', title: t('fields.entitlement'), render: entitlementOf },
          { key: 'unit', title: t('fields.unit'), render: (item) => t(`units.${standing(item).rules.unit}`) },
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
