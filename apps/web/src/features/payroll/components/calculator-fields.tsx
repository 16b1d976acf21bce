import { Col, Form, Input, InputNumber, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CompanyCountry } from '@tenaga/contracts';
import {
  CITIZENSHIPS,
  DE_MINIMIS_KINDS,
  ID_PROVINCE_NAMES,
  ID_PROVINCES,
  ID_WORKER_KINDS,
  JKK_RISK_CLASSES,
  LEVY_PASSES,
  PH_TAX_REGIMES,
  PTKP_STATUSES,
  RESIDENCIES,
  SHG_FUNDS,
  VN_CONTRACTS,
  VN_FOREIGN_SI_EXEMPTIONS,
  VN_REGIONS,
} from '@tenaga/payroll';
import { SchemaField } from '../../../components/form/schema-form.tsx';
import { DateInput } from '../../../components/date-picker/date-picker.tsx';
import { RATE_TYPES } from '@tenaga/payroll';
import { DE_MINIMIS_WITH_DAYS, DE_MINIMIS_YEARLY, isDecember, type FieldName } from './calculator-form.model.ts';

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

function FlagField({ name, label, extra }: { readonly name: FieldName; readonly label: string; readonly extra?: string }) {
  return (
    <Col {...FIELD_COLUMN}>
      <SchemaField name={name} label={label} extra={extra} valuePropName="checked">
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

/** A choice among the engine's codes, each with its translated label (`prefix.code`). */
function ChoiceField({
  name,
  label,
  values,
  prefix,
  allowClear,
}: {
  readonly name: FieldName;
  readonly label: string;
  readonly values: readonly (string | number)[];
  readonly prefix: string;
  readonly allowClear?: boolean;
}) {
  const { t } = useTranslation('payroll');
  return (
    <Col {...FIELD_COLUMN}>
      <SchemaField name={name} label={label}>
        <Select
          allowClear={allowClear}
          placeholder={allowClear ? t('none', { ns: 'common' }) : undefined}
          options={values.map((value) => ({ value, label: t(`${prefix}.${value}`) }))}
        />
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
        <DateInput style={{ width: '100%' }} />
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
  const levyPass = Form.useWatch('levyPass', form) as string | undefined;
  const taxResident = Form.useWatch('taxResident', form) as boolean | undefined;
  const workerKind = Form.useWatch('workerKind', form) as string | undefined;
  const contract = Form.useWatch('contract', form) as string | undefined;
  const vietnamese = Form.useWatch('vietnamese', form) as boolean | undefined;
  const separated = Form.useWatch('separated', form) as boolean | undefined;
  const deMinimisKind = Form.useWatch('deMinimisKind', form) as string | undefined;
  const foreignWorker = Form.useWatch('foreignWorker', form) as boolean | undefined;
  const taxRegime = Form.useWatch('taxRegime', form) as string | undefined;
  const phFinalTax = (taxRegime ?? 'regular') !== 'regular';
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
                  <DateInput style={{ width: '100%' }} />
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
          {residency === 'FOREIGNER' && (
            <>
              <SectionTitle>{tp('calculator.levyTitle')}</SectionTitle>
              <ChoiceField
                name="levyPass"
                label={tp('calculator.levyPass')}
                values={LEVY_PASSES}
                prefix="calculator.levyPasses"
                allowClear
              />
              {levyPass && levyPass !== 'DOMESTIC_WORKER' && (
                <ChoiceField
                  name="levyTier"
                  label={tp('calculator.levyTier')}
                  values={levyPass === 'S_PASS' ? [1, 2] : [1, 2, 3]}
                  prefix="calculator.levyTiers"
                  allowClear
                />
              )}
              {levyPass?.startsWith('WORK_PERMIT') && <FlagField name="levyHigherSkilled" label={tp('calculator.levyHigherSkilled')} />}
              {levyPass === 'DOMESTIC_WORKER' && <FlagField name="levyConcessionary" label={tp('calculator.levyConcessionary')} />}
              {levyPass && <CountField name="levyDays" label={tp('calculator.levyDays')} min={1} max={31} />}
            </>
          )}
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
          <FlagField name="hrdfSectorCovered" label={tp('calculator.hrdfSectorCovered')} />
          <FlagField name="taxResident" label={tp('calculator.myTaxResident')} />
          <FlagField name="eisFirstTimeContributor" label={tp('calculator.eisFirstTimeContributor')} />
          <FlagField name="socsoEmploymentInjuryOnly" label={tp('calculator.socsoEmploymentInjuryOnly')} />
          <SectionTitle>{tp('calculator.yearEnd')}</SectionTitle>
          <MoneyField name="ytdRemuneration" label={tp('calculator.ytdRemuneration')} />
          <MoneyField name="ytdEpf" label={tp('calculator.ytdEpf')} />
          <MoneyField name="ytdPcb" label={tp('calculator.ytdPcb')} />
          <MoneyField name="ytdReliefs" label={tp('calculator.ytdReliefs')} />
          <MoneyField name="ytdZakat" label={tp('calculator.ytdZakat')} />
        </>
      );
    case 'ID': {
      const permanent = (workerKind ?? 'permanent') === 'permanent' && taxResident !== false;
      const lastPeriod = permanent && (isDecember(period) || (exitMonth ?? false));
      return (
        <>
          <Col {...FIELD_COLUMN}>
            <SchemaField name="ptkpStatus" label={t('calculator.ptkpStatus')}>
              <Select options={options(PTKP_STATUSES)} />
            </SchemaField>
          </Col>
          <FlagField name="taxResident" label={tp('calculator.idTaxResident')} />
          {taxResident === false ? (
            <Col {...FIELD_COLUMN}>
              <SchemaField name="treatyRate" label={tp('calculator.treatyRate')} extra={tp('calculator.treatyRateHelp')}>
                <Input inputMode="decimal" />
              </SchemaField>
            </Col>
          ) : (
            <ChoiceField name="workerKind" label={tp('calculator.workerKind')} values={ID_WORKER_KINDS} prefix="calculator.workerKinds" />
          )}
          {taxResident !== false && workerKind === 'non_permanent_daily' && (
            <CountField name="daysWorked" label={tp('calculator.daysWorked')} min={1} max={31} />
          )}
          <FlagField name="foreignWorker" label={tp('calculator.foreignWorker')} />
          <Col {...FIELD_COLUMN}>
            <SchemaField name="idBirthDate" label={tp('calculator.idBirthDate')}>
              <DateInput style={{ width: '100%' }} />
            </SchemaField>
          </Col>
          {taxResident !== false && <FlagField name="dtp" label={tp('calculator.dtp')} />}
          <Col {...FIELD_COLUMN}>
            <SchemaField name="jkkRiskClass" label={t('calculator.jkkRiskClass')}>
              <Select options={options(JKK_RISK_CLASSES, 'calculator.jkkRiskClasses')} />
            </SchemaField>
          </Col>
          <Col {...FIELD_COLUMN}>
            <SchemaField name="province" label={tp('calculator.province')} extra={tp('calculator.provinceHelp')}>
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                placeholder={t('none', { ns: 'common' })}
                options={ID_PROVINCES.map((value) => ({ value, label: ID_PROVINCE_NAMES[value] }))}
              />
            </SchemaField>
          </Col>
          <MoneyField name="minimumWage" label={tp('calculator.minimumWage')} extra={tp('calculator.minimumWageHelp')} />
          <FlagField name="hasTaxId" label={tp('calculator.hasTaxId')} />
          {!foreignWorker && <FlagField name="jpCovered" label={tp('calculator.jpCovered')} />}
          {permanent && <FlagField name="exitMonth" label={tp('calculator.exitMonth')} />}
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
          <FlagField name="netSalary" label={tp('calculator.netSalary')} extra={tp('calculator.netSalaryHelp')} />
          <ChoiceField name="contract" label={tp('calculator.contract')} values={VN_CONTRACTS} prefix="calculator.contracts" />
          {contract && contract !== 'standard' && <FlagField name="commitment" label={tp('calculator.commitment')} />}
          {vietnamese === false && (
            <ChoiceField
              name="foreignExemption"
              label={tp('calculator.foreignExemption')}
              values={VN_FOREIGN_SI_EXEMPTIONS}
              prefix="calculator.foreignExemptions"
              allowClear
            />
          )}
        </>
      );
    case 'PH':
      return (
        <>
          <ChoiceField name="taxRegime" label={tp('calculator.taxRegime')} values={PH_TAX_REGIMES} prefix="calculator.taxRegimes" />
          {!phFinalTax && <FlagField name="minimumWageEarner" label={tp('calculator.minimumWageEarner')} />}
          {!phFinalTax && <FlagField name="separated" label={tp('calculator.separated')} />}
          <MoneyField name="exemptBenefits" label={tp('calculator.exemptBenefits')} />
          <SectionTitle>{tp('calculator.deMinimisTitle')}</SectionTitle>
          <ChoiceField
            name="deMinimisKind"
            label={tp('calculator.deMinimisKind')}
            values={DE_MINIMIS_KINDS}
            prefix="calculator.deMinimisKinds"
            allowClear
          />
          {deMinimisKind && (
            <>
              <MoneyField name="deMinimisAmount" label={tp('calculator.deMinimisAmount')} />
              {DE_MINIMIS_WITH_DAYS.includes(deMinimisKind) && (
                <CountField name="deMinimisDays" label={tp('calculator.deMinimisDays')} min={1} max={366} />
              )}
              {DE_MINIMIS_YEARLY.includes(deMinimisKind) && <MoneyField name="deMinimisUsed" label={tp('calculator.deMinimisUsed')} />}
              {deMinimisKind === 'overtimeMeal' && <MoneyField name="dailyMinimumWage" label={tp('calculator.dailyMinimumWage')} />}
            </>
          )}
          {(isDecember(period) || separated) && !phFinalTax && (
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
