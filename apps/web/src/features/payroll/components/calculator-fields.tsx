import { Col, Form, Input, InputNumber, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CompanyCountry } from '@tenaga/contracts';
import { CITIZENSHIPS, JKK_RISK_CLASSES, PTKP_STATUSES, RESIDENCIES, SHG_FUNDS, VN_REGIONS } from '@tenaga/payroll';
import { SchemaField } from '../../../components/form/schema-form.tsx';
import { RATE_TYPES } from '@tenaga/payroll';
import { isDecember, type FieldName } from './calculator-form.model.ts';

/** A field's column: a third of the row on a wide screen, the whole row on a phone. */
export const FIELD_COLUMN = { xs: 24, md: 8 } as const;

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
    <Col {...FIELD_COLUMN}>
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
    <Col {...FIELD_COLUMN}>
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
    <Col {...FIELD_COLUMN}>
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
    <Col {...FIELD_COLUMN}>
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
export function CountryFacts({ country }: { readonly country: CompanyCountry }) {
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
          <Col {...FIELD_COLUMN}>
            <SchemaField name="residency" label={t('calculator.residency')}>
              <Select options={options(RESIDENCIES, 'calculator.residencies')} />
            </SchemaField>
          </Col>
          {residency === 'PR' && (
            <>
              <Col {...FIELD_COLUMN}>
                <SchemaField name="prSince" label={t('calculator.prSince')} rules={[{ required: true, message: t('validation:required') }]}>
                  <Input type="date" />
                </SchemaField>
              </Col>
              <Col {...FIELD_COLUMN}>
                <SchemaField name="rateType" label={tp('calculator.rateType')}>
                  <Select options={RATE_TYPES.map((value) => ({ value, label: tp(`calculator.rateTypes.${value}`) }))} />
                </SchemaField>
              </Col>
            </>
          )}
          <Col {...FIELD_COLUMN}>
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
          <Col {...FIELD_COLUMN}>
            <SchemaField name="citizenship" label={t('calculator.citizenship')}>
              <Select options={options(CITIZENSHIPS, 'calculator.citizenships')} />
            </SchemaField>
          </Col>
          <Col {...FIELD_COLUMN}>
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
          <Col {...FIELD_COLUMN}>
            <SchemaField name="ptkpStatus" label={t('calculator.ptkpStatus')}>
              <Select options={options(PTKP_STATUSES)} />
            </SchemaField>
          </Col>
          <Col {...FIELD_COLUMN}>
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
          <Col {...FIELD_COLUMN}>
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
