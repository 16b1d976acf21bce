import { useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Spec §4: shown until confirmed; the confirmation survives logout (a preserved key). */
export function CookieBanner() {
  const { t } = useTranslation();
  const [confirmed, setConfirmed] = useState(() => localStorage.getItem('confirmCookies') === 'true');
  if (confirmed) return null;
  const confirm = () => {
    localStorage.setItem('confirmCookies', 'true');
    setConfirmed(true);
  };
  return (
    <div role="region" aria-label={t('cookieAccept')} style={{ position: 'fixed', insetInline: 12, bottom: 12, zIndex: 1500, background: '#fff', boxShadow: '0 4px 16px rgba(0,0,0,.15)', borderRadius: 8, padding: '12px 16px', maxWidth: 560, marginInline: 'auto' }}>
      <Space wrap align="center">
        <Typography.Text>{t('cookieBanner')}</Typography.Text>
        <Button type="primary" onClick={confirm}>
          {t('cookieAccept')}
        </Button>
      </Space>
    </div>
  );
}
