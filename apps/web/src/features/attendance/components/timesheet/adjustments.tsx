import { useState } from 'react';
import { Button, Card, Form, Input, InputNumber, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ATTENDANCE_PERIOD_LIMITS, type AttendanceAdjustment } from '@tenaga/contracts/modules/attendance-timesheet.contracts';
import { DateInput } from '../../../../components/date-picker/date-picker.tsx';
import { useErrorNotice, useFeedback } from '../../../../components/feedback/notices.tsx';
import { AppModal } from '../../../../components/modal/modal.tsx';
import { PlainList } from '../../../../components/plain-list/plain-list.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { useFormat } from '../../../../lib/format.ts';
import { useMenuAccess } from '../../../../lib/session-context.tsx';
import { useCreateAdjustment } from '../../api/periods.mutations.ts';
import { hoursMinutes } from '../../../../lib/format.ts';

interface AdjustmentForm {
  lockedDate: string;
  minutes: number;
  reason: string;
}

const MAX = ATTENDANCE_PERIOD_LIMITS.adjustmentMaxMinutes;

function AdjustmentModal({
  employeeId,
  open,
  onClose,
}: {
  readonly employeeId: string;
  readonly open: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('attendance');
  const { message } = useFeedback();
  const showError = useErrorNotice();
  const create = useCreateAdjustment();
  const [form] = Form.useForm<AdjustmentForm>();
  const submit = async () => {
    const values = await form.validateFields();
    try {
      await create.mutateAsync({ employeeId, ...values });
      void message.success(t('adjustments.added'));
      onClose();
    } catch (error) {
      const field = error instanceof ApiError ? Object.keys(error.fieldErrors)[0] : undefined;
      if (field === undefined) showError(error);
      else form.setFields([{ name: field as keyof AdjustmentForm, errors: [error instanceof ApiError ? error.fieldErrors[field]! : ''] }]);
    }
  };
  return (
    <AppModal open={open} title={t('adjustments.addTitle')} onClose={onClose} onSubmit={submit} submitLoading={create.isPending}>
      <Typography.Paragraph type="secondary">{t('adjustments.help')}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="lockedDate" label={t('adjustments.lockedDate')} rules={[{ required: true, message: t('validation:required') }]}>
          <DateInput />
        </Form.Item>
        <Form.Item
          name="minutes"
          label={t('adjustments.minutes')}
          extra={t('adjustments.minutesHelp')}
          rules={[
            { required: true, message: t('validation:required') },
            {
              validator: (_, value: number | null) =>
                value === null || value === undefined || (value !== 0 && Math.abs(value) <= MAX)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('validation:requiredValidNumber'))),
            },
          ]}
        >
          <InputNumber min={-MAX} max={MAX} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('adjustments.reason')}
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

/** The dated adjustments counted in the period: changes to days of a locked period, each naming its day. */
export function Adjustments({
  employeeId,
  adjustments,
}: {
  readonly employeeId: string;
  readonly adjustments: readonly AttendanceAdjustment[];
}) {
  const { t } = useTranslation('attendance');
  const format = useFormat();
  const canEdit = useMenuAccess('attendanceTimesheet') === 'edit';
  const [adding, setAdding] = useState(false);
  return (
    <Card
      title={t('adjustments.title')}
      size="small"
      style={{ marginBottom: 16 }}
      extra={
        canEdit && (
          <Button size="small" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
            {t('adjustments.add')}
          </Button>
        )
      }
    >
      <PlainList
        items={adjustments}
        rowKey={(adjustment) => adjustment.id}
        label={t('adjustments.title')}
        emptyText={t('adjustments.empty')}
        renderItem={(adjustment) => (
          <Typography.Text>
            {t('adjustments.line', {
              date: format.calendarDate(adjustment.date),
              lockedDate: format.calendarDate(adjustment.lockedDate),
              change: `${adjustment.minutes > 0 ? '+' : '−'}${hoursMinutes(Math.abs(adjustment.minutes))}`,
              reason: adjustment.reason,
            })}
          </Typography.Text>
        )}
      />
      <AdjustmentModal employeeId={employeeId} open={adding} onClose={() => setAdding(false)} />
    </Card>
  );
}
