import { useEffect, useState } from 'react';
import { Alert, Button, Space, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PowerEditImportCheck, PowerEditResults } from '@tenaga/contracts/modules/attendance-power-edit.contracts';
import { useErrorNotice } from '../../../components/feedback/notices.tsx';
import { AppModal } from '../../../components/modal/modal.tsx';
import { PlainList } from '../../../components/plain-list/plain-list.tsx';
import { fileToBase64 } from '../../../lib/file-data.ts';
import { useCheckPowerEditImport, useImportPowerEdit } from '../api/power-edit.mutations.ts';

const ACCEPTED = '.xlsx,.csv';

/** An xlsx of employee number, date, in and out: checked first (each bad row named), then saved as the grid saves cells. */
export function PowerEditImportModal({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  const { t } = useTranslation('attendancePowerEdit');
  const showError = useErrorNotice();
  const check = useCheckPowerEditImport();
  const run = useImportPowerEdit();
  const [file, setFile] = useState<{ name: string; content: string } | null>(null);
  const [checked, setChecked] = useState<PowerEditImportCheck | null>(null);
  const [results, setResults] = useState<PowerEditResults['results'] | null>(null);

  useEffect(() => {
    if (!open) {
      setFile(null);
      setChecked(null);
      setResults(null);
    }
  }, [open]);

  const body = () => (file ? { fileName: file.name, content: file.content } : null);
  const runCheck = async () => {
    const input = body();
    if (!input) return;
    setResults(null);
    try {
      setChecked(await check.mutateAsync(input));
    } catch (error) {
      showError(error);
    }
  };
  const runImport = async () => {
    const input = body();
    if (!input) return;
    try {
      setResults((await run.mutateAsync(input)).results);
    } catch (error) {
      showError(error);
    }
  };
  const canImport = checked !== null && checked.problemCount === 0 && checked.changes.length > 0 && results === null;
  const failed = results?.filter((result) => !result.ok) ?? [];

  return (
    <AppModal open={open} title={t('import.title')} onClose={onClose} hideFooter width={640}>
      <Typography.Paragraph type="secondary">{t('import.help')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Upload
          accept={ACCEPTED}
          multiple={false}
          showUploadList={false}
          beforeUpload={(chosen) => {
            void fileToBase64(chosen).then((content) => {
              setFile({ name: chosen.name, content });
              setChecked(null);
              setResults(null);
            });
            return false;
          }}
        >
          <Button icon={<UploadOutlined aria-hidden />}>{t('import.chooseFile')}</Button>
        </Upload>
        {file && <Typography.Text>{file.name}</Typography.Text>}
      </Space>
      {checked && (
        <Space orientation="vertical" style={{ width: '100%', marginBottom: 16 }}>
          <Alert
            type={checked.problemCount ? 'warning' : 'info'}
            showIcon
            title={t('import.checked', { rows: checked.rows, changes: checked.changes.length })}
          />
          {checked.problemCount > 0 && (
            <PlainList
              items={checked.problems}
              rowKey={(problem) => `${problem.row ?? 0}:${problem.column ?? ''}:${problem.message}`}
              label={t('import.problemsTitle', { count: checked.problemCount })}
              emptyText=""
              renderItem={(problem) => (
                <Typography.Text>
                  {problem.row === null ? problem.message : t('import.problemRow', { row: problem.row, message: problem.message })}
                </Typography.Text>
              )}
            />
          )}
        </Space>
      )}
      {results && (
        <Space orientation="vertical" style={{ width: '100%', marginBottom: 16 }}>
          <Alert
            type={failed.length ? 'warning' : 'success'}
            showIcon
            title={t('import.done', { saved: results.length - failed.length, failed: failed.length })}
          />
          {failed.length > 0 && (
            <PlainList
              items={failed}
              rowKey={(result) => `${result.employeeId}:${result.date}`}
              label={t('import.failedTitle')}
              emptyText=""
              renderItem={(result) => <Typography.Text>{`${result.date}: ${result.message ?? t('failedToUpdate')}`}</Typography.Text>}
            />
          )}
        </Space>
      )}
      <Space>
        <Button disabled={!file} loading={check.isPending} onClick={() => void runCheck()}>
          {t('import.check')}
        </Button>
        <Button type="primary" disabled={!canImport} loading={run.isPending} onClick={() => void runImport()}>
          {t('import.import')}
        </Button>
      </Space>
    </AppModal>
  );
}
