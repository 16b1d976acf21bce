import { Button, Space } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { getClaimReceipt, type Claim } from '@tenaga/contracts/modules/claims.contracts';
import { useErrorNotice } from '../../../components/feedback/notices.tsx';
import { callApiForFile } from '../../../lib/api-client.ts';
import { fileNameFromDisposition, saveBlob } from '../../../lib/download.ts';

/** Opens a claim's receipts (its employee, HR and its approvers reach them): fetched with the session's token, then saved. */
export function ReceiptLinks({ claim }: { readonly claim: Claim }) {
  const { t } = useTranslation('claims');
  const showError = useErrorNotice();
  if (claim.receiptCount === 0) return <>—</>;
  const open = async (index: number) => {
    try {
      const { blob, headers } = await callApiForFile(getClaimReceipt, { params: { id: claim.id, index } });
      saveBlob(blob, fileNameFromDisposition(headers.get('content-disposition')) ?? 'receipt');
    } catch (error) {
      showError(error);
    }
  };
  return (
    <Space size={0} wrap>
      {Array.from({ length: claim.receiptCount }, (_, index) => (
        <Button
          key={index}
          type="link"
          size="small"
          icon={<PaperClipOutlined aria-hidden />}
          onClick={() => void open(index)}
          aria-label={t('receipts.open', { number: index + 1, name: claim.employeeName })}
        >
          {claim.receiptCount > 1 ? `${index + 1}` : t('receipts.openShort')}
        </Button>
      ))}
    </Space>
  );
}
