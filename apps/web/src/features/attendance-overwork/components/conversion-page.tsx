import { useState } from 'react';
import { Button, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { listConversions, type ConvertedLeave, type Overwork } from '@tenaga/contracts/modules/attendance-overwork.contracts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { Page } from '../../../components/page/page.tsx';
import { hoursMinutes, useFormat } from '../../../lib/format.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useConvertToLeave } from '../api/attendance-overwork.mutations.ts';
import { minutesOfHours } from './minutes.ts';

type Values = { hours?: number; reason?: string };

/** Attendance › Conversion: approved overtime by work date, paid or (all or part) converted to time off in lieu. */
export default function ConversionPage() {
  const { t } = useTranslation('attendanceOverwork');
  const canEdit = useMenuAccess('attendanceConversion') === 'edit';
  const format = useFormat();
  const { message } = useFeedback();
  const showError = useErrorNotice();
  const convert = useConvertToLeave();
  const [converting, setConverting] = useState<Overwork | null>(null);
  const [lastLeave, setLastLeave] = useState<ConvertedLeave | null>(null);
  const [form] = Form.useForm<Values>();
  const hours = Form.useWatch('hours', form);

  const open = (row: Overwork) => {
    form.setFieldsValue({ hours: row.approvedMinutes / 60, reason: '' });
    setConverting(row);
  };

  const submit = async () => {
    if (!converting) return;
    // An invalid field shows its message under it; nothing is sent.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      const leave = await convert.mutateAsync({
        overworkId: converting.id,
        minutes: minutesOfHours(values.hours ?? 0),
        reason: values.reason?.trim() ?? '',
      });
      setLastLeave(leave);
      message.success(t('conversion.done', { name: leave.employeeName, days: leave.days }));
      setConverting(null);
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Page title={t('menu:attendanceConversion')}>
      {lastLeave && (
        <Typography.Paragraph role="status">
          {t('conversion.last', {
            name: lastLeave.employeeName,
            date: format.calendarDate(lastLeave.workDate),
            time: hoursMinutes(lastLeave.minutes),
            days: lastLeave.days,
            hours: lastLeave.hoursPerDay,
          })}
        </Typography.Paragraph>
      )}
      <DataTable
        contract={listConversions}
        rowKey="id"
        emptyText={t('conversion.empty')}
        defaultSort={{ key: 'workDate', dir: 'desc' }}
        columns={[
          { key: 'workDate', title: t('fields.workDate'), sortable: true, render: (row) => format.calendarDate(row.workDate) },
          { key: 'employeeName', title: t('fields.employee'), sortable: true, render: (row) => row.employeeName },
          { key: 'approvedMinutes', title: t('fields.approved'), render: (row) => hoursMinutes(row.approvedMinutes) },
          { key: 'convertedMinutes', title: t('fields.converted'), render: (row) => hoursMinutes(row.convertedMinutes) },
          { key: 'paid', title: t('fields.paid'), render: (row) => hoursMinutes(row.approvedMinutes - row.convertedMinutes) },
          {
            key: 'actions',
            title: t('fields.actions'),
            render: (row: Overwork) =>
              canEdit && row.convertedLeaveId === null ? (
                <Button
                  type="link"
                  size="small"
                  icon={<SwapOutlined aria-hidden />}
                  onClick={() => open(row)}
                  aria-label={`${t('conversion.convert')}: ${row.employeeName} ${format.calendarDate(row.workDate)}`}
                >
                  {t('conversion.convert')}
                </Button>
              ) : row.convertedLeaveId !== null ? (
                <Typography.Text type="secondary">{t('conversion.converted')}</Typography.Text>
              ) : null,
          },
        ]}
      />
      <Modal
        open={converting !== null}
        title={converting ? t('conversion.title', { name: converting.employeeName, date: format.calendarDate(converting.workDate) }) : ''}
        okText={t('conversion.convert')}
        cancelText={t('common:cancel')}
        confirmLoading={convert.isPending}
        onCancel={() => setConverting(null)}
        onOk={() => void submit()}
        destroyOnHidden
      >
        {converting && (
          <Form form={form} layout="vertical" name="convert-overtime">
            <Typography.Paragraph>{t('conversion.help', { time: hoursMinutes(converting.approvedMinutes) })}</Typography.Paragraph>
            <Form.Item
              name="hours"
              label={t('conversion.hours')}
              extra={typeof hours === 'number' ? hoursMinutes(minutesOfHours(hours)) : undefined}
              rules={[
                { required: true, message: t('validation:required') },
                {
                  validator: (_rule, value: number | undefined) =>
                    value === undefined || (minutesOfHours(value) >= 1 && minutesOfHours(value) <= converting.approvedMinutes)
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('conversion.tooMuch', { time: hoursMinutes(converting.approvedMinutes) }))),
                },
              ]}
            >
              <InputNumber min={0} max={24} step={0.5} precision={2} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="reason" label={t('conversion.reason')}>
              <Input.TextArea maxLength={1000} autoSize={{ minRows: 2, maxRows: 6 }} />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </Page>
  );
}
