import { Input, InputNumber, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ID_JKK_RISK_CLASSES,
  ID_PTKP_STATUSES,
  INSURANCE_VN_REGIONS,
  MY_CITIZENSHIPS,
  PCB_CATEGORIES,
  SG_RESIDENCIES,
  SG_SHG_FUNDS,
  SOCSO_CATEGORIES,
  type InsuranceCountry,
  type PolicyParameters,
} from '@tenaga/contracts/modules/insurance-policies.contracts';
import { CONTRIBUTION_RATE_TYPES } from '@tenaga/contracts/modules/employees/record';
import { DateInput } from '../../../components/date-picker/date-picker.tsx';
import { SchemaField } from '../../../components/form/schema-form.tsx';

/** The form's values of the parameters: each field as the inputs hold it. */
export type ParameterValues = Partial<Record<string, unknown>>;

const p = (name: string) => ['parameters', name];
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const whole = (value: unknown, fallback = 0) => (typeof value === 'number' ? value : fallback);

/** The body's parameters from the form: an emptied field is sent as '' (from the employee record). */
export function parametersOf(country: InsuranceCountry | 'private', values: ParameterValues): PolicyParameters {
  switch (country) {
    case 'SG':
      return {
        country,
        residency: text(values['residency']) as never,
        prSince: text(values['prSince']) as never,
        rateType: text(values['rateType']) as never,
        shgFunds: Array.isArray(values['shgFunds']) && values['shgFunds'].length > 0 ? (values['shgFunds'] as never) : null,
      };
    case 'MY':
      return {
        country,
        citizenship: text(values['citizenship']) as never,
        epfElectedRate: text(values['epfElectedRate']) as never,
        socsoCategory: (text(values['socsoCategory']) || 'first') as never,
        eisFirstTimeContributor: values['eisFirstTimeContributor'] === true,
        pcbCategory: whole(values['pcbCategory'], 1) as never,
        children: whole(values['children']),
      };
    case 'ID':
      return {
        country,
        ptkpStatus: text(values['ptkpStatus']) as never,
        taxId: text(values['taxId']) as never,
        jkkRiskClass: (text(values['jkkRiskClass']) || 'very_low') as never,
        extraFamilyMembers: whole(values['extraFamilyMembers']),
      };
    case 'VN':
      return {
        country,
        region: text(values['region']) as never,
        insuranceSalary: text(values['insuranceSalary']) as never,
        dependants: whole(values['dependants']),
      };
    case 'PH':
      return { country, sssVoluntary: text(values['sssVoluntary']) || '0', pagibigVoluntary: text(values['pagibigVoluntary']) || '0' };
    default:
      return { country: 'private' };
  }
}

