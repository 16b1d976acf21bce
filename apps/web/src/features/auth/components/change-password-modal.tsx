import { Button, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { changePassword } from '@tenaga/contracts/modules/auth.contracts';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { useChangePassword } from '../api/auth.mutations.ts';
import { ConfirmPasswordField } from '../../../components/form/confirm-password-field.tsx';
import { useFeedback } from '../../../components/feedback/notices.tsx';

export function ChangePasswordModal({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  const { t } = useTranslation('shell');
  const { message, modal } = useFeedback();
  const [form] = Form.useForm();
  const mutation = useChangePassword();

  const close = () => {
    form.resetFields();
    onClose();
  };
  // Spec §4: closing with unsaved changes asks confirmCloseModalMsg.
  const requestClose = () => {
    if (!form.isFieldsTouched()) return close();
    modal.confirm({ title: t('confirmation', { ns: 'common' }), content: t('confirmCloseModalMsg', { ns: 'common' }), onOk: close });
  };

  return (
    <Modal open={open} title={t('changePassword')} onCancel={requestClose} footer={null} destroyOnHidden>
      <SchemaForm
        schema={changePassword.body}
        form={form}
        guardUnsaved={false}
        onSubmit={({ confirmPassword: _, ...body }) => mutation.mutateAsync(body)}
        onSaved={() => {
          message.success(t('passwordChanged'));
          close();
        }}
        aria-label={t('changePassword')}
      >
        <SchemaField name="currentPassword" label={t('currentPassword')}>
          <Input.Password autoComplete="current-password" autoFocus />
        </SchemaField>
        <SchemaField name="newPassword" label={t('newPassword')}>
          <Input.Password autoComplete="new-password" />
        </SchemaField>
        <ConfirmPasswordField label={t('confirmNewPassword')} field="newPassword" />
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
          <Button onClick={requestClose}>{t('cancel', { ns: 'common' })}</Button>
          <Button type="primary" htmlType="submit" loading={mutation.isPending}>
            {t('save', { ns: 'common' })}
          </Button>
        </div>
      </SchemaForm>
    </Modal>
  );
}
