import { useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  listThresholdEmployees,
  listThresholdLocations,
  listThresholds,
  type Threshold,
  type ThresholdAssignment,
  type ThresholdTarget,
} from '@tenaga/contracts/modules/attendance-overwork.contracts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { Page } from '../../../components/page/page.tsx';
import { hoursMinutes, useFormat } from '../../../lib/format.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useDeleteThreshold, useUnassignThreshold } from '../api/attendance-overwork.mutations.ts';
import { AssignThresholdDrawer } from './assign-threshold-drawer.tsx';
import { ThresholdFormDrawer } from './threshold-form-drawer.tsx';

const limitText = (minutes: number | null) => (minutes === null ? '—' : hoursMinutes(minutes));

/**
 * Settings › Threshold › Employee or Location: the thresholds (shared by both pages) and their
 * dated assignment to this page's targets; an employee's own threshold wins over their location's.
 */
export function ThresholdPage({ targetType }: { readonly targetType: ThresholdTarget }) {
  const { t } = useTranslation('attendanceOverwork');
  const menu = targetType === 'employee' ? 'thresholdEmployee' : 'thresholdLocation';
  const canEdit = useMenuAccess(menu) === 'edit';
  const format = useFormat();
  const { modal, message } = useFeedback();
  const showError = useErrorNotice();
  const remove = useDeleteThreshold();
  const unassign = useUnassignThreshold();
  const [editing, setEditing] = useState<Threshold | 'new' | null>(null);
  const [assigning, setAssigning] = useState(false);

  const confirmDelete = (item: Threshold) =>
    modal.confirm({
      title: t('thresholds.deleteTitle', { name: item.name }),
      content: t('thresholds.deleteBody', { count: item.assignments }),
      okText: t('common:delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: () => remove.mutateAsync(item.id).then(() => message.success(t('thresholds.deleted', { name: item.name })), showError),
    });

  const confirmUnassign = (row: ThresholdAssignment) =>
    modal.confirm({
      title: t('assignments.removeTitle', { name: row.targetName, date: format.calendarDate(row.effectiveFrom) }),
      okText: t('assignments.remove'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: () => unassign.mutateAsync(row.id).then(() => message.success(t('assignments.removed')), showError),
    });

  return (
    <Page
      title={t(`menu:${menu}`)}
      extra={
        canEdit && (
          <Button type="primary" icon={<UserAddOutlined aria-hidden />} onClick={() => setAssigning(true)}>
            {t('assignments.assign')}
          </Button>
        )
      }
    >
      <Typography.Paragraph type="secondary">{t(`assignments.help.${targetType}`)}</Typography.Paragraph>
      <DataTable
        contract={targetType === 'employee' ? listThresholdEmployees : listThresholdLocations}
        rowKey="id"
        label={t(`assignments.title.${targetType}`)}
        emptyText={t('assignments.empty')}
        defaultSort={{ key: 'targetName', dir: 'asc' }}
        columns={[
          {
            key: 'targetName',
            title: t(`fields.${targetType}`),
            sortable: true,
            render: (row: ThresholdAssignment) => (row.employmentNumber ? `${row.targetName} (${row.employmentNumber})` : row.targetName),
          },
          { key: 'thresholdName', title: t('fields.threshold'), sortable: true, render: (row: ThresholdAssignment) => row.thresholdName },
          {
            key: 'effectiveFrom',
            title: t('fields.effectiveFrom'),
            sortable: true,
            render: (row: ThresholdAssignment) => format.calendarDate(row.effectiveFrom),
          },
          ...(canEdit
            ? [
                {
                  key: 'actions',
                  title: t('fields.actions'),
                  render: (row: ThresholdAssignment) => (
                    <Button
                      type="link"
                      size="small"
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      onClick={() => confirmUnassign(row)}
                      aria-label={`${t('assignments.remove')}: ${row.targetName}`}
                    >
                      {t('assignments.remove')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <Space style={{ justifyContent: 'space-between', width: '100%', marginTop: 32 }} wrap>
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {t('thresholds.title')}
        </Typography.Title>
        {canEdit && (
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
            {t('thresholds.add')}
          </Button>
        )}
      </Space>
      <DataTable
        contract={listThresholds}
        rowKey="id"
        label={t('thresholds.title')}
        emptyText={t('thresholds.empty')}
        defaultSort={{ key: 'name', dir: 'asc' }}
        columns={[
          { key: 'name', title: t('fields.name'), sortable: true, render: (item: Threshold) => item.name },
          { key: 'dailyMinutes', title: t('fields.dailyMinutes'), render: (item: Threshold) => limitText(item.dailyMinutes) },
          { key: 'weeklyMinutes', title: t('fields.weeklyMinutes'), render: (item: Threshold) => limitText(item.weeklyMinutes) },
          { key: 'monthlyMinutes', title: t('fields.monthlyMinutes'), render: (item: Threshold) => limitText(item.monthlyMinutes) },
          { key: 'assignments', title: t('fields.assignments'), render: (item: Threshold) => format.count(item.assignments) },
          {
            key: 'actions',
            title: t('fields.actions'),
            render: (item: Threshold) => (
              <Space size={0} wrap role="group" aria-label={t('thresholds.actionsFor', { name: item.name })}>
                <Button type="link" size="small" icon={<EditOutlined aria-hidden />} onClick={() => setEditing(item)}>
                  {canEdit ? t('common:edit') : t('view')}
                </Button>
                {canEdit && (
                  <Button type="link" size="small" danger icon={<DeleteOutlined aria-hidden />} onClick={() => confirmDelete(item)}>
                    {t('common:delete')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <ThresholdFormDrawer item={editing} canEdit={canEdit} onClose={() => setEditing(null)} />
      <AssignThresholdDrawer targetType={targetType} open={assigning} onClose={() => setAssigning(false)} />
    </Page>
  );
}
