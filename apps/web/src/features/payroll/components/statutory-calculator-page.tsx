import { useState } from 'react';
import { Button, Card, Col, Form, Input, InputNumber, Row, Select, Switch, Table, Tag, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  COMPANY_COUNTRIES,
  previewStatutory,
  v,
  type CompanyCountry,
  type Currency,
  type PayslipLine,
  type ResponseOf,
  type StatutoryPreviewBody,
} from '@tenaga/contracts';
import { COUNTRY_REFERENCE } from '@tenaga/domain';
import { CITIZENSHIPS, JKK_RISK_CLASSES, PTKP_STATUSES, RATE_TYPES, RESIDENCIES, SHG_FUNDS, VN_REGIONS } from '@tenaga/payroll';
import { Page } from '../../../components/page/page.tsx';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { useAuthenticatedSession } from '../../../lib/session-context.tsx';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { useFormat } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

const money = z
  .string()
  .trim()
  .regex(/^\d{1,13}(\.\d{1,2})?$/, { error: v.validNumber });
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
  // Singapore
  birthDate: z.string().optional(),
  residency: z.enum(RESIDENCIES).optional(),
  prSince: z.string().optional(),
  rateType: z.enum(RATE_TYPES).optional(),
  shgFund: z.string().optional(),
  ytdOrdinaryWageSubject: optionalMoney,
  ytdAdditionalWageSubject: optionalMoney,
  // Malaysia
  citizenship: z.enum(CITIZENSHIPS).optional(),
  pcbCategory: z.number().int().min(1).max(3).optional(),
  children: z.number().int().min(0).max(20).optional(),
  malaysianEmployees: z.number().int().min(0).optional(),
  hrdfRegistered: z.boolean().optional(),
  reliefs: optionalMoney,
  zakat: optionalMoney,
  ytdRemuneration: optionalMoney,
  ytdEpf: optionalMoney,
  ytdPcb: optionalMoney,
  ytdReliefs: optionalMoney,
  ytdZakat: optionalMoney,
  // Indonesia
  ptkpStatus: z.enum(PTKP_STATUSES).optional(),
  jkkRiskClass: z.enum(JKK_RISK_CLASSES).optional(),
  hasTaxId: z.boolean().optional(),
  jpCovered: z.boolean().optional(),
  minimumWage: optionalMoney,
  exitMonth: z.boolean().optional(),
  monthsWorked: z.number().int().min(1).max(12).optional(),
  partYear: z.boolean().optional(),
  ytdGross: optionalMoney,
  ytdPension: optionalMoney,
  ytdWithheld: optionalMoney,
  // Vietnam
  region: z.enum(VN_REGIONS).optional(),
  dependants: z.number().int().min(0).max(20).optional(),
  resident: z.boolean().optional(),
  vietnamese: z.boolean().optional(),
  // Philippines
  exemptBenefits: optionalMoney,
  ytdTaxable: optionalMoney,
  ytdTaxWithheld: optionalMoney,
});
type CalculatorForm = z.infer<typeof CalculatorFormSchema>;
type FieldName = keyof CalculatorForm;

const given = (amount: string | undefined): amount is string => amount !== undefined && amount.trim() !== '';
/** Only the amounts the user entered, keyed as the engine names them (an empty field keeps the engine's default). */
function amounts(pairs: readonly (readonly [string, string | undefined])[]): Record<string, string> {
  return Object.fromEntries(
    pairs.filter((pair): pair is readonly [string, string] => given(pair[1])).map(([key, amount]) => [key, amount.trim()]),
  );
}

/** December is the last tax period in Indonesia (and the exit month); December annualises in the Philippines. */
const isDecember = (period: string | undefined) => period?.endsWith('-12') ?? false;

