import { useState } from 'react';
import { Alert, Button, Card, Space, Spin, Typography, Upload } from 'antd';
import { DownloadOutlined, FileExcelOutlined, InboxOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  checkEmployeeImportSchedule,
  IMPORT_LIMIT_ERRORS,
  IMPORT_LIMITS,
  type ImportCheck,
  type ImportFileBody,
  type ImportKind,
} from '@tenaga/contracts/modules/imports.contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useErrorNotice } from '../../../components/feedback/notices.tsx';
import { Page } from '../../../components/page/page.tsx';
import { useCheckImport } from '../api/check-import.ts';
import { useDownloadImportProblems, useDownloadImportSample } from '../api/download-sample.ts';
import { IMPORT_KINDS } from '../model/import-kinds.ts';
import { useStartImport } from '../api/start-import.ts';
import { ACCEPTED_FILES, formatFileSize, readImportFile, tooLarge } from '../model/read-file.ts';
import { ImportJob } from './import-job.tsx';
import { CheckSummary, ProblemsTable } from './problems-table.tsx';

/** While another import is under way, the page asks again this often. */
const ACTIVE_IMPORT_POLL_MS = 3_000;

const LIMIT_CODES: ReadonlySet<string> = new Set(Object.values(IMPORT_LIMIT_ERRORS));
const isLimitRefusal = (error: unknown): error is ApiError => error instanceof ApiError && LIMIT_CODES.has(error.code ?? '');

/**
 * An import page (spec §5: a check before the import): download the sample, upload a file, read
 * the check's problems by row and column, and import once the file is clean. The import runs as a
 * job; its progress and result replace the upload until another file is chosen.
 */
