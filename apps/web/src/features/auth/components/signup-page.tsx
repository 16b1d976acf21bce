import { useEffect, useState } from 'react';
import { Button, Col, Divider, Form, Input, Row, Select, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TIMINGS_MS } from '@tenaga/contracts/constants';
import { checkDomain, DomainSchema, SignupBodySchema } from '@tenaga/contracts/modules/auth.contracts';
import { COMPANY_COUNTRIES, COUNTRY_DEFAULTS, type CompanyCountry } from '@tenaga/contracts/region';
import { LANGUAGE_NAMES } from '@tenaga/i18n/web';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { currentLanguage, setLanguage } from '../../../lib/i18n.ts';
import { useSignup } from '../api/auth.mutations.ts';
import { PublicLayout } from './public-layout.tsx';
import { ConfirmPasswordField } from '../../../components/form/confirm-password-field.tsx';

const SignupFormSchema = SignupBodySchema.omit({ deviceId: true, language: true });
type DomainState = { domain: string; status: 'checking' | 'available' | 'taken' } | null;

/** Checks the domain while the user types (debounced), as `GET check/domain` allows. */
function useDomainAvailability(domain: string): DomainState {
  const [state, setState] = useState<DomainState>(null);
  useEffect(() => {
    const parsed = DomainSchema.safeParse(domain);
    if (!parsed.success) {
      setState(null);
      return;
    }
    setState({ domain: parsed.data, status: 'checking' });
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      callApi(checkDomain, { query: { domain: parsed.data }, signal: controller.signal })
        .then((result) => setState({ domain: parsed.data, status: result.exists ? 'taken' : 'available' }))
        .catch(() => setState(null));
    }, TIMINGS_MS.searchDebounce);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [domain]);
  return state;
}

export function SignupPage() {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm();
  const signupMutation = useSignup();
  const domain = (Form.useWatch('domain', form) as string | undefined) ?? '';
  const availability = useDomainAvailability(domain);
  const countryNames = new Intl.DisplayNames([currentLanguage()], { type: 'region' });
  const country = (Form.useWatch('countryCode', form) as CompanyCountry | undefined) ?? 'SG';
  // The interface stays in the language the person chose; the country's own is offered, never imposed.
  const countryLanguage = COUNTRY_DEFAULTS[country].language;
  const offeredLanguage = countryLanguage === currentLanguage() ? null : countryLanguage;

  const domainHelp =
    availability?.status === 'checking'
      ? t('domainChecking')
      : availability?.status === 'available'
        ? t('domainAvailable', { domain: availability.domain })
        : undefined;

  return (
    <PublicLayout title={t('signupTitle')} subtitle={t('signupSubtitle')} wide>
      <SchemaForm
        schema={SignupFormSchema}
        form={form}
        initialValues={{ countryCode: 'SG' }}
        onSubmit={({ confirmPassword: _, ...body }) => signupMutation.mutateAsync({ ...body, language: currentLanguage() })}
        aria-label={t('signupTitle')}
      >
        <Typography.Title level={2} style={{ fontSize: 16 }}>
          {t('companySection')}
        </Typography.Title>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <SchemaField name="companyName" label={t('companyName')}>
              <Input autoComplete="organization" autoFocus />
            </SchemaField>
          </Col>
          <Col xs={24} md={12}>
            <SchemaField
              name="countryCode"
              label={t('country')}
              extra={
                <>
                  {t('countryHelp')}
                  {offeredLanguage && (
                    <>
                      {' '}
                      <Button
                        type="link"
                        size="small"
                        style={{ padding: 0, height: 'auto' }}
                        onClick={() => void setLanguage(offeredLanguage)}
                      >
                        {t('useCountryLanguage', { language: LANGUAGE_NAMES[offeredLanguage] })}
                      </Button>
                    </>
                  )}
                </>
              }
            >
              <Select options={COMPANY_COUNTRIES.map((code) => ({ value: code, label: countryNames.of(code) ?? code }))} />
            </SchemaField>
          </Col>
        </Row>
        <SchemaField
          name="domain"
          label={t('domain')}
          help={availability?.status === 'taken' ? t('validation:domainTaken') : domainHelp}
          validateStatus={availability?.status === 'taken' ? 'error' : availability?.status === 'available' ? 'success' : undefined}
          hasFeedback={availability?.status === 'available'}
          rules={[
            {
              validator: async () => {
                if (availability?.status === 'taken') throw new Error(t('validation:domainTaken'));
              },
            },
          ]}
        >
          <Input autoCapitalize="none" placeholder={t('domainPlaceholder')} />
        </SchemaField>
        <Divider />
        <Typography.Title level={2} style={{ fontSize: 16 }}>
          {t('adminSection')}
        </Typography.Title>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <SchemaField name="firstName" label={t('firstName')}>
              <Input autoComplete="given-name" />
            </SchemaField>
          </Col>
          <Col xs={24} md={12}>
            <SchemaField name="lastName" label={t('lastName')}>
              <Input autoComplete="family-name" />
            </SchemaField>
          </Col>
          <Col xs={24} md={12}>
            <SchemaField name="email" label={t('email')}>
              <Input type="email" autoComplete="email" />
            </SchemaField>
          </Col>
          <Col xs={24} md={12}>
            <SchemaField name="username" label={t('username')}>
              <Input autoComplete="username" autoCapitalize="none" />
            </SchemaField>
          </Col>
          <Col xs={24} md={12}>
            <SchemaField name="password" label={t('choosePassword')}>
              <Input.Password autoComplete="new-password" />
            </SchemaField>
          </Col>
          <Col xs={24} md={12}>
            <ConfirmPasswordField label={t('confirmPassword')} />
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" block loading={signupMutation.isPending}>
          {signupMutation.isPending ? t('signingUp') : t('signup')}
        </Button>
      </SchemaForm>
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
        {t('haveAccount')} <Link to="/login">{t('loginLink')}</Link>
      </Typography.Paragraph>
    </PublicLayout>
  );
}