/** Turns the form into the payroll package's payslip input (the request of the preview route). */
function toPreviewBody(
  form: CalculatorForm,
  labels: Record<'basic' | 'allowance' | 'overtime' | 'bonus' | 'zakat', string>,
): StatutoryPreviewBody {
  const earnings = (
    [
      ['BASIC', labels.basic, form.basic, 'basic'],
      ['ALLOWANCE', labels.allowance, form.allowance, 'ordinary'],
      ['OVERTIME', labels.overtime, form.overtime, 'overtime'],
      ['BONUS', labels.bonus, form.bonus, 'additional'],
    ] as const
  ).filter(([, , amount]) => amount && !ZERO_AMOUNT.test(amount));
  const items: StatutoryPreviewBody['items'] = earnings.map(([code, label, amount, itemClass]) => ({
    code,
    label,
    kind: 'earning' as const,
    amount: amount!,
    class: itemClass,
  }));
  if (form.country === 'MY' && given(form.zakat) && !ZERO_AMOUNT.test(form.zakat)) {
    items.push({ code: 'ZAKAT', label: labels.zakat, kind: 'deduction', amount: form.zakat.trim(), class: 'zakat' });
  }
  const lastPeriod = isDecember(form.period) || (form.exitMonth ?? false);
  const facts: Record<CompanyCountry, () => Pick<StatutoryPreviewBody, 'employee' | 'employer' | 'ytd'>> = {
    SG: () => ({
      employee: {
        birthDate: form.birthDate ?? '',
        residency: form.residency ?? 'SC',
        ...(form.residency === 'PR' ? { ...(form.prSince ? { prSince: form.prSince } : {}), rateType: form.rateType ?? 'GG' } : {}),
        shgFunds: form.shgFund ? [form.shgFund] : [],
      },
      ytd: amounts([
        ['ordinaryWageSubject', form.ytdOrdinaryWageSubject],
        ['additionalWageSubject', form.ytdAdditionalWageSubject],
      ]),
    }),
    MY: () => ({
      employee: {
        birthDate: form.birthDate ?? '',
        citizenship: form.citizenship ?? 'citizen',
        pcbCategory: form.pcbCategory ?? 1,
        children: form.children ?? 0,
        ...amounts([['reliefs', form.reliefs]]),
      },
      employer: { malaysianEmployees: form.malaysianEmployees ?? 10, hrdfRegistered: form.hrdfRegistered ?? true },
      ytd: amounts([
        ['remuneration', form.ytdRemuneration],
        ['epf', form.ytdEpf],
        ['pcb', form.ytdPcb],
        ['reliefs', form.ytdReliefs],
        ['zakat', form.ytdZakat],
      ]),
    }),
    ID: () => ({
      employee: {
        ptkpStatus: form.ptkpStatus ?? 'TK/0',
        hasTaxId: form.hasTaxId ?? true,
        jpCovered: form.jpCovered ?? true,
        ...(form.exitMonth ? { exitMonth: true } : {}),
        ...(lastPeriod ? { ...(form.monthsWorked ? { monthsWorked: form.monthsWorked } : {}), partYear: form.partYear ?? false } : {}),
      },
      employer: { jkkRiskClass: form.jkkRiskClass ?? 'very_low', ...amounts([['minimumWage', form.minimumWage]]) },
      ytd: lastPeriod
        ? amounts([
            ['gross', form.ytdGross],
            ['pensionContributions', form.ytdPension],
            ['withheld', form.ytdWithheld],
          ])
        : {},
    }),
    VN: () => ({
      employee: {
        region: form.region ?? 'I',
        dependants: form.dependants ?? 0,
        resident: form.resident ?? true,
        vietnamese: form.vietnamese ?? true,
      },
    }),
    PH: () => ({
      employee: {},
      ytd: amounts([
        ['exemptBenefits', form.exemptBenefits],
        ...(isDecember(form.period)
          ? ([
              ['taxableCompensation', form.ytdTaxable],
              ['withheld', form.ytdTaxWithheld],
            ] as const)
          : []),
      ]),
    }),
  };
  const { ytd, ...rest } = facts[form.country]();
  return { country: form.country, period: form.period, items, ...rest, ...(ytd && Object.keys(ytd).length > 0 ? { ytd } : {}) };
}

