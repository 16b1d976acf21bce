import { Button, Form, Input, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { CreateOrganisationItemBodySchema } from '@tenaga/contracts';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { useFeedback } from '../../../components/feedback/notices.tsx';

type Values = { name?: string };

/**
 * Adds or renames one item of a list: a single name, saved with Enter or the button. Closing with
 * a changed name asks first (confirmCloseModalMsg).
 */
export function NameModal(props: {
  readonly item: { readonly name: string } | 'new' | null;
  readonly title: string;
  readonly label: string;
  readonly onClose: () => void;
  /** Saves the name; resolves with the message to show. */
  readonly onSubmit: (name: string) => Promise<string>;
}) {
  const { t } = useTranslation('organisation');
  const { message, modal } = useFeedback();
  const [form] = Form.useForm<Values>();
  const open = props.item !== null;

  const requestClose = () => {
    if (!form.isFieldsTouched()) return props.onClose();
    modal.confirm({
      title: t('common:confirmation'),
      content: t('common:confirmCloseModalMsg'),
      okText: t('common:close'),
      cancelText: t('common:cancel'),
      onOk: props.onClose,
    });
  };

  return (
    <Modal
      open={open}
      title={props.title}
      onCancel={requestClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={requestClose}>{t('common:cancel')}</Button>
          <Button type="primary" onClick={() => form.submit()}>
            {t('common:save')}
          </Button>
        </Space>
      }
    >
      {open && (
        <SchemaForm
          schema={CreateOrganisationItemBodySchema}
          form={form}
          name="organisation-name"
          initialValues={props.item === 'new' ? {} : { name: props.item!.name }}
          guardUnsaved={false}
          aria-label={props.title}
          onSubmit={async (values: Values) => message.success(await props.onSubmit(values.name ?? ''))}
          onSaved={props.onClose}
        >
          <SchemaField name="name" label={props.label}>
            <Input autoComplete="off" autoFocus maxLength={100} />
          </SchemaField>
        </SchemaForm>
      )}
    </Modal>
  );
}
