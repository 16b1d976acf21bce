import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from '@tenaga/contracts';
import { callApi } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';

export const notificationKeys = {
  all: (userKey: string) => ['session', userKey, 'notifications'] as const,
  latest: (userKey: string) => ['session', userKey, 'notifications', 'latest'] as const,
  list: (userKey: string, unreadOnly: boolean) => ['session', userKey, 'notifications', 'list', unreadOnly] as const,
};

const PAGE = 20;

/** The newest few, for the bell. */
export const latestNotificationsQuery = (userKey: string) =>
  queryOptions({
    queryKey: notificationKeys.latest(userKey),
    queryFn: ({ signal }) => callApi(listNotifications, { query: { limit: 8 }, signal }),
  });

export const notificationListQuery = (userKey: string, unreadOnly: boolean) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(userKey, unreadOnly),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      callApi(listNotifications, {
        query: { limit: PAGE, unreadOnly: unreadOnly ? 'true' : 'false', ...(pageParam ? { before: pageParam } : {}) },
        signal,
      }),
    getNextPageParam: (page) => (page.hasMore ? page.items.at(-1)?.createdAt : undefined),
  });

function useInvalidateNotifications() {
  const queryClient = useQueryClient();
  const userKey = useSession().current?.userKey ?? '';
  return () => queryClient.invalidateQueries({ queryKey: notificationKeys.all(userKey) });
}

export function useMarkNotificationRead() {
  const invalidate = useInvalidateNotifications();
  return useMutation({ mutationFn: (id: string) => callApi(markNotificationRead, { params: { id } }), onSuccess: invalidate });
}

export function useMarkAllNotificationsRead() {
  const invalidate = useInvalidateNotifications();
  return useMutation({ mutationFn: () => callApi(markAllNotificationsRead), onSuccess: invalidate });
}
