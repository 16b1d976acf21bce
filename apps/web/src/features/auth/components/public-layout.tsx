import { useEffect, type ReactNode } from 'react';
import { Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../app/layout/language-switch.tsx';
import { setLanguage } from '../../../lib/i18n.ts';

/** The frame of the public pages: brand, a card, and the language switch. */
export function PublicLayout(props: { readonly title: string; readonly subtitle?: ReactNode; readonly wide?: boolean; readonly children: ReactNode }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t('appName')} - ${props.title}`;
  }, [props.title, t]);
  return (
    <main className="public-page">
      <div className={props.wide ? 'public-card wide' : 'public-card'}>
        <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }}>
          <Typography.Text strong style={{ fontSize: 22, color: '#0b5cad' }}>
            {t('appName')}
          </Typography.Text>
          <LanguageSwitch onChange={(language) => void setLanguage(language)} />
        </Space>
        <Card>
          <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
            {props.title}
          </Typography.Title>
          {props.subtitle && <Typography.Paragraph type="secondary">{props.subtitle}</Typography.Paragraph>}
          {props.children}
        </Card>
      </div>
    </main>
  );
}
