import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** The whole page waits: a page's code or the session is loading. */
export function FullPageSpin() {
  const { t } = useTranslation();
  return (
    <div style={{ height: '100%', display: 'grid', placeItems: 'center' }} role="status" aria-live="polite">
      <Spin size="large" description={t('loading')} />
    </div>
  );
}
