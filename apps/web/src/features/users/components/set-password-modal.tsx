import { Button, Form, Input, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { setUserPassword, type User } from '@tenaga/contracts/modules/users.contracts';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { ConfirmPasswordField } from '../../../components/form/confirm-password-field.tsx';
import { useFeedback } from '../../../components/feedback/notices.tsx';
import { useSetUserPassword } from '../api/users.queries.ts';

/** An administrator sets someone's password (they forgot it and have no mail); their sessions end. */
export function SetPasswordModal({ user, onClose }: { readonly user: User | null; readonly onClose: () => void }) {
  const { t } = useTranslation('users');
  const { message, modal } = useFeedback();
  const [form] = Form.useForm();
  const mutation = useSetUserPassword();
  const requestClose = () => {
    if (!form.isFieldsTouched()) return onClose();
    modal.confirm({ title: t('common:confirmation'), content: t('common:confirmCloseModalMsg'), onOk: onClose });
  };
  return (
    <Modal
      open={user !== null}
      title={t('password.title', { name: user?.fullName ?? '' })}
      onCancel={requestClose}
      footer={null}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{user?.self ? t('password.helpSelf') : t('password.help')}</Typography.Paragraph>
      <SchemaForm
        schema={setUserPassword.body}
        form={form}
        guardUnsaved={false}
        onSubmit={({ password }) => mutation.mutateAsync({ id: user!.id, password: String(password) })}
        onSaved={() => {
          message.success(t('password.done', { name: user?.fullName ?? '' }));
          onClose();
        }}
        aria-label={t('password.title', { name: user?.fullName ?? '' })}
      >
        <SchemaField name="password" label={t('form.password')}>
          <Input.Password autoComplete="new-password" autoFocus />
        </SchemaField>
        <ConfirmPasswordField label={t('form.confirmPassword')} />
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={requestClose}>{t('common:cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={mutation.isPending}>
            {t('password.ok')}
          </Button>
        </Space>
      </SchemaForm>
    </Modal>
  );
}
