import { useEffect, useState } from 'react';
import { Alert, Button, Form, Radio, Select, Space, Typography, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  checkDeviceImport,
  getDeviceImportSample,
  type DeviceImportBody,
  type DeviceImportCheck,
} from '@tenaga/contracts/modules/attendance-resolve.contracts';
import { getSiteOptions } from '@tenaga/contracts/modules/organisation.contracts';
import { useErrorNotice } from '../../../components/feedback/notices.tsx';
import { AppModal } from '../../../components/modal/modal.tsx';
import { PlainList } from '../../../components/plain-list/plain-list.tsx';
import { callApiForFile } from '../../../lib/api-client.ts';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { fileNameFromDisposition, saveBlob } from '../../../lib/download.ts';
import { fileToBase64 } from '../../../lib/file-data.ts';
import { useContractMutation } from '../../../lib/contract-mutation.ts';
import { useImportDevicePunches } from '../api/resolve.mutations.ts';

const ACCEPTED = '.csv,.xlsx';

async function downloadSample() {
  const { blob, headers } = await callApiForFile(getDeviceImportSample, {});
  saveBlob(blob, fileNameFromDisposition(headers.get('content-disposition')) ?? 'device-attendance-log.csv');
}

/**
 * Punches from a biometric terminal's attendance log: the file, the site whose time the device
 * shows, how its dates read; checked first (each bad row named), then imported.
 */
export function DeviceImportModal({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  const { t } = useTranslation('attendanceResolve');
  const showError = useErrorNotice();
  const sites = useContractQuery(getSiteOptions, undefined, { enabled: open });
  const check = useContractMutation(checkDeviceImport, { input: (body: DeviceImportBody) => ({ body }) });
  const run = useImportDevicePunches();
  const [file, setFile] = useState<{ name: string; content: string } | null>(null);
  const [siteId, setSiteId] = useState<string | null>(null);
  const [dateOrder, setDateOrder] = useState<'dmy' | 'mdy'>('dmy');
  const [checked, setChecked] = useState<DeviceImportCheck | null>(null);
  const [imported, setImported] = useState<{ imported: number; duplicates: number } | null>(null);

  useEffect(() => {
    if (!open) {
      setFile(null);
      setSiteId(null);
      setDateOrder('dmy');
      setChecked(null);
      setImported(null);
    }
  }, [open]);

  const body = (): DeviceImportBody | null => (file ? { fileName: file.name, content: file.content, siteId, dateOrder } : null);
  const runCheck = async () => {
    const input = body();
    if (!input) return;
    setImported(null);
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
      setImported(await run.mutateAsync(input));
    } catch (error) {
      showError(error);
    }
  };
  // Anything changed after the check is checked again before it is imported.
  const changed = () => setChecked(null);
  const canImport = checked !== null && checked.problemCount === 0 && checked.punches > 0 && imported === null;

  return (
    <AppModal open={open} title={t('deviceImport.title')} onClose={onClose} hideFooter width={640}>
      <Form layout="vertical">
        <Form.Item label={t('deviceImport.file')} required>
          <Space wrap>
            <Upload
              accept={ACCEPTED}
              multiple={false}
              showUploadList={false}
              beforeUpload={(chosen) => {
                void fileToBase64(chosen).then((content) => {
                  setFile({ name: chosen.name, content });
                  changed();
                });
                // Read here and sent as JSON: the component uploads nothing itself.
                return false;
              }}
            >
              <Button icon={<UploadOutlined aria-hidden />}>{t('deviceImport.chooseFile')}</Button>
            </Upload>
            {file && <Typography.Text>{file.name}</Typography.Text>}
            <Button type="link" icon={<DownloadOutlined aria-hidden />} onClick={() => void downloadSample().catch(showError)}>
              {t('deviceImport.sample')}
            </Button>
          </Space>
        </Form.Item>
        <Form.Item label={t('deviceImport.site')} extra={t('deviceImport.siteHelp')}>
          <Select
            value={siteId ?? ''}
            loading={sites.isPending}
            aria-label={t('deviceImport.site')}
            onChange={(value: string) => {
              setSiteId(value || null);
              changed();
            }}
            options={[
              { value: '', label: t('deviceImport.ownSite') },
              ...(sites.data ?? []).map((site) => ({ value: site.id, label: site.text })),
            ]}
          />
        </Form.Item>
        <Form.Item label={t('deviceImport.dateOrder')}>
          <Radio.Group
            value={dateOrder}
            onChange={(event) => {
              setDateOrder(event.target.value as 'dmy' | 'mdy');
              changed();
            }}
          >
            <Radio value="dmy">{t('deviceImport.dmy')}</Radio>
            <Radio value="mdy">{t('deviceImport.mdy')}</Radio>
          </Radio.Group>
        </Form.Item>
      </Form>
      {checked && (
        <Space orientation="vertical" style={{ width: '100%', marginBottom: 16 }}>
          <Alert
            type={checked.problemCount ? 'warning' : 'info'}
            showIcon
            title={t('deviceImport.checked', { rows: checked.rows, punches: checked.punches, duplicates: checked.duplicates })}
          />
          {checked.problemCount > 0 && (
            <PlainList
              items={checked.problems}
              rowKey={(problem) => `${problem.row ?? 0}:${problem.column ?? ''}:${problem.message}`}
              label={t('deviceImport.problemsTitle', { count: checked.problemCount })}
              emptyText=""
              renderItem={(problem) => (
                <Typography.Text>
                  {problem.row === null ? problem.message : t('deviceImport.problemRow', { row: problem.row, message: problem.message })}
                </Typography.Text>
              )}
            />
          )}
        </Space>
      )}
      {imported && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('deviceImport.imported', { imported: imported.imported, duplicates: imported.duplicates })}
        />
      )}
      <Space>
        <Button disabled={!file} loading={check.isPending} onClick={() => void runCheck()}>
          {t('deviceImport.check')}
        </Button>
        <Button type="primary" disabled={!canImport} loading={run.isPending} onClick={() => void runImport()}>
          {t('deviceImport.import')}
        </Button>
      </Space>
    </AppModal>
  );
}
