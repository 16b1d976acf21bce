import { useState } from 'react';
import { Alert, Descriptions, Drawer, Tag, Typography } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { getOutboxMail, listOutbox } from '@tenaga/contracts/modules/outbox.contracts';
import { Page, QueryState } from '../../../components/page/page.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useContractQuery } from '../../../lib/contract-query.ts';

const STATUS_COLOR = { stored: 'default', sent: 'green', failed: 'red' } as const;
const STATUS_LABEL = { stored: 'statusStored', sent: 'statusSent', failed: 'statusFailed' } as const;

function MailDetail({ id, onClose }: { readonly id: string | null; readonly onClose: () => void }) {
  const { t } = useTranslation('settings');
  const format = useFormat();
  const mail = useContractQuery(getOutboxMail, { params: { id: id ?? '' } }, { enabled: id !== null });
  return (
    <Drawer open={id !== null} onClose={onClose} size={560} title={mail.data?.subject ?? t('open')}>
      <QueryState isPending={mail.isPending} error={mail.error} onRetry={() => void mail.refetch()}>
        {mail.data && (
          <>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('to')}>{mail.data.to}</Descriptions.Item>
              <Descriptions.Item label={t('createdAt')}>{format.dateTime(mail.data.createdAt)}</Descriptions.Item>
              <Descriptions.Item label={t('status')}>
                <Tag color={STATUS_COLOR[mail.data.status]}>{t(STATUS_LABEL[mail.data.status])}</Tag>
              </Descriptions.Item>
              {mail.data.attachment && (
                <Descriptions.Item label={t('attachment')}>
                  <Attachment attachment={mail.data.attachment} />
                </Descriptions.Item>
              )}
            </Descriptions>
            {mail.data.error && <Typography.Paragraph type="danger">{mail.data.error}</Typography.Paragraph>}
            {mail.data.hidden && <Alert type="info" showIcon title={t('mailSecretHidden')} style={{ marginBottom: 12 }} />}
            <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', background: '#fafafa', padding: 12, borderRadius: 6 }}>
              {mail.data.text}
            </pre>
          </>
        )}
      </QueryState>
    </Drawer>
  );
}

/** An attachment's name and size: its bytes go to the recipient only, never to this page. */
function Attachment({ attachment }: { readonly attachment: { readonly name: string; readonly size: number } }) {
  const { t } = useTranslation('settings');
  const format = useFormat();
  return (
    <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>
      <PaperClipOutlined aria-label={t('attachment')} /> {attachment.name} ({format.fileSize(attachment.size)})
    </Typography.Text>
  );
}

export default function MailOutboxPage() {
  const { t } = useTranslation('settings');
  const format = useFormat();
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <Page title={t('menu:mailOutbox')}>
      <Typography.Paragraph type="secondary">{t('outboxHelp')}</Typography.Paragraph>
      <DataTable
        contract={listOutbox}
        rowKey="id"
        emptyText={t('noMail')}
        defaultSort={{ key: 'createdAt', dir: 'desc' }}
        onRowClick={(mail) => setOpenId(mail.id)}
        columns={[
          { key: 'createdAt', title: t('createdAt'), sortable: true, render: (mail) => format.dateTime(mail.createdAt) },
          { key: 'to', title: t('to'), sortable: true },
          {
            key: 'subject',
            title: t('subject'),
            sortable: true,
            // An attachment shows under the subject, so the table stays narrow enough for its status.
            render: (mail) => (
              <>
                {mail.subject}
                {mail.attachment && (
                  <div>
                    <Attachment attachment={mail.attachment} />
                  </div>
                )}
              </>
            ),
          },
          {
            key: 'status',
            title: t('status'),
            render: (mail) => <Tag color={STATUS_COLOR[mail.status]}>{t(STATUS_LABEL[mail.status])}</Tag>,
          },
        ]}
      />
      <MailDetail id={openId} onClose={() => setOpenId(null)} />
    </Page>
  );
}
