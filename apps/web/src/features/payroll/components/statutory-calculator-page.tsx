import { useState } from 'react';
import { Button, Card, Col, Form, Input, Row, Select, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { previewStatutory, type StatutoryPreviewBody } from '@tenaga/contracts/modules/payroll.contracts';
import { COMPANY_COUNTRIES, type CompanyCountry, type Currency } from '@tenaga/contracts/region';
import { COUNTRY_REFERENCE } from '@tenaga/domain';
import { Page } from '../../../components/page/page.tsx';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { MonthInput } from '../../../components/date-picker/date-picker.tsx';
import { useAuthenticatedSession } from '../../../lib/session-context.tsx';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { useFormat } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { CalculatorFormSchema, formField, toPreviewBody, type CalculatorForm } from './calculator-form.model.ts';
import { CountryFacts, FIELD_COLUMN } from './calculator-fields.tsx';
import { PreviewResult } from './calculator-result.tsx';

/** The statutory calculator (issue #5): the same engine as payroll, through the preview route. */
export default function StatutoryCalculatorPage() {
  const { t } = useTranslation('settings');
  const { t: tp } = useTranslation('payroll');
  const { me } = useAuthenticatedSession();
  const { region } = useFormat();
  const [form] = Form.useForm<CalculatorForm>();
  const country = (Form.useWatch('country', form) as CompanyCountry | undefined) ?? me.companyData.countryCode;
  const preview = useMutation({ mutationFn: (body: StatutoryPreviewBody) => callApi(previewStatutory, { body }) });
  const [shownCurrency, setShownCurrency] = useState<Currency>(COUNTRY_REFERENCE[me.companyData.countryCode].currency);
  const countryNames = new Intl.DisplayNames([currentLanguage()], { type: 'region' });
  const labels = {
    basic: t('calculator.basic'),
    allowance: t('calculator.allowance'),
    overtime: t('calculator.overtime'),
    bonus: t('calculator.bonus'),
    zakat: tp('calculator.zakat'),
    deMinimis: tp('calculator.deMinimisItem'),
  };

  const initialValues: Partial<CalculatorForm> = {
    country: me.companyData.countryCode,
    // This month in the company's time zone (architecture: every "this month" uses it), not UTC's.
    period: dayjs().tz(region.timezone).format('YYYY-MM'),
    residency: 'SC',
    rateType: 'GG',
    citizenship: 'citizen',
    pcbCategory: 1,
    children: 0,
    malaysianEmployees: 10,
    hrdfRegistered: true,
    ptkpStatus: 'TK/0',
    jkkRiskClass: 'very_low',
    hasTaxId: true,
    jpCovered: true,
    exitMonth: false,
    partYear: false,
    region: 'I',
    dependants: 0,
    resident: true,
    vietnamese: true,
    netSalary: false,
    taxRegime: 'regular',
    taxResident: true,
    workerKind: 'permanent',
    foreignWorker: false,
    dtp: false,
    hrdfSectorCovered: true,
    eisFirstTimeContributor: false,
    socsoEmploymentInjuryOnly: false,
    contract: 'standard',
    minimumWageEarner: false,
    separated: false,
  };

  return (
    <Page title={t('menu:statutoryCalculator')}>
      <Typography.Paragraph type="secondary">{t('calculator.help')}</Typography.Paragraph>
      <Card>
        <SchemaForm
          schema={CalculatorFormSchema}
          form={form}
          guardUnsaved={false}
          initialValues={initialValues}
          onSubmit={async (values) => {
            const submitted = values as CalculatorForm;
            const body = toPreviewBody(submitted, labels);
            try {
              await preview.mutateAsync(body);
            } catch (error) {
              // The engine names its input's fields ('employee.birthDate', 'ytd.withheld'); the form's are flat.
              if (error instanceof ApiError && error.body?.errors) {
                const errors = Object.fromEntries(
                  Object.entries(error.body.errors).map(([field, text]) => [
                    formField(submitted.country, field.replace(/\[\d+\]/g, '')),
                    text,
                  ]),
                );
                throw new ApiError(error.status, { ...error.body, errors });
              }
              throw error;
            }
            setShownCurrency(COUNTRY_REFERENCE[body.country].currency);
          }}
          aria-label={t('menu:statutoryCalculator')}
        >
          <Row gutter={16}>
            <Col {...FIELD_COLUMN}>
              <SchemaField name="country" label={t('country')}>
                <Select
                  options={COMPANY_COUNTRIES.map((code) => ({ value: code, label: countryNames.of(code) ?? code }))}
                  onChange={() => preview.reset()}
                />
              </SchemaField>
            </Col>
            <Col {...FIELD_COLUMN}>
              <SchemaField name="period" label={t('calculator.period')}>
                <MonthInput style={{ width: '100%' }} allowClear={false} />
              </SchemaField>
            </Col>
          </Row>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t('calculator.pay', { currency: COUNTRY_REFERENCE[country].currency })}
          </Typography.Title>
          <Row gutter={16}>
            {(['basic', 'allowance', 'overtime', 'bonus'] as const).map((field) => (
              <Col key={field} xs={12} md={6}>
                <SchemaField name={field} label={labels[field]}>
                  <Input inputMode="decimal" />
                </SchemaField>
              </Col>
            ))}
          </Row>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t('calculator.facts')}
          </Typography.Title>
          <Row gutter={16}>
            <CountryFacts country={country} />
          </Row>
          <Button type="primary" htmlType="submit" loading={preview.isPending}>
            {t('calculator.calculate')}
          </Button>
        </SchemaForm>
      </Card>
      {preview.data && <PreviewResult preview={preview.data} currency={shownCurrency} />}
    </Page>
  );
}
