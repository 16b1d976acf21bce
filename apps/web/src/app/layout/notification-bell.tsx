import { Badge, Button, Empty, Popover, Space, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@tenaga/contracts';
import { useFormat } from '../../lib/format.ts';
import { PlainList } from '../../components/plain-list/plain-list.tsx';
import {
  latestNotificationsQuery,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '../../features/notifications/api/notifications.queries.ts';

export function NotificationBell() {
  const { t } = useTranslation(['shell', 'notifications']);
  const { data } = useQuery(latestNotificationsQuery());
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const navigate = useNavigate();
  const format = useFormat();
  const [open, setOpen] = useState(false);

  const openItem = (item: Notification) => {
    if (!item.readAt) markRead.mutate(item.id);
    setOpen(false);
    void navigate(item.path ?? `/notifications?notificationId=${item.id}`);
  };

  const content = (
    <div style={{ width: 'min(340px, 86vw)' }}>
      {data && data.items.length > 0 ? (
        // Buttons, so that each opens its notification by keyboard too.
        <PlainList
          label={t('notifications')}
          items={data.items}
          rowKey={(item) => item.id}
          emptyText={t('noNotifications')}
          renderItem={(item) => (
            <button type="button" className="bell-item" onClick={() => openItem(item)} style={{ fontWeight: item.readAt ? 400 : 600 }}>
              <span>{t(item.titleKey, item.values)}</span>
              <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 400 }}>
                {format.dateTime(item.createdAt)}
              </Typography.Text>
            </button>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noNotifications')} />
      )}
      <Space style={{ justifyContent: 'space-between', width: '100%', marginTop: 8 }}>
        <Button size="small" type="link" disabled={!data?.unread} onClick={() => markAll.mutate()}>
          {t('markAllRead')}
        </Button>
        <Button
          size="small"
          type="link"
          onClick={() => {
            setOpen(false);
            void navigate('/notifications');
          }}
        >
          {t('viewAll')}
        </Button>
      </Space>
    </div>
  );

  return (
    <Popover
      content={content}
      title={<Typography.Text strong>{t('notifications')}</Typography.Text>}
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      placement="bottomRight"
    >
      <Button
        type="text"
        aria-label={`${t('notifications')}${data?.unread ? ` (${data.unread})` : ''}`}
        icon={
          <Badge count={data?.unread ?? 0} size="small">
            <BellOutlined aria-hidden />
          </Badge>
        }
      />
    </Popover>
  );
}
