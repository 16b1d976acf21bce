import { useState } from 'react';
import { Button, Dropdown } from 'antd';
import { DownOutlined, ExportOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EXPORT_FORMATS, type ExportFormat } from '@tenaga/contracts/modules/audit.contracts';
import type { ExportStarted } from '@tenaga/contracts/modules/employees/lifecycle';
import { downloadFile } from '../../lib/download.ts';
import { useErrorNotice } from '../feedback/notices.tsx';
import { JobProgressModal } from '../job-progress/job-progress.tsx';

/**
 * Export what a page shows now, as xlsx or csv: `start` asks for the export. A file written at once
 * downloads directly; an export job's progress and then its file show in a modal.
 */
export function ExportMenu({
  title,
  start,
}: {
  readonly title: string;
  readonly start: (format: ExportFormat) => Promise<{ jobId: string } | ExportStarted>;
}) {
  const { t } = useTranslation('widgets');
  const showError = useErrorNotice();
  const startExport = useMutation({
    mutationFn: async (format: ExportFormat) => {
      const started = await start(format);
      if ('mode' in started && started.mode === 'file') {
        await downloadFile({ fileId: started.file.fileId, fallbackName: started.file.fileName });
        return null;
      }
      return started.jobId;
    },
  });
  const [jobId, setJobId] = useState<string | null>(null);
  const labels: Record<ExportFormat, string> = { xlsx: t('export.xlsx'), csv: t('export.csv') };
  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: EXPORT_FORMATS.map((format) => ({ key: format, label: labels[format] })),
          onClick: ({ key }) =>
            startExport.mutate(key as ExportFormat, { onSuccess: (started) => started && setJobId(started), onError: showError }),
        }}
      >
        <Button icon={<ExportOutlined aria-hidden />} loading={startExport.isPending}>
          {t('export', { ns: 'common' })}
          <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      <JobProgressModal jobId={jobId} title={title} onClose={() => setJobId(null)} />
    </>
  );
}
