import { useRef, useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { CameraOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useErrorNotice } from '../feedback/notices.tsx';
import { fileToBase64, prepareDocumentUpload } from '../../lib/file-data.ts';

// The buttons carry the names; the file inputs they open stay out of the accessibility tree.
const hidden = { position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' } as const;

export interface DocumentPickerProps {
  /** The largest file the server takes; a photo over it is made smaller first, anything else is refused. */
  readonly maxBytes: number;
  /** Sends the file (base64) and answers the stored file's id. */
  readonly upload: (data: string) => Promise<string>;
  readonly uploading: boolean;
  readonly disabled?: boolean;
  readonly labels: { readonly takePhoto: string; readonly chooseFile: string };
  /** A file was stored: its id and the name it had on the device. */
  readonly onUploaded: (fileId: string, name: string) => void;
  /** The file input's test id, for tests that set a file on it. */
  readonly testId?: string;
}

/**
 * A document (a medical certificate, a receipt): on a phone the camera opens to photograph it, or a
 * PDF or image is chosen; it is uploaded at once. A wrong type or a file too large is said below.
 */
export function DocumentPicker(props: DocumentPickerProps) {
  const { t } = useTranslation();
  const showError = useErrorNotice();
  const camera = useRef<HTMLInputElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<'type' | 'size' | null>(null);

  const chosen = async (input: HTMLInputElement | null) => {
    const file = input?.files?.[0];
    if (input) input.value = '';
    if (!file) return;
    setProblem(null);
    const prepared = await prepareDocumentUpload(file, props.maxBytes);
    if (prepared === 'type' || prepared === 'size') {
      setProblem(prepared);
      return;
    }
    try {
      props.onUploaded(await props.upload(await fileToBase64(prepared)), file.name);
    } catch (error) {
      showError(error);
    }
  };

  return (
    <>
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
        data-testid={props.testId}
        onChange={(event) => void chosen(event.target)}
      />
      <Space wrap>
        <Button
          icon={<CameraOutlined aria-hidden />}
          loading={props.uploading}
          disabled={props.disabled}
          onClick={() => camera.current?.click()}
        >
          {props.labels.takePhoto}
        </Button>
        <Button
          icon={<PaperClipOutlined aria-hidden />}
          disabled={props.uploading || props.disabled}
          onClick={() => picker.current?.click()}
        >
          {props.labels.chooseFile}
        </Button>
      </Space>
      {problem && (
        <Typography.Text type="danger" role="alert">
          {t(problem === 'size' ? 'validation:documentSize' : 'validation:leaveAttachmentType')}
        </Typography.Text>
      )}
    </>
  );
}
