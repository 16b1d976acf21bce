import { useEffect, useState, type ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentAntdLocale } from '../lib/i18n.ts';
import { FeedbackProvider } from './notices.tsx';

// antd's default greys fail WCAG AA contrast on white; these pass it.
const THEME: ThemeConfig = {
  token: {
    colorPrimary: '#0b5cad',
    colorLink: '#0b5cad',
    colorTextSecondary: 'rgba(0, 0, 0, 0.68)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    colorTextQuaternary: 'rgba(0, 0, 0, 0.55)',
    colorError: '#c4161c',
    colorSuccess: '#237804',
    colorWarning: '#ad6800',
    borderRadius: 6,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans CJK SC', sans-serif",
  },
};

export function Providers({ children }: { readonly children: ReactNode }) {
  const { i18n } = useTranslation();
  const [locale, setLocale] = useState(currentAntdLocale);
  useEffect(() => {
    const update = () => setLocale(currentAntdLocale());
    i18n.on('languageChanged', update);
    return () => i18n.off('languageChanged', update);
  }, [i18n]);

  return (
    // The query client comes with the pages that use it (lib/lazy-with-queries.tsx).
    <ConfigProvider locale={locale} theme={THEME}>
      <FeedbackProvider>{children}</FeedbackProvider>
    </ConfigProvider>
  );
}
