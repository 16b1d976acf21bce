import { Button, Form, Input, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ClientContractLocationFieldsSchema, type ClientContractLocation } from '@tenaga/contracts/modules/client-contracts.contracts';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { useFeedback } from '../../../components/feedback/notices.tsx';
import { useAddLocation, useUpdateLocation } from '../api/client-contracts.queries.ts';

type Values = { name?: string; address?: string };

/** Adds a location to a contract or changes one. */
export function LocationFormModal({
  contractId,
  location,
  onClose,
}: {
  readonly contractId: string;
  readonly location: ClientContractLocation | 'new' | null;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('clientContracts');
  const { message, modal } = useFeedback();
  const [form] = Form.useForm<Values>();
  const add = useAddLocation();
  const update = useUpdateLocation();
  const open = location !== null;
  const existing = location === 'new' ? null : location;
  const title = existing ? t('locations.editTitle') : t('locations.newTitle');

  const requestClose = () => {
    if (!form.isFieldsTouched()) return onClose();
    modal.confirm({
      title: t('common:confirmation'),
      content: t('common:confirmCloseModalMsg'),
      okText: t('common:close'),
      cancelText: t('common:cancel'),
      onOk: onClose,
    });
  };

  const submit = async (values: Values) => {
    const body = { name: values.name ?? '', address: values.address ?? '' };
    if (existing) {
      await update.mutateAsync({ contractId, locationId: existing.id, version: existing.version, ...body });
      message.success(t('saved'));
    } else {
      const created = await add.mutateAsync({ contractId, ...body });
      message.success(t('locations.added', { name: created.name }));
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      onCancel={requestClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={requestClose}>{t('common:cancel')}</Button>
          <Button type="primary" loading={add.isPending || update.isPending} onClick={() => form.submit()}>
            {t('common:save')}
          </Button>
        </Space>
      }
    >
      {open && (
        <SchemaForm
          schema={ClientContractLocationFieldsSchema}
          form={form}
          name="contract-location"
          initialValues={existing ? { name: existing.name, address: existing.address } : { address: '' }}
          onSubmit={submit}
          onSaved={onClose}
          guardUnsaved={false}
          aria-label={title}
        >
          <SchemaField name="name" label={t('locations.name')}>
            <Input autoComplete="off" autoFocus maxLength={120} />
          </SchemaField>
          <SchemaField name="address" label={t('locations.address')}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={300} />
          </SchemaField>
        </SchemaForm>
      )}
    </Modal>
  );
}
