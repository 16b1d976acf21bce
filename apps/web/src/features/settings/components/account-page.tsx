import { App, Button, Card, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { listMySessions, type ActiveSession } from '@tenaga/contracts/modules/auth.contracts';
import { Page, QueryState } from '../../../components/page/page.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useErrorNotice } from '../../../components/feedback/notices.tsx';
import { useEndSession } from '../api/settings.queries.ts';

export default function AccountPage() {
  const { t } = useTranslation('settings');
  const { modal, message } = App.useApp();
  const sessions = useContractQuery(listMySessions);
  const endSession = useEndSession();
  const format = useFormat();
  const showError = useErrorNotice();

  const confirmEnd = (session: ActiveSession) =>
    modal.confirm({
      title: t('endSession'),
      content: t('endSessionConfirm'),
      okButtonProps: { danger: true },
      okText: t('endSession'),
      cancelText: t('cancel', { ns: 'common' }),
      onOk: () =>
        endSession.mutateAsync(session.id).then(
          () => message.success(t('sessionEnded')),
          (error: unknown) => showError(error),
        ),
    });

  return (
    <Page title={t('menu:account')}>
      <Card title={t('mySessions')}>
        <p>{t('mySessionsHelp')}</p>
        <QueryState isPending={sessions.isPending} error={sessions.error} onRetry={() => void sessions.refetch()}>
          <Table<ActiveSession>
            rowKey="id"
            dataSource={sessions.data ?? []}
            pagination={false}
            scroll={{ x: 'max-content' }}
            columns={[
              {
                key: 'device',
                title: t('device'),
                render: (_, session) => (
                  <>
                    {session.device} {session.current && <Tag color="blue">{t('thisDevice')}</Tag>}
                    {session.impersonatedBy && <Tag>{t('impersonatedBy', { name: session.impersonatedBy })}</Tag>}
                  </>
                ),
              },
              { key: 'ip', title: t('ipAddress'), render: (_, session) => session.ip ?? t('unknown', { ns: 'common' }) },
              { key: 'created', title: t('signedInAt'), render: (_, session) => format.dateTime(session.createdAt) },
              { key: 'seen', title: t('lastSeen'), render: (_, session) => format.dateTime(session.lastSeenAt) },
              {
                key: 'actions',
                title: '',
                render: (_, session) =>
                  session.current ? null : (
                    <Button danger size="small" onClick={() => confirmEnd(session)}>
                      {t('endSession')}
                    </Button>
                  ),
              },
            ]}
          />
        </QueryState>
      </Card>
    </Page>
  );
}
