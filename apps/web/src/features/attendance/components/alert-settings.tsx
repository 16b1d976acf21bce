import { Button, Card, Form, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  getSiteSettings,
  SITE_SETTINGS_LIMITS,
  updateSiteSettings,
  UpdateSiteSettingsBodySchema,
} from '@tenaga/contracts/modules/attendance.contracts';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { useFeedback } from '../../../components/feedback/notices.tsx';
import { QueryState } from '../../../components/page/page.tsx';
import { useContractMutation } from '../../../lib/contract-mutation.ts';
import { useContractQuery } from '../../../lib/contract-query.ts';

type Values = { noAttendanceMinutes?: number };

/** Settings › Geofencing: how long after a shift's start someone not clocked in (and their manager) is told. */
export function AlertSettings({ canEdit }: { readonly canEdit: boolean }) {
  const { t } = useTranslation('attendance');
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const settings = useContractQuery(getSiteSettings);
  const save = useContractMutation(updateSiteSettings, { input: (body: { version: number; noAttendanceMinutes: number }) => ({ body }) });

  return (
    <Card
      style={{ marginTop: 16 }}
      title={
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {t('alertSettings.title')}
        </Typography.Title>
      }
    >
      <QueryState isPending={settings.isPending} error={settings.error} onRetry={() => void settings.refetch()}>
        {settings.data && (
          <SchemaForm
            schema={UpdateSiteSettingsBodySchema}
            form={form as never}
            name="alertSettings"
            initialValues={{ noAttendanceMinutes: settings.data.noAttendanceMinutes }}
            onSubmit={async (values: Values) => {
              await save.mutateAsync({
                version: settings.data!.version,
                noAttendanceMinutes: values.noAttendanceMinutes ?? SITE_SETTINGS_LIMITS.defaultNoAttendanceMinutes,
              });
              message.success(t('alertSettings.saved'));
            }}
            aria-label={t('alertSettings.title')}
          >
            <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0 }}>
              <SchemaField
                name="noAttendanceMinutes"
                label={t('alertSettings.noAttendanceMinutes')}
                extra={t('alertSettings.noAttendanceHelp')}
              >
                <InputNumber
                  min={SITE_SETTINGS_LIMITS.noAttendanceMinMinutes}
                  max={SITE_SETTINGS_LIMITS.noAttendanceMaxMinutes}
                  precision={0}
                  style={{ width: 160 }}
                />
              </SchemaField>
              <Typography.Paragraph type="secondary">{t('alertSettings.outsideHelp')}</Typography.Paragraph>
              {canEdit && (
                <Button type="primary" htmlType="submit" loading={save.isPending}>
                  {t('common:save')}
                </Button>
              )}
            </fieldset>
          </SchemaForm>
        )}
      </QueryState>
    </Card>
  );
}
