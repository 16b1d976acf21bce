import { useCallback, useEffect, useRef } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { TIMINGS_MS } from '@tenaga/contracts';
import { ApiError, configureApiClient, NetworkError, type SessionEndReason } from '../lib/api-client.ts';
import { currentLanguage } from '../lib/i18n.ts';
import { sessionStore } from '../lib/session-store.ts';

/** Shows a failed call the way spec §8 says: the server's message, or a connection notice. */
export function useErrorNotice(): (error: unknown) => void {
  const { t } = useTranslation('errors');
  const { message } = App.useApp();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError) {
        if (!error.endedSession) message.error(error.body?.message.join(' ') || t('warningDefaultMsg'));
        return;
      }
      if (error instanceof NetworkError) {
        message.error(navigator.onLine ? t('errorDefaultMsg') : t('checkConnectionMsg'));
        return;
      }
      message.error(t('warningDefaultMsg'));
    },
    [message, t],
  );
}

const SESSION_END_MESSAGES: Record<SessionEndReason, string> = {
  unauthorized: 'UNAUTHORIZED',
  expired: 'expiredSessionMsg',
  invalidated: 'warnInvalidatedSessionMsg',
};

/**
 * The end of a session (a 401 with a token, or a single-login message): one notice at a time,
 * then after 2.5 s the account is forgotten and the user goes to '/'.
 */
export function useSessionEndNotice(): (reason: SessionEndReason) => void {
  const { t } = useTranslation('errors');
  const { notification } = App.useApp();
  const pending = useRef(false);
  return useCallback(
    (reason: SessionEndReason) => {
      if (pending.current) return;
      pending.current = true;
      notification.warning({ key: 'session-end', title: t('warning', { ns: 'common' }), description: t(SESSION_END_MESSAGES[reason]), duration: 0 });
      window.setTimeout(() => {
        const current = sessionStore.get().current;
        if (current) sessionStore.forget(current.userKey);
        notification.destroy('session-end');
        pending.current = false;
        window.location.assign('/');
      }, TIMINGS_MS.unauthorizedRedirectDelay);
    },
    [notification, t],
  );
}

/** Wires the API client to the UI and shows checkConnectionMsg while the browser is offline. */
export function GlobalNotices() {
  const { t } = useTranslation('errors');
  const { message } = App.useApp();
  const endSession = useSessionEndNotice();

  useEffect(() => {
    configureApiClient({ onSessionEnd: endSession, language: currentLanguage });
  }, [endSession]);

  useEffect(() => {
    const offline = () => message.warning({ key: 'offline', content: t('checkConnectionMsg'), duration: 0 });
    const online = () => message.destroy('offline');
    if (!navigator.onLine) offline();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [message, t]);

  return null;
}
