import { App, Button, Card, Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  getCompany,
  getCompanyPreference,
  getCompanySetting,
  INDUSTRIES,
  updateCompanyPreference,
  updateCompanySetting,
  UpdateCompanyBodySchema,
} from '@tenaga/contracts/modules/companies.contracts';
import { Page, QueryState } from '../../../components/page/page.tsx';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useUpdateCompany, useUpdateCompanyPreference, useUpdateCompanySetting } from '../api/settings.queries.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { CompanyBanksCard } from './company-banks-card.tsx';
import { CompanyLogoCard } from './company-logo-card.tsx';
import { CompanyRegistrationsCard } from './company-registrations-card.tsx';

function SaveButton({ loading }: { readonly loading: boolean }) {
  const { t } = useTranslation();
  return (
    <Button type="primary" htmlType="submit" loading={loading}>
      {t('save')}
    </Button>
  );
}

function useSavedMessage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return () => message.success(t('savedMsg'));
}

function CompanyDetails() {
  const { t } = useTranslation('settings');
  const company = useContractQuery(getCompany);
  const save = useUpdateCompany();
  const saved = useSavedMessage();
  const countryNames = new Intl.DisplayNames([currentLanguage()], { type: 'region' });
  return (
    <Card title={t('companyDetails')}>
      <QueryState isPending={company.isPending} error={company.error} onRetry={() => void company.refetch()}>
        {company.data && (
          <SchemaForm
            schema={UpdateCompanyBodySchema}
            initialValues={company.data}
            onSubmit={(values) => save.mutateAsync({ ...values, version: company.data.version })}
            onSaved={saved}
          >
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <SchemaField name="companyName" label={t('companyName')}>
                  <Input />
                </SchemaField>
              </Col>
              <Col xs={24} md={12}>
                <SchemaField name="industry" label={t('industry')}>
                  <Select allowClear options={INDUSTRIES.map((industry) => ({ value: industry, label: t(`industries.${industry}`) }))} />
                </SchemaField>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item label={t('domain')} extra={t('domainHelp')} htmlFor="company-domain">
                  <Input id="company-domain" value={company.data.domain} disabled />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item label={t('country')} htmlFor="company-country">
                  <Input id="company-country" value={countryNames.of(company.data.countryCode)} disabled />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <SchemaField name="registrationNumber" label={t('registrationNumber')}>
                  <Input />
                </SchemaField>
              </Col>
              <Col xs={24} md={12}>
                <SchemaField name="email" label={t('email')}>
                  <Input type="email" />
                </SchemaField>
              </Col>
              <Col xs={24} md={12}>
                <SchemaField name="phone" label={t('phone')}>
                  <Input type="tel" />
                </SchemaField>
              </Col>
              <Col xs={24}>
                <SchemaField name="address" label={t('address')}>
                  <Input.TextArea rows={2} />
                </SchemaField>
              </Col>
            </Row>
            <SaveButton loading={save.isPending} />
          </SchemaForm>
        )}
      </QueryState>
    </Card>
  );
}

function SessionRules() {
  const { t } = useTranslation('settings');
  const setting = useContractQuery(getCompanySetting);
  const save = useUpdateCompanySetting();
  const saved = useSavedMessage();
  return (
    <Card title={t('security')}>
      <QueryState isPending={setting.isPending} error={setting.error} onRetry={() => void setting.refetch()}>
        {setting.data && (
          <SchemaForm
            schema={updateCompanySetting.body}
            initialValues={setting.data}
            onSubmit={(values) => save.mutateAsync(values)}
            onSaved={saved}
          >
            <SchemaField name="singleLogin" label={t('singleLogin')} extra={t('singleLoginHelp')} valuePropName="checked">
              <Switch />
            </SchemaField>
            <SchemaField name="sessionTtlMinutes" label={t('sessionTtl')} extra={t('sessionTtlHelp')}>
              <InputNumber min={15} max={43200} step={1} precision={0} style={{ width: 200 }} />
            </SchemaField>
            <SaveButton loading={save.isPending} />
          </SchemaForm>
        )}
      </QueryState>
    </Card>
  );
}

const LEAVE_FLAGS = ['editableApprovedLeave', 'showOnCalendar', 'showRejectedOnCalendar', 'showCancelledOnCalendar'] as const;

function Preferences() {
  const { t } = useTranslation('settings');
  const preference = useContractQuery(getCompanyPreference);
  const save = useUpdateCompanyPreference();
  const saved = useSavedMessage();
  return (
    <Card title={t('preferences')}>
      <QueryState isPending={preference.isPending} error={preference.error} onRetry={() => void preference.refetch()}>
        {preference.data && (
          <SchemaForm
            schema={updateCompanyPreference.body}
            initialValues={preference.data}
            onSubmit={(values) => save.mutateAsync(values)}
            onSaved={saved}
          >
            <SchemaField name="ICNumberMasking" label={t('icMasking')} extra={t('icMaskingHelp')} valuePropName="checked">
              <Switch />
            </SchemaField>
            {LEAVE_FLAGS.map((flag) => (
              <SchemaField key={flag} name={['leaveRequest', flag]} label={t(flag)} valuePropName="checked">
                <Switch />
              </SchemaField>
            ))}
            <SchemaField
              name="bankChangeApproval"
              label={t('bankChangeApproval')}
              extra={t('bankChangeApprovalHelp')}
              valuePropName="checked"
            >
              <Switch />
            </SchemaField>
            <SaveButton loading={save.isPending} />
          </SchemaForm>
        )}
      </QueryState>
    </Card>
  );
}

export default function CompanyAccountPage() {
  const { t } = useTranslation('menu');
  const canEdit = useMenuAccess('companyAccount') === 'edit';
  return (
    <Page title={t('companyAccount')}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <CompanyDetails />
        </Col>
        <Col xs={24} lg={8}>
          <CompanyLogoCard canEdit={canEdit} />
        </Col>
        <Col xs={24}>
          <CompanyRegistrationsCard canEdit={canEdit} />
        </Col>
        <Col xs={24}>
          <CompanyBanksCard canEdit={canEdit} />
        </Col>
        <Col xs={24} lg={12}>
          <SessionRules />
        </Col>
        <Col xs={24} lg={12}>
          <Preferences />
        </Col>
      </Row>
    </Page>
  );
}
