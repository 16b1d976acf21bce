import { useState } from 'react';
import { Button, Space, Tag } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { listInsurancePolicies, type InsuranceCountry, type Policy } from '@tenaga/contracts/modules/insurance-policies.contracts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useDeleteInsurancePolicy } from '../api/insurance-policies.mutations.ts';
import { PolicyDrawer } from './policy-drawer.tsx';

/** The policies table with its actions: every policy, or one country's (the country pages). */
export function PoliciesView({ country, toolbar }: { readonly country?: InsuranceCountry; readonly toolbar?: boolean }) {
  const { t } = useTranslation('insurancePolicies');
  const canEdit = useMenuAccess('insurancePolicy') === 'edit';
  const format = useFormat();
  const { modal, message } = useFeedback();
  const showError = useErrorNotice();
  const remove = useDeleteInsurancePolicy();
  const [editing, setEditing] = useState<Policy | 'new' | null>(null);

  const confirmDelete = (policy: Policy) =>
    modal.confirm({
      title: t('deleteTitle', { name: policy.name }),
      content: t('deleteBody'),
      okText: t('common:delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: () => remove.mutateAsync(policy.id).then(() => message.success(t('deleted')), showError),
    });

  return (
    <>
      <DataTable
        contract={listInsurancePolicies}
        rowKey="id"
        label={t('menu:insurancePolicy')}
        emptyText={t('empty')}
        {...(country ? { filter: { country } } : {})}
        toolbar={
          canEdit &&
          toolbar !== false && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
              {t('newPolicy')}
            </Button>
          )
        }
        columns={[
          { key: 'name', title: t('fields.name'), sortable: true },
          { key: 'kind', title: t('fields.kind'), render: (row) => t(`kinds.${row.kind}`) },
          { key: 'country', title: t('fields.country'), render: (row) => (row.country ? t(`countries.${row.country}`) : '—') },
          {
            key: 'treatment',
            title: t('fields.treatment'),
            render: (row) =>
              row.treatment && row.amount !== null ? `${format.money(row.amount)} · ${t(`treatments.${row.treatment}`)}` : '—',
          },
          { key: 'assigned', title: t('fields.assigned'), render: (row) => <Tag>{row.assigned}</Tag> },
          ...(canEdit
            ? [
                {
                  key: 'actions',
                  title: t('fields.actions'),
                  render: (row: Policy) => (
                    <Space size={0}>
                      <Button
                        type="link"
                        size="small"
                        icon={<EditOutlined aria-hidden />}
                        onClick={() => setEditing(row)}
                        aria-label={`${t('common:edit')}: ${row.name}`}
                      >
                        {t('common:edit')}
                      </Button>
                      <Button
                        type="link"
                        size="small"
                        danger
                        icon={<DeleteOutlined aria-hidden />}
                        onClick={() => confirmDelete(row)}
                        aria-label={`${t('common:delete')}: ${row.name}`}
                      >
                        {t('common:delete')}
                      </Button>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <PolicyDrawer policy={editing} country={country} onClose={() => setEditing(null)} />
    </>
  );
}
