import { useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LEAVE_ATTACHMENT_LIMITS, uploadLeaveAttachment } from '@tenaga/contracts/modules/time-off-requests-extra.contracts';
import type { BodyInputOf } from '@tenaga/contracts/route';
import { DocumentPicker } from '../../../components/document-picker/document-picker.tsx';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

/**
 * A request's attachment (a medical certificate): photographed on a phone or chosen, uploaded at
 * once; the form keeps its id (`value`).
 */
export function AttachmentInput({
  value,
  onChange,
}: {
  readonly value?: string | null;
  readonly onChange?: (fileId: string | null) => void;
}) {
  const { t } = useTranslation('timeOffRequests');
  const [name, setName] = useState<string | null>(null);
  const upload = useContractMutation(uploadLeaveAttachment, {
    input: (body: BodyInputOf<typeof uploadLeaveAttachment>) => ({ body }),
  });

  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }}>
      <DocumentPicker
        maxBytes={LEAVE_ATTACHMENT_LIMITS.maxBytes}
        upload={async (data) => (await upload.mutateAsync({ data })).fileId}
        uploading={upload.isPending}
        labels={{ takePhoto: t('attachment.takePhoto'), chooseFile: t('attachment.chooseFile') }}
        onUploaded={(fileId, fileName) => {
          setName(fileName);
          onChange?.(fileId);
        }}
      />
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
    </Space>
  );
}
