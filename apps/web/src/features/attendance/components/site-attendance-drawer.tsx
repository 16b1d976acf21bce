import { useEffect, useState } from 'react';
import { Checkbox, Form, Input, InputNumber, Radio, Select, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CLOCK_LIMITS,
  CLOCK_PROOFS,
  getSiteSettings,
  OUTSIDE_RULES,
  UpdateSiteAttendanceBodySchema,
  type ClockProof,
  type OutsideRule,
  type SiteAttendance,
} from '@tenaga/contracts/modules/attendance.contracts';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { useFeedback } from '../../../components/feedback/notices.tsx';
import { SiteMap, type LatLng } from '../../../components/site-map/site-map.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useUpdateSiteAttendance } from '../api/attendance.mutations.ts';
import { parsePolygon, polygonToText } from './polygon-text.ts';

type Values = {
  latitude?: number | null;
  longitude?: number | null;
  radiusMeters?: number | null;
  timezone?: string | null;
  polygon?: string;
  outsideRule?: OutsideRule;
  proofs?: ClockProof[];
  anyEmployee?: boolean;
};

/** The zones of this browser's list (Intl), with the site's own first when the list lacks it. */
function timezoneOptions(current: string | null) {
  const zones: string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = current && !zones.includes(current) ? [current, ...zones] : zones;
  return all.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }));
}

/** A site's geofence, timezone, rule outside, proofs and who may clock there. */
export function SiteAttendanceDrawer({
  site,
  canEdit,
  onClose,
}: {
  readonly site: SiteAttendance | null;
  readonly canEdit: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('attendance');
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const update = useUpdateSiteAttendance();
  const settings = useContractQuery(getSiteSettings);
  const latitude = Form.useWatch('latitude', form);
  const longitude = Form.useWatch('longitude', form);
  const radiusMeters = Form.useWatch('radiusMeters', form);
  const polygonText = Form.useWatch('polygon', form);
  const parsedPolygon = parsePolygon(polygonText ?? '');
  const [mode, setMode] = useState<'circle' | 'polygon'>(site?.polygon ? 'polygon' : 'circle');
  useEffect(() => setMode(site?.polygon ? 'polygon' : 'circle'), [site?.id, site?.polygon]);
  const point = typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : null;
  // The map writes into the fields as if typed there, so validation and the unsaved-changes guard see it.
  const setFields = (values: Partial<Values>) => {
    form.setFieldsValue(values);
    void form.validateFields(Object.keys(values) as (keyof Values)[]).catch(() => undefined);
  };

  const submit = async (values: Values) => {
    if (!site) return;
    const parsed = parsePolygon(values.polygon ?? '');
    if ('badLine' in parsed) throw new Error('unreachable: the field validates its lines');
    await update.mutateAsync({
      id: site.id,
      version: site.version,
      latitude: values.latitude ?? null,
      longitude: values.longitude ?? null,
      radiusMeters: values.radiusMeters ?? null,
      timezone: values.timezone ?? null,
      polygon: parsed.corners,
      outsideRule: values.outsideRule ?? 'allowFlag',
      proofs: values.proofs ?? [],
      anyEmployee: values.anyEmployee ?? false,
    });
    message.success(t('sites.saved', { name: site.name }));
  };

  return (
    <FormDrawer
      open={site !== null}
      title={site?.name ?? ''}
      form={form}
      onClose={onClose}
      width={520}
      footer={canEdit ? { saving: update.isPending } : undefined}
    >
      {site && (
        <SchemaForm
          schema={UpdateSiteAttendanceBodySchema}
          form={form as never}
          name="siteAttendance"
          initialValues={{
            latitude: site.latitude,
            longitude: site.longitude,
            radiusMeters: site.radiusMeters,
            timezone: site.timezone,
            polygon: polygonToText(site.polygon) as never,
            outsideRule: site.outsideRule,
            proofs: site.proofs,
            anyEmployee: site.anyEmployee,
          }}
          onSubmit={submit as never}
          onSaved={onClose}
          guardUnsaved={false}
          aria-label={site.name}
        >
          <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0 }}>
            <SchemaField name="timezone" label={t('sites.timezone')} extra={t('sites.timezoneHelp', { zone: site.effectiveTimezone })}>
              <Select allowClear showSearch options={timezoneOptions(site.timezone)} placeholder={t('sites.companyTimezone')} />
            </SchemaField>
            {settings.data && (
              <SiteMap
                point={point}
                radiusMeters={typeof radiusMeters === 'number' ? radiusMeters : null}
                polygon={'corners' in parsedPolygon ? parsedPolygon.corners : null}
                mode={mode}
                onMode={setMode}
                maxCorners={CLOCK_LIMITS.polygonMaxPoints}
                tiles={settings.data.tiles}
                disabled={!canEdit}
                onPoint={(at: LatLng) => setFields({ latitude: at.latitude, longitude: at.longitude, radiusMeters: radiusMeters ?? 100 })}
                onRadius={(metres) => setFields({ radiusMeters: metres })}
                onPolygon={(corners) => setFields({ polygon: polygonToText(corners) })}
              />
            )}
            <Typography.Title level={2} style={{ fontSize: 16 }}>
              {t('sites.circle')}
            </Typography.Title>
            <Space.Compact block style={{ gap: 12 }}>
              <SchemaField name="latitude" label={t('sites.latitude')} style={{ flex: 1 }}>
                <InputNumber style={{ width: '100%' }} min={-90} max={90} step={0.0001} />
              </SchemaField>
              <SchemaField name="longitude" label={t('sites.longitude')} style={{ flex: 1 }}>
                <InputNumber style={{ width: '100%' }} min={-180} max={180} step={0.0001} />
              </SchemaField>
            </Space.Compact>
            <SchemaField name="radiusMeters" label={t('sites.radius')}>
              <InputNumber style={{ width: '100%' }} min={1} max={100000} precision={0} />
            </SchemaField>
            <Form.Item
              name="polygon"
              label={t('sites.polygon')}
              extra={t('sites.polygonHelp')}
              rules={[
                {
                  validator: async (_, value: string | undefined) => {
                    const parsed = parsePolygon(value ?? '');
                    if ('badLine' in parsed) throw new Error(t('sites.polygonBadLine', { line: parsed.badLine }));
                  },
                },
              ]}
            >
              <Input.TextArea
                autoSize={{ minRows: 3, maxRows: 10 }}
                spellCheck={false}
                placeholder={'1.2834, 103.8607\n1.2834, 103.8627\n1.2852, 103.8627'}
              />
            </Form.Item>
            <SchemaField name="outsideRule" label={t('sites.outsideRule')}>
              <Radio.Group>
                <Space orientation="vertical">
                  {OUTSIDE_RULES.map((rule) => (
                    <Radio key={rule} value={rule}>
                      {t(`rules.${rule}`)}
                    </Radio>
                  ))}
                </Space>
              </Radio.Group>
            </SchemaField>
            <SchemaField name="proofs" label={t('sites.proofs')} extra={t('sites.proofsHelp')}>
              <Checkbox.Group options={CLOCK_PROOFS.map((proof) => ({ value: proof, label: t(`proofs.${proof}`) }))} />
            </SchemaField>
            <SchemaField name="anyEmployee" label={t('sites.anyEmployee')} extra={t('sites.anyEmployeeHelp')} valuePropName="checked">
              <Switch />
            </SchemaField>
          </fieldset>
        </SchemaForm>
      )}
    </FormDrawer>
  );
}
