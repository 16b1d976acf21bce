import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { validateIdentificationDocument } from '@tenaga/domain';
import {
  IdentificationBodySchema,
  type EmployeeIdentifications,
  type Identification,
} from '@tenaga/contracts/modules/employee-records.contracts';
import { AppModal } from '../../../components/modal/modal.tsx';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { DateInput } from '../../../components/date-picker/date-picker.tsx';
import { useFeedback } from '../../../components/feedback/notices.tsx';
import { useAddIdentification, useUpdateIdentification } from '../api/employee-records.api.ts';

type DocumentValues = {
  documentType?: Identification['documentType'];
  number?: string;
  country?: string | null;
  issueDate?: string | null;
  expiryDate?: string | null;
  note?: string;
} & Record<string, unknown>;

/** Adds a document, or changes one (renewed, corrected) at the version read. */
export function IdentificationModal({
  employeeId,
  types,
  countries,
  document,
  onClose,
}: {
  readonly employeeId: string;
  readonly types: EmployeeIdentifications['types'];
  readonly countries: readonly { value: string; label: string }[];
  readonly document: Identification | 'new' | null;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('employeeRecords');
  const { message } = useFeedback();
  const add = useAddIdentification();
  const update = useUpdateIdentification();
  const [form] = Form.useForm<DocumentValues>();
  const existing = document === 'new' ? null : document;
  const documentType = Form.useWatch('documentType', form) as Identification['documentType'] | undefined;
  const type = types.find((entry) => entry.id === documentType);
  const title = existing ? t('identifications.edit') : t('identifications.add');
  // A document of a type the company's country no longer offers stays offered while it is edited.
  const offered =
    existing && !types.some((entry) => entry.id === existing.documentType)
      ? [...types.map((entry) => entry.id), existing.documentType]
      : types.map((entry) => entry.id);

  const initialValues: DocumentValues = existing
    ? {
        documentType: existing.documentType,
        number: existing.number,
        country: existing.country,
        issueDate: existing.issueDate,
        expiryDate: existing.expiryDate,
        note: existing.note,
      }
    : { documentType: types[0]?.id, note: '' };

  const submit = async (values: DocumentValues) => {
    const body = IdentificationBodySchema.parse({ ...values, country: type?.anyCountry ? values.country : null });
    if (existing) await update.mutateAsync({ ...body, employeeId, id: existing.id, version: existing.version });
    else await add.mutateAsync({ ...body, employeeId });
    message.success(t('identifications.saved'));
  };

  return (
    <AppModal
      open={document !== null}
      title={title}
      onClose={onClose}
      onSubmit={() => form.submit()}
      submitLoading={add.isPending || update.isPending}
      width={640}
    >
      <SchemaForm<typeof IdentificationBodySchema, DocumentValues>
        schema={IdentificationBodySchema}
        form={form}
        initialValues={initialValues}
        onSubmit={submit}
        onSaved={onClose}
        name="employee-identification"
        aria-label={title}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <SchemaField name="documentType" label={t('identifications.fields.documentType')}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={offered.map((id) => ({ value: id, label: t(`reference:identificationTypes.${id}`) }))}
                onChange={() => void form.validateFields(['number']).catch(() => undefined)}
              />
            </SchemaField>
          </Col>
          <Col xs={24} sm={12}>
            <SchemaField
              name="number"
              label={t('identifications.fields.number')}
              extra={type ? t('identifications.example', { example: type.example }) : undefined}
              rules={[
                {
                  validator: async (_, value: unknown) => {
                    if (!documentType || typeof value !== 'string' || value.trim() === '') return;
                    // The issuer's rule, the same one the server applies.
                    if (!validateIdentificationDocument({ type: documentType, value }).ok)
                      throw new Error(t('validation:identificationInvalid'));
                  },
                },
              ]}
            >
              <Input autoComplete="off" />
            </SchemaField>
          </Col>
          {type?.anyCountry && (
            <Col xs={24} sm={12}>
              <SchemaField
                name="country"
                label={t('identifications.fields.country')}
                required
                rules={[{ required: true, message: t('validation:required') }]}
              >
                <Select showSearch={{ optionFilterProp: 'label' }} options={[...countries]} />
              </SchemaField>
            </Col>
          )}
          <Col xs={24} sm={12}>
            <SchemaField name="issueDate" label={t('identifications.fields.issueDate')}>
              <DateInput style={{ width: '100%' }} allowClear />
            </SchemaField>
          </Col>
          <Col xs={24} sm={12}>
            <SchemaField name="expiryDate" label={t('identifications.fields.expiryDate')}>
              <DateInput style={{ width: '100%' }} allowClear />
            </SchemaField>
          </Col>
          <Col xs={24}>
            <SchemaField name="note" label={t('identifications.fields.note')}>
              <Input.TextArea rows={2} />
            </SchemaField>
          </Col>
        </Row>
      </SchemaForm>
    </AppModal>
  );
}
