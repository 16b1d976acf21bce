import { useState } from 'react';
import { Button, Tag } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { listSettingAssignments, type SettingAssignmentRow } from '@tenaga/contracts/modules/attendance-settings.contracts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { Page } from '../../../components/page/page.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useDeleteSettingAssignment } from '../api/attendance-settings.mutations.ts';
import { AssignSettingDrawer } from './assign-setting-drawer.tsx';
import { AttendancePeriodCard } from './attendance-period-card.tsx';
import { STATUS_COLOURS } from './statuses.ts';

/** Settings › Attendance setting › Assignment: who has which setting from when; one not yet in force can be withdrawn. */
export default function SettingAssignmentPage() {
  const { t } = useTranslation('attendanceSettings');
  const canEdit = useMenuAccess('attendanceAssignment') === 'edit';
  const format = useFormat();
  const { modal, message } = useFeedback();
  const showError = useErrorNotice();
  const remove = useDeleteSettingAssignment();
  const [assigning, setAssigning] = useState(false);

  const confirmDelete = (row: SettingAssignmentRow) =>
    modal.confirm({
      title: t('assignments.deleteTitle', { name: row.employeeName, date: format.calendarDate(row.from) }),
      content: t('assignments.deleteBody'),
      okText: t('common:delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: () => remove.mutateAsync(row.id).then(() => message.success(t('assignments.deleted')), showError),
    });

  return (
    <Page
      title={t('menu:attendanceAssignment')}
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAssigning(true)}>
            {t('assignments.assign')}
          </Button>
        )
      }
    >
      <AttendancePeriodCard canEdit={canEdit} />
      <DataTable
        contract={listSettingAssignments}
        rowKey="id"
        emptyText={t('assignments.empty')}
        columns={[
          { key: 'employeeName', title: t('fields.employee'), render: (row) => `${row.employeeName} (${row.employmentNumber})` },
          { key: 'settingName', title: t('fields.setting'), render: (row) => `${row.settingName} · ${t(`employment.${row.employment}`)}` },
          { key: 'from', title: t('fields.from'), render: (row) => format.calendarDate(row.from) },
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
                  render: (row: SettingAssignmentRow) =>
                    row.status === 'scheduled' && (
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
                    ),
                },
              ]
            : []),
        ]}
      />
      <AssignSettingDrawer open={assigning} onClose={() => setAssigning(false)} />
    </Page>
  );
}
