import { useEffect } from 'react';
import { Checkbox, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { listFormulaOptions } from '@tenaga/contracts/modules/payment-formulas.contracts';
import {
  listPayItemCategories,
  PAY_ITEM_RECURRENCES,
  type PayItemPolicy,
  type PayItemRecurrence,
} from '@tenaga/contracts/modules/pay-items.contracts';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useCreatePolicy, useUpdatePolicy } from '../api/pay-items.mutations.ts';

type Values = {
  name?: string;
  description?: string;
  categoryId?: string;
  recurrence?: PayItemRecurrence;
  amount?: string;
  formulaId?: string | null;
  requestable?: boolean;
  requestAmountEditable?: boolean;
};

const ALL = { start: 0, length: -1 as const, search: { value: '' }, order: [], columns: [] };
const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/** Adds a policy or changes one: a category's item, recurring or one-off, with a fixed amount or a payment formula. */
export function PolicyDrawer({
  item,
  canEdit,
  onClose,
}: {
  readonly item: PayItemPolicy | 'new' | null;
  readonly canEdit: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('payItems');
  const { message } = useFeedback();
  const showError = useErrorNotice();
  const [form] = Form.useForm<Values>();
  const create = useCreatePolicy();
  const update = useUpdatePolicy();
  const categories = useContractQuery(listPayItemCategories, { body: ALL }, { enabled: item !== null });
  const formulas = useContractQuery(listFormulaOptions, {}, { enabled: item !== null });
  const existing = item === 'new' ? null : item;
  const title = existing ? (canEdit ? t('editPolicy') : existing.name) : t('newPolicy');

  useEffect(() => {
    if (item === null) return;
    form.resetFields();
    form.setFieldsValue(
      existing
        ? {
            name: existing.name,
            description: existing.description,
            categoryId: existing.categoryId,
            recurrence: existing.recurrence,
            amount: existing.amount ?? '',
            formulaId: existing.formulaId,
            requestable: existing.requestable,
            requestAmountEditable: existing.requestAmountEditable,
          }
        : { description: '', recurrence: 'recurring', amount: '', formulaId: null, requestable: false, requestAmountEditable: false },
    );
  }, [item, existing, form]);

  const submit = async (values: Values) => {
    const amount = values.amount?.trim() ?? '';
    const body = {
      name: values.name ?? '',
      description: values.description ?? '',
      categoryId: values.categoryId ?? '',
      recurrence: values.recurrence ?? 'recurring',
      amount: amount === '' ? null : amount,
      formulaId: values.formulaId ?? null,
      requestable: values.requestable ?? false,
      requestAmountEditable: (values.requestable ?? false) && (values.requestAmountEditable ?? false),
    };
    try {
      if (existing) {
        await update.mutateAsync({ id: existing.id, version: existing.version, ...body });
        message.success(t('common:savedMsg'));
      } else {
        const created = await create.mutateAsync(body);
        message.success(t('added', { name: created.name }));
      }
      onClose();
    } catch (error) {
      showError(error);
    }
  };
  const required = [{ required: true, message: t('validation:required') }];

  return (
    <FormDrawer
      open={item !== null}
      title={title}
      form={form}
      onClose={onClose}
      width={520}
      footer={canEdit ? { saving: create.isPending || update.isPending } : undefined}
    >
      <Form form={form} layout="vertical" name="pay-item-policy" onFinish={submit} aria-label={title} disabled={!canEdit}>
        <Form.Item name="name" label={t('fields.name')} rules={[{ required: true, whitespace: true, message: t('validation:required') }]}>
          <Input autoComplete="off" maxLength={120} />
        </Form.Item>
        <Form.Item name="categoryId" label={t('fields.categoryId')} rules={required}>
          <Select
            showSearch
            optionFilterProp="label"
            loading={categories.isLoading}
            options={(categories.data?.data ?? []).map((category) => ({
              value: category.id,
              label: `${category.name} (${t(`kinds.${category.kind}`)})`,
            }))}
          />
        </Form.Item>
        <Form.Item name="recurrence" label={t('fields.recurrence')} rules={required}>
          <Select options={PAY_ITEM_RECURRENCES.map((value) => ({ value, label: t(`recurrences.${value}`) }))} />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('fields.amount')}
          dependencies={['formulaId']}
          rules={[
            { pattern: AMOUNT, message: t('validation:requiredValidNumber') },
            ({ getFieldValue }) => ({
              validator: (_rule, value?: string) =>
                (value ?? '').trim() !== '' || getFieldValue('formulaId')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('validation:required'))),
            }),
          ]}
        >
          <Input inputMode="decimal" style={{ maxWidth: 200 }} />
        </Form.Item>
        <Form.Item name="formulaId" label={t('fields.formulaId')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            loading={formulas.isLoading}
            options={(formulas.data ?? []).map((formula) => ({ value: formula.id, label: formula.name }))}
          />
        </Form.Item>
        <Form.Item name="description" label={t('fields.description')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} />
        </Form.Item>
        <Form.Item name="requestable" valuePropName="checked" extra={t('requestableHelp')} style={{ marginBottom: 8 }}>
          <Checkbox>{t('fields.requestable')}</Checkbox>
        </Form.Item>
        <Form.Item noStyle dependencies={['requestable']}>
          {({ getFieldValue }) =>
            getFieldValue('requestable') ? (
              <Form.Item name="requestAmountEditable" valuePropName="checked">
                <Checkbox>{t('fields.requestAmountEditable')}</Checkbox>
              </Form.Item>
            ) : null
          }
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
