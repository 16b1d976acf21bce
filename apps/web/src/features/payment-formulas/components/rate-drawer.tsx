import dayjs from 'dayjs';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PaymentRateBodySchema, type PaymentRate } from '@tenaga/contracts/modules/payment-formulas.contracts';
import { DateInput } from '../../../components/date-picker/date-picker.tsx';
import { useFeedback } from '../../../components/feedback/notices.tsx';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useCreatePaymentRate, useUpdatePaymentRate } from '../api/payment-formulas.mutations.ts';

type Values = { code?: string; name?: string; amount?: string; effectiveFrom?: string };

/** Adds a rate from a date, or changes one (with the version it was read at). */
export function RateDrawer({ rate, onClose }: { readonly rate: PaymentRate | 'new' | null; readonly onClose: () => void }) {
  const { t } = useTranslation('paymentFormulas');
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const create = useCreatePaymentRate();
  const update = useUpdatePaymentRate();
  const existing = rate === 'new' ? null : rate;
  const today = dayjs().tz(useFormat().region.timezone).format('YYYY-MM-DD');

  const submit = async (values: Values) => {
    const body = {
      code: values.code ?? '',
      name: values.name ?? '',
      amount: values.amount ?? '',
      effectiveFrom: values.effectiveFrom ?? '',
    };
    if (existing) await update.mutateAsync({ ...body, id: existing.id, version: existing.version });
    else await create.mutateAsync(body);
    message.success(t('common:savedMsg'));
  };

  return (
    <FormDrawer
      open={rate !== null}
      title={existing ? t('rates.editTitle') : t('rates.newTitle')}
      form={form}
      onClose={onClose}
      width={460}
      footer={{ saving: create.isPending || update.isPending }}
    >
      <SchemaForm
        schema={PaymentRateBodySchema}
        form={form}
        name="payment-rate"
        initialValues={existing ? { ...existing } : { effectiveFrom: today }}
        onSubmit={submit}
        onSaved={onClose}
        guardUnsaved={false}
        aria-label={existing ? t('rates.editTitle') : t('rates.newTitle')}
      >
        <SchemaField name="code" label={t('rateFields.code')} extra={t('rates.codeHint')}>
          <Input autoComplete="off" autoFocus={!existing} maxLength={40} style={{ fontFamily: 'monospace' }} />
        </SchemaField>
        <SchemaField name="name" label={t('rateFields.name')}>
          <Input autoComplete="off" maxLength={120} />
        </SchemaField>
        <SchemaField name="amount" label={t('rateFields.amount')}>
          <Input inputMode="decimal" autoComplete="off" maxLength={22} />
        </SchemaField>
        <SchemaField name="effectiveFrom" label={t('rateFields.effectiveFrom')}>
          <DateInput style={{ width: '100%' }} />
        </SchemaField>
      </SchemaForm>
    </FormDrawer>
  );
}