/** The form field of each engine input path the engine may reject ('ytd.withheld' is a different field in ID and PH). */
const FIELD_OF: Record<CompanyCountry, Record<string, FieldName>> = {
  SG: { 'ytd.ordinaryWageSubject': 'ytdOrdinaryWageSubject', 'ytd.additionalWageSubject': 'ytdAdditionalWageSubject' },
  MY: {
    'ytd.remuneration': 'ytdRemuneration',
    'ytd.epf': 'ytdEpf',
    'ytd.pcb': 'ytdPcb',
    'ytd.reliefs': 'ytdReliefs',
    'ytd.zakat': 'ytdZakat',
  },
  ID: { 'ytd.gross': 'ytdGross', 'ytd.pensionContributions': 'ytdPension', 'ytd.withheld': 'ytdWithheld' },
  VN: {},
  PH: { 'ytd.exemptBenefits': 'exemptBenefits', 'ytd.taxableCompensation': 'ytdTaxable', 'ytd.withheld': 'ytdTaxWithheld' },
};

function formField(country: CompanyCountry, path: string): string {
  if (path.startsWith('items')) return 'basic';
  return FIELD_OF[country][path] ?? path.split('.').pop()!;
}

type Preview = ResponseOf<typeof previewStatutory>;

const half = { xs: 24, md: 8 } as const;

/** An amount the user may leave empty; `required` when the engine needs it (the year-end figures). */
function MoneyField({
  name,
  label,
  required,
  extra,
}: {
  readonly name: FieldName;
  readonly label: string;
  readonly required?: boolean;
  readonly extra?: string;
}) {
  const { t } = useTranslation();
  return (
    <Col {...half}>
      <SchemaField
        name={name}
        label={label}
        extra={extra}
        rules={required ? [{ required: true, message: t('validation:required') }] : undefined}
      >
        <Input inputMode="decimal" />
      </SchemaField>
    </Col>
  );
}

function FlagField({ name, label }: { readonly name: FieldName; readonly label: string }) {
  return (
    <Col {...half}>
      <SchemaField name={name} label={label} valuePropName="checked">
        <Switch />
      </SchemaField>
    </Col>
  );
}

function CountField({
  name,
  label,
  min,
  max,
}: {
  readonly name: FieldName;
  readonly label: string;
  readonly min: number;
  readonly max?: number;
}) {
  return (
    <Col {...half}>
      <SchemaField name={name} label={label}>
        <InputNumber min={min} max={max} precision={0} style={{ width: '100%' }} />
      </SchemaField>
    </Col>
  );
}

/** Both CPF (SG) and EPF/PCB (MY) depend on age. */
function BirthDateField() {
  const { t } = useTranslation('settings');
  return (
    <Col {...half}>
      <SchemaField name="birthDate" label={t('calculator.birthDate')} rules={[{ required: true, message: t('validation:required') }]}>
        <Input type="date" />
      </SchemaField>
    </Col>
  );
}

function SectionTitle({ children }: { readonly children: string }) {
  return (
    <Col span={24}>
      <Typography.Title level={3} style={{ fontSize: 14, marginTop: 0 }}>
        {children}
      </Typography.Title>
    </Col>
  );
}

