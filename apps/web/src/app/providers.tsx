import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentAntdLocale } from '../lib/i18n.ts';
import { FeedbackProvider } from '../components/feedback/notices.tsx';
import { useReducedMotion } from '../lib/use-reduced-motion.ts';
import { trapFocusInDialogs } from './dialog-focus-trap.ts';

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
  components: {
    // Preset tags write their text in the palette's 7th shade on its 1st: too pale for WCAG AA (4.5:1).
    Tag: {
      green7: '#135200',
      blue7: '#003a8c',
      red7: '#820014',
      orange7: '#873800',
      gold7: '#613400',
      purple7: '#22075e',
      cyan7: '#002329',
    },
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
  useEffect(trapFocusInDialogs, []);
  const reducedMotion = useReducedMotion();
  const theme = useMemo<ThemeConfig>(
    () => (reducedMotion ? { ...THEME, token: { ...THEME.token, motion: false } } : THEME),
    [reducedMotion],
  );

  return (
    // The query client comes with the pages that use it (lib/lazy-with-queries.tsx).
    <ConfigProvider locale={locale} theme={theme}>
      <FeedbackProvider>{children}</FeedbackProvider>
    </ConfigProvider>
  );
}
