import { useState } from 'react';
import { Button, List, Space, Typography } from 'antd';
import { HistoryOutlined, PlusOutlined, UploadOutlined, WalletOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { leaveAssignmentHistory, listAssignedProfiles, type LeaveAssignment } from '@tenaga/contracts/modules/time-off.contracts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { AppModal } from '../../../components/modal/modal.tsx';
import { Page } from '../../../components/page/page.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useDeleteLeaveAssignment } from '../api/time-off.mutations.ts';
import { AssignProfileDrawer } from './assign-profile-drawer.tsx';
import { EmployeeBalancesModal, type BalancesOf } from './employee-balances-modal.tsx';

const startingOf = (assignment: LeaveAssignment) =>
  assignment.startingDays.map((start) => `${start.categoryName} ${start.days}`).join(', ') || '—';

/** Settings › Time off › Assignment: each employee's profile today, assigned one by one or in bulk, with its history. */
export default function AssignmentPage() {
  const { t } = useTranslation('timeOff');
  const canEdit = useMenuAccess('timeoffAssignment') === 'edit';
  const format = useFormat();
  const [assigning, setAssigning] = useState(false);
  const [historyOf, setHistoryOf] = useState<LeaveAssignment | null>(null);
  const [balancesOf, setBalancesOf] = useState<BalancesOf | null>(null);
  const navigate = useNavigate();

  return (
    <Page
      title={t('menu:timeoffAssignment')}
      extra={
        <Space wrap>
          {canEdit && (
            <Button icon={<UploadOutlined aria-hidden />} onClick={() => void navigate('/settings/timeoff/assignment/import')}>
              {t('balances.import')}
            </Button>
          )}
          {canEdit && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAssigning(true)}>
              {t('assignment.assign')}
            </Button>
          )}
        </Space>
      }
    >
      <DataTable
        contract={listAssignedProfiles}
        rowKey="id"
        emptyText={t('empty')}
        defaultSort={{ key: 'employeeName', dir: 'asc' }}
        columns={[
          { key: 'employmentNumber', title: t('fields.employmentNumber'), render: (item) => item.employmentNumber },
          { key: 'employeeName', title: t('fields.employee'), sortable: true, render: (item) => item.employeeName },
          { key: 'profileName', title: t('fields.profile'), sortable: true, render: (item) => item.profileName },
          {
            key: 'effectiveFrom',
            title: t('fields.effectiveFrom'),
            sortable: true,
            render: (item) => format.calendarDate(item.effectiveFrom),
          },
          { key: 'startingDays', title: t('fields.startingDays'), render: startingOf },
          {
            key: 'actions',
            title: t('fields.actions'),
            render: (item: LeaveAssignment) => (
              <Space size={0} wrap>
                <Button
                  type="link"
                  size="small"
                  icon={<WalletOutlined aria-hidden />}
                  onClick={() => setBalancesOf({ employeeId: item.employeeId, employeeName: item.employeeName })}
                  aria-label={`${t('balances.title')}: ${item.employeeName}`}
                >
                  {t('balances.title')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  icon={<HistoryOutlined aria-hidden />}
                  onClick={() => setHistoryOf(item)}
                  aria-label={`${t('assignment.history')}: ${item.employeeName}`}
                >
                  {t('assignment.history')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <AssignProfileDrawer open={assigning} onClose={() => setAssigning(false)} />
      <HistoryModal of={historyOf} canEdit={canEdit} onClose={() => setHistoryOf(null)} />
      <EmployeeBalancesModal of={balancesOf} canEdit={canEdit} onClose={() => setBalancesOf(null)} />
    </Page>
  );
}

function HistoryModal({
  of,
  canEdit,
  onClose,
}: {
  readonly of: LeaveAssignment | null;
  readonly canEdit: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('timeOff');
  const format = useFormat();
  const { modal, message } = useFeedback();
  const showError = useErrorNotice();
  const remove = useDeleteLeaveAssignment();
  const history = useContractQuery(leaveAssignmentHistory, { params: { id: of?.employeeId ?? '' } }, { enabled: of !== null });
  const confirmRemove = (assignment: LeaveAssignment) =>
    modal.confirm({
      title: t('assignment.removeTitle'),
      content: t('assignment.removeBody'),
      okText: t('common:delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: () => remove.mutateAsync(assignment.id).then(() => message.success(t('assignment.removed')), showError),
    });
  return (
    <AppModal open={of !== null} title={t('assignment.historyOf', { name: of?.employeeName ?? '' })} onClose={onClose}>
      <List
        loading={history.isLoading}
        dataSource={history.data ?? []}
        locale={{ emptyText: t('empty') }}
        renderItem={(assignment) => (
          <List.Item
            actions={
              canEdit
                ? [
                    <Button key="remove" type="link" danger size="small" onClick={() => confirmRemove(assignment)}>
                      {t('common:delete')}
                    </Button>,
                  ]
                : []
            }
          >
            <Space direction="vertical" size={0}>
              <Typography.Text strong>{assignment.profileName}</Typography.Text>
              <Typography.Text type="secondary">
                {format.calendarDate(assignment.effectiveFrom)} · {startingOf(assignment)}
              </Typography.Text>
            </Space>
          </List.Item>
        )}
      />
    </AppModal>
  );
}
