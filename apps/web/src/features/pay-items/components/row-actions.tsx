import { Button, Space } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** Change (or view) and delete buttons of one row, named for a screen reader. */
export function RowActions({
  name,
  canEdit,
  onOpen,
  onDelete,
}: {
  readonly name: string;
  readonly canEdit: boolean;
  readonly onOpen: () => void;
  readonly onDelete: () => void;
}) {
  const { t } = useTranslation('payItems');
  return (
    <Space size={0} wrap role="group" aria-label={t('actionsFor', { name })}>
      <Button
        type="link"
        size="small"
        icon={<EditOutlined aria-hidden />}
        onClick={onOpen}
        aria-label={`${canEdit ? t('common:edit') : t('view')}: ${name}`}
      >
        {canEdit ? t('common:edit') : t('view')}
      </Button>
      {canEdit && (
        <Button
          type="link"
          size="small"
          danger
          icon={<DeleteOutlined aria-hidden />}
          onClick={onDelete}
          aria-label={`${t('common:delete')}: ${name}`}
        >
          {t('common:delete')}
        </Button>
      )}
    </Space>
  );
}
