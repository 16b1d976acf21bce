import { useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CLAIM_LIMITS } from '@tenaga/contracts/modules/claims.contracts';
import { DocumentPicker } from '../../../components/document-picker/document-picker.tsx';
import { useUploadClaimReceipt } from '../api/claims.mutations.ts';

type Receipt = { fileId: string; name: string };

/** A claim's receipts: each photographed on a phone or chosen, uploaded at once; the form keeps their ids (`value`), up to five. */
export function ReceiptsInput({ value = [], onChange }: { readonly value?: string[]; readonly onChange?: (fileIds: string[]) => void }) {
  const { t } = useTranslation('claims');
  const [names, setNames] = useState<Receipt[]>([]);
  const upload = useUploadClaimReceipt();

  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }}>
      <DocumentPicker
        maxBytes={CLAIM_LIMITS.receiptMaxBytes}
        upload={async (data) => (await upload.mutateAsync({ data })).fileId}
        uploading={upload.isPending}
        disabled={value.length >= CLAIM_LIMITS.maxReceipts}
        labels={{ takePhoto: t('receipts.takePhoto'), chooseFile: t('receipts.chooseFile') }}
        testId="receipt-file"
        onUploaded={(fileId, name) => {
          setNames((current) => [...current, { fileId, name }]);
          onChange?.([...value, fileId]);
        }}
      />
      {value.map((fileId) => {
        const name = names.find((receipt) => receipt.fileId === fileId)?.name ?? t('receipts.file');
        return (
          <Space wrap key={fileId}>
            <Typography.Text>{t('receipts.attached', { name })}</Typography.Text>
            <Button
              type="link"
              size="small"
              aria-label={`${t('receipts.remove')}: ${name}`}
              onClick={() => onChange?.(value.filter((id) => id !== fileId))}
            >
              {t('receipts.remove')}
            </Button>
          </Space>
        );
      })}
    </Space>
  );
}
