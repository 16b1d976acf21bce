import { lazy, Suspense, useEffect } from 'react';
import { Button, Form } from 'antd';
// Input and its password variant alone: antd's Input also carries TextArea, Search, OTP and Group.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useLogin } from '../api/login.mutation.ts';
import { PublicLayout } from './public-layout.tsx';
import { Paragraph } from './public-text.tsx';
import { LOGIN_FORM_SCHEMA } from './login-form-schema.ts';

// Only links from outside (?domainExists=false) show this warning; it need not be in the first download.
const Alert = lazy(() => import('antd/es/alert/Alert'));

export function LoginPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const [form] = Form.useForm();
  const loginMutation = useLogin();
  const { accounts } = useSession();
  const domainMissing = params.get('domainExists') === 'false';
  const domainParam = params.get('domain') ?? '';
  useEffect(() => {
    void LOGIN_FORM_SCHEMA.load();
  }, []);

  // Warn on blur when no company uses the domain, before the user types a password.
  const checkDomainExists = async () => {
    const domain = String(form.getFieldValue('domain') ?? '').trim();
    if (!domain || form.getFieldError('domain').length > 0) return;
    const result = await import('@tenaga/contracts/modules/auth.contracts')
      .then(({ checkDomain }) => callApi(checkDomain, { query: { domain } }))
      .catch(() => null);
    if (result && result.valid && !result.exists) form.setFields([{ name: 'domain', errors: [t('domainNotFound', { domain })] }]);
  };

  return (
    <PublicLayout title={t('loginTitle')} subtitle={t('loginSubtitle')}>
      {domainMissing && (
        <Suspense fallback={null}>
          <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('domainNotFound', { domain: domainParam })} />
        </Suspense>
      )}
      <SchemaForm
        schema={LOGIN_FORM_SCHEMA}
        form={form}
        guardUnsaved={false}
        initialValues={{ domain: domainParam }}
        onSubmit={(values) => loginMutation.mutateAsync(values)}
        aria-label={t('loginTitle')}
      >
        <SchemaField name="domain" label={t('domain')} extra={t('domainHelp')}>
          <Input
            autoComplete="organization"
            autoCapitalize="none"
            placeholder={t('domainPlaceholder')}
            onBlur={() => void checkDomainExists()}
            autoFocus={!domainParam}
          />
        </SchemaField>
        <SchemaField name="username" label={t('username')}>
          <Input autoComplete="username" autoCapitalize="none" autoFocus={Boolean(domainParam)} />
        </SchemaField>
        <SchemaField name="password" label={t('password')}>
          <Password autoComplete="current-password" />
        </SchemaField>
        <Button type="primary" htmlType="submit" block loading={loginMutation.isPending}>
          {loginMutation.isPending ? t('loggingIn') : t('login')}
        </Button>
      </SchemaForm>
      <Paragraph style={{ marginTop: 16, marginBottom: 0, display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 8 }}>
        <Link to="/reset-password">{t('forgotPassword')}</Link>
        {accounts.length > 0 ? <Link to="/choose-account">{t('chooseAccountTitle')}</Link> : null}
      </Paragraph>
      <Paragraph style={{ marginBottom: 0 }}>
        {t('noAccount')} <Link to="/signup">{t('signupLink')}</Link>
      </Paragraph>
    </PublicLayout>
  );
}
