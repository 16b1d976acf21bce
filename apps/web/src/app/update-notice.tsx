import { useEffect } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../components/feedback/notices.tsx';

/**
 * Spec §4: when a new build is deployed, 'New content is available' with a Refresh button.
 * The worker exists only for this (see vite.config.ts); its errors are logged only.
 */
export function UpdateNotice() {
  const { t } = useTranslation();
  const { notification } = useFeedback();

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let reloading = false;
    const onControllerChange = () => {
      if (reloading) return;
      reloading = true;
      window.location.reload();
    };
    navigator.serviceWorker.addEventListener('controllerchange', onControllerChange);
    const announce = (worker: ServiceWorker) =>
      notification.info({
        key: 'update',
        title: t('updateAvailable'),
        duration: 0,
        actions: (
          <Button type="primary" onClick={() => worker.postMessage('skipWaiting')}>
            {t('refresh')}
          </Button>
        ),
      });
    navigator.serviceWorker
      .register('/sw.js')
      .then((registration) => {
        if (registration.waiting && navigator.serviceWorker.controller) announce(registration.waiting);
        registration.addEventListener('updatefound', () => {
          const installing = registration.installing;
          installing?.addEventListener('statechange', () => {
            if (installing.state === 'installed' && navigator.serviceWorker.controller) announce(installing);
          });
        });
      })
      .catch((error: unknown) => console.error('service worker', error));
    return () => navigator.serviceWorker.removeEventListener('controllerchange', onControllerChange);
  }, [notification, t]);

  return null;
}
