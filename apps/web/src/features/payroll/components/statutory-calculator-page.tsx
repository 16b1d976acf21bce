import { useState } from 'react';
import { Button, Card, Col, Form, Input, InputNumber, Row, Select, Table, Tag, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { COMPANY_COUNTRIES, previewStatutory, v, type CompanyCountry, type Currency, type PayslipLine, type ResponseOf, type StatutoryPreviewBody } from '@tenaga/contracts';
import { CITIZENSHIPS, JKK_RISK_CLASSES, PTKP_STATUSES, RESIDENCIES, SHG_FUNDS, VN_REGIONS } from '@tenaga/payroll';
import { Page } from '../../../components/page/page.tsx';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { useAuthenticatedSession } from '../../../app/session-context.tsx';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { useFormat } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

const CURRENCY: Record<CompanyCountry, Currency> = { SG: 'SGD', MY: 'MYR', ID: 'IDR', VN: 'VND', PH: 'PHP' };
const money = z.string().trim().regex(/^\d{1,13}(\.\d{1,2})?$/, { error: v.validNumber });
const optionalMoney = money.optional().or(z.literal(''));
/** An amount of nothing ("0", "0.00"), told by its digits: money never goes through a JavaScript number. */
const ZERO_AMOUNT = /^\s*0*(\.0*)?\s*$/;

const CalculatorFormSchema = z.object({
  country: z.enum(COMPANY_COUNTRIES, { error: v.invalidOption }),
  period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: v.validFormat }),
  basic: money,
  allowance: optionalMoney,
  overtime: optionalMoney,
  bonus: optionalMoney,
  birthDate: z.string().optional(),
  residency: z.enum(RESIDENCIES).optional(),
  prSince: z.string().optional(),
  shgFund: z.string().optional(),
  citizenship: z.enum(CITIZENSHIPS).optional(),
  pcbCategory: z.number().int().min(1).max(3).optional(),
  children: z.number().int().min(0).max(20).optional(),
  malaysianEmployees: z.number().int().min(0).optional(),
  ptkpStatus: z.enum(PTKP_STATUSES).optional(),
  jkkRiskClass: z.enum(JKK_RISK_CLASSES).optional(),
  region: z.enum(VN_REGIONS).optional(),
  dependants: z.number().int().min(0).max(20).optional(),
});
type CalculatorForm = z.infer<typeof CalculatorFormSchema>;

/** Turns the form into the payroll package's payslip input (the request of the preview route). */
function toPreviewBody(form: CalculatorForm, labels: Record<'basic' | 'allowance' | 'overtime' | 'bonus', string>): StatutoryPreviewBody {
  const earnings = (
    [
      ['BASIC', labels.basic, form.basic, 'basic'],
      ['ALLOWANCE', labels.allowance, form.allowance, 'ordinary'],
      ['OVERTIME', labels.overtime, form.overtime, 'overtime'],
      ['BONUS', labels.bonus, form.bonus, 'additional'],
    ] as const
  ).filter(([, , amount]) => amount && !ZERO_AMOUNT.test(amount));
  const items = earnings.map(([code, label, amount, itemClass]) => ({ code, label, kind: 'earning' as const, amount: amount!, class: itemClass }));
  const facts: Record<CompanyCountry, Pick<StatutoryPreviewBody, 'employee' | 'employer'>> = {
    SG: {
      employee: {
        birthDate: form.birthDate ?? '',
        residency: form.residency ?? 'SC',
        ...(form.residency === 'PR' && form.prSince ? { prSince: form.prSince } : {}),
        shgFunds: form.shgFund ? [form.shgFund] : [],
      },
    },
    MY: {
      employee: { birthDate: form.birthDate ?? '', citizenship: form.citizenship ?? 'citizen', pcbCategory: form.pcbCategory ?? 1, children: form.children ?? 0 },
      employer: { malaysianEmployees: form.malaysianEmployees ?? 10 },
    },
    ID: { employee: { ptkpStatus: form.ptkpStatus ?? 'TK/0' }, employer: { jkkRiskClass: form.jkkRiskClass ?? 'very_low' } },
    VN: { employee: { region: form.region ?? 'I', dependants: form.dependants ?? 0 } },
    PH: { employee: {} },
  };
  return { country: form.country, period: form.period, items, ...facts[form.country] };
}

type Preview = ResponseOf<typeof previewStatutory>;

