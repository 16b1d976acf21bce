import { useState } from 'react';
import { Button, Space } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { listIncentives, type IncentiveScheme } from '@tenaga/contracts/modules/incentives.contracts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { Page } from '../../../components/page/page.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useDeleteIncentiveScheme } from '../api/incentives.mutations.ts';
import { IncentiveSchemeFormDrawer } from './incentive-scheme-form-drawer.tsx';

/** Settings › Incentive: the company's schemes, added and changed in a drawer (the formula tried as it is typed), deleted after a question. */
export default function IncentiveSchemesPage() {
  const { t } = useTranslation('incentives');
  const canEdit = useMenuAccess('incentiveSetting') === 'edit';
  const format = useFormat();
  const { modal, message } = useFeedback();
  const showError = useErrorNotice();
  const remove = useDeleteIncentiveScheme();
  const [editing, setEditing] = useState<IncentiveScheme | 'new' | null>(null);

  const confirmDelete = (item: IncentiveScheme) =>
    modal.confirm({
      title: t('delete.title', { name: item.name }),
      content: t('delete.body'),
      okText: t('common:delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: () => remove.mutateAsync(item.id).then(() => message.success(t('delete.done', { name: item.name })), showError),
    });

  return (
    <Page
      title={t('menu:incentiveSetting')}
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
            {t('common:add')}
          </Button>
        )
      }
    >
      <DataTable
        contract={listIncentives}
        rowKey="id"
        emptyText={t('empty')}
        defaultSort={{ key: 'name', dir: 'asc' }}
        columns={[
          { key: 'name', title: t('fields.name'), sortable: true, render: (item) => item.name },
          { key: 'description', title: t('fields.description'), render: (item) => item.description || '—' },
          { key: 'wageClass', title: t('fields.wageClass'), render: (item) => t(`wageClassShort.${item.wageClass}`) },
          { key: 'updatedAt', title: t('fields.updatedAt'), sortable: true, render: (item) => format.dateTime(item.updatedAt) },
          {
            key: 'actions',
            title: t('fields.actions'),
            render: (item: IncentiveScheme) => (
              <Space size={0} wrap role="group" aria-label={t('actionsFor', { name: item.name })}>
                <Button
                  type="link"
                  size="small"
                  icon={<EditOutlined aria-hidden />}
                  onClick={() => setEditing(item)}
                  aria-label={`${canEdit ? t('common:edit') : t('view')}: ${item.name}`}
                >
                  {canEdit ? t('common:edit') : t('view')}
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
      <IncentiveSchemeFormDrawer item={editing} canEdit={canEdit} onClose={() => setEditing(null)} />
    </Page>
  );
}
