import { useRef, useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { CameraOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LEAVE_ATTACHMENT_LIMITS, uploadLeaveAttachment } from '@tenaga/contracts/modules/time-off-requests-extra.contracts';
import type { BodyInputOf } from '@tenaga/contracts/route';
import { useErrorNotice } from '../../../components/feedback/notices.tsx';
import { useContractMutation } from '../../../lib/contract-mutation.ts';
import { fileToBase64, prepareDocumentUpload } from '../../../lib/file-data.ts';

/** What is sent: the file itself when it fits, a photo made smaller when it does not; else the problem. */
const prepareAttachment = (file: File) => prepareDocumentUpload(file, LEAVE_ATTACHMENT_LIMITS.maxBytes);

// The buttons carry the names; the file inputs they open stay out of the accessibility tree.
const hidden = { position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' } as const;

/**
 * A request's attachment (a medical certificate): on a phone the camera opens to photograph it,
 * or a PDF or image is chosen; it is uploaded at once and the form keeps its id (`value`).
 */
export function AttachmentInput({
  value,
  onChange,
}: {
  readonly value?: string | null;
  readonly onChange?: (fileId: string | null) => void;
}) {
  const { t } = useTranslation('timeOffRequests');
  const showError = useErrorNotice();
  const camera = useRef<HTMLInputElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [name, setName] = useState<string | null>(null);
  const [problem, setProblem] = useState<'type' | 'size' | null>(null);
  const upload = useContractMutation(uploadLeaveAttachment, {
    input: (body: BodyInputOf<typeof uploadLeaveAttachment>) => ({ body }),
  });

  const chosen = async (input: HTMLInputElement | null) => {
    const file = input?.files?.[0];
    if (input) input.value = '';
    if (!file) return;
    setProblem(null);
    const prepared = await prepareAttachment(file);
    if (prepared === 'type' || prepared === 'size') {
      setProblem(prepared);
      return;
    }
    try {
      const { fileId } = await upload.mutateAsync({ data: await fileToBase64(prepared) });
      setName(file.name);
      onChange?.(fileId);
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
        onChange={(event) => void chosen(event.target)}
      />
      <Space wrap>
        <Button icon={<CameraOutlined aria-hidden />} loading={upload.isPending} onClick={() => camera.current?.click()}>
          {t('attachment.takePhoto')}
        </Button>
        <Button icon={<PaperClipOutlined aria-hidden />} disabled={upload.isPending} onClick={() => picker.current?.click()}>
          {t('attachment.chooseFile')}
        </Button>
      </Space>
      {value && (
        <Space wrap>
          <Typography.Text>{t('attachment.attached', { name: name ?? t('attachment.file') })}</Typography.Text>
          <Button
            type="link"
            size="small"
            onClick={() => {
              setName(null);
              onChange?.(null);
            }}
          >
            {t('attachment.remove')}
          </Button>
        </Space>
      )}
      {problem && (
        <Typography.Text type="danger" role="alert">
          {t(problem === 'size' ? 'validation:documentSize' : 'validation:leaveAttachmentType')}
        </Typography.Text>
      )}
    </Space>
  );
}