/** Both CPF (SG) and EPF/PCB (MY) depend on age. */
function BirthDateField() {
  const { t } = useTranslation('settings');
  return (
    <Col xs={24} md={8}>
      <SchemaField name="birthDate" label={t('calculator.birthDate')} rules={[{ required: true, message: t('validation:required') }]}>
        <Input type="date" />
      </SchemaField>
    </Col>
  );
}

function CountryFacts({ country }: { readonly country: CompanyCountry }) {
  const { t } = useTranslation('settings');
  const form = Form.useFormInstance();
  const residency = Form.useWatch('residency', form) as string | undefined;
  const options = (values: readonly string[], prefix?: string) => values.map((value) => ({ value, label: prefix ? t(`${prefix}.${value}`) : value }));
  switch (country) {
    case 'SG':
      return (
        <>
          <BirthDateField />
          <Col xs={24} md={8}>
            <SchemaField name="residency" label={t('calculator.residency')}>
              <Select options={options(RESIDENCIES, 'calculator.residencies')} />
            </SchemaField>
          </Col>
          {residency === 'PR' && (
            <Col xs={24} md={8}>
              <SchemaField name="prSince" label={t('calculator.prSince')} rules={[{ required: true, message: t('validation:required') }]}>
                <Input type="date" />
              </SchemaField>
            </Col>
          )}
          <Col xs={24} md={8}>
            <SchemaField name="shgFund" label={t('calculator.shgFund')}>
              <Select allowClear options={options(SHG_FUNDS)} placeholder={t('none', { ns: 'common' })} />
            </SchemaField>
          </Col>
        </>
      );
    case 'MY':
      return (
        <>
          <BirthDateField />
          <Col xs={24} md={8}>
            <SchemaField name="citizenship" label={t('calculator.citizenship')}>
              <Select options={options(CITIZENSHIPS, 'calculator.citizenships')} />
            </SchemaField>
          </Col>
          <Col xs={24} md={8}>
            <SchemaField name="pcbCategory" label={t('calculator.pcbCategory')}>
              <Select options={[1, 2, 3].map((value) => ({ value, label: t(`calculator.pcbCategories.${value}`) }))} />
            </SchemaField>
          </Col>
          <Col xs={24} md={8}>
            <SchemaField name="children" label={t('calculator.children')}>
              <InputNumber min={0} max={20} precision={0} style={{ width: '100%' }} />
            </SchemaField>
          </Col>
          <Col xs={24} md={8}>
            <SchemaField name="malaysianEmployees" label={t('calculator.malaysianEmployees')}>
              <InputNumber min={0} precision={0} style={{ width: '100%' }} />
            </SchemaField>
          </Col>
        </>
      );
    case 'ID':
      return (
        <>
          <Col xs={24} md={8}>
            <SchemaField name="ptkpStatus" label={t('calculator.ptkpStatus')}>
              <Select options={options(PTKP_STATUSES)} />
            </SchemaField>
          </Col>
          <Col xs={24} md={8}>
            <SchemaField name="jkkRiskClass" label={t('calculator.jkkRiskClass')}>
              <Select options={options(JKK_RISK_CLASSES, 'calculator.jkkRiskClasses')} />
            </SchemaField>
          </Col>
        </>
      );
    case 'VN':
      return (
        <>
          <Col xs={24} md={8}>
            <SchemaField name="region" label={t('calculator.region')}>
              <Select options={options(VN_REGIONS)} />
            </SchemaField>
          </Col>
          <Col xs={24} md={8}>
            <SchemaField name="dependants" label={t('calculator.dependants')}>
              <InputNumber min={0} max={20} precision={0} style={{ width: '100%' }} />
            </SchemaField>
          </Col>
        </>
      );
    case 'PH':
      return null;
  }
}

const KIND_COLOR = { earning: 'blue', deduction: 'orange', employer: 'purple' } as const;

