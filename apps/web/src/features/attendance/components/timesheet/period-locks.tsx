import { useState } from 'react';
import { Button, Form, Input, Space, Tag } from 'antd';
import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { listAttendancePeriods, type AttendancePeriodState } from '@tenaga/contracts/modules/attendance-timesheet.contracts';
import { useErrorNotice, useFeedback } from '../../../../components/feedback/notices.tsx';
import { AppModal } from '../../../../components/modal/modal.tsx';
import { useContractQuery } from '../../../../lib/contract-query.ts';
import { useFormat } from '../../../../lib/format.ts';
import { useMenuAccess } from '../../../../lib/session-context.tsx';
import { useLockPeriod, useUnlockPeriod } from '../../api/periods.mutations.ts';

function UnlockModal({ period, onClose }: { readonly period: AttendancePeriodState | null; readonly onClose: () => void }) {
  const { t } = useTranslation('attendance');
  const format = useFormat();
  const { message } = useFeedback();
  const showError = useErrorNotice();
  const unlock = useUnlockPeriod();
  const [form] = Form.useForm<{ reason: string }>();
  const submit = async () => {
    const { reason } = await form.validateFields();
    if (!period) return;
    await unlock.mutateAsync({ date: period.from, reason }).then(() => {
      void message.success(t('periods.unlocked'));
      onClose();
    }, showError);
  };
  return (
    <AppModal
      open={period !== null}
      title={period ? t('periods.unlockTitle', { from: format.calendarDate(period.from), to: format.calendarDate(period.to) }) : ''}
      onClose={onClose}
      onSubmit={submit}
      submitText={t('periods.unlock')}
      submitLoading={unlock.isPending}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={t('periods.reason')}
          rules={[
            { required: true, whitespace: true, message: t('validation:required') },
            { max: 500, message: t('validation:tooLong', { maximum: 500 }) },
          ]}
        >
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Form>
    </AppModal>
  );
}

/**
 * The attendance periods the shown range overlaps, each tagged locked (by HR or by the payrun) or
 * open; HR locks an open one after a question and unlocks a locked one with a reason.
 */
export function PeriodLocks({ from, to }: { readonly from: string; readonly to: string }) {
  const { t } = useTranslation('attendance');
  const format = useFormat();
  const { modal, message } = useFeedback();
  const showError = useErrorNotice();
  const canEdit = useMenuAccess('attendanceTimesheet') === 'edit';
  const periods = useContractQuery(listAttendancePeriods, { query: { from, to } });
  const lock = useLockPeriod();
  const [unlocking, setUnlocking] = useState<AttendancePeriodState | null>(null);
  const range = (period: AttendancePeriodState) => ({ from: format.calendarDate(period.from), to: format.calendarDate(period.to) });

  const confirmLock = (period: AttendancePeriodState) =>
    modal.confirm({
      title: t('periods.lockTitle', range(period)),
      content: t('periods.lockBody'),
      okText: t('periods.lock'),
      cancelText: t('common:cancel'),
      onOk: () => lock.mutateAsync(period.from).then(() => void message.success(t('periods.locked')), showError),
    });

  return (
    <Space wrap size={[8, 4]} style={{ marginBottom: 12 }} data-testid="period-locks">
      {(periods.data ?? []).map((period) => (
        <Space key={period.from} size={4}>
          <Tag icon={period.locked ? <LockOutlined aria-hidden /> : undefined} color={period.locked ? 'red' : 'default'}>
            {period.locked
              ? t(period.lockedBy === 'payroll' ? 'periods.lockedByPayroll' : 'periods.lockedByHr', range(period))
              : t('periods.open', range(period))}
          </Tag>
          {canEdit &&
            (period.locked ? (
              <Button size="small" icon={<UnlockOutlined aria-hidden />} onClick={() => setUnlocking(period)}>
                {t('periods.unlock')}
              </Button>
            ) : (
              <Button size="small" icon={<LockOutlined aria-hidden />} onClick={() => confirmLock(period)}>
                {t('periods.lock')}
              </Button>
            ))}
        </Space>
      ))}
      <UnlockModal period={unlocking} onClose={() => setUnlocking(null)} />
    </Space>
  );
}
