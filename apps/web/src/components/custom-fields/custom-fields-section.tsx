import { useState } from 'react';
import { Button, Card, Descriptions, Form, Space, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CUSTOM_FIELD_VALUE_ROUTES } from '@tenaga/contracts/modules/custom-fields/routes';
import { checkCustomFieldValue, othersToValues } from '@tenaga/contracts/modules/custom-fields/rules';
import type { CustomField, SaveCustomFieldValuesBody } from '@tenaga/contracts/modules/custom-fields/schemas';
import type { CustomFieldValueLocation } from '@tenaga/contracts/modules/custom-fields/vocabulary';
import { SchemaField, SchemaForm } from '../form/schema-form.tsx';
import { QueryState } from '../page/page.tsx';
import { useMenuAccess } from '../../lib/session-context.tsx';
import { useFeedback } from '../feedback/notices.tsx';
import { useConfirmFormClose } from '../unsaved-changes.tsx';
import { useContractQuery } from '../../lib/contract-query.ts';
import { useContractMutation } from '../../lib/contract-mutation.ts';
import { problemText, toFormValues, toOthers, type CustomFormValues } from './custom-values.ts';
import { CustomValueInput, CustomValueText } from './custom-value-input.tsx';

export interface CustomFieldsSectionProps {
  /** Whose fields: the employee profile's (employee), the employee form's (employeeStandard) or a contract's. */
  readonly location: CustomFieldValueLocation;
  /** The employee's or the contract's id. */
  readonly recordId: string;
  /** The card's heading; default "Custom fields". */
  readonly title?: string;
  /** The card's element id, for a profile's anchors. */
  readonly id?: string;
  /** Read only whatever the caller's access (the page knows the record cannot change now). */
  readonly readOnly?: boolean;
  /** 'small' beside the small cards of a profile (the contract's); default as the employee profile's sections. */
  readonly size?: 'small' | 'default';
  /** Inside another card (one card for several locations): a part with `title` as its subheading, no card of its own. */
  readonly embedded?: boolean;
}

// Each field's rules come from the shared value check (SchemaField rules), not from a fixed schema.
const NO_SCHEMA = z.object({});

/**
 * A record's custom fields of one location: read only, and with Edit an in-place form whose
 * values are checked by type as the server checks them (checkCustomFieldValue), saved against the
 * version read; leaving with unsaved changes asks first. Nothing shows where the location has no
 * active field, except a pointer to Settings for those who manage them.
 */
export function CustomFieldsSection({
  location,
  recordId,
  title,
  id,
  readOnly = false,
  size = 'default',
  embedded = false,
}: CustomFieldsSectionProps) {
  const { t } = useTranslation('customFields');
  const { message } = useFeedback();
  const confirmClose = useConfirmFormClose();
  const canManage = useMenuAccess('customField') === 'edit';
  const routes = CUSTOM_FIELD_VALUE_ROUTES[location];
  const query = useContractQuery(routes.get, { params: { recordId } });
  const save = useContractMutation(routes.put, {
    input: (body: SaveCustomFieldValuesBody) => ({ params: { recordId }, body }),
    // The answer, with the new version, is the record's values: shown without reading them again.
    onSuccess: (saved, _, cache) => cache.set(routes.get, { params: { recordId } }, saved),
  });
  const [form] = Form.useForm<CustomFormValues>();
  const [editing, setEditing] = useState(false);
  const heading = title ?? t('section.title');
  const data = query.data;
  const fields = data?.fields ?? [];
  const editable = !readOnly && data?.editable === true && fields.length > 0;
  const stored = othersToValues(data?.others ?? []);

  if (data && fields.length === 0 && !canManage) return null;

  const cancel = () => confirmClose({ form, onClose: () => setEditing(false) });

  const submit = async (values: CustomFormValues) => {
    await save.mutateAsync({ version: data!.version, others: toOthers(fields, values) });
    message.success(t('section.saved'));
  };

  const rulesOf = (field: CustomField) => [
    {
      required: field.required,
      validator: async (_: unknown, value: unknown) => {
        const checked = checkCustomFieldValue(field, value);
        if (!checked.ok) throw new Error(problemText(checked.problem, t));
      },
    },
  ];

  const editButton = editable && !editing && (
    <Button
      size={size === 'small' ? 'small' : 'middle'}
      icon={<EditOutlined aria-hidden />}
      onClick={() => setEditing(true)}
      aria-label={embedded ? `${t('section.edit')}: ${heading}` : t('section.edit')}
    >
      {t('common:edit')}
    </Button>
  );

  const body = (
    <QueryState isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()}>
      {data && fields.length === 0 && (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('section.empty')} <Link to="/settings/custom-field">{t('menu:customField')}</Link>
        </Typography.Paragraph>
      )}
      {data && fields.length > 0 && editing && (
        <SchemaForm<typeof NO_SCHEMA, CustomFormValues>
          schema={NO_SCHEMA}
          form={form}
          initialValues={toFormValues(fields, data.others)}
          onSubmit={submit}
          onSaved={() => setEditing(false)}
          aria-label={heading}
          name={`custom-${location}`}
        >
          <div
            className="custom-fields-grid"
            style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))', columnGap: 16 }}
          >
            {fields.map((field) => (
              <SchemaField key={field.id} name={field.id} label={field.label} rules={rulesOf(field)} validateFirst>
                <CustomValueInput field={field} />
              </SchemaField>
            ))}
          </div>
          <Space wrap style={{ width: '100%', justifyContent: 'flex-end' }}>
            <Button onClick={cancel}>{t('common:cancel')}</Button>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('common:save')}
            </Button>
          </Space>
        </SchemaForm>
      )}
      {data && fields.length > 0 && !editing && (
        <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small">
          {fields.map((field) => (
            <Descriptions.Item key={field.id} label={field.label}>
              <CustomValueText field={field} value={stored[field.id]} />
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
    </QueryState>
  );

  if (embedded) {
    return (
      <section id={id} aria-label={heading} style={{ scrollMarginTop: 16 }}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', justifyContent: 'space-between', marginBottom: 8 }}>
          <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
            {heading}
          </Typography.Title>
          {editButton}
        </div>
        {body}
      </section>
    );
  }

  return (
    <Card
      id={id}
      size={size}
      style={{ scrollMarginTop: 16 }}
      title={
        <Typography.Title level={2} style={{ fontSize: size === 'small' ? 14 : 18, margin: 0 }}>
          {heading}
        </Typography.Title>
      }
      extra={editButton}
      styles={{ header: { flexWrap: 'wrap', gap: 8, paddingBlock: size === 'small' ? 4 : 8 } }}
    >
      {body}
    </Card>
  );
}
