import { App, Alert, Card, Switch, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  getNotificationSettings,
  type NotificationChannels,
  type NotificationSetting,
} from '@tenaga/contracts/modules/notifications.contracts';
import { Page, QueryState } from '../../../components/page/page.tsx';
import { useAuthenticatedSession } from '../../../lib/session-context.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useUpdateNotificationSettings } from '../api/notifications.queries.ts';

/** Settings › Notification settings: each user chooses, per kind of news, in the app and by email. */
export default function NotificationSettingsPage() {
  const { t } = useTranslation('notifications');
  const { message } = App.useApp();
  const { me } = useAuthenticatedSession();
  const settings = useContractQuery(getNotificationSettings);
  const update = useUpdateNotificationSettings();

  const change = (setting: NotificationSetting, channel: 'inApp' | 'email', on: boolean) => {
    const next: NotificationChannels = { kind: setting.kind, inApp: setting.inApp, email: setting.email, [channel]: on };
    update.mutate([next], { onSuccess: () => void message.success(t('saved')) });
  };

  return (
    <Page title={t('settingsTitle')}>
      <Card>
        <Typography.Paragraph type="secondary">{t('settingsHelp')}</Typography.Paragraph>
        {!me.userInfo.email && <Alert type="info" showIcon title={t('noEmail')} style={{ marginBottom: 16 }} />}
        <QueryState isPending={settings.isPending} error={settings.error} onRetry={() => void settings.refetch()}>
          <Table<NotificationSetting>
            rowKey="kind"
            dataSource={settings.data ?? []}
            pagination={false}
            scroll={{ x: 'max-content' }}
            columns={[
              {
                key: 'kind',
                title: t('kind'),
                render: (_, setting) => (
                  <>
                    <Typography.Text strong>{t(setting.labelKey)}</Typography.Text>
                    <br />
                    <Typography.Text type="secondary">{t(setting.descriptionKey)}</Typography.Text>
                  </>
                ),
              },
              {
                key: 'inApp',
                title: t('inApp'),
                align: 'center',
                render: (_, setting) => (
                  <Switch
                    checked={setting.inApp}
                    loading={update.isPending}
                    aria-label={`${t(setting.labelKey)}: ${t('inApp')}`}
                    onChange={(on) => change(setting, 'inApp', on)}
                  />
                ),
              },
              {
                key: 'email',
                title: t('email'),
                align: 'center',
                render: (_, setting) => (
                  <Switch
                    checked={setting.email}
                    loading={update.isPending}
                    disabled={!me.userInfo.email}
                    aria-label={`${t(setting.labelKey)}: ${t('email')}`}
                    onChange={(on) => change(setting, 'email', on)}
                  />
                ),
              },
            ]}
          />
        </QueryState>
      </Card>
    </Page>
  );
}
