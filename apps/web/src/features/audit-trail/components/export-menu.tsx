import { useState } from 'react';
import { Button, Dropdown } from 'antd';
import { DownOutlined, ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EXPORT_FORMATS, type AuditFilter, type ExportFormat } from '@tenaga/contracts';
import { useErrorNotice } from '../../../app/notices.tsx';
import { JobProgressModal } from '../../../components/job-progress/job-progress.tsx';
import { useExportAuditTrail } from '../api/export-audit-trail.ts';

/** Export the trail as filtered now; the job's progress and its file show in a modal. */
export function ExportMenu({ filter }: { readonly filter: AuditFilter }) {
  const { t } = useTranslation('audit');
  const showError = useErrorNotice();
  const startExport = useExportAuditTrail();
  const [jobId, setJobId] = useState<string | null>(null);
  const labels: Record<ExportFormat, string> = { xlsx: t('export.xlsx'), csv: t('export.csv') };

  const start = (format: ExportFormat) =>
    startExport.mutate(
      { filter, format },
      {
        onSuccess: (started) => setJobId(started.jobId),
        onError: showError,
      },
    );

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: EXPORT_FORMATS.map((format) => ({ key: format, label: labels[format] })),
          onClick: ({ key }) => start(key as ExportFormat),
        }}
      >
        <Button icon={<ExportOutlined aria-hidden />} loading={startExport.isPending}>
          {t('export', { ns: 'common' })}
          <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      <JobProgressModal jobId={jobId} title={t('export.title')} onClose={() => setJobId(null)} />
    </>
  );
}
