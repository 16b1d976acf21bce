import dayjs from 'dayjs';
import { Button, Form, Input, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  LoanPeriodBodySchema,
  LoanRepaymentBodySchema,
  SettleLoanBodySchema,
  type LoanDetail,
} from '@tenaga/contracts/modules/loans.contracts';
import { CurrencyInput } from '../../../components/currency-input/currency-input.tsx';
import { DateInput, MonthInput } from '../../../components/date-picker/date-picker.tsx';
import { useFeedback } from '../../../components/feedback/notices.tsx';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { useFormat } from '../../../lib/format.ts';
import { usePauseLoan, useRepayLoan, useResumeLoan, useSettleLoan } from '../api/loans.mutations.ts';

export type LoanAction = 'repay' | 'settle' | 'pause' | 'resume';

type Values = { date?: string | null; amount?: string | null; note?: string; period?: string | null };

const SCHEMAS = {
  repay: LoanRepaymentBodySchema.omit({ version: true }),
  settle: SettleLoanBodySchema.omit({ version: true }),
  pause: LoanPeriodBodySchema.omit({ version: true }),
  resume: LoanPeriodBodySchema.omit({ version: true }),
};

/** One of HR's actions on a loan, in a small form: a repayment, settling it, pausing or resuming its instalments. */
export function LoanActionModal({
  loan,
  action,
  onClose,
}: {
  readonly loan: LoanDetail;
  readonly action: LoanAction | null;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('loans');
  const format = useFormat();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const repay = useRepayLoan();
  const settle = useSettleLoan();
  const pause = usePauseLoan();
  const resume = useResumeLoan();
  const today = dayjs().tz(format.region.timezone);
  const pending = repay.isPending || settle.isPending || pause.isPending || resume.isPending;

  const submit = async (values: Values) => {
    const target = { id: loan.id, version: loan.version };
    if (action === 'repay')
      await repay.mutateAsync({ ...target, date: values.date ?? '', amount: values.amount ?? '', note: values.note ?? '' });
    if (action === 'settle') await settle.mutateAsync({ ...target, date: values.date ?? '', note: values.note ?? '' });
    if (action === 'pause') await pause.mutateAsync({ ...target, period: values.period ?? '' });
    if (action === 'resume') await resume.mutateAsync({ ...target, period: values.period ?? '' });
    message.success(t(`actions.${action}Done`));
  };

  const title = action ? t(`actions.${action}`) : '';
  return (
    <Modal
      open={action !== null}
      title={title}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="primary" danger={action === 'settle'} loading={pending} onClick={() => form.submit()}>
            {title}
          </Button>
        </Space>
      }
    >
      {action && (
        <SchemaForm
          schema={SCHEMAS[action]}
          form={form as never}
          name={`loan-${action}`}
          initialValues={{ date: today.format('YYYY-MM-DD'), note: '', period: today.format('YYYY-MM') }}
          onSubmit={submit}
          onSaved={onClose}
          guardUnsaved={false}
          aria-label={title}
        >
          <Typography.Paragraph>{t(`actions.${action}Help`, { balance: format.money(loan.balance) })}</Typography.Paragraph>
          {(action === 'repay' || action === 'settle') && (
            <SchemaField name="date" label={t('fields.date')}>
              <DateInput style={{ width: '100%' }} />
            </SchemaField>
          )}
          {action === 'repay' && (
            <SchemaField name="amount" label={t('fields.amount')}>
              <CurrencyInput style={{ width: '100%' }} max={loan.balance} />
            </SchemaField>
          )}
          {(action === 'repay' || action === 'settle') && (
            <SchemaField name="note" label={t('fields.note')}>
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={500} />
            </SchemaField>
          )}
          {(action === 'pause' || action === 'resume') && (
            <SchemaField name="period" label={t(action === 'pause' ? 'fields.pauseFrom' : 'fields.resumeFrom')}>
              <MonthInput style={{ width: '100%' }} allowClear={false} />
            </SchemaField>
          )}
        </SchemaForm>
      )}
    </Modal>
  );
}
