import { useState } from 'react';
import { Button, Space, Tag } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  listInsuranceAssignments,
  type AssignmentRow,
  type InsuranceCountry,
} from '@tenaga/contracts/modules/insurance-policies.contracts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useDeleteInsuranceAssignment } from '../api/insurance-policies.mutations.ts';
import { AssignDrawer } from './assign-drawer.tsx';

const STATUS_COLOURS = { past: 'default', current: 'green', scheduled: 'blue' } as const;

/** Who has which policy from when (the assign table): every country's, or one country's. */
export function AssignmentsView({ country }: { readonly country?: InsuranceCountry }) {
  const { t } = useTranslation('insurancePolicies');
  const canEdit = useMenuAccess('insuranceAssignment') === 'edit';
  const format = useFormat();
  const { modal, message } = useFeedback();
  const showError = useErrorNotice();
  const remove = useDeleteInsuranceAssignment();
  const [drawer, setDrawer] = useState<{ assignment: AssignmentRow | null } | null>(null);

  const confirmDelete = (row: AssignmentRow) =>
    modal.confirm({
      title: t('assignments.deleteTitle', { name: row.employeeName, policy: row.policyName }),
      content: t('assignments.deleteBody'),
      okText: t('common:delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: () => remove.mutateAsync(row.id).then(() => message.success(t('assignments.deleted')), showError),
    });

  return (
    <>
      <DataTable
        contract={listInsuranceAssignments}
        rowKey="id"
        label={t('menu:insuranceAssignment')}
        emptyText={t('assignments.empty')}
        {...(country ? { filter: { country } } : {})}
        toolbar={
          canEdit && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setDrawer({ assignment: null })}>
              {t('assignments.assign')}
            </Button>
          )
        }
        columns={[
          {
            key: 'employeeName',
            title: t('fields.employee'),
            sortable: true,
            render: (row) => `${row.employeeName} (${row.employmentNumber})`,
          },
          { key: 'policyName', title: t('fields.policy'), sortable: true },
          { key: 'from', title: t('fields.from'), sortable: true, render: (row) => format.calendarDate(row.from) },
          { key: 'to', title: t('fields.to'), render: (row) => (row.to ? format.calendarDate(row.to) : '—') },
          {
            key: 'status',
            title: t('fields.status'),
            render: (row) => <Tag color={STATUS_COLOURS[row.status]}>{t(`status.${row.status}`)}</Tag>,
          },
          ...(canEdit
            ? [
                {
                  key: 'actions',
                  title: t('fields.actions'),
                  render: (row: AssignmentRow) => (
                    <Space size={0}>
                      <Button
                        type="link"
                        size="small"
                        icon={<EditOutlined aria-hidden />}
                        onClick={() => setDrawer({ assignment: row })}
                        aria-label={`${t('common:edit')}: ${row.employeeName}`}
                      >
                        {t('common:edit')}
                      </Button>
                      <Button
                        type="link"
                        size="small"
                        danger
                        icon={<DeleteOutlined aria-hidden />}
                        onClick={() => confirmDelete(row)}
                        aria-label={`${t('common:delete')}: ${row.employeeName}`}
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
      <AssignDrawer
        key={drawer?.assignment?.id ?? 'new'}
        open={drawer !== null}
        assignment={drawer?.assignment ?? null}
        country={country}
        onClose={() => setDrawer(null)}
      />
    </>
  );
}