/** The facts of the chosen country only, so the form stays small. */
function CountryFacts({ country }: { readonly country: CompanyCountry }) {
  const { t } = useTranslation('settings');
  const { t: tp } = useTranslation('payroll');
  const form = Form.useFormInstance();
  const residency = Form.useWatch('residency', form) as string | undefined;
  const period = Form.useWatch('period', form) as string | undefined;
  const exitMonth = Form.useWatch('exitMonth', form) as boolean | undefined;
  const options = (values: readonly string[], prefix?: string) =>
    values.map((value) => ({ value, label: prefix ? t(`${prefix}.${value}`) : value }));
  switch (country) {
    case 'SG':
      return (
        <>
          <BirthDateField />
          <Col {...half}>
            <SchemaField name="residency" label={t('calculator.residency')}>
              <Select options={options(RESIDENCIES, 'calculator.residencies')} />
            </SchemaField>
          </Col>
          {residency === 'PR' && (
            <>
              <Col {...half}>
                <SchemaField name="prSince" label={t('calculator.prSince')} rules={[{ required: true, message: t('validation:required') }]}>
                  <Input type="date" />
                </SchemaField>
              </Col>
              <Col {...half}>
                <SchemaField name="rateType" label={tp('calculator.rateType')}>
                  <Select options={RATE_TYPES.map((value) => ({ value, label: tp(`calculator.rateTypes.${value}`) }))} />
                </SchemaField>
              </Col>
            </>
          )}
          <Col {...half}>
            <SchemaField name="shgFund" label={t('calculator.shgFund')}>
              <Select allowClear options={options(SHG_FUNDS)} placeholder={t('none', { ns: 'common' })} />
            </SchemaField>
          </Col>
          <SectionTitle>{tp('calculator.yearEnd')}</SectionTitle>
          <MoneyField name="ytdOrdinaryWageSubject" label={tp('calculator.ytdOrdinaryWageSubject')} />
          <MoneyField name="ytdAdditionalWageSubject" label={tp('calculator.ytdAdditionalWageSubject')} />
        </>
      );
    case 'MY':
      return (
        <>
          <BirthDateField />
          <Col {...half}>
            <SchemaField name="citizenship" label={t('calculator.citizenship')}>
              <Select options={options(CITIZENSHIPS, 'calculator.citizenships')} />
            </SchemaField>
          </Col>
          <Col {...half}>
            <SchemaField name="pcbCategory" label={t('calculator.pcbCategory')}>
              <Select options={[1, 2, 3].map((value) => ({ value, label: t(`calculator.pcbCategories.${value}`) }))} />
            </SchemaField>
          </Col>
          <CountField name="children" label={t('calculator.children')} min={0} max={20} />
          <MoneyField name="reliefs" label={tp('calculator.reliefs')} />
          <MoneyField name="zakat" label={tp('calculator.zakat')} />
          <CountField name="malaysianEmployees" label={t('calculator.malaysianEmployees')} min={0} />
          <FlagField name="hrdfRegistered" label={tp('calculator.hrdfRegistered')} />
          <SectionTitle>{tp('calculator.yearEnd')}</SectionTitle>
          <MoneyField name="ytdRemuneration" label={tp('calculator.ytdRemuneration')} />
          <MoneyField name="ytdEpf" label={tp('calculator.ytdEpf')} />
          <MoneyField name="ytdPcb" label={tp('calculator.ytdPcb')} />
          <MoneyField name="ytdReliefs" label={tp('calculator.ytdReliefs')} />
          <MoneyField name="ytdZakat" label={tp('calculator.ytdZakat')} />
        </>
      );
    case 'ID': {
      const lastPeriod = isDecember(period) || (exitMonth ?? false);
      return (
        <>
          <Col {...half}>
            <SchemaField name="ptkpStatus" label={t('calculator.ptkpStatus')}>
              <Select options={options(PTKP_STATUSES)} />
            </SchemaField>
          </Col>
          <Col {...half}>
            <SchemaField name="jkkRiskClass" label={t('calculator.jkkRiskClass')}>
              <Select options={options(JKK_RISK_CLASSES, 'calculator.jkkRiskClasses')} />
            </SchemaField>
          </Col>
          <MoneyField name="minimumWage" label={tp('calculator.minimumWage')} />
          <FlagField name="hasTaxId" label={tp('calculator.hasTaxId')} />
          <FlagField name="jpCovered" label={tp('calculator.jpCovered')} />
          <FlagField name="exitMonth" label={tp('calculator.exitMonth')} />
          {lastPeriod && (
            <>
              <SectionTitle>{tp('calculator.yearEnd')}</SectionTitle>
              <Col span={24}>
                <Typography.Paragraph type="secondary">{tp('calculator.idLastPeriodHelp')}</Typography.Paragraph>
              </Col>
              <CountField name="monthsWorked" label={tp('calculator.monthsWorked')} min={1} max={12} />
              <FlagField name="partYear" label={tp('calculator.partYear')} />
              <MoneyField name="ytdGross" label={tp('calculator.ytdGross')} required />
              <MoneyField name="ytdPension" label={tp('calculator.ytdPension')} required />
              <MoneyField name="ytdWithheld" label={tp('calculator.ytdWithheld')} required />
            </>
          )}
        </>
      );
    }
    case 'VN':
      return (
        <>
          <Col {...half}>
            <SchemaField name="region" label={t('calculator.region')}>
              <Select options={options(VN_REGIONS)} />
            </SchemaField>
          </Col>
          <CountField name="dependants" label={t('calculator.dependants')} min={0} max={20} />
          <FlagField name="resident" label={tp('calculator.resident')} />
          <FlagField name="vietnamese" label={tp('calculator.vietnamese')} />
        </>
      );
    case 'PH':
      return (
        <>
          <MoneyField name="exemptBenefits" label={tp('calculator.exemptBenefits')} />
          {isDecember(period) && (
            <>
              <SectionTitle>{tp('calculator.yearEnd')}</SectionTitle>
              <Col span={24}>
                <Typography.Paragraph type="secondary">{tp('calculator.phDecemberHelp')}</Typography.Paragraph>
              </Col>
              <MoneyField name="ytdTaxable" label={tp('calculator.ytdTaxable')} required />
              <MoneyField name="ytdTaxWithheld" label={tp('calculator.ytdTaxWithheld')} required />
            </>
          )}
        </>
      );
  }
}

