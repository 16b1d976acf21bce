import { Button, Space } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { getApprovalDocument } from '@tenaga/contracts/modules/approvals.contracts';
import { useErrorNotice } from '../../../components/feedback/notices.tsx';
import { callApiForFile } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/download.ts';

/** The files a request carries (a medical certificate, receipts): each opened with the session's token, then saved. */
export function RequestDocuments({
  requestId,
  documents,
}: {
  readonly requestId: string;
  readonly documents: readonly { readonly id: string; readonly name: string }[];
}) {
  const { t } = useTranslation('approvals');
  const showError = useErrorNotice();
  const open = async (document: { id: string; name: string }) => {
    try {
      const { blob } = await callApiForFile(getApprovalDocument, { params: { id: requestId, fileId: document.id } });
      saveBlob(blob, document.name);
    } catch (error) {
      showError(error);
    }
  };
  return (
    <Space wrap size="small">
      {documents.map((document) => (
        <Button
          key={document.id}
          size="small"
          icon={<PaperClipOutlined aria-hidden />}
          onClick={() => void open(document)}
          aria-label={t('detail.openDocument', { name: document.name })}
        >
          {document.name}
        </Button>
      ))}
    </Space>
  );
}
