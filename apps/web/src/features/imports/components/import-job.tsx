import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Progress, Result, Space, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ImportResultSchema, type ImportKind } from '@tenaga/contracts/modules/imports.contracts';
import type { Job } from '@tenaga/contracts/modules/jobs.contracts';
import { useErrorNotice } from '../../../components/feedback/notices.tsx';
import { QueryState } from '../../../components/page/page.tsx';
import { downloadFile } from '../../../lib/download.ts';
import { jobQuery } from '../../../lib/jobs.ts';
import { useRefreshAfterImport } from '../api/start-import.ts';
import { IMPORT_KINDS } from '../model/import-kinds.ts';
import { CheckSummary, ProblemsTable } from './problems-table.tsx';

/** Follows an import job: its progress, then how many records it created, or why it wrote nothing. */
export function ImportJob({
  kind,
  jobId,
  onRestart,
}: {
  readonly kind: ImportKind;
  readonly jobId: string;
  readonly onRestart: () => void;
}) {
  const job = useQuery(jobQuery(jobId));
  return (
    <QueryState isPending={job.isPending} error={job.error} onRetry={() => void job.refetch()}>
      {job.data && <JobState kind={kind} job={job.data} onRestart={onRestart} />}
    </QueryState>
  );
}

function JobState({ kind, job, onRestart }: { readonly kind: ImportKind; readonly job: Job; readonly onRestart: () => void }) {
  const { t } = useTranslation('imports');
  const navigate = useNavigate();
  const refresh = useRefreshAfterImport(kind);
  const refreshed = useRef(false);
  const showError = useErrorNotice();
  const [downloading, setDownloading] = useState(false);
  const result = job.status === 'succeeded' ? ImportResultSchema.safeParse(job.result) : null;
  const imported = result?.success && result.data.outcome === 'imported';
  useEffect(() => {
    if (imported && !refreshed.current) {
      refreshed.current = true;
      void refresh();
    }
  }, [imported, refresh]);

  const again = <Button onClick={onRestart}>{t('import.another')}</Button>;
  const skippedFile = result?.success && result.data.outcome === 'imported' ? result.data.problemsFile : null;
  const download = () => {
    if (!skippedFile) return;
    setDownloading(true);
    downloadFile({ fileId: skippedFile.fileId, fallbackName: skippedFile.fileName })
      .catch(showError)
      .finally(() => setDownloading(false));
  };
  if (job.status === 'queued' || job.status === 'running') {
    return (
      <div aria-live="polite">
        <Typography.Text strong>{t('import.running')}</Typography.Text>
        <Progress percent={job.progress} status="active" aria-label={t('progress', { ns: 'common', percent: job.progress })} />
        <Typography.Text type="secondary">{job.stepKey ? t(job.stepKey) : t('widgets:jobProgress.queued')}</Typography.Text>
      </div>
    );
  }
  if (job.status === 'failed' || !result?.success) {
    return (
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Alert type="error" showIcon title={t('import.failed')} description={job.errorKey ? t(job.errorKey) : undefined} />
        {again}
      </Space>
    );
  }
  if (result.data.outcome === 'rejected') {
    return (
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Alert type="warning" showIcon title={t('import.rejected')} />
        <CheckSummary check={result.data.check} />
        <ProblemsTable check={result.data.check} />
        {again}
      </Space>
    );
  }
  const { skippedRows, problemsFile } = result.data;
  return (
    <Result
      status="success"
      title={t(`${kind}.created`, { count: result.data.created, locations: result.data.locations })}
      subTitle={
        skippedRows > 0 && problemsFile ? (
          <Space orientation="vertical" size={8} style={{ width: '100%', maxWidth: 560, textAlign: 'start' }}>
            <Alert type="warning" showIcon title={t('import.skipped', { count: skippedRows })} />
            <Button icon={<DownloadOutlined aria-hidden />} loading={downloading} onClick={download}>
              {t('import.downloadSkipped')}
            </Button>
          </Space>
        ) : undefined
      }
      extra={
        <Space wrap style={{ justifyContent: 'center' }}>
          <Button type="primary" onClick={() => void navigate(IMPORT_KINDS[kind].listPath)}>
            {t(`${kind}.listLink`)}
          </Button>
          {again}
        </Space>
      }
    />
  );
}
