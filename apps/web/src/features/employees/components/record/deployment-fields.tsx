import { Button, Col, Form, Row, Select, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { getClientContractOptions, type ClientContractOption } from '@tenaga/contracts/modules/client-contracts.contracts';
import { DateInput } from '../../../../components/date-picker/date-picker.tsx';
import { useContractQuery } from '../../../../lib/contract-query.ts';
import { recordRules } from '../../model/record-rules.ts';
import { recordRule, text } from './rule-adapter.ts';

/** The contracts a deployment can name: active ones, and an archived one a row already names. */
function contractChoices(
  options: { active: ClientContractOption[]; archived: ClientContractOption[] } | undefined,
  chosen: readonly (string | undefined)[],
) {
  const kept = (options?.archived ?? []).filter((contract) => chosen.includes(contract.id));
  return [...(options?.active ?? []), ...kept];
}

/**
 * Location deployments (spec §3, multi): rows of a client contract and one of its locations, each
 * from and to a date. The form's list is `deployments`; a new row starts empty.
 */
export function DeploymentFields({ disabled = false }: { readonly disabled?: boolean }) {
  const { t } = useTranslation('employees');
  const contracts = useContractQuery(getClientContractOptions);
  const form = Form.useFormInstance();
  const rows = (Form.useWatch('deployments', form) ?? []) as ({ contractId?: string; locationId?: string } | undefined)[];
  const choices = contractChoices(
    contracts.data,
    rows.map((row) => row?.contractId),
  );
  const required = { required: true, message: t('validation:required') };

  return (
    <Form.List name="deployments">
      {(fields, { add, remove }) => (
        <>
          {fields.length === 0 && <Typography.Paragraph type="secondary">{t('deployments.empty')}</Typography.Paragraph>}
          {fields.map((field, index) => {
            const contract = choices.find((choice) => choice.id === rows[index]?.contractId);
            const locations = (contract?.locations ?? []).filter(
              (location) => !location.archived || location.id === rows[index]?.locationId,
            );
            return (
              <Row key={field.key} gutter={12} align="top" role="group" aria-label={t('deployments.row', { number: index + 1 })}>
                <Col xs={24} md={12} xl={7}>
                  <Form.Item name={[field.name, 'contractId']} label={t('deployments.contract')} rules={[required]}>
                    <Select
                      disabled={disabled}
                      loading={contracts.isPending}
                      showSearch={{ optionFilterProp: 'label' }}
                      options={choices.map((choice) => ({
                        value: choice.id,
                        label: choice.archived ? t('deployments.archivedContract', { name: choice.text }) : choice.text,
                      }))}
                      // Another contract's locations do not fit: the location is chosen again.
                      onChange={() => form.setFieldValue(['deployments', field.name, 'locationId'], undefined)}
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12} xl={7}>
                  <Form.Item name={[field.name, 'locationId']} label={t('deployments.location')} rules={[required]}>
                    <Select
                      disabled={disabled || !contract}
                      showSearch={{ optionFilterProp: 'label' }}
                      options={locations.map((location) => ({ value: location.id, label: location.text }))}
                    />
                  </Form.Item>
                </Col>
                <Col xs={12} md={10} xl={4}>
                  <Form.Item name={[field.name, 'from']} label={t('deployments.from')}>
                    <DateInput disabled={disabled} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                <Col xs={12} md={10} xl={4}>
                  <Form.Item
                    name={[field.name, 'to']}
                    label={t('deployments.to')}
                    dependencies={[['deployments', field.name, 'from']]}
                    rules={[
                      recordRule((value, values) =>
                        recordRules.notBefore({
                          earlier: text(values.getFieldValue(['deployments', String(field.name), 'from'])),
                          later: text(value),
                          key: 'validation:endBeforeStart',
                        }),
                      ),
                    ]}
                  >
                    <DateInput disabled={disabled} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                {!disabled && (
                  <Col xs={24} md={4} xl={2}>
                    <Form.Item label={<span aria-hidden>&nbsp;</span>}>
                      <Button
                        icon={<DeleteOutlined aria-hidden />}
                        aria-label={t('deployments.remove', { number: index + 1 })}
                        onClick={() => remove(field.name)}
                        danger
                      />
                    </Form.Item>
                  </Col>
                )}
              </Row>
            );
          })}
          {!disabled && (
            <Button icon={<PlusOutlined aria-hidden />} onClick={() => add({})}>
              {t('deployments.add')}
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}
