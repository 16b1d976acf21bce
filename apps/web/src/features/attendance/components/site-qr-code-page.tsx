import { useEffect, useState } from 'react';
import { Alert, Button, Card, Empty, Select, Space, Typography } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { getSiteQrCode } from '@tenaga/contracts/modules/attendance.contracts';
import { getSiteOptions } from '@tenaga/contracts/modules/organisation.contracts';
import { Page, QueryState } from '../../../components/page/page.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { QrSvg } from './qr-svg.tsx';

function useSecondsUntil(instant: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return instant === undefined ? 0 : Math.max(0, Math.ceil((instant - now) / 1000));
}

/** The current code of one site, fetched again as each one is due. */
function SiteCode({ siteId }: { readonly siteId: string }) {
  const { t } = useTranslation('attendance');
  const code = useContractQuery(
    getSiteQrCode,
    { params: { id: siteId } },
    {
      refetchInterval: (query) => Math.max(1_000, (query.state.data?.refreshAt ?? Date.now() + 30_000) - Date.now() + 250),
      refetchIntervalInBackground: true,
    },
  );
  const seconds = useSecondsUntil(code.data?.refreshAt);
  const url = code.data ? `${window.location.origin}${code.data.path}` : '';
  return (
    <QueryState isPending={code.isPending} error={code.error} onRetry={() => void code.refetch()}>
      {code.data && (
        <Space orientation="vertical" align="center" style={{ width: '100%' }} className="qr-print-area">
          <Typography.Title level={2} style={{ fontSize: 28, margin: 0 }}>
            {code.data.siteName}
          </Typography.Title>
          <QrSvg text={url} size={360} label={t('qr.codeFor', { siteName: code.data.siteName })} />
          <Typography.Text strong>{t('qr.scan')}</Typography.Text>
          <Typography.Text type="secondary" aria-live="polite">
            {t('qr.nextIn', { count: seconds })}
          </Typography.Text>
        </Space>
      )}
    </QueryState>
  );
}

/** Settings › Site management › QR code generation: a site's rotating code, to show at its entrance or print. */
export default function SiteQrCodePage() {
  const { t } = useTranslation('attendance');
  const options = useContractQuery(getSiteOptions);
  const [siteId, setSiteId] = useState<string | null>(null);
  const chosen = siteId ?? options.data?.[0]?.id ?? null;
  return (
    <Page
      title={t('menu:siteQrCode')}
      extra={
        <Button icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()} disabled={!chosen}>
          {t('qr.print')}
        </Button>
      }
    >
      {/* Printed: the code and the site's name only. */}
      <style>
        {
          '@media print { .side-column, .ant-layout-header, .qr-print-hide, .page-content > .ant-space:first-child { display: none !important; } }'
        }
      </style>
      <QueryState isPending={options.isPending} error={options.error} onRetry={() => void options.refetch()}>
        {options.data?.length ? (
          <Space orientation="vertical" size="large" style={{ width: '100%' }}>
            <Space wrap className="qr-print-hide">
              <label htmlFor="qr-site">{t('qr.site')}</label>
              <Select
                id="qr-site"
                style={{ minWidth: 240 }}
                value={chosen}
                onChange={setSiteId}
                options={options.data.map((site) => ({ value: site.id, label: site.text }))}
              />
            </Space>
            <Alert className="qr-print-hide" type="info" showIcon title={t('qr.howTo')} />
            <Card>{chosen && <SiteCode siteId={chosen} />}</Card>
          </Space>
        ) : (
          <Empty description={t('qr.noSites')} />
        )}
      </QueryState>
    </Page>
  );
}