/** Each country's parameters of one person; an empty field is taken from the employee record. */
export function ParameterFields({ country }: { readonly country: InsuranceCountry | 'private' }) {
  const { t } = useTranslation('insurancePolicies');
  const fromRecord = t('fromRecord');
  const options = <V extends string | number>(values: readonly V[], label: (value: V) => string) =>
    values.map((value) => ({ value, label: label(value) }));
  if (country === 'private') return <Typography.Paragraph type="secondary">{t('assignments.privateNoParameters')}</Typography.Paragraph>;
  return (
    <>
      <Typography.Paragraph type="secondary">{t('fromRecordHelp')}</Typography.Paragraph>
      {country === 'SG' && (
        <>
          <SchemaField name={p('residency')} label={t('fields.residency')}>
            <Select allowClear placeholder={fromRecord} options={options(SG_RESIDENCIES, (value) => t(`residencies.${value}`))} />
          </SchemaField>
          <SchemaField name={p('prSince')} label={t('fields.prSince')}>
            <DateInput style={{ width: '100%' }} placeholder={fromRecord} />
          </SchemaField>
          <SchemaField name={p('rateType')} label={t('fields.rateType')}>
            <Select allowClear placeholder={fromRecord} options={options(CONTRIBUTION_RATE_TYPES, (value) => t(`rateTypes.${value}`))} />
          </SchemaField>
          <SchemaField name={p('shgFunds')} label={t('fields.shgFunds')} extra={t('shgHelp')}>
            <Select
              mode="multiple"
              allowClear
              placeholder={fromRecord}
              options={options(SG_SHG_FUNDS, (value) => t(`shgFunds.${value}`))}
            />
          </SchemaField>
        </>
      )}
      {country === 'MY' && (
        <>
          <SchemaField name={p('citizenship')} label={t('fields.citizenship')}>
            <Select allowClear placeholder={fromRecord} options={options(MY_CITIZENSHIPS, (value) => t(`citizenships.${value}`))} />
          </SchemaField>
          <SchemaField name={p('epfElectedRate')} label={t('fields.epfElectedRate')}>
            <Input inputMode="decimal" autoComplete="off" maxLength={6} />
          </SchemaField>
          <SchemaField name={p('socsoCategory')} label={t('fields.socsoCategory')}>
            <Select options={options(SOCSO_CATEGORIES, (value) => t(`socsoCategories.${value}`))} />
          </SchemaField>
          <SchemaField name={p('eisFirstTimeContributor')} label={t('fields.eisFirstTimeContributor')} valuePropName="checked">
            <Switch />
          </SchemaField>
          <SchemaField name={p('pcbCategory')} label={t('fields.pcbCategory')}>
            <Select options={options(PCB_CATEGORIES, (value) => t(`pcbCategories.${value}`))} />
          </SchemaField>
          <SchemaField name={p('children')} label={t('fields.children')}>
            <InputNumber min={0} max={30} precision={0} style={{ width: '100%' }} />
          </SchemaField>
        </>
      )}
      {country === 'ID' && (
        <>
          <SchemaField name={p('ptkpStatus')} label={t('fields.ptkpStatus')} required>
            <Select options={options(ID_PTKP_STATUSES, (value) => value)} />
          </SchemaField>
          <SchemaField name={p('taxId')} label={t('fields.taxId')}>
            <Input inputMode="numeric" autoComplete="off" maxLength={16} />
          </SchemaField>
          <SchemaField name={p('jkkRiskClass')} label={t('fields.jkkRiskClass')}>
            <Select options={options(ID_JKK_RISK_CLASSES, (value) => t(`jkkRiskClasses.${value}`))} />
          </SchemaField>
          <SchemaField name={p('extraFamilyMembers')} label={t('fields.extraFamilyMembers')}>
            <InputNumber min={0} max={10} precision={0} style={{ width: '100%' }} />
          </SchemaField>
        </>
      )}
      {country === 'VN' && (
        <>
          <SchemaField name={p('region')} label={t('fields.region')} required>
            <Select options={options(INSURANCE_VN_REGIONS, (value) => t('regionLabel', { region: value }))} />
          </SchemaField>
          <SchemaField name={p('insuranceSalary')} label={t('fields.insuranceSalary')}>
            <Input inputMode="decimal" autoComplete="off" maxLength={16} />
          </SchemaField>
          <SchemaField name={p('dependants')} label={t('fields.dependants')}>
            <InputNumber min={0} max={20} precision={0} style={{ width: '100%' }} />
          </SchemaField>
        </>
      )}
      {country === 'PH' && (
        <>
          <SchemaField name={p('sssVoluntary')} label={t('fields.sssVoluntary')}>
            <Input inputMode="decimal" autoComplete="off" maxLength={16} />
          </SchemaField>
          <SchemaField name={p('pagibigVoluntary')} label={t('fields.pagibigVoluntary')}>
            <Input inputMode="decimal" autoComplete="off" maxLength={16} />
          </SchemaField>
        </>
      )}
    </>
  );
}

/** The form's starting parameters for a country (an existing assignment's, or the defaults). */
export function initialParameters(country: InsuranceCountry | 'private', existing?: PolicyParameters): ParameterValues {
  if (existing && existing.country === country) return { ...existing };
  if (country === 'MY') return { socsoCategory: 'first', pcbCategory: 1, children: 0, eisFirstTimeContributor: false };
  if (country === 'ID') return { jkkRiskClass: 'very_low', extraFamilyMembers: 0 };
  if (country === 'VN') return { dependants: 0 };
  if (country === 'PH') return { sssVoluntary: '0', pagibigVoluntary: '0' };
  return {};
}
