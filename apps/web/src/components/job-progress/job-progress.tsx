import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Progress, Space, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FileResultSchema } from '@tenaga/contracts/modules/files.contracts';
import type { Job } from '@tenaga/contracts/modules/jobs.contracts';
import { useErrorNotice } from '../feedback/notices.tsx';
import { downloadFile } from '../../lib/download.ts';
import { jobQuery } from '../../lib/jobs.ts';
import { QueryState } from '../page/page.tsx';

/** What a finished job's result shows, when it is not a file (which shows as a download). */
export type JobResultView = (result: unknown) => ReactNode;

/** Follows one job (polling, and the real-time channel's pushes into the same cache entry). */
export function JobProgress({ jobId, result }: { readonly jobId: string; readonly result?: JobResultView | undefined }) {
  const job = useQuery(jobQuery(jobId));
  return (
    <QueryState isPending={job.isPending} error={job.error} onRetry={() => void job.refetch()}>
      {job.data && <JobState job={job.data} result={result} />}
    </QueryState>
  );
}

function JobState({ job, result }: { readonly job: Job; readonly result?: JobResultView | undefined }) {
  const { t } = useTranslation();
  if (job.status === 'failed') {
    return <Alert type="error" showIcon title={t(job.errorKey ?? 'errors:warningDefaultMsg')} />;
  }
  if (job.status !== 'succeeded') {
    const step = job.stepKey ? t(job.stepKey) : t(job.status === 'queued' ? 'widgets:jobProgress.queued' : 'widgets:jobProgress.running');
    return (
      <div aria-live="polite">
        <Progress percent={job.progress} status="active" aria-label={t('progress', { percent: job.progress })} />
        <Typography.Text type="secondary">{step}</Typography.Text>
      </div>
    );
  }
  const file = FileResultSchema.safeParse(job.result);
  return (
    <div aria-live="polite">
      <Progress percent={100} status="success" aria-label={t('progress', { percent: 100 })} />
      {file.success ? (
        <FileReady fileId={file.data.fileId} fileName={file.data.fileName} rows={file.data.rows} />
      ) : result ? (
        result(job.result)
      ) : (
        <Typography.Text>{t('widgets:jobProgress.done')}</Typography.Text>
      )}
    </div>
  );
}

function FileReady({ fileId, fileName, rows }: { readonly fileId: string; readonly fileName: string; readonly rows: number }) {
  const { t } = useTranslation();
  const showError = useErrorNotice();
  const [downloading, setDownloading] = useState(false);
  const download = () => {
    setDownloading(true);
    downloadFile({ fileId, fallbackName: fileName })
      .catch(showError)
      .finally(() => setDownloading(false));
  };
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      <Typography.Text>{t('widgets:jobProgress.fileReady')}</Typography.Text>
      <Typography.Text strong style={{ wordBreak: 'break-all' }}>
        {fileName}
      </Typography.Text>
      <Typography.Text type="secondary">{t('widgets:jobProgress.rows', { rows })}</Typography.Text>
      <Button type="primary" icon={<DownloadOutlined aria-hidden />} loading={downloading} onClick={download}>
        {t('widgets:jobProgress.download')}
      </Button>
    </Space>
  );
}

/** A job followed in a modal; closing it leaves the job running (its file stays for a day). */
export function JobProgressModal({
  jobId,
  title,
  onClose,
  result,
}: {
  readonly jobId: string | null;
  readonly title: string;
  readonly onClose: () => void;
  readonly result?: JobResultView | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Modal open={jobId !== null} title={title} onCancel={onClose} destroyOnHidden footer={<Button onClick={onClose}>{t('close')}</Button>}>
      {jobId && <JobProgress jobId={jobId} result={result} />}
    </Modal>
  );
}
