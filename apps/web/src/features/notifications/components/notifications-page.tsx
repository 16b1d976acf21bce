import { useEffect, useState } from 'react';
import { Button, Card, Empty, List, Segmented, Space, Typography } from 'antd';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getNotification, type Notification } from '@tenaga/contracts/modules/notifications.contracts';
import { Page, QueryState } from '../../../components/page/page.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { notificationListQuery, useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/notifications.queries.ts';

export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const [params] = useSearchParams();
  const highlighted = params.get('notificationId');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const list = useInfiniteQuery(notificationListQuery(unreadOnly));
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const format = useFormat();
  const navigate = useNavigate();
  const listed = list.data?.pages.flatMap((page) => page.items) ?? [];
  // ?notificationId= opens one (from a toast, a mail, a link), however far down the list it is: first, and read.
  const chosen = useContractQuery(getNotification, { params: { id: highlighted ?? '' } }, { enabled: highlighted !== null });
  const items = chosen.data ? [chosen.data, ...listed.filter((item) => item.id !== chosen.data.id)] : listed;
  const chosenUnread = chosen.data && !chosen.data.readAt ? chosen.data.id : null;
  const { mutate: markChosenRead } = markRead;
  useEffect(() => {
    if (chosenUnread) markChosenRead(chosenUnread);
  }, [chosenUnread, markChosenRead]);

  const open = (item: Notification) => {
    if (!item.readAt) markRead.mutate(item.id);
    if (item.path) void navigate(item.path);
  };

  return (
    <Page
      title={t('title')}
      extra={
        <Space wrap>
          <Segmented
            value={unreadOnly ? 'unread' : 'all'}
            onChange={(value) => setUnreadOnly(value === 'unread')}
            options={[
              { value: 'all', label: t('all', { ns: 'common' }) },
              { value: 'unread', label: t('unreadOnly') },
            ]}
          />
          <Button onClick={() => markAll.mutate()} loading={markAll.isPending}>
            {t('shell:markAllRead')}
          </Button>
        </Space>
      }
    >
      <Card>
        <QueryState isPending={list.isPending} error={list.error} onRetry={() => void list.refetch()}>
          {items.length === 0 ? (
            <Empty description={t('empty')} />
          ) : (
            <List
              dataSource={items}
              renderItem={(item) => (
                <List.Item
                  aria-current={item.id === highlighted ? 'true' : undefined}
                  style={{ background: item.id === highlighted ? '#e6f0fa' : undefined, paddingInline: 12 }}
                  actions={
                    item.readAt
                      ? []
                      : [
                          <Button key="read" size="small" onClick={() => markRead.mutate(item.id)}>
                            {t('markRead')}
                          </Button>,
                        ]
                  }
                >
                  <List.Item.Meta
                    title={
                      <Typography.Link onClick={() => open(item)} strong={!item.readAt}>
                        {t(item.titleKey, item.values)}
                      </Typography.Link>
                    }
                    description={
                      <>
                        {t(item.bodyKey, item.values)}
                        <br />
                        <Typography.Text type="secondary">{format.dateTime(item.createdAt)}</Typography.Text>
                      </>
                    }
                  />
                </List.Item>
              )}
            />
          )}
          {list.hasNextPage && (
            <Button block onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} style={{ marginTop: 12 }}>
              {t('loadMore')}
            </Button>
          )}
        </QueryState>
      </Card>
    </Page>
  );
}
