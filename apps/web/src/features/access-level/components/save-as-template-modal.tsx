import { App, Button, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { RoleBodySchema } from '@tenaga/contracts/modules/roles.contracts';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { useCreatePermissionTemplate } from '../api/create-permission-template.ts';
import type { GrantsValues } from './grants-form.tsx';

/** Saves what a role grants (as the form shows it now) as a new permission template. */
export function SaveAsTemplateModal(props: { readonly open: boolean; readonly grants: () => GrantsValues; readonly onClose: () => void }) {
  const { t } = useTranslation('access');
  const { message } = App.useApp();
  const [form] = Form.useForm<Pick<GrantsValues, 'name' | 'description'>>();
  const create = useCreatePermissionTemplate();
  return (
    <Modal
      open={props.open}
      title={t('roles.saveAsTemplate')}
      onCancel={props.onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={props.onClose}>
          {t('common:cancel')}
        </Button>,
        <Button key="save" type="primary" loading={create.isPending} onClick={() => form.submit()}>
          {t('common:save')}
        </Button>,
      ]}
    >
      {props.open && (
        <SchemaForm<typeof RoleBodySchema, Pick<GrantsValues, 'name' | 'description'>>
          schema={RoleBodySchema}
          form={form}
          guardUnsaved={false}
          name="save-as-template"
          initialValues={{ name: props.grants().name, description: props.grants().description }}
          onSubmit={(values) => create.mutateAsync({ ...props.grants(), name: values.name, description: values.description ?? '' })}
          onSaved={() => {
            message.success(t('templates.saved'));
            props.onClose();
          }}
          aria-label={t('roles.saveAsTemplate')}
        >
          <SchemaField name="name" label={t('templates.fields.name')}>
            <Input maxLength={80} />
          </SchemaField>
          <SchemaField name="description" label={t('roles.fields.description')}>
            <Input.TextArea rows={2} maxLength={300} />
          </SchemaField>
        </SchemaForm>
      )}
    </Modal>
  );
}
