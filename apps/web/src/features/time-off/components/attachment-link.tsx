import { Button } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { getLeaveAttachment } from '@tenaga/contracts/modules/time-off-requests-extra.contracts';
import { useErrorNotice } from '../../../components/feedback/notices.tsx';
import { callApiForFile } from '../../../lib/api-client.ts';
import { fileNameFromDisposition, saveBlob } from '../../../lib/download.ts';

/** Opens a request's attachment (the employee, their manager and HR reach it): fetched with the session's token, then saved. */
export function AttachmentLink({ requestId, label }: { readonly requestId: string; readonly label: string }) {
  const { t } = useTranslation('timeOffRequests');
  const showError = useErrorNotice();
  const open = async () => {
    try {
      const { blob, headers } = await callApiForFile(getLeaveAttachment, { params: { id: requestId } });
      saveBlob(blob, fileNameFromDisposition(headers.get('content-disposition')) ?? 'attachment');
    } catch (error) {
      showError(error);
    }
  };
  return (
    <Button
      type="link"
      size="small"
      icon={<PaperClipOutlined aria-hidden />}
      onClick={() => void open()}
      aria-label={`${t('attachment.open')}: ${label}`}
    >
      {t('attachment.open')}
    </Button>
  );
}