function PreviewResult({ preview, currency }: { readonly preview: Preview; readonly currency: Currency }) {
  const { t } = useTranslation('settings');
  const format = useFormat();
  const amount = (value: string) => format.money(value, currency);
  return (
    <Card title={t('calculator.result')} style={{ marginTop: 16 }}>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {(['gross', 'deductions', 'net', 'employerCost'] as const).map((total) => (
          <Col key={total} xs={12} md={6}>
            <Typography.Text type="secondary">{t(`calculator.totals.${total}`)}</Typography.Text>
            <div style={{ fontSize: 20, fontWeight: 600 }}>{amount(preview[total])}</div>
          </Col>
        ))}
      </Row>
      <Table<PayslipLine>
        rowKey="code"
        dataSource={preview.lines}
        pagination={false}
        size="small"
        scroll={{ x: 'max-content' }}
        expandable={{
          expandedRowRender: (line) => (
            <ol style={{ margin: 0, paddingInlineStart: 20 }}>
              {line.trace.map((step, index) => (
                <li key={index}>
                  <strong>{step.label}</strong>: {step.value}
                  {step.detail ? <Typography.Text type="secondary"> ({step.detail})</Typography.Text> : null}
                </li>
              ))}
            </ol>
          ),
          rowExpandable: (line) => line.trace.length > 0,
        }}
        columns={[
          { key: 'label', title: t('calculator.line'), render: (_, line) => line.label },
          { key: 'kind', title: t('calculator.kind'), render: (_, line) => <Tag color={KIND_COLOR[line.kind]}>{t(`calculator.kinds.${line.kind}`)}</Tag> },
          { key: 'base', title: t('calculator.base'), align: 'right', render: (_, line) => (line.base ? amount(line.base) : '') },
          { key: 'rate', title: t('calculator.rate'), align: 'right', render: (_, line) => (line.rate ? new Intl.NumberFormat(currentLanguage(), { style: 'percent', maximumFractionDigits: 4 }).format(line.rate as unknown as number) : '') },
          { key: 'amount', title: t('calculator.amount'), align: 'right', render: (_, line) => amount(line.amount) },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('calculator.traceHelp')}
      </Typography.Paragraph>
    </Card>
  );
}

/** The statutory calculator (issue #5): the same engine as payroll, through the preview route. */
export default function StatutoryCalculatorPage() {
  const { t } = useTranslation('settings');
  const { me } = useAuthenticatedSession();
  const { region } = useFormat();
  const [form] = Form.useForm<CalculatorForm>();
  const country = (Form.useWatch('country', form) as CompanyCountry | undefined) ?? me.companyData.countryCode;
  const preview = useMutation({ mutationFn: (body: StatutoryPreviewBody) => callApi(previewStatutory, { body }) });
  const [shownCurrency, setShownCurrency] = useState(CURRENCY[me.companyData.countryCode]);
  const countryNames = new Intl.DisplayNames([currentLanguage()], { type: 'region' });
  const labels = { basic: t('calculator.basic'), allowance: t('calculator.allowance'), overtime: t('calculator.overtime'), bonus: t('calculator.bonus') };

  const initialValues: Partial<CalculatorForm> = {
    country: me.companyData.countryCode,
    // This month in the company's time zone (architecture: every "this month" uses it), not UTC's.
    period: dayjs().tz(region.timezone).format('YYYY-MM'),
    residency: 'SC',
    citizenship: 'citizen',
    pcbCategory: 1,
    children: 0,
    malaysianEmployees: 10,
    ptkpStatus: 'TK/0',
    jkkRiskClass: 'very_low',
    region: 'I',
    dependants: 0,
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
            const body = toPreviewBody(values as CalculatorForm, labels);
            try {
              await preview.mutateAsync(body);
            } catch (error) {
              // The engine names its input's fields ('employee.birthDate'); the form's are flat.
              if (error instanceof ApiError && error.body?.errors) {
                const errors = Object.fromEntries(Object.entries(error.body.errors).map(([field, text]) => [field.split('.').pop()!.replace(/\[\d+\]$/, ''), text]));
                throw new ApiError(error.status, { ...error.body, errors });
              }
              throw error;
            }
            setShownCurrency(CURRENCY[body.country]);
          }}
          aria-label={t('menu:statutoryCalculator')}
        >
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <SchemaField name="country" label={t('country')}>
                <Select options={COMPANY_COUNTRIES.map((code) => ({ value: code, label: countryNames.of(code) ?? code }))} onChange={() => preview.reset()} />
              </SchemaField>
            </Col>
            <Col xs={24} md={8}>
              <SchemaField name="period" label={t('calculator.period')}>
                <Input type="month" />
              </SchemaField>
            </Col>
          </Row>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t('calculator.pay', { currency: CURRENCY[country] })}
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
          {country !== 'PH' && (
            <Typography.Title level={2} style={{ fontSize: 16 }}>
              {t('calculator.facts')}
            </Typography.Title>
          )}
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
