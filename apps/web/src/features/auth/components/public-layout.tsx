import { lazy, Suspense, useEffect, type CSSProperties, type ReactNode } from 'react';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../../lib/i18n.ts';
import { PageTitle, Paragraph } from './public-text.tsx';

// The switch is an antd Select, a large part of the first download; the public pages show
// without it and it appears as soon as it has loaded (in the same space, so nothing moves).
const LanguageSwitch = lazy(() =>
  import('../../../components/language-switch/language-switch.tsx').then((module) => ({ default: module.LanguageSwitch })),
);

/** The look of antd's bordered Card, without the Card (and the tabs it brings) in the first download. */
function cardStyle(token: ReturnType<typeof theme.useToken>['token']): CSSProperties {
  return {
    boxSizing: 'border-box',
    margin: 0,
    padding: token.paddingLG,
    color: token.colorText,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    listStyle: 'none',
    fontFamily: token.fontFamily,
    position: 'relative',
    background: token.colorBgContainer,
    borderRadius: token.borderRadiusLG,
    border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
  };
}

/** The frame of the public pages: brand, a card, and the language switch. */
export function PublicLayout(props: {
  readonly title: string;
  readonly subtitle?: ReactNode;
  readonly wide?: boolean;
  readonly children: ReactNode;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  useEffect(() => {
    document.title = `${t('appName')} - ${props.title}`;
  }, [props.title, t]);
  return (
    <main className="public-page">
      <div className={props.wide ? 'public-card wide' : 'public-card'}>
        {/* antd's Space: inline flex, centred, a small gap, each child in an item box. */}
        <div
          style={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: token.paddingXS,
            width: '100%',
            justifyContent: 'space-between',
            marginBottom: 12,
          }}
        >
          <div>
            <span
              style={{
                fontSize: 22,
                color: '#0b5cad',
                lineHeight: token.lineHeight,
                fontFamily: token.fontFamily,
                wordBreak: 'break-word',
                boxSizing: 'border-box',
              }}
            >
              <strong style={{ fontWeight: token.fontWeightStrong }}>{t('appName')}</strong>
            </span>
          </div>
          <div>
            <Suspense fallback={null}>
              <LanguageSwitch onChange={(language) => void setLanguage(language)} />
            </Suspense>
          </div>
        </div>
        <div style={cardStyle(token)}>
          <PageTitle>{props.title}</PageTitle>
          {props.subtitle && <Paragraph secondary>{props.subtitle}</Paragraph>}
          {props.children}
        </div>
      </div>
    </main>
  );
}
