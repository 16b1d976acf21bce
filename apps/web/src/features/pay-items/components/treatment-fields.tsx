import { Form, Input, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  BASE_TREATMENTS,
  ID_BRUTO_TREATMENTS,
  MY_PCB_TREATMENTS,
  MY_WAGE_TREATMENTS,
  PH_TAX_TREATMENTS,
  SG_CPF_TREATMENTS,
  VN_PIT_TREATMENTS,
} from '@tenaga/contracts/modules/pay-items.contracts';

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/** How each country's schemes and tax treat the item: one select per scheme, grouped by country. */
export function TreatmentFields() {
  const { t } = useTranslation('payItems');
  const options = (values: readonly string[]) => values.map((value) => ({ value, label: t(`treatmentValues.${value}`) }));
  const select = (path: [string, string], values: readonly string[]) => (
    <Form.Item
      name={['treatment', ...path]}
      label={t(`treatmentFields.${path[1]}`)}
      rules={[{ required: true, message: t('validation:required') }]}
    >
      <Select options={options(values)} />
    </Form.Item>
  );
  const cap = (path: [string, string], when: [string, string, string]) => (
    <Form.Item noStyle dependencies={[['treatment', when[0], when[1]]]}>
      {({ getFieldValue }) =>
        getFieldValue(['treatment', when[0], when[1]]) === when[2] ? (
          <Form.Item
            name={['treatment', ...path]}
            label={t(`treatmentFields.${path[1]}`)}
            rules={[
              { required: true, message: t('validation:required') },
              { pattern: AMOUNT, message: t('validation:requiredValidNumber') },
            ]}
          >
            <Input inputMode="decimal" style={{ maxWidth: 200 }} />
          </Form.Item>
        ) : null
      }
    </Form.Item>
  );
  const heading = (country: string) => (
    <Typography.Title level={5} style={{ marginTop: 8 }}>
      {t(`treatments.${country}`)}
    </Typography.Title>
  );
  return (
    <>
      {heading('sg')}
      {select(['sg', 'cpf'], SG_CPF_TREATMENTS)}
      {heading('my')}
      {select(['my', 'epf'], MY_WAGE_TREATMENTS)}
      {select(['my', 'socso'], MY_WAGE_TREATMENTS)}
      {select(['my', 'pcb'], MY_PCB_TREATMENTS)}
      {heading('id')}
      {select(['id', 'bruto'], ID_BRUTO_TREATMENTS)}
      <Form.Item name={['treatment', 'id', 'benefitInKind']} label={t('treatmentFields.benefitInKind')} valuePropName="checked">
        <Switch />
      </Form.Item>
      {heading('vn')}
      {select(['vn', 'pit'], VN_PIT_TREATMENTS)}
      {cap(['vn', 'pitCap'], ['vn', 'pit', 'exemptUpToCap'])}
      {select(['vn', 'insurance'], BASE_TREATMENTS)}
      {heading('ph')}
      {select(['ph', 'tax'], PH_TAX_TREATMENTS)}
      {cap(['ph', 'deMinimisCap'], ['ph', 'tax', 'deMinimis'])}
      {select(['ph', 'contributions'], BASE_TREATMENTS)}
    </>
  );
}
