import { useEffect } from 'react';
import { Button, Form, Input, Select, Space } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { listPayItemPolicies, PAY_ITEM_LIMITS, type PayItemProfile } from '@tenaga/contracts/modules/pay-items.contracts';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useCreateProfile, useUpdateProfile } from '../api/pay-items.mutations.ts';

type ItemValues = { policyId?: string; description?: string; amount?: string };
type Values = { name?: string; description?: string; items?: ItemValues[] };

const ALL = { start: 0, length: -1 as const, search: { value: '' }, order: [], columns: [] };
const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/** Adds a profile or changes one: policies with a description and an amount each (empty: the policy's own). */
export function ProfileDrawer({
  item,
  canEdit,
  onClose,
}: {
  readonly item: PayItemProfile | 'new' | null;
  readonly canEdit: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('payItems');
  const { message } = useFeedback();
  const showError = useErrorNotice();
  const [form] = Form.useForm<Values>();
  const create = useCreateProfile();
  const update = useUpdateProfile();
  const policies = useContractQuery(listPayItemPolicies, { body: ALL }, { enabled: item !== null });
  const existing = item === 'new' ? null : item;
  const title = existing ? (canEdit ? t('editProfile') : existing.name) : t('newProfile');

  useEffect(() => {
    if (item === null) return;
    form.resetFields();
    form.setFieldsValue(
      existing
        ? {
            name: existing.name,
            description: existing.description,
            items: existing.items.map((row) => ({ policyId: row.policyId, description: row.description, amount: row.amount ?? '' })),
          }
        : { description: '', items: [{}] },
    );
  }, [item, existing, form]);

  const submit = async (values: Values) => {
    const body = {
      name: values.name ?? '',
      description: values.description ?? '',
      items: (values.items ?? []).map((row) => ({
        policyId: row.policyId ?? '',
        description: row.description ?? '',
        amount: (row.amount ?? '').trim() === '' ? null : (row.amount ?? '').trim(),
      })),
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

  return (
    <FormDrawer
      open={item !== null}
      title={title}
      form={form}
      onClose={onClose}
      width={640}
      footer={canEdit ? { saving: create.isPending || update.isPending } : undefined}
    >
      <Form form={form} layout="vertical" name="pay-item-profile" onFinish={submit} aria-label={title} disabled={!canEdit}>
        <Form.Item name="name" label={t('fields.name')} rules={[{ required: true, whitespace: true, message: t('validation:required') }]}>
          <Input autoComplete="off" maxLength={120} />
        </Form.Item>
        <Form.Item name="description" label={t('fields.description')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} />
        </Form.Item>
        <Form.List name="items">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="baseline" wrap>
                  <Form.Item
                    name={[field.name, 'policyId']}
                    label={t('fields.policy')}
                    rules={[{ required: true, message: t('validation:required') }]}
                  >
                    <Select
                      style={{ width: 200 }}
                      showSearch
                      optionFilterProp="label"
                      loading={policies.isLoading}
                      options={(policies.data?.data ?? []).map((policy) => ({ value: policy.id, label: policy.name }))}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'description']} label={t('fields.description')}>
                    <Input maxLength={1000} style={{ width: 180 }} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'amount']}
                    label={t('fields.amount')}
                    rules={[{ pattern: AMOUNT, message: t('validation:requiredValidNumber') }]}
                  >
                    <Input inputMode="decimal" style={{ width: 120 }} />
                  </Form.Item>
                  <Button
                    type="text"
                    icon={<MinusCircleOutlined aria-hidden />}
                    aria-label={t('removeItem')}
                    onClick={() => remove(field.name)}
                  />
                </Space>
              ))}
              {fields.length < PAY_ITEM_LIMITS.maxItemsPerProfile && (
                <Button icon={<PlusOutlined aria-hidden />} onClick={() => add({})}>
                  {t('addItem')}
                </Button>
              )}
            </>
          )}
        </Form.List>
      </Form>
    </FormDrawer>
  );
}
