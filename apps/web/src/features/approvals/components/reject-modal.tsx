import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** Asks for the reason a rejection needs (required, as the server requires it). */
export function RejectModal({
  count,
  open,
  saving,
  onCancel,
  onReject,
}: {
  readonly count: number;
  readonly open: boolean;
  readonly saving: boolean;
  readonly onCancel: () => void;
  readonly onReject: (reason: string) => Promise<void>;
}) {
  const { t } = useTranslation('approvals');
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={t('page.rejectTitle', { count })}
      okText={t('page.reject')}
      okButtonProps={{ danger: true, loading: saving }}
      cancelText={t('common:cancel')}
      onCancel={onCancel}
      onOk={() => form.submit()}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(values) => onReject(values.reason.trim())}>
        <Form.Item
          name="reason"
          label={t('page.reason')}
          rules={[
            { required: true, whitespace: true, message: t('validation:required') },
            { max: 1000, message: t('validation:tooLong') },
          ]}
        >
          <Input.TextArea autoFocus autoSize={{ minRows: 3, maxRows: 6 }} maxLength={1000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
