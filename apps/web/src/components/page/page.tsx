import type { ReactNode } from 'react';
import { Button, Result, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The frame of every page: one h1, optional actions, content. */
export function Page({ title, extra, children }: { readonly title: string; readonly extra?: ReactNode; readonly children: ReactNode }) {
  return (
    <div className="page-content">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </Space>
      {children}
    </div>
  );
}

/** Loading and failure of a page's data, the same everywhere. */
export function QueryState({
  isPending,
  error,
  onRetry,
  errorTitle,
  children,
}: {
  readonly isPending: boolean;
  readonly error: unknown;
  readonly onRetry: () => void;
  /** What failed, when the page has its own words for it (spec §8: 'Failed to initialize time table.'). */
  readonly errorTitle?: string;
  readonly children: ReactNode;
}) {
  const { t } = useTranslation();
  if (error) {
    return (
      <Result
        status="warning"
        title={errorTitle ?? t('errors:warningDefaultMsg')}
        extra={
          <Button type="primary" onClick={onRetry}>
            {t('retry')}
          </Button>
        }
      />
    );
  }
  if (isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  return <>{children}</>;
}
