import dayjs from 'dayjs';
import { Alert, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CreateClaimBodySchema, getClaimBalance, listClaimTypeOptions } from '@tenaga/contracts/modules/claims.contracts';
import { CurrencyInput } from '../../../components/currency-input/currency-input.tsx';
import { DateInput } from '../../../components/date-picker/date-picker.tsx';
import { useFeedback } from '../../../components/feedback/notices.tsx';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useCreateClaim } from '../api/claims.mutations.ts';
import { ReceiptsInput } from './receipts-input.tsx';

type Values = { typeId?: string; expenseDate?: string | null; amount?: string | null; description?: string; receiptFileIds?: string[] };

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/**
 * The employee claims an expense: its type, date, amount, description and receipts. Before it is
 * sent, the form shows what remains of the type's limit for the period, and what would remain after
 * this claim (the server counts it, in exact decimals).
 */
export function ClaimFormDrawer({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  const { t } = useTranslation('claims');
  const { message } = useFeedback();
  const format = useFormat();
  const [form] = Form.useForm<Values>();
  const create = useCreateClaim();
  const today = dayjs().tz(format.region.timezone).format('YYYY-MM-DD');
  const types = useContractQuery(listClaimTypeOptions, undefined, { enabled: open });
  const typeId = Form.useWatch('typeId', form);
  const expenseDate = Form.useWatch('expenseDate', form);
  const amount = Form.useWatch('amount', form);
  const asked = {
    typeId: typeId ?? '',
    expenseDate: expenseDate ?? '',
    amount: amount && AMOUNT.test(amount) && /[1-9]/.test(amount) ? amount : undefined,
  };
  const debounced = JSON.parse(useDebouncedValue(JSON.stringify(asked), 250)) as typeof asked;
  const balance = useContractQuery(
    getClaimBalance,
    { body: { typeId: debounced.typeId, expenseDate: debounced.expenseDate, ...(debounced.amount ? { amount: debounced.amount } : {}) } },
    { enabled: open && debounced.typeId !== '' && /^\d{4}-\d{2}-\d{2}$/.test(debounced.expenseDate) },
  );
  const type = types.data?.find((option) => option.id === typeId);

  const submit = async (values: Values) => {
    const saved = await create.mutateAsync({
      typeId: values.typeId ?? '',
      expenseDate: values.expenseDate ?? '',
      amount: values.amount ?? '',
      description: values.description ?? '',
      receiptFileIds: values.receiptFileIds ?? [],
    });
    message.success(t(`submitted.${saved.status === 'approved' ? 'approved' : 'pending'}`));
  };

  const preview = () => {
    const data = balance.data;
    if (!type || !data) return null;
    if (data.limitAmount === null) return <Alert type="info" showIcon role="status" title={t('preview.noLimit')} />;
    const period = t(`preview.period.${data.limitPeriod}`, {
      from: format.calendarDate(data.periodStart),
      to: format.calendarDate(data.periodEnd),
    });
    const remaining = t('preview.remaining', {
      remaining: format.money(data.remaining ?? '0'),
      limit: format.money(data.limitAmount),
      period,
    });
    if (data.remainingAfter === null) return <Alert type="info" showIcon role="status" title={remaining} />;
    return (
      <Alert
        type={data.fits ? 'success' : 'error'}
        showIcon
        role="status"
        title={remaining}
        description={
          data.fits
            ? t('preview.after', { after: format.money(data.remainingAfter) })
            : t('preview.over', { remaining: format.money(data.remaining ?? '0') })
        }
      />
    );
  };

  return (
    <FormDrawer open={open} title={t('claim.newTitle')} form={form} onClose={onClose} width={480} footer={{ saving: create.isPending }}>
      <SchemaForm
        schema={CreateClaimBodySchema}
        form={form as never}
        name="claim"
        initialValues={{ expenseDate: today, description: '', receiptFileIds: [] }}
        onSubmit={submit}
        onSaved={onClose}
        guardUnsaved={false}
        aria-label={t('claim.newTitle')}
      >
        <SchemaField name="typeId" label={t('fields.type')}>
          <Select
            autoFocus
            loading={types.isLoading}
            options={(types.data ?? []).map((option) => ({ value: option.id, label: option.name }))}
            notFoundContent={t('claim.noTypes')}
          />
        </SchemaField>
        <SchemaField name="expenseDate" label={t('fields.expenseDate')}>
          <DateInput style={{ width: '100%' }} />
        </SchemaField>
        <SchemaField name="amount" label={t('fields.amount')}>
          <CurrencyInput style={{ width: '100%' }} />
        </SchemaField>
        <div aria-live="polite" style={{ marginBottom: 16 }}>
          {preview()}
        </div>
        <SchemaField name="description" label={t('fields.description')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} />
        </SchemaField>
        <SchemaField
          name="receiptFileIds"
          label={t('fields.receipts')}
          extra={type?.receiptRequired ? t('receipts.required') : t('receipts.help')}
        >
          <ReceiptsInput />
        </SchemaField>
      </SchemaForm>
    </FormDrawer>
  );
}
