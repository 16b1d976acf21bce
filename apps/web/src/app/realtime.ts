import { createElement, useEffect } from 'react';
import { io, type Socket } from 'socket.io-client';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { TIMINGS_MS } from '@tenaga/contracts/constants';
import type { SessionState } from '@tenaga/contracts/modules/auth.contracts';
import { getJob } from '@tenaga/contracts/modules/jobs.contracts';
import { markNotificationRead, type Notification } from '@tenaga/contracts/modules/notifications.contracts';
import type { ClientToServerEvents, RealtimeMessage, ServerToClientEvents } from '@tenaga/contracts/realtime';
import type { StoredAccount } from '../lib/session-store.ts';
import { callApi } from '../lib/api-client.ts';
import { deviceId } from '../lib/storage.ts';
import { contractCache } from '../lib/contract-cache.ts';
import { logoutCurrentAccount } from '../features/auth/api/auth.mutations.ts';
import { useSessionEndNotice, useFeedback } from '../components/feedback/notices.tsx';
import { createPermissionChangeHandler } from './permission-change.ts';

/** Where a notification leads (spec §2): its own page, else the list with it open. */
export function notificationTarget(item: Pick<Notification, 'id' | 'path'>): string {
  return item.path ?? `/notifications?notificationId=${item.id}`;
}

/**
 * The real-time channel of spec §4: connects once the user is known, with the token; polling
 * first, reconnecting every 1–5 s without limit.
 */
export function useRealtime(
  account: StoredAccount,
  me: SessionState | undefined,
  { navigate }: { readonly navigate: (path: string) => void },
): void {
  const queryClient = useQueryClient();
  const { notification, modal } = useFeedback();
  const { t } = useTranslation();
  const endSession = useSessionEndNotice();
  const ready = me !== undefined;

  useEffect(() => {
    if (!ready) return;
    // What the server says changed refreshes what reads it, as a successful call would (contract declarations).
    const cache = contractCache(queryClient, { userKey: account.userKey });
    const permissionChange = createPermissionChangeHandler({
      queryClient,
      modal,
      t,
      userKey: account.userKey,
      reload: () => window.location.reload(),
    });
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io({
      path: '/socket.io',
      auth: { token: account.token },
      transports: ['polling', 'websocket'],
      reconnection: true,
      reconnectionAttempts: Infinity,
      reconnectionDelay: TIMINGS_MS.socketReconnectMin,
      reconnectionDelayMax: TIMINGS_MS.socketReconnectMax,
    });

    // The server drops the sockets of a session it ended (logout elsewhere, single login). A message
    // sent before this socket connected would be missed, so ask the server: its 401 says why.
    const checkSession = () => void cache.refresh(['session']);
    socket.on('disconnect', (reason) => {
      if (reason === 'io server disconnect') checkSession();
    });
    // A refusal by the server's check is not retried by socket.io itself: while the server cannot
    // reach its database ('unavailable') the token may be fine, so try again after a while.
    let retry: ReturnType<typeof setTimeout> | undefined;
    socket.on('connect_error', (error) => {
      if (error.message === 'unauthorized') checkSession();
      if (error.message === 'unavailable' && !socket.active) retry = setTimeout(() => socket.connect(), TIMINGS_MS.socketReconnectMax);
    });

    socket.on('notification', (item) => {
      void cache.refresh(['notifications']);
      // Clicking the toast (or its button, for the keyboard) opens what it is about and marks it read.
      const open = () => {
        notification.destroy(item.id);
        void callApi(markNotificationRead, { params: { id: item.id } })
          .then(() => cache.refresh(['notifications']))
          .catch(() => undefined);
        navigate(notificationTarget(item));
      };
      notification.info({
        key: item.id,
        title: t(item.titleKey, item.values),
        description: t(item.bodyKey, item.values),
        duration: TIMINGS_MS.notificationAutoHide / 1000,
        onClick: open,
        actions: createElement(Button, { type: 'primary', size: 'small', onClick: open }, t('notifications:open')),
        style: { cursor: 'pointer' },
      });
    });

    socket.on('job', (job) => cache.set(getJob, { params: { id: job.id } }, job));

    socket.on('message', (message: RealtimeMessage) => {
      if (message.appid === 6) {
        if (message.extras.deviceID !== deviceId()) endSession('invalidated');
        return;
      }
      switch (message.title) {
        case 'region-change':
        case 'payroll':
          void cache.refresh(['session']);
          return;
        case 'permission-change':
          // The role (or its grants) changed: what the user may see of records changes too. The
          // menus are not refreshed here: the handler compares them first (spec §4).
          void cache.refresh(['session']);
          void permissionChange.handle();
          return;
        case 'user-delete':
          modal.warning({ title: t('warning'), content: t('errors:deletedAccountMsg'), onOk: () => void logoutCurrentAccount() });
          return;
      }
    });

    return () => {
      clearTimeout(retry);
      permissionChange.dispose();
      socket.disconnect();
    };
  }, [ready, account.token, account.userKey, queryClient, notification, modal, t, endSession, navigate]);
}
