import { App, Button, Tooltip } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useErrorNotice } from '../../../components/feedback/notices.tsx';
import { useDeletePermissionTemplate } from '../api/delete-permission-template.ts';

/** Deletes one of the company's own templates after confirmation (roles made from it keep their grants). */
export function TemplateDelete(props: {
  readonly id: string;
  readonly name: string;
  readonly onDeleted?: () => void;
  /** A small icon button, for table rows. */ readonly compact?: boolean;
}) {
  const { t } = useTranslation('access');
  const { modal, message } = App.useApp();
  const showError = useErrorNotice();
  const remove = useDeletePermissionTemplate();
  const confirm = () =>
    modal.confirm({
      title: t('templates.deleteTitle', { name: props.name }),
      content: t('common:confirmProceedMsg'),
      okText: t('common:delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync(props.id);
          message.success(t('templates.deleted'));
          props.onDeleted?.();
        } catch (error) {
          showError(error);
        }
      },
    });
  const label = `${t('common:delete')} ${props.name}`;
  if (props.compact) {
    return (
      <Tooltip title={t('common:delete')}>
        <Button danger size="small" icon={<DeleteOutlined aria-hidden />} onClick={confirm} loading={remove.isPending} aria-label={label} />
      </Tooltip>
    );
  }
  return (
    <Button danger icon={<DeleteOutlined aria-hidden />} onClick={confirm} loading={remove.isPending} aria-label={label}>
      {t('common:delete')}
    </Button>
  );
}
