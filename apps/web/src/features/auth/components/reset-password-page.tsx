import { Alert, Button, Input, Result, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { confirmPasswordReset, requestPasswordReset, verifyPasswordReset } from '@tenaga/contracts/modules/auth.contracts';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { ConfirmPasswordField } from '../../../components/form/confirm-password-field.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { signInAfterInvitation, useConfirmPasswordReset, useRequestPasswordReset } from '../api/auth.mutations.ts';
import { PublicLayout } from './public-layout.tsx';

/** Without a token: ask for a link. With one (from the mail): set a new password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <SetNewPassword token={token} /> : <RequestLink />;
}

function RequestLink() {
  const { t } = useTranslation('auth');
  const request = useRequestPasswordReset();
  return (
    <PublicLayout title={t('resetTitle')} subtitle={t('resetSubtitle')}>
      {request.isSuccess ? (
        <Alert type="success" showIcon title={t('resetSent')} />
      ) : (
        <SchemaForm
          schema={requestPasswordReset.body}
          guardUnsaved={false}
          onSubmit={(values) => request.mutateAsync(values)}
          aria-label={t('resetTitle')}
        >
          <SchemaField name="domain" label={t('domain')}>
            <Input autoCapitalize="none" autoComplete="organization" autoFocus />
          </SchemaField>
          <SchemaField name="username" label={t('username')}>
            <Input autoCapitalize="none" autoComplete="username" />
          </SchemaField>
          <Button type="primary" htmlType="submit" block loading={request.isPending}>
            {t('sendResetLink')}
          </Button>
        </SchemaForm>
      )}
      <p style={{ marginTop: 16, marginBottom: 0 }}>
        <Link to="/login">{t('backToLogin')}</Link>
      </p>
    </PublicLayout>
  );
}

const NewPasswordSchema = confirmPasswordReset.body.pick({ password: true });

function SetNewPassword({ token }: { readonly token: string }) {
  const { t } = useTranslation('auth');
  const verify = useContractQuery(verifyPasswordReset, { query: { token } }, { retry: false });
  const confirm = useConfirmPasswordReset();

  if (verify.isPending) {
    return (
      <PublicLayout title={t('newPasswordTitle')}>
        <Spin description={t('checkingLink')} />
      </PublicLayout>
    );
  }
  if (!verify.data?.valid) {
    return (
      <PublicLayout title={t('newPasswordTitle')}>
        <Result status="warning" title={t('errors:RESET_LINK_INVALID')} extra={<Link to="/reset-password">{t('sendResetLink')}</Link>} />
      </PublicLayout>
    );
  }
  const invitation = verify.data.invitation;
  const title = invitation ? t('invitation.title') : t('newPasswordTitle');
  if (confirm.isSuccess) {
    return (
      <PublicLayout title={t('newPasswordTitle')}>
        <Result
          status="success"
          title={t('passwordUpdated')}
          extra={
            <Link to={`/login?domain=${encodeURIComponent(confirm.data.domain)}`}>
              <Button type="primary">{t('login')}</Button>
            </Link>
          }
        />
      </PublicLayout>
    );
  }
  // An accepted invitation signs its user in: they just chose the password, and came to start.
  const submit = async ({ password }: { password: string }) => {
    const result = await confirm.mutateAsync({ token, password });
    if (result.invitation) await signInAfterInvitation({ domain: result.domain, username: result.username, password });
  };
  return (
    <PublicLayout
      title={title}
      subtitle={
        invitation
          ? t('invitation.subtitle', { username: verify.data.username, domain: verify.data.domain })
          : t('newPasswordFor', { username: verify.data.username, domain: verify.data.domain })
      }
    >
      <SchemaForm schema={NewPasswordSchema} onSubmit={submit} aria-label={title}>
        <SchemaField name="password" label={t('newPassword')}>
          <Input.Password autoComplete="new-password" autoFocus />
        </SchemaField>
        <ConfirmPasswordField label={t('confirmPassword')} />
        <Button type="primary" htmlType="submit" block loading={confirm.isPending}>
          {invitation ? t('invitation.submit') : t('setPassword')}
        </Button>
      </SchemaForm>
    </PublicLayout>
  );
}
