import { Form, Input, InputNumber, Space, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { CreateSiteBodySchema, type Site } from '@tenaga/contracts/modules/organisation.contracts';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { useFeedback } from '../../../components/feedback/notices.tsx';
import { useCreateSite, useUpdateSite } from '../api/organisation.queries.ts';

type Values = { name?: string; address?: string; latitude?: number | null; longitude?: number | null; radiusMeters?: number | null };

const toValues = (site: Site | null): Values =>
  site
    ? { name: site.name, address: site.address, latitude: site.latitude, longitude: site.longitude, radiusMeters: site.radiusMeters }
    : { address: '' };

const isSet = (value: unknown) => value !== null && value !== undefined;

/** A coordinate is needed once its partner (or, for latitude, a radius) is given: the server's rule, shown as the user types. */
function pairedWith(message: string, ...others: (keyof Values)[]): Rule {
  return ({ getFieldValue }) => ({
    validator: async (_, value: unknown) => {
      if (!isSet(value) && others.some((other) => isSet(getFieldValue(other)))) throw new Error(message);
    },
  });
}

/** Adds a site or changes one; the whole site is sent, a cleared coordinate as null. */
export function SiteFormDrawer({
  site,
  canEdit,
  onClose,
}: {
  readonly site: Site | 'new' | null;
  readonly canEdit: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('organisation');
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const create = useCreateSite();
  const update = useUpdateSite();
  const open = site !== null;
  const existing = site === 'new' ? null : site;

  const submit = async (values: Values) => {
    const body = {
      name: values.name ?? '',
      address: values.address ?? '',
      latitude: values.latitude ?? null,
      longitude: values.longitude ?? null,
      radiusMeters: values.radiusMeters ?? null,
    };
    if (existing) {
      await update.mutateAsync({ id: existing.id, version: existing.version, ...body });
      message.success(t('saved'));
    } else {
      const created = await create.mutateAsync(body);
      message.success(t('sites.added', { name: created.name }));
    }
  };

  return (
    <FormDrawer
      open={open}
      title={existing ? (canEdit ? t('sites.editTitle') : existing.name) : t('sites.newTitle')}
      form={form}
      onClose={onClose}
      width={480}
      footer={canEdit ? { saving: create.isPending || update.isPending } : undefined}
    >
      <SchemaForm
        schema={CreateSiteBodySchema}
        form={form}
        name="site"
        initialValues={toValues(existing)}
        onSubmit={submit}
        onSaved={onClose}
        guardUnsaved={false}
        aria-label={t('sites.editTitle')}
      >
        <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0 }}>
          <SchemaField name="name" label={t('sites.name')}>
            <Input autoComplete="off" autoFocus={!existing} maxLength={100} />
          </SchemaField>
          <SchemaField name="address" label={t('sites.address')}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={300} />
          </SchemaField>
          <Space.Compact block style={{ gap: 12 }}>
            <SchemaField
              name="latitude"
              label={t('sites.latitude')}
              style={{ flex: 1 }}
              dependencies={['longitude', 'radiusMeters']}
              rules={[pairedWith(t('validation:required'), 'longitude', 'radiusMeters')]}
            >
              <InputNumber style={{ width: '100%' }} min={-90} max={90} step={0.0001} />
            </SchemaField>
            <SchemaField
              name="longitude"
              label={t('sites.longitude')}
              style={{ flex: 1 }}
              dependencies={['latitude']}
              rules={[pairedWith(t('validation:required'), 'latitude')]}
            >
              <InputNumber style={{ width: '100%' }} min={-180} max={180} step={0.0001} />
            </SchemaField>
          </Space.Compact>
          <Typography.Paragraph type="secondary" style={{ marginTop: -12 }}>
            {t('sites.pointHelp')}
          </Typography.Paragraph>
          <SchemaField name="radiusMeters" label={t('sites.radius')} extra={t('sites.radiusHelp')}>
            <InputNumber style={{ width: '100%' }} min={1} max={100000} precision={0} />
          </SchemaField>
        </fieldset>
      </SchemaForm>
    </FormDrawer>
  );
}
