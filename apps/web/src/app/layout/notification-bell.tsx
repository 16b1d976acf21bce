import { Badge, Button, Empty, List, Popover, Space, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@tenaga/contracts';
import { useFormat } from '../../lib/format.ts';
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
        <List
          size="small"
          dataSource={data.items}
          renderItem={(item) => (
            <List.Item onClick={() => openItem(item)} style={{ cursor: 'pointer', fontWeight: item.readAt ? 400 : 600 }}>
              <List.Item.Meta title={t(item.titleKey, item.values)} description={format.dateTime(item.createdAt)} />
            </List.Item>
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
            <BellOutlined />
          </Badge>
        }
      />
    </Popover>
  );
}