type TraceStep = PayslipLine['trace'][number];

/**
 * A text of the engine in the user's language: the `payroll` catalog's template for its code, filled
 * with the step's values; the engine's English text when the catalog has none (a code this build
 * does not know yet, or a text without words, such as a formula or a legal citation).
 */
function useEngineText() {
  const { t, i18n } = useTranslation('payroll');
  return (key: string, english: string, values?: Readonly<Record<string, string>>): string =>
    i18n.exists(key, { ns: 'payroll' }) ? t(key, { replace: values ?? {} }) : english;
}

function StepText({ step }: { readonly step: TraceStep }) {
  const translated = useEngineText();
  const label = translated(`trace.${step.code}.label`, step.label, step.values);
  const detail = step.detail === undefined ? undefined : translated(`trace.${step.code}.detail`, step.detail, step.values);
  return (
    <>
      <strong>{label}</strong>: {step.value}
      {detail ? <Typography.Text type="secondary"> ({detail})</Typography.Text> : null}
    </>
  );
}

const KIND_COLOR = { earning: 'blue', deduction: 'orange', employer: 'purple' } as const;
const REFUNDS = new Set(['id.pph21_refund', 'ph.withholding_tax_refund']);

function PreviewResult({ preview, currency }: { readonly preview: Preview; readonly currency: Currency }) {
  const { t } = useTranslation('settings');
  const { t: tp } = useTranslation('payroll');
  const translated = useEngineText();
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
            // A fixed measure, so that a long step wraps instead of widening the whole table.
            <ol style={{ margin: 0, paddingInlineStart: 20, maxWidth: 880, whiteSpace: 'normal' }}>
              {line.trace.map((step, index) => (
                <li key={index}>
                  <StepText step={step} />
                </li>
              ))}
            </ol>
          ),
          rowExpandable: (line) => line.trace.length > 0,
        }}
        columns={[
          { key: 'label', title: t('calculator.line'), render: (_, line) => translated(`lines.${line.code}`, line.label) },
          {
            key: 'kind',
            title: t('calculator.kind'),
            render: (_, line) => <Tag color={KIND_COLOR[line.kind]}>{t(`calculator.kinds.${line.kind}`)}</Tag>,
          },
          { key: 'base', title: t('calculator.base'), align: 'right', render: (_, line) => (line.base ? amount(line.base) : '') },
          {
            key: 'rate',
            title: t('calculator.rate'),
            align: 'right',
            render: (_, line) =>
              line.rate
                ? new Intl.NumberFormat(currentLanguage(), { style: 'percent', maximumFractionDigits: 4 }).format(
                    line.rate as unknown as number,
                  )
                : '',
          },
          { key: 'amount', title: t('calculator.amount'), align: 'right', render: (_, line) => amount(line.amount) },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('calculator.traceHelp')}
        {preview.lines.some((line) => REFUNDS.has(line.code)) ? ` ${tp('calculator.refundHelp')}` : ''}
      </Typography.Paragraph>
    </Card>
  );
}

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
            <Col {...half}>
              <SchemaField name="country" label={t('country')}>
                <Select
                  options={COMPANY_COUNTRIES.map((code) => ({ value: code, label: countryNames.of(code) ?? code }))}
                  onChange={() => preview.reset()}
                />
              </SchemaField>
            </Col>
            <Col {...half}>
              <SchemaField name="period" label={t('calculator.period')}>
                <Input type="month" />
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
