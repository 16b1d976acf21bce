import { useEffect, useRef, useState } from 'react';
import { Button, theme } from 'antd';
import { useTranslation } from 'react-i18next';

/** Spec §4: shown until confirmed; the confirmation survives logout (a preserved key). */
export function CookieBanner() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [confirmed, setConfirmed] = useState(() => localStorage.getItem('confirmCookies') === 'true');
  const banner = useRef<HTMLDivElement>(null);
  const [bannerHeight, setBannerHeight] = useState(0);
  useEffect(() => {
    const element = banner.current;
    if (confirmed || !element) return;
    const measure = () => setBannerHeight(element.offsetHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [confirmed]);
  if (confirmed) return null;
  const confirm = () => {
    localStorage.setItem('confirmCookies', 'true');
    setConfirmed(true);
  };
  return (
    <>
      {/* Room after the page's end, so the banner never covers its last field or button. */}
      <div aria-hidden style={{ height: bannerHeight + 24 }} />
      <div
        ref={banner}
        role="region"
        aria-label={t('cookieAccept')}
        style={{
          position: 'fixed',
          insetInline: 12,
          bottom: 12,
          zIndex: 1500,
          background: '#fff',
          boxShadow: '0 4px 16px rgba(0,0,0,.15)',
          borderRadius: 8,
          padding: '12px 16px',
          maxWidth: 560,
          marginInline: 'auto',
        }}
      >
        {/* The look of antd's Space and Typography.Text, which need not be in the first download. */}
        <div style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: token.paddingXS }}>
          <div>
            <span
              style={{
                color: token.colorText,
                fontSize: token.fontSize,
                lineHeight: token.lineHeight,
                fontFamily: token.fontFamily,
                wordBreak: 'break-word',
                boxSizing: 'border-box',
              }}
            >
              {t('cookieBanner')}
            </span>
          </div>
          <div>
            <Button type="primary" onClick={confirm}>
              {t('cookieAccept')}
            </Button>
          </div>
        </div>
      </div>
    </>
  );
}
