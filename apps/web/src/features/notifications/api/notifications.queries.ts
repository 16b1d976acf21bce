import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  updateNotificationSettings,
  type NotificationChannels,
} from '@tenaga/contracts/modules/notifications.contracts';
import { contractInfiniteQuery, contractQuery } from '../../../lib/contract-query.ts';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

const PAGE = 20;

/** The newest few, for the bell. */
export const latestNotificationsQuery = () => contractQuery(listNotifications, { query: { limit: 8 } });

/** The notifications page: newest first, a page at a time. */
export const notificationListQuery = (unreadOnly: boolean) => {
  const query = { limit: PAGE, unreadOnly: unreadOnly ? ('true' as const) : ('false' as const) };
  return contractInfiniteQuery(listNotifications, {
    input: { query },
    pageInput: (before: number | undefined) => ({ query: { ...query, ...(before ? { before } : {}) } }),
    nextCursor: (page) => (page.hasMore ? page.items.at(-1)?.createdAt : undefined),
  });
};

export const useMarkNotificationRead = () => useContractMutation(markNotificationRead, { input: (id: string) => ({ params: { id } }) });
export const useMarkAllNotificationsRead = () => useContractMutation(markAllNotificationsRead, { input: (_: void) => ({}) });
export const useUpdateNotificationSettings = () =>
  useContractMutation(updateNotificationSettings, { input: (settings: NotificationChannels[]) => ({ body: { settings } }) });
