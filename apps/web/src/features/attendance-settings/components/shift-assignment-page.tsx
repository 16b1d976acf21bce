import { useState } from 'react';
import { Button, Tag } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { listRosters, listShiftOptions, type RosterRow } from '@tenaga/contracts/modules/attendance-settings.contracts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { Page } from '../../../components/page/page.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useDeleteRoster } from '../api/attendance-settings.mutations.ts';
import { AssignRosterDrawer } from './assign-roster-drawer.tsx';
import { summarise } from './roster-pattern.ts';
import { STATUS_COLOURS } from './statuses.ts';

/** Settings › Shift › Assignment: the employees' roster patterns by period; one not yet in force can be withdrawn. */
export default function ShiftAssignmentPage() {
  const { t } = useTranslation('attendanceSettings');
  const canEdit = useMenuAccess('shiftAssignment') === 'edit';
  const format = useFormat();
  const { modal, message } = useFeedback();
  const showError = useErrorNotice();
  const shifts = useContractQuery(listShiftOptions, {});
  const remove = useDeleteRoster();
  const [assigning, setAssigning] = useState(false);
  const names = new Map((shifts.data ?? []).map((shift) => [shift.id, shift.name]));
  const dayName = (id: string | null) => (id ? (names.get(id) ?? '?') : t('roster.off'));

  const patternWords = (row: RosterRow) => {
    const pattern = summarise(row);
    if (pattern.kind === 'rotating')
      return t('roster.rotatingWords', { shift: dayName(pattern.shiftId), on: pattern.on, off: pattern.off });
    if (pattern.kind === 'weekly') return pattern.days.map((id, day) => `${t(`weekdaysShort.${day}`)} ${dayName(id)}`).join(', ');
    return t('roster.cycleWords', { days: pattern.days.map(dayName).join(', ') });
  };

  const confirmDelete = (row: RosterRow) =>
    modal.confirm({
      title: t('roster.deleteTitle', { name: row.employeeName, date: format.calendarDate(row.from) }),
      content: t('assignments.deleteBody'),
      okText: t('common:delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: () => remove.mutateAsync(row.id).then(() => message.success(t('assignments.deleted')), showError),
    });

  return (
    <Page
      title={t('menu:shiftAssignment')}
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAssigning(true)}>
            {t('roster.assign')}
          </Button>
        )
      }
    >
      <DataTable
        contract={listRosters}
        rowKey="id"
        emptyText={t('roster.empty')}
        columns={[
          { key: 'employeeName', title: t('fields.employee'), render: (row) => `${row.employeeName} (${row.employmentNumber})` },
          {
            key: 'period',
            title: t('fields.period'),
            render: (row) =>
              row.to
                ? `${format.calendarDate(row.from)} – ${format.calendarDate(row.to)}`
                : t('roster.openFrom', { date: format.calendarDate(row.from) }),
          },
          { key: 'pattern', title: t('fields.pattern'), render: patternWords },
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
                  render: (row: RosterRow) =>
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
      <AssignRosterDrawer open={assigning} shifts={shifts.data ?? []} onClose={() => setAssigning(false)} />
    </Page>
  );
}
