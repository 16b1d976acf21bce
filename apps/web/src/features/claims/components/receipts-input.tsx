import { useRef, useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { CameraOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CLAIM_LIMITS } from '@tenaga/contracts/modules/claims.contracts';
import { useErrorNotice } from '../../../components/feedback/notices.tsx';
import { fileToBase64, prepareDocumentUpload } from '../../../lib/file-data.ts';
import { useUploadClaimReceipt } from '../api/claims.mutations.ts';

// The buttons carry the names; the file inputs they open stay out of the accessibility tree.
const hidden = { position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' } as const;

type Receipt = { fileId: string; name: string };

/**
 * A claim's receipts: on a phone the camera opens to photograph one, or a PDF or image is chosen;
 * each is uploaded at once and the form keeps their ids (`value`), up to five.
 */
export function ReceiptsInput({ value = [], onChange }: { readonly value?: string[]; readonly onChange?: (fileIds: string[]) => void }) {
  const { t } = useTranslation('claims');
  const showError = useErrorNotice();
  const camera = useRef<HTMLInputElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [names, setNames] = useState<Receipt[]>([]);
  const [problem, setProblem] = useState<'type' | 'size' | null>(null);
  const upload = useUploadClaimReceipt();
  const full = value.length >= CLAIM_LIMITS.maxReceipts;

  const chosen = async (input: HTMLInputElement | null) => {
    const file = input?.files?.[0];
    if (input) input.value = '';
    if (!file) return;
    setProblem(null);
    const prepared = await prepareDocumentUpload(file, CLAIM_LIMITS.receiptMaxBytes);
    if (prepared === 'type' || prepared === 'size') {
      setProblem(prepared);
      return;
    }
    try {
      const { fileId } = await upload.mutateAsync({ data: await fileToBase64(prepared) });
      setNames((current) => [...current, { fileId, name: file.name }]);
      onChange?.([...value, fileId]);
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }}>
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        aria-hidden
        style={hidden}
        tabIndex={-1}
        onChange={(event) => void chosen(event.target)}
      />
      <input
        ref={picker}
        type="file"
        accept="image/*,application/pdf"
        aria-hidden
        style={hidden}
        tabIndex={-1}
        data-testid="receipt-file"
        onChange={(event) => void chosen(event.target)}
      />
      <Space wrap>
        <Button icon={<CameraOutlined aria-hidden />} loading={upload.isPending} disabled={full} onClick={() => camera.current?.click()}>
          {t('receipts.takePhoto')}
        </Button>
        <Button icon={<PaperClipOutlined aria-hidden />} disabled={upload.isPending || full} onClick={() => picker.current?.click()}>
          {t('receipts.chooseFile')}
        </Button>
      </Space>
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
      {problem && (
        <Typography.Text type="danger" role="alert">
          {t(problem === 'size' ? 'validation:documentSize' : 'validation:leaveAttachmentType')}
        </Typography.Text>
      )}
    </Space>
  );
}
