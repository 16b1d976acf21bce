import { useEffect } from 'react';
import { Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { changePassword } from '@tenaga/contracts/modules/auth.contracts';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { ConfirmPasswordField } from '../../../components/form/confirm-password-field.tsx';
import { useFeedback } from '../../../components/feedback/notices.tsx';
import { logoutCurrentAccount, useChangePassword } from '../api/auth.mutations.ts';
import { PublicLayout } from './public-layout.tsx';

/** Where the app goes once the password is changed: the address the user came in on, else home. */
const RETURN_KEY = 'tenaga.afterPasswordChange';

/**
 * The only page of an account whose password someone else set (an administrator, when adding the
 * account or setting it since): the server refuses everything else until the user chooses their own.
 */
export function RequiredPasswordChangePage() {
  const { t } = useTranslation('auth');
  const { message } = useFeedback();
  const change = useChangePassword();

  useEffect(() => {
    if (window.location.pathname !== '/change-password') {
      const from = window.location.pathname + window.location.search;
      if (!['/login', '/signup', '/choose-account'].includes(window.location.pathname)) sessionStorage.setItem(RETURN_KEY, from);
      window.history.replaceState(null, '', '/change-password');
    }
  }, []);

  const submit = async ({ confirmPassword: _, ...body }: { currentPassword: string; newPassword: string; confirmPassword?: unknown }) => {
    await change.mutateAsync(body);
    // The app that follows reads this address (the session state now lets it in).
    window.history.replaceState(null, '', sessionStorage.getItem(RETURN_KEY) ?? '/');
    sessionStorage.removeItem(RETURN_KEY);
    message.success(t('shell:passwordChanged'));
  };

  return (
    <PublicLayout title={t('mustChange.title')} subtitle={t('mustChange.subtitle')}>
      <SchemaForm schema={changePassword.body} guardUnsaved={false} onSubmit={submit} aria-label={t('mustChange.title')}>
        <SchemaField name="currentPassword" label={t('mustChange.current')}>
          <Input.Password autoComplete="current-password" autoFocus />
        </SchemaField>
        <SchemaField name="newPassword" label={t('newPassword')}>
          <Input.Password autoComplete="new-password" />
        </SchemaField>
        <ConfirmPasswordField label={t('confirmPassword')} field="newPassword" />
        <Space direction="vertical" style={{ width: '100%' }}>
          <Button type="primary" htmlType="submit" block loading={change.isPending}>
            {t('mustChange.submit')}
          </Button>
          <Button type="link" block onClick={() => void logoutCurrentAccount()}>
            {t('shell:logout')}
          </Button>
        </Space>
      </SchemaForm>
    </PublicLayout>
  );
}
