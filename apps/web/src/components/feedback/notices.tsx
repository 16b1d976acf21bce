import { lazy, Suspense, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import AppContext, { type useAppProps } from 'antd/es/app/context';
import useAppStyle from 'antd/es/app/style';
import { useTranslation } from 'react-i18next';
import { TIMINGS_MS } from '@tenaga/contracts/constants';
import { ApiError, configureApiClient, NetworkError, type SessionEndReason } from '../../lib/api-client.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { sessionStore } from '../../lib/session-store.ts';

type Feedback = useAppProps;

/**
 * antd's `App.useApp()`: message, notification and modal of the FeedbackProvider. Code that the
 * login page loads uses this one, because importing antd's `App` brings message, notification
 * and modal into the first download; elsewhere `App.useApp()` gives the same.
 */
export function useFeedback(): Feedback {
  return useContext(AppContext);
}

// antd's message, notification and modal load when the first notice or dialog is asked for:
// most visits to the login page and the first signed-in page show none.
const FeedbackHolders = lazy(() => import('./feedback-holders.tsx'));

/**
 * Stand-ins for message, notification and modal: a call made before they have loaded asks for
 * them (`onFirstCall`) and waits for them.
 */
function createFeedbackBridge(onFirstCall: () => void) {
  let loaded: Feedback | null = null;
  const waiting: ((api: Feedback) => void)[] = [];
  const forward = (part: keyof Feedback, methods: readonly string[]) =>
    Object.fromEntries(
      methods.map((method) => [
        method,
        (...args: unknown[]) => {
          const call = (api: Feedback) => (api[part] as unknown as Record<string, (...callArgs: unknown[]) => unknown>)[method]!(...args);
          if (loaded) return call(loaded);
          // Nothing here uses what a call returns (a close function) before the real ones exist.
          waiting.push(call);
          onFirstCall();
          return undefined;
        },
      ]),
    );
  const value = {
    message: forward('message', ['info', 'success', 'error', 'warning', 'loading', 'open', 'destroy']),
    notification: forward('notification', ['info', 'success', 'error', 'warning', 'open', 'destroy']),
    modal: forward('modal', ['info', 'success', 'error', 'warning', 'confirm']),
  } as unknown as Feedback;
  const connect = (api: Feedback) => {
    loaded = api;
    for (const call of waiting.splice(0)) call(api);
  };
  return { value, connect };
}

/**
 * What antd's `<App>` provides (its root element and styles, and message, notification and
 * modal for `App.useApp()`), with those three loaded after the first page shows.
 */
export function FeedbackProvider({ children }: { readonly children: ReactNode }) {
  const { getPrefixCls, direction } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  const [wanted, setWanted] = useState(false);
  const [bridge] = useState(() => createFeedbackBridge(() => setWanted(true)));
  const className = [hashId, prefixCls, cssVarCls, direction === 'rtl' ? `${prefixCls}-rtl` : ''].filter(Boolean).join(' ');
  return (
    <AppContext.Provider value={bridge.value}>
      <div className={className}>
        {wanted && (
          <Suspense fallback={null}>
            <FeedbackHolders onReady={bridge.connect} />
          </Suspense>
        )}
        {children}
      </div>
    </AppContext.Provider>
  );
}

/** Shows a failed call the way spec §8 says: the server's message, or a connection notice. */
export function useErrorNotice(): (error: unknown) => void {
  const { t } = useTranslation('errors');
  const { message } = useFeedback();
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
  const { notification } = useFeedback();
  const pending = useRef(false);
  return useCallback(
    (reason: SessionEndReason) => {
      if (pending.current) return;
      pending.current = true;
      notification.warning({
        key: 'session-end',
        title: t('warning', { ns: 'common' }),
        description: t(SESSION_END_MESSAGES[reason]),
        duration: 0,
      });
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
  const { message } = useFeedback();
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
