import { useEffect } from 'react';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  getPayItemTypes,
  PAY_ITEM_KINDS,
  type PayItemCategory,
  type PayItemKind,
  type PayItemTreatment,
} from '@tenaga/contracts/modules/pay-items.contracts';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useCreateCategory, useUpdateCategory } from '../api/pay-items.mutations.ts';
import { TreatmentFields } from './treatment-fields.tsx';

type Values = { name?: string; description?: string; kind?: PayItemKind; treatment?: PayItemTreatment };

/** Adds a category or changes one: its kind and how each country's schemes and tax treat it. */
export function CategoryDrawer({
  item,
  canEdit,
  onClose,
}: {
  readonly item: PayItemCategory | 'new' | null;
  readonly canEdit: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('payItems');
  const { message } = useFeedback();
  const showError = useErrorNotice();
  const [form] = Form.useForm<Values>();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const types = useContractQuery(getPayItemTypes, {}, { enabled: item !== null });
  const existing = item === 'new' ? null : item;

  const submit = async (values: Values) => {
    const body = {
      name: values.name ?? '',
      description: values.description ?? '',
      kind: values.kind ?? 'earning',
      treatment: values.treatment as PayItemTreatment,
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
  const defaults = types.data?.defaultTreatment;
  useEffect(() => {
    if (item === null) return;
    form.resetFields();
    form.setFieldsValue(
      existing
        ? { name: existing.name, description: existing.description, kind: existing.kind, treatment: existing.treatment }
        : { description: '', kind: 'earning', ...(defaults ? { treatment: defaults.earning } : {}) },
    );
  }, [item, existing, defaults, form]);

  return (
    <FormDrawer
      open={item !== null}
      title={existing ? (canEdit ? t('editCategory') : existing.name) : t('newCategory')}
      form={form}
      onClose={onClose}
      width={560}
      footer={canEdit ? { saving: create.isPending || update.isPending } : undefined}
    >
      {(existing || types.data) && (
        <Form
          form={form}
          layout="vertical"
          name="pay-item-category"
          onFinish={submit}
          disabled={!canEdit}
          onValuesChange={(changed: Values) => {
            // A new category starts from its kind's usual treatment.
            if (!existing && changed.kind && types.data) form.setFieldValue('treatment', types.data.defaultTreatment[changed.kind]);
          }}
        >
          <Form.Item name="name" label={t('fields.name')} rules={[{ required: true, whitespace: true, message: t('validation:required') }]}>
            <Input autoComplete="off" maxLength={120} />
          </Form.Item>
          <Form.Item name="kind" label={t('fields.kind')} rules={[{ required: true, message: t('validation:required') }]}>
            <Select options={PAY_ITEM_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))} />
          </Form.Item>
          <Form.Item name="description" label={t('fields.description')}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} />
          </Form.Item>
          <TreatmentFields />
        </Form>
      )}
    </FormDrawer>
  );
}
