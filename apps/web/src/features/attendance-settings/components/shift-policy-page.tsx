import { useState } from 'react';
import { Button, Space, Tag, Typography } from 'antd';
import { EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { listShifts, type Shift } from '@tenaga/contracts/modules/attendance-settings.contracts';
import { RowActions } from '../../../components/data-table/row-actions.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { Page, QueryState } from '../../../components/page/page.tsx';
import { PlainList } from '../../../components/plain-list/plain-list.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useDeleteShift } from '../api/attendance-settings.mutations.ts';
import { ShiftChip, useShiftWords } from './shift-words.tsx';
import { ShiftDrawer } from './shift-drawer.tsx';

/** Settings › Shift › Policy: the company's shifts, added and changed in a drawer; one in use cannot be deleted. */
export default function ShiftPolicyPage() {
  const { t } = useTranslation('attendanceSettings');
  const canEdit = useMenuAccess('shiftPolicy') === 'edit';
  const format = useFormat();
  const words = useShiftWords();
  const { modal, message } = useFeedback();
  const showError = useErrorNotice();
  const shifts = useContractQuery(listShifts, {});
  const remove = useDeleteShift();
  const [editing, setEditing] = useState<Shift | 'new' | null>(null);

  const confirmDelete = (shift: Shift) =>
    modal.confirm({
      title: t('shifts.deleteTitle', { name: shift.name }),
      content: t('shifts.deleteBody'),
      okText: t('common:delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: () => remove.mutateAsync(shift.id).then(() => message.success(t('deleted', { name: shift.name })), showError),
    });

  return (
    <Page
      title={t('menu:shiftPolicy')}
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
            {t('common:add')}
          </Button>
        )
      }
    >
      <QueryState isPending={shifts.isPending} error={shifts.error} onRetry={() => void shifts.refetch()}>
        <PlainList
          items={shifts.data ?? []}
          rowKey={(shift) => shift.id}
          emptyText={t('shifts.empty')}
          renderItem={(shift) => (
            <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
              <Space orientation="vertical" size={0}>
                <ShiftChip shift={shift} />
                <Typography.Text type="secondary">
                  {[
                    words.hours(shift),
                    words.breaks(shift.breaks),
                    t('shifts.work', { hours: format.count(Math.round((shift.workMinutes / 60) * 100) / 100) }),
                  ].join(' · ')}
                </Typography.Text>
              </Space>
              <Space wrap>
                <Tag>{t('shifts.employees', { count: shift.employees })}</Tag>
                {canEdit ? (
                  <RowActions name={shift.name} onEdit={() => setEditing(shift)} onDelete={() => confirmDelete(shift)} />
                ) : (
                  <Button
                    type="link"
                    size="small"
                    icon={<EyeOutlined aria-hidden />}
                    onClick={() => setEditing(shift)}
                    aria-label={`${t('view')}: ${shift.name}`}
                  >
                    {t('view')}
                  </Button>
                )}
              </Space>
            </Space>
          )}
        />
      </QueryState>
      <ShiftDrawer shift={editing} canEdit={canEdit} onClose={() => setEditing(null)} />
    </Page>
  );
}
