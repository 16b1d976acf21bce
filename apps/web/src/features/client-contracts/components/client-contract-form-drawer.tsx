import { Button, Col, Form, Input, Row, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  ClientContractLocationFieldsSchema,
  CreateClientContractBodySchema,
  type ClientContract,
} from '@tenaga/contracts/modules/client-contracts.contracts';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { zodRule } from '../../../components/form/zod-rules.ts';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { useFeedback } from '../../../components/feedback/notices.tsx';
import { useCreateClientContract, useUpdateClientContract } from '../api/client-contracts.queries.ts';
import { contractFields, endsBeforeStart, locationsOf, toFormValues, type ClientContractFormValues } from './client-contract-values.ts';
import { IsoDatePicker } from './date-field.tsx';

/** Adds a contract with its first locations, or changes a contract's details (its locations are changed on its profile). */
export function ClientContractFormDrawer({
  contract,
  onClose,
  onCreated,
}: {
  readonly contract: ClientContract | 'new' | null;
  readonly onClose: () => void;
  readonly onCreated?: (id: string) => void;
}) {
  const { t } = useTranslation('clientContracts');
  const { message } = useFeedback();
  const [form] = Form.useForm<ClientContractFormValues>();
  const create = useCreateClientContract();
  const update = useUpdateClientContract();
  const open = contract !== null;
  const existing = contract === 'new' ? null : contract;

  const submit = async (values: ClientContractFormValues) => {
    if (existing) {
      await update.mutateAsync({ id: existing.id, version: existing.version, ...contractFields(values) });
      message.success(t('saved'));
      return;
    }
    const created = await create.mutateAsync({ ...contractFields(values), locations: locationsOf(values) });
    message.success(t('added', { name: created.name }));
    onCreated?.(created.id);
  };

  return (
    <FormDrawer
      open={open}
      title={existing ? t('editTitle') : t('newTitle')}
      form={form}
      onClose={onClose}
      width={560}
      footer={{ saving: create.isPending || update.isPending }}
    >
      <SchemaForm
        schema={CreateClientContractBodySchema}
        form={form}
        name="contract"
        initialValues={toFormValues(existing)}
        onSubmit={submit}
        onSaved={onClose}
        guardUnsaved={false}
        aria-label={existing ? t('editTitle') : t('newTitle')}
      >
        <SchemaField name="name" label={t('form.name')}>
          <Input autoComplete="off" autoFocus={!existing} maxLength={120} />
        </SchemaField>
        <SchemaField name="client" label={t('form.client')}>
          <Input autoComplete="off" maxLength={120} />
        </SchemaField>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <SchemaField name="startDate" label={t('form.startDate')}>
              <IsoDatePicker />
            </SchemaField>
          </Col>
          <Col xs={24} sm={12}>
            <SchemaField
              name="endDate"
              label={t('form.endDate')}
              dependencies={['startDate']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: async (_, value: string | null | undefined) => {
                    if (endsBeforeStart({ startDate: getFieldValue('startDate') as string | null, endDate: value ?? null }))
                      throw new Error(t('validation:endBeforeStart'));
                  },
                }),
              ]}
            >
              <IsoDatePicker />
            </SchemaField>
          </Col>
        </Row>
        {!existing && <LocationRows />}
      </SchemaForm>
    </FormDrawer>
  );
}

/** The new contract's first locations: a name each, an optional address. */
function LocationRows() {
  const { t } = useTranslation('clientContracts');
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontSize: 14, fontWeight: 600, marginBottom: 4, border: 0 }}>{t('form.locations')}</legend>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
        {t('form.locationsHelp')}
      </Typography.Paragraph>
      <Form.List name="locations">
        {(fields, { add, remove }) => (
          <>
            {fields.length === 0 && <Typography.Paragraph type="secondary">{t('form.noLocations')}</Typography.Paragraph>}
            {fields.map((field, index) => (
              <Row key={field.key} gutter={12} wrap={false} align="top">
                <Col flex="auto">
                  <Row gutter={12}>
                    <Col xs={24} sm={12}>
                      <Form.Item
                        name={[field.name, 'name']}
                        label={t('form.locationName')}
                        rules={[zodRule(ClientContractLocationFieldsSchema.shape.name)]}
                        validateFirst
                      >
                        <Input autoComplete="off" maxLength={120} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} sm={12}>
                      <Form.Item name={[field.name, 'address']} label={t('form.locationAddress')}>
                        <Input autoComplete="off" maxLength={300} />
                      </Form.Item>
                    </Col>
                  </Row>
                </Col>
                <Col flex="none" style={{ paddingTop: 30 }}>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    onClick={() => remove(field.name)}
                    aria-label={t('form.removeLocation', { number: String(index + 1) })}
                  />
                </Col>
              </Row>
            ))}
            <Button type="dashed" icon={<PlusOutlined aria-hidden />} onClick={() => add({ name: '', address: '' })} block>
              {t('form.addLocation')}
            </Button>
          </>
        )}
      </Form.List>
    </fieldset>
  );
}