export function ImportPage({ kind, canImport }: { readonly kind: ImportKind; readonly canImport: boolean }) {
  const { t } = useTranslation('imports');
  const showError = useErrorNotice();
  const sample = useDownloadImportSample();
  const problemRows = useDownloadImportProblems();
  const checking = useCheckImport(kind);
  const starting = useStartImport(kind);
  const [file, setFile] = useState<ImportFileBody | null>(null);
  const [check, setCheck] = useState<ImportCheck | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const format = useFormat();
  // An import under way (perhaps started by someone else): this one waits for it.
  const activeCall = IMPORT_KINDS[kind].active;
  const activeImport = useContractQuery(activeCall ?? checkEmployeeImportSchedule, undefined, {
    enabled: activeCall !== null && jobId === null,
    refetchInterval: (query) => (query.state.data?.active ? ACTIVE_IMPORT_POLL_MS : false),
  });
  const busy = activeCall !== null && jobId === null ? (activeImport.data?.active ?? null) : null;

  const runCheck = (body: ImportFileBody) => {
    setCheck(null);
    checking.mutate(body, {
      onSuccess: setCheck,
      // A file past one of the import limits: said where the file was chosen, naming the limit.
      onError: (error) => (isLimitRefusal(error) ? setRefusal(error.message) : showError(error)),
    });
  };

  const choose = async (chosen: File) => {
    setCheck(null);
    setFile(null);
    // Refused here, before sending 5 MB for nothing; the server refuses it too.
    if (tooLarge(chosen)) {
      setRefusal(t('problems.tooLarge', { size: formatFileSize(IMPORT_LIMITS.maxFileBytes) }));
      return;
    }
    setRefusal(null);
    try {
      const body = await readImportFile(chosen);
      setFile(body);
      runCheck(body);
    } catch {
      setRefusal(t('problems.unreadableFile'));
    }
  };

  const start = (validRowsOnly: boolean) => {
    if (!file) return;
    starting.mutate({ file, validRowsOnly }, { onSuccess: (started) => setJobId(started.jobId), onError: showError });
  };
  // The valid rows alone can be imported when the file itself is sound (its problems are all in rows) and some row is clean.
  const validRows = check ? check.rows - check.rowsWithProblems : 0;
  const partial =
    check !== null &&
    !check.valid &&
    IMPORT_KINDS[kind].validRowsOnly &&
    validRows > 0 &&
    !check.problems.some((problem) => problem.row === null);

  const restart = () => {
    setJobId(null);
    setFile(null);
    setCheck(null);
    setRefusal(null);
  };

  return (
    <Page title={t(`${kind}.title`)}>
      <Space orientation="vertical" size={16} style={{ width: '100%', maxWidth: 1100 }}>
        <Card>
          <Typography.Paragraph>{t(`${kind}.intro`)}</Typography.Paragraph>
          <Button
            icon={<DownloadOutlined aria-hidden />}
            loading={sample.isPending}
            onClick={() => sample.mutate({ kind, fallbackName: t(`${kind}.sampleFileName`) }, { onError: showError })}
          >
            {t('sample.download')}
          </Button>
        </Card>

        {jobId ? (
          <Card>
            <ImportJob kind={kind} jobId={jobId} onRestart={restart} />
          </Card>
        ) : (
          <Card title={t('upload.step')}>
            <Space orientation="vertical" size={16} style={{ width: '100%' }}>
              <Upload.Dragger
                accept={ACCEPTED_FILES}
                multiple={false}
                showUploadList={false}
                disabled={checking.isPending}
                beforeUpload={(chosen) => {
                  void choose(chosen);
                  // The file is read here and sent as JSON: the component uploads nothing itself.
                  return false;
                }}
              >
                <p className="ant-upload-drag-icon">
                  <InboxOutlined aria-hidden />
                </p>
                <p className="ant-upload-text">{t('upload.drop')}</p>
                <p className="ant-upload-hint">
                  {t('upload.formats', {
                    size: formatFileSize(IMPORT_LIMITS.maxFileBytes),
                    rows: IMPORT_LIMITS.maxRows[kind].toLocaleString(),
                  })}
                </p>
              </Upload.Dragger>

              {busy && (
                <Alert
                  type="info"
                  showIcon
                  role="status"
                  title={t('active.title')}
                  description={t(busy.startedBy ? 'active.byName' : 'active.bySomeone', {
                    name: busy.startedBy,
                    time: format.dateTime(busy.startedAt),
                    progress: busy.progress,
                  })}
                />
              )}

              {refusal && <Alert type="error" showIcon title={refusal} />}

              {file && (
                <Space wrap>
                  <FileExcelOutlined aria-hidden />
                  <Typography.Text strong style={{ wordBreak: 'break-all' }}>
                    {file.fileName}
                  </Typography.Text>
                  <Button size="small" icon={<ReloadOutlined aria-hidden />} disabled={checking.isPending} onClick={() => runCheck(file)}>
                    {t('upload.checkAgain')}
                  </Button>
                </Space>
              )}

              {checking.isPending && (
                <Space aria-live="polite">
                  <Spin size="small" />
                  <Typography.Text>{t('upload.checking')}</Typography.Text>
                </Space>
              )}

              {check && (
                <>
                  <CheckSummary check={check} />
                  {!check.valid && <ProblemsTable check={check} />}
                  {canImport && (
                    <Space wrap>
                      <Button
                        type="primary"
                        disabled={!check.valid || busy !== null}
                        loading={starting.isPending}
                        onClick={() => start(false)}
                      >
                        {t('import.start')}
                      </Button>
                      {!check.valid && <Typography.Text type="secondary">{t('import.onlyWhenClean')}</Typography.Text>}
                    </Space>
                  )}
                  {canImport && partial && (
                    <Space orientation="vertical" size={8}>
                      <Typography.Text type="secondary">{t('import.partialHelp')}</Typography.Text>
                      <Button loading={starting.isPending} disabled={busy !== null} onClick={() => start(true)}>
                        {t('import.validOnly', { count: validRows })}
                      </Button>
                    </Space>
                  )}
                  {file && !check.valid && check.rowsWithProblems > 0 && (
                    <Button
                      icon={<DownloadOutlined aria-hidden />}
                      loading={problemRows.isPending}
                      onClick={() =>
                        problemRows.mutate({ kind, file, fallbackName: `${t('problemsFile.sheet')}.xlsx` }, { onError: showError })
                      }
                      style={{ alignSelf: 'flex-start' }}
                    >
                      {t('import.downloadProblems')}
                    </Button>
                  )}
                </>
              )}
            </Space>
          </Card>
        )}
      </Space>
    </Page>
  );
}
