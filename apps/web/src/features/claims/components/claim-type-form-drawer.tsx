import { Form, Input, Radio, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CLAIM_LIMIT_PERIODS,
  CreateClaimTypeBodySchema,
  listClaimPayCategories,
  type ClaimLimitPeriod,
  type ClaimType,
} from '@tenaga/contracts/modules/claims.contracts';
import { CurrencyInput } from '../../../components/currency-input/currency-input.tsx';
import { useFeedback } from '../../../components/feedback/notices.tsx';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useCreateClaimType, useUpdateClaimType } from '../api/claims.mutations.ts';

type Values = {
  name?: string;
  description?: string;
  payItemCategoryId?: string;
  limitAmount?: string | null;
  limitPeriod?: ClaimLimitPeriod;
  receiptRequired?: boolean;
};

/** A claim policy: its pay item category, its limit per month or year (empty: none), whether a receipt is required. */
export function ClaimTypeFormDrawer({ item, onClose }: { readonly item: ClaimType | 'new' | null; readonly onClose: () => void }) {
  const { t } = useTranslation('claims');
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const create = useCreateClaimType();
  const update = useUpdateClaimType();
  const existing = item === 'new' ? null : item;
  const categories = useContractQuery(listClaimPayCategories, undefined, { enabled: item !== null });

  const submit = async (values: Values) => {
    const body = {
      name: values.name ?? '',
      description: values.description ?? '',
      payItemCategoryId: values.payItemCategoryId ?? '',
      limitAmount: values.limitAmount ?? '',
      limitPeriod: values.limitPeriod ?? 'month',
      receiptRequired: values.receiptRequired ?? false,
    };
    const saved = existing
      ? await update.mutateAsync({ id: existing.id, version: existing.version, ...body })
      : await create.mutateAsync(body);
    message.success(t('policies.saved', { name: saved.name }));
  };

  return (
    <FormDrawer
      open={item !== null}
      title={existing ? t('policies.editTitle', { name: existing.name }) : t('policies.newTitle')}
      form={form}
      onClose={onClose}
      width={480}
      footer={{ saving: create.isPending || update.isPending }}
    >
      <SchemaForm
        schema={CreateClaimTypeBodySchema}
        form={form as never}
        name="claim-type"
        initialValues={
          existing
            ? {
                name: existing.name,
                description: existing.description,
                payItemCategoryId: existing.payItemCategoryId,
                limitAmount: existing.limitAmount,
                limitPeriod: existing.limitPeriod,
                receiptRequired: existing.receiptRequired,
              }
            : { description: '', limitPeriod: 'month', receiptRequired: true, limitAmount: null }
        }
        onSubmit={submit}
        onSaved={onClose}
        guardUnsaved={false}
        aria-label={existing ? t('policies.editTitle', { name: existing.name }) : t('policies.newTitle')}
      >
        <SchemaField name="name" label={t('fields.name')}>
          <Input autoComplete="off" autoFocus={!existing} maxLength={120} />
        </SchemaField>
        <SchemaField name="payItemCategoryId" label={t('fields.payItemCategory')} extra={t('policies.categoryHelp')}>
          <Select
            loading={categories.isLoading}
            options={(categories.data ?? []).map((category) => ({ value: category.id, label: category.name }))}
          />
        </SchemaField>
        <SchemaField name="limitAmount" label={t('fields.limitAmount')} extra={t('policies.limitHelp')}>
          <CurrencyInput style={{ width: '100%' }} />
        </SchemaField>
        <SchemaField name="limitPeriod" label={t('fields.limitPeriod')}>
          <Radio.Group optionType="button" options={CLAIM_LIMIT_PERIODS.map((value) => ({ value, label: t(`periods.${value}`) }))} />
        </SchemaField>
        <SchemaField name="receiptRequired" label={t('fields.receiptRequired')} valuePropName="checked">
          <Switch />
        </SchemaField>
        <SchemaField name="description" label={t('fields.description')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} />
        </SchemaField>
      </SchemaForm>
    </FormDrawer>
  );
}
