import { App, Button, Card, Col, Descriptions, Form, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { getCompanyRegions } from '@tenaga/contracts/modules/companies.contracts';
import { listCurrencies, listTimezones } from '@tenaga/contracts/modules/countries.contracts';
import { CURRENCIES, DATE_FORMATS, RegionLanguageSchema, TIME_FORMATS, type RegionLanguage } from '@tenaga/contracts/region';
import { LANGUAGE_CODES, LANGUAGE_NAMES } from '@tenaga/i18n/web';
import { Page, QueryState } from '../../../components/page/page.tsx';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { useAuthenticatedSession } from '../../../lib/session-context.tsx';
import { createFormatter } from '../../../lib/format.ts';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useUpdateCompanyRegions, useUpdateMyRegion } from '../api/settings.queries.ts';

// A fixed instant for the preview: 25 December 2026, 14:30 UTC.
const PREVIEW_INSTANT = Date.UTC(2026, 11, 25, 14, 30);

function RegionPreview() {
  const { t } = useTranslation('settings');
  const form = Form.useFormInstance();
  const values = Form.useWatch([], form) as Partial<RegionLanguage> | undefined;
  const parsed = RegionLanguageSchema.safeParse(values);
  if (!parsed.success) return null;
  const format = createFormatter(parsed.data, parsed.data.language);
  return (
    <Descriptions size="small" column={1} title={t('preview')} style={{ marginBottom: 16 }}>
      <Descriptions.Item label={t('dateFormat')}>{format.date(PREVIEW_INSTANT)}</Descriptions.Item>
      <Descriptions.Item label={t('timeFormat')}>{format.time(PREVIEW_INSTANT)}</Descriptions.Item>
      <Descriptions.Item label={t('currency')}>{format.money('1234567.50')}</Descriptions.Item>
    </Descriptions>
  );
}

/** The five region fields, shared by the user's and the company's form. */
function RegionFields() {
  const { t } = useTranslation('settings');
  const timezones = useContractQuery(listTimezones);
  // Named in the language asked for (the contract keeps them per language).
  const currencies = useContractQuery(listCurrencies);
  const currencyOptions =
    currencies.data?.map((currency) => ({ value: currency.value, label: `${currency.value} · ${currency.label}` })) ??
    CURRENCIES.map((code) => ({ value: code, label: code }));
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <SchemaField name="language" label={t('language')}>
            <Select options={LANGUAGE_CODES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))} />
          </SchemaField>
        </Col>
        <Col xs={24} md={12}>
          <SchemaField name="timezone" label={t('timezone')}>
            <Select
              showSearch
              loading={timezones.isPending}
              options={timezones.data?.map((zone) => ({ value: zone.value, label: zone.label }))}
              optionFilterProp="label"
            />
          </SchemaField>
        </Col>
        <Col xs={24} md={8}>
          <SchemaField name="dateFormat" label={t('dateFormat')}>
            <Select options={Object.keys(DATE_FORMATS).map((value) => ({ value, label: value }))} />
          </SchemaField>
        </Col>
        <Col xs={24} md={8}>
          <SchemaField name="timeFormat" label={t('timeFormat')}>
            <Select options={TIME_FORMATS.map((value) => ({ value, label: value }))} />
          </SchemaField>
        </Col>
        <Col xs={24} md={8}>
          <SchemaField name="currency" label={t('currency')}>
            <Select showSearch options={currencyOptions} optionFilterProp="label" />
          </SchemaField>
        </Col>
      </Row>
      <RegionPreview />
    </>
  );
}

export default function RegionLanguagePage() {
  const { t } = useTranslation('settings');
  const { message } = App.useApp();
  const { me } = useAuthenticatedSession();
  const companyRegions = useContractQuery(getCompanyRegions);
  const saveMine = useUpdateMyRegion();
  const saveCompany = useUpdateCompanyRegions();
  const saved = () => message.success(t('regionSaved'));

  return (
    <Page title={t('menu:regionLanguage')}>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card title={t('myRegion')}>
            <p>{t('myRegionHelp')}</p>
            <SchemaForm
              schema={RegionLanguageSchema}
              initialValues={me.regionLanguage}
              aria-label={t('myRegion')}
              onSubmit={(values) => saveMine.mutateAsync(values)}
              onSaved={saved}
            >
              <RegionFields />
              <Button type="primary" htmlType="submit" loading={saveMine.isPending}>
                {t('save', { ns: 'common' })}
              </Button>
            </SchemaForm>
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={t('companyRegion')}>
            <p>{t('companyRegionHelp')}</p>
            <QueryState isPending={companyRegions.isPending} error={companyRegions.error} onRetry={() => void companyRegions.refetch()}>
              {companyRegions.data && (
                <SchemaForm
                  schema={RegionLanguageSchema}
                  initialValues={companyRegions.data}
                  aria-label={t('companyRegion')}
                  onSubmit={(values) => saveCompany.mutateAsync(values)}
                  onSaved={saved}
                >
                  <RegionFields />
                  <Button type="primary" htmlType="submit" loading={saveCompany.isPending}>
                    {t('save', { ns: 'common' })}
                  </Button>
                </SchemaForm>
              )}
            </QueryState>
          </Card>
        </Col>
      </Row>
    </Page>
  );
}
